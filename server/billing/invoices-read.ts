/**
 * Invoices as stored, with their lines, what has been settled and when their reminders were mailed
 * (./reminders.ts): the one read behind the family's list, the office's list, a payment's answer and the
 * ledger. Lines keep their described words (Phrases); ./present.ts writes them in the reader's language.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { InvoiceLine } from "#common/billing/invoices";
import type { InvoicePeriod } from "#common/schemas/billing";
import type { Db, Tx } from "../db/client";
import { billingFamilies, creditNotes, invoiceLines, invoiceReminders, invoices, payments, schoolYears } from "../db/schema";
import { invoiceFigures, NOTHING_SETTLED, type InvoiceFigures, type Settlement } from "./balances";

type Executor = Db | Tx;

export interface StoredInvoice extends InvoiceFigures {
  id: string;
  number: string;
  familyId: string;
  familyName: string;
  schoolYearId: string;
  schoolYear: string;
  period: InvoicePeriod;
  issuedOn: string;
  dueOn: string;
  totalCents: number;
  lines: InvoiceLine[];
  /** When the family was mailed a reminder ahead of the due date, and after it; null until then. */
  remindedBefore: Date | null;
  remindedAfter: Date | null;
}

export interface InvoiceFilter {
  familyIds?: readonly string[];
  schoolYearId?: string;
  number?: string;
  ids?: readonly string[];
}

/** The invoices matching `filter`, newest first (by issue day, then number), with their figures on `today`. */
export async function readInvoices(db: Executor, filter: InvoiceFilter, today: string): Promise<StoredInvoice[]> {
  const conditions: SQL[] = [];
  if (filter.familyIds) {
    if (filter.familyIds.length === 0) return [];
    conditions.push(inArray(invoices.billingFamilyId, [...filter.familyIds]));
  }
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(invoices.id, [...filter.ids]));
  }
  if (filter.schoolYearId) conditions.push(eq(invoices.schoolYearId, filter.schoolYearId));
  if (filter.number !== undefined) conditions.push(eq(invoices.number, filter.number));
  const rows = await db
    .select({ invoice: invoices, familyName: billingFamilies.name, schoolYear: schoolYears.name })
    .from(invoices)
    .innerJoin(billingFamilies, eq(billingFamilies.id, invoices.billingFamilyId))
    .innerJoin(schoolYears, eq(schoolYears.id, invoices.schoolYearId))
    .where(and(...conditions))
    .orderBy(desc(invoices.issuedOn), desc(invoices.number));
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.invoice.id);
  // One after the other: inside a transaction there is one connection, which runs one query at a time.
  const lines = await linesOf(db, ids);
  const settled = await settlementsOf(db, ids);
  const reminded = await remindersOf(db, ids);
  return rows.map(({ invoice, familyName, schoolYear }) => ({
    id: invoice.id,
    number: invoice.number,
    familyId: invoice.billingFamilyId,
    familyName,
    schoolYearId: invoice.schoolYearId,
    schoolYear,
    period: invoice.period as InvoicePeriod,
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    lines: lines.get(invoice.id) ?? [],
    remindedBefore: reminded.get(`${invoice.id}:before`) ?? null,
    remindedAfter: reminded.get(`${invoice.id}:after`) ?? null,
    ...invoiceFigures(invoice, settled.get(invoice.id) ?? NOTHING_SETTLED, today),
    totalCents: invoice.totalCents,
  }));
}

async function linesOf(db: Executor, invoiceIds: string[]): Promise<Map<string, InvoiceLine[]>> {
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const byInvoice = new Map<string, InvoiceLine[]>();
  for (const row of rows) {
    const line: InvoiceLine = {
      studentId: row.studentId,
      studentName: row.studentName,
      kind: row.kind as InvoiceLine["kind"],
      description: row.description,
      amountCents: row.amountCents,
    };
    byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), line]);
  }
  return byInvoice;
}

/** When each invoice's reminders were sent, by `${invoiceId}:${kind}`. */
async function remindersOf(db: Executor, invoiceIds: string[]): Promise<Map<string, Date>> {
  const rows = await db.select().from(invoiceReminders).where(inArray(invoiceReminders.invoiceId, invoiceIds));
  return new Map(rows.map((row) => [`${row.invoiceId}:${row.kind}`, row.sentAt]));
}

/** Each invoice's payments, refunds and credit notes, summed. */
export async function settlementsOf(db: Executor, invoiceIds: string[]): Promise<Map<string, Settlement>> {
  const moneyRows = await db
    .select({
      invoiceId: payments.invoiceId,
      received: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'payment'), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund'), 0)`,
    })
    .from(payments)
    .where(inArray(payments.invoiceId, invoiceIds))
    .groupBy(payments.invoiceId);
  const creditRows = await db
    .select({ invoiceId: creditNotes.invoiceId, credited: sql<string>`coalesce(sum(${creditNotes.amountCents}), 0)` })
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .groupBy(creditNotes.invoiceId);
  const settled = new Map<string, Settlement>();
  const of = (id: string) => settled.get(id) ?? { ...NOTHING_SETTLED };
  for (const row of moneyRows) settled.set(row.invoiceId, { ...of(row.invoiceId), receivedCents: Number(row.received), refundedCents: Number(row.refunded) });
  for (const row of creditRows) settled.set(row.invoiceId, { ...of(row.invoiceId), creditedCents: Number(row.credited) });
  return settled;
}
