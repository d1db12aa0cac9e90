/**
 * The ledger as a spreadsheet (GET /api/admin/billing/ledger.csv): every invoice, payment, refund and
 * credit note, one row each, in date order. Amounts are dollars in a column of their own kind (charged,
 * received, refunded, credited), never negative: a cell starting with "-" is one a spreadsheet could
 * read as a formula, which the CSV writer (server/csv.ts) neutralises and would turn into text.
 * Exporting is audited: the file takes families' figures off the site.
 */
import { asc, eq } from "drizzle-orm";
import type { StaffAction } from "../actor";
import { recordAudit } from "../audit";
import { csvDocument, type CsvValue } from "../csv";
import type { Db, Tx } from "../db/client";
import { billingFamilies, creditNotes, invoices, payments, schoolYears, users } from "../db/schema";
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";

export const LEDGER_COLUMNS = [
  "Date",
  "Document",
  "Number",
  "Invoice",
  "Family",
  "School year",
  "Period",
  "Charged (USD)",
  "Received (USD)",
  "Refunded (USD)",
  "Credited (USD)",
  "Method",
  "Reference",
  "Reason",
  "Recorded by",
] as const;

type Document = "Invoice" | "Payment" | "Refund" | "Credit note";
const DOCUMENT_ORDER: Record<Document, number> = { Invoice: 0, Payment: 1, Refund: 2, "Credit note": 3 };

interface LedgerRow {
  date: string;
  document: Document;
  number: string;
  invoice: { number: string; family: string; schoolYear: string; period: string };
  amountCents: number;
  method: string;
  reference: string;
  reason: string;
  by: string | null;
}

/** "1234.50": whole cents as dollars, as a spreadsheet reads a number. */
export function dollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

function cells(row: LedgerRow): CsvValue[] {
  const amount = (document: Document) => (row.document === document ? dollars(row.amountCents) : "");
  return [
    row.date,
    row.document,
    row.number,
    row.invoice.number,
    row.invoice.family,
    row.invoice.schoolYear,
    row.invoice.period,
    amount("Invoice"),
    amount("Payment"),
    amount("Refund"),
    amount("Credit note"),
    row.method,
    row.reference,
    row.reason,
    row.by ?? "",
  ];
}

/** The rows of one school year's documents (a payment or a credit note goes with its invoice's year), or of every year. */
async function ledgerRows(db: Db | Tx, schoolYearId: string | undefined): Promise<LedgerRow[]> {
  const ofYear = schoolYearId ? eq(invoices.schoolYearId, schoolYearId) : undefined;
  const invoiceRows = await db
    .select({ invoice: invoices, family: billingFamilies.name, schoolYear: schoolYears.name, by: users.username })
    .from(invoices)
    .innerJoin(billingFamilies, eq(billingFamilies.id, invoices.billingFamilyId))
    .innerJoin(schoolYears, eq(schoolYears.id, invoices.schoolYearId))
    .leftJoin(users, eq(users.id, invoices.createdBy))
    .where(ofYear)
    .orderBy(asc(invoices.number));
  const ofInvoice = new Map(
    invoiceRows.map((r) => [r.invoice.id, { number: r.invoice.number, family: r.family, schoolYear: r.schoolYear, period: r.invoice.period }]),
  );
  const paymentRows = await db
    .select({ payment: payments, by: users.username })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(users, eq(users.id, payments.recordedBy))
    .where(ofYear)
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const creditRows = await db
    .select({ credit: creditNotes, by: users.username })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .leftJoin(users, eq(users.id, creditNotes.createdBy))
    .where(ofYear)
    .orderBy(asc(creditNotes.number));
  const none = { method: "", reference: "", reason: "" };
  const rows: LedgerRow[] = [
    ...invoiceRows.map(({ invoice, by }) => ({
      date: invoice.issuedOn,
      document: "Invoice" as const,
      number: invoice.number,
      invoice: ofInvoice.get(invoice.id)!,
      amountCents: invoice.totalCents,
      ...none,
      by,
    })),
    ...paymentRows.map(({ payment, by }) => ({
      date: payment.receivedOn,
      document: payment.kind === "refund" ? ("Refund" as const) : ("Payment" as const),
      number: "",
      invoice: ofInvoice.get(payment.invoiceId)!,
      amountCents: payment.amountCents,
      ...none,
      method: payment.method,
      reference: payment.reference,
      by,
    })),
    ...creditRows.map(({ credit, by }) => ({
      date: dateInZone(credit.createdAt.getTime(), school.timeZone),
      document: "Credit note" as const,
      number: credit.number,
      invoice: ofInvoice.get(credit.invoiceId)!,
      amountCents: credit.amountCents,
      ...none,
      reason: credit.reason,
      by,
    })),
  ];
  // Stable: within a day, an invoice before what settles it, each kind in the order it was written.
  return rows.sort((a, b) => a.date.localeCompare(b.date) || DOCUMENT_ORDER[a.document] - DOCUMENT_ORDER[b.document]);
}

/** The ledger's CSV text (one school year's, or every year's); the export is audited in the same transaction as the read. */
export async function ledgerCsv({ db, actor }: StaffAction, schoolYearId?: string): Promise<string> {
  const rows = await db.transaction(async (tx) => {
    const found = await ledgerRows(tx, schoolYearId);
    await recordAudit(tx, actor, {
      action: "billing.ledger_exported",
      targetId: "ledger.csv",
      summary: `Exported the billing ledger (${found.length} row${found.length === 1 ? "" : "s"}) as CSV.`,
      detail: { rows: found.length, ...(schoolYearId ? { schoolYearId } : {}) },
    });
    return found;
  });
  return csvDocument(LEDGER_COLUMNS, rows.map(cells));
}
