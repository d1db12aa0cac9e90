/** Reads and changes of the office's Billing tab (issue 36; contracts in common/api/billing.ts). */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { billingRun, recordPayment as recordPaymentContract, staffInvoices, writeCreditNote as writeCreditNoteContract } from "#common/api/billing";
import type { MessageId } from "#common/i18n/messages";
import {
  INVOICE_STATUSES,
  type BillingRunInput,
  type CreditNoteInput,
  type InvoiceStatus,
  type PaymentInput,
  type PaymentMethod,
} from "#common/schemas/billing";

export function useStaffInvoices(status: InvoiceStatus | undefined) {
  return useQuery(queryOptions(staffInvoices, { query: { status } }));
}

export function runBilling(input: BillingRunInput) {
  return call(billingRun, { body: input });
}

export function recordPayment(number: string, input: PaymentInput) {
  return call(recordPaymentContract, { params: { number }, body: input });
}

export function writeCreditNote(number: string, input: CreditNoteInput) {
  return call(writeCreditNoteContract, { params: { number }, body: input });
}

/** After a run, a payment or a credit note: every cached invoice list (each status filter) is out of date. */
export function refreshInvoices(client: QueryClient) {
  return invalidate(client, staffInvoices);
}

/** The list's filter from the address (`?status=`): one of the statuses, or all when absent or unknown. */
export function statusFromSearch(search: URLSearchParams): InvoiceStatus | undefined {
  const value = search.get("status");
  return (INVOICE_STATUSES as readonly string[]).includes(value ?? "") ? (value as InvoiceStatus) : undefined;
}

export const METHOD_WORD_IDS = {
  "bank-transfer": "billingOffice.payment.method.bankTransfer",
  card: "billingOffice.payment.method.card",
  cheque: "billingOffice.payment.method.cheque",
  cash: "billingOffice.payment.method.cash",
  other: "billingOffice.payment.method.other",
} as const satisfies Record<PaymentMethod, MessageId>;
