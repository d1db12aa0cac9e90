/**
 * Gapless numbers (issue 36): "2026-27-0001" for invoices and "CN-2026-27-0001" for credit notes, one
 * series of each per school year. A number is taken by incrementing the year's row of invoice_counters
 * inside the transaction that writes the document: the row stays locked until that transaction ends, so
 * two writers take turns, and a transaction that rolls back gives its numbers back with everything else.
 */
import { notFound } from "../domain-errors";
import { INVOICE_NOT_FOUND } from "./refusals";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { invoiceCounters } from "../db/schema";

type Executor = Db | Tx;

const padded = (n: number) => String(n).padStart(4, "0");

/**
 * Locks the year's counter row (made on first use) until the transaction ends, without taking a
 * number: a billing run holds it from the start, so two runs of one year never interleave.
 */
export async function lockYearNumbers(tx: Executor, schoolYearId: string): Promise<void> {
  await tx
    .insert(invoiceCounters)
    .values({ schoolYearId })
    .onConflictDoUpdate({ target: invoiceCounters.schoolYearId, set: { invoicesIssued: sql`${invoiceCounters.invoicesIssued}` } });
}

export async function nextInvoiceNumber(tx: Executor, year: { id: string; name: string }): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ schoolYearId: year.id, invoicesIssued: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.schoolYearId, set: { invoicesIssued: sql`${invoiceCounters.invoicesIssued} + 1` } })
    .returning({ n: invoiceCounters.invoicesIssued });
  return `${year.name}-${padded(row!.n)}`;
}

export async function nextCreditNoteNumber(tx: Executor, year: { id: string; name: string }): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ schoolYearId: year.id, creditNotesIssued: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.schoolYearId, set: { creditNotesIssued: sql`${invoiceCounters.creditNotesIssued} + 1` } })
    .returning({ n: invoiceCounters.creditNotesIssued });
  return `CN-${year.name}-${padded(row!.n)}`;
}

/**
 * An invoice number as a path gives it: a name of the school year and a count ("2026-27-0001"), at most 64
 * characters with no control character (PostgreSQL's text refuses NUL), otherwise the 404 of a number that
 * does not exist.
 */
export function invoiceNumberParam(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (raw.length === 0 || raw.length > 64 || /[\u0000-\u001f\u007f]/.test(raw)) throw notFound(INVOICE_NOT_FOUND);
  return raw;
}
