/**
 * /parent/calendar: `Report an absence` (which child, from, to, why) and the family's reported
 * absences, with `Withdraw` while one is not over. Every guardian of a child sees the reports of the
 * others. The child's teachers are told by the server; an excused absence is never reported to the
 * family as unexplained.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarX2, Send, Undo2 } from "lucide-react";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
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
import { formatLongCalendarDay } from "#common/calendar-date";
import { ATTENDANCE_REASON_MAX } from "#common/learning/attendance";
import { absenceReportSchema } from "#common/schemas/learning/attendance";

import { useAbsenceReports, useFamilyChildList, useReportAbsence, useWithdrawAbsence, type AbsenceReport, type AbsenceReportInput } from "./attendance-api";
import { useIsFamily } from "./family-role";
import { schoolToday } from "./time";
import { childFullName } from "#common/learning/child-name";

const FIELDS = ["studentId", "fromDate", "toDate", "reason"] as const;

export function AbsenceReports() {
  return useIsFamily() ? <FamilyAbsenceReports /> : null;
}

function FamilyAbsenceReports() {
  const children = useFamilyChildList();
  return (
    <section aria-labelledby="absence-title" className="space-y-6" data-testid="absence-reports">
      <PanelHeader
        id="absence-title"
        title="Report an absence"
        description="Tell your child's teachers in advance when your child will miss school. The absence is then excused, and the teachers see your note when they take attendance."
      />
      <QueryState
        query={children}
        errorTitle="Your children could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={
          <Card>
            <p>No children are linked to your account yet.</p>
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
  const create = useReportAbsence();
  const [failure, setFailure] = useState<string | null>(null);
  const today = schoolToday();
  const form = useForm<AbsenceReportInput>({
    resolver: zodResolver(absenceReportSchema(today) as never) as unknown as Resolver<AbsenceReportInput>,
    defaultValues: { studentId: options.length === 1 ? options[0]!.id : "", fromDate: today, toDate: today, reason: "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const report = await create.mutateAsync({ ...values, reason: values.reason.trim() });
      toast({ variant: "success", title: `Absence reported for ${report.childName}`, description: "Their teachers have been told." });
      form.reset({ ...values, reason: "" });
    } catch (error) {
      if (showFieldErrors(error, FIELDS, form.setError) === 0) setFailure(formErrorMessage(error));
    }
  });
  return (
    <Card className="p-5">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Report an absence">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Child" required error={errors.studentId?.message}>
            {(control) => (
              <Select {...control} {...form.register("studentId")} data-testid="absence-child">
                {options.length > 1 ? <option value="">Choose a child</option> : null}
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="First day away" required error={errors.fromDate?.message}>
            {(control) => <Input {...control} type="date" min={today} {...form.register("fromDate")} data-testid="absence-from" />}
          </Field>
          <Field label="Last day away" required error={errors.toDate?.message}>
            {(control) => <Input {...control} type="date" min={today} {...form.register("toDate")} data-testid="absence-to" />}
          </Field>
        </div>
        <Field
          label="Why your child will be away"
          required
          error={errors.reason?.message}
          description="Your child's teachers read this. For example: a doctor's appointment."
        >
          {(control) => <Textarea {...control} rows={3} maxLength={ATTENDANCE_REASON_MAX} {...form.register("reason")} data-testid="absence-reason" />}
        </Field>
        {failure ? <Alert kind="error" title={failure} /> : null}
        <Button type="submit" disabled={create.isPending} className="min-h-11" data-testid="absence-submit">
          <Send aria-hidden="true" />
          {create.isPending ? "Sending..." : "Report the absence"}
        </Button>
      </form>
    </Card>
  );
}

function ReportedAbsences() {
  const reports = useAbsenceReports();
  return (
    <div className="space-y-3">
      <h3 className="text-xl font-semibold">Reported absences</h3>
      <QueryState
        query={reports}
        errorTitle="Your reported absences could not be loaded."
        isEmpty={(list: AbsenceReport[]) => list.length === 0}
        empty={<p data-testid="no-absence-reports">You have not reported an absence.</p>}
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
  const withdraw = useWithdrawAbsence();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = report.toDate < schoolToday();
  const days =
    report.fromDate === report.toDate
      ? formatLongCalendarDay(report.fromDate)
      : `${formatLongCalendarDay(report.fromDate)} to ${formatLongCalendarDay(report.toDate)}`;
  const confirm = async () => {
    setError(null);
    try {
      await withdraw.mutateAsync(report.id);
      toast({ variant: "success", title: "Absence report withdrawn" });
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
            {report.childName}: {days}
          </p>
          <p className="whitespace-pre-line text-sm">{report.reason}</p>
          <p className="text-sm text-muted-foreground">Reported {formatWhen(report.createdAt)}</p>
        </div>
        {report.withdrawnAt ? (
          <Badge>Withdrawn {formatWhen(report.withdrawnAt)}</Badge>
        ) : over ? (
          <Badge>Over</Badge>
        ) : (
          <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)} data-testid="absence-withdraw">
            <Undo2 aria-hidden="true" />
            Withdraw
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setError(null);
        }}
        title="Withdraw this absence report?"
        confirmLabel="Withdraw"
        busyLabel="Withdrawing..."
        busy={withdraw.isPending}
        onConfirm={() => void confirm()}
        error={error}
        destructive
      >
        <p>
          {report.childName}'s teachers will expect them on {days}. If your child misses a class after all, the absence will count as unexplained.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
