/** The office's refusals in billing (English texts of common/i18n/en/refusals.ts; those with values are Phrases). */
import { formatUsd, type Cents } from "#common/tuition";
import type { Phrase } from "#common/i18n/phrase";

export const NO_CURRENT_YEAR = "There is no current school year to bill. Please choose a school year.";
export const YEAR_NOT_FOUND = "That school year could not be found.";
export const INVOICE_NOT_FOUND = "That invoice could not be found.";
export const FAMILY_NOT_FOUND = "That family could not be found.";

export const unpricedGrade = (child: string, grade: string): Phrase => ({ id: "refusals.billing.unpricedGrade", values: { child, grade } });
export const planLocked = (family: string, year: string): Phrase => ({ id: "refusals.billing.planLocked", values: { family, year } });
export const alreadyPaid = (number: string): Phrase => ({ id: "refusals.billing.alreadyPaid", values: { number } });

export const overpayment = (number: string, balance: Cents, amount: Cents): Phrase => ({
  id: "refusals.billing.overpayment",
  values: { number, balance: formatUsd(balance), amount: formatUsd(amount) },
});

export const refundTooLarge = (number: string, received: Cents, amount: Cents): Phrase => ({
  id: "refusals.billing.refundTooLarge",
  values: { number, received: formatUsd(received), amount: formatUsd(amount) },
});

export const creditTooLarge = (number: string, balance: Cents, amount: Cents): Phrase => ({
  id: "refusals.billing.creditTooLarge",
  values: { number, balance: formatUsd(balance), amount: formatUsd(amount) },
});
