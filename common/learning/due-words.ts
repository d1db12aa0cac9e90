/**
 * When work is due, in words a six-year-old can follow ("Due today", "Due tomorrow", "Due Friday"),
 * counted in school days of the school's zone (America/New_York), since due times are the school's.
 * The child's list, the "Due soon" card of /student and the work screen all say it this way.
 */
import { addDays, formatCalendarDate, MONTH_NAMES, parseCalendarDate, toDayNumber, weekday } from "../calendar-date";
import { formatTimeOfDay } from "../date-formats";
import { school } from "../school";
import { dateInZone } from "../time-zone";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** "3:00 PM" at the school. */
export function schoolClock(instant: Date): string {
  return formatTimeOfDay(instant, school.timeZone);
}

/**
 * The due words of an instant seen at `now`: "Due today at 3:00 PM", "Due tomorrow", "Due Friday"
 * (within the coming week), "Due December 7" further on; for past due times "It was due today",
 * "It was due yesterday", "It was due Monday" or "It was due November 2"; "No due date" for none.
 */
export function dueWords(dueAt: Date | null, now: Date): string {
  if (!dueAt) return "No due date";
  const today = parseCalendarDate(dateInZone(now.getTime(), school.timeZone))!;
  const due = parseCalendarDate(dateInZone(dueAt.getTime(), school.timeZone))!;
  const days = toDayNumber(due) - toDayNumber(today);
  const past = dueAt.getTime() < now.getTime();
  const dayName = WEEKDAYS[weekday(due)]!;
  const monthDay = `${MONTH_NAMES[due.month - 1]} ${due.day}`;
  if (past) {
    if (days === 0) return `It was due today at ${schoolClock(dueAt)}`;
    if (days === -1) return "It was due yesterday";
    if (days >= -6) return `It was due ${dayName}`;
    return `It was due ${monthDay}`;
  }
  if (days === 0) return `Due today at ${schoolClock(dueAt)}`;
  if (days === 1) return "Due tomorrow";
  if (days <= 6) return `Due ${dayName}`;
  return `Due ${monthDay}`;
}

/** Whether the due time is within the next `days` school-zone days (today counting as 0). */
export function isDueWithin(dueAt: Date | null, now: Date, days: number): boolean {
  if (!dueAt) return false;
  const last = addDays(parseCalendarDate(dateInZone(now.getTime(), school.timeZone))!, days);
  return dateInZone(dueAt.getTime(), school.timeZone) <= formatCalendarDate(last);
}
