/**
 * The words of an invoice's period and status, by id: the family's Tuition card and the invoice PDF say
 * them alike (the answers carry the codes, "term-1" and "partly-paid", never words).
 */
import type { MessageId } from "../i18n/messages";
import type { InvoicePeriod, InvoiceStatus } from "../schemas/billing";

export const PERIOD_WORD_IDS = {
  "term-1": "billing.period.term1",
  "term-2": "billing.period.term2",
  "term-3": "billing.period.term3",
  full: "billing.period.full",
} as const satisfies Record<InvoicePeriod, MessageId>;

export const STATUS_WORD_IDS = {
  paid: "billing.status.paid",
  "partly-paid": "billing.status.partlyPaid",
  open: "billing.status.open",
  overdue: "billing.status.overdue",
} as const satisfies Record<InvoiceStatus, MessageId>;
