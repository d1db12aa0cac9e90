import { CalendarClock, FileText, MailWarning, Send } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "~/components/ui/query-state";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FamilyApplication, FamilyOverview, FamilyTourBooking } from "#common/schemas/account";
import { school } from "#common/school";
import { formatDay, formatWhen } from "~/lib/dates";
import { formatLongCalendarDay } from "#common/calendar-date";
import { useResendVerification } from "~/lib/email-verification";
import { useFamilyOverview } from "./family-api";

const link = "font-semibold text-primary underline underline-offset-4";

/** /parent: the family's applications and tour bookings, once the account's email is verified. */
export function FamilyDashboard() {
  const overview = useFamilyOverview();
  return (
    <QueryState query={overview} errorTitle="Your family dashboard could not be loaded.">
      {(data) => (data.emailVerified ? <Verified data={data} /> : <Unverified email={data.email} />)}
    </QueryState>
  );
}

function Unverified({ email }: { email: string | null }) {
  const resend = useResendVerification();
  return (
    <Card className="flex max-w-3xl flex-col gap-4" role="region" aria-labelledby="verify-title" data-testid="verify-panel">
      <h2 id="verify-title" className="flex items-center gap-2 text-xl font-semibold">
        <MailWarning className="size-5 text-primary" aria-hidden="true" />
        Please confirm your email address
      </h2>
      <p>
        Your applications and tour bookings are found by the email address they were made with. To keep a family's information private, we show them only after
        you confirm that the address is yours.
      </p>
      {email ? (
        <>
          <p>
            We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it on any device; it works for 48 hours.
          </p>
          <p className="text-sm text-muted-foreground">
            Not there? Check your spam folder, or send a new link.{" "}
            <Link to="/parent/account" className={link}>
              Wrong address? Change it in your account
            </Link>
            .
          </p>
          {resend.isSuccess ? (
            <p role="status" className="font-semibold">
              {resend.data.message}
            </p>
          ) : null}
          <div>
            <Button onClick={resend.send} aria-disabled={resend.isPending || undefined}>
              <Send aria-hidden="true" />
              {resend.isPending ? "Sending..." : "Resend verification email"}
            </Button>
          </div>
        </>
      ) : (
        <p>
          Your account has no email address yet.{" "}
          <Link to="/parent/account" className={link}>
            Add one in your account
          </Link>
          .
        </p>
      )}
    </Card>
  );
}

function Verified({ data }: { data: Extract<FamilyOverview, { emailVerified: true }> }) {
  return (
    <div className="space-y-12">
      <section aria-labelledby="applications-title">
        <h2 id="applications-title" className="flex items-center gap-2 text-2xl font-semibold">
          <FileText className="size-6 text-primary" aria-hidden="true" />
          Applications
        </h2>
        {data.applications.length === 0 ? (
          <Card className="mt-4" data-testid="no-applications">
            <p>
              There are no applications made with <strong className="break-all">{data.email}</strong>.
            </p>
            <p className="mt-2">
              <Link to="/apply" className={link}>
                Apply to {school.name}
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
          Tour bookings
        </h2>
        {data.tourBookings.length === 0 ? (
          <Card className="mt-4" data-testid="no-tours">
            <p>
              There are no virtual tours booked with <strong className="break-all">{data.email}</strong>.
            </p>
            <p className="mt-2">
              <Link to="/contact?tab=tour" className={link}>
                Book a virtual tour
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
  return (
    <Card className="flex flex-col gap-4" data-testid="application-card" data-application-id={a.applicationId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-xl font-semibold">{a.childName}</h3>
        <Badge className="border-primary/40 bg-primary/10" data-testid="application-status">
          {a.statusLabel}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Application id</dt>
          <dd className="font-mono font-semibold">{a.applicationId}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Grade requested</dt>
          <dd className="font-semibold">{a.gradeRequestedLabel}</dd>
        </div>
        {a.placementGradeLabel ? (
          <div>
            <dt className="text-muted-foreground">Grade placement</dt>
            <dd className="font-semibold">{a.placementGradeLabel}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">Submitted</dt>
          <dd className="font-semibold">{formatDay(a.submittedAt)}</dd>
        </div>
      </dl>
      <div className="rounded-lg bg-muted p-4">
        <p className="font-semibold">{a.meaning}</p>
        {a.nextStep ? (
          <p className="mt-1">
            <span className="font-semibold">Next step: </span>
            {a.nextStep}
          </p>
        ) : null}
      </div>
      <div>
        <h4 className="font-semibold">What has happened</h4>
        <ol className="mt-3 space-y-3 border-l-2 border-border pl-5" data-testid="timeline">
          {a.timeline.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="relative">
              <span className="absolute -left-[27px] top-1.5 size-3 rounded-full border-2 border-primary bg-background" aria-hidden="true" />
              <p className="font-semibold">{entry.title}</p>
              <p>{entry.text}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time> · {entry.by}
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
  return (
    <Card className="flex h-full flex-col gap-2 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          <time dateTime={booking.startsAt}>{formatLongCalendarDay(booking.date)}</time>
        </p>
        <Badge className={cancelled ? "text-muted-foreground" : "border-success/50 bg-success/10"}>{cancelled ? "Cancelled" : "Booked"}</Badge>
      </div>
      <p>
        {booking.time} Eastern Time · virtual tour for {booking.childName}
      </p>
    </Card>
  );
}
