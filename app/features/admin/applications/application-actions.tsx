import { ArrowRight, GitMerge, Send, Split } from "lucide-react";
import { useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Select, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import type { ApplicationStatus } from "#common/application-status";
import { GRADE_LEVELS, gradeLabel, gradeNameWithAges } from "#common/grades";
import { gradeReviewSchema, NOTE_MAX, statusChangeSchema } from "#common/schemas/admin-applications";
import { useDuplicateReview, useGradeReview, useStatusChange, type ApplicationDetail } from "./applications-api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { familyChoiceText, formatDay, formatWhen, StatusBadge, statusText } from "./format";

function NoteField({ value, onChange, label }: { value: string; onChange: (value: string) => void; label?: string }) {
  const t = useT();
  return (
    <Field label={label ?? t("office.actions.note")} description={t("office.actions.noteHint")}>
      {(control) => <Textarea {...control} className="min-h-20" value={value} maxLength={NOTE_MAX} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** A card's heading, focusable from script: focus lands here after an action that removed its button. */
function CardHeading({ children, headingRef }: { children: string; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none focus-visible:outline-3 focus-visible:outline-ring">
      {children}
    </h3>
  );
}

/** After a success, focus goes to the card's heading (the form or buttons may be gone); after Cancel, back to the button. */
function useFocusAfterSuccess() {
  const heading = useRef<HTMLHeadingElement>(null);
  const target = useRef<HTMLElement | null>(null);
  return {
    heading,
    target,
    succeeded: () => {
      target.current = heading.current;
    },
    reset: () => {
      target.current = null;
    },
  };
}

/** A link that opens another application in the same screen (filters kept). */
function ApplicationLink({ applicationId }: { applicationId: string }) {
  const [searchParams] = useSearchParams();
  const next = new URLSearchParams(searchParams);
  next.set("application", applicationId);
  return (
    <Link to={`?${next.toString()}`} className="font-mono font-semibold text-primary underline underline-offset-4">
      {applicationId}
    </Link>
  );
}

export function StatusChange({ data }: { data: ApplicationDetail }) {
  const t = useT();
  const richT = useRichT();
  const locale = useLocale();
  const mutation = useStatusChange(data.applicationId);
  const focus = useFocusAfterSuccess();
  const [target, setTarget] = useState<ApplicationStatus | "">("");
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const recipients = [data.parentEmail, data.secondaryGuardianEmail].filter((e): e is string => !!e);
  const chosen = target && data.allowedStatuses.includes(target) ? target : "";

  function review(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const parsed = statusChangeSchema.safeParse({ status: chosen || undefined, note });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((i) => i.path[0] === "status")?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    focus.reset();
    setConfirming(true);
  }

  function confirm() {
    if (!chosen) return;
    mutation.mutate(
      { status: chosen, from: data.status, note },
      {
        onSuccess: (answer) => {
          focus.succeeded();
          setConfirming(false);
          setTarget("");
          setNote("");
          toast({ variant: "success", title: t("office.status.changed"), description: answer.message });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(serverMessage(failure) ?? t("office.actions.failed"));
        },
      },
    );
  }

  return (
    <Card className="space-y-4 p-5">
      <CardHeading headingRef={focus.heading}>{t("office.status.title")}</CardHeading>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {t("office.status.now")}
        <StatusBadge status={data.status} />
      </p>
      {error ? <Alert kind="error" title={error} /> : null}
      {data.allowedStatuses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("office.status.final", { status: statusText(t, data.status) })}</p>
      ) : (
        <form onSubmit={review} className="space-y-4" noValidate>
          <Field
            label={t("office.status.new")}
            required
            error={fieldError}
            description={chosen ? t("office.status.familyReads", { meaning: t(`family.dashboard.status.${chosen}.meaning`) }) : undefined}
          >
            {(control) => (
              <Select {...control} value={chosen} onChange={(e) => (setTarget(e.target.value as ApplicationStatus), setFieldError(undefined))}>
                <option value="">{t("office.status.choose")}</option>
                {data.allowedStatuses.map((s) => (
                  <option key={s} value={s}>
                    {statusText(t, s)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <NoteField value={note} onChange={setNote} />
          <Button type="submit">
            <Send aria-hidden="true" />
            {t("office.status.submit")}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={chosen ? t("office.status.confirmTitle", { status: statusText(t, chosen) }) : t("office.status.confirmTitleNone")}
        description={t("office.status.confirmText", { recipients: new Intl.ListFormat(locale, { type: "conjunction" }).format(recipients) })}
        confirmLabel={t("office.status.confirm")}
        focusAfterClose={focus.target}
        busy={mutation.isPending}
        onConfirm={confirm}
      >
        {chosen ? (
          <>
            <p>
              {richT("office.status.moves", {
                applicationId: data.applicationId,
                from: statusText(t, data.status),
                to: statusText(t, chosen),
                id: (chunks: ReactNode[]) => <span className="font-mono">{chunks}</span>,
                b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
              })}
            </p>
            <p>
              {t("office.status.letter", {
                meaning: t(`family.dashboard.status.${chosen}.meaning`),
                nextStep: t(`family.dashboard.status.${chosen}.nextStep`),
              })}
            </p>
            <p className="text-muted-foreground">{note.trim() ? t("office.status.noteKept") : t("office.status.noNote")}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}

export function GradeReview({ data }: { data: ApplicationDetail }) {
  const t = useT();
  const richT = useRichT();
  const language = useLanguage();
  const locale = useLocale();
  const gradeText = (value: string | null) => gradeLabel(value, "name", undefined, language);
  const g = data.gradeConflict;
  const mutation = useGradeReview(data.applicationId);
  const focus = useFocusAfterSuccess();
  const [grade, setGrade] = useState("");
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();

  function review(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const parsed = gradeReviewSchema.safeParse({ placementGrade: grade || undefined, note });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((i) => i.path[0] === "placementGrade")?.message ?? parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    focus.reset();
    setConfirming(true);
  }

  function confirm() {
    mutation.mutate(
      { placementGrade: grade, note },
      {
        onSuccess: (answer) => {
          focus.succeeded();
          setConfirming(false);
          toast({ variant: "success", title: t("office.grade.decided"), description: answer.message });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(serverMessage(failure) ?? t("office.actions.failed"));
        },
      },
    );
  }

  return (
    <Card className="space-y-4 p-5">
      <CardHeading headingRef={focus.heading}>{t("office.grade.title")}</CardHeading>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("office.grade.requested")}</dt>
          <dd className="font-medium">{gradeText(data.childGradeRequested)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("office.grade.fromBirth")}</dt>
          <dd className="font-medium">{gradeText(data.calculatedGrade)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">{t("office.application.familyChoice")}</dt>
          <dd className="font-medium">{g.familyChoice ? familyChoiceText(t, g.familyChoice) : t("office.application.notAnswered")}</dd>
        </div>
      </dl>
      {error ? <Alert kind="error" title={error} /> : null}
      {g.reviewedAt ? (
        <p className="text-sm">
          {richT("office.grade.placedIn", {
            grade: gradeText(g.placementGrade),
            who: g.reviewedBy ?? t("office.formerStaff"),
            when: formatWhen(g.reviewedAt, locale),
            b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
          })}
        </p>
      ) : (
        <form onSubmit={review} className="space-y-4" noValidate>
          <Field label={t("office.grade.placement")} required error={fieldError}>
            {(control) => (
              <Select {...control} value={grade} onChange={(e) => (setGrade(e.target.value), setFieldError(undefined))}>
                <option value="">{t("office.grade.choose")}</option>
                {GRADE_LEVELS.map((level) => (
                  <option key={level.applicationValue} value={level.applicationValue}>
                    {gradeNameWithAges(level, language)}
                    {level.applicationValue === data.childGradeRequested ? t("office.grade.requestedMark") : ""}
                    {level.applicationValue === data.calculatedGrade ? t("office.grade.fromBirthMark") : ""}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <NoteField value={note} onChange={setNote} />
          <Button type="submit" variant="secondary">
            {t("office.grade.submit")}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("office.grade.confirmTitle", { grade: gradeText(grade) })}
        description={t("office.grade.confirmText")}
        confirmLabel={t("office.grade.submit")}
        focusAfterClose={focus.target}
        busy={mutation.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}

export function DuplicateReview({ data }: { data: ApplicationDetail }) {
  const t = useT();
  const richT = useRichT();
  const locale = useLocale();
  const d = data.duplicate;
  const mutation = useDuplicateReview(data.applicationId);
  const focus = useFocusAfterSuccess();
  const [note, setNote] = useState("");
  const [confirming, setConfirming] = useState<"merged" | "dismissed" | null>(null);
  const [error, setError] = useState<string>();

  function confirm() {
    if (!confirming) return;
    mutation.mutate(
      { decision: confirming, note },
      {
        onSuccess: (answer) => {
          focus.succeeded();
          setConfirming(null);
          toast({
            variant: "success",
            title: confirming === "merged" ? t("office.duplicate.merged") : t("office.duplicate.dismissed"),
            description: answer.message,
          });
        },
        onError: (failure) => {
          setConfirming(null);
          setError(serverMessage(failure) ?? t("office.actions.failed"));
        },
      },
    );
  }

  return (
    <Card className="space-y-4 p-5">
      <CardHeading headingRef={focus.heading}>{d.of ? t("office.duplicate.title") : t("office.duplicate.later")}</CardHeading>
      {d.of ? (
        <p className="text-sm">
          {richT("office.duplicate.earlier", {
            link: <ApplicationLink applicationId={d.of.applicationId} />,
            status: <StatusBadge status={d.of.status} />,
            day: formatDay(d.of.createdAt, locale),
          })}
        </p>
      ) : null}
      {error ? <Alert kind="error" title={error} /> : null}
      {d.of && d.decision ? (
        <p className="text-sm">
          {t("office.duplicate.decided", { decision: d.decision, who: d.reviewedBy ?? t("office.formerStaff"), when: formatWhen(d.reviewedAt, locale) })}
        </p>
      ) : d.of ? (
        <div className="space-y-4">
          <NoteField value={note} onChange={setNote} />
          <div className="flex flex-wrap gap-2">
            {/* The id is random, and some ids set in one line are wider than a phone's card. */}
            <Button
              variant="secondary"
              className="h-auto min-h-10 whitespace-normal"
              onClick={() => (setError(undefined), focus.reset(), setConfirming("merged"))}
            >
              <GitMerge aria-hidden="true" />
              {t("office.duplicate.merge", { id: d.of.applicationId })}
            </Button>
            <Button variant="outline" onClick={() => (setError(undefined), focus.reset(), setConfirming("dismissed"))}>
              <Split aria-hidden="true" />
              {t("office.duplicate.dismiss")}
            </Button>
          </div>
        </div>
      ) : null}
      {d.laterApplications.length > 0 ? (
        <div className="space-y-2 text-sm">
          {d.of ? <h4 className="font-semibold">{t("office.duplicate.later")}</h4> : null}
          <ul className="space-y-1">
            {d.laterApplications.map((later) => (
              <li key={later.applicationId} className="flex flex-wrap items-center gap-2">
                <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                <ApplicationLink applicationId={later.applicationId} />
                <StatusBadge status={later.status} />
                <span className="text-muted-foreground">
                  {formatDay(later.createdAt, locale)}
                  {later.decision === "merged"
                    ? t("office.duplicate.mergedHere")
                    : later.decision === "dismissed"
                      ? t("office.duplicate.notDuplicate")
                      : t("office.duplicate.toReview")}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {d.of ? (
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={confirming === "merged" ? t("office.duplicate.mergeTitle", { id: d.of.applicationId }) : t("office.duplicate.dismissTitle")}
          description={
            confirming === "merged"
              ? t("office.duplicate.mergeText", { applicationId: data.applicationId, id: d.of.applicationId })
              : t("office.duplicate.dismissText")
          }
          confirmLabel={confirming === "merged" ? t("office.duplicate.mergeConfirm") : t("office.duplicate.dismissConfirm")}
          destructive={confirming === "merged"}
          focusAfterClose={focus.target}
          busy={mutation.isPending}
          onConfirm={confirm}
        />
      ) : null}
    </Card>
  );
}
