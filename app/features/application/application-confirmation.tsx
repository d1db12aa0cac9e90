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
import { useLanguage, useLocalize, useRichT, useT } from "~/lib/i18n";
import { onDemand, useOnDemand } from "~/lib/on-demand";
import { useCopy } from "~/lib/use-copy";
import { localizedPath } from "#common/i18n/public-paths";
import type { Application, GradeConflictResolution } from "#common/schemas/application";
import type { ApplicationSubmission, GradeConflict } from "./application-api";
import { useFormatStatus } from "./status-text";
import { NextSteps } from "./application-guide";
import { describeResolution, placementGrade, placementTexts } from "./grade-placement-copy";

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
  const t = useT();
  const done = copied === label;
  return (
    <Button variant="outline" size="sm" onClick={() => void copy(label, value)} aria-label={t("application.confirmation.copyLabel", { label })}>
      {done ? <CircleCheck aria-hidden="true" className="text-success" /> : <Copy aria-hidden="true" />}
      {done ? t("application.confirmation.copied") : t("application.confirmation.copy")}
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
  const t = useT();
  const rt = useRichT();
  const localize = useLocalize();
  const language = useLanguage();

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
            {resolved ? t("application.placement.recorded") : t("application.placement.reviewRequired")}
          </h3>
          {conflict.message ? <p>{localize(conflict.message)}</p> : null}
          <p className="text-sm text-muted-foreground">
            {rt(conflict.calculated_grade === null ? "application.placement.gradesOutside" : "application.placement.grades", {
              b: (chunks) => <span className="font-semibold text-foreground">{chunks}</span>,
              requested: placementGrade(conflict.requested_grade, t, language),
              calculated: placementGrade(conflict.calculated_grade, t, language),
            })}
          </p>
          {resolved ? (
            <p className="font-medium" data-testid="grade-resolution">
              {describeResolution(resolution, conflict.requested_grade, conflict.calculated_grade, t, language)}
            </p>
          ) : (
            <div className="pt-1">
              <Button ref={reopenRef} onClick={reopen} onPointerEnter={preloadConflictDialog} onFocus={preloadConflictDialog}>
                {t("application.placement.review")}
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
  const t = useT();
  const rt = useRichT();
  const localize = useLocalize();
  const language = useLanguage();
  const formatStatus = useFormatStatus();
  const idLabel = t("application.confirmation.id");
  const texts = placementTexts(submission, application, t, language);

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
            {submission.message ? localize(submission.message) : t("application.received.title")}
          </h2>
          <p className="text-lg text-muted-foreground text-pretty">{t("application.confirmation.thanks", { child: application.child_first_name })}</p>
        </div>
      </div>

      <dl className="grid gap-4 rounded-lg border bg-muted/60 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:p-5">
        <div className="min-w-0 space-y-1">
          <dt className="text-sm font-medium text-muted-foreground">{idLabel}</dt>
          <dd className="flex flex-wrap items-center gap-3">
            <span className="font-mono text-2xl font-bold tracking-wide break-all sm:text-3xl" data-testid="application-id" data-copy-source={id}>
              {id}
            </span>
            <CopyButton value={id} label={idLabel} />
          </dd>
        </div>
        <div className="space-y-1">
          <dt className="text-sm font-medium text-muted-foreground">{t("application.confirmation.status")}</dt>
          <dd>
            <Badge className="border-primary/40 bg-secondary px-3 py-1 text-sm text-secondary-foreground" data-testid="application-status">
              {formatStatus(submission.status)}
            </Badge>
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-pretty">
        {rt("application.confirmation.emailed", {
          b: (chunks) => <span className="font-semibold text-foreground break-all">{chunks}</span>,
          email: application.parent_email,
        })}
      </p>

      {/* A grade conflict says the same and more, in its own notice below. */}
      {placement && !conflict ? (
        <div className="flex gap-3 rounded-lg border p-4 sm:p-5" data-testid="placement">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <h3 className="font-semibold">{t("application.confirmation.startAndGrade")}</h3>
            <p>{texts.placement}</p>
          </div>
        </div>
      ) : null}

      {duplicate ? (
        <Alert kind="info" title={t("application.confirmation.underReview")} data-testid="duplicate-review">
          <p>{localize(duplicate.message)}</p>
          {duplicate.estimated_review_time ? (
            <p className="mt-1">
              {rt("application.confirmation.reviewTime", {
                b: (chunks) => <span className="font-semibold">{chunks}</span>,
                time: localize(duplicate.estimated_review_time),
              })}
            </p>
          ) : null}
        </Alert>
      ) : null}

      {conflict ? <GradeReview applicationId={id} conflict={{ ...conflict, message: texts.conflict ?? conflict.message }} /> : null}

      <div className="space-y-4">
        <h3 className="text-lg font-semibold">{t("application.confirmation.nextTitle")}</h3>
        <NextSteps className="grid gap-4 md:grid-cols-3" />
      </div>

      <div className="flex flex-col gap-3 border-t pt-6 sm:flex-row sm:items-center">
        <Button variant="outline" onClick={onStartAnother}>
          <UserPlus aria-hidden="true" />
          {t("application.confirmation.startAnother")}
        </Button>
        <p className="text-sm text-muted-foreground sm:ml-2">{t("application.confirmation.sibling")}</p>
        <Button asChild variant="link" className="sm:ml-auto">
          <Link to={localizedPath("/admissions", language)}>{t("application.confirmation.backToAdmissions")}</Link>
        </Button>
      </div>
    </section>
  );
}
