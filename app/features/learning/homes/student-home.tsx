/**
 * /student: a child's home for ages 5-12. Their name and avatar, today's classes in order as big
 * cards with a picture and a word, the time in the child's zone, the class under way ("Now") or the
 * next one ("Next") highlighted, and a "Read to me" button. A day without classes says so kindly
 * with the next school day. Under the day, the child's work: missing, due soon, came back (./due-soon.tsx).
 */
import { ArrowRight, Check, PartyPopper, Sun, X } from "lucide-react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { QueryState } from "~/components/ui/query-state";
import { cn } from "~/lib/utils";
import { formatCalendarWeekdayMonthDay } from "#common/calendar-date";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { t as textIn, type MessageId } from "#common/i18n/messages";
import { useLanguage, useT } from "~/lib/i18n";
import { type HomeDay, type HomeSession, type StudentHome as StudentHomeData } from "#common/schemas/learning/homes";
import { useViewerZone } from "~/lib/dates";
import { useNow } from "~/lib/use-now";
import { useStudentHome } from "./homes-api";
import { AvatarBadge, SubjectIcon, subjectWord } from "~/components/learning/pictures";
import { ChildWork } from "./due-soon";
import { LiveClassLink } from "./live-class-link";
import { ReadAloudButton } from "~/components/learning/listen-button";
import { clockTime, inSchoolZone } from "./time";
import { school } from "#common/school";
import { zonedDateTime } from "#common/time-zone";
import { knownAs } from "#common/learning/child-name";

export function StudentHome() {
  const home = useStudentHome();
  const t = useT();
  return (
    <QueryState query={home} errorTitle={t("child.home.loadError")} errorText={t("child.askGrownUp")}>
      {(data) =>
        data.student && data.today ? (
          <ChildDayView data={{ student: data.student, today: data.today, nextDay: data.nextDay, work: data.work }} />
        ) : (
          <NoChildRecord />
        )
      }
    </QueryState>
  );
}

/** An admin (or an account not linked to a child yet) opening a child's page. */
export function NoChildRecord() {
  const t = useT();
  return (
    <Card className="max-w-2xl space-y-3" data-testid="no-child-record">
      <h2 className="text-xl font-semibold">{t("child.noRecord.title")}</h2>
      <p>{t("child.noRecord.text")}</p>
    </Card>
  );
}

/** The part of the day the greeting names, by the clock in the child's zone. */
function partOfDay(zone: string, now: number): "morning" | "afternoon" | "evening" {
  const hour = Number(zonedDateTime(new Date(now), zone).time.slice(0, 2));
  return hour < 12 ? "morning" : hour < 17 ? "afternoon" : "evening";
}

/** "Monday, November 30", "lunes, 30 de noviembre" (the year is noise for a child). */
function shortDay(date: string, language: Language): string {
  return formatCalendarWeekdayMonthDay(date, LOCALES[language]);
}

function ChildDayView({
  data,
}: {
  data: { student: NonNullable<StudentHomeData["student"]>; today: HomeDay; nextDay: HomeDay | null; work: StudentHomeData["work"] };
}) {
  const zone = useViewerZone();
  const now = useNow();
  const t = useT();
  const language = useLanguage();
  const name = knownAs(data.student);
  const { today, nextDay } = data;
  const hello = t("child.home.greeting", { time: partOfDay(zone, now), name });
  return (
    <div className="space-y-8">
      <Card className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <AvatarBadge avatar={data.student.avatar} className="size-20 sm:size-24" />
          <div className="min-w-0 break-words">
            <p className="text-3xl font-bold sm:text-4xl" data-testid="greeting">
              {hello}
            </p>
            <p className="text-xl text-muted-foreground">{t("child.home.today", { day: shortDay(today.date, language) })}</p>
          </div>
        </div>
        <ReadAloudButton text={readAloudText(hello, today, nextDay, zone, language)} />
      </Card>
      <section aria-labelledby="my-day-title" className="space-y-4">
        <h2 id="my-day-title" className="text-2xl font-bold sm:text-3xl">
          {t("child.home.myClasses")}
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
          {inSchoolZone(zone) ? t("child.home.timesAreSchoolTime") : t("child.home.timesAreYourTime", { zone: t("portal.times.zoneName") })}
        </p>
      </section>
      {data.work ? <ChildWork work={data.work} /> : null}
      <Link
        to="/student/courses"
        className="inline-flex min-h-16 max-w-full items-center gap-3 rounded-2xl border-2 px-6 text-xl font-semibold hover:bg-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="min-w-0 break-words">{t("child.home.coursesLink")}</span>
        <ArrowRight className="size-6 shrink-0" aria-hidden="true" />
      </Link>
    </div>
  );
}

type Tone = "now" | "next" | "done" | "cancelled" | "later";

function toneOf(session: HomeSession, now: number): Tone {
  if (session.status === "cancelled") return "cancelled";
  if (session.marker === "now" || session.marker === "next") return session.marker;
  return new Date(session.endsAt).getTime() <= now ? "done" : "later";
}

const STATE_LABELS = {
  now: "child.home.state.now",
  next: "child.home.state.next",
  done: "child.home.state.done",
  cancelled: "child.home.state.cancelled",
  later: "child.home.state.later",
} as const satisfies Record<Tone, MessageId>;

function ClassCard({ session, zone }: { session: HomeSession; zone: string }) {
  const t = useT();
  const language = useLanguage();
  const locale = LOCALES[language];
  const word = subjectWord(session.subjectCode, session.subjectName, language);
  const tone = toneOf(session, useNow());
  const state = { tone, label: t(STATE_LABELS[tone]) };
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
      {/* Beside the picture while 10rem fit, else on a line of its own: never wider than the card (the largest text at 375 px). */}
      <div className="min-w-0 grow basis-40 break-words">
        <p className={cn("text-2xl font-bold sm:text-3xl", state.tone === "cancelled" && "line-through")}>{word}</p>
        <p className="whitespace-nowrap text-xl font-semibold">{clockTime(session.startsAt, zone, locale)}</p>
        {inSchoolZone(zone) ? null : (
          <p className="text-sm text-muted-foreground">{t("child.home.schoolTime", { time: clockTime(session.startsAt, school.timeZone, locale) })}</p>
        )}
        {session.teachers[0] ? <p className="text-base text-muted-foreground">{t("child.home.withTeacher", { teacher: session.teachers[0] })}</p> : null}
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
  const t = useT();
  const language = useLanguage();
  const why = day.dayOff ? t("child.home.dayOff", { title: day.dayOff.title }) : day.weekend ? t("child.home.weekend") : t("child.home.noSchool");
  return (
    <Card className="flex items-start gap-4 p-6" data-testid="no-classes-today">
      <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-secondary text-secondary-foreground">
        <Sun className="size-9" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-2 break-words text-xl">
        <p className="text-2xl font-bold">{t("child.home.noClasses", { why })}</p>
        <p>{t("child.home.lovelyDay")}</p>
        {nextDay ? <p data-testid="next-school-day">{t("child.home.nextSchoolDay", { day: shortDay(nextDay.date, language) })}</p> : null}
      </div>
    </Card>
  );
}

function AllDone({ nextDay }: { nextDay: HomeDay }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Card className="flex items-center gap-4 p-6" data-testid="all-done">
      <PartyPopper className="size-9 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 break-words text-xl">
        <span className="font-bold">{t("child.home.allDone")}</span> {t("child.home.nextSchoolDay", { day: shortDay(nextDay.date, language) })}
      </p>
    </Card>
  );
}

/**
 * What "Read to me" says: the greeting and the day, class by class, in `language` with the screen's
 * own messages (the catalogues are common, so this stays a plain function the tests call).
 */
export function readAloudText(hello: string, today: HomeDay, nextDay: HomeDay | null, zone: string, language: Language = DEFAULT_LANGUAGE): string {
  const parts = [hello, textIn(language, "child.home.today", { day: shortDay(today.date, language) })];
  const classes = today.sessions.filter((s) => s.status !== "cancelled");
  if (classes.length === 0) {
    parts.push(textIn(language, "child.home.read.noClasses"));
  } else {
    for (const session of classes) {
      const subject = subjectWord(session.subjectCode, session.subjectName, language);
      parts.push(textIn(language, "child.home.read.class", { subject, time: clockTime(session.startsAt, zone, LOCALES[language]) }));
      if (session.marker === "now") parts.push(textIn(language, "child.home.read.now"));
      if (session.marker === "next") parts.push(textIn(language, "child.home.read.next"));
    }
  }
  if (nextDay) parts.push(textIn(language, "child.home.nextSchoolDay", { day: shortDay(nextDay.date, language) }));
  return parts.join(" ");
}
