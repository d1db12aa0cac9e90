/**
 * /teacher: today's sessions in order (the next one highlighted, cancelled ones marked), the week
 * ahead, what needs attention (most urgent first, each linked to where it is done) and the teacher's
 * classes. Real rows only.
 */
import { AlertTriangle, ArrowRight, CalendarDays, ClipboardCheck, ClipboardList, Flag, MessageSquare, PenLine, Users, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { cn } from "~/lib/utils";
import { gradeLabel } from "#common/grades";
import { formatMonthDayShort } from "#common/date-formats";
import { dateInZone } from "#common/time-zone";
import type { AttentionItem, HomeSession, TeacherClassSummary, TeacherHome as TeacherHomeData } from "#common/schemas/learning/homes";
import { MarkerBadge, ZoneNote, noClassesText } from "./day-notes";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { useViewerZone } from "~/lib/dates";
import { useTeacherHome } from "./homes-api";
import { DeviceCheckButton } from "~/components/learning/device-check";
import { LiveClassLink, SessionPageLink } from "./live-class-link";
import { SubjectIcon } from "~/components/learning/pictures";
import { longDay, sessionSpan, sessionStart } from "./time";

const DOT = " · ";

export function StaffViewingNote() {
  const t = useT();
  return (
    <Alert kind="info" title={t("teaching.home.staffNote.title")} data-testid="staff-note">
      <p>{t("teaching.home.staffNote.text")}</p>
    </Alert>
  );
}

/** An attention item in the reader's language, from its kind, numbers and names. */
function attentionText(item: AttentionItem, t: ReturnType<typeof useT>, day: (iso: string) => string): string {
  const values = { count: item.count ?? 0, className: item.className ?? "", date: item.oldestAt ? day(item.oldestAt) : "" };
  switch (item.kind) {
    case "accommodations":
      return t("teaching.home.attention.accommodations", values);
    case "messages":
      return t("teaching.home.attention.messages", values);
    case "attendance_to_confirm":
      return t("teaching.home.attention.attendanceToConfirm", values);
    case "to_mark":
      return t("teaching.home.attention.toMark", values);
    case "flagged":
      return t("teaching.home.attention.flagged", values);
    case "no_timetable":
      return t("teaching.home.attention.noTimetable", values);
  }
}

/** Where each item is done: the class's gradebook, its Insights, the day's attendance, the messages, the roster. */
function attentionLink(item: AttentionItem): string {
  const forClass = `?class=${item.classId ?? ""}`;
  switch (item.kind) {
    case "to_mark":
      return `/teacher/gradebook${forClass}`;
    case "flagged":
      return `/teacher/insights${forClass}`;
    case "attendance_to_confirm":
      return item.oldestAt ? `/teacher/attendance-reports?date=${dateInZone(new Date(item.oldestAt).getTime())}` : "/teacher/attendance-reports";
    case "messages":
      return "/teacher/messages";
    case "accommodations":
    case "no_timetable":
      return `/teacher/classes${forClass}`;
  }
}

const ATTENTION_ICONS: Record<AttentionItem["kind"], LucideIcon> = {
  accommodations: Users,
  messages: MessageSquare,
  attendance_to_confirm: ClipboardCheck,
  to_mark: PenLine,
  flagged: Flag,
  no_timetable: ClipboardList,
};

function AttentionList({ items, zone }: { items: readonly AttentionItem[]; zone: string }) {
  const t = useT();
  const locale = useLocale();
  const day = (iso: string) => formatMonthDayShort(iso, zone, locale);
  return (
    <ul className="space-y-2" data-testid="attention">
      {items.map((item) => {
        const Icon = ATTENTION_ICONS[item.kind];
        return (
          <li key={`${item.kind}-${item.classId ?? "mine"}`} data-kind={item.kind}>
            <Link
              to={attentionLink(item)}
              className="flex items-start gap-2 rounded-lg border p-3 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{attentionText(item, t, day)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function TeacherHome() {
  const home = useTeacherHome();
  const t = useT();
  return (
    <QueryState query={home} errorTitle={t("teaching.home.loadError")}>
      {(data) => <TeacherHomeView data={data} />}
    </QueryState>
  );
}

function TeacherHomeView({ data }: { data: TeacherHomeData }) {
  const zone = useViewerZone();
  const language = useLanguage();
  const locale = useLocale();
  const t = useT();
  const { today } = data;
  const classesTitle = data.viewingAsStaff ? t("teaching.home.classes.staff") : t("teaching.home.classes.mine");
  return (
    <div className="space-y-10">
      {data.viewingAsStaff ? <StaffViewingNote /> : null}
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="today-title" className="space-y-4">
          <PanelHeader id="today-title" title={t("teaching.home.today")} description={longDay(today.date, locale)} actions={<DeviceCheckButton />} />
          <ZoneNote zone={zone} />
          {today.sessions.length === 0 ? (
            <Card data-testid="no-sessions">
              <p>{noClassesText(today, language)}</p>
            </Card>
          ) : (
            <ol className="space-y-3" data-testid="today-sessions">
              {today.sessions.map((session) => (
                <SessionRow key={session.id} session={session} zone={zone} />
              ))}
            </ol>
          )}
        </section>
        <div className="space-y-8">
          <section aria-labelledby="week-title">
            <h2 id="week-title" className="sr-only">
              {t("teaching.home.atAGlance")}
            </h2>
            <dl className="grid grid-cols-2 gap-4">
              <Card className="p-4">
                <dt className="text-sm text-muted-foreground">{t("teaching.home.weekAhead")}</dt>
                <dd className="text-3xl font-bold" data-testid="week-ahead">
                  {data.weekAhead}
                </dd>
              </Card>
              <Card className="p-4">
                <dt className="text-sm text-muted-foreground">{classesTitle}</dt>
                <dd className="text-3xl font-bold">{data.classes.length}</dd>
              </Card>
            </dl>
          </section>
          <section aria-labelledby="attention-title" className="space-y-3">
            <h2 id="attention-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              <AlertTriangle className="size-5 text-primary" aria-hidden="true" />
              {t("teaching.home.attention.title")}
            </h2>
            {data.attention.length === 0 ? (
              <p className="text-muted-foreground">{t("teaching.home.attention.none")}</p>
            ) : (
              <AttentionList items={data.attention} zone={zone} />
            )}
          </section>
        </div>
      </div>
      <section aria-labelledby="classes-title" className="space-y-4">
        <PanelHeader
          id="classes-title"
          title={classesTitle}
          actions={
            <Link to="/teacher/classes" className="inline-flex min-h-10 items-center gap-1 font-semibold text-primary underline underline-offset-4">
              {t("teaching.home.rosters")}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          }
        />
        {data.classes.length === 0 ? (
          <Card>
            <p>{data.viewingAsStaff ? t("teaching.classes.none.staff") : t("teaching.classes.none.mine")}</p>
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="teacher-classes">
            {data.classes.map((item) => (
              <ClassCard key={item.id} item={item} zone={zone} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SessionRow({ session, zone }: { session: HomeSession; zone: string }) {
  const t = useT();
  const language = useLanguage();
  const start = sessionStart(session.startsAt, zone, language);
  return (
    <li
      className={cn(
        "flex flex-wrap items-start gap-4 rounded-xl border bg-card p-4 text-card-foreground",
        session.marker === "next" && "border-2 border-primary",
        session.marker === "now" && "border-2 border-success",
        session.status === "cancelled" && "bg-muted/60",
      )}
      data-marker={session.marker ?? undefined}
      data-status={session.status}
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-lg bg-secondary text-secondary-foreground">
        <SubjectIcon code={session.subjectCode} className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className={cn(session.status === "cancelled" && "line-through")}>{start.main}</span>
          {start.school ? <span className="text-sm font-normal text-muted-foreground">{t("teaching.home.atSchool", { time: start.school })}</span> : null}
          <MarkerBadge session={session} />
        </p>
        <p className={cn("text-lg font-semibold", session.status === "cancelled" && "line-through")}>
          {session.status === "cancelled" ? session.className : <SessionPageLink session={session} />}
        </p>
        <p className="text-sm text-muted-foreground">
          {gradeLabel(session.grade, "name", undefined, language)}
          {DOT}
          {session.subjectName}
          {DOT}
          {sessionSpan(session.startsAt, session.endsAt, zone, language)}
        </p>
      </div>
      <LiveClassLink session={session} who="teacher" />
    </li>
  );
}

function ClassCard({ item, zone }: { item: TeacherClassSummary; zone: string }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const full = item.enrolled >= item.capacity;
  return (
    <li>
      <Card className="flex h-full flex-col gap-2 p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <SubjectIcon code={item.subjectCode} className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <Link
            to={`/teacher/classes?class=${item.id}`}
            className="underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {item.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {gradeLabel(item.grade, "name", undefined, language)}
          {DOT}
          {item.subjectName}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <Users className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>{t("teaching.home.class.places", { enrolled: item.enrolled, capacity: item.capacity, full: full ? "yes" : "no" })}</span>
        </p>
        <p className="flex items-start gap-2 text-sm">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            {item.nextSession
              ? t("teaching.home.class.next", {
                  day: longDay(dayOf(item.nextSession.startsAt), locale),
                  time: sessionSpan(item.nextSession.startsAt, item.nextSession.endsAt, zone, language),
                })
              : t("teaching.home.class.noNext")}
          </span>
        </p>
      </Card>
    </li>
  );
}

/** The school's calendar day of an instant. */
function dayOf(iso: string): string {
  return dateInZone(new Date(iso).getTime());
}
