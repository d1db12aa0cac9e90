import { ArrowRight, GitMerge, Send, Split } from "lucide-react";
import { useRef, useState, type FormEvent, type RefObject } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field } from "~/components/ui/form-field";
import { Select, Textarea } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { serverMessage } from "~/lib/api";
import { STATUS_FOR_FAMILIES, STATUS_LABELS, statusLabel, type ApplicationStatus } from "#common/application-status";
import { GRADE_LEVELS, gradeLabel } from "#common/grades";
import { FAMILY_CHOICE_LABELS, gradeReviewSchema, NOTE_MAX, statusChangeSchema } from "#common/schemas/admin-applications";
import { useDuplicateReview, useGradeReview, useStatusChange, type ApplicationDetail } from "./applications-api";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatDay, formatWhen, StatusBadge } from "./format";

const FAILED = "Something went wrong. Please try again.";

function NoteField({ value, onChange, label = "Internal note (optional)" }: { value: string; onChange: (value: string) => void; label?: string }) {
  return (
    <Field label={label} description="For staff only: it is kept in the history and never sent to the family.">
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
          toast({ variant: "success", title: "Status changed", description: answer.message });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(serverMessage(failure) ?? FAILED);
        },
      },
    );
  }

  return (
    <Card className="space-y-4 p-5">
      <CardHeading headingRef={focus.heading}>Change status</CardHeading>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        Now: <StatusBadge status={data.status} />
      </p>
      {error ? <Alert kind="error" title={error} /> : null}
      {data.allowedStatuses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{statusLabel(data.status)} is final: this application cannot move to another status.</p>
      ) : (
        <form onSubmit={review} className="space-y-4" noValidate>
          <Field
            label="New status"
            required
            error={fieldError}
            description={chosen ? `The family will read: ${STATUS_FOR_FAMILIES[chosen].meaning}` : undefined}
          >
            {(control) => (
              <Select {...control} value={chosen} onChange={(e) => (setTarget(e.target.value as ApplicationStatus), setFieldError(undefined))}>
                <option value="">Choose a status</option>
                {data.allowedStatuses.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <NoteField value={note} onChange={setNote} />
          <Button type="submit">
            <Send aria-hidden="true" />
            Change status
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={chosen ? `Move to ${STATUS_LABELS[chosen]}?` : "Change status?"}
        description={`The family will be emailed about this change (${recipients.join(" and ")}).`}
        confirmLabel="Change status and email the family"
        focusAfterClose={focus.target}
        busy={mutation.isPending}
        onConfirm={confirm}
      >
        {chosen ? (
          <>
            <p>
              <span className="font-mono">{data.applicationId}</span> moves from <strong>{statusLabel(data.status)}</strong> to{" "}
              <strong>{STATUS_LABELS[chosen]}</strong>.
            </p>
            <p>
              The letter says: “{STATUS_FOR_FAMILIES[chosen].meaning} {STATUS_FOR_FAMILIES[chosen].nextStep}”
            </p>
            <p className="text-muted-foreground">{note.trim() ? "Your internal note is kept in the history and is not sent." : "No internal note."}</p>
          </>
        ) : null}
      </ConfirmDialog>
    </Card>
  );
}

export function GradeReview({ data }: { data: ApplicationDetail }) {
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
          toast({ variant: "success", title: "Grade decided", description: answer.message });
        },
        onError: (failure) => {
          setConfirming(false);
          setError(serverMessage(failure) ?? FAILED);
        },
      },
    );
  }

  return (
    <Card className="space-y-4 p-5">
      <CardHeading headingRef={focus.heading}>Grade conflict</CardHeading>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Requested</dt>
          <dd className="font-medium">{gradeLabel(data.childGradeRequested)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">From date of birth</dt>
          <dd className="font-medium">{gradeLabel(data.calculatedGrade)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground">Family's choice</dt>
          <dd className="font-medium">{g.familyChoice ? FAMILY_CHOICE_LABELS[g.familyChoice] : "Not answered yet"}</dd>
        </div>
      </dl>
      {error ? <Alert kind="error" title={error} /> : null}
      {g.reviewedAt ? (
        <p className="text-sm">
          Placed in <strong>{gradeLabel(g.placementGrade)}</strong> by {g.reviewedBy ?? "a former staff member"} on {formatWhen(g.reviewedAt)}.
        </p>
      ) : (
        <form onSubmit={review} className="space-y-4" noValidate>
          <Field label="Placement grade" required error={fieldError}>
            {(control) => (
              <Select {...control} value={grade} onChange={(e) => (setGrade(e.target.value), setFieldError(undefined))}>
                <option value="">Choose a grade</option>
                {GRADE_LEVELS.map((level) => (
                  <option key={level.applicationValue} value={level.applicationValue}>
                    {level.label}
                    {level.applicationValue === data.childGradeRequested ? " - requested" : ""}
                    {level.applicationValue === data.calculatedGrade ? " - from date of birth" : ""}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <NoteField value={note} onChange={setNote} />
          <Button type="submit" variant="secondary">
            Set placement grade
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Place in ${gradeLabel(grade)}?`}
        description="The placement grade is recorded once; it cannot be changed here afterwards. The family is not emailed."
        confirmLabel="Set placement grade"
        focusAfterClose={focus.target}
        busy={mutation.isPending}
        onConfirm={confirm}
      />
    </Card>
  );
}

export function DuplicateReview({ data }: { data: ApplicationDetail }) {
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
          toast({ variant: "success", title: confirming === "merged" ? "Applications merged" : "Marked as not a duplicate", description: answer.message });
        },
        onError: (failure) => {
          setConfirming(null);
          setError(serverMessage(failure) ?? FAILED);
        },
      },
    );
  }

  return (
    <Card className="space-y-4 p-5">
      <CardHeading headingRef={focus.heading}>{d.of ? "Possible duplicate" : "Later applications for the same child"}</CardHeading>
      {d.of ? (
        <p className="text-sm">
          Earlier application for the same child: <ApplicationLink applicationId={d.of.applicationId} />, <StatusBadge status={d.of.status} />, submitted{" "}
          {formatDay(d.of.createdAt)}.
        </p>
      ) : null}
      {error ? <Alert kind="error" title={error} /> : null}
      {d.of && d.decision ? (
        <p className="text-sm">
          {d.decision === "merged" ? "Merged into the earlier application" : "Reviewed: not a duplicate"} by {d.reviewedBy ?? "a former staff member"} on{" "}
          {formatWhen(d.reviewedAt)}.
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
              Merge into {d.of.applicationId}
            </Button>
            <Button variant="outline" onClick={() => (setError(undefined), focus.reset(), setConfirming("dismissed"))}>
              <Split aria-hidden="true" />
              Not a duplicate
            </Button>
          </div>
        </div>
      ) : null}
      {d.laterApplications.length > 0 ? (
        <div className="space-y-2 text-sm">
          {d.of ? <h4 className="font-semibold">Later applications for the same child</h4> : null}
          <ul className="space-y-1">
            {d.laterApplications.map((later) => (
              <li key={later.applicationId} className="flex flex-wrap items-center gap-2">
                <ArrowRight className="size-4 text-muted-foreground" aria-hidden="true" />
                <ApplicationLink applicationId={later.applicationId} />
                <StatusBadge status={later.status} />
                <span className="text-muted-foreground">
                  {formatDay(later.createdAt)}
                  {later.decision === "merged" ? " · merged here" : later.decision === "dismissed" ? " · not a duplicate" : " · to review"}
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
          title={confirming === "merged" ? `Merge into ${d.of.applicationId}?` : "Not a duplicate?"}
          description={
            confirming === "merged"
              ? `${data.applicationId} will be withdrawn and its history will point to ${d.of.applicationId}. The family is not emailed: they follow the earlier application.`
              : `Both applications continue separately. Nothing is sent to the family.`
          }
          confirmLabel={confirming === "merged" ? "Merge and withdraw this application" : "Mark as not a duplicate"}
          destructive={confirming === "merged"}
          focusAfterClose={focus.target}
          busy={mutation.isPending}
          onConfirm={confirm}
        />
      ) : null}
    </Card>
  );
}
