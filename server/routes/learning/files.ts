/**
 * People's own files (docs/api/files.md): POST /api/files (one file per request, multipart, so the
 * page shows each file's progress; `kind=voice` and `durationSeconds` before the file for a voice
 * answer), GET /api/files (the signed-in person's files, where each is used, the quota),
 * GET /api/files/:id/content (anyone server/learning/access.ts canReadFile allows) and
 * DELETE /api/files/:id (the owner, when nothing uses it).
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { LEARNING_FILE_POLICY } from "#common/learning/files";
import { deleteFile, fileContent, ownFiles, uploadFile } from "#common/api/learning/files";
import { attachmentDisposition } from "../../http/content-disposition";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { FILE_NOT_FOUND, requireReadableFile } from "../../learning/access";
import { deleteOwnFile, fileRow, keepOwnFile, listOwnFiles, policyForFields } from "../../learning/files/store";
import { checkUploadRequest, closeUnreadBody, multipartLimits, receiveOneFile } from "../../http/multipart";
import { openUpload, uploadExists } from "../../uploads/storage";
import { notFound } from "../../domain-errors";

/** Types a browser may show in the page (a picture, a recording); everything else downloads. */
const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp)|audio\/(webm|ogg|mp4)|application\/pdf)$/;

export async function fileRoutes(app: FastifyInstance) {
  // The largest policy (learning files) bounds the parser; a smaller one (voice) is enforced while reading.
  await app.register(multipart, { limits: multipartLimits(LEARNING_FILE_POLICY), throwFileSizeLimit: false });

  route(
    app,
    uploadFile,
    async ({ actor: user, request }) => {
      checkUploadRequest(request, LEARNING_FILE_POLICY);
      const file = await receiveOneFile(request, app.config.uploadsDir, policyForFields);
      const stored = await keepOwnFile(app.db, app.config.uploadsDir, user, file);
      return { success: true, data: stored };
    },
    { onSend: closeUnreadBody },
  );

  route(app, ownFiles, async ({ actor: user }) => {
    return { success: true, data: await listOwnFiles(app.db, user) };
  });

  route(app, fileContent, async ({ actor: user, params, request, reply }) => {
    const id = uuidParam(params.id, FILE_NOT_FOUND);
    await requireReadableFile(app.db, user, id, app.config.now());
    const file = (await fileRow(app.db, id))!;
    if (!(await uploadExists(app.config.uploadsDir, file.storedName))) {
      request.log.error({ fileId: id }, "a file's bytes are missing from the uploads directory");
      throw notFound(FILE_NOT_FOUND);
    }
    const inline = INLINE_TYPES.test(file.contentType) && (request.query as { download?: string }).download === undefined;
    reply
      .header("Content-Type", inline ? file.contentType : "application/octet-stream")
      .header("Content-Disposition", inline ? attachmentDisposition(file.originalName, "inline") : attachmentDisposition(file.originalName))
      .header("Content-Length", String(file.size))
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cache-Control", "private, no-store");
    return reply.send(openUpload(app.config.uploadsDir, file.storedName));
  });

  route(app, deleteFile, async ({ actor: user, params }) => {
    const id = uuidParam(params.id, FILE_NOT_FOUND);
    await deleteOwnFile(app.db, app.config.uploadsDir, user, id);
    return { success: true, message: "File deleted." };
  });
}
