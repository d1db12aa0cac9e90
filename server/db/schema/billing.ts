/**
 * Tuition billing (issue 36, "Tuition billing"): the families as billed, their invoices with the lines
 * common/billing/invoices.ts drafts, the payments and refunds received, and the credit notes that correct
 * an invoice. Amounts are integer cents. Nothing here is updated or deleted once written: a correction is
 * a new document (a credit note, a refund), so an invoice's lines and total stay what the family was sent.
 * What an invoice still owes and its status are worked out from these rows (server/billing/balances.ts).
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Phrase } from "#common/i18n/phrase";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { schoolYears, students } from "./structure";

/**
 * A family as billed: the children who share a guardian (server/billing/families.ts), paying by one plan,
 * `term` (three term invoices) or `full` (one invoice for the year, 5% off).
 */
export const billingFamilies = pgTable(
  "billing_families",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "Nakamura family": how staff find the family in a run and the ledger. */
    name: text("name").notNull(),
    plan: text("plan").notNull().default("term"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("billing_families_plan_check", sql`${t.plan} in ('term', 'full')`)],
);

/**
 * The last invoice and credit note numbers given in a school year. A number is taken by incrementing this
 * row in the transaction that writes its document, so the row is locked until that transaction ends and a
 * rolled-back document gives its number back: the numbers have no gaps.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  schoolYearId: uuid("school_year_id")
    .primaryKey()
    .references(() => schoolYears.id, { onDelete: "restrict" }),
  invoicesIssued: integer("invoices_issued").notNull().default(0),
  creditNotesIssued: integer("credit_notes_issued").notNull().default(0),
});

/** One payment of a family's year: a term's (`term-1` to `term-3`) or the whole year's (`full`). */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "2026-27-0001": the school year's name and the year's next number. */
    number: text("number").notNull().unique(),
    billingFamilyId: uuid("billing_family_id")
      .notNull()
      .references(() => billingFamilies.id, { onDelete: "restrict" }),
    schoolYearId: uuid("school_year_id")
      .notNull()
      .references(() => schoolYears.id, { onDelete: "restrict" }),
    period: text("period").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** The sum of the lines. */
    totalCents: integer("total_cents").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // One invoice per family and payment: generating a period twice issues nothing new.
    uniqueIndex("invoices_family_year_period_idx").on(t.billingFamilyId, t.schoolYearId, t.period),
    index("invoices_year_idx").on(t.schoolYearId, t.number),
    check("invoices_period_check", sql`${t.period} in ('term-1', 'term-2', 'term-3', 'full')`),
  ],
);

/** A line of an invoice, as common/billing/invoices.ts drafted it: its words are described, written in each reader's language. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "restrict" }),
    /** The child's name as it was on the invoice. */
    studentName: text("student_name").notNull(),
    /** `tuition`, `sibling-discount`, `pay-in-full-discount` or `new-student-fee`. */
    kind: text("kind").notNull(),
    description: jsonb("description").$type<Phrase>().notNull(),
    /** Negative for a discount. */
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.position] }), index("invoice_lines_student_idx").on(t.studentId)],
);

/**
 * Money received for an invoice (`kind` `payment`) or given back (`refund`). Both amounts are positive; a
 * refund counts against what was paid. A partial payment is one row of several.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    kind: text("kind").notNull().default("payment"),
    amountCents: integer("amount_cents").notNull(),
    /** `bank-transfer`, `card`, `cheque`, `cash` or `other`. */
    method: text("method").notNull(),
    /** The bank's or the cheque's reference, as staff typed it. */
    reference: text("reference").notNull().default(""),
    receivedOn: date("received_on", { mode: "string" }).notNull(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_invoice_idx").on(t.invoiceId),
    check("payments_amount_check", sql`${t.amountCents} > 0`),
    check("payments_kind_check", sql`${t.kind} in ('payment', 'refund')`),
    check("payments_method_check", sql`${t.method} in ('bank-transfer', 'card', 'cheque', 'cash', 'other')`),
  ],
);

/** A correction of an invoice: an amount it no longer owes, numbered like invoices ("CN-2026-27-0001"). */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: text("number").notNull().unique(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("credit_notes_invoice_idx").on(t.invoiceId), check("credit_notes_amount_check", sql`${t.amountCents} > 0`)],
);

/**
 * A reminder mailed about an invoice (issue 36, "reminders by mail before and after the due date"):
 * `before` a few days ahead of the due date, `after` once it has passed unpaid. One of each per invoice,
 * so several instances sending at once mail a family once (the primary key).
 */
export const invoiceReminders = pgTable(
  "invoice_reminders",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.kind] }), check("invoice_reminders_kind_check", sql`${t.kind} in ('before', 'after')`)],
);
