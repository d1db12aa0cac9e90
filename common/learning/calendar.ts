/**
 * The one calendar model of the learning wing (issue 15, "/calendar"): the shapes the server answers
 * and the pure rules the three calendar screens and the iCalendar feed share.
 *
 * An event is either timed (two instants: a class session, a conference; a due date is one instant,
 * both ends the same) or all-day (inclusive calendar dates in the school's zone: a holiday, a closure,
 * a school event). Later
 * issues add kinds to CALENDAR_EVENT_KINDS and their words to the catalogues (`calendar.kind.*`); the screens draw every kind the same way
 * (time or "All day", title, label, the children it is for), so they need no change.
 */
import { z } from "zod";
import { addDays, compareCalendarDates, formatCalendarDate, parseCalendarDate, toDayNumber, weekday, type CalendarDate } from "../calendar-date";
import { formatTimeOfDay, formatZoneName } from "../date-formats";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "../i18n/languages";
import { t } from "../i18n/messages";
import { school } from "../school";
import { dateInZone, zonedInstant } from "../time-zone";
import { WORK_STATUSES } from "./work-status";

export const CALENDAR_EVENT_KINDS = ["class_session", "holiday", "closure", "event", "conference", "due"] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** The kinds a school_days row can have (server/db/schema/structure.ts). */
export const SCHOOL_DAY_KINDS = ["holiday", "closure", "event"] as const satisfies readonly CalendarEventKind[];
export type SchoolDayKind = (typeof SCHOOL_DAY_KINDS)[number];

/** The longest range one calendar read may ask for: a month view of six weeks with a day either side. */
export const MAX_CALENDAR_RANGE_DAYS = 44;
export const CALENDAR_RANGE_TOO_LONG = `Please ask for at most ${MAX_CALENDAR_RANGE_DAYS} days at a time.`;

/** The feed covers two weeks back (calendar apps keep what they fetched) to the end of the school year. */
export const FEED_DAYS_BACK = 14;
/** How often calendar apps are asked to fetch the feed again (they may wait longer). */
export const FEED_REFRESH_MINUTES = 60;

export const eventTimingSchema = z.union([
  z.object({ allDay: z.literal(false), /** ISO instants */ startsAt: z.string(), endsAt: z.string() }),
  z.object({ allDay: z.literal(true), /** Inclusive calendar dates ("YYYY-MM-DD") in the school's zone. */ startsOn: z.string(), endsOn: z.string() }),
]);
export type EventTiming = z.infer<typeof eventTimingSchema>;

/** A child an event is for (a guardian's children, a teacher's view never lists them). */
export const eventChildSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type EventChild = z.infer<typeof eventChildSchema>;

export const calendarEventSchema = z.object({
  /**
   * Stable across reads: "session:<uuid>", "day:<uuid>", "conference:<uuid>", "due:<assignment>" (a
   * teacher's) or "due:<assignment>:<child>" (a child's and their family's); the feed's UID is built from it.
   */
  id: z.string(),
  kind: z.enum(CALENDAR_EVENT_KINDS),
  title: z.string(),
  timing: eventTimingSchema,
  cancelled: z.boolean(),
  classId: z.string().optional(),
  subjectCode: z.string().optional(),
  grade: z.string().optional(),
  /** Work due: the name of its class. */
  className: z.string().optional(),
  /** Work due, for a child and their family: its state for that child (not for a teacher's one event per assignment). */
  workStatus: z.enum(WORK_STATUSES).optional(),
  /** The staff of the class, by the name they go by. */
  teachers: z.array(z.string()).optional(),
  /** For a guardian: which of their children the event is for. */
  children: z.array(eventChildSchema).optional(),
  /** The iCalendar SEQUENCE when the event keeps its own revisions (a conference); else 1 when cancelled, 0 otherwise. */
  sequence: z.number().optional(),
  /**
   * A portal path the event opens: its live page (a class session for its teachers and children, a
   * video conference); for work due, the child's work screen, the family's progress page or the gradebook.
   */
  link: z.string().optional(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const calendarClassOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string(),
});
export type CalendarClassOption = z.infer<typeof calendarClassOptionSchema>;

/** GET /api/calendar's data. */
export const calendarAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The school's zone; the screens name it beside the viewer's own. */
  schoolTimeZone: z.string(),
  events: z.array(calendarEventSchema),
  /** The children the viewer may filter by (guardians; a student's own record). */
  children: z.array(eventChildSchema),
  /** The classes the viewer may filter by. */
  classes: z.array(calendarClassOptionSchema),
});
export type CalendarAnswer = z.infer<typeof calendarAnswerSchema>;

/** GET /api/calendar/feed's data. */
export const calendarFeedStatusSchema = z.union([
  z.object({ active: z.literal(false) }),
  z.object({ active: z.literal(true), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
]);
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** POST /api/calendar/feed's data: the secret address, shown once. */
export const calendarFeedCreatedSchema = z.object({
  url: z.string(),
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

/** The feed's address for a token: `${publicUrl}/api/calendar/feed/<token>.ics`, and its webcal:// twin. */
export function feedUrls(publicUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = `${publicUrl.replace(/\/+$/, "")}/api/calendar/feed/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://") };
}

/** Inclusive days between two calendar dates ("2026-11-01" to "2026-11-01" is 1), or NaN for a bad date. */
export function rangeLength(from: string, to: string): number {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (!a || !b) return Number.NaN;
  return toDayNumber(b) - toDayNumber(a) + 1;
}

/**
 * The instants a range of school days covers: from midnight at the school on `from` to midnight at
 * the school after `to` (half open), right on daylight-saving days.
 */
export function rangeInstants(from: string, to: string, timeZone: string = school.timeZone): { start: Date; end: Date } {
  const end = formatCalendarDate(addDays(parseCalendarDate(to)!, 1));
  return { start: new Date(zonedInstant(from, "00:00", timeZone)), end: new Date(zonedInstant(end, "00:00", timeZone)) };
}

/** A range cut to [min, max] (inclusive calendar dates); null when nothing of it is left. */
export function clipRange(range: { from: string; to: string }, min: string, max: string): { from: string; to: string } | null {
  const from = range.from < min ? min : range.from;
  const to = range.to > max ? max : range.to;
  return from <= to ? { from, to } : null;
}

/** Whether an all-day span [startsOn, endsOn] and a range [from, to] share a day. */
export function spansOverlap(startsOn: string, endsOn: string, from: string, to: string): boolean {
  return startsOn <= to && endsOn >= from;
}

/**
 * Whether an event is on `date` as seen in `timeZone`: an all-day event on its school dates (a holiday
 * is the same day everywhere); a timed one when it overlaps that day's wall-clock midnight to midnight.
 */
export function isOnDay(event: Pick<CalendarEvent, "timing">, date: string, timeZone: string): boolean {
  const t = event.timing;
  if (t.allDay) return t.startsOn <= date && t.endsOn >= date;
  const { start, end } = rangeInstants(date, date, timeZone);
  const s = Date.parse(t.startsAt);
  const e = Math.max(Date.parse(t.endsAt), s + 1);
  return s < end.getTime() && e > start.getTime();
}

/** The events on a day, all-day ones first, then by start time and title. */
export function eventsOnDay<T extends Pick<CalendarEvent, "timing" | "title">>(events: readonly T[], date: string, timeZone: string): T[] {
  return events.filter((e) => isOnDay(e, date, timeZone)).sort(compareEvents);
}

export function compareEvents(a: Pick<CalendarEvent, "timing" | "title">, b: Pick<CalendarEvent, "timing" | "title">): number {
  if (a.timing.allDay !== b.timing.allDay) return a.timing.allDay ? -1 : 1;
  const sa = a.timing.allDay ? a.timing.startsOn : a.timing.startsAt;
  const sb = b.timing.allDay ? b.timing.startsOn : b.timing.startsAt;
  return (a.timing.allDay ? sa.localeCompare(sb) : Date.parse(sa) - Date.parse(sb)) || a.title.localeCompare(b.title);
}

export type CalendarView = "day" | "week" | "month";
export const CALENDAR_VIEWS: readonly CalendarView[] = ["day", "week", "month"];

/** The Monday of the week holding `date` (the school's week runs Monday to Sunday). */
export function startOfWeek(date: CalendarDate): CalendarDate {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The days a view shows around `anchor` ("YYYY-MM-DD"): one day, Monday to Sunday, or the month's whole weeks. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  const a = parseCalendarDate(anchor)!;
  if (view === "day") return [anchor];
  if (view === "week") {
    const monday = startOfWeek(a);
    return Array.from({ length: 7 }, (_, i) => formatCalendarDate(addDays(monday, i)));
  }
  const first = startOfWeek({ year: a.year, month: a.month, day: 1 });
  const days: string[] = [];
  for (let d = first; ; d = addDays(d, 1)) {
    const beyond = d.year * 12 + d.month > a.year * 12 + a.month;
    if (beyond && weekday(d) === 1) break;
    days.push(formatCalendarDate(d));
  }
  return days;
}

/**
 * The school dates to ask the server for so that every day a view shows in `viewerZone` is covered:
 * the view's days with one day either side (a viewer far east or west of the school sees the next or
 * previous school day's sessions on their own day).
 */
export function fetchRange(view: CalendarView, anchor: string): { from: string; to: string } {
  const days = viewDays(view, anchor);
  return { from: formatCalendarDate(addDays(parseCalendarDate(days[0]!)!, -1)), to: formatCalendarDate(addDays(parseCalendarDate(days.at(-1)!)!, 1)) };
}

/** The anchor one view further (`step` 1) or back (-1): a day, a week or a month (the day clamped to the month's length). */
export function shiftAnchor(view: CalendarView, anchor: string, step: number): string {
  const a = parseCalendarDate(anchor)!;
  if (view === "day") return formatCalendarDate(addDays(a, step));
  if (view === "week") return formatCalendarDate(addDays(a, 7 * step));
  const index = a.year * 12 + (a.month - 1) + step;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return formatCalendarDate({ year, month, day: Math.min(a.day, last) });
}

/** Today's date in a zone ("YYYY-MM-DD"). */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return dateInZone(now, timeZone);
}

/** Whether two calendar dates are in order (a <= b). */
export function dateOrder(a: string, b: string): number {
  return compareCalendarDates(parseCalendarDate(a)!, parseCalendarDate(b)!);
}

/** "9:00 AM" for an instant in a zone. */
export function timeIn(iso: string, timeZone: string): string {
  return formatTimeOfDay(iso, timeZone);
}

/** "9:00 AM – 9:45 AM" for a timed event in a zone; "All day" otherwise (in the language: "Todo el día"). */
export function timingLabel(timing: EventTiming, timeZone: string, language: Language = DEFAULT_LANGUAGE): string {
  if (timing.allDay) return t(language, "calendar.event.allDay");
  const locale = LOCALES[language];
  return t(language, "calendar.event.timeSpan", {
    start: formatTimeOfDay(timing.startsAt, timeZone, locale),
    end: formatTimeOfDay(timing.endsAt, timeZone, locale),
  });
}

/** "School closed" for a closure, in the language. */
export function kindLabel(kind: CalendarEventKind, language: Language = DEFAULT_LANGUAGE): string {
  return t(language, `calendar.kind.${kind}`);
}

/**
 * The zone's name as people say it at an instant: "Eastern Standard Time" in winter, "Eastern
 * Daylight Time" in summer ("Greenwich Mean Time" / "British Summer Time" for London).
 */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  return formatZoneName(at, timeZone, "long");
}

/** "Eastern Time" for America/New_York at any time of year (the generic name, no DST in it). */
export function genericZoneName(timeZone: string, at: Date = new Date(), locale?: string): string {
  return formatZoneName(at, timeZone, "longGeneric", locale);
}

/**
 * The sentence every calendar shows under its heading. In the viewer's own zone: "Times in your
 * time zone (Europe/London). The school runs on Eastern Time."; when the viewer chose school time,
 * or is in the school's zone: "Times in the school's time zone (Eastern Time)."
 */
export function zoneSentence(
  viewerZone: string,
  shownZone: string,
  language: Language = DEFAULT_LANGUAGE,
  schoolZone: string = school.timeZone,
  at: Date = new Date(),
): string {
  const schoolName = genericZoneName(schoolZone, at, LOCALES[language]);
  if (shownZone === schoolZone) {
    return t(language, viewerZone === schoolZone ? "calendar.zone.yoursIsSchools" : "calendar.zone.schools", { school: schoolName });
  }
  return t(language, "calendar.zone.yours", { zone: shownZone, school: schoolName });
}
