/**
 * Receiving an enquiry (POST /api/contact, docs/api/public-forms.md): the enquiry, the uploads it
 * claims as attachments and its two emails, in one transaction.
 */
import { and, gt, inArray, isNull } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import type { ContactMessage } from "#common/schemas/contact";
import type { Db } from "../db/client";
import { enquiries, uploads } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { contactMails } from "../mail/templates";
import { uploadFreshness } from "../uploads/storage";
import { invalid } from "../domain-errors";

const MISSING_ATTACHMENT = "An attachment could not be found. Please attach the file again.";

/**
 * Stores the enquiry with its attachments (upload ids, in the order given) and queues its mails; its id.
 * The family's copy is in `language`, the page's the form was sent from.
 */
export async function receiveEnquiry(
  db: Db,
  message: ContactMessage,
  attachments: string[],
  ip: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({
        parentName: message.parent_name,
        email: message.email,
        phone: message.phone,
        gradeLevel: message.grade_level,
        message: message.message,
        ip,
      })
      .returning({ id: enquiries.id });
    const enquiryId = row!.id;

    let files: { name: string; size: number }[] = [];
    if (attachments.length > 0) {
      // Only fresh uploads nobody has attached yet; anything else rolls the enquiry back.
      const claimed = await tx
        .update(uploads)
        .set({ enquiryId })
        .where(and(inArray(uploads.id, attachments), isNull(uploads.enquiryId), gt(uploads.createdAt, uploadFreshness())))
        .returning({ id: uploads.id, name: uploads.originalName, size: uploads.size });
      if (claimed.length !== attachments.length) {
        throw invalid(MISSING_ATTACHMENT, [{ field: "attachments", message: MISSING_ATTACHMENT }]);
      }
      const order = new Map(attachments.map((a, i) => [a, i]));
      files = claimed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    }

    await enqueueMail(tx, contactMails(message, files, enquiryId, language));
    return enquiryId;
  });
}
