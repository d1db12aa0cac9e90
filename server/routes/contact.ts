/** POST /api/contact: a General Contact message, which the school keeps as an enquiry (server/enquiries/receive.ts). */
import type { FastifyInstance } from "fastify";
import { contactAttachmentsSchema, contactSchema } from "../../common/schemas/contact";
import { receiveEnquiry } from "../enquiries/receive";
import { formRateLimit, parseForm, rejectHoneypot } from "../forms";

export async function contactRoutes(app: FastifyInstance) {
  app.post("/contact", { config: formRateLimit(app) }, async (request, reply) => {
    rejectHoneypot(request.body);
    const [message, { attachments }] = parseForm(request.body, contactSchema, contactAttachmentsSchema);
    const id = await receiveEnquiry(app.db, message, attachments, request.ip);
    app.mail.kick();
    return reply.code(201).send({ success: true, message: "Message sent successfully!", data: { id } });
  });
}
