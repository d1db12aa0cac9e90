/** Reads and changes of the office's Billing tab (issue 36; contracts in common/api/billing.ts). */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { coursesOverview } from "#common/api/admin/courses";
import {
  billingLedgerCsv,
  billingRun,
  recordPayment as recordPaymentContract,
  setFamilyPlan as setFamilyPlanContract,
  staffInvoices,
  writeCreditNote as writeCreditNoteContract,
} from "#common/api/billing";
import { href } from "#common/api/contract";
import type { MessageId } from "#common/i18n/messages";
import {
  INVOICE_STATUSES,
  type BillingRunInput,
  type CreditNoteInput,
  type InvoiceStatus,
  type PaymentInput,
  type PaymentMethod,
} from "#common/schemas/billing";
import type { PaymentPlan } from "#common/tuition";

/** The school years there are: the courses overview holds the one list of them (the same read as /admin/courses'). */
function useSchoolYears() {
  return useQuery({ ...queryOptions(coursesOverview, { query: { yearId: undefined } }), staleTime: 60_000, select: (overview) => overview.years });
}

/**
 * The school year the tab works on: the one the address names (`?year=2026-27`, so a reload or a shared
 * link keeps it), else the current year. `settled` once the years are read (or could not be): until
 * then the year is not known, and what depends on it waits.
 */
export function useBillingYear() {
  const [searchParams, setSearchParams] = useSearchParams();
  const years = useSchoolYears();
  const list = years.data ?? [];
  const asked = searchParams.get("year");
  const year = list.find((y) => y.name === asked) ?? list.find((y) => y.isCurrent);
  function choose(name: string) {
    const next = new URLSearchParams(searchParams);
    next.set("year", name);
    setSearchParams(next, { preventScrollReset: true });
  }
  return { years: list, year, settled: !years.isPending, failed: years.isError, choose };
}

/** The office's invoices of the chosen school year, by status. */
export function useStaffInvoices(status: InvoiceStatus | undefined) {
  const { year, settled } = useBillingYear();
  return useQuery({ ...queryOptions(staffInvoices, { query: { status, schoolYearId: year?.id } }), enabled: settled });
}

/** The ledger CSV's address: the school year's documents, or every year's when none is known. */
export function ledgerHref(schoolYearId: string | undefined) {
  return href(billingLedgerCsv, { query: { schoolYearId } });
}

export function runBilling(input: BillingRunInput) {
  return call(billingRun, { body: input });
}

export function setFamilyPlan(familyId: string, plan: PaymentPlan) {
  return call(setFamilyPlanContract, { params: { familyId }, body: { plan } });
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
