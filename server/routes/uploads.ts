/**
 * Contact attachments, one file per request (so the form can show each file's progress). The name
 * rules of common/uploads.ts and the magic-number check of server/uploads/file-signature.ts run
 * here whatever the browser checked; accepted bytes are stored under a random name.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import { CONTACT_UPLOAD_POLICY, fileProblem, formatBytes, formatSizeOver } from "../../common/uploads";
import { uploads } from "../db/schema";
import { HttpError } from "../errors";
import { formRateLimit } from "../forms";
import { contentMatchesName, mismatchMessage } from "../uploads/file-signature";
import { deleteUpload, saveUpload } from "../uploads/storage";

const policy = CONTACT_UPLOAD_POLICY;

function fileError(message: string) {
  return new HttpError(400, message, [{ field: "file", message }]);
}

export async function uploadRoutes(app: FastifyInstance) {
  // Multipart is accepted by this route only; every other API route takes JSON.
  await app.register(multipart, {
    limits: { fileSize: policy.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 100 },
  });

  app.post("/uploads", { config: formRateLimit(app, 5) }, async (request, reply) => {
    if (!request.isMultipart()) throw fileError("Please send the file as multipart/form-data");
    const part = await request.file();
    if (!part || part.fieldname !== "file") throw fileError("Please choose a file to upload");
    // Browsers send the base name; anything with a path is refused by the name rules below.
    const name = part.filename;

    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
        // The exact size is unknown (reading stopped at the limit); the request's length is close to it.
        const sent = Number(request.headers["content-length"]);
        const size = Number.isFinite(sent) && sent > policy.maxBytes ? formatSizeOver(sent, policy.maxBytes) : `more than ${formatBytes(policy.maxBytes)}`;
        throw fileError(`File size ${size} exceeds the ${formatBytes(policy.maxBytes)} limit`);
      }
      throw err;
    }

    const problem = fileProblem({ name, size: bytes.length }, policy);
    if (problem) throw fileError(problem);
    if (!(await contentMatchesName(name, bytes))) throw fileError(mismatchMessage(name));

    const contentType = (await fileTypeFromBuffer(bytes))?.mime ?? "text/plain";
    const { storedName, sha256 } = await saveUpload(app.config.uploadsDir, bytes);
    try {
      const [row] = await app.db
        .insert(uploads)
        .values({ storedName, originalName: name, contentType, size: bytes.length, sha256, ip: request.ip })
        .returning({ id: uploads.id });
      return reply.code(201).send({ success: true, data: { id: row!.id, name, size: bytes.length } });
    } catch (err) {
      await deleteUpload(app.config.uploadsDir, storedName);
      throw err;
    }
  });
}
