/**
 * Tuition reminders by mail (issue 36, "reminders by mail before and after the due date"). An invoice that
 * still owes something (./balances.ts: payments less refunds, plus credit notes) is reminded `before`, in the
 * REMINDER_DAYS_BEFORE days up to its due date, and `after`, from the day after it: each once. Every
 * guardian of the billed family with a verified address gets one mail, in their own language; a family
 * whose children have left is reminded like any other while it owes.
 *
 * Run once a day like the daily work of server/notifications/jobs.ts: every instance tries from the app's
 * housekeeping about once a minute (server/app.ts), and from INVOICE_REMINDER_TIME on the school's clock a
 * transaction-level advisory lock and a day marker let one of them do the day's run. Each reminder is
 * claimed by inserting its `invoice_reminders` row (ON CONFLICT DO NOTHING) in the transaction that queues
 * its mails, so even without the marker a family is never mailed twice.
 */
import { and, eq, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import { dueDigestDate } from "#common/notifications/timing";
import { GUARDIAN_ROLES } from "#common/roles";
import { school } from "#common/school";
import type { Cents } from "#common/tuition";
import type { Db, Tx } from "../db/client";
import { guardianLinks, invoiceReminders, invoices, settings, students, users } from "../db/schema";
import { invoiceReminderMail, type InvoiceReminderKind } from "../mail/billing-mails";
import { enqueueMail } from "../mail/outbox";
import { invoiceFigures, NOTHING_SETTLED, type Settlement } from "./balances";
import { settlementsOf } from "./invoices-read";

/** How many days ahead of its due date an invoice that still owes something is reminded. */
export const REMINDER_DAYS_BEFORE = 7;
/** From when, on the school's clock, the day's reminders are sent: the morning, not the middle of the night. */
export const INVOICE_REMINDER_TIME = "09:00";
const REMINDERS_DAY_KEY = "invoice_reminders_day";
/** pg_advisory_xact_lock key of the daily invoice reminders ("invrem" in ASCII). */
const REMINDERS_LOCK = 0x696e7672656d;

export interface ReminderCandidate {
  id: string;
  number: string;
  familyId: string;
  dueOn: string;
  totalCents: Cents;
}

export interface DueReminder {
  invoice: ReminderCandidate;
  kind: InvoiceReminderKind;
  balanceCents: Cents;
}

interface Recipient {
  email: string;
  fullName: string | null;
  language: Language;
}

const daysAfter = (isoDate: string, days: number) => formatCalendarDate(addDays(parseCalendarDate(isoDate)!, days));

/** The reminder an invoice due on `dueOn` may have on `today`: `after` once the day has passed, `before` in the days up to it (the day itself included). */
export function reminderWindow(dueOn: string, today: string): InvoiceReminderKind | null {
  if (dueOn < today) return "after";
  return dueOn <= daysAfter(today, REMINDER_DAYS_BEFORE) ? "before" : null;
}

/**
 * The reminders to send on `today`: an invoice in its window that still owes something (a paid or fully
 * credited one gets none) and has not had that reminder yet.
 */
export function remindersDue(
  candidates: readonly ReminderCandidate[],
  settled: ReadonlyMap<string, Settlement>,
  sent: readonly { invoiceId: string; kind: string }[],
  today: string,
): DueReminder[] {
  return candidates.flatMap((invoice) => {
    const kind = reminderWindow(invoice.dueOn, today);
    if (!kind || sent.some((s) => s.invoiceId === invoice.id && s.kind === kind)) return [];
    const { balanceCents } = invoiceFigures(invoice, settled.get(invoice.id) ?? NOTHING_SETTLED, today);
    return balanceCents > 0 ? [{ invoice, kind, balanceCents }] : [];
  });
}

/** Invoices due by the end of the `before` window whose `after` reminder is not sent yet, with what settles them. */
async function readCandidates(tx: Tx, today: string) {
  const afterSent = tx
    .select({ one: sql`1` })
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.invoiceId, invoices.id), eq(invoiceReminders.kind, "after")));
  const candidates = await tx
    .select({ id: invoices.id, number: invoices.number, familyId: invoices.billingFamilyId, dueOn: invoices.dueOn, totalCents: invoices.totalCents })
    .from(invoices)
    .where(and(lte(invoices.dueOn, daysAfter(today, REMINDER_DAYS_BEFORE)), notExists(afterSent)));
  if (candidates.length === 0) return { candidates, settled: new Map<string, Settlement>(), sent: [] };
  const ids = candidates.map((c) => c.id);
  // One after the other: a transaction is one connection, which runs one query at a time anyway.
  const settled = await settlementsOf(tx, ids);
  const sent = await tx
    .select({ invoiceId: invoiceReminders.invoiceId, kind: invoiceReminders.kind })
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, ids));
  return { candidates, settled, sent };
}

/** Each billed family's guardians who can be mailed: an active guardian account with a verified address. */
async function familyGuardians(tx: Tx, familyIds: readonly string[]): Promise<Map<string, Recipient[]>> {
  const rows = await tx
    .selectDistinct({ familyId: students.billingFamilyId, userId: users.id, email: users.email, fullName: users.fullName, language: users.language })
    .from(students)
    .innerJoin(guardianLinks, eq(guardianLinks.studentId, students.id))
    .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
    .where(
      and(
        inArray(students.billingFamilyId, [...familyIds]),
        inArray(users.role, [...GUARDIAN_ROLES]),
        isNull(users.deactivatedAt),
        isNotNull(users.email),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  const byFamily = new Map<string, Recipient[]>();
  for (const row of rows) {
    const recipient = { email: row.email!, fullName: row.fullName, language: languageOrDefault(row.language) };
    byFamily.set(row.familyId!, [...(byFamily.get(row.familyId!) ?? []), recipient]);
  }
  return byFamily;
}

/**
 * The day's invoice reminders, once the school's clock has reached INVOICE_REMINDER_TIME; returns how many
 * mails were queued (0 when the day's run is already done). A reminder for a family nobody can be mailed
 * at is not recorded, so it goes out on a later day once a guardian's address is verified.
 */
export async function sendInvoiceReminders(db: Db, now: Date, publicUrl: string): Promise<number> {
  const today = dueDigestDate(now, INVOICE_REMINDER_TIME, school.timeZone);
  if (!today) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMINDERS_LOCK})`);
    const [done] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, REMINDERS_DAY_KEY));
    if (done?.value === today) return 0;
    await tx
      .insert(settings)
      .values({ key: REMINDERS_DAY_KEY, value: today })
      .onConflictDoUpdate({ target: settings.key, set: { value: today, updatedAt: now } });

    const { candidates, settled, sent } = await readCandidates(tx, today);
    const due = remindersDue(candidates, settled, sent, today);
    if (due.length === 0) return 0;
    const guardians = await familyGuardians(tx, [...new Set(due.map((d) => d.invoice.familyId))]);
    let mailed = 0;
    for (const { invoice, kind, balanceCents } of due) {
      const recipients = guardians.get(invoice.familyId) ?? [];
      if (recipients.length === 0) continue;
      const claimed = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ invoiceId: invoiceReminders.invoiceId });
      if (claimed.length === 0) continue;
      await enqueueMail(
        tx,
        recipients.map((to) =>
          invoiceReminderMail({
            kind,
            to: to.email,
            fullName: to.fullName,
            language: to.language,
            number: invoice.number,
            dueOn: invoice.dueOn,
            balanceCents,
            accountUrl: `${publicUrl}/parent/account`,
          }),
        ),
      );
      mailed += recipients.length;
    }
    return mailed;
  });
}
