/**
 * The office's tuition billing (the "Billing" tab of /admin/operations, issue 36): run a period's
 * invoices, work through the invoices, and download the ledger. The figures are the server's
 * (server/billing/); this screen only shows them and sends what staff type.
 */
import { FileSpreadsheet } from "lucide-react";
import { Button } from "~/components/ui/button";
import { PanelHeader } from "~/components/ui/panel-header";
import { useT } from "~/lib/i18n";
import { billingLedgerCsv } from "#common/api/billing";
import { href } from "#common/api/contract";
import { InvoicesList } from "./invoices-list";
import { RunPeriod } from "./run-period";

export function BillingPanel() {
  const t = useT();
  return (
    <section aria-labelledby="billing-panel-heading" className="space-y-6" data-testid="billing-panel">
      <PanelHeader
        id="billing-panel-heading"
        title={t("billingOffice.title")}
        description={t("billingOffice.description")}
        actions={
          <Button asChild variant="outline" className="min-h-11">
            <a href={href(billingLedgerCsv)} download>
              <FileSpreadsheet aria-hidden="true" />
              {t("billingOffice.ledger")}
            </a>
          </Button>
        }
      />
      <RunPeriod />
      <InvoicesList />
    </section>
  );
}
