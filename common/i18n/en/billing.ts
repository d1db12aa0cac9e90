/**
 * The English words of tuition invoices: their lines (common/billing/invoices.ts), described when an invoice is
 * drafted and written later by the server in the reader's language; the family's Tuition card on
 * /parent/account (`billing.family.*`); the invoice PDF (`billing.pdf.*`, server/billing/pdf.ts). The card and
 * the PDF share the words of periods, statuses and figures, so a family reads the same on both.
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

  // What an invoice is for, and where it stands (common/schemas/billing.ts INVOICE_PERIODS, INVOICE_STATUSES).
  "billing.period.term1": "Term 1",
  "billing.period.term2": "Term 2",
  "billing.period.term3": "Term 3",
  "billing.period.full": "Full year",
  "billing.status.paid": "Paid",
  "billing.status.partlyPaid": "Partly paid",
  "billing.status.open": "Due",
  "billing.status.overdue": "Overdue",
  /** `period` is a `billing.period.*` word; `year` the school year's name, "2026-27". */
  "billing.invoice.periodOfYear": "{period}, school year {year}",
  "billing.invoice.title": "Invoice {number}",
  "billing.invoice.issued": "Issued",
  "billing.invoice.due": "Due date",
  "billing.invoice.child": "Child",
  "billing.invoice.description": "Description",
  "billing.invoice.amount": "Amount",
  "billing.invoice.total": "Total",
  "billing.invoice.paid": "Paid",
  "billing.invoice.balance": "Balance due",
  "billing.invoice.howToPay": "Online card payment is not available yet; please pay by bank transfer with the invoice number as the reference.",

  // The family's Tuition card on /parent/account (app/features/family/family-invoices.tsx).
  "billing.family.title": "Tuition",
  "billing.family.lead": "Your family's tuition invoices: what each line is for, what is paid and what is still due.",
  "billing.family.loadError": "Your invoices could not be loaded.",
  "billing.family.empty": "No invoices yet.",
  /** Under the how-to-pay sentence; `<link>` goes to the public tuition page. */
  "billing.family.rules": "The amounts follow the rules of our <link>tuition page</link>.",
  "billing.family.status": "Status: {status}",
  /** The table's caption, read by screen readers and shown above it on a narrow screen. */
  "billing.family.linesCaption": "Lines of invoice {number}",
  "billing.family.downloadPdf": "Download PDF",
  /** After "Download PDF", for screen readers: which invoice. */
  "billing.family.ofInvoice": "of invoice {number}",

  // The invoice as a PDF (server/billing/pdf.ts), in the language of whoever downloads it.
  "billing.pdf.documentTitle": "Invoice {number}, {family}",
  "billing.pdf.billedTo": "Billed to: {family}",
  "billing.pdf.family": "{surname} family",
  "billing.pdf.issued": "Issued: {date}",
  "billing.pdf.due": "Due date: {date}",
  "billing.pdf.lines": "What this invoice is for",
  /** One line of the invoice: its words as the server wrote them, and its amount. */
  "billing.pdf.line": "{description}: {amount}",
  "billing.pdf.figure": "{label}: {amount}",
  "billing.pdf.status": "Status: {status}",
  "billing.pdf.howToPay": "How to pay",
  "billing.pdf.reference": "Reference: {number}",
  "billing.pdf.rules": "The amounts follow the rules of our tuition page: {url}",
  /** The downloaded file's name. */
  "billing.pdf.fileName": "Invoice {number}.pdf",
} as const;
