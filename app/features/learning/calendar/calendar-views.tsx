/**
 * The calendar's three views over one list of events: a day (a list), a week (seven days, side by
 * side on wide screens and one under another on phones) and a month (a WAI-ARIA grid with arrow-key
 * navigation on wider screens; on phones the days that have something, as a list). Every kind of
 * event is drawn the same way: its time (or "All day") in the shown zone, title, what it is, who it
 * is for; work due also its class and its state for the child, its title a link to the work.
 */
import { CalendarDays, Video, type LucideProps } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { SubjectIcon } from "~/components/learning/pictures";
import { Badge } from "~/components/ui/badge";
import { useLanguage, useLocale, useT } from "~/lib/i18n";
import { useNow } from "~/lib/use-now";
import { cn } from "~/lib/utils";
import {
  addDays,
  formatCalendarDate,
  formatCalendarWeekday,
  formatCalendarWeekdayMonthDay,
  formatCalendarWeekdayMonthDayShort,
  parseCalendarDate,
} from "#common/calendar-date";
import { formatTimeOfDay } from "#common/date-formats";
import { eventsOnDay, kindLabel, shiftAnchor, timingLabel, viewDays, type CalendarEvent } from "#common/learning/calendar";
import { liveWindow } from "#common/learning/live";
import { KIND_ICONS } from "./subject-icons";

export interface ViewProps {
  events: readonly CalendarEvent[];
  anchor: string;
  today: string;
  timeZone: string;
  /** The child's portal: bigger type and targets, pictures with words. */
  big: boolean;
  /** Opens a day in the day view. */
  onOpenDay: (date: string) => void;
  /** Moves the view to another date, keeping the view (the month grid's keys past its edges). */
  onAnchor: (date: string) => void;
}

/** The month grid's columns, Monday first, as `calendar.month.weekday` names them. */
const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

const utc = (date: string) => {
  const d = parseCalendarDate(date)!;
  return new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
};

/** "Tuesday, November 24" ("martes, 24 de noviembre"). */
export function longDay(date: string, locale: string) {
  return formatCalendarWeekdayMonthDay(date, locale);
}

function kindClass(event: CalendarEvent) {
  if (event.kind === "class_session") return "border-l-primary";
  if (event.kind === "holiday") return "border-l-emerald-600 dark:border-l-emerald-400";
  if (event.kind === "closure") return "border-l-destructive";
  if (event.kind === "conference") return "border-l-sky-600 dark:border-l-sky-400";
  if (event.kind === "due") return "border-l-violet-600 dark:border-l-violet-400";
  return "border-l-amber-600 dark:border-l-amber-400";
}

/** The way into the event's live page while its room is open (10 minutes before the start to the end). */
function JoinLink({ event, big }: { event: CalendarEvent; big: boolean }) {
  const t = useT();
  const now = useNow();
  if (!event.link || event.cancelled || event.timing.allDay) return null;
  if (liveWindow(new Date(event.timing.startsAt), new Date(event.timing.endsAt), new Date(now)) !== "open") return null;
  return (
    <Link
      to={event.link}
      data-testid="calendar-join"
      className={cn(
        "inline-flex items-center gap-2 rounded-md bg-success font-semibold text-success-foreground hover:bg-success/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
        big ? "min-h-14 px-5 text-lg" : "min-h-11 px-3 text-sm",
      )}
    >
      <Video className={big ? "size-6" : "size-4"} aria-hidden="true" />
      {t(event.kind === "conference" ? "calendar.event.joinConference" : "calendar.event.joinClass")}
      <span className="sr-only">{t("calendar.event.joinOf", { title: event.title })}</span>
    </Link>
  );
}

/** An event's picture: the subject's for a class, the kind's otherwise. */
function EventIcon({ event, ...props }: LucideProps & { event: CalendarEvent }) {
  if (event.kind === "class_session") return <SubjectIcon code={event.subjectCode} {...props} />;
  const Icon = KIND_ICONS[event.kind] ?? CalendarDays;
  return <Icon {...props} />;
}

/** The event's time: "Due 3:00 PM" for work due, else its span or "All day". */
function EventTime({ event, timeZone, big }: { event: CalendarEvent; timeZone: string; big: boolean }) {
  const t = useT();
  const language = useLanguage();
  const locale = useLocale();
  const words =
    event.kind === "due" && !event.timing.allDay
      ? t("calendar.event.dueAt", { time: formatTimeOfDay(event.timing.startsAt, timeZone, locale) })
      : timingLabel(event.timing, timeZone, language);
  return <p className={cn("font-semibold", big ? "text-lg" : "text-sm")}>{words}</p>;
}

/**
 * The title; work due opens its work (the child's screen, the family's progress page, the gradebook),
 * and a session its page at any time, not only while its room is open (JoinLink): before, the page
 * says when it opens and staff check their camera and microphone there (issue 33).
 */
function EventTitle({ event, big }: { event: CalendarEvent; big: boolean }) {
  const className = cn("font-semibold break-words", big ? "text-2xl" : "text-sm @min-[15rem]:text-base", event.cancelled && "line-through");
  if (!event.link || event.cancelled) return <p className={className}>{event.title}</p>;
  return (
    <p className={className}>
      <Link
        to={event.link}
        data-testid={event.kind === "due" ? "calendar-due-link" : "calendar-session-link"}
        className="rounded text-primary underline underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {event.title}
      </Link>
    </p>
  );
}

/** Work's state for a child: in the child's own words on their calendar ("You sent it in"). */
function WorkStatusBadge({ event, big }: { event: CalendarEvent; big: boolean }) {
  const t = useT();
  if (!event.workStatus) return null;
  const missing = event.workStatus === "missing";
  return (
    <Badge className={cn(missing && "border-destructive text-destructive")} data-testid="calendar-work-status">
      {t(big ? `work.status.${event.workStatus}` : `progress.status.${event.workStatus}`)}
    </Badge>
  );
}

export function EventItem({ event, timeZone, big }: { event: CalendarEvent; timeZone: string; big: boolean }) {
  const t = useT();
  const language = useLanguage();
  const forChildren = event.children?.length
    ? t("calendar.event.forChildren", { names: event.children.map((c) => c.name).join(` ${t("calendar.event.and")} `) })
    : null;
  const teachers = event.teachers?.length ? t("calendar.event.withTeachers", { names: event.teachers.join(", ") }) : null;
  return (
    <li
      // In a narrow column (a week's seven days at 1280 px) the picture goes above the words, so a title
      // such as "Thanksgiving break" keeps its words whole instead of breaking mid-word beside it.
      className={cn(
        "flex flex-col gap-2 rounded-lg border border-l-4 bg-card text-card-foreground @min-[15rem]:flex-row @min-[15rem]:gap-3",
        big ? "p-4" : "p-3",
        kindClass(event),
      )}
      data-testid="calendar-event"
    >
      <span className={cn("grid shrink-0 place-items-center rounded-md bg-secondary text-secondary-foreground", big ? "size-14" : "size-9")}>
        <EventIcon event={event} className={big ? "size-8" : "size-5"} aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-1">
        <EventTime event={event} timeZone={timeZone} big={big} />
        <EventTitle event={event} big={big} />
        {forChildren || event.className || teachers ? (
          <p className={cn("text-muted-foreground", big ? "text-lg" : "text-sm")}>{[forChildren, event.className, teachers].filter(Boolean).join(" · ")}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {event.kind !== "class_session" ? <Badge>{kindLabel(event.kind, language)}</Badge> : null}
          <WorkStatusBadge event={event} big={big} />
          {event.cancelled ? (
            <Badge className="border-destructive text-destructive">{t(big ? "calendar.event.noClassToday" : "calendar.event.cancelled")}</Badge>
          ) : null}
        </div>
        <JoinLink event={event} big={big} />
      </div>
    </li>
  );
}

function EventList({ events, timeZone, big, empty }: { events: readonly CalendarEvent[]; timeZone: string; big: boolean; empty: string }) {
  if (events.length === 0) return <p className={cn("text-muted-foreground", big ? "text-lg" : "text-sm")}>{empty}</p>;
  return (
    <ul className="@container space-y-3">
      {events.map((event) => (
        <EventItem key={event.id} event={event} timeZone={timeZone} big={big} />
      ))}
    </ul>
  );
}

export function DayView({ events, anchor, today, timeZone, big }: ViewProps) {
  const t = useT();
  const locale = useLocale();
  const onDay = eventsOnDay(events, anchor, timeZone);
  return (
    <section aria-labelledby="calendar-day-heading" className="space-y-4">
      <h3 id="calendar-day-heading" className={cn("font-semibold", big ? "text-2xl" : "text-lg")}>
        {t("calendar.day.heading", { day: longDay(anchor, locale), today: anchor === today ? "yes" : "no" })}
      </h3>
      <EventList events={onDay} timeZone={timeZone} big={big} empty={t(big ? "calendar.day.noClasses" : "calendar.day.nothing")} />
    </section>
  );
}

/** Days one under another on phones, seven columns on wide screens. */
function DayColumns({ days, events, today, timeZone, big, onOpenDay, columns }: Omit<ViewProps, "anchor"> & { days: string[]; columns: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ol className={cn("grid gap-4", columns && "lg:grid-cols-7 lg:gap-2")}>
      {days.map((date) => {
        const onDay = eventsOnDay(events, date, timeZone);
        const isToday = date === today;
        return (
          <li
            key={date}
            aria-current={isToday ? "date" : undefined}
            className={cn("min-w-0 rounded-xl border p-3", isToday ? "border-primary bg-primary/5" : "bg-background")}
          >
            <h3 className={cn("mb-3 font-semibold", big ? "text-xl" : "text-sm")}>
              <button
                type="button"
                className="rounded text-left underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-ring"
                onClick={() => onOpenDay(date)}
              >
                {big ? longDay(date, locale) : formatCalendarWeekdayMonthDayShort(date, locale)}
                {isToday ? <span className="ml-2 text-primary">{t("calendar.today")}</span> : null}
              </button>
            </h3>
            <EventList events={onDay} timeZone={timeZone} big={big} empty={t(big ? "calendar.week.noClasses" : "calendar.week.nothing")} />
          </li>
        );
      })}
    </ol>
  );
}

export function WeekView(props: ViewProps) {
  const days = viewDays("week", props.anchor);
  // Children see their school week (Monday to Friday) unless something is on at the weekend.
  const shown = props.big ? days.filter((d, i) => i < 5 || eventsOnDay(props.events, d, props.timeZone).length > 0) : days;
  return <DayColumns {...props} days={shown} columns={!props.big} />;
}

/** The month: a grid on wider screens, the days with something on them as a list on phones. */
export function MonthView(props: ViewProps) {
  const t = useT();
  const { anchor } = props;
  const days = viewDays("month", anchor);
  const month = anchor.slice(0, 7);
  const listed = days.filter((d) => d.startsWith(month) && eventsOnDay(props.events, d, props.timeZone).length > 0);
  return (
    <>
      <div className="hidden sm:block">
        <MonthGrid {...props} days={days} />
      </div>
      <div className="sm:hidden">
        {listed.length === 0 ? <p className="text-muted-foreground">{t("calendar.month.nothing")}</p> : <DayColumns {...props} days={listed} columns={false} />}
      </div>
    </>
  );
}

function MonthGrid({ events, anchor, today, timeZone, onOpenDay, onAnchor, days }: ViewProps & { days: string[] }) {
  const t = useT();
  const locale = useLocale();
  const month = anchor.slice(0, 7);
  const [focused, setFocused] = useState(anchor);
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  const moved = useRef(false);
  useEffect(() => {
    // After a key moved the focus (maybe into the next month, drawn a moment later), focus that day.
    const cell = moved.current ? cells.current.get(focused) : undefined;
    if (cell) {
      cell.focus();
      moved.current = false;
    }
  }, [focused, days]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableCellElement>, date: string) => {
    const d = parseCalendarDate(date)!;
    const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    let next: string | null = null;
    if (e.key in step) next = formatCalendarDate(addDays(d, step[e.key]!));
    else if (e.key === "Home") next = formatCalendarDate(addDays(d, -((new Date(utc(date)).getUTCDay() + 6) % 7)));
    else if (e.key === "End") next = formatCalendarDate(addDays(d, 6 - ((new Date(utc(date)).getUTCDay() + 6) % 7)));
    else if (e.key === "PageUp") next = shiftAnchor("month", date, -1);
    else if (e.key === "PageDown") next = shiftAnchor("month", date, 1);
    else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      onOpenDay(date);
      return;
    }
    if (!next) return;
    e.preventDefault();
    moved.current = true;
    setFocused(next);
    // Leaving the month (also onto a greyed day of the next or last month, and always with Page
    // Up/Down): the month shown moves with the focus.
    if (!next.startsWith(month)) onAnchor(next);
  };

  // A timed event in a cell: its start and title.
  const cellText = (event: CalendarEvent) => (event.timing.allDay ? event.title : `${formatTimeOfDay(event.timing.startsAt, timeZone, locale)} ${event.title}`);
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const tabStop = days.includes(focused) ? focused : anchor;

  return (
    <table role="grid" aria-labelledby="calendar-period" className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          {WEEKDAYS.map((day, i) => (
            <th key={day} scope="col" className="pb-2 text-left text-sm font-semibold text-muted-foreground">
              <abbr title={formatCalendarWeekday(parseCalendarDate(days[i]!)!, locale)} className="no-underline">
                {t("calendar.month.weekday", { day })}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const onDay = eventsOnDay(events, date, timeZone);
              const inMonth = date.startsWith(month);
              const isToday = date === today;
              return (
                <td
                  key={date}
                  ref={(el) => {
                    if (el) cells.current.set(date, el);
                    else cells.current.delete(date);
                  }}
                  role="gridcell"
                  tabIndex={date === tabStop ? 0 : -1}
                  aria-selected={date === tabStop}
                  aria-current={isToday ? "date" : undefined}
                  onKeyDown={(e) => onKeyDown(e, date)}
                  onClick={() => onOpenDay(date)}
                  onFocus={() => setFocused(date)}
                  className={cn(
                    "h-28 cursor-pointer border p-1.5 align-top focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring",
                    inMonth ? "bg-background" : "bg-muted/50 text-muted-foreground",
                    isToday && "bg-primary/5",
                  )}
                >
                  <span className="sr-only">
                    {t("calendar.month.cell", { day: longDay(date, locale), today: isToday ? "yes" : "no", empty: onDay.length === 0 ? "yes" : "no" })}
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn("inline-grid size-7 place-items-center rounded-full text-sm font-semibold", isToday && "bg-primary text-primary-foreground")}
                  >
                    {Number(date.slice(8))}
                  </span>
                  <ul className="mt-1 space-y-0.5">
                    {onDay.slice(0, 3).map((event) => (
                      <li key={event.id} className={cn("truncate rounded border-l-2 px-1 text-xs", kindClass(event), event.cancelled && "line-through")}>
                        {cellText(event)}
                      </li>
                    ))}
                    {onDay.length > 3 ? <li className="px-1 text-xs font-semibold">{t("calendar.month.more", { count: onDay.length - 3 })}</li> : null}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
