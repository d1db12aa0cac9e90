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
import type { FastifyInstance, FastifyRequest } from "fastify";
import { uploadAttachment } from "#common/api/uploads";
import { CONTACT_UPLOAD_POLICY, fileProblem } from "#common/uploads";
import { uploads } from "../db/schema";
import { formRateLimit } from "../http/input";
import { route } from "../http/route";
import { matchingContentType, mismatchMessage } from "../uploads/file-signature";
import {
  CHOOSE_FILE,
  checkUploadRequest,
  closeUnreadBody,
  fileError,
  multipartLimits,
  ONE_FILE,
  receiveOneFile,
  UNREADABLE_UPLOAD,
  UPLOADS_PAUSED,
} from "../http/multipart";
import { deleteUpload, discardReceivedFile, keepReceivedFile, unclaimedUploads, UNATTACHED_UPLOAD_TTL_MS } from "../uploads/storage";
import { unavailable } from "../domain-errors";

const policy = CONTACT_UPLOAD_POLICY;
const limits = multipartLimits(policy);

export { CHOOSE_FILE, ONE_FILE, UNREADABLE_UPLOAD, UPLOADS_PAUSED };

/**
 * The unclaimed-uploads quota is reached, or the disk is full. Space comes back when the oldest
 * unclaimed upload expires and the housekeeping deletes it.
 */
function paused(oldest: Date | null) {
  const waitMs = oldest ? oldest.getTime() + UNATTACHED_UPLOAD_TTL_MS - Date.now() : 0;
  return unavailable(UPLOADS_PAUSED, Math.max(60, Math.ceil(waitMs / 1000)));
}

async function storeUpload(app: FastifyInstance, request: FastifyRequest) {
  checkUploadRequest(request, policy);
  const quota = app.config.uploadsUnclaimedQuotaBytes;
  const before = await unclaimedUploads(app.db);
  if (before.bytes >= quota) throw paused(before.oldest);

  const dir = app.config.uploadsDir;
  const file = await receiveOneFile(request, dir, () => policy);
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
    return { success: true as const, data: { id, name: file.name, size: file.size } };
  } catch (err) {
    if (storedName) await deleteUpload(dir, storedName);
    else await discardReceivedFile(file);
    throw err;
  }
}

export async function uploadRoutes(app: FastifyInstance) {
  // Multipart is accepted by this route only; every other API route takes JSON.
  await app.register(multipart, {
    limits,
    // The route handles the limit itself (the file stream's "limit" event), and stops reading there.
    throwFileSizeLimit: false,
  });

  route(app, uploadAttachment, async ({ request }) => storeUpload(app, request), {
    config: formRateLimit(app, 5),
    // Answered before the body was read to its end: close rather than read (or wait for) the rest.
    onSend: closeUnreadBody,
  });
}
