/**
 * "Run a period": the office chooses a term (or the full year) and its dates, previews every family's
 * figures (a dry run, which writes nothing), then issues the invoices with the same choices after a
 * confirmation. Changing a choice (or the school year, picked above the tab) after the preview asks for
 * a new preview, so what is issued is what was shown. On a preview of the current year each family's
 * payment plan may be changed (./family-plan.tsx); the preview is then worked out again.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Eye, FileCheck2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/form-field";
import { Input, Select } from "~/components/ui/input";
import { Table, Td, Th, THead, Tr } from "~/components/ui/table";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { schoolToday } from "~/lib/dates";
import { showFieldErrors } from "~/lib/form-errors";
import { useLocale, useT } from "~/lib/i18n";
import { PERIOD_WORD_IDS } from "#common/billing/invoice-words";
import { INVOICE_PERIODS, billingRunSchema, type BillingRun, type BillingRunFamily, type BillingRunInput } from "#common/schemas/billing";
import type { YearView } from "#common/schemas/learning/courses";
import { formatMoney } from "#common/tuition";
import { refreshInvoices, runBilling } from "./billing-api";
import { FamilyPlan, usePlanWords } from "./family-plan";
import { useFamilyName } from "./family-name";

interface RunValues {
  period: string;
  issuedOn: string;
  dueOn: string;
}

const FIELDS = ["period", "issuedOn", "dueOn"] as const;
const isRunField = (field: unknown): field is keyof RunValues => (FIELDS as readonly unknown[]).includes(field);

const OUTCOME_WORD_IDS = {
  issue: "billingOffice.run.outcome.issue",
  issued: "billingOffice.run.outcome.issued",
  "already-issued": "billingOffice.run.outcome.alreadyIssued",
  "not-billed": "billingOffice.run.outcome.notBilled",
} as const satisfies Record<BillingRunFamily["outcome"], string>;

/** The children a family's figures are for, each once, in the order of the lines. */
function childrenOf(family: BillingRunFamily): string {
  return [...new Set(family.lines.map((line) => line.studentName))].join(", ");
}

function sameChoices(a: RunValues, b: Partial<RunValues>) {
  return a.period === b.period && a.issuedOn === b.issuedOn && a.dueOn === b.dueOn;
}

/** What a run was asked for: the form's choices and the school year (none: the server's current year). */
interface RunRequest {
  choices: RunValues;
  schoolYearId: string | undefined;
}

/** Whether a run was of the current school year: the year picked, when it is the current one, or the server's default. */
function isCurrentYear(request: RunRequest | null, schoolYear: YearView | undefined) {
  if (!request) return false;
  if (request.schoolYearId === undefined) return true;
  return schoolYear?.id === request.schoolYearId && schoolYear.isCurrent;
}

/** `schoolYear`: the year picked for the tab; undefined while the years are unknown (the server bills the current one). */
export function RunPeriod({ schoolYear }: { schoolYear: YearView | undefined }) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const form = useForm<RunValues>({ defaultValues: { period: "", issuedOn: schoolToday(), dueOn: "" }, shouldFocusError: true });
  const { errors } = form.formState;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<(RunRequest & { answer: BillingRun }) | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [issueFailure, setIssueFailure] = useState<string | null>(null);
  const current = useWatch({ control: form.control });
  const stale = result !== null && (!sameChoices(result.choices, current) || result.schoolYearId !== schoolYear?.id);

  /** The shared schema's check of the choices, its messages on the fields; the body when they pass. */
  function validBody({ choices: values, schoolYearId }: RunRequest, dryRun: boolean): BillingRunInput | undefined {
    form.clearErrors();
    const parsed = billingRunSchema.safeParse({ ...values, ...(schoolYearId ? { schoolYearId } : {}), dryRun });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isRunField(field)) form.setError(field, { message: issue.message });
    }
    return undefined;
  }

  async function send(request: RunRequest, dryRun: boolean) {
    const body = validBody(request, dryRun);
    if (!body) return undefined;
    const answer = await runBilling(body);
    setResult({ ...request, answer });
    return answer;
  }

  /** After a family's plan changed: the same preview again, with the new figures. */
  async function previewAgain() {
    if (busy || !result?.answer.dryRun) return;
    setBusy(true);
    setFailure(null);
    try {
      await send(result, true);
    } catch (error) {
      setFailure(serverMessage(error) ?? t("billingOffice.run.previewFailed"));
    } finally {
      setBusy(false);
    }
  }

  const preview = form.handleSubmit(async (values) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await send({ choices: values, schoolYearId: schoolYear?.id }, true);
    } catch (error) {
      if (showFieldErrors(error, FIELDS, form.setError) === 0) setFailure(serverMessage(error) ?? t("billingOffice.run.previewFailed"));
    } finally {
      setBusy(false);
    }
  });

  async function issue() {
    if (busy || !result) return;
    setBusy(true);
    setIssueFailure(null);
    try {
      const issued = await send(result, false);
      if (issued) {
        setConfirming(false);
        toast({ variant: "success", title: t("billingOffice.run.done"), description: t("billingOffice.run.doneText", { count: issued.invoiceCount }) });
        await refreshInvoices(client);
      }
    } catch (error) {
      setIssueFailure(serverMessage(error) ?? t("billingOffice.run.issueFailed"));
    } finally {
      setBusy(false);
    }
  }

  const answer = result?.answer;
  const periodWords = answer ? t(PERIOD_WORD_IDS[answer.period]) : "";
  const summaryValues = answer
    ? { period: periodWords, year: answer.schoolYear, count: answer.invoiceCount, total: formatMoney(answer.totalCents, locale) }
    : undefined;

  return (
    <Card className="space-y-5" role="region" aria-labelledby="billing-run-heading" data-testid="billing-run">
      <div className="space-y-1">
        <h3 id="billing-run-heading" className="text-xl font-semibold">
          {t("billingOffice.run.title")}
        </h3>
        <p className="text-muted-foreground">{t("billingOffice.run.lead")}</p>
      </div>

      <form noValidate onSubmit={preview} aria-label={t("billingOffice.run.label")} className="space-y-4">
        {failure ? <Alert kind="error" title={failure} /> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t("billingOffice.run.period")} required error={errors.period?.message}>
            {(control) => (
              <Select {...control} className="min-h-11" {...form.register("period")}>
                <option value="">{t("billingOffice.run.choosePeriod")}</option>
                {INVOICE_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(PERIOD_WORD_IDS[period])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("billingOffice.run.issuedOn")} required error={errors.issuedOn?.message}>
            {(control) => <Input {...control} type="date" className="min-h-11" {...form.register("issuedOn")} />}
          </Field>
          <Field label={t("billingOffice.run.dueOn")} required error={errors.dueOn?.message}>
            {(control) => <Input {...control} type="date" className="min-h-11" min={current.issuedOn || undefined} {...form.register("dueOn")} />}
          </Field>
        </div>
        <Button type="submit" variant="secondary" className="min-h-11" aria-disabled={busy || undefined} aria-busy={busy && !confirming}>
          <Eye aria-hidden="true" />
          {busy && !confirming ? t("billingOffice.run.previewing") : t("billingOffice.run.preview")}
        </Button>
      </form>

      {answer && summaryValues ? (
        <div className="space-y-4" data-testid="billing-run-result" data-dry-run={answer.dryRun}>
          <p className="font-semibold" aria-live="polite">
            {t(answer.dryRun ? "billingOffice.run.summary" : "billingOffice.run.issuedSummary", summaryValues)}
          </p>
          {answer.families.length === 0 ? (
            <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground">{t("billingOffice.run.noFamilies")}</p>
          ) : (
            <RunFamilies
              answer={answer}
              caption={t("billingOffice.run.caption", { period: periodWords, year: answer.schoolYear })}
              plansChangeHere={answer.dryRun && isCurrentYear(result, schoolYear)}
              onPlanChanged={previewAgain}
            />
          )}
          {stale ? <Alert kind="info" title={t("billingOffice.run.changed")} /> : null}
          {answer.dryRun && answer.invoiceCount > 0 && !stale ? (
            <Button
              className="min-h-11"
              onClick={() => {
                setIssueFailure(null);
                setConfirming(true);
              }}
            >
              <FileCheck2 aria-hidden="true" />
              {t("billingOffice.run.issue", { count: answer.invoiceCount })}
            </Button>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={busy}
        title={t("billingOffice.run.confirmTitle")}
        data-testid="billing-run-confirm"
        confirmLabel={answer ? t("billingOffice.run.issue", { count: answer.invoiceCount }) : ""}
        busyLabel={t("billingOffice.run.issuing")}
        onConfirm={() => void issue()}
        error={issueFailure}
      >
        {summaryValues ? <p>{t("billingOffice.run.confirmText", summaryValues)}</p> : null}
      </ConfirmDialog>
    </Card>
  );
}

function outcomeWords(t: ReturnType<typeof useT>, family: BillingRunFamily) {
  return t(OUTCOME_WORD_IDS[family.outcome], { number: family.number ?? "" });
}

interface RunFamiliesProps {
  answer: BillingRun;
  caption: string;
  /** A preview of the current year: each family's plan is a control; otherwise it is words. */
  plansChangeHere: boolean;
  onPlanChanged: () => Promise<unknown>;
}

/** Every family's figures: a table from a tablet's width up; on a phone, a list of the same figures. */
function RunFamilies({ answer, caption, plansChangeHere, onPlanChanged }: RunFamiliesProps) {
  const t = useT();
  const familyName = useFamilyName();
  const locale = useLocale();
  const planWords = usePlanWords();
  return (
    <>
      {answer.dryRun && !plansChangeHere ? <p className="text-sm text-muted-foreground">{t("billingOffice.plan.otherYear")}</p> : null}
      <div className="sm:hidden">
        <p className="sr-only">{caption}</p>
        <ul className="divide-y rounded-lg border">
          {answer.families.map((family) => (
            <li key={family.familyId} className="space-y-1 px-3 py-2" data-testid="billing-run-family">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 break-words font-semibold">{familyName(family.familyName)}</p>
                <p className="whitespace-nowrap font-semibold tabular-nums">{formatMoney(family.totalCents, locale)}</p>
              </div>
              <p className="break-words text-sm text-muted-foreground">{childrenOf(family)}</p>
              <p className="text-sm">{outcomeWords(t, family)}</p>
              {plansChangeHere ? (
                <FamilyPlan family={family} onChanged={onPlanChanged} />
              ) : (
                <p className="text-sm">{t("billingOffice.plan.shown", { plan: planWords(family.plan) })}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="hidden sm:block">
        <Table caption={caption} className="min-w-[32rem]">
          <THead>
            <tr>
              <Th>{t("billingOffice.run.family")}</Th>
              <Th>{t("billingOffice.run.children")}</Th>
              <Th className="text-right">{t("billingOffice.run.total")}</Th>
              <Th>{t("billingOffice.run.outcome")}</Th>
              <Th>{t("billingOffice.plan.column")}</Th>
            </tr>
          </THead>
          <tbody>
            {answer.families.map((family) => (
              <Tr key={family.familyId} data-testid="billing-run-family">
                <Td className="break-words font-medium">{familyName(family.familyName)}</Td>
                <Td className="break-words">{childrenOf(family)}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(family.totalCents, locale)}</Td>
                <Td>{outcomeWords(t, family)}</Td>
                <Td className="min-w-[13rem]">
                  {plansChangeHere ? <FamilyPlan family={family} hideLabel onChanged={onPlanChanged} /> : planWords(family.plan)}
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
