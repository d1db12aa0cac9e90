/**
 * Per-child changes of one piece of work: the class's children (those with accommodations marked),
 * each with their change if any (a later due date, reduced work, read-aloud, excused), set in a
 * dialog or removed. Only for work that has been saved (the changes belong to it).
 */
import { Pencil, Trash2, UserCog } from "lucide-react";
import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/ui/dialog-kit";
import { Field } from "~/components/ui/form-field";
import { Input, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { fieldErrorsOf } from "~/lib/form-errors";
import { formatWhen } from "~/lib/dates";
import { useLocale, useT } from "~/lib/i18n";
import { REDUCED_WORK_MAX, type AdjustmentDetail, type AssignmentDetail, type ClassChild } from "#common/schemas/learning/assignments";
import { afterContentChange, contentApi } from "./assignments-api";

/** The accommodation plans the school records, by their stored value. */
const PLAN_IDS = { iep: "assignments.changes.plan.iep", "504": "assignments.changes.plan.504" } as const;

type T = ReturnType<typeof useT>;

function planLabel(plan: string, t: T): string {
  return Object.hasOwn(PLAN_IDS, plan) ? t(PLAN_IDS[plan as keyof typeof PLAN_IDS]) : plan;
}

export function ChildChanges({ detail }: { detail: AssignmentDetail }) {
  const titleId = useId();
  const [editing, setEditing] = useState<ClassChild | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const client = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const byChild = new Map(detail.adjustments.map((a) => [a.studentId, a]));
  const remove = async (child: ClassChild) => {
    if (busy) return;
    setBusy(child.id);
    try {
      const result = await contentApi.removeAdjustment(detail.assignment.id, child.id);
      await afterContentChange(client, result.data);
      toast({ variant: "success", title: t("assignments.changes.removed", { name: child.name }) });
    } catch (error) {
      toast({ variant: "destructive", title: t("assignments.changes.failed"), description: serverMessage(error) ?? t("assignments.tryAgain") });
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid="child-changes">
      <h3 id={titleId} className="text-lg font-bold tracking-tight">
        {t("assignments.changes.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("assignments.changes.intro")}</p>
      {detail.children.length === 0 ? (
        <p className="text-muted-foreground">{t("assignments.changes.noChildren")}</p>
      ) : (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={t("assignments.changes.children")}>
          {detail.children.map((child) => {
            const change = byChild.get(child.id);
            return (
              <li key={child.id} className="flex flex-wrap items-center justify-between gap-3 p-3" data-testid="child-row">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{child.name}</span>
                    {child.hasAccommodations ? (
                      <Badge className="border-primary/50">
                        <UserCog className="mr-1 size-3.5" aria-hidden="true" />
                        {child.accommodationPlan
                          ? t("assignments.changes.accommodationsPlan", { plan: planLabel(child.accommodationPlan, t) })
                          : t("assignments.changes.accommodations")}
                      </Badge>
                    ) : null}
                  </p>
                  {child.accommodations ? <p className="text-sm text-muted-foreground whitespace-pre-line">{child.accommodations}</p> : null}
                  {change ? (
                    <p className="text-sm" data-testid="child-change">
                      {describe(change, t, locale)}
                    </p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(child)}
                    aria-label={change ? t("assignments.changes.editLabel", { name: child.name }) : t("assignments.changes.addLabel", { name: child.name })}
                  >
                    <Pencil aria-hidden="true" />
                    {change ? t("assignments.edit") : t("assignments.changes.change")}
                  </Button>
                  {change ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void remove(child)}
                      aria-busy={busy === child.id}
                      aria-label={t("assignments.changes.removeLabel", { name: child.name })}
                    >
                      <Trash2 aria-hidden="true" />
                      {t("assignments.changes.remove")}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing ? <ChangeDialog detail={detail} child={editing} change={byChild.get(editing.id)} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function describe(change: AdjustmentDetail, t: T, locale: string): string {
  const parts = [
    change.dueAt ? t("assignments.changes.due", { when: formatWhen(change.dueAt, locale) }) : null,
    change.reducedWork ? t("assignments.changes.reducedWork", { text: change.reducedWork }) : null,
    change.readAloud ? t("assignments.changes.readAloud") : null,
    change.excused ? t("assignments.changes.excused") : null,
  ].filter(Boolean);
  return parts.join(" · ");
}

function ChangeDialog({
  detail,
  child,
  change,
  onClose,
}: {
  detail: AssignmentDetail;
  child: ClassChild;
  change: AdjustmentDetail | undefined;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [date, setDate] = useState(change?.due?.date ?? "");
  const [time, setTime] = useState(change?.due?.time ?? detail.assignment.due?.time ?? "15:00");
  const [reducedWork, setReducedWork] = useState(change?.reducedWork ?? "");
  const [readAloud, setReadAloud] = useState(change?.readAloud ?? false);
  const [excused, setExcused] = useState(change?.excused ?? false);
  const readId = useId();
  const excusedId = useId();
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const result = await contentApi.setAdjustment(detail.assignment.id, child.id, {
        due: date ? { date, time } : null,
        reducedWork: reducedWork.trim() || null,
        readAloud,
        excused,
      });
      await afterContentChange(client, result.data);
      toast({ variant: "success", title: t("assignments.changes.saved", { name: child.name }) });
      onClose();
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(Object.fromEntries(found.map((e) => [e.field, e.message])));
      setFailure(
        found.find((e) => e.field === "body")?.message ??
          (found.length > 0 ? t("assignments.checkFields") : (serverMessage(error) ?? t("assignments.changes.saveFailed"))),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={busy}
      title={t("assignments.changes.dialogTitle", { name: child.name })}
      description={
        detail.assignment.due ? t("assignments.changes.classDue", { when: formatWhen(detail.assignment.dueAt, locale) }) : t("assignments.changes.noClassDue")
      }
      label={t("assignments.changes.dialogTitle", { name: child.name })}
      error={failure}
      submitLabel={t("assignments.changes.save")}
      busyLabel={t("assignments.saving")}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="child-change-dialog"
    >
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold">{t("assignments.changes.laterDue")}</legend>
        <Field label={t("assignments.changes.date")} error={errors["due.date"]}>
          {(c) => <Input {...c} type="date" value={date} onChange={(e) => setDate(e.target.value)} data-testid="child-due-date" />}
        </Field>
        <Field label={t("assignments.changes.time")} error={errors["due.time"]}>
          {(c) => <Input {...c} type="time" value={time} onChange={(e) => setTime(e.target.value)} data-testid="child-due-time" />}
        </Field>
      </fieldset>
      <Field
        label={t("assignments.changes.reducedWorkField")}
        description={t("assignments.changes.reducedWorkNote", { max: REDUCED_WORK_MAX })}
        error={errors.reducedWork}
      >
        {(c) => <Textarea {...c} value={reducedWork} maxLength={REDUCED_WORK_MAX} onChange={(e) => setReducedWork(e.target.value)} />}
      </Field>
      <div className="space-y-2">
        <div className="flex min-h-11 items-center gap-3">
          <input id={readId} type="checkbox" className="size-5 accent-primary" checked={readAloud} onChange={(e) => setReadAloud(e.target.checked)} />
          <label htmlFor={readId}>{t("assignments.changes.readAloudField")}</label>
        </div>
        <div className="flex min-h-11 items-center gap-3">
          <input id={excusedId} type="checkbox" className="size-5 accent-primary" checked={excused} onChange={(e) => setExcused(e.target.checked)} />
          <label htmlFor={excusedId}>{t("assignments.changes.excusedField")}</label>
        </div>
      </div>
    </FormDialog>
  );
}
