/**
 * Worked examples and quote sentences in plain words. Every figure in them is computed by
 * common/tuition.ts; the text only says how the figures relate.
 */
import {
  formatPercent,
  formatUsd,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  quoteFamily,
  SIBLING_DISCOUNT_PERCENT,
  TERM_COUNT,
  type FamilyInput,
  type FamilyQuote,
  type QuoteLine,
} from "#common/tuition";

/** Who a line is for: "Grade 4 at full price", "K2 as a sibling". */
export function lineLabel(line: QuoteLine): string {
  return `${line.gradeLabel} ${line.fullPrice ? "at full price" : "as a sibling"}`;
}

/** How one child's tuition and fee are worked out, in plain sentences. */
export function describeLine(line: QuoteLine, plan: FamilyInput["plan"]): string {
  const afterSibling = line.annual - line.siblingDiscount;
  let tuition = line.fullPrice
    ? `${formatUsd(line.annual)} a year`
    : `${formatUsd(line.annual)} less ${formatPercent(SIBLING_DISCOUNT_PERCENT)} (${formatUsd(line.siblingDiscount)}) is ${formatUsd(afterSibling)} a year`;
  if (plan === "full") {
    tuition += `${line.fullPrice ? "" : ", then"} less ${formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT)} for paying in full (${formatUsd(line.payInFullDiscount)}) is ${formatUsd(line.tuition)}`;
  } else {
    const first = line.firstPayment - line.fee;
    tuition +=
      first === line.laterPayment
        ? `, paid as ${TERM_COUNT} term payments of ${formatUsd(line.laterPayment)}`
        : `, paid as a first term of ${formatUsd(first)} and ${TERM_COUNT - 1} of ${formatUsd(line.laterPayment)}`;
  }
  const fee = line.isNew ? `New student: the one-time ${formatUsd(line.fee)} fee is added to the first payment.` : "Returning student: no fee.";
  return `${tuition}. ${fee}`;
}

/** The payment schedule of a quote, in one sentence. */
export function describePayments(quote: FamilyQuote): string {
  const fees = quote.fees > 0 ? ` (including ${formatUsd(quote.fees)} in new-student fees)` : "";
  if (quote.plan === "full") {
    return `One payment of ${formatUsd(quote.firstPayment)}${fees} covers the whole year.`;
  }
  const later = quote.laterPayments[0] ?? 0;
  return `First payment ${formatUsd(quote.firstPayment)}${fees}, then ${quote.laterPayments.length} term payments of ${formatUsd(later)}: ${formatUsd(quote.total)} for the year.`;
}

export interface PaymentExample {
  id: string;
  title: string;
  /** Who the family is, in words; no figures here. */
  situation: string;
  family: FamilyInput;
}

/** The worked examples on /tuition. */
export const PAYMENT_EXAMPLES: PaymentExample[] = [
  {
    id: "new-k1-by-term",
    title: "A new K1 student paying by term",
    situation: "One child joining the school for the first time in K1, with the family spreading tuition across the year.",
    family: { children: [{ grade: "k1", isNew: true }], plan: "term" },
  },
  {
    id: "new-grade-3-in-full",
    title: "A new Grade 3 student paying in full",
    situation: "One child transferring into Grade 3, with the family paying for the whole year at enrollment.",
    family: { children: [{ grade: "grade-3", isNew: true }], plan: "full" },
  },
  {
    id: "two-returning-siblings-in-full",
    title: "Two returning siblings paying in full",
    situation:
      "Two children continuing with us in Grade 4 and K2. The older child pays full price; both discounts apply to the younger one, one after the other.",
    family: {
      children: [
        { grade: "grade-4", isNew: false },
        { grade: "k2", isNew: false },
      ],
      plan: "full",
    },
  },
  {
    id: "three-siblings-by-term",
    title: "Three siblings by term, two of them new",
    situation: "An older child returning for Grade 6, joined this year by two younger siblings starting Grade 2 and K1.",
    family: {
      children: [
        { grade: "grade-6", isNew: false },
        { grade: "grade-2", isNew: true },
        { grade: "k1", isNew: true },
      ],
      plan: "term",
    },
  },
];

export function quoteExample(example: PaymentExample): FamilyQuote {
  return quoteFamily(example.family);
}
