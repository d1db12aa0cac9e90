/**
 * A child who left the demo school (issue 36, "Withdraw a child"), withdrawn by the office's own code
 * (server/learning/students/withdrawal.ts) after the tuition is billed, so the record, the class lists and the
 * invoices show what a withdrawal does: the child's places ended, their sign-in stopped, the term-2 invoice
 * credited (or named for a refund, had the family paid it).
 *
 * The child is the only one of a family whose term-2 invoice is still open, so the credit is a credit note;
 * they leave today (or on the year's first day, if today is before it).
 */
import { inArray } from "drizzle-orm";
import type { Actor } from "../../server/actor";
import type { Db } from "../../server/db/client";
import { invoiceLines } from "../../server/db/schema";
import { readInvoices } from "../../server/billing/invoices-read";
import { schoolToday } from "../../server/billing/periods";
import { withdrawStudent } from "../../server/learning/students/withdrawal";
import type { DemoSeedResult } from "./write";

export interface WithdrawalDemo {
  childName: string;
  creditNotes: number;
}

export async function writeWithdrawalDemo(db: Db, seeded: DemoSeedResult, now: Date): Promise<WithdrawalDemo | null> {
  const { plan } = seeded;
  const actor: Actor = { id: seeded.ids.get(plan.admin.key)!, username: plan.admin.username, role: "admin", ip: "127.0.0.1", log: { info: () => undefined } };
  const today = schoolToday(now);
  const open = (await readInvoices(db, {}, today)).filter((invoice) => invoice.period === "term-2" && invoice.status === "open");
  if (open.length === 0) return null;
  const lines = await db
    .select({ invoiceId: invoiceLines.invoiceId, studentId: invoiceLines.studentId })
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        open.map((invoice) => invoice.id),
      ),
    );
  // The last open invoice that names one child only.
  const single = open
    .map((invoice) => new Set(lines.filter((line) => line.invoiceId === invoice.id).map((line) => line.studentId)))
    .filter((children) => children.size === 1)
    .at(-1);
  const studentId = single ? [...single][0]! : null;
  if (!studentId) return null;
  const withdrawnOn = today < plan.calendar.startsOn ? plan.calendar.startsOn : today;
  const outcome = await withdrawStudent({ db, actor, now }, studentId, {
    withdrawnOn,
    reason: "The family moved to Lisbon and the child now goes to a school near their new home.",
  });
  return { childName: outcome.childName, creditNotes: outcome.credits.filter((credit) => credit.creditNoteNumber).length };
}
