/**
 * Invoice drafts for a family's school year (issue 36, "Tuition billing"): the lines of one payment, a term's or
 * the whole year's, with every amount worked out by common/tuition.ts (`quoteFamily`, `termPayments`,
 * `discounted`), so an invoice never disagrees with the quote on /tuition. Pure: no database, no clock; numbering,
 * due dates, payments and credit notes belong to whoever issues the draft.
 *
 * Rules, beyond those of common/tuition.ts:
 * - Who is concurrent: as in `quoteFamily`, every child enrolled at the same time. A term's siblings are the
 *   children enrolled in that term, and `quoteFamily` over them picks the one who pays full price.
 * - A child is billed for the terms they are enrolled in: from their start term to the end of the year or to the
 *   term they were withdrawn after. Each term's share of a yearly amount is `termPayments`'s split (the first
 *   term carries any odd cents), so the three term shares of a whole year always add up to the year exactly.
 * - Paying in full for a child who starts mid-year: the terms left in the year, the sibling discount per term as
 *   above, then the 5% pay-in-full discount on that reduced amount. A family that pays in full is never charged
 *   more than by term for the same terms.
 * - The new-student fee is billed once, on the child's first invoice: their start term's, or the full-year one.
 * - Discounts are lines of their own (negative amounts); a discount of nothing has no line.
 */
import type { Phrase } from "#common/i18n/phrase";
import {
  discounted,
  NEW_STUDENT_FEE,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  PAYMENT_PLANS,
  quoteFamily,
  SIBLING_DISCOUNT_PERCENT,
  TERM_COUNT,
  termPayments,
  tuitionGrade,
  tuitionGradeLabelId,
  TuitionInputError,
  type Cents,
  type PaymentPlan,
  type TuitionGradeId,
} from "#common/tuition";

/** A term of the school year, counted from 0 (the first term). */
export type TermIndex = 0 | 1 | 2;
export const TERM_INDEXES: readonly TermIndex[] = [0, 1, 2];

/** A child as billed for one school year. */
export interface BilledChild {
  id: string;
  /** The child's name as the family sees it on the invoice. */
  name: string;
  grade: TuitionGradeId;
  /** A new student pays the one-time fee; a returning student does not. */
  isNew: boolean;
  /** The term the child starts in: 0 for the start of the year, later for a mid-year start. */
  startTerm: TermIndex;
  /** The last term the child is enrolled in, when they were withdrawn before the end of the year. */
  withdrawnAfterTerm?: TermIndex;
}

export interface FamilyYear {
  children: readonly BilledChild[];
  plan: PaymentPlan;
}

/** The payment an invoice is for: one term of the term plan, or the whole year paid in full. */
export type BillingPeriod = { plan: "term"; term: TermIndex } | { plan: "full" };

export type InvoiceLineKind = "tuition" | "sibling-discount" | "pay-in-full-discount" | "new-student-fee";

export interface InvoiceLine {
  studentId: string;
  studentName: string;
  kind: InvoiceLineKind;
  /** What the line is for, written later in the reader's language (`formatPhrase`). */
  description: Phrase;
  /** Negative for a discount. */
  amountCents: Cents;
}

export interface InvoiceDraft {
  period: BillingPeriod;
  /** Each child's lines together, children in the family's order. */
  lines: InvoiceLine[];
  /** The sum of the lines. */
  totalCents: Cents;
}

/** The invoice for one payment of the family's year. */
export function buildInvoice(family: FamilyYear, period: BillingPeriod): InvoiceDraft {
  validate(family, period);
  const lines = period.plan === "term" ? termLines(family, period.term) : fullYearLines(family);
  return { period, lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/** The payments of a year under `plan`: the three terms, or the one full-year payment. */
export function billingPeriods(plan: PaymentPlan): BillingPeriod[] {
  return plan === "term" ? TERM_INDEXES.map((term) => ({ plan: "term", term })) : [{ plan: "full" }];
}

/**
 * Every invoice of the family's year, in order. A term in which no child is enrolled gives a draft without
 * lines, which the issuer skips.
 */
export function yearInvoices(family: FamilyYear): InvoiceDraft[] {
  return billingPeriods(family.plan).map((period) => buildInvoice(family, period));
}

/** One child's tuition for one term: the list price's share and what is left of it after the sibling discount. */
interface TermTuition {
  listPrice: Cents;
  afterSibling: Cents;
}

function isEnrolledIn(child: BilledChild, term: TermIndex): boolean {
  return child.startTerm <= term && term <= (child.withdrawnAfterTerm ?? TERM_COUNT - 1);
}

/** A yearly amount's share for `term`, as `termPayments` splits it. */
function termShare(yearly: Cents, term: TermIndex): Cents {
  const { first, later } = termPayments(yearly);
  return term === 0 ? first : later;
}

/** The tuition of each child enrolled in `term`, by child id, with that term's siblings as `quoteFamily` sees them. */
function tuitionInTerm(family: FamilyYear, term: TermIndex): Map<string, TermTuition> {
  const enrolled = family.children.filter((child) => isEnrolledIn(child, term));
  if (enrolled.length === 0) return new Map();
  const quote = quoteFamily({ children: enrolled.map(({ grade, isNew }) => ({ grade, isNew })), plan: "term" });
  return new Map(
    enrolled.map((child, i) => {
      const line = quote.lines[i]!;
      return [child.id, { listPrice: termShare(line.annual, term), afterSibling: termShare(line.tuition, term) }];
    }),
  );
}

function termLines(family: FamilyYear, term: TermIndex): InvoiceLine[] {
  const tuition = tuitionInTerm(family, term);
  return family.children.flatMap((child) => {
    const part = tuition.get(child.id);
    if (!part) return [];
    return [
      lineOf(child, "tuition", tuitionPhrase(child, "billing.line.tuition.term", { term: term + 1 }), part.listPrice),
      ...siblingDiscountLines(child, part),
      ...(term === child.startTerm ? feeLines(child) : []),
    ];
  });
}

function fullYearLines(family: FamilyYear): InvoiceLine[] {
  const byTerm = TERM_INDEXES.map((term) => tuitionInTerm(family, term));
  return family.children.flatMap((child) => {
    const terms = TERM_INDEXES.filter((term) => isEnrolledIn(child, term));
    const part = terms.reduce<TermTuition>(
      (sum, term) => {
        const share = byTerm[term]!.get(child.id)!;
        return { listPrice: sum.listPrice + share.listPrice, afterSibling: sum.afterSibling + share.afterSibling };
      },
      { listPrice: 0, afterSibling: 0 },
    );
    const payInFull = discounted(part.afterSibling, PAY_IN_FULL_DISCOUNT_PERCENT) - part.afterSibling;
    const hasSiblingDiscount = part.afterSibling !== part.listPrice;
    return [
      lineOf(child, "tuition", fullYearTuitionPhrase(child, terms), part.listPrice),
      ...siblingDiscountLines(child, part),
      ...(payInFull === 0
        ? []
        : [
            lineOf(
              child,
              "pay-in-full-discount",
              { id: hasSiblingDiscount ? "billing.line.payInFullAfterSibling" : "billing.line.payInFull", values: { percent: PAY_IN_FULL_DISCOUNT_PERCENT } },
              payInFull,
            ),
          ]),
      ...feeLines(child),
    ];
  });
}

function siblingDiscountLines(child: BilledChild, part: TermTuition): InvoiceLine[] {
  const amount = part.afterSibling - part.listPrice;
  return amount === 0 ? [] : [lineOf(child, "sibling-discount", { id: "billing.line.siblingDiscount", values: { percent: SIBLING_DISCOUNT_PERCENT } }, amount)];
}

function feeLines(child: BilledChild): InvoiceLine[] {
  return child.isNew ? [lineOf(child, "new-student-fee", { id: "billing.line.newStudentFee" }, NEW_STUDENT_FEE)] : [];
}

/** "Ada Quill, Grade 2: tuition, full year", or the terms left for a child enrolled part of the year. */
function fullYearTuitionPhrase(child: BilledChild, terms: readonly TermIndex[]): Phrase {
  const from = terms[0]!;
  const to = terms[terms.length - 1]!;
  if (terms.length === TERM_COUNT) return tuitionPhrase(child, "billing.line.tuition.year", {});
  if (from === to) return tuitionPhrase(child, "billing.line.tuition.term", { term: from + 1 });
  return tuitionPhrase(child, "billing.line.tuition.terms", { from: from + 1, to: to + 1 });
}

function tuitionPhrase(child: BilledChild, id: Phrase["id"], values: Record<string, number>): Phrase {
  // The grade goes in as words of its own (not a function of the language), so a stored draft stays plain data.
  return { id, values: { child: child.name, grade: { id: tuitionGradeLabelId(child.grade) }, terms: TERM_COUNT, ...values } };
}

function lineOf(child: BilledChild, kind: InvoiceLineKind, description: Phrase, amountCents: Cents): InvoiceLine {
  return { studentId: child.id, studentName: child.name, kind, description, amountCents };
}

function validate(family: FamilyYear, period: BillingPeriod): void {
  if (!(PAYMENT_PLANS as readonly string[]).includes(family.plan)) {
    throw new TuitionInputError(`Unknown payment plan "${String(family.plan)}". Expected "term" or "full".`);
  }
  if (period.plan !== family.plan) {
    throw new TuitionInputError(`This family pays by the "${family.plan}" plan; it has no "${period.plan}" invoice.`);
  }
  if (period.plan === "term" && !TERM_INDEXES.includes(period.term)) {
    throw new TuitionInputError(`Unknown term ${String(period.term)}. Expected 0, 1 or 2.`);
  }
  if (family.children.length === 0) throw new TuitionInputError("An invoice needs at least one child.");
  const ids = new Set<string>();
  for (const child of family.children) {
    if (ids.has(child.id)) throw new TuitionInputError(`Child "${child.id}" is listed twice.`);
    ids.add(child.id);
    tuitionGrade(child.grade);
    if (!TERM_INDEXES.includes(child.startTerm)) throw new TuitionInputError(`${child.name}: unknown start term ${String(child.startTerm)}.`);
    if (child.withdrawnAfterTerm !== undefined && !(TERM_INDEXES.includes(child.withdrawnAfterTerm) && child.withdrawnAfterTerm >= child.startTerm)) {
      throw new TuitionInputError(`${child.name}: withdrawn after term ${String(child.withdrawnAfterTerm)}, before starting in term ${child.startTerm}.`);
    }
  }
}
