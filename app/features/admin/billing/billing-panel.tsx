/**
 * The office's tuition billing (the "Billing" tab of /admin/operations, issue 36): run a period's
 * invoices, work through the invoices, and download the ledger, of the school year picked (the current
 * one by default). The figures are the server's (server/billing/); this screen only shows them and sends
 * what staff type.
 */
import { FileSpreadsheet } from "lucide-react";
import { Button } from "~/components/ui/button";
import { PanelHeader } from "~/components/ui/panel-header";
import { useT } from "~/lib/i18n";
import { ledgerHref, useBillingYear } from "./billing-api";
import { InvoicesList } from "./invoices-list";
import { RunPeriod } from "./run-period";
import { BillingYearPicker } from "./year-picker";

export function BillingPanel() {
  const t = useT();
  const { year } = useBillingYear();
  return (
    <section aria-labelledby="billing-panel-heading" className="space-y-6" data-testid="billing-panel">
      <PanelHeader
        id="billing-panel-heading"
        title={t("billingOffice.title")}
        description={t("billingOffice.description")}
        actions={
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <BillingYearPicker />
            <Button asChild variant="outline" className="min-h-11">
              <a href={ledgerHref(year?.id)} download data-testid="billing-ledger">
                <FileSpreadsheet aria-hidden="true" />
                {t("billingOffice.ledger")}
              </a>
            </Button>
          </div>
        }
      />
      <RunPeriod schoolYear={year} />
      <InvoicesList />
    </section>
  );
}
