/**
 * /teacher: today's sessions in order (the next one highlighted, cancelled ones marked), the week
 * ahead, what needs attention and the teacher's classes. Real rows only.
 */
import { AlertTriangle, ArrowRight, CalendarDays, ClipboardList, Users } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Card } from "~/components/ui/card";
import { PanelHeader } from "~/components/ui/panel-header";
import { QueryState } from "~/components/ui/query-state";
import { cn } from "~/lib/utils";
import { gradeLabel } from "#common/grades";
import { dateInZone } from "#common/time-zone";
import type { HomeSession, TeacherClassSummary, TeacherHome as TeacherHomeData } from "#common/schemas/learning/homes";
import { MarkerBadge, ZoneNote, noClassesText } from "./day-notes";
import { useLanguage } from "~/lib/i18n";
import { useViewerZone } from "~/lib/dates";
import { useTeacherHome } from "./homes-api";
import { LiveClassLink } from "./live-class-link";
import { SubjectIcon } from "~/components/learning/pictures";
import { longDay, sessionSpan, sessionStart } from "./time";

export function StaffViewingNote() {
  return (
    <Alert kind="info" title="You are viewing as staff" data-testid="staff-note">
      <p>Staff see every class of the school here, not only the ones they teach.</p>
    </Alert>
  );
}

export function TeacherHome() {
  const home = useTeacherHome();
  return (
    <QueryState query={home} errorTitle="Your dashboard could not be loaded.">
      {(data) => <TeacherHomeView data={data} />}
    </QueryState>
  );
}

function TeacherHomeView({ data }: { data: TeacherHomeData }) {
  const zone = useViewerZone();
  const language = useLanguage();
  const { today } = data;
  return (
    <div className="space-y-10">
      {data.viewingAsStaff ? <StaffViewingNote /> : null}
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="today-title" className="space-y-4">
          <PanelHeader id="today-title" title="Today" description={longDay(today.date)} />
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
              At a glance
            </h2>
            <dl className="grid grid-cols-2 gap-4">
              <Card className="p-4">
                <dt className="text-sm text-muted-foreground">Sessions in the next 7 days</dt>
                <dd className="text-3xl font-bold" data-testid="week-ahead">
                  {data.weekAhead}
                </dd>
              </Card>
              <Card className="p-4">
                <dt className="text-sm text-muted-foreground">{data.viewingAsStaff ? "Classes" : "Your classes"}</dt>
                <dd className="text-3xl font-bold">{data.classes.length}</dd>
              </Card>
            </dl>
          </section>
          <section aria-labelledby="attention-title" className="space-y-3">
            <h2 id="attention-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              <AlertTriangle className="size-5 text-primary" aria-hidden="true" />
              Needs attention
            </h2>
            {data.attention.length === 0 ? (
              <p className="text-muted-foreground">Nothing needs your attention right now.</p>
            ) : (
              <ul className="space-y-2" data-testid="attention">
                {data.attention.map((item) => (
                  <li key={`${item.kind}-${item.classId}`}>
                    <Link
                      to={`/teacher/classes?class=${item.classId}`}
                      className="flex items-start gap-2 rounded-lg border p-3 hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      {item.kind === "accommodations" ? (
                        <Users className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      ) : (
                        <ClipboardList className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                      )}
                      <span>{item.text}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      <section aria-labelledby="classes-title" className="space-y-4">
        <PanelHeader
          id="classes-title"
          title={data.viewingAsStaff ? "Classes" : "Your classes"}
          actions={
            <Link to="/teacher/classes" className="inline-flex min-h-10 items-center gap-1 font-semibold text-primary underline underline-offset-4">
              Rosters
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          }
        />
        {data.classes.length === 0 ? (
          <Card>
            <p>
              {data.viewingAsStaff
                ? "The school has no classes yet. Add them on Courses."
                : "You are not teaching a class yet. The office adds you to your classes."}
            </p>
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
  const start = sessionStart(session.startsAt, zone);
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
          {start.school ? <span className="text-sm font-normal text-muted-foreground">({start.school})</span> : null}
          <MarkerBadge session={session} />
        </p>
        <p className={cn("text-lg font-semibold", session.status === "cancelled" && "line-through")}>{session.className}</p>
        <p className="text-sm text-muted-foreground">
          {gradeLabel(session.grade)} · {session.subjectName} · {sessionSpan(session.startsAt, session.endsAt, zone)}
        </p>
      </div>
      <LiveClassLink session={session} who="teacher" />
    </li>
  );
}

function ClassCard({ item, zone }: { item: TeacherClassSummary; zone: string }) {
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
          {gradeLabel(item.grade)} · {item.subjectName}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <Users className="size-4 text-muted-foreground" aria-hidden="true" />
          <span>
            {item.enrolled} of {item.capacity} places taken{full ? " (full)" : ""}
          </span>
        </p>
        <p className="flex items-start gap-2 text-sm">
          <CalendarDays className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>
            {item.nextSession
              ? `Next: ${longDay(dayOf(item.nextSession.startsAt))}, ${sessionSpan(item.nextSession.startsAt, item.nextSession.endsAt, zone)}`
              : "No session scheduled"}
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
