/**
 * Tuition of docs/product.md section 9: the one place that holds the prices and rules and computes every
 * figure the site shows (the tables and examples on /tuition, the calculator, any future quote).
 *
 * Money is held in integer cents (`Cents`) so no figure drifts through floating-point arithmetic;
 * `formatUsd` turns cents into the text shown to families.
 *
 * Rules (docs/product.md section 9, "Tuition"):
 * - one annual price per grade, payable in 3 equal term payments or in full with 5% off;
 * - a one-time $100 administration and registration fee per new student, added to the first
 *   payment and not charged to returning students;
 * - 10% sibling discount for each additional concurrently enrolled sibling; the child with the
 *   highest tuition pays the full price;
 * - stacking: the sibling discount first, then 5% pay-in-full on the reduced amount (14.5% total);
 * - discounts apply to tuition only, never to the fee.
 */

import type { Language } from "./i18n/languages";
import { t, type MessageId } from "./i18n/messages";

/** An amount of U.S. dollars in whole cents. */
export type Cents = number;

/** The grades with a tuition price, youngest first. Labels are the spec's, verbatim. */
export const TUITION_GRADES = [
  { id: "k1", label: "K1", annual: 1350_00 },
  { id: "k2", label: "K2", annual: 1500_00 },
  { id: "grade-1", label: "Grade 1", annual: 1650_00 },
  { id: "grade-2", label: "Grade 2", annual: 1800_00 },
  { id: "grade-3", label: "Grade 3", annual: 1950_00 },
  { id: "grade-4", label: "Grade 4", annual: 2100_00 },
  { id: "grade-5", label: "Grade 5", annual: 2250_00 },
  { id: "grade-6", label: "Grade 6", annual: 2400_00 },
] as const satisfies readonly { id: string; label: string; annual: Cents }[];

export type TuitionGradeId = (typeof TUITION_GRADES)[number]["id"];
export type TuitionGrade = (typeof TUITION_GRADES)[number];

const GRADE_LABEL_IDS: Record<TuitionGradeId, MessageId> = {
  k1: "tuition.grade.k1",
  k2: "tuition.grade.k2",
  "grade-1": "grades.name.grade1",
  "grade-2": "grades.name.grade2",
  "grade-3": "grades.name.grade3",
  "grade-4": "grades.name.grade4",
  "grade-5": "grades.name.grade5",
  "grade-6": "grades.name.grade6",
};

/** The catalogue id of a priced grade's label: words a document describes and writes later in its reader's language. */
export function tuitionGradeLabelId(id: TuitionGradeId): MessageId {
  return GRADE_LABEL_IDS[id];
}

/** A priced grade's label in `language` ("Grade 1", "Primer grado"); English is the `label` above. */
export function tuitionGradeLabel(id: TuitionGradeId, language: Language = "en"): string {
  return language === "en" ? tuitionGrade(id).label : t(language, GRADE_LABEL_IDS[id]);
}

/** Tuition is paid in this many equal term payments, unless paid in full. */
export const TERM_COUNT = 3;
/** Percent off tuition when the year is paid in full. */
export const PAY_IN_FULL_DISCOUNT_PERCENT = 5;
/** Percent off tuition for each additional concurrently enrolled sibling. */
export const SIBLING_DISCOUNT_PERCENT = 10;
/** One-time administration and registration fee per new student, in cents. */
export const NEW_STUDENT_FEE: Cents = 100_00;
/** The most children one quote (and the calculator) covers. */
export const MAX_CHILDREN_PER_QUOTE = 6;

/**
 * The sibling and pay-in-full discounts together, as a percent of tuition: the sibling discount
 * first, then pay-in-full on the reduced amount (10% then 5% gives 14.5%).
 */
export const STACKED_DISCOUNT_PERCENT = (100 * 100 - (100 - SIBLING_DISCOUNT_PERCENT) * (100 - PAY_IN_FULL_DISCOUNT_PERCENT)) / 100;

export const PAYMENT_PLANS = ["term", "full"] as const;
/** "term": 3 equal term payments; "full": the whole year at once, 5% off tuition. */
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/** Thrown for input a quote cannot be computed from; the message says what is wrong. */
export class TuitionInputError extends Error {
  override name = "TuitionInputError";
}

const GRADE_BY_ID = new Map<string, TuitionGrade>(TUITION_GRADES.map((g) => [g.id, g]));

export function isTuitionGradeId(value: unknown): value is TuitionGradeId {
  return typeof value === "string" && GRADE_BY_ID.has(value);
}

/** The grade for an id, or a TuitionInputError naming the ids that exist. */
export function tuitionGrade(id: string): TuitionGrade {
  const grade = GRADE_BY_ID.get(id);
  if (!grade) {
    throw new TuitionInputError(`Unknown grade "${id}". Expected one of: ${TUITION_GRADES.map((g) => g.id).join(", ")}.`);
  }
  return grade;
}

/** `cents` less `percent` percent, rounded to the nearest cent (halves up). */
export function discounted(cents: Cents, percent: number): Cents {
  // Percent in hundredths keeps the arithmetic in integers even for 14.5.
  const keep = Math.round((100 - percent) * 100);
  return Math.floor((cents * keep + 5000) / 10000);
}

/**
 * Splits a year's tuition into TERM_COUNT payments. Every price on the list divides evenly; should
 * one ever not, the first payment carries the leftover cents so the terms always add up exactly.
 */
export function termPayments(annual: Cents): { first: Cents; later: Cents } {
  const later = Math.floor(annual / TERM_COUNT);
  return { first: annual - later * (TERM_COUNT - 1), later };
}

/** One row of the spec's tuition table (section 9), every amount in cents. */
export interface TuitionRow {
  grade: TuitionGradeId;
  label: string;
  annual: Cents;
  term: Cents;
  payInFull: Cents;
  /** Pay in full plus the new-student fee. */
  newEntryPayInFull: Cents;
  /** The first term payment plus the new-student fee. */
  newEntryFirstTerm: Cents;
  siblingAnnual: Cents;
  siblingTerm: Cents;
  siblingPayInFull: Cents;
}

export function tuitionRow(gradeId: TuitionGradeId | string): TuitionRow {
  const grade = tuitionGrade(gradeId);
  const terms = termPayments(grade.annual);
  const payInFull = discounted(grade.annual, PAY_IN_FULL_DISCOUNT_PERCENT);
  const siblingAnnual = discounted(grade.annual, SIBLING_DISCOUNT_PERCENT);
  return {
    grade: grade.id,
    label: grade.label,
    annual: grade.annual,
    term: terms.later,
    payInFull,
    newEntryPayInFull: payInFull + NEW_STUDENT_FEE,
    newEntryFirstTerm: terms.first + NEW_STUDENT_FEE,
    siblingAnnual,
    siblingTerm: termPayments(siblingAnnual).later,
    siblingPayInFull: discounted(siblingAnnual, PAY_IN_FULL_DISCOUNT_PERCENT),
  };
}

/** Every row of the table, youngest grade first. */
export function tuitionTable(): TuitionRow[] {
  return TUITION_GRADES.map((g) => tuitionRow(g.id));
}

export interface ChildInput {
  grade: TuitionGradeId | string;
  /** A new student pays the one-time fee; a returning student does not. */
  isNew: boolean;
}

export interface FamilyInput {
  children: readonly ChildInput[];
  plan: PaymentPlan;
}

/** One child's part of a quote, every amount in cents. */
export interface QuoteLine {
  /** Position of the child in the input (0-based); lines keep the input order. */
  index: number;
  grade: TuitionGradeId;
  gradeLabel: string;
  isNew: boolean;
  /** True for the one child who pays full price (the highest tuition); false for siblings. */
  fullPrice: boolean;
  /** The list price for the year. */
  annual: Cents;
  siblingDiscount: Cents;
  payInFullDiscount: Cents;
  /** Tuition after discounts. */
  tuition: Cents;
  fee: Cents;
  /** What this child adds to the first payment (tuition part plus fee). */
  firstPayment: Cents;
  /** What this child adds to each later term payment (0 when paid in full). */
  laterPayment: Cents;
  /** Tuition after discounts plus the fee. */
  total: Cents;
}

export interface FamilyQuote {
  plan: PaymentPlan;
  lines: QuoteLine[];
  /** Sum of the list prices. */
  annual: Cents;
  siblingDiscount: Cents;
  payInFullDiscount: Cents;
  /** Tuition after discounts. */
  tuition: Cents;
  fees: Cents;
  /** Everything paid for the year: tuition after discounts plus fees. */
  total: Cents;
  /** Sibling and pay-in-full discounts together. */
  savings: Cents;
  /** Due first: the first term (or the whole year) plus every new student's fee. */
  firstPayment: Cents;
  /** The payments after the first: TERM_COUNT - 1 equal ones by term, none when paid in full. */
  laterPayments: Cents[];
}

function validate(input: FamilyInput): void {
  if (!input || typeof input !== "object") throw new TuitionInputError("A quote needs a family: its children and a payment plan.");
  if (!(PAYMENT_PLANS as readonly string[]).includes(input.plan)) {
    throw new TuitionInputError(`Unknown payment plan "${String(input.plan)}". Expected "term" or "full".`);
  }
  if (!Array.isArray(input.children) || input.children.length === 0) {
    throw new TuitionInputError("A quote needs at least one child.");
  }
  if (input.children.length > MAX_CHILDREN_PER_QUOTE) {
    throw new TuitionInputError(`A quote covers at most ${MAX_CHILDREN_PER_QUOTE} children; got ${input.children.length}.`);
  }
  input.children.forEach((child, i) => {
    if (!child || typeof child !== "object") throw new TuitionInputError(`Child ${i + 1} is missing.`);
    tuitionGrade(child.grade);
    if (typeof child.isNew !== "boolean") throw new TuitionInputError(`Child ${i + 1}: say whether the child is new (isNew true or false).`);
  });
}

/**
 * A family's tuition for one school year. The child with the highest tuition pays full price (the
 * first such child when several share it); every other child gets the sibling discount. Pay in full
 * then takes 5% off each child's (reduced) tuition. New students add the fee to the first payment.
 * The result does not depend on the order of the children, except that lines follow the input.
 */
export function quoteFamily(input: FamilyInput): FamilyQuote {
  validate(input);
  const { plan } = input;
  const grades = input.children.map((c) => tuitionGrade(c.grade));
  const top = Math.max(...grades.map((g) => g.annual));
  const payer = grades.findIndex((g) => g.annual === top);

  const lines = input.children.map((child, index): QuoteLine => {
    const grade = grades[index]!;
    const fullPrice = index === payer;
    const afterSibling = fullPrice ? grade.annual : discounted(grade.annual, SIBLING_DISCOUNT_PERCENT);
    const tuition = plan === "full" ? discounted(afterSibling, PAY_IN_FULL_DISCOUNT_PERCENT) : afterSibling;
    const fee = child.isNew ? NEW_STUDENT_FEE : 0;
    const terms = plan === "term" ? termPayments(tuition) : { first: tuition, later: 0 };
    return {
      index,
      grade: grade.id,
      gradeLabel: grade.label,
      isNew: child.isNew,
      fullPrice,
      annual: grade.annual,
      siblingDiscount: grade.annual - afterSibling,
      payInFullDiscount: afterSibling - tuition,
      tuition,
      fee,
      firstPayment: terms.first + fee,
      laterPayment: terms.later,
      total: tuition + fee,
    };
  });

  const sum = (pick: (l: QuoteLine) => Cents) => lines.reduce((acc, l) => acc + pick(l), 0);
  const later = sum((l) => l.laterPayment);
  const siblingDiscount = sum((l) => l.siblingDiscount);
  const payInFullDiscount = sum((l) => l.payInFullDiscount);
  return {
    plan,
    lines,
    annual: sum((l) => l.annual),
    siblingDiscount,
    payInFullDiscount,
    tuition: sum((l) => l.tuition),
    fees: sum((l) => l.fee),
    total: sum((l) => l.total),
    savings: siblingDiscount + payInFullDiscount,
    firstPayment: sum((l) => l.firstPayment),
    laterPayments: plan === "term" ? Array.from({ length: TERM_COUNT - 1 }, () => later) : [],
  };
}

/**
 * U.S. dollars as families read them: "$1,282.50", and whole dollars without cents ("$1,350").
 * Negative amounts take a minus sign ("−$165"), which screen readers read as "minus". Written by
 * hand rather than with Intl so the prerendered HTML and the browser always agree to the character.
 */
export function formatUsd(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new TuitionInputError(`Not a whole number of cents: ${cents}.`);
  const sign = cents < 0 ? "\u2212" : "";
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = abs % 100;
  return `${sign}$${dollars}${rest === 0 ? "" : `.${String(rest).padStart(2, "0")}`}`;
}

/**
 * U.S. dollars as a reader's locale writes them, always with cents ("$1,282.50" in en-US and es-US): for
 * invoices on signed-in screens and in documents, which are written in one place only (formatUsd, by hand,
 * keeps the prerendered public pages and the browser identical).
 */
export function formatMoney(cents: Cents, locale: string): string {
  if (!Number.isSafeInteger(cents)) throw new TuitionInputError(`Not a whole number of cents: ${cents}.`);
  return new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A percentage as written on the site: "5%", "14.5%". */
export function formatPercent(percent: number): string {
  return `${percent}%`;
}

/** The lowest and highest annual list prices (K1 and Grade 6). */
export function tuitionRange(): { from: Cents; to: Cents } {
  const prices = TUITION_GRADES.map((g) => g.annual);
  return { from: Math.min(...prices), to: Math.max(...prices) };
}
