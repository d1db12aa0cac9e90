/**
 * The school year the Billing tab works on (the run, the invoice list and the ledger follow it): the
 * current year unless the office picks another; the choice is in the address (`?year=`).
 */
import { useId } from "react";
import { Select } from "~/components/ui/input";
import { useT } from "~/lib/i18n";
import { useBillingYear } from "./billing-api";

export function BillingYearPicker() {
  const t = useT();
  const id = useId();
  const { years, year, settled, failed, choose } = useBillingYear();
  if (failed) return <p className="text-sm text-muted-foreground">{t("billingOffice.year.loadError")}</p>;
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t("billingOffice.year.label")}
      </label>
      <Select
        id={id}
        className="min-h-11 w-auto max-w-full"
        value={year?.name ?? ""}
        disabled={!settled || years.length === 0}
        aria-busy={!settled || undefined}
        onChange={(event) => choose(event.target.value)}
        data-testid="billing-year"
      >
        {settled ? null : <option value="">{t("billingOffice.year.loading")}</option>}
        {years.map((y) => (
          <option key={y.id} value={y.name}>
            {y.isCurrent ? t("billingOffice.year.current", { name: y.name }) : y.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
