/**
 * Email verification (docs/api/family-and-account.md): a `verify_email` verification (256-bit
 * token, only its SHA-256 stored, 48 hours, single use) mailed as PUBLIC_URL/verify-email?token=...
 * A new link replaces the account's earlier ones, and proves only the address it was sent to.
 * Family data matched by email is shown only once users.email_verified_at is set.
 */
import { and, eq } from "drizzle-orm";
import { languageOrDefault } from "#common/i18n/languages";
import { localizedPath } from "#common/i18n/public-paths";
import type { Db } from "../db/client";
import { verifications } from "../db/schema";
import { verifyEmailMail } from "../mail/account-mails";
import { enqueueMail } from "../mail/outbox";
import { createVerification } from "./verifications";

export const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60_000;
/** Verification mails per account per 15 minutes (resend and email changes together). */
export const VERIFY_MAILS_PER_ACCOUNT = 3;
export const verifyMailKey = (userId: string) => ({ key: `verify-mail:${userId}`, limit: VERIFY_MAILS_PER_ACCOUNT });

type Executor = Pick<Db, "insert" | "delete">;

/**
 * Ends the account's earlier verification links and queues a new one to `email`. Call it inside the
 * transaction that makes the change (registration, an email change, a resend), then kick the mail.
 */
export async function sendVerificationLink(
  tx: Executor,
  user: { id: string; username: string; language: string | null },
  email: string,
  options: { publicUrl: string; now: Date },
) {
  await tx.delete(verifications).where(and(eq(verifications.userId, user.id), eq(verifications.type, "verify_email")));
  const token = await createVerification(tx, "verify_email", user.id, VERIFY_EMAIL_TTL_MS, options.now, email);
  // In the person's language, the mail and the page its link opens ("/es/verify-email").
  const language = languageOrDefault(user.language);
  await enqueueMail(tx, [verifyEmailMail(email, user.username, `${options.publicUrl}${localizedPath("/verify-email", language)}?token=${token}`, language)]);
}
