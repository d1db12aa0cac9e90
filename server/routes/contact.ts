/** POST /api/contact: a General Contact message, which the school keeps as an enquiry (server/enquiries/receive.ts). */
import type { FastifyInstance } from "fastify";
import { sendContact } from "#common/api/contact";
import { receiveEnquiry } from "../enquiries/receive";
import { formRateLimit, rejectHoneypot } from "../http/input";
import { contentLanguage } from "../http/negotiation";
import { route } from "../http/route";

export async function contactRoutes(app: FastifyInstance) {
  route(
    app,
    sendContact,
    async ({ body, request }) => {
      const { attachments, ...message } = body;
      const id = await receiveEnquiry(app.db, message, attachments, request.ip, contentLanguage(request));
      app.mail.kick();
      return { success: true, message: "Message sent successfully!", data: { id } };
    },
    // The honeypot is checked before the form's fields, as before (a bot's submission gets its own refusal).
    { config: formRateLimit(app), preHandler: async (request) => rejectHoneypot(request.body) },
  );
}
