/**
 * "Give points" on /teacher/classes: a button that opens a dialog to give 1-5 points for one of the
 * school's skills to one child, several or the whole class, with a note; under the form, the class's
 * recent points with Undo for 10 minutes (the giver's own only: a correction, never a minus).
 */
import { Check, Gift, Undo2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DialogActions, GuardedDialog } from "~/components/ui/dialog-kit";
import { QueryState } from "~/components/ui/query-state";
import { serverMessage } from "~/lib/api";
import { formatWhen } from "~/lib/dates";
import { useLocale, useLocalize, useT } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import { MAX_POINTS, MIN_POINTS } from "#common/learning/badges";
import { awardPointsSchema, type ClassPoints, type PointAward } from "#common/schemas/learning/rewards";
import { pictureOf } from "~/components/learning/reward-pictures";
import { useClassPoints, useGivePoints, useUndoPoints } from "./rewards-api";

const POINT_CHOICES = Array.from({ length: MAX_POINTS - MIN_POINTS + 1 }, (_, i) => MIN_POINTS + i);

export function GivePointsButton({ classId, className }: { classId: string; className: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="give-points">
        <Gift aria-hidden="true" />
        {t("classroom.points.give")}
      </Button>
      {open ? <GivePointsDialog classId={classId} className={className} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function GivePointsDialog({
  classId,
  className,
  open,
  onOpenChange,
}: {
  classId: string;
  className: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const points = useClassPoints(classId, open);
  const give = useGivePoints(classId);
  return (
    <GuardedDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={give.isPending}
      title={t("classroom.points.dialogTitle", { className })}
      description={t("classroom.points.dialogText")}
      className="max-w-3xl"
      data-testid="give-points-dialog"
    >
      <QueryState query={points} errorTitle={t("classroom.points.loadError")}>
        {(data) => <GivePointsForm data={data} classId={classId} give={give} />}
      </QueryState>
    </GuardedDialog>
  );
}

function GivePointsForm({ data, classId, give }: { data: ClassPoints; classId: string; give: ReturnType<typeof useGivePoints> }) {
  const t = useT();
  const localize = useLocalize();
  const [children, setChildren] = useState<string[]>([]);
  const [skillId, setSkillId] = useState<string | null>(null);
  const [amount, setAmount] = useState(1);
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const ids = { children: useId(), skill: useId(), points: useId(), note: useId() };
  const all = data.children.length > 0 && children.length === data.children.length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (give.isPending) return;
    setDone(null);
    const parsed = awardPointsSchema.safeParse({ classId, studentIds: children, skillId: skillId ?? "", points: amount, note });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), localize(i.message)])));
      return;
    }
    setErrors({});
    try {
      await give.mutateAsync(parsed.data);
      const skill = data.skills.find((s) => s.id === skillId)?.name ?? t("classroom.points.theSkill");
      const names = data.children.filter((c) => children.includes(c.id)).map((c) => c.name);
      setDone(
        names.length === data.children.length && names.length > 2
          ? t("classroom.points.givenToClass", { points: amount, skill })
          : t("classroom.points.given", { points: amount, skill, names: names.join(", ") }),
      );
      setChildren([]);
      setNote("");
    } catch {
      // The alert below shows the server's message.
    }
  };

  if (data.children.length === 0) return <p>{t("classroom.points.noChildren")}</p>;
  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-6" aria-label={t("classroom.points.give")}>
        {give.isError ? (
          <Alert kind="error" title={t("classroom.points.notGiven")}>
            {serverMessage(give.error) ? <p>{serverMessage(give.error)}</p> : null}
          </Alert>
        ) : null}
        {done ? (
          <Alert kind="info" title={done} data-testid="points-given">
            <p>{t("classroom.points.undoHint")}</p>
          </Alert>
        ) : null}
        <fieldset className="space-y-3" aria-describedby={errors.studentIds ? `${ids.children}-error` : undefined}>
          <legend className="font-semibold">{t("classroom.points.children")}</legend>
          <Button type="button" variant="outline" size="sm" onClick={() => setChildren(all ? [] : data.children.map((c) => c.id))} data-testid="whole-class">
            {all ? t("classroom.points.clearChoice") : t("classroom.points.wholeClass")}
          </Button>
          <ul className="grid gap-2 sm:grid-cols-2">
            {data.children.map((child) => {
              const checked = children.includes(child.id);
              return (
                <li key={child.id}>
                  <label className={cn("flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3", checked && "border-primary bg-primary/10")}>
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={checked}
                      onChange={(e) => setChildren((current) => (e.target.checked ? [...current, child.id] : current.filter((id) => id !== child.id)))}
                    />
                    {child.name}
                  </label>
                </li>
              );
            })}
          </ul>
          {errors.studentIds ? (
            <p id={`${ids.children}-error`} className="text-sm font-medium text-destructive">
              {errors.studentIds}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="space-y-3" aria-describedby={errors.skillId ? `${ids.skill}-error` : undefined}>
          <legend className="font-semibold">{t("classroom.points.skill")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {data.skills.map((skill) => {
              const Icon = pictureOf(skill.icon);
              const chosen = skillId === skill.id;
              return (
                <label
                  key={skill.id}
                  className={cn(
                    "flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 p-2 text-center text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                    chosen ? "border-primary bg-primary/10" : "border-border",
                  )}
                >
                  <input type="radio" name="skill" value={skill.id} checked={chosen} onChange={() => setSkillId(skill.id)} className="sr-only" />
                  <Icon className="size-8" aria-hidden="true" />
                  {skill.name}
                  {chosen ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
                </label>
              );
            })}
          </div>
          {errors.skillId ? (
            <p id={`${ids.skill}-error`} className="text-sm font-medium text-destructive">
              {errors.skillId}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="font-semibold">{t("classroom.points.points")}</legend>
          <div className="flex flex-wrap gap-2">
            {POINT_CHOICES.map((n) => (
              <label
                key={n}
                className={cn(
                  "grid size-12 cursor-pointer place-items-center rounded-full border-2 text-lg font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                  amount === n ? "border-primary bg-primary text-primary-foreground" : "border-border",
                )}
              >
                <input type="radio" name="points" value={n} checked={amount === n} onChange={() => setAmount(n)} className="sr-only" />
                {n} <span className="sr-only">{t("classroom.points.pointWord", { count: n })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-2">
          <label htmlFor={ids.note} className="font-semibold">
            {t("classroom.points.note")}
          </label>
          <input
            id={ids.note}
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
            aria-invalid={errors.note ? true : undefined}
            className="min-h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            placeholder={t("classroom.points.notePlaceholder")}
          />
          {errors.note ? <p className="text-sm font-medium text-destructive">{errors.note}</p> : null}
        </div>
        <DialogActions
          busy={give.isPending}
          submitLabel={t("classroom.points.submit", { points: amount })}
          busyLabel={t("classroom.points.giving")}
          cancelLabel={t("classroom.points.close")}
          icon={<Gift aria-hidden="true" />}
        />
      </form>
      <RecentAwards awards={data.awards} classId={classId} />
    </div>
  );
}

function RecentAwards({ awards, classId }: { awards: PointAward[]; classId: string }) {
  const t = useT();
  const locale = useLocale();
  const undo = useUndoPoints(classId);
  return (
    <section aria-labelledby="recent-points-title" className="space-y-3 border-t pt-4">
      <h3 id="recent-points-title" className="font-semibold">
        {t("classroom.points.recent")}
      </h3>
      {undo.isError ? (
        <Alert kind="error" title={t("classroom.points.notUndone")}>
          {serverMessage(undo.error) ? <p>{serverMessage(undo.error)}</p> : null}
        </Alert>
      ) : null}
      {awards.length === 0 ? (
        <p className="text-muted-foreground">{t("classroom.points.noneYet")}</p>
      ) : (
        <ul className="space-y-2" data-testid="recent-points">
          {awards.map((a) => {
            const Icon = pictureOf(a.skillIcon);
            return (
              <li key={a.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
                <Icon className="size-6 shrink-0" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{t("classroom.points.award", { child: a.childName, points: a.points, skill: a.skillName })}</p>
                  <p className="text-sm text-muted-foreground">{[formatWhen(a.awardedAt, locale), a.awardedBy, a.note].filter(Boolean).join(" · ")}</p>
                </div>
                {a.canUndo ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-disabled={undo.isPending || undefined}
                    onClick={() => (undo.isPending ? undefined : undo.mutate(a.id))}
                    aria-label={t("classroom.points.undoLabel", { points: a.points, skill: a.skillName, child: a.childName })}
                  >
                    <Undo2 aria-hidden="true" />
                    {t("classroom.points.undo")}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
