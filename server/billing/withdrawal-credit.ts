/**
 * The tuition a withdrawal takes off the invoices already issued (issue 36, "tuition after the date is
 * credited per a school setting"). The family's year is drafted by the invoice rules twice, as it was and
 * with the child gone, and each issued invoice is credited by the difference of the two drafts for its
 * period: the terms after the one the child leaves in, with what the rules then change for the family (a
 * brother who no longer has a sibling discount pays his full tuition again, which the difference counts).
 *
 * A credit note takes off at most what the invoice still owes (server/billing/settle.ts); the rest the family
 * already paid, and the answer names it for the office to give back as a refund. Invoices not yet issued
 * need nothing: the next run drafts them without the child (./family-year.ts).
 */
import { eq } from "drizzle-orm";
import { buildInvoice, type FamilyYear } from "#common/billing/invoices";
import { formatLongCalendarDay } from "#common/calendar-date";
import type { WithdrawalCredit } from "#common/schemas/learning/withdrawals";
import type { Actor } from "../actor";
import type { Tx } from "../db/client";
import { students } from "../db/schema";
import { readFamilyYears, type SchoolYearRow } from "./family-year";
import { readInvoices } from "./invoices-read";
import { billingPeriodOf } from "./periods";
import { creditInvoice, lockedInvoice } from "./settle";

/** How the school credits tuition when a child leaves mid-year (the `withdrawal_tuition_credit` school setting). */
export type WithdrawalTuitionCredit = "later-terms" | "none";

/** The family's year as the invoice rules read it now, or null when the child is not billed with a family this year. */
export async function familyYearOf(tx: Tx, year: SchoolYearRow, studentId: string): Promise<{ familyId: string; year: FamilyYear } | null> {
  const [child] = await tx.select({ familyId: students.billingFamilyId }).from(students).where(eq(students.id, studentId));
  if (!child?.familyId) return null;
  const [family] = await readFamilyYears(tx, year, child.familyId);
  return family ? { familyId: family.id, year: family.year } : null;
}

/** What a period of the family's year comes to under `family`'s rules (nothing when no child is billed in it). */
function periodTotal(family: FamilyYear | null, period: ReturnType<typeof billingPeriodOf>): number {
  if (!family || family.plan !== period.plan || family.children.length === 0) return 0;
  return buildInvoice(family, period).totalCents;
}

/**
 * Credits the family's issued invoices of `year` by what the child's leaving takes off them. `before` is the
 * family's year read before `students.withdrawnAt` was set; runs in the withdrawal's transaction.
 */
export async function creditWithdrawal(
  tx: Tx,
  actor: Actor,
  input: { year: SchoolYearRow; studentId: string; childName: string; withdrawnOn: string; today: string; setting: WithdrawalTuitionCredit },
  before: { familyId: string; year: FamilyYear } | null,
): Promise<WithdrawalCredit[]> {
  if (input.setting === "none" || !before) return [];
  const after = await familyYearOf(tx, input.year, input.studentId);
  const issued = await readInvoices(tx, { familyIds: [before.familyId], schoolYearId: input.year.id }, input.today);
  const credits: WithdrawalCredit[] = [];
  // Oldest first, so the credit notes are numbered in the order of the invoices they correct.
  for (const stored of issued.reverse()) {
    const period = billingPeriodOf(stored.period);
    const creditCents = periodTotal(before.year, period) - periodTotal(after?.year ?? null, period);
    if (creditCents <= 0) continue;
    const invoice = await lockedInvoice(tx, stored.number, input.today);
    const creditedCents = Math.min(creditCents, Math.max(invoice.balanceCents, 0));
    const creditNoteNumber =
      creditedCents > 0
        ? await creditInvoice(tx, actor, invoice, {
            amountCents: creditedCents,
            reason: `${input.childName} left the school on ${formatLongCalendarDay(input.withdrawnOn)}: the tuition after that day.`,
          })
        : null;
    credits.push({ invoiceNumber: invoice.number, creditNoteNumber, creditedCents, toRefundCents: creditCents - creditedCents });
  }
  return credits;
}
