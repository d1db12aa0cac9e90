/**
 * /admin and /admin-portal: what needs staff attention (GET /api/admin/dashboard), each card linking
 * to the place where it is dealt with, plus quick links to the other staff areas.
 */
import {
  AlertTriangle,
  ArrowRight,
  BarChart3,
  CalendarDays,
  Copy,
  FileText,
  GraduationCap,
  Inbox,
  School,
  Settings,
  ShieldAlert,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeading } from "~/components/layout/page-heading";
import { QueryState } from "~/components/ui/query-state";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/section";
import { formatLongCalendarDayIn } from "#common/calendar-date";
import { gradeLabel, NO_GRADE_LABEL } from "#common/grades";
import { useDashboard } from "~/features/admin/dashboard/dashboard-api";
import { formatShortDay } from "~/lib/dates";
import { useRouteTitle } from "~/lib/current-route";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { fullTitle } from "~/lib/seo";
import type { DashboardAnswer, DashboardApplication, DashboardAwaitingStudent } from "#common/schemas/admin-operations";
import type { MessageId } from "#common/i18n/messages";

/** A space between two parts of a line (a literal in JSX reads as untranslated text to the lint rule). */
const SPACE = " ";

export const OPERATIONS_LINKS = {
  newApplications: "/admin/operations?tab=applications&status=submitted",
  gradeConflicts: "/admin/operations?tab=applications&needs=grade_conflict",
  duplicates: "/admin/operations?tab=applications&needs=duplicate",
  enrolled: "/admin/operations?tab=applications&status=enrolled",
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
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  return (
    <li>
      <Link to={OPERATIONS_LINKS.application(application.applicationId)} className="font-medium text-primary underline underline-offset-4">
        {application.childName}
      </Link>
      {SPACE}
      <span className="text-muted-foreground">
        {t("people.dashboard.applicationDetails", {
          grade: gradeLabel(application.gradeRequested, "name", NO_GRADE_LABEL, language),
          id: application.applicationId,
          day: formatShortDay(application.createdAt, locale),
        })}
      </span>
    </li>
  );
}

/** An enrolled child without a student record: the application's page holds Create student. */
function AwaitingStudentItem({ application }: { application: DashboardAwaitingStudent }) {
  const t = useT();
  const language = useLanguage();
  return (
    <li>
      <span className="font-medium">{application.childName}</span>
      {SPACE}
      <span className="text-muted-foreground">
        {t("people.dashboard.awaitingStudent.details", {
          grade: gradeLabel(application.grade, "name", NO_GRADE_LABEL, language),
          days: application.daysWaiting,
        })}
      </span>
      {SPACE}
      <Link
        to={OPERATIONS_LINKS.application(application.applicationId)}
        aria-label={t("people.dashboard.awaitingStudent.createFor", { name: application.childName })}
        // One piece: the action's two words never split across lines.
        className="whitespace-nowrap font-medium text-primary underline underline-offset-4"
      >
        {t("people.dashboard.awaitingStudent.create")}
      </Link>
    </li>
  );
}

function Cards({ data }: { data: DashboardAnswer }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
      <AttentionCard
        id="new-applications"
        title={t("people.dashboard.newApplications.title")}
        icon={FileText}
        count={data.newApplications.count}
        countLabel={t("people.dashboard.newApplications.count", { count: data.newApplications.count })}
        empty={t("people.dashboard.newApplications.empty")}
        viewAll={{ to: OPERATIONS_LINKS.newApplications, label: t("people.dashboard.newApplications.all") }}
      >
        {data.newApplications.items.map((a) => (
          <ApplicationItem key={a.applicationId} application={a} />
        ))}
      </AttentionCard>
      <AttentionCard
        id="grade-conflicts"
        title={t("people.dashboard.gradeConflicts.title")}
        icon={AlertTriangle}
        count={data.gradeConflicts.count}
        countLabel={t("people.dashboard.gradeConflicts.count", { count: data.gradeConflicts.count })}
        empty={t("people.dashboard.gradeConflicts.empty")}
        viewAll={{ to: OPERATIONS_LINKS.gradeConflicts, label: t("people.dashboard.gradeConflicts.all") }}
      >
        {data.gradeConflicts.items.map((a) => (
          <ApplicationItem key={a.applicationId} application={a} />
        ))}
      </AttentionCard>
      <AttentionCard
        id="duplicates"
        title={t("people.dashboard.duplicates.title")}
        icon={Copy}
        count={data.duplicates.count}
        countLabel={t("people.dashboard.duplicates.count", { count: data.duplicates.count })}
        empty={t("people.dashboard.duplicates.empty")}
        viewAll={{ to: OPERATIONS_LINKS.duplicates, label: t("people.dashboard.duplicates.all") }}
      >
        {data.duplicates.items.map((a) => (
          <ApplicationItem key={a.applicationId} application={a} />
        ))}
      </AttentionCard>
      <AttentionCard
        id="awaiting-student"
        title={t("people.dashboard.awaitingStudent.title")}
        icon={GraduationCap}
        count={data.awaitingStudent.count}
        countLabel={t("people.dashboard.awaitingStudent.count", { count: data.awaitingStudent.count })}
        empty={t("people.dashboard.awaitingStudent.empty")}
        viewAll={{ to: OPERATIONS_LINKS.enrolled, label: t("people.dashboard.awaitingStudent.all") }}
      >
        {data.awaitingStudent.items.map((a) => (
          <AwaitingStudentItem key={a.applicationId} application={a} />
        ))}
      </AttentionCard>
      <AttentionCard
        id="upcoming-tours"
        title={t("people.dashboard.tours.title")}
        icon={CalendarDays}
        count={data.upcomingTours.count}
        countLabel={t("people.dashboard.tours.count", { count: data.upcomingTours.count })}
        empty={t("people.dashboard.tours.empty")}
        viewAll={{ to: OPERATIONS_LINKS.tours, label: t("people.dashboard.tours.all") }}
      >
        {data.upcomingTours.items.map((tour) => (
          <li key={tour.id}>
            <span className="font-medium">{t("people.dashboard.tours.when", { day: formatLongCalendarDayIn(tour.date, locale), time: tour.time })}</span>
            {SPACE}
            <span className="text-muted-foreground">{t("people.dashboard.tours.who", { parent: tour.parentName, child: tour.childName })}</span>
          </li>
        ))}
      </AttentionCard>
      <AttentionCard
        id="unread-messages"
        title={t("people.dashboard.enquiries.title")}
        icon={Inbox}
        count={data.unreadEnquiries.count}
        countLabel={t("people.dashboard.enquiries.count", { count: data.unreadEnquiries.count })}
        empty={t("people.dashboard.enquiries.empty")}
        viewAll={{ to: OPERATIONS_LINKS.unreadMessages, label: t("people.dashboard.enquiries.all") }}
      >
        {data.unreadEnquiries.items.map((m) => (
          <li key={m.id}>
            <Link to={OPERATIONS_LINKS.message(m.id)} className="font-medium text-primary underline underline-offset-4">
              {m.parentName}
            </Link>
            {SPACE}
            <span className="line-clamp-1 text-muted-foreground">{m.preview}</span>
          </li>
        ))}
      </AttentionCard>
      <AttentionCard
        id="safeguarding"
        title={t("people.dashboard.reports.title")}
        icon={ShieldAlert}
        count={data.openReports.count}
        countLabel={t("people.dashboard.reports.count", { count: data.openReports.count })}
        empty={t("people.dashboard.reports.empty")}
        viewAll={{ to: "/messages?view=safeguarding", label: t("people.dashboard.reports.all") }}
      >
        {data.openReports.items.map((r) => (
          <li key={r.id}>
            <Link to={`/messages?view=safeguarding&report=${encodeURIComponent(r.id)}`} className="font-medium text-primary underline underline-offset-4">
              {t("people.dashboard.reports.by", { name: r.reporterName })}
            </Link>
            {SPACE}
            <span className="line-clamp-1 text-muted-foreground">{r.reason}</span>
          </li>
        ))}
      </AttentionCard>
    </div>
  );
}

const QUICK_LINKS: { to: string; label: MessageId; description: MessageId; icon: LucideIcon }[] = [
  { to: "/admin/courses", label: "people.dashboard.link.courses", description: "people.dashboard.link.coursesText", icon: School },
  { to: "/admin/people", label: "people.dashboard.link.people", description: "people.dashboard.link.peopleText", icon: Users },
  { to: "/admin/reports", label: "people.dashboard.link.reports", description: "people.dashboard.link.reportsText", icon: BarChart3 },
  { to: "/admin/settings", label: "people.dashboard.link.settings", description: "people.dashboard.link.settingsText", icon: Settings },
];

export default function AdminDashboard() {
  const t = useT();
  const title = useRouteTitle();
  const dashboard = useDashboard();
  return (
    <>
      <title>{fullTitle(title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading title={title} lead={t("people.dashboard.lead")} />
      <Container className="space-y-10 py-10">
        <QueryState query={dashboard} loadingLabel={t("people.dashboard.loading")} errorTitle={t("people.dashboard.loadError")} errorMessage={() => undefined}>
          {(data) => <Cards data={data} />}
        </QueryState>
        <nav aria-labelledby="quick-links-heading">
          <h2 id="quick-links-heading" className="mb-4 text-xl font-semibold">
            {t("people.dashboard.quickLinks")}
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
                    <span className="block font-semibold">{t(label)}</span>
                    <span className="block text-sm text-muted-foreground">{t(description)}</span>
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
