/**
 * The words of billing as stored and sent ("term-2", a grade "K") turned into the terms of the invoice
 * rules (common/billing/invoices.ts: a BillingPeriod, a TuitionGradeId), and the day it is at the school.
 */
import type { BillingPeriod, TermIndex } from "#common/billing/invoices";
import type { InvoicePeriod } from "#common/schemas/billing";
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";
import type { TuitionGradeId } from "#common/tuition";

export function billingPeriodOf(period: InvoicePeriod): BillingPeriod {
  if (period === "full") return { plan: "full" };
  return { plan: "term", term: (Number(period.slice("term-".length)) - 1) as TermIndex };
}

/**
 * The price list's grade of a child's grade as the school records it (`K`, `1` ... `6`). The school's
 * kindergarten is the year before grade 1, the price list's K2 (K1, the year before, is not taught yet).
 */
const TUITION_GRADE_OF: Readonly<Record<string, TuitionGradeId>> = {
  K: "k2",
  "1": "grade-1",
  "2": "grade-2",
  "3": "grade-3",
  "4": "grade-4",
  "5": "grade-5",
  "6": "grade-6",
};

export function tuitionGradeOf(grade: string): TuitionGradeId | undefined {
  return TUITION_GRADE_OF[grade];
}

/** The calendar day ("YYYY-MM-DD") it is at the school at `now`: what due dates are compared with. */
export const schoolToday = (now: Date) => dateInZone(now.getTime(), school.timeZone);
