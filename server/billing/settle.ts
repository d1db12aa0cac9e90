/**
 * Documents written against an issued invoice (issue 36): a payment received (partial payments add up), a
 * refund of money received, a credit note for an amount it no longer owes. Each is a new row: an invoice's
 * lines and total are never changed. The invoice row is locked while its balance is checked and the
 * document written, so two payments recorded at once cannot together pay more than is owed.
 *
 * Limits: a payment and a credit note at most the balance (409 beyond it); a refund at most the money kept
 * (received less refunded). Money going back to a family whose invoice was credited after they paid is a
 * refund first (the balance rises by it), then a credit note.
 */
import { eq } from "drizzle-orm";
import type { CreditNoteInput, PaymentInput } from "#common/schemas/billing";
import { formatUsd } from "#common/tuition";
import type { Actor, StaffAction } from "../actor";
import { recordAudit } from "../audit";
import type { Tx } from "../db/client";
import { creditNotes, invoices, payments, schoolYears } from "../db/schema";
import { conflict, notFound } from "../domain-errors";
import { keptCents } from "./balances";
import { readInvoices, type StoredInvoice } from "./invoices-read";
import { nextCreditNoteNumber } from "./numbering";
import { schoolToday } from "./periods";
import { alreadyPaid, creditTooLarge, INVOICE_NOT_FOUND, overpayment, refundTooLarge } from "./refusals";

/** The invoice numbered `number`, locked until the transaction ends, with its figures. */
export async function lockedInvoice(tx: Tx, number: string, today: string): Promise<StoredInvoice> {
  const [row] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.number, number)).for("update");
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const [invoice] = await readInvoices(tx, { ids: [row.id] }, today);
  return invoice!;
}

/** Records a payment or a refund; answers the invoice as it stands after it. */
export async function recordPayment({ db, actor, now }: StaffAction, number: string, input: PaymentInput): Promise<StoredInvoice> {
  const today = schoolToday(now);
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, number, today);
    if (input.kind === "payment") {
      if (invoice.balanceCents <= 0) throw conflict(alreadyPaid(invoice.number));
      if (input.amountCents > invoice.balanceCents) throw conflict(overpayment(invoice.number, invoice.balanceCents, input.amountCents));
    } else if (input.amountCents > keptCents(invoice)) {
      throw conflict(refundTooLarge(invoice.number, keptCents(invoice), input.amountCents));
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId: invoice.id,
        kind: input.kind,
        amountCents: input.amountCents,
        method: input.method,
        reference: input.reference,
        receivedOn: input.receivedOn,
        recordedBy: actor.id,
      })
      .returning({ id: payments.id });
    await recordAudit(tx, actor, {
      action: "billing.payment_recorded",
      targetId: invoice.number,
      summary: `Recorded a ${input.kind} of ${formatUsd(input.amountCents)} on invoice ${invoice.number}.`,
      detail: { paymentId: payment!.id, kind: input.kind, amountCents: input.amountCents, method: input.method },
    });
    const [after] = await readInvoices(tx, { ids: [invoice.id] }, today);
    return after!;
  });
}

/** Writes a credit note with the year's next credit note number; answers its number and the invoice after it. */
export async function writeCreditNote(
  { db, actor, now }: StaffAction,
  number: string,
  input: CreditNoteInput,
): Promise<{ number: string; invoice: StoredInvoice }> {
  const today = schoolToday(now);
  return db.transaction(async (tx) => {
    const invoice = await lockedInvoice(tx, number, today);
    if (invoice.balanceCents <= 0) throw conflict(alreadyPaid(invoice.number));
    if (input.amountCents > invoice.balanceCents) throw conflict(creditTooLarge(invoice.number, invoice.balanceCents, input.amountCents));
    const creditNumber = await creditInvoice(tx, actor, invoice, input);
    const [after] = await readInvoices(tx, { ids: [invoice.id] }, today);
    return { number: creditNumber, invoice: after! };
  });
}

/** Writes a credit note on a locked invoice (the caller checked the amount against its balance); answers its number. */
export async function creditInvoice(
  tx: Tx,
  actor: Actor,
  invoice: Pick<StoredInvoice, "id" | "number" | "schoolYearId">,
  input: CreditNoteInput,
): Promise<string> {
  const [year] = await tx.select({ id: schoolYears.id, name: schoolYears.name }).from(schoolYears).where(eq(schoolYears.id, invoice.schoolYearId));
  const creditNumber = await nextCreditNoteNumber(tx, year!);
  await tx
    .insert(creditNotes)
    .values({ number: creditNumber, invoiceId: invoice.id, amountCents: input.amountCents, reason: input.reason, createdBy: actor.id });
  await recordAudit(tx, actor, {
    action: "billing.credit_note_written",
    targetId: invoice.number,
    summary: `Wrote credit note ${creditNumber} of ${formatUsd(input.amountCents)} on invoice ${invoice.number}.`,
    detail: { creditNote: creditNumber, amountCents: input.amountCents },
  });
  return creditNumber;
}
