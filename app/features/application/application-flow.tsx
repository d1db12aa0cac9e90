/**
 * The application on /apply: the form, then, once the server has stored it, the confirmation in its
 * place. "Start another application" (for a sibling) brings back an empty form.
 *
 * The confirmation (and the grade-conflict review it may open) is only needed after a submit, so its
 * code downloads while the application is being sent rather than with the page. Should that download
 * fail, the family still sees the application id and status, and the full panel follows on retry.
 */
import { CircleCheck } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/section";
import { toast } from "~/components/ui/use-toast";
import { useRichT, useT } from "~/lib/i18n";
import { onDemand, useOnDemand } from "~/lib/on-demand";
import type { Application } from "#common/schemas/application";
import type { ApplicationSubmission } from "./application-api";
import { useFormatStatus } from "./status-text";
import { ApplicationForm } from "./application-form";
import { AdmissionsContact, AfterYouApply, BeforeYouBegin } from "./application-guide";

const loadConfirmation = onDemand(() =>
  import("./application-confirmation").then((module) => {
    module.preloadConflictDialog();
    return module;
  }),
);

interface Submitted {
  submission: ApplicationSubmission;
  application: Application;
}

/** The id and status on their own, while (or if) the full confirmation cannot be downloaded. */
function BasicConfirmation({ submission, onRetry }: { submission: ApplicationSubmission; onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const t = useT();
  const rt = useRichT();
  const formatStatus = useFormatStatus();
  return (
    <section aria-labelledby="application-received-heading" className="space-y-4 rounded-xl border bg-card p-5 shadow-sm sm:p-8">
      <h2 id="application-received-heading" ref={headingRef} tabIndex={-1} className="flex items-center gap-3 text-2xl font-bold outline-none">
        <CircleCheck className="size-7 text-success" aria-hidden="true" />
        {t("application.received.title")}
      </h2>
      <p>{rt("application.received.id", { mono: (chunks) => <span className="font-mono text-xl font-bold">{chunks}</span>, id: submission.application_id })}</p>
      <p>{t("application.received.status", { status: formatStatus(submission.status) })}</p>
      <p className="text-muted-foreground">
        {t("application.submit.successText")} {t("application.received.keepId")}
      </p>
      {submission.grade_conflict || submission.duplicate_review ? (
        <Button variant="outline" onClick={onRetry}>
          {t("application.received.showNotices")}
        </Button>
      ) : null}
    </section>
  );
}

/**
 * The form with its guide beside it (before it on phones: what to have at hand; after it: the next
 * steps and how to reach admissions). Once submitted, the confirmation takes the form's place and
 * only the contact card stays beside it.
 */
export function ApplicationFlow() {
  const t = useT();
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // A new key gives a fresh, empty form for each application.
  const [round, setRound] = useState(0);
  const [confirmation, startLoading] = useOnDemand(loadConfirmation);

  let main: ReactNode;
  if (submitted && confirmation) {
    const { ApplicationConfirmation } = confirmation;
    main = (
      <ApplicationConfirmation
        key={submitted.submission.application_id}
        submission={submitted.submission}
        application={submitted.application}
        onStartAnother={() => {
          setSubmitted(null);
          setRound((n) => n + 1);
        }}
      />
    );
  } else if (submitted) {
    main = <BasicConfirmation submission={submitted.submission} onRetry={() => void startLoading()} />;
  } else {
    main = (
      <ApplicationForm
        key={round}
        focusFirstField={round > 0}
        onSending={() => void startLoading()}
        onSubmitted={async (submission, application) => {
          // Usually already here: the download started when the application was sent.
          await startLoading();
          toast({ title: t("application.submit.successTitle"), description: t("application.submit.successText"), variant: "success" });
          setSubmitted({ submission, application });
        }}
      />
    );
  }

  return (
    <Container className="py-10 sm:py-14">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-10 xl:grid-cols-[minmax(0,1fr)_22rem]">
        {submitted ? null : (
          <div className="lg:col-start-2 lg:row-start-1">
            <BeforeYouBegin />
          </div>
        )}
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">{main}</div>
        <div className="space-y-6 lg:col-start-2 lg:row-start-2">
          {submitted ? null : <AfterYouApply />}
          <AdmissionsContact />
        </div>
      </div>
    </Container>
  );
}
