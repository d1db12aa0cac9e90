/**
 * What an invoice still owes, worked out from the documents written against it (never stored, so it can
 * never disagree with them): payments less refunds, plus credit notes, is what is settled; the rest is the
 * balance. The status follows from the balance and the due date.
 */
import type { InvoiceStatus } from "#common/schemas/billing";
import type { Cents } from "#common/tuition";

export interface Settlement {
  receivedCents: Cents;
  refundedCents: Cents;
  creditedCents: Cents;
}

export interface InvoiceFigures extends Settlement {
  /** Payments less refunds, plus credit notes: what the family reads as paid. */
  paidCents: Cents;
  balanceCents: Cents;
  status: InvoiceStatus;
}

export const NOTHING_SETTLED: Settlement = { receivedCents: 0, refundedCents: 0, creditedCents: 0 };

/** The money kept of what was received: what a refund may give back at most. */
export const keptCents = (s: Settlement): Cents => s.receivedCents - s.refundedCents;

/**
 * `paid` once nothing is owed; otherwise `overdue` after the due date (the due day itself is still on
 * time), `partly-paid` when something is settled, else `open`.
 */
export function invoiceFigures(invoice: { totalCents: Cents; dueOn: string }, settled: Settlement, today: string): InvoiceFigures {
  const paidCents = keptCents(settled) + settled.creditedCents;
  const balanceCents = invoice.totalCents - paidCents;
  const status: InvoiceStatus = balanceCents <= 0 ? "paid" : invoice.dueOn < today ? "overdue" : paidCents > 0 ? "partly-paid" : "open";
  return { ...settled, paidCents, balanceCents, status };
}
