/**
 * Contact attachments, one file per request (so the form can show each file's progress). The name
 * rules of common/uploads.ts and the magic-number check of server/uploads/file-signature.ts run
 * here whatever the browser checked; accepted bytes are stored under a random name.
 *
 * The file streams to disk as it arrives (server/uploads/storage.ts) and reading stops at the size
 * limit: memory per upload stays small whatever is sent. An answer given before the request's body
 * has been read to its end (a refused name, a file over the limit, a full quota) closes the
 * connection, so the rest of the body is never read.
 */
import multipart from "@fastify/multipart";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CONTACT_UPLOAD_POLICY, fileProblem, formatBytes, formatSizeOver } from "../../common/uploads";
import { uploads } from "../db/schema";
import { HttpError } from "../errors";
import { formRateLimit } from "../forms";
import { matchingContentType, mismatchMessage } from "../uploads/file-signature";
import {
  deleteUpload,
  discardReceivedFile,
  keepReceivedFile,
  receiveFile,
  unclaimedUploads,
  UNATTACHED_UPLOAD_TTL_MS,
  type ReceivedFile,
} from "../uploads/storage";

const policy = CONTACT_UPLOAD_POLICY;
const PART = "file";
/** Room for the multipart framing around the file (boundaries, part headers with a 255-character name). */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export const CHOOSE_FILE = "Please choose a file to upload";
export const ONE_FILE = "Please send one file per request";
export const UNREADABLE_UPLOAD = "The upload could not be read. Please try again.";
export const UPLOADS_PAUSED = "Uploads are paused for a moment. Please try again later.";

function fileError(message: string) {
  return new HttpError(400, message, [{ field: PART, message }]);
}

function tooLarge(request: FastifyRequest) {
  // Reading stopped at the limit, so the exact size is unknown; the request's declared length is close to it.
  const sent = Number(request.headers["content-length"]);
  const size = Number.isFinite(sent) && sent > policy.maxBytes ? formatSizeOver(sent, policy.maxBytes) : `more than ${formatBytes(policy.maxBytes)}`;
  return fileError(`File size ${size} exceeds the ${formatBytes(policy.maxBytes)} limit`);
}

/**
 * The unclaimed-uploads quota is reached, or the disk is full. Space comes back when the oldest
 * unclaimed upload expires and the housekeeping deletes it.
 */
function paused(oldest: Date | null) {
  const waitMs = oldest ? oldest.getTime() + UNATTACHED_UPLOAD_TTL_MS - Date.now() : 0;
  return new HttpError(503, UPLOADS_PAUSED, undefined, Math.max(60, Math.ceil(waitMs / 1000)));
}

const isDiskFull = (err: unknown) => ["ENOSPC", "EDQUOT"].includes((err as NodeJS.ErrnoException).code ?? "");

/**
 * What the multipart parser or the request stream failed with (no boundary, a body cut short, a
 * broken part header, a second file, the client going away) is the client's: a 400, never a 500.
 */
function unreadable(err: unknown) {
  if (err instanceof HttpError) return err;
  if ((err as { code?: string }).code === "FST_FILES_LIMIT") return fileError(ONE_FILE);
  return fileError(UNREADABLE_UPLOAD);
}

/** Reads the one file part named `file` to a temporary file; other fields are ignored. */
async function receiveOneFile(request: FastifyRequest, dir: string): Promise<ReceivedFile & { name: string }> {
  let received: (ReceivedFile & { name: string }) | undefined;
  try {
    const parts = request.parts();
    for (;;) {
      const next = await parts.next().catch((err: unknown) => {
        throw unreadable(err);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type !== "file") continue;
      if (part.fieldname !== PART) throw fileError(CHOOSE_FILE);
      if (received) throw fileError(ONE_FILE);
      // Browsers send the base name; anything with a path is refused by the name rules. They come
      // first, so a refused name stores nothing.
      const name = part.filename;
      const problem = fileProblem({ name, size: 1 }, policy);
      if (problem) throw fileError(problem);

      // The parser stops passing bytes on at the limit; stopping the stream here ends the reading too.
      part.file.once("limit", () => part.file.destroy(tooLarge(request)));
      const file = await receiveFile(part.file, dir).catch((err: unknown) => {
        // The request's side failed (the limit, a body cut short, the client gone), maybe before
        // this handler even saw the part: the stream keeps its error.
        if (part.file.errored) throw unreadable(part.file.errored);
        if (isDiskFull(err)) throw new HttpError(503, UPLOADS_PAUSED, undefined, 60);
        throw err;
      });
      received = { ...file, name };
    }
  } catch (err) {
    if (received) await discardReceivedFile(received);
    throw err;
  }
  if (!received) throw fileError(CHOOSE_FILE);
  return received;
}

async function storeUpload(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (!request.isMultipart()) throw fileError("Please send the file as multipart/form-data");
  const declared = Number(request.headers["content-length"]);
  if (declared > policy.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(request);
  const quota = app.config.uploadsUnclaimedQuotaBytes;
  const before = await unclaimedUploads(app.db);
  if (before.bytes >= quota) throw paused(before.oldest);

  const dir = app.config.uploadsDir;
  const file = await receiveOneFile(request, dir);
  let storedName: string | undefined;
  try {
    const problem = fileProblem({ name: file.name, size: file.size }, policy);
    if (problem) throw fileError(problem);
    const contentType = await matchingContentType(file.name, file.tempPath);
    if (!contentType) throw fileError(mismatchMessage(file.name));

    storedName = await keepReceivedFile(dir, file);
    const stored = storedName;
    const id = await app.db.transaction(async (tx) => {
      // One upload at a time passes this check, so parallel uploads cannot together overshoot the quota.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads-unclaimed-quota'))`);
      const now = await unclaimedUploads(tx);
      if (now.bytes + file.size > quota) throw paused(now.oldest);
      const [row] = await tx
        .insert(uploads)
        .values({ storedName: stored, originalName: file.name, contentType, size: file.size, sha256: file.sha256, ip: request.ip })
        .returning({ id: uploads.id });
      return row!.id;
    });
    return reply.code(201).send({ success: true, data: { id, name: file.name, size: file.size } });
  } catch (err) {
    if (storedName) await deleteUpload(dir, storedName);
    else await discardReceivedFile(file);
    throw err;
  }
}

export async function uploadRoutes(app: FastifyInstance) {
  // Multipart is accepted by this route only; every other API route takes JSON.
  await app.register(multipart, {
    limits: { fileSize: policy.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 100 },
    // The route handles the limit itself (the file stream's "limit" event), and stops reading there.
    throwFileSizeLimit: false,
  });

  app.post(
    "/uploads",
    {
      config: formRateLimit(app, 5),
      onSend: async (request, reply) => {
        // Answered before the body was read to its end: close rather than read (or wait for) the rest.
        if (!request.raw.complete) reply.header("Connection", "close");
      },
    },
    async (request, reply) => storeUpload(app, request, reply),
  );
}
