/** The contact form's submission (docs/product.md section 7, docs/api/public-forms.md); attachments are uploaded first by lib/upload. */
import { call } from "~/lib/api";
import { sendContact } from "#common/api/contact";
import type { Input } from "#common/api/contract";

/** POST /api/contact with the message, its upload ids and the honeypot field. */
export async function sendContactMessage(body: Input<typeof sendContact>["body"] & Record<string, unknown>): Promise<unknown> {
  return call(sendContact, { body });
}
