/** The contact form's submission (docs/product.md section 7, docs/api/public-forms.md); attachments are uploaded first by lib/upload. */
import { apiRequest } from "~/lib/api";

export const CONTACT_URL = "/api/contact";

/** POST /api/contact with the message, its upload ids and the honeypot field. */
export async function sendContactMessage(body: Record<string, unknown>): Promise<unknown> {
  return (await apiRequest("POST", CONTACT_URL, body)).json();
}
