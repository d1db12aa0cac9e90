/**
 * The weekly timetable and its expansion into dated class sessions (issue 15, "Timetable"). A class
 * meets on weekdays (1 Monday ... 5 Friday) at "HH:MM" times in the school's zone; each meeting
 * becomes one session on every such weekday of a term, except holidays and closures. Instants are
 * computed in the school's zone, so a session stays at 9:00 Eastern across daylight-saving changes.
 */
import { addDays, formatCalendarDate, parseCalendarDate, toDayNumber, weekday } from "../calendar-date";
import { school } from "../school";
import { zonedInstant } from "../time-zone";

export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
export const WEEKDAY_NAMES: Record<number, string> = { 1: "Monday", 2: "Tuesday", 3: "Wednesday", 4: "Thursday", 5: "Friday" };

/** Live teaching happens within these wall-clock hours of the school's zone. */
export const TIMETABLE_EARLIEST = "07:00";
export const TIMETABLE_LATEST = "18:00";

export interface WeeklyMeeting {
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface DateRange {
  startsOn: string;
  endsOn: string;
}

export interface ExpandedSession {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/** Minutes since midnight of an "HH:MM" time. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

/** Two meetings on the same weekday overlap when one starts before the other ends (touching is fine). */
export function meetingsOverlap(a: WeeklyMeeting, b: WeeklyMeeting): boolean {
  return a.weekday === b.weekday && minutesOf(a.startTime) < minutesOf(b.endTime) && minutesOf(b.startTime) < minutesOf(a.endTime);
}

/** Whether `date` ("YYYY-MM-DD") falls in any of the inclusive ranges. */
export function inAnyRange(date: string, ranges: readonly DateRange[]): boolean {
  return ranges.some((r) => r.startsOn <= date && date <= r.endsOn);
}

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = weekday(parseCalendarDate(date)!);
  return day === 0 ? 7 : day;
}

/**
 * Every dated session of `meetings` within `term`, skipping `daysOff` (holidays and closures), in
 * date and time order.
 */
export function expandSessions(
  meetings: readonly WeeklyMeeting[],
  term: DateRange,
  daysOff: readonly DateRange[],
  timeZone: string = school.timeZone,
): ExpandedSession[] {
  const first = parseCalendarDate(term.startsOn);
  const last = parseCalendarDate(term.endsOn);
  if (!first || !last) return [];
  const sessions: ExpandedSession[] = [];
  const days = toDayNumber(last) - toDayNumber(first);
  for (let i = 0; i <= days; i++) {
    const date = formatCalendarDate(addDays(first, i));
    if (inAnyRange(date, daysOff)) continue;
    const day = isoWeekday(date);
    for (const meeting of meetings) {
      if (meeting.weekday !== day) continue;
      sessions.push({
        date,
        startsAt: new Date(zonedInstant(date, meeting.startTime, timeZone)),
        endsAt: new Date(zonedInstant(date, meeting.endTime, timeZone)),
      });
    }
  }
  return sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
