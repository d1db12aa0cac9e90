/**
 * Worked examples and quote sentences in plain words. Every figure in them is computed by
 * common/tuition.ts; the text only says how the figures relate.
 */
import type { Language } from "#common/i18n/languages";
import { tuition as englishTuition } from "#common/i18n/en/tuition";
import { addMessages, t, type MessageId, type MessageValues } from "#common/i18n/messages";
import {
  formatPercent,
  formatUsd,
  PAY_IN_FULL_DISCOUNT_PERCENT,
  quoteFamily,
  SIBLING_DISCOUNT_PERCENT,
  TERM_COUNT,
  tuitionGradeLabel,
  type FamilyInput,
  type FamilyQuote,
  type QuoteLine,
} from "#common/tuition";

/** Who a line is for: "Grade 4 at full price", "K2 as a sibling" (English also when used as a map callback). */
export function lineLabel(line: QuoteLine, language?: Language | number): string {
  if (typeof language !== "string") language = "en";
  return t(language, line.fullPrice ? "tuition.describe.atFullPrice" : "tuition.describe.asSibling", { grade: tuitionGradeLabel(line.grade, language) });
}

/** How one child's tuition and fee are worked out, in plain sentences. */
export function describeLine(line: QuoteLine, plan: FamilyInput["plan"], language: Language = "en"): string {
  const say = (id: MessageId, values: MessageValues) => t(language, id, values);
  const afterSibling = line.annual - line.siblingDiscount;
  let tuition = line.fullPrice
    ? say("tuition.describe.perYear", { annual: formatUsd(line.annual) })
    : say("tuition.describe.siblingPerYear", {
        annual: formatUsd(line.annual),
        off: formatPercent(SIBLING_DISCOUNT_PERCENT),
        discount: formatUsd(line.siblingDiscount),
        after: formatUsd(afterSibling),
      });
  if (plan === "full") {
    tuition = say(line.fullPrice ? "tuition.describe.inFull" : "tuition.describe.thenInFull", {
      before: tuition,
      off: formatPercent(PAY_IN_FULL_DISCOUNT_PERCENT),
      discount: formatUsd(line.payInFullDiscount),
      tuition: formatUsd(line.tuition),
    });
  } else {
    const first = line.firstPayment - line.fee;
    tuition =
      first === line.laterPayment
        ? say("tuition.describe.equalTerms", { before: tuition, terms: TERM_COUNT, later: formatUsd(line.laterPayment) })
        : say("tuition.describe.firstTerm", { before: tuition, first: formatUsd(first), rest: TERM_COUNT - 1, later: formatUsd(line.laterPayment) });
  }
  const fee = line.isNew ? say("tuition.describe.newFee", { fee: formatUsd(line.fee) }) : t(language, "tuition.describe.noFee");
  return say("tuition.describe.line", { tuition, fee });
}

/** The payment schedule of a quote, in one sentence. */
export function describePayments(quote: FamilyQuote, language: Language = "en"): string {
  const fees = quote.fees > 0 ? t(language, "tuition.describe.includingFees", { fees: formatUsd(quote.fees) }) : "";
  if (quote.plan === "full") {
    return t(language, "tuition.describe.onePayment", { first: formatUsd(quote.firstPayment), fees });
  }
  const later = quote.laterPayments[0] ?? 0;
  return t(language, "tuition.describe.termPayments", {
    first: formatUsd(quote.firstPayment),
    fees,
    count: quote.laterPayments.length,
    later: formatUsd(later),
    total: formatUsd(quote.total),
  });
}

export interface PaymentExample {
  /** Also names its title and situation in the catalogue. */
  id: "new-k1-by-term" | "new-grade-3-in-full" | "two-returning-siblings-in-full" | "three-siblings-by-term";
  /** English; `exampleTexts` gives them in another language. */
  title: string;
  /** Who the family is, in words; no figures here. */
  situation: string;
  family: FamilyInput;
}

/** An example's title and situation in `language`. */
export function exampleTexts(example: Pick<PaymentExample, "id">, language: Language = "en") {
  return {
    title: t(language, `tuition.example.${example.id}.title`),
    situation: t(language, `tuition.example.${example.id}.situation`),
  };
}

/** The worked examples' families; their words are the catalogue's (tuition.example.<id>.*). */
const EXAMPLES: Omit<PaymentExample, "title" | "situation">[] = [
  {
    id: "new-k1-by-term",
    family: { children: [{ grade: "k1", isNew: true }], plan: "term" },
  },
  {
    id: "new-grade-3-in-full",
    family: { children: [{ grade: "grade-3", isNew: true }], plan: "full" },
  },
  {
    id: "two-returning-siblings-in-full",
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

// The examples' English words are this module's data, formatted as it loads (the public layout loads the rest).
addMessages("en", englishTuition);

/** The worked examples on /tuition, with their English words. */
export const PAYMENT_EXAMPLES: PaymentExample[] = EXAMPLES.map((example) => ({
  ...example,
  title: t("en", `tuition.example.${example.id}.title`),
  situation: t("en", `tuition.example.${example.id}.situation`),
}));

export function quoteExample(example: PaymentExample): FamilyQuote {
  return quoteFamily(example.family);
}
