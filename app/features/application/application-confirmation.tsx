/**
 * What replaces the form once the server has stored the application (docs/product.md sections 2 and 4): the
 * application id, the status, the start and grade in plain words, the duplicate-review and
 * grade-conflict notices, and what happens next.
 * The grade-conflict review dialog is downloaded on demand and opens on its own.
 */
import { AlertTriangle, CalendarCheck, CircleCheck, Copy, UserPlus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { onDemand, useOnDemand } from "~/lib/on-demand";
import { useCopy } from "~/lib/use-copy";
import type { Application, GradeConflictResolution } from "#common/schemas/application";
import type { ApplicationSubmission, GradeConflict } from "./application-api";
import { formatStatus } from "./status-text";
import { NextSteps } from "./application-guide";
import { gradeLabel } from "#common/grades";
import { describeResolution, OUTSIDE_PLACEMENT } from "./grade-placement-copy";

const loadConflictDialog = onDemand(() => import("./grade-conflict-dialog"));

/** Starts downloading the review dialog while the application is being sent. */
export function preloadConflictDialog() {
  loadConflictDialog().catch(() => {});
}

function CopyButton({ value, label }: { value: string; label: string }) {
  // No clipboard access: select the text so it can be copied by hand.
  const { copied, copy } = useCopy({
    onFailure: () => {
      const target = document.querySelector(`[data-copy-source="${CSS.escape(value)}"]`);
      if (target) window.getSelection()?.selectAllChildren(target);
    },
  });
  const done = copied === label;
  return (
    <Button variant="outline" size="sm" onClick={() => void copy(label, value)} aria-label={`Copy ${label}`}>
      {done ? <CircleCheck aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
      {done ? "Copied" : "Copy"}
    </Button>
  );
}

interface GradeReviewProps {
  applicationId: string;
  conflict: GradeConflict;
}

/** The grade-conflict notice: opens the review by itself once, and keeps a button to reopen it. */
function GradeReview({ applicationId, conflict }: GradeReviewProps) {
  const [dialog, loadDialog] = useOnDemand(loadConflictDialog);
  const [open, setOpen] = useState(false);
  const [resolution, setResolution] = useState<GradeConflictResolution | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reopenRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let cancelled = false;
    void loadDialog().then((module) => {
      if (module && !cancelled) setOpen(true);
    });
    return () => {
      cancelled = true;
    };
  }, [loadDialog]);

  const reopen = () => {
    void loadDialog().then((module) => {
      if (module) setOpen(true);
    });
  };

  const Dialog = dialog?.GradeConflictDialog;
  const resolved = resolution !== null;

  return (
    <div
      className={resolved ? "rounded-lg border border-success/50 bg-success/10 p-4 sm:p-5" : "rounded-lg border border-warning/60 bg-warning/10 p-4 sm:p-5"}
      data-testid="grade-review"
    >
      <div className="flex gap-3">
        {resolved ? (
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        ) : (
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
        )}
        <div className="min-w-0 space-y-2">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
            {resolved ? "Grade placement: your choice is recorded" : "Grade placement review required"}
          </h3>
          {conflict.message ? <p>{conflict.message}</p> : null}
          <p className="text-sm text-muted-foreground">
            Requested grade: <span className="font-semibold text-foreground">{gradeLabel(conflict.requested_grade, "with-ages", OUTSIDE_PLACEMENT)}</span>.
            Grade for your child's age:{" "}
            <span className="font-semibold text-foreground">{gradeLabel(conflict.calculated_grade, "with-ages", OUTSIDE_PLACEMENT)}</span>
            {conflict.calculated_grade === null ? " (your child's age is outside K-6 placement)" : ""}.
          </p>
          {resolved ? (
            <p className="font-medium" data-testid="grade-resolution">
              {describeResolution(resolution, conflict.requested_grade, conflict.calculated_grade)}
            </p>
          ) : (
            <div className="pt-1">
              <Button ref={reopenRef} onClick={reopen} onPointerEnter={preloadConflictDialog} onFocus={preloadConflictDialog}>
                Review grade placement
              </Button>
            </div>
          )}
        </div>
      </div>
      {Dialog ? (
        <Dialog
          open={open}
          onOpenChange={setOpen}
          applicationId={applicationId}
          conflict={conflict}
          onResolved={setResolution}
          onCloseAutoFocus={(event) => {
            // The dialog may have opened by itself (no trigger to return to): land on this notice.
            event.preventDefault();
            (reopenRef.current ?? headingRef.current)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

export interface ApplicationConfirmationProps {
  submission: ApplicationSubmission;
  application: Application;
  onStartAnother: () => void;
}

export function ApplicationConfirmation({ submission, application, onStartAnother }: ApplicationConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const { application_id: id, duplicate_review: duplicate, grade_conflict: conflict, placement } = submission;

  return (
    <section
      aria-labelledby="application-confirmation-heading"
      className="space-y-6 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-8"
      data-testid="application-confirmation"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-success/15 text-success">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <div className="space-y-2">
          <h2 id="application-confirmation-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            {submission.message || "Thank you, we have your application"}
          </h2>
          <p className="text-lg text-muted-foreground text-pretty">
            Thank you. We'll review the application for {application.child_first_name} and contact you within 2-3 business days.
          </p>
        </div>
      </div>

      <dl className="grid gap-4 rounded-lg border bg-muted/60 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:p-5">
        <div className="min-w-0 space-y-1">
          <dt className="text-sm font-medium text-muted-foreground">Application ID</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span className="font-mono text-2xl font-bold tracking-wide break-all sm:text-3xl" data-testid="application-id" data-copy-source={id}>
              {id}
            </span>
            <CopyButton value={id} label="Application ID" />
          </dd>
        </div>
        <div className="space-y-1">
          <dt className="text-sm font-medium text-muted-foreground">Status</dt>
          <dd>
            <Badge className="border-primary/40 bg-secondary px-3 py-1 text-sm text-secondary-foreground" data-testid="application-status">
              {formatStatus(submission.status)}
            </Badge>
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-pretty">
        We have emailed a confirmation with this ID to <span className="font-semibold text-foreground break-all">{application.parent_email}</span>. Please keep
        the ID and quote it whenever you contact our admissions team.
      </p>

      {/* A grade conflict says the same and more, in its own notice below. */}
      {placement && !conflict ? (
        <div className="flex gap-3 rounded-lg border p-4 sm:p-5" data-testid="placement">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <h3 className="font-semibold">Start and grade</h3>
            <p>{placement.message}</p>
          </div>
        </div>
      ) : null}

      {duplicate ? (
        <Alert kind="info" title="Application Under Review" data-testid="duplicate-review">
          <p>{duplicate.message}</p>
          {duplicate.estimated_review_time ? (
            <p className="mt-1">
              Estimated review time: <span className="font-semibold">{duplicate.estimated_review_time}</span>
            </p>
          ) : null}
        </Alert>
      ) : null}

      {conflict ? <GradeReview applicationId={id} conflict={conflict} /> : null}

      <div className="space-y-4">
        <h3 className="text-lg font-semibold">What happens next</h3>
        <NextSteps className="grid gap-4 md:grid-cols-3" />
      </div>

      <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center">
        <Button variant="outline" onClick={onStartAnother}>
          <UserPlus aria-hidden="true" />
          Start another application
        </Button>
        <p className="text-sm text-muted-foreground sm:ml-2">Applying for a brother or sister? Each child has their own application.</p>
        <Button asChild variant="link" className="sm:ml-auto">
          <Link to="/admissions">Back to Admissions</Link>
        </Button>
      </div>
    </section>
  );
}
