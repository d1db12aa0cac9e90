import { zodResolver } from "@hookform/resolvers/zod";
import { DoorOpen, Undo2 } from "lucide-react";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { formatCalendarDay, formatWhen, schoolToday, useSchoolToday } from "~/lib/dates";
import { showFieldErrors } from "~/lib/form-errors";
import { useLocale, useT } from "~/lib/i18n";
import { childFullName } from "#common/learning/child-name";
import type { StudentRecord } from "#common/schemas/learning/students";
import { reEnrolmentSchema, withdrawalSchema, type ReEnrolmentInput, type WithdrawalCredit, type WithdrawalInput } from "#common/schemas/learning/withdrawals";
import { formatMoney } from "#common/tuition";
import { useReEnrolStudent, useWithdrawStudent } from "./students-api";

/**
 * The child's place at the school (issue 36, "Withdraw a child"): withdraw them from a day with a reason,
 * or, once withdrawn, re-enrol them; every leaving and return stays listed. After a withdrawal the card
 * names what the tuition credit wrote and what the family already paid for the days after, to refund.
 */
export function StudentWithdrawal({ record }: { record: StudentRecord }) {
  const t = useT();
  const locale = useLocale();
  const [dialog, setDialog] = useState<"withdraw" | "re-enrol" | null>(null);
  const [credits, setCredits] = useState<WithdrawalCredit[]>([]);
  const name = childFullName(record);
  const open = record.withdrawals.find((w) => w.reEnrolledOn === null);
  const toRefund = credits.filter((c) => c.toRefundCents > 0);

  return (
    <Card className="space-y-4 p-5" role="region" aria-labelledby="withdrawal-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="withdrawal-title" className="text-lg font-semibold">
          {t("people.withdrawal.title")}
        </h3>
        {open ? (
          <Button variant="outline" size="sm" onClick={() => setDialog("re-enrol")}>
            <Undo2 aria-hidden="true" />
            {t("people.withdrawal.reEnrol")}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setDialog("withdraw")}>
            <DoorOpen aria-hidden="true" />
            {t("people.withdrawal.withdraw")}
          </Button>
        )}
      </div>
      {open ? (
        <Alert
          kind="warning"
          title={t(open.kind === "graduated" ? "people.withdrawal.graduatedFrom" : "people.withdrawal.withdrawnFrom", {
            day: formatCalendarDay(open.withdrawnOn, locale),
          })}
        >
          <p className="break-words">{open.reason}</p>
          <p>{t("people.withdrawal.withdrawnText", { name })}</p>
        </Alert>
      ) : (
        <p className="text-sm text-muted-foreground text-pretty">{t("people.withdrawal.atSchool", { name })}</p>
      )}
      {toRefund.length ? (
        <Alert kind="info" title={t("people.withdrawal.toRefundTitle")}>
          <ul className="list-disc pl-5">
            {toRefund.map((c) => (
              <li key={c.invoiceNumber}>{t("people.withdrawal.toRefund", { invoice: c.invoiceNumber, amount: formatMoney(c.toRefundCents, locale) })}</li>
            ))}
          </ul>
          <Link className="text-primary underline underline-offset-4" to="/admin/operations?tab=billing">
            {t("people.withdrawal.openBilling")}
          </Link>
        </Alert>
      ) : null}
      {record.withdrawals.length ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">{t("people.withdrawal.history", { count: record.withdrawals.length })}</summary>
          <ul className="mt-2 space-y-2">
            {record.withdrawals.map((w) => (
              <li key={w.recordedAt} className="rounded-md border p-3">
                <p>
                  {t(w.kind === "graduated" ? "people.withdrawal.historyGraduated" : "people.withdrawal.historyLeft", {
                    day: formatCalendarDay(w.withdrawnOn, locale),
                    by: w.recordedBy ?? t("people.withdrawal.someone"),
                    when: formatWhen(w.recordedAt, locale),
                  })}
                </p>
                <p className="break-words text-muted-foreground">{w.reason}</p>
                {w.reEnrolledOn ? (
                  <p>
                    {t("people.withdrawal.historyBack", {
                      day: formatCalendarDay(w.reEnrolledOn, locale),
                      by: w.reEnrolledBy ?? t("people.withdrawal.someone"),
                    })}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {dialog === "withdraw" ? <WithdrawDialog record={record} onDone={setCredits} onOpenChange={(o) => setDialog(o ? "withdraw" : null)} /> : null}
      {dialog === "re-enrol" ? <ReEnrolDialog record={record} onOpenChange={(o) => setDialog(o ? "re-enrol" : null)} /> : null}
    </Card>
  );
}

const withdrawResolver = zodResolver(withdrawalSchema) as unknown as Resolver<WithdrawalInput>;

function WithdrawDialog({
  record,
  onDone,
  onOpenChange,
}: {
  record: StudentRecord;
  onDone: (credits: WithdrawalCredit[]) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const withdraw = useWithdrawStudent(record.id);
  const [failure, setFailure] = useState<string | null>(null);
  const name = childFullName(record);
  const today = useSchoolToday();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WithdrawalInput>({ resolver: withdrawResolver, defaultValues: { withdrawnOn: today, reason: "" } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await withdraw.mutateAsync(values);
      onDone(answer.data.credits);
      toast({ variant: "success", title: t("people.withdrawal.done"), description: answer.message });
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, ["withdrawnOn", "reason"], setError) === 0) setFailure(serverMessage(error) ?? t("people.withdrawal.failed"));
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={withdraw.isPending}
      title={t("people.withdrawal.dialogTitle", { name })}
      description={t("people.withdrawal.dialogText", { name })}
      label={t("people.withdrawal.dialogTitle", { name })}
      formClassName="grid gap-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("people.withdrawal.submit")}
      busyLabel={t("people.withdrawal.busy")}
    >
      <Field label={t("people.withdrawal.day")} required error={errors.withdrawnOn?.message} description={t("people.withdrawal.dayHint")}>
        {(c) => <Input {...c} type="date" max={today} className="max-w-48" {...register("withdrawnOn")} />}
      </Field>
      <Field label={t("people.withdrawal.reason")} required error={errors.reason?.message} description={t("people.withdrawal.reasonHint")}>
        {(c) => <Textarea {...c} rows={3} {...register("reason")} />}
      </Field>
    </FormDialog>
  );
}

const reEnrolResolver = zodResolver(reEnrolmentSchema) as unknown as Resolver<ReEnrolmentInput>;

function ReEnrolDialog({ record, onOpenChange }: { record: StudentRecord; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const reEnrol = useReEnrolStudent(record.id);
  const [failure, setFailure] = useState<string | null>(null);
  const name = childFullName(record);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReEnrolmentInput>({ resolver: reEnrolResolver, defaultValues: { reEnrolledOn: schoolToday() } });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await reEnrol.mutateAsync(values);
      toast({ variant: "success", title: t("people.withdrawal.reEnrolled"), description: answer.message });
      onOpenChange(false);
    } catch (error) {
      if (showFieldErrors(error, ["reEnrolledOn"], setError) === 0) setFailure(serverMessage(error) ?? t("people.withdrawal.reEnrolFailed"));
    }
  });
  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      busy={reEnrol.isPending}
      title={t("people.withdrawal.reEnrolTitle", { name })}
      description={t("people.withdrawal.reEnrolText", { name })}
      label={t("people.withdrawal.reEnrolTitle", { name })}
      formClassName="grid gap-4"
      onSubmit={submit}
      error={failure}
      submitLabel={t("people.withdrawal.reEnrolSubmit")}
      busyLabel={t("people.withdrawal.reEnrolBusy")}
    >
      <Field label={t("people.withdrawal.reEnrolDay")} required error={errors.reEnrolledOn?.message}>
        {(c) => <Input {...c} type="date" className="max-w-48" {...register("reEnrolledOn")} />}
      </Field>
    </FormDialog>
  );
}
