/**
 * Reading one uploaded file from a multipart request, for every upload route (the contact form's
 * attachments, people's own files). The file part is named `file`; its name rules
 * (common/uploads.ts fileProblem) are checked before a byte is stored, the bytes stream to a
 * temporary file and reading stops at the policy's size limit: memory per upload stays small
 * whatever is sent. Small text fields sent before the file (a voice answer's length) are returned.
 *
 * What the multipart parser or the request stream failed with (no boundary, a body cut short, a
 * broken part header, a second file, the client going away) is the client's: a 400, never a 500.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { fileProblem, formatBytes, formatSizeOver, type UploadPolicy } from "#common/uploads";
import { discardReceivedFile, receiveFile, type ReceivedFile } from "../uploads/storage";
import { DomainError, invalid, unavailable } from "../domain-errors";

export const FILE_PART = "file";
/** Room for the multipart framing around the file (boundaries, part headers with a 255-character name). */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export const CHOOSE_FILE = "Please choose a file to upload";
export const ONE_FILE = "Please send one file per request";
export const UNREADABLE_UPLOAD = "The upload could not be read. Please try again.";
export const UPLOADS_PAUSED = "Uploads are paused for a moment. Please try again later.";

/** The limits @fastify/multipart is registered with for a one-file route. */
export function multipartLimits(policy: UploadPolicy) {
  return { fileSize: policy.maxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 };
}

export function fileError(message: string) {
  return invalid(message, [{ field: FILE_PART, message }]);
}

export function tooLarge(request: FastifyRequest, policy: UploadPolicy) {
  // Reading stopped at the limit, so the exact size is unknown; the request's declared length is close to it.
  const sent = Number(request.headers["content-length"]);
  const size = Number.isFinite(sent) && sent > policy.maxBytes ? formatSizeOver(sent, policy.maxBytes) : `more than ${formatBytes(policy.maxBytes)}`;
  return fileError(`File size ${size} exceeds the ${formatBytes(policy.maxBytes)} limit`);
}

export const isDiskFull = (err: unknown) => ["ENOSPC", "EDQUOT"].includes((err as NodeJS.ErrnoException).code ?? "");

function unreadable(err: unknown) {
  if (err instanceof DomainError) return err;
  if ((err as { code?: string }).code === "FST_FILES_LIMIT") return fileError(ONE_FILE);
  return fileError(UNREADABLE_UPLOAD);
}

/** Refuses a request that is not multipart or says it is larger than the policy allows, before reading it. */
export function checkUploadRequest(request: FastifyRequest, policy: UploadPolicy) {
  if (!request.isMultipart()) throw fileError("Please send the file as multipart/form-data");
  const declared = Number(request.headers["content-length"]);
  if (declared > policy.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(request, policy);
}

export type ReceivedUpload = ReceivedFile & { name: string; fields: Record<string, string> };

/**
 * Reads the one file part named `file` to a temporary file in `dir`; the caller keeps or discards
 * it. `policyFor` may choose the policy from the fields sent before the file (a voice answer).
 */
export async function receiveOneFile(
  request: FastifyRequest,
  dir: string,
  policyFor: (fields: Record<string, string>) => UploadPolicy,
): Promise<ReceivedUpload> {
  let received: ReceivedUpload | undefined;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts();
    for (;;) {
      const next = await parts.next().catch((err: unknown) => {
        throw unreadable(err);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== FILE_PART) throw fileError(CHOOSE_FILE);
      if (received) throw fileError(ONE_FILE);
      const policy = policyFor(fields);
      // Browsers send the base name; anything with a path is refused by the name rules. They come
      // first, so a refused name stores nothing.
      const name = part.filename;
      const problem = fileProblem({ name, size: 1 }, policy);
      if (problem) throw fileError(problem);

      // The parser stops passing bytes on at its limit; stopping the stream here ends the reading too.
      part.file.once("limit", () => part.file.destroy(tooLarge(request, policy)));
      // A policy below the parser's limit (a route serving several) is enforced while the bytes are counted.
      const file = await receiveFile(part.file, dir, { maxBytes: policy.maxBytes, tooLarge: () => tooLarge(request, policy) }).catch((err: unknown) => {
        // The request's side failed (the limit, a body cut short, the client gone), maybe before
        // this handler even saw the part: the stream keeps its error.
        if (part.file.errored) throw unreadable(part.file.errored);
        if (err instanceof DomainError) throw err;
        if (isDiskFull(err)) throw unavailable(UPLOADS_PAUSED, 60);
        throw err;
      });
      received = { ...file, name, fields: { ...fields } };
    }
  } catch (err) {
    if (received) await discardReceivedFile(received);
    throw err;
  }
  if (!received) throw fileError(CHOOSE_FILE);
  return received;
}

/** Closes the connection when the answer went out before the body was read to its end. */
export async function closeUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  if (!request.raw.complete) reply.header("Connection", "close");
}
