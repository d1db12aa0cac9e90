/**
 * Tuition billing (issue 36; contracts in common/api/billing.ts): what staff send to issue a period's
 * invoices, record a payment or a refund and write a credit note, with the messages a bad value gets, and
 * the answers. Amounts are integer cents; days are "YYYY-MM-DD" on the school's calendar.
 */
import { z } from "zod";
import { compareCalendarDates, parseCalendarDate } from "../calendar-date";
import { isUuid } from "../ids";
import { text } from "./fields";
import { optionalQuery } from "./paging";

/** The payments of a year an invoice is for: a term of the term plan, or the whole year paid in full. */
export const INVOICE_PERIODS = ["term-1", "term-2", "term-3", "full"] as const;
export type InvoicePeriod = (typeof INVOICE_PERIODS)[number];

/** How money came in (or went back). */
export const PAYMENT_METHODS = ["bank-transfer", "card", "cheque", "cash", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Money received, or given back: a refund is a positive amount that counts against what was paid. */
export const PAYMENT_KINDS = ["payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Worked out from the payments, credit notes and due date, never stored: `paid` once nothing is owed. */
export const INVOICE_STATUSES = ["open", "partly-paid", "paid", "overdue"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_LINE_KINDS = ["tuition", "sibling-discount", "pay-in-full-discount", "new-student-fee"] as const;

export const BILLING_FAMILY_PLANS = ["term", "full"] as const;

/** The most a reference and a credit note's reason may hold (the messages below say these numbers). */
export const REFERENCE_MAX = 200;
export const REASON_MAX = 500;

export const BILLING_MESSAGES = {
  period: "Please choose a term or the full year.",
  date: "Please enter a date as YYYY-MM-DD.",
  dueBeforeIssue: "The due date must be on or after the issue date.",
  schoolYear: "Please choose a school year from the list.",
  dryRun: "Please say whether this is a dry run (true or false).",
  amount: "Please enter an amount in cents: a whole number of 1 or more.",
  method: "Please choose how the money came: bank transfer, card, cheque, cash or other.",
  kind: "Please choose a payment or a refund.",
  reference: "The reference must not exceed 200 characters.",
  reason: "Please give the reason for the credit note.",
  reasonTooLong: "The reason must not exceed 500 characters.",
  status: "Please choose one of the listed statuses.",
  plan: "Please choose the term plan or the full-year plan.",
} as const;

/** The largest amount one document may carry: well past any year's tuition, and inside a 32-bit column. */
const MAX_CENTS = 100_000_000;

const day = () =>
  text({ error: BILLING_MESSAGES.date })
    .trim()
    .refine((value) => parseCalendarDate(value) !== undefined, BILLING_MESSAGES.date);

const schoolYearId = text({ error: BILLING_MESSAGES.schoolYear }).refine((value) => isUuid(value), BILLING_MESSAGES.schoolYear);

const cents = () =>
  z.number({ error: BILLING_MESSAGES.amount }).int(BILLING_MESSAGES.amount).min(1, BILLING_MESSAGES.amount).max(MAX_CENTS, BILLING_MESSAGES.amount);

/** Issue a period's invoices for every family of the year (the current year unless given); a dry run writes nothing. */
export const billingRunSchema = z
  .object({
    schoolYearId: schoolYearId.optional(),
    period: z.enum(INVOICE_PERIODS, { error: BILLING_MESSAGES.period }),
    issuedOn: day(),
    dueOn: day(),
    dryRun: z.boolean({ error: BILLING_MESSAGES.dryRun }),
  })
  .superRefine((value, ctx) => {
    const issued = parseCalendarDate(value.issuedOn);
    const due = parseCalendarDate(value.dueOn);
    if (issued && due && compareCalendarDates(issued, due) > 0) ctx.addIssue({ code: "custom", path: ["dueOn"], message: BILLING_MESSAGES.dueBeforeIssue });
  });
export type BillingRunInput = z.infer<typeof billingRunSchema>;

/** `?status=&schoolYearId=` of the staff's invoice list. */
export const invoiceListQuerySchema = z.object({
  status: optionalQuery(z.enum(INVOICE_STATUSES, { error: BILLING_MESSAGES.status })),
  schoolYearId: optionalQuery(schoolYearId),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** `?schoolYearId=` of the ledger CSV: that year's documents only; every year's when absent. */
export const ledgerQuerySchema = z.object({ schoolYearId: optionalQuery(schoolYearId) });

/** Money received for an invoice, or a refund of money received; several partial payments may add up. */
export const paymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS, { error: BILLING_MESSAGES.kind }).default("payment"),
  amountCents: cents(),
  method: z.enum(PAYMENT_METHODS, { error: BILLING_MESSAGES.method }),
  reference: text().trim().max(REFERENCE_MAX, BILLING_MESSAGES.reference).default(""),
  receivedOn: day(),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

/** An amount an invoice no longer owes, and why. */
export const creditNoteSchema = z.object({
  amountCents: cents(),
  reason: text({ error: BILLING_MESSAGES.reason, multiline: true }).trim().min(1, BILLING_MESSAGES.reason).max(REASON_MAX, BILLING_MESSAGES.reasonTooLong),
});
export type CreditNoteInput = z.infer<typeof creditNoteSchema>;

/** A family's payment plan: three term invoices, or one for the year paid in full. */
export const familyPlanSchema = z.object({ plan: z.enum(BILLING_FAMILY_PLANS, { error: BILLING_MESSAGES.plan }) });
export type FamilyPlanInput = z.infer<typeof familyPlanSchema>;

// --- Answers ------------------------------------------------------------------------------------

/** GET /api/family/invoices, as issue 36 gives it: each line's words in the reader's language. */
export const familyInvoiceSchema = z.object({
  number: z.string(),
  /** The school year's name, "2026-27". */
  schoolYear: z.string(),
  period: z.enum(INVOICE_PERIODS),
  issuedOn: z.string(),
  dueOn: z.string(),
  lines: z.array(z.object({ studentName: z.string(), description: z.string(), amountCents: z.number().int() })),
  totalCents: z.number().int(),
  /** Payments less refunds, plus credit notes. */
  paidCents: z.number().int(),
  /** `totalCents - paidCents`. */
  balanceCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
});
export type FamilyInvoice = z.infer<typeof familyInvoiceSchema>;

export const familyInvoicesSchema = z.object({ invoices: z.array(familyInvoiceSchema) });
export type FamilyInvoices = z.infer<typeof familyInvoicesSchema>;

const staffLineSchema = z.object({
  studentId: z.string(),
  studentName: z.string(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  amountCents: z.number().int(),
});

/** An invoice as the office reads it: the family's figures, what makes up what is paid, and the reminders mailed. */
export const staffInvoiceSchema = familyInvoiceSchema.extend({
  familyId: z.string(),
  familyName: z.string(),
  schoolYearId: z.string(),
  lines: z.array(staffLineSchema),
  receivedCents: z.number().int(),
  refundedCents: z.number().int(),
  creditedCents: z.number().int(),
  /** When the reminder mail ahead of the due date (`before`) and after it (`after`) went out, ISO; null if not (yet). */
  remindedBefore: z.string().nullable(),
  remindedAfter: z.string().nullable(),
});
export type StaffInvoice = z.infer<typeof staffInvoiceSchema>;

export const staffInvoicesSchema = z.object({ invoices: z.array(staffInvoiceSchema) });
export type StaffInvoices = z.infer<typeof staffInvoicesSchema>;

/**
 * What a run did (or, dry, would do) for one family: `issue` a new invoice, `issued` it now, find it
 * `already-issued` (its figures are the stored invoice's), or `not-billed` (another plan, or no child
 * enrolled in that term).
 */
export const RUN_OUTCOMES = ["issue", "issued", "already-issued", "not-billed"] as const;

/**
 * Whether a family's plan may change, after the run (a dry run leaves everything as it was): `allowed`;
 * `invoiced`, the family has an invoice of the current school year (the change is refused); `unsaved`, the
 * family is made by the run and a dry run does not keep it (it is saved, on the term plan, by the first
 * real run).
 */
export const PLAN_CHANGES = ["allowed", "invoiced", "unsaved"] as const;
export type PlanChange = (typeof PLAN_CHANGES)[number];

export const billingRunFamilySchema = z.object({
  familyId: z.string(),
  familyName: z.string(),
  plan: z.enum(BILLING_FAMILY_PLANS),
  outcome: z.enum(RUN_OUTCOMES),
  /** The invoice's number once issued; null in a dry run and when nothing is billed. */
  number: z.string().nullable(),
  lines: z.array(staffLineSchema),
  totalCents: z.number().int(),
  /** Whether the family's plan may change now (PATCH …/families/:familyId): see PLAN_CHANGES. */
  planChange: z.enum(PLAN_CHANGES),
});
export type BillingRunFamily = z.infer<typeof billingRunFamilySchema>;

export const billingRunAnswerSchema = z.object({
  schoolYearId: z.string(),
  schoolYear: z.string(),
  period: z.enum(INVOICE_PERIODS),
  dryRun: z.boolean(),
  families: z.array(billingRunFamilySchema),
  /** How many invoices the run issued (a dry run: would issue). */
  invoiceCount: z.number().int(),
  /** Their total. */
  totalCents: z.number().int(),
});
export type BillingRun = z.infer<typeof billingRunAnswerSchema>;

export const creditNoteAnswerSchema = z.object({ number: z.string(), invoice: staffInvoiceSchema });
export type CreditNoteAnswer = z.infer<typeof creditNoteAnswerSchema>;

export const billingFamilySchema = z.object({ id: z.string(), name: z.string(), plan: z.enum(BILLING_FAMILY_PLANS) });
export type BillingFamily = z.infer<typeof billingFamilySchema>;
