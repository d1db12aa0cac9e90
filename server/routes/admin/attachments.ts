/**
 * Staff download of contact attachments. A file is only ever sent as an attachment with a neutral
 * type (never rendered by the browser), sandboxed, and only to admin and super_admin.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { uploads } from "../../db/schema";
import { HttpError } from "../../errors";
import { openUpload } from "../../uploads/storage";
import { uuidParam } from "../../http/staff-request";


/** RFC 6266 / 5987: an ASCII fallback plus the exact UTF-8 name. */
export function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export async function attachmentRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>("/attachments/:id", async (request, reply) => {
    const id = uuidParam(request.params.id, "Attachment not found");
    const [file] = await app.db.select().from(uploads).where(eq(uploads.id, id));
    // Only files that belong to a received enquiry; a stray upload is nobody's attachment yet.
    if (!file || !file.enquiryId) throw new HttpError(404, "Attachment not found");
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
