/**
 * Every invoice with what is paid and owed, filtered by status (kept in the address, `?status=`), and per
 * invoice: record a payment, write a credit note, open its PDF. A table on wide screens; on a phone or a
 * tablet, a list of cards with the same figures (ten columns do not fit there).
 */
import { Download, FileMinus2, HandCoins } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { formatCalendarDay, formatShortDay } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { staffInvoicePdf } from "#common/api/billing";
import { href } from "#common/api/contract";
import { PERIOD_WORD_IDS, STATUS_WORD_IDS } from "#common/billing/invoice-words";
import type { InvoiceStatus, StaffInvoice } from "#common/schemas/billing";
import { formatMoney } from "#common/tuition";
import { statusFromSearch, useStaffInvoices } from "./billing-api";
import { CreditNoteDialog, RecordPaymentDialog } from "./invoice-dialogs";
import { InvoiceStatusBadge } from "~/components/billing/invoice-status";
import { useFamilyName } from "./family-name";

/** Invoices shown at first, and added by each "Show more" (a school's term is a few hundred). */
const PAGE = 25;

/** The office finds an invoice by its number or its family's name. */
function matches(invoice: StaffInvoice, search: string) {
  const words = search.trim().toLocaleLowerCase();
  return !words || invoice.number.toLocaleLowerCase().includes(words) || invoice.familyName.toLocaleLowerCase().includes(words);
}

/** The filter's choices, in the order an office works through them. */
const FILTER_STATUSES: readonly InvoiceStatus[] = ["open", "partly-paid", "overdue", "paid"];

interface RowActions {
  onPayment: (invoice: StaffInvoice) => void;
  onCredit: (invoice: StaffInvoice) => void;
}

export function InvoicesList() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFromSearch(searchParams);
  const invoices = useStaffInvoices(status);
  const [paying, setPaying] = useState<StaffInvoice | null>(null);
  const [crediting, setCrediting] = useState<StaffInvoice | null>(null);
  const [search, setSearch] = useState("");

  function filter(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set("status", value);
    else next.delete("status");
    setSearchParams(next, { preventScrollReset: true, replace: true });
  }

  const actions: RowActions = { onPayment: setPaying, onCredit: setCrediting };

  return (
    <section className="space-y-4" aria-labelledby="billing-invoices-heading" data-testid="billing-invoices">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h3 id="billing-invoices-heading" className="text-xl font-semibold">
          {t("billingOffice.list.title")}
        </h3>
        <Field label={t("billingOffice.list.search")} className="w-full min-[420px]:w-72">
          {(control) => <Input {...control} className="min-h-11" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />}
        </Field>
        <Field label={t("billingOffice.list.filter")} className="w-full min-[420px]:w-56">
          {(control) => (
            <Select {...control} className="min-h-11" name="status" value={status ?? ""} onChange={(e) => filter(e.target.value)}>
              <option value="">{t("billingOffice.list.all")}</option>
              {FILTER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(STATUS_WORD_IDS[value])}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <QueryState
        query={invoices}
        loadingClassName="min-h-32"
        loadingLabel={t("billingOffice.list.loading")}
        errorTitle={t("billingOffice.list.loadError")}
        isEmpty={(data) => data.invoices.length === 0}
        empty={<p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("billingOffice.list.empty")}</p>}
      >
        {({ invoices: list }) => <ShownInvoices key={`${status ?? ""}|${search}`} list={list.filter((i) => matches(i, search))} actions={actions} />}
      </QueryState>

      <RecordPaymentDialog invoice={paying} onOpenChange={(open) => (open ? undefined : setPaying(null))} />
      <CreditNoteDialog invoice={crediting} onOpenChange={(open) => (open ? undefined : setCrediting(null))} />
    </section>
  );
}

/** The first invoices of the list, and more on request; a new filter or search starts again from the first. */
function ShownInvoices({ list, actions }: { list: StaffInvoice[]; actions: RowActions }) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  if (list.length === 0) return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t("billingOffice.list.noMatch")}</p>;
  const visible = list.slice(0, shown);
  return (
    <>
      <p className="text-sm text-muted-foreground" role="status" data-testid="invoices-count">
        {t("billingOffice.list.count", { shown: visible.length, total: list.length })}
      </p>
      <ul className="space-y-3 lg:hidden" aria-label={t("billingOffice.list.caption")}>
        {visible.map((invoice) => (
          <InvoiceCard key={invoice.number} invoice={invoice} actions={actions} />
        ))}
      </ul>
      <div className="hidden lg:block">
        <InvoicesTable list={visible} actions={actions} />
      </div>
      {list.length > shown ? (
        <Button variant="outline" className="min-h-11" onClick={() => setShown((n) => n + PAGE)} data-testid="invoices-more">
          {t("billingOffice.list.more", { count: Math.min(PAGE, list.length - shown) })}
        </Button>
      ) : null}
    </>
  );
}

function periodOf(t: ReturnType<typeof useT>, invoice: StaffInvoice) {
  return t("billingOffice.list.periodOfYear", { period: t(PERIOD_WORD_IDS[invoice.period]), year: invoice.schoolYear });
}

/** Record payment, Credit note and PDF, each naming its invoice for a screen reader. */
function InvoiceActions({ invoice, actions }: { invoice: StaffInvoice; actions: RowActions }) {
  const t = useT();
  const ofInvoice = <span className="sr-only"> {t("billingOffice.list.ofInvoice", { number: invoice.number })}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" className="min-h-11" onClick={() => actions.onPayment(invoice)}>
        <HandCoins aria-hidden="true" />
        {t("billingOffice.list.recordPayment")}
        {ofInvoice}
      </Button>
      <Button size="sm" variant="outline" className="min-h-11" onClick={() => actions.onCredit(invoice)}>
        <FileMinus2 aria-hidden="true" />
        {t("billingOffice.list.creditNote")}
        {ofInvoice}
      </Button>
      <Button asChild size="sm" variant="outline" className="min-h-11">
        <a href={href(staffInvoicePdf, { params: { number: invoice.number } })} download>
          <Download aria-hidden="true" />
          {t("billingOffice.list.pdf")}
          {ofInvoice}
        </a>
      </Button>
    </div>
  );
}

/** When the family was mailed a reminder about the invoice (server/billing/reminders.ts), shown under its status. */
function ReminderDays({ invoice }: { invoice: StaffInvoice }) {
  const t = useT();
  const locale = useLocale();
  const sent = [
    invoice.remindedBefore ? t("billingOffice.list.remindedBefore", { day: formatShortDay(invoice.remindedBefore, locale) }) : null,
    invoice.remindedAfter ? t("billingOffice.list.remindedAfter", { day: formatShortDay(invoice.remindedAfter, locale) }) : null,
  ].filter((words) => words !== null);
  if (sent.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground" data-testid="invoice-reminders">
      {sent.map((words) => (
        <li key={words}>{words}</li>
      ))}
    </ul>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function InvoiceCard({ invoice, actions }: { invoice: StaffInvoice; actions: RowActions }) {
  const t = useT();
  const familyName = useFamilyName();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <li className="space-y-3 rounded-lg border bg-background p-3" data-testid="staff-invoice" data-number={invoice.number}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{invoice.number}</p>
          <p className="break-words">{familyName(invoice.familyName)}</p>
          <p className="text-sm text-muted-foreground">{periodOf(t, invoice)}</p>
        </div>
        <div className="text-right">
          <InvoiceStatusBadge status={invoice.status} />
          <ReminderDays invoice={invoice} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        <Figure label={t("billingOffice.list.issued")}>{formatCalendarDay(invoice.issuedOn, locale)}</Figure>
        <Figure label={t("billingOffice.list.due")}>{formatCalendarDay(invoice.dueOn, locale)}</Figure>
        <Figure label={t("billingOffice.list.total")}>{money(invoice.totalCents)}</Figure>
        <Figure label={t("billingOffice.list.paid")}>{money(invoice.paidCents)}</Figure>
        <Figure label={t("billingOffice.list.balance")}>{money(invoice.balanceCents)}</Figure>
      </dl>
      <InvoiceActions invoice={invoice} actions={actions} />
    </li>
  );
}

function InvoicesTable({ list, actions }: { list: StaffInvoice[]; actions: RowActions }) {
  const t = useT();
  const familyName = useFamilyName();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  return (
    <Table caption={t("billingOffice.list.caption")} className="min-w-[60rem]">
      <THead>
        <tr>
          <Th>{t("billingOffice.list.number")}</Th>
          <Th>{t("billingOffice.list.family")}</Th>
          <Th>{t("billingOffice.list.period")}</Th>
          <Th>{t("billingOffice.list.issued")}</Th>
          <Th>{t("billingOffice.list.due")}</Th>
          <Th className="text-right">{t("billingOffice.list.total")}</Th>
          <Th className="text-right">{t("billingOffice.list.paid")}</Th>
          <Th className="text-right">{t("billingOffice.list.balance")}</Th>
          <Th>{t("billingOffice.list.status")}</Th>
          <Th>{t("billingOffice.list.actions")}</Th>
        </tr>
      </THead>
      <tbody>
        {list.map((invoice) => (
          <Tr key={invoice.number} data-testid="staff-invoice" data-number={invoice.number}>
            <Th scope="row" className="whitespace-nowrap font-semibold">
              {invoice.number}
            </Th>
            <Td className="break-words">{familyName(invoice.familyName)}</Td>
            <Td>{periodOf(t, invoice)}</Td>
            <Td className="whitespace-nowrap">{formatCalendarDay(invoice.issuedOn, locale)}</Td>
            <Td className="whitespace-nowrap">{formatCalendarDay(invoice.dueOn, locale)}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{money(invoice.totalCents)}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{money(invoice.paidCents)}</Td>
            <Td className="whitespace-nowrap text-right font-semibold tabular-nums">{money(invoice.balanceCents)}</Td>
            <Td>
              <InvoiceStatusBadge status={invoice.status} />
              <ReminderDays invoice={invoice} />
            </Td>
            <Td className="min-w-[21rem]">
              <InvoiceActions invoice={invoice} actions={actions} />
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  );
}
