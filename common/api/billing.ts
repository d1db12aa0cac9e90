/**
 * Tuition billing (issue 36, "Tuition billing"): a family's own invoices, and the office's runs, invoice
 * list, payments, credit notes and ledger. Served by server/routes/billing.ts over server/billing/.
 */
import { ADMIN_ROLES, GUARDIAN_ROLES } from "../roles";
import {
  billingFamilySchema,
  billingRunAnswerSchema,
  billingRunSchema,
  creditNoteAnswerSchema,
  creditNoteSchema,
  familyInvoicesSchema,
  familyPlanSchema,
  invoiceListQuerySchema,
  ledgerQuerySchema,
  paymentSchema,
  staffInvoiceSchema,
  staffInvoicesSchema,
} from "../schemas/billing";
import { defineContract, FILE, ok } from "./contract";

/** The signed-in guardian's family's invoices, newest first, as issue 36 gives the answer (no envelope). */
export const familyInvoices = defineContract({
  method: "GET",
  path: "/api/family/invoices",
  roles: GUARDIAN_ROLES,
  output: familyInvoicesSchema,
});

/**
 * One of the family's invoices as a PDF, in the reader's language (rate limited). Another family's
 * invoice answers as one that does not exist.
 */
export const familyInvoicePdf = defineContract({
  method: "GET",
  path: "/api/family/invoices/:number.pdf",
  roles: GUARDIAN_ROLES,
  output: FILE,
});

/** Issue a period's invoices for every family of a school year, or (dry run) list what each would be. */
export const billingRun = defineContract({
  method: "POST",
  path: "/api/admin/billing/runs",
  roles: ADMIN_ROLES,
  body: billingRunSchema,
  output: ok(billingRunAnswerSchema),
});

/** Change a family's payment plan, before its first invoice of the current school year. */
export const setFamilyPlan = defineContract({
  method: "PATCH",
  path: "/api/admin/billing/families/:familyId",
  roles: ADMIN_ROLES,
  body: familyPlanSchema,
  output: ok(billingFamilySchema),
});

/** Every invoice with what is paid and owed and when its reminders were mailed, newest first; by status and school year. */
export const staffInvoices = defineContract({
  method: "GET",
  path: "/api/admin/billing/invoices",
  roles: ADMIN_ROLES,
  query: invoiceListQuerySchema,
  output: ok(staffInvoicesSchema),
});

/** Any invoice as the family's PDF, for the office to send or print (rate limited). */
export const staffInvoicePdf = defineContract({
  method: "GET",
  path: "/api/admin/billing/invoices/:number.pdf",
  roles: ADMIN_ROLES,
  output: FILE,
});

/** Record money received for an invoice (partial payments add up), or a refund of money received. */
export const recordPayment = defineContract({
  method: "POST",
  path: "/api/admin/billing/invoices/:number/payments",
  roles: ADMIN_ROLES,
  body: paymentSchema,
  output: ok(staffInvoiceSchema),
  status: 201,
});

/** Write a credit note against an invoice: an amount it no longer owes. */
export const writeCreditNote = defineContract({
  method: "POST",
  path: "/api/admin/billing/invoices/:number/credit-notes",
  roles: ADMIN_ROLES,
  body: creditNoteSchema,
  output: ok(creditNoteAnswerSchema),
  status: 201,
});

/** Every invoice, payment, refund and credit note (of one school year, or all) as rows of a spreadsheet (audited). */
export const billingLedgerCsv = defineContract({
  method: "GET",
  path: "/api/admin/billing/ledger.csv",
  roles: ADMIN_ROLES,
  query: ledgerQuerySchema,
  output: FILE,
});
