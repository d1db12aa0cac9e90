/** The outbox every email goes through. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Every email the school sends, written in the same transaction as what caused it and delivered by
 * server/mail/outbox.ts, which retries while the SMTP server is unreachable. Without SMTP_URL mail
 * is not sent: it is written as .eml files to DATA_DIR/outbox and marked "kept".
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Calendar invitation (text/calendar) sent with the mail, if any. */
    icalEvent: text("ical_event"),
    /** Extra header lines, e.g. a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** pending | sent | failed | kept (written to the local outbox folder, no SMTP server configured) */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    messageId: text("message_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt), index("mail_outbox_created_at_idx").on(t.createdAt)],
);
