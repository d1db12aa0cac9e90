/**
 * The mail outbox. Mail is written to `mail_outbox` in the same transaction as the submission that
 * causes it, so an accepted form always has its mail on record; a delivery loop in every instance
 * then sends what is due over SMTP, retrying with growing pauses while the server is unreachable.
 * Several instances can run the loop at once: a row is claimed with FOR UPDATE SKIP LOCKED and a
 * lease (`locked_until`), so each mail is sent by one instance.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { school } from "#common/school";
import type { Db } from "../db/client";
import { safeErrorText } from "../db/errors";
import { mailOutbox } from "../db/schema";

export interface OutgoingMail {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** A text/calendar invitation (METHOD:REQUEST) sent with the mail. */
  icalEvent?: string;
  /** Extra header lines (a notification's one-click unsubscribe: List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

type Executor = Pick<Db, "insert">;

/** Give up after this many failed attempts (about two days with the pauses below); the row stays "failed" for staff to see. */
export const MAX_ATTEMPTS = 40;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How long a claimed row is left to the instance sending it before another may try. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;

/** Pause before attempt `attempts + 1`: 30 s, 1 min, 2 min ... at most an hour. */
export function retryDelayMs(attempts: number) {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

/**
 * The Message-ID of an outbox row, the same at every attempt. Delivery is at least once (a crash
 * after the SMTP server accepted a mail but before the row is marked sent sends it again), and a
 * resent copy with the same Message-ID is one message to mail servers and clients that collapse
 * duplicates.
 */
export function outboxMessageId(rowId: string) {
  return `<outbox.${rowId}@${school.emails.admissions.split("@")[1]}>`;
}

/** Records mail to send. Call it with the transaction that stores the submission. */
export async function enqueueMail(db: Executor, mails: OutgoingMail[]) {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      icalEvent: mail.icalEvent,
      headers: mail.headers,
      status: "pending",
    })),
  );
}

type OutboxRow = typeof mailOutbox.$inferSelect;

interface ClaimedRow {
  id: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  ical_event: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

async function claimDue(db: Db): Promise<ClaimedRow[]> {
  const result = await db.execute(sql`
    update mail_outbox set locked_until = now() + ${LEASE_MS} * interval '1 millisecond', attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by created_at
      limit ${BATCH_SIZE}
      for update skip locked
    )
    returning id, to_address, reply_to, subject, text_body, html_body, ical_event, headers, attempts
  `);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends every mail that is due now, a batch at a time (the transport's pool sends a batch over a few
 * connections in parallel); returns how many went out and how many failed this time. Stops between
 * batches when `keepGoing` says so (shutdown), or when a whole batch failed (the server is down).
 */
export async function deliverDueMail(
  db: Db,
  transport: Transporter,
  from: string,
  options: { log?: { warn: (obj: object, msg: string) => void }; keepGoing?: () => boolean; deliveredStatus?: "sent" | "kept" } = {},
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  while (options.keepGoing?.() ?? true) {
    const rows = await claimDue(db);
    if (rows.length === 0) return result;
    const outcomes = await Promise.all(rows.map((row) => deliverOne(db, transport, from, row, options.deliveredStatus ?? "sent", options.log)));
    const sent = outcomes.filter(Boolean).length;
    result.sent += sent;
    result.failed += rows.length - sent;
    if (sent === 0) return result;
  }
  return result;
}

async function deliverOne(
  db: Db,
  transport: Transporter,
  from: string,
  row: ClaimedRow,
  deliveredStatus: "sent" | "kept",
  log?: { warn: (obj: object, msg: string) => void },
) {
  try {
    const info = await transport.sendMail({
      messageId: outboxMessageId(row.id),
      from,
      to: row.to_address,
      replyTo: row.reply_to ?? undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
      headers: row.headers ?? undefined,
      // The part's method must match the calendar's own (REQUEST for an invitation, CANCEL for a cancellation).
      icalEvent: row.ical_event
        ? { method: /^METHOD:(\w+)/m.exec(row.ical_event)?.[1] ?? "REQUEST", filename: "invite.ics", content: row.ical_event }
        : undefined,
    });
    await db
      .update(mailOutbox)
      .set({ status: deliveredStatus, sentAt: sql`now()`, lockedUntil: null, lastError: null, messageId: info.messageId ?? null })
      .where(eq(mailOutbox.id, row.id));
    return true;
  } catch (err) {
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    // The SMTP error says what went wrong (refused, timed out, rejected); addresses stay out of the logs,
    // and so do the values of a failed database statement (marking the mail sent can fail too).
    const lastError = safeErrorText(err).slice(0, 500);
    log?.warn({ mailId: row.id, attempts: row.attempts, giveUp, error: lastError }, "mail delivery failed");
    await db
      .update(mailOutbox)
      .set({
        status: giveUp ? "failed" : "pending",
        lockedUntil: null,
        lastError,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
      })
      .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "pending")));
    return false;
  }
}

export type { OutboxRow };
