/**
 * When work is due, in words a six-year-old can follow ("Due today", "Due tomorrow", "Due Friday"),
 * counted in school days of the school's zone (America/New_York), since due times are the school's.
 * The child's list, the "Due soon" card of /student and the work screen all say it this way.
 */
import { addDays, formatCalendarDate, formatCalendarMonthDay, formatCalendarWeekday, parseCalendarDate, toDayNumber } from "../calendar-date";
import { formatTimeOfDay } from "../date-formats";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "../i18n/languages";
import { t } from "../i18n/messages";
import { school } from "../school";
import { dateInZone } from "../time-zone";

/** "3:00 PM" at the school ("3:00 p.m." in Spanish). */
export function schoolClock(instant: Date, language: Language = DEFAULT_LANGUAGE): string {
  return formatTimeOfDay(instant, school.timeZone, LOCALES[language]);
}

/**
 * The due words of an instant seen at `now`: "Due today at 3:00 PM", "Due tomorrow", "Due Friday"
 * (within the coming week), "Due December 7" further on; for past due times "It was due today",
 * "It was due yesterday", "It was due Monday" or "It was due November 2"; "No due date" for none.
 */
export function dueWords(dueAt: Date | null, now: Date, language: Language = DEFAULT_LANGUAGE): string {
  if (!dueAt) return t(language, "portal.due.none");
  const locale = LOCALES[language];
  const today = parseCalendarDate(dateInZone(now.getTime(), school.timeZone))!;
  const due = parseCalendarDate(dateInZone(dueAt.getTime(), school.timeZone))!;
  const days = toDayNumber(due) - toDayNumber(today);
  const past = dueAt.getTime() < now.getTime();
  const time = schoolClock(dueAt, language);
  // Within the week the weekday ("Friday"), further on the date ("December 7").
  const day = Math.abs(days) <= 6 ? formatCalendarWeekday(due, locale) : formatCalendarMonthDay(due, locale);
  if (past) {
    if (days === 0) return t(language, "portal.due.wasToday", { time });
    if (days === -1) return t(language, "portal.due.wasYesterday");
    return t(language, "portal.due.wasOn", { day });
  }
  if (days === 0) return t(language, "portal.due.today", { time });
  if (days === 1) return t(language, "portal.due.tomorrow");
  return t(language, "portal.due.on", { day });
}

/** Whether the due time is within the next `days` school-zone days (today counting as 0). */
export function isDueWithin(dueAt: Date | null, now: Date, days: number): boolean {
  if (!dueAt) return false;
  const last = addDays(parseCalendarDate(dateInZone(now.getTime(), school.timeZone))!, days);
  return dateInZone(dueAt.getTime(), school.timeZone) <= formatCalendarDate(last);
}
