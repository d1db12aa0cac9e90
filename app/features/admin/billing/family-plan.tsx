/**
 * A family's payment plan on the run's preview: three term payments, or the year paid in full. The
 * server keeps a plan once the family has an invoice of the current school year, and cannot change the
 * plan of a family the preview made up (it is saved by the first real run): the control is then
 * disabled with the reason. A refusal is shown under the control in the server's words; after a
 * change the preview is worked out again, so the office sees the new figures.
 */
import { useState } from "react";
import { FieldNotes, useFieldControl } from "~/components/ui/form-field";
import { Select } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import type { MessageId } from "#common/i18n/messages";
import type { BillingRunFamily, PlanChange } from "#common/schemas/billing";
import { PAY_IN_FULL_DISCOUNT_PERCENT, PAYMENT_PLANS, type PaymentPlan } from "#common/tuition";
import { setFamilyPlan } from "./billing-api";
import { useFamilyName } from "./family-name";

const PLAN_WORD_IDS = { term: "billingOffice.plan.term", full: "billingOffice.plan.full" } as const satisfies Record<PaymentPlan, MessageId>;

const LOCKED_REASON_IDS = {
  invoiced: "billingOffice.plan.invoiced",
  unsaved: "billingOffice.plan.unsaved",
} as const satisfies Record<Exclude<PlanChange, "allowed">, MessageId>;

const isPlan = (value: string): value is PaymentPlan => (PAYMENT_PLANS as readonly string[]).includes(value);

/** "Three term payments", "Pay in full (5% off)". */
export function usePlanWords() {
  const t = useT();
  return (plan: PaymentPlan) => t(PLAN_WORD_IDS[plan], { percent: PAY_IN_FULL_DISCOUNT_PERCENT });
}

interface FamilyPlanProps {
  family: BillingRunFamily;
  /** In a table whose column header already names the control: the label is for screen readers only. */
  hideLabel?: boolean;
  /** Works the preview out again; awaited, so the control stays busy until the new figures are in. */
  onChanged: () => Promise<unknown>;
}

export function FamilyPlan({ family, hideLabel = false, onChanged }: FamilyPlanProps) {
  const t = useT();
  const familyName = useFamilyName();
  const planWords = usePlanWords();
  const [pending, setPending] = useState<PaymentPlan | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = family.planChange === "allowed" ? undefined : t(LOCKED_REASON_IDS[family.planChange]);
  const { id, descriptionId, errorId, control } = useFieldControl({ error: refusal ?? undefined, description: locked });

  async function change(plan: PaymentPlan) {
    if (pending || plan === family.plan) return;
    setPending(plan);
    setRefusal(null);
    try {
      await setFamilyPlan(family.familyId, plan);
      toast({
        variant: "success",
        title: t("billingOffice.plan.done"),
        description: t("billingOffice.plan.doneText", { family: familyName(family.familyName), plan: planWords(plan) }),
      });
      await onChanged();
    } catch (error) {
      setRefusal(serverMessage(error) ?? t("billingOffice.plan.failed"));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="min-w-0 space-y-1" data-testid="billing-family-plan">
      <label htmlFor={id} className={cn("block text-sm font-semibold", hideLabel && "sr-only")}>
        {t("billingOffice.plan.labelFor", { family: familyName(family.familyName) })}
      </label>
      <Select
        {...control}
        className="min-h-11 w-full"
        value={pending ?? family.plan}
        disabled={locked !== undefined}
        aria-busy={pending !== null || undefined}
        onChange={(event) => {
          if (isPlan(event.target.value)) void change(event.target.value);
        }}
      >
        {PAYMENT_PLANS.map((plan) => (
          <option key={plan} value={plan}>
            {planWords(plan)}
          </option>
        ))}
      </Select>
      {pending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("billingOffice.plan.saving")}
        </p>
      ) : null}
      <FieldNotes descriptionId={descriptionId} description={locked} errorId={errorId} error={refusal ?? undefined} />
    </div>
  );
}
