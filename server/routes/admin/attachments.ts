/**
 * Staff download of contact attachments. A file is only ever sent as an attachment with a neutral
 * type (never rendered by the browser), sandboxed, and only to admin and super_admin.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { enquiryAttachment } from "#common/api/admin/attachments";
import { uploads } from "../../db/schema";
import { openUpload } from "../../uploads/storage";
import { attachmentDisposition } from "../../http/content-disposition";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { notFound } from "../../domain-errors";

export async function attachmentRoutes(app: FastifyInstance) {
  route(app, enquiryAttachment, async ({ params, reply }) => {
    const id = uuidParam(params.id, "Attachment not found");
    const [file] = await app.db.select().from(uploads).where(eq(uploads.id, id));
    // Only files that belong to a received enquiry; a stray upload is nobody's attachment yet.
    if (!file || !file.enquiryId) throw notFound("Attachment not found");
    reply
      .header("Content-Type", "application/octet-stream")
      .header("Content-Disposition", attachmentDisposition(file.originalName))
      .header("Content-Length", String(file.size))
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .header("Cache-Control", "no-store");
    return reply.send(openUpload(app.config.uploadsDir, file.storedName));
  });
}
