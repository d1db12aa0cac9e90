import { CalendarClock, FileText, MailWarning, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryState } from "~/components/ui/query-state";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FamilyApplication, FamilyOverview, FamilyTourBooking } from "#common/schemas/account";
import { school } from "#common/school";
import { formatDay, formatWhen } from "~/lib/dates";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import { isApplicationStatus } from "#common/application-status";
import { gradeLabel } from "#common/grades";
import { useLanguage, useLocale, useRichT, useT } from "~/lib/i18n";
import { useResendVerification } from "~/lib/email-verification";
import { useFamilyOverview } from "./family-api";

const link = "font-semibold text-primary underline underline-offset-4";
// Between a timeline entry's time and who acted: punctuation, the same in every language.
const DOT = " · ";
const strong = (chunks: ReactNode[]) => <strong className="break-all">{chunks}</strong>;

/** /parent: the family's applications and tour bookings, once the account's email is verified. */
export function FamilyDashboard() {
  const overview = useFamilyOverview();
  const t = useT();
  return (
    <QueryState query={overview} errorTitle={t("family.dashboard.loadError")}>
      {(data) => (data.emailVerified ? <Verified data={data} /> : <Unverified email={data.email} />)}
    </QueryState>
  );
}

function Unverified({ email }: { email: string | null }) {
  const resend = useResendVerification();
  const t = useT();
  const rt = useRichT();
  const accountLink = (chunks: ReactNode[]) => (
    <Link to="/parent/account" className={link}>
      {chunks}
    </Link>
  );
  return (
    <Card className="flex max-w-3xl flex-col gap-4" role="region" aria-labelledby="verify-title" data-testid="verify-panel">
      <h2 id="verify-title" className="flex items-center gap-2 text-xl font-semibold">
        <MailWarning className="size-5 text-primary" aria-hidden="true" />
        {t("family.dashboard.verify.title")}
      </h2>
      <p>{t("family.dashboard.verify.why")}</p>
      {email ? (
        <>
          <p>{rt("family.dashboard.verify.sent", { email, strong })}</p>
          <p className="text-sm text-muted-foreground">{rt("family.dashboard.verify.notThere", { link: accountLink })}</p>
          {resend.isSuccess ? (
            <p role="status" className="font-semibold">
              {resend.data.message}
            </p>
          ) : null}
          <div>
            <Button onClick={resend.send} aria-disabled={resend.isPending || undefined}>
              <Send aria-hidden="true" />
              {t(resend.isPending ? "family.verify.sending" : "family.verify.resend")}
            </Button>
          </div>
        </>
      ) : (
        <p>{rt("family.dashboard.verify.noEmail", { link: accountLink })}</p>
      )}
    </Card>
  );
}

function Verified({ data }: { data: Extract<FamilyOverview, { emailVerified: true }> }) {
  const t = useT();
  const rt = useRichT();
  return (
    <div className="space-y-12">
      <section aria-labelledby="applications-title">
        <h2 id="applications-title" className="flex items-center gap-2 text-2xl font-semibold">
          <FileText className="size-6 text-primary" aria-hidden="true" />
          {t("family.dashboard.applications.title")}
        </h2>
        {data.applications.length === 0 ? (
          <Card className="mt-4" data-testid="no-applications">
            <p>{rt("family.dashboard.applications.none", { email: data.email, strong })}</p>
            <p className="mt-2">
              <Link to="/apply" className={link}>
                {t("family.dashboard.applications.apply", { school: school.name })}
              </Link>
            </p>
          </Card>
        ) : (
          <ul className="mt-4 grid gap-6">
            {data.applications.map((application) => (
              <li key={application.applicationId}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="tours-title">
        <h2 id="tours-title" className="flex items-center gap-2 text-2xl font-semibold">
          <CalendarClock className="size-6 text-primary" aria-hidden="true" />
          {t("family.dashboard.tours.title")}
        </h2>
        {data.tourBookings.length === 0 ? (
          <Card className="mt-4" data-testid="no-tours">
            <p>{rt("family.dashboard.tours.none", { email: data.email, strong })}</p>
            <p className="mt-2">
              <Link to="/contact?tab=tour" className={link}>
                {t("family.dashboard.tours.book")}
              </Link>
            </p>
          </Card>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="tour-bookings">
            {data.tourBookings.map((booking) => (
              <li key={booking.id}>
                <TourCard booking={booking} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ApplicationCard({ application: a }: { application: FamilyApplication }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  // The server words the status in English; a known status reads in the family's language.
  const status = isApplicationStatus(a.status)
    ? {
        label: t(`family.dashboard.status.${a.status}.label`),
        meaning: t(`family.dashboard.status.${a.status}.meaning`),
        nextStep: t(`family.dashboard.status.${a.status}.nextStep`),
      }
    : { label: a.statusLabel, meaning: a.meaning, nextStep: a.nextStep };
  const grade = (value: string, english: string) => (language === "en" ? english : gradeLabel(value, "with-ages", english, language));
  return (
    <Card className="flex flex-col gap-4" data-testid="application-card" data-application-id={a.applicationId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold">{a.childName}</h3>
        <Badge className="border-primary/40 bg-primary/10" data-testid="application-status">
          {status.label}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{t("family.dashboard.application.id")}</dt>
          <dd className="font-mono font-semibold">{a.applicationId}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("family.dashboard.application.gradeRequested")}</dt>
          <dd className="font-semibold">{grade(a.gradeRequested, a.gradeRequestedLabel)}</dd>
        </div>
        {a.placementGradeLabel ? (
          <div>
            <dt className="text-muted-foreground">{t("family.dashboard.application.gradePlacement")}</dt>
            <dd className="font-semibold">{a.placementGrade ? grade(a.placementGrade, a.placementGradeLabel) : a.placementGradeLabel}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">{t("family.dashboard.application.submitted")}</dt>
          <dd className="font-semibold">{formatDay(a.submittedAt, locale)}</dd>
        </div>
      </dl>
      <div className="rounded-lg bg-muted p-4">
        <p className="font-semibold">{status.meaning}</p>
        {status.nextStep ? (
          <p className="mt-1">
            <span className="font-semibold">{t("family.dashboard.application.nextStep")}</span>
            {status.nextStep}
          </p>
        ) : null}
      </div>
      <div>
        <h4 className="font-semibold">{t("family.dashboard.application.timeline")}</h4>
        <ol className="mt-3 space-y-3 border-l-2 border-border pl-5" data-testid="timeline">
          {a.timeline.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="relative">
              <span className="absolute -left-[27px] top-1.5 size-3 rounded-full border-2 border-primary bg-background" aria-hidden="true" />
              <p className="font-semibold">{entry.title}</p>
              <p>{entry.text}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.at}>{formatWhen(entry.at, locale)}</time>
                {DOT}
                {entry.by}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}

function TourCard({ booking }: { booking: FamilyTourBooking }) {
  const cancelled = booking.status === "cancelled";
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="flex h-full flex-col gap-2 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <time dateTime={booking.startsAt}>{formatLongCalendarDayIn(booking.date, locale)}</time>
        </p>
        <Badge className={cancelled ? "text-muted-foreground" : "border-success/50 bg-success/10"}>
          {t(cancelled ? "family.dashboard.tour.cancelled" : "family.dashboard.tour.booked")}
        </Badge>
      </div>
      <p>{t("family.dashboard.tour.line", { time: booking.time, name: booking.childName })}</p>
    </Card>
  );
}
