/** POST /api/contact: a General Contact message, its attachments and its two emails, in one transaction. */
import { and, gt, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { contactAttachmentsSchema, contactSchema } from "../../common/schemas/contact";
import { contactMessages, uploads } from "../db/schema";
import { HttpError } from "../errors";
import { formRateLimit, parseForm, rejectHoneypot } from "../forms";
import { enqueueMail } from "../mail/outbox";
import { contactMails } from "../mail/templates";
import { uploadFreshness } from "../uploads/storage";

const MISSING_ATTACHMENT = "An attachment could not be found. Please attach the file again.";

export async function contactRoutes(app: FastifyInstance) {
  app.post("/contact", { config: formRateLimit(app) }, async (request, reply) => {
    rejectHoneypot(request.body);
    const [message, { attachments }] = parseForm(request.body, contactSchema, contactAttachmentsSchema);

    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          parentName: message.parent_name,
          email: message.email,
          phone: message.phone,
          gradeLevel: message.grade_level,
          message: message.message,
          ip: request.ip,
        })
        .returning({ id: contactMessages.id });
      const messageId = row!.id;

      let files: { name: string; size: number }[] = [];
      if (attachments.length > 0) {
        // Only fresh uploads nobody has attached yet; anything else rolls the message back.
        const claimed = await tx
          .update(uploads)
          .set({ contactMessageId: messageId })
          .where(and(inArray(uploads.id, attachments), isNull(uploads.contactMessageId), gt(uploads.createdAt, uploadFreshness())))
          .returning({ id: uploads.id, name: uploads.originalName, size: uploads.size });
        if (claimed.length !== attachments.length) {
          throw new HttpError(400, MISSING_ATTACHMENT, [{ field: "attachments", message: MISSING_ATTACHMENT }]);
        }
        const order = new Map(attachments.map((a, i) => [a, i]));
        files = claimed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      }

      await enqueueMail(tx, contactMails(message, files, messageId), { deliver: app.mail.enabled });
      return messageId;
    });

    app.mail.kick();
    return reply.code(201).send({ success: true, message: "Message sent successfully!", data: { id } });
  });
}
