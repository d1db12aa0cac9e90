/**
 * /admin and /admin-portal: what needs staff attention (GET /api/admin/dashboard), each card linking
 * to the place where it is dealt with, plus quick links to the other staff areas.
 */
import { AlertTriangle, ArrowRight, BarChart3, CalendarDays, Copy, FileText, Inbox, School, Settings, ShieldAlert, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { QueryState } from "~/components/ui/query-state";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/section";
import { formatLongCalendarDay } from "#common/calendar-date";
import { gradeLabel } from "#common/grades";
import { useDashboard } from "~/features/admin/dashboard/dashboard-api";
import { formatShortDay } from "~/lib/dates";
import { useRouteTitle } from "~/lib/current-route";
import { fullTitle } from "~/lib/seo";
import type { DashboardAnswer, DashboardApplication } from "#common/schemas/admin-operations";

export const OPERATIONS_LINKS = {
  newApplications: "/admin/operations?tab=applications&status=submitted",
  gradeConflicts: "/admin/operations?tab=applications&needs=grade_conflict",
  duplicates: "/admin/operations?tab=applications&needs=duplicate",
  tours: "/admin/operations?tab=tours",
  unreadMessages: "/admin/operations?tab=messages&unread=1",
  application: (id: string) => `/admin/operations?tab=applications&application=${encodeURIComponent(id)}`,
  message: (id: string) => `/admin/operations?tab=messages&message=${encodeURIComponent(id)}`,
} as const;

interface CardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  count: number;
  /** "3 new applications" */
  countLabel: string;
  empty: string;
  viewAll: { to: string; label: string };
  children: ReactNode;
}

function AttentionCard({ id, title, icon: Icon, count, countLabel, empty, viewAll, children }: CardProps) {
  const headingId = `${id}-heading`;
  return (
    <Card className="flex flex-col gap-4 p-5" role="region" aria-labelledby={headingId} data-testid={`dashboard-${id}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        <p className="text-right">
          {/* The number is read once, inside the label below. */}
          <span className="block text-3xl font-bold leading-none" data-testid="dashboard-count" aria-hidden="true">
            {count}
          </span>
          <span className="sr-only"> {countLabel}</span>
        </p>
      </div>
      {count === 0 ? <p className="text-muted-foreground">{empty}</p> : <ul className="space-y-2 text-sm">{children}</ul>}
      <div className="mt-auto">
        <Link to={viewAll.to} className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
          {viewAll.label}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </Card>
  );
}

function ApplicationItem({ application }: { application: DashboardApplication }) {
  return (
    <li>
      <Link to={OPERATIONS_LINKS.application(application.applicationId)} className="font-medium text-primary underline underline-offset-4">
        {application.childName}
      </Link>{" "}
      <span className="text-muted-foreground">
        · {gradeLabel(application.gradeRequested)} · {application.applicationId} · {formatShortDay(application.createdAt)}
      </span>
    </li>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Cards({ data }: { data: DashboardAnswer }) {
  return (
    <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      <AttentionCard
        id="new-applications"
        title="New applications"
        icon={FileText}
        count={data.newApplications.count}
        countLabel={plural(data.newApplications.count, "application waiting for review", "applications waiting for review")}
        empty="No new applications. Every submitted application has been picked up."
        viewAll={{ to: OPERATIONS_LINKS.newApplications, label: "Review new applications" }}
      >
        {data.newApplications.items.map((a) => (
          <ApplicationItem key={a.applicationId} application={a} />
        ))}
      </AttentionCard>
      <AttentionCard
        id="grade-conflicts"
        title="Grade conflicts"
        icon={AlertTriangle}
        count={data.gradeConflicts.count}
        countLabel={plural(data.gradeConflicts.count, "grade conflict to resolve", "grade conflicts to resolve")}
        empty="No grade conflicts to resolve."
        viewAll={{ to: OPERATIONS_LINKS.gradeConflicts, label: "Resolve grade conflicts" }}
      >
        {data.gradeConflicts.items.map((a) => (
          <ApplicationItem key={a.applicationId} application={a} />
        ))}
      </AttentionCard>
      <AttentionCard
        id="duplicates"
        title="Possible duplicates"
        icon={Copy}
        count={data.duplicates.count}
        countLabel={plural(data.duplicates.count, "duplicate to review", "duplicates to review")}
        empty="No duplicate applications to review."
        viewAll={{ to: OPERATIONS_LINKS.duplicates, label: "Review duplicates" }}
      >
        {data.duplicates.items.map((a) => (
          <ApplicationItem key={a.applicationId} application={a} />
        ))}
      </AttentionCard>
      <AttentionCard
        id="upcoming-tours"
        title="Tours in the next 7 days"
        icon={CalendarDays}
        count={data.upcomingTours.count}
        countLabel={plural(data.upcomingTours.count, "tour booked", "tours booked")}
        empty="No tours booked in the next 7 days."
        viewAll={{ to: OPERATIONS_LINKS.tours, label: "See tour bookings" }}
      >
        {data.upcomingTours.items.map((tour) => (
          <li key={tour.id}>
            <span className="font-medium">
              {formatLongCalendarDay(tour.date)}, {tour.time} ET
            </span>{" "}
            <span className="text-muted-foreground">
              · {tour.parentName} ({tour.childName})
            </span>
          </li>
        ))}
      </AttentionCard>
      <AttentionCard
        id="unread-messages"
        title="Unread enquiries"
        icon={Inbox}
        count={data.unreadEnquiries.count}
        countLabel={plural(data.unreadEnquiries.count, "unread enquiry", "unread enquiries")}
        empty="No unread enquiries."
        viewAll={{ to: OPERATIONS_LINKS.unreadMessages, label: "Open the inbox" }}
      >
        {data.unreadEnquiries.items.map((m) => (
          <li key={m.id}>
            <Link to={OPERATIONS_LINKS.message(m.id)} className="font-medium text-primary underline underline-offset-4">
              {m.parentName}
            </Link>{" "}
            <span className="line-clamp-1 text-muted-foreground">{m.preview}</span>
          </li>
        ))}
      </AttentionCard>
      <AttentionCard
        id="safeguarding"
        title="Reported messages"
        icon={ShieldAlert}
        count={data.openReports.count}
        countLabel={plural(data.openReports.count, "report to review", "reports to review")}
        empty="No reported messages."
        viewAll={{ to: "/messages?view=safeguarding", label: "Open the safeguarding queue" }}
      >
        {data.openReports.items.map((r) => (
          <li key={r.id}>
            <Link to={`/messages?view=safeguarding&report=${encodeURIComponent(r.id)}`} className="font-medium text-primary underline underline-offset-4">
              Reported by {r.reporterName}
            </Link>{" "}
            <span className="line-clamp-1 text-muted-foreground">{r.reason}</span>
          </li>
        ))}
      </AttentionCard>
    </div>
  );
}

const QUICK_LINKS: { to: string; label: string; description: string; icon: LucideIcon }[] = [
  { to: "/admin/courses", label: "Courses", description: "Years, classes, enrolment and timetable", icon: School },
  { to: "/admin/people", label: "People", description: "Accounts, roles and sign-in help", icon: Users },
  { to: "/admin/reports", label: "Reports", description: "Admissions counts and CSV export", icon: BarChart3 },
  { to: "/admin/settings", label: "School Settings", description: "Session timeout, tour capacity, grade cut-off", icon: Settings },
];

export default function AdminDashboard() {
  const title = useRouteTitle();
  const dashboard = useDashboard();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead="What needs attention: new applications, reviews, upcoming tours and unread messages." />
      <Container className="space-y-10 py-10">
        <QueryState query={dashboard} loadingLabel="Loading the dashboard..." errorTitle="The dashboard could not be loaded." errorMessage={() => undefined}>
          {(data) => <Cards data={data} />}
        </QueryState>
        <nav aria-labelledby="quick-links-heading">
          <h2 id="quick-links-heading" className="mb-4 text-xl font-semibold">
            Quick links
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {QUICK_LINKS.map(({ to, label, description, icon: Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex h-full items-start gap-3 rounded-xl border bg-card p-4 hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring"
                >
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold">{label}</span>
                    <span className="block text-sm text-muted-foreground">{description}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </>
  );
}
