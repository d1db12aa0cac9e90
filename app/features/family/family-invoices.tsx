/**
 * On /parent/account (issue 36, "Tuition billing"): the family's "Tuition" card, each invoice with its period,
 * dates, lines (each as the server wrote it, in the reader's language), what is paid and what is still due,
 * a status in words beside its icon (never colour alone), and its PDF; how to pay, and that the amounts
 * follow the public tuition page. Nothing for staff opening the page.
 */
import { useQuery } from "@tanstack/react-query";
import { Download, Receipt } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { InvoiceStatusBadge } from "~/components/billing/invoice-status";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { queryOptions } from "~/lib/api-queries";
import { useUser } from "~/lib/auth";
import { formatCalendarDay } from "~/lib/dates";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { familyInvoicePdf, familyInvoices } from "#common/api/billing";
import { href } from "#common/api/contract";
import { PERIOD_WORD_IDS } from "#common/billing/invoice-words";
import { localizedPath } from "#common/i18n/public-paths";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import type { FamilyInvoice } from "#common/schemas/billing";
import { formatMoney } from "#common/tuition";

export function useFamilyInvoices(enabled: boolean) {
  return useQuery({ ...queryOptions(familyInvoices), enabled });
}

export function FamilyInvoices() {
  const t = useT();
  const { data: user } = useUser();
  // Staff may open /parent/account too; only a guardian has a family's invoices.
  const isGuardian = inRoleGroup(user?.role, GUARDIAN_ROLES);
  const invoices = useFamilyInvoices(isGuardian);
  const titleId = useId();
  if (!isGuardian) return null;
  return (
    <Card className="space-y-4" role="region" aria-labelledby={titleId} data-testid="family-invoices">
      <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold">
        <Receipt className="size-5 text-primary" aria-hidden="true" />
        {t("billing.family.title")}
      </h2>
      <p className="text-muted-foreground">{t("billing.family.lead")}</p>
      <QueryState query={invoices} errorTitle={t("billing.family.loadError")} loadingClassName="min-h-20">
        {({ invoices: list }) =>
          list.length === 0 ? (
            <p className="font-semibold" data-testid="invoices-empty">
              {t("billing.family.empty")}
            </p>
          ) : (
            <div className="space-y-6">
              <HowToPay />
              <ul className="space-y-6">
                {list.map((invoice) => (
                  <li key={invoice.number}>
                    <InvoiceCard invoice={invoice} />
                  </li>
                ))}
              </ul>
            </div>
          )
        }
      </QueryState>
    </Card>
  );
}

function HowToPay() {
  const t = useT();
  const rt = useRichT();
  const language = useLanguage();
  const tuitionLink = (chunks: ReactNode[]) => (
    <Link to={localizedPath("/tuition", language)} className="font-semibold text-primary underline underline-offset-4">
      {chunks}
    </Link>
  );
  return (
    <div className="space-y-1 rounded-lg border bg-muted/40 p-4">
      <p>{t("billing.invoice.howToPay")}</p>
      <p className="text-sm text-muted-foreground">{rt("billing.family.rules", { link: tuitionLink })}</p>
    </div>
  );
}

function InvoiceCard({ invoice }: { invoice: FamilyInvoice }) {
  const t = useT();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const titleId = useId();
  return (
    <article className="space-y-4 rounded-lg border p-4" aria-labelledby={titleId} data-testid="invoice" data-number={invoice.number}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-lg font-semibold">
            {t("billing.invoice.title", { number: invoice.number })}
          </h3>
          <p className="text-muted-foreground">{t("billing.invoice.periodOfYear", { period: t(PERIOD_WORD_IDS[invoice.period]), year: invoice.schoolYear })}</p>
        </div>
        <InvoiceStatusBadge status={invoice.status} size="large" />
      </div>

      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
        <Figure label={t("billing.invoice.issued")}>{formatCalendarDay(invoice.issuedOn, locale)}</Figure>
        <Figure label={t("billing.invoice.due")}>{formatCalendarDay(invoice.dueOn, locale)}</Figure>
        <Figure label={t("billing.invoice.total")}>{money(invoice.totalCents)}</Figure>
        <Figure label={t("billing.invoice.paid")}>{money(invoice.paidCents)}</Figure>
        <Figure label={t("billing.invoice.balance")} strong>
          <span data-testid="invoice-balance">{money(invoice.balanceCents)}</span>
        </Figure>
      </dl>

      <InvoiceLines invoice={invoice} />

      <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal py-2">
        <a href={href(familyInvoicePdf, { params: { number: invoice.number } })} download>
          <Download aria-hidden="true" />
          {t("billing.family.downloadPdf")}
          <span className="sr-only"> {t("billing.family.ofInvoice", { number: invoice.number })}</span>
        </a>
      </Button>
    </article>
  );
}

function Figure({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn("tabular-nums", strong ? "text-lg font-bold" : "font-semibold")}>{children}</dd>
    </div>
  );
}

/**
 * Each line with its child and amount, and the total: a table from a tablet's width up; on a phone, a list
 * of the same lines (a three-column table there leaves the amounts off the screen).
 */
function InvoiceLines({ invoice }: { invoice: FamilyInvoice }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <div className="sm:hidden" data-testid="invoice-lines-list">
        <p className="sr-only">{t("billing.family.linesCaption", { number: invoice.number })}</p>
        <ul className="divide-y rounded-lg border">
          {invoice.lines.map((line, index) => (
            <li key={index} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{line.studentName}</p>
                <p className="break-words">{line.description}</p>
              </div>
              <p className="whitespace-nowrap font-semibold tabular-nums">{formatMoney(line.amountCents, locale)}</p>
            </li>
          ))}
          <li className="flex items-center justify-between gap-3 px-3 py-2 font-bold">
            <span>{t("billing.invoice.total")}</span>
            <span className="whitespace-nowrap tabular-nums">{formatMoney(invoice.totalCents, locale)}</span>
          </li>
        </ul>
      </div>
      <div className="hidden sm:block">
        <InvoiceLinesTable invoice={invoice} />
      </div>
    </>
  );
}

function InvoiceLinesTable({ invoice }: { invoice: FamilyInvoice }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Table caption={t("billing.family.linesCaption", { number: invoice.number })} className="min-w-[17rem]">
      <THead>
        <tr>
          <Th>{t("billing.invoice.child")}</Th>
          <Th>{t("billing.invoice.description")}</Th>
          <Th className="text-right">{t("billing.invoice.amount")}</Th>
        </tr>
      </THead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <Tr key={index}>
            <Td className="break-words font-medium">{line.studentName}</Td>
            <Td className="break-words">{line.description}</Td>
            <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(line.amountCents, locale)}</Td>
          </Tr>
        ))}
      </tbody>
      <tfoot>
        <Tr className="border-t-2 font-bold">
          <Th scope="row" colSpan={2}>
            {t("billing.invoice.total")}
          </Th>
          <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(invoice.totalCents, locale)}</Td>
        </Tr>
      </tfoot>
    </Table>
  );
}
