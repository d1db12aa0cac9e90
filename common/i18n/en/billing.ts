/**
 * The English words of invoice lines (ids `billing.*`, common/billing/invoices.ts): described when an invoice
 * is drafted and written later in the reader's language. Only the server formats these.
 */
export const billing = {
  /** `grade` is the grade's label; `term` counts from 1 ("term 1 of 3"). */
  "billing.line.tuition.term": "{child}, {grade}: tuition, term {term} of {terms}",
  "billing.line.tuition.year": "{child}, {grade}: tuition, full year",
  /** Paying in full for a child who starts mid-year: the terms left in the year. */
  "billing.line.tuition.terms": "{child}, {grade}: tuition, terms {from} to {to} of {terms}",
  "billing.line.siblingDiscount": "Sibling discount ({percent}%)",
  "billing.line.payInFull": "Pay in full ({percent}% off)",
  /** For a child who also has the sibling discount: pay-in-full comes off what is left after it. */
  "billing.line.payInFullAfterSibling": "Pay in full ({percent}% off the reduced amount)",
  "billing.line.newStudentFee": "Administration and registration fee (new student, once)",
} as const;
