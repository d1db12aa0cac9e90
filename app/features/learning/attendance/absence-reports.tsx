/**
 * /parent/calendar: `Report an absence` (which child, from, to, why) and the family's reported
 * absences, with `Withdraw` while one is not over. Every guardian of a child sees the reports of the
 * others. The child's teachers are told by the server; an excused absence is never reported to the
 * family as unexplained.
 */
import { CalendarX2, Send, Undo2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Field } from "~/components/ui/form-field";
import { Input, Select, Textarea } from "~/components/ui/input";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { toast } from "~/components/ui/use-toast";
import { formatWhen } from "~/lib/dates";
import { formErrorMessage, showFieldErrors } from "~/lib/form-errors";
import { useLocale, useT } from "~/lib/i18n";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import { ATTENDANCE_REASON_MAX } from "#common/learning/attendance";
import { resolverOnDemand } from "~/lib/resolver-on-demand";

import { useAbsenceReports, useFamilyChildList, useReportAbsence, useWithdrawAbsence, type AbsenceReport, type AbsenceReportInput } from "./attendance-api";
import { useIsFamily } from "./family-role";
import { useSchoolToday } from "~/lib/dates";
import { childFullName } from "#common/learning/child-name";

const FIELDS = ["studentId", "fromDate", "toDate", "reason"] as const;

export function AbsenceReports() {
  return useIsFamily() ? <FamilyAbsenceReports /> : null;
}

function FamilyAbsenceReports() {
  const t = useT();
  const children = useFamilyChildList();
  return (
    <section aria-labelledby="absence-title" className="space-y-6" data-testid="absence-reports">
      <PanelHeader id="absence-title" title={t("calendar.absence.title")} description={t("calendar.absence.lead")} />
      <QueryState
        query={children}
        errorTitle={t("calendar.absence.childrenLoadError")}
        isEmpty={(list) => list.length === 0}
        empty={
          <Card>
            <p>{t("calendar.absence.noChildren")}</p>
          </Card>
        }
      >
        {(list) => <AbsenceForm options={list.map((c) => ({ id: c.id, name: childFullName(c) }))} />}
      </QueryState>
      <ReportedAbsences />
    </section>
  );
}

function AbsenceForm({ options }: { options: { id: string; name: string }[] }) {
  const t = useT();
  const create = useReportAbsence();
  const [failure, setFailure] = useState<string | null>(null);
  const today = useSchoolToday();
  const validation = useMemo(() => resolverOnDemand(() => import("./absence-validation").then((m) => m.absenceResolver(today))), [today]);
  const form = useForm<AbsenceReportInput>({
    resolver: validation.resolver,
    defaultValues: { studentId: options.length === 1 ? options[0]!.id : "", fromDate: today, toDate: today, reason: "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const report = await create.mutateAsync({ ...values, reason: values.reason.trim() });
      toast({ variant: "success", title: t("calendar.absence.reported", { name: report.childName }), description: t("calendar.absence.reportedNote") });
      form.reset({ ...values, reason: "" });
    } catch (error) {
      if (showFieldErrors(error, FIELDS, form.setError) === 0) setFailure(formErrorMessage(error));
    }
  });
  return (
    <Card className="p-5">
      <form
        onSubmit={submit}
        onPointerEnter={validation.prefetch}
        onFocus={validation.prefetch}
        noValidate
        className="space-y-4"
        aria-label={t("calendar.absence.title")}
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t("calendar.absence.child")} required error={errors.studentId?.message}>
            {(control) => (
              <Select {...control} {...form.register("studentId")} data-testid="absence-child">
                {options.length > 1 ? <option value="">{t("calendar.absence.chooseChild")}</option> : null}
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t("calendar.absence.from")} required error={errors.fromDate?.message}>
            {(control) => <Input {...control} type="date" min={today} {...form.register("fromDate")} data-testid="absence-from" />}
          </Field>
          <Field label={t("calendar.absence.to")} required error={errors.toDate?.message}>
            {(control) => <Input {...control} type="date" min={today} {...form.register("toDate")} data-testid="absence-to" />}
          </Field>
        </div>
        <Field label={t("calendar.absence.reason")} required error={errors.reason?.message} description={t("calendar.absence.reasonNote")}>
          {(control) => <Textarea {...control} rows={3} maxLength={ATTENDANCE_REASON_MAX} {...form.register("reason")} data-testid="absence-reason" />}
        </Field>
        {failure ? <Alert kind="error" title={failure} /> : null}
        <Button type="submit" disabled={create.isPending} className="min-h-11" data-testid="absence-submit">
          <Send aria-hidden="true" />
          {t(create.isPending ? "calendar.absence.sending" : "calendar.absence.submit")}
        </Button>
      </form>
    </Card>
  );
}

function ReportedAbsences() {
  const t = useT();
  const reports = useAbsenceReports();
  return (
    <div className="space-y-3">
      <h3 className="text-xl font-semibold">{t("calendar.absence.listTitle")}</h3>
      <QueryState
        query={reports}
        errorTitle={t("calendar.absence.listLoadError")}
        isEmpty={(list: AbsenceReport[]) => list.length === 0}
        empty={<p data-testid="no-absence-reports">{t("calendar.absence.none")}</p>}
      >
        {(list) => (
          <ul className="space-y-3">
            {list.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function ReportCard({ report }: { report: AbsenceReport }) {
  const t = useT();
  const locale = useLocale();
  const withdraw = useWithdrawAbsence();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = report.toDate < useSchoolToday();
  const days =
    report.fromDate === report.toDate
      ? formatLongCalendarDayIn(report.fromDate, locale)
      : t("calendar.absence.days", { from: formatLongCalendarDayIn(report.fromDate, locale), to: formatLongCalendarDayIn(report.toDate, locale) });
  const confirm = async () => {
    setError(null);
    try {
      await withdraw.mutateAsync(report.id);
      toast({ variant: "success", title: t("calendar.absence.withdrawn") });
      setOpen(false);
    } catch (e) {
      setError(formErrorMessage(e));
    }
  };
  return (
    <Card className="space-y-2 p-4" data-testid="absence-report">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <CalendarX2 className="size-4 shrink-0" aria-hidden="true" />
            {t("calendar.absence.card", { child: report.childName, days })}
          </p>
          <p className="whitespace-pre-line text-sm">{report.reason}</p>
          <p className="text-sm text-muted-foreground">{t("calendar.absence.reportedAt", { when: formatWhen(report.createdAt, locale) })}</p>
        </div>
        {report.withdrawnAt ? (
          <Badge>{t("calendar.absence.withdrawnAt", { when: formatWhen(report.withdrawnAt, locale) })}</Badge>
        ) : over ? (
          <Badge>{t("calendar.absence.over")}</Badge>
        ) : (
          <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)} data-testid="absence-withdraw">
            <Undo2 aria-hidden="true" />
            {t("calendar.absence.withdraw")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title={t("calendar.absence.withdrawTitle")}
        confirmLabel={t("calendar.absence.withdraw")}
        busyLabel={t("calendar.absence.withdrawing")}
        busy={withdraw.isPending}
        onConfirm={() => void confirm()}
        error={error}
        destructive
      >
        <p>{t("calendar.absence.withdrawText", { child: report.childName, days })}</p>
      </ConfirmDialog>
    </Card>
  );
}
