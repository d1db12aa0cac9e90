/**
 * /student: a child's home for ages 5-12. Their name and avatar, today's classes in order as big
 * cards with a picture and a word, the time in the child's zone, the class under way ("Now") or the
 * next one ("Next") highlighted, and a "Read to me" button. A day without classes says so kindly
 * with the next school day. Nothing else on the page competes for attention.
 */
import { ArrowRight, Check, PartyPopper, Sun, X } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { cn } from "~/lib/utils";
import { formatLongCalendarDay } from "#common/calendar-date";
import { type HomeDay, type HomeSession, type StudentHome as StudentHomeData } from "#common/schemas/learning/homes";
import { useViewerZone } from "~/lib/dates";
import { useStudentHome } from "./homes-api";
import { AvatarBadge, SubjectIcon, subjectWord } from "~/components/learning/pictures";
import { DueSoon } from "./due-soon";
import { LiveClassLink } from "./live-class-link";
import { ReadAloudButton } from "~/components/learning/listen-button";
import { clockTime, inSchoolZone, SCHOOL_ZONE_NAME } from "./time";
import { school } from "#common/school";
import { zonedDateTime } from "#common/time-zone";
import { knownAs } from "#common/learning/child-name";

export function StudentHome() {
  const home = useStudentHome();
  return (
    <QueryState query={home} errorTitle="Your day could not be loaded." errorText="Please ask a grown-up to reload the page.">
      {(data) => (data.student && data.today ? <ChildDayView data={{ student: data.student, today: data.today, nextDay: data.nextDay }} /> : <NoChildRecord />)}
    </QueryState>
  );
}

/** An admin (or an account not linked to a child yet) opening a child's page. */
export function NoChildRecord() {
  return (
    <Card className="max-w-2xl space-y-3" data-testid="no-child-record">
      <h2 className="text-xl font-semibold">This is a child's page</h2>
      <p>
        It shows a student their own classes. Your account is not a student's account linked to a child, so there is nothing to show here. Staff see classes and
        rosters on the teacher pages and on Courses.
      </p>
    </Card>
  );
}

function greeting(zone: string): string {
  const hour = Number(zonedDateTime(new Date(), zone).time.slice(0, 2));
  return hour < 12 ? "Good morning" : hour < 17 ? "Good afternoon" : "Good evening";
}

/** "Monday, November 30" (the year is noise for a child). */
function shortDay(date: string): string {
  return formatLongCalendarDay(date).replace(/, \d{4}$/, "");
}

function ChildDayView({ data }: { data: { student: NonNullable<StudentHomeData["student"]>; today: HomeDay; nextDay: HomeDay | null } }) {
  const zone = useViewerZone();
  const name = knownAs(data.student);
  const { today, nextDay } = data;
  const hello = `${greeting(zone)}, ${name}!`;
  return (
    <div className="space-y-8">
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <AvatarBadge avatar={data.student.avatar} className="size-20 sm:size-24" />
          <div>
            <p className="text-3xl font-bold sm:text-4xl" data-testid="greeting">
              {hello}
            </p>
            <p className="text-xl text-muted-foreground">Today is {shortDay(today.date)}.</p>
          </div>
        </div>
        <ReadAloudButton text={readAloudText(hello, today, nextDay, zone)} />
      </Card>
      <section aria-labelledby="my-day-title" className="space-y-4">
        <h2 id="my-day-title" className="text-2xl font-bold sm:text-3xl">
          My classes today
        </h2>
        {today.sessions.length === 0 ? (
          <NoClassesToday day={today} nextDay={nextDay} />
        ) : (
          <>
            <ol className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="child-sessions">
              {today.sessions.map((session) => (
                <ClassCard key={session.id} session={session} zone={zone} />
              ))}
            </ol>
            {nextDay ? <AllDone nextDay={nextDay} /> : null}
          </>
        )}
        <p className="text-base text-muted-foreground">
          {inSchoolZone(zone) ? "Times are school time." : `Times are your time. School time (${SCHOOL_ZONE_NAME}) is in small letters.`}
        </p>
      </section>
      <DueSoon />
      <Link
        to="/student/courses"
        className="inline-flex min-h-16 items-center gap-3 rounded-2xl border-2 px-6 text-xl font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        My Courses and teachers
        <ArrowRight className="size-6" aria-hidden="true" />
      </Link>
    </div>
  );
}

function stateOf(session: HomeSession): { label: string; tone: "now" | "next" | "done" | "cancelled" | "later" } {
  if (session.status === "cancelled") return { label: "No class today", tone: "cancelled" };
  if (session.marker === "now") return { label: "Now", tone: "now" };
  if (session.marker === "next") return { label: "Next", tone: "next" };
  return new Date(session.endsAt).getTime() <= Date.now() ? { label: "Done", tone: "done" } : { label: "Later", tone: "later" };
}

function ClassCard({ session, zone }: { session: HomeSession; zone: string }) {
  const word = subjectWord(session.subjectCode, session.subjectName);
  const state = stateOf(session);
  const highlighted = state.tone === "now" || state.tone === "next";
  return (
    <li
      className={cn(
        "flex min-w-0 flex-wrap items-center gap-4 rounded-2xl border-2 bg-card p-4 text-card-foreground sm:flex-nowrap sm:gap-6 sm:p-5",
        state.tone === "next" && "border-primary bg-primary/10 ring-4 ring-primary/30",
        state.tone === "now" && "border-success bg-success/10 ring-4 ring-success/30",
        state.tone === "cancelled" && "border-dashed",
      )}
      data-marker={session.marker ?? undefined}
      aria-current={highlighted ? "step" : undefined}
    >
      <span
        className={cn(
          "grid size-16 shrink-0 place-items-center rounded-2xl sm:size-20",
          highlighted ? "bg-primary text-primary-foreground" : "bg-secondary text-secondary-foreground",
        )}
      >
        <SubjectIcon code={session.subjectCode} className="size-9 sm:size-11" aria-hidden="true" />
      </span>
      <div className="min-w-[10rem] flex-1">
        <p className={cn("text-2xl font-bold sm:text-3xl", state.tone === "cancelled" && "line-through")}>{word}</p>
        <p className="whitespace-nowrap text-xl font-semibold">{clockTime(session.startsAt, zone)}</p>
        {inSchoolZone(zone) ? null : <p className="text-sm text-muted-foreground">{clockTime(session.startsAt, school.timeZone)} school time</p>}
        {session.teachers[0] ? <p className="text-base text-muted-foreground">with {session.teachers[0]}</p> : null}
      </div>
      <StateTag tone={state.tone} label={state.label} />
      <LiveClassLink session={session} who="child" />
    </li>
  );
}

function StateTag({ tone, label }: { tone: string; label: string }) {
  if (tone === "later") return null;
  const icon =
    tone === "done" ? (
      <Check className="size-5" aria-hidden="true" />
    ) : tone === "cancelled" ? (
      <X className="size-5" aria-hidden="true" />
    ) : (
      <ArrowRight className="size-6" aria-hidden="true" />
    );
  return (
    <span
      className={cn(
        "ml-auto inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1.5 font-bold",
        tone === "next" && "bg-primary px-4 py-2 text-xl text-primary-foreground",
        tone === "now" && "bg-success px-4 py-2 text-xl text-success-foreground",
        (tone === "done" || tone === "cancelled") && "border text-base text-foreground",
      )}
      data-testid={`tag-${tone}`}
    >
      {icon}
      {label}
    </span>
  );
}

function NoClassesToday({ day, nextDay }: { day: HomeDay; nextDay: HomeDay | null }) {
  const why = day.dayOff ? `It's ${day.dayOff.title}.` : day.weekend ? "It's the weekend." : "There is no school today.";
  return (
    <Card className="flex items-start gap-4 p-6" data-testid="no-classes-today">
      <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
        <Sun className="size-9" aria-hidden="true" />
      </span>
      <div className="space-y-2 text-xl">
        <p className="text-2xl font-bold">No classes today. {why}</p>
        <p>Have a lovely day!</p>
        {nextDay ? <p data-testid="next-school-day">Your next school day is {shortDay(nextDay.date)}.</p> : null}
      </div>
    </Card>
  );
}

function AllDone({ nextDay }: { nextDay: HomeDay }) {
  return (
    <Card className="flex items-center gap-4 p-6" data-testid="all-done">
      <PartyPopper className="size-9 shrink-0 text-primary" aria-hidden="true" />
      <p className="text-xl">
        <span className="font-bold">All done for today!</span> Your next school day is {shortDay(nextDay.date)}.
      </p>
    </Card>
  );
}

/** What "Read to me" says: the greeting and the day, class by class. */
export function readAloudText(hello: string, today: HomeDay, nextDay: HomeDay | null, zone: string): string {
  const parts = [hello, `Today is ${shortDay(today.date)}.`];
  const classes = today.sessions.filter((s) => s.status !== "cancelled");
  if (classes.length === 0) {
    parts.push("There are no classes today.");
  } else {
    for (const session of classes) {
      const word = subjectWord(session.subjectCode, session.subjectName);
      const when = clockTime(session.startsAt, zone);
      const tag = session.marker === "now" ? " That is now." : session.marker === "next" ? " That is next." : "";
      parts.push(`${word} at ${when}.${tag}`);
    }
  }
  if (nextDay) parts.push(`Your next school day is ${shortDay(nextDay.date)}.`);
  return parts.join(" ");
}
