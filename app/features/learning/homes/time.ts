/**
 * Times of the portal homes in the viewer's zone with the school's zone named (issue 15: families
 * abroad): "9:00 AM your time (9:00 AM Eastern)", or "9:00 AM Eastern" when the viewer is in it.
 * The pages render in the browser only (guarded routes), so the browser's zone is read directly.
 */
import { formatLongCalendarDay, formatLongCalendarDayIn } from "#common/calendar-date";
import { formatTimeOfDay } from "#common/date-formats";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { school } from "#common/school";
import { dateInZone, formatTime, toZone, zonedInstant } from "#common/time-zone";

/** "9:00 AM" of an instant in `zone` ("9:00 a.m." in Spanish). */
export function clockTime(iso: string, zone: string, locale = LOCALES[DEFAULT_LANGUAGE]): string {
  return formatTimeOfDay(iso, zone, locale);
}

export function inSchoolZone(zone: string): boolean {
  return (
    clockTime("2026-01-15T12:00:00Z", zone) === clockTime("2026-01-15T12:00:00Z", school.timeZone) &&
    clockTime("2026-07-15T12:00:00Z", zone) === clockTime("2026-07-15T12:00:00Z", school.timeZone)
  );
}

/** The viewer's calendar day at `iso` after (1), before (-1) or the same as (0) the school's. */
function dayShift(iso: string, zone: string): -1 | 0 | 1 {
  const ms = new Date(iso).getTime();
  const mine = dateInZone(ms, zone);
  const theirs = dateInZone(ms, school.timeZone);
  return mine === theirs ? 0 : mine > theirs ? 1 : -1;
}

/** "9:00 AM your time", with " (the next day)" or " (the day before)" when the viewer's day is not the school's. */
function yourTime(time: string, shift: -1 | 0 | 1, language: Language): string {
  const text = t(language, "portal.times.yourTime", { time });
  return shift === 0 ? text : t(language, "portal.times.shifted", { time: text, shift: shift === 1 ? "later" : "earlier" });
}

/** The start time as the viewer reads it: "9:00 AM your time" and "9:00 AM Eastern", or the latter alone. */
export function sessionStart(iso: string, zone: string, language: Language = DEFAULT_LANGUAGE): { main: string; school: string | null } {
  const locale = LOCALES[language];
  const schoolText = t(language, "portal.times.atSchool", { time: clockTime(iso, school.timeZone, locale) });
  if (inSchoolZone(zone)) return { main: schoolText, school: null };
  return { main: yourTime(clockTime(iso, zone, locale), dayShift(iso, zone), language), school: schoolText };
}

/** "9:00 AM to 9:30 AM your time (9:00 AM Eastern)", or "9:00 AM to 9:30 AM Eastern". */
export function sessionSpan(startsAt: string, endsAt: string, zone: string, language: Language = DEFAULT_LANGUAGE): string {
  const locale = LOCALES[language];
  const span = (z: string) => t(language, "portal.times.span", { start: clockTime(startsAt, z, locale), end: clockTime(endsAt, z, locale) });
  if (inSchoolZone(zone)) return t(language, "portal.times.atSchool", { time: span(school.timeZone) });
  const schoolText = t(language, "portal.times.atSchool", { time: clockTime(startsAt, school.timeZone, locale) });
  return t(language, "portal.times.withSchool", { time: yourTime(span(zone), dayShift(startsAt, zone), language), school: schoolText });
}

/**
 * A weekly meeting ("HH:MM" in the school's zone) as the viewer reads it on `date` (the school's day).
 * English keeps the timetable's own "9:00 AM" (formatTime); another language formats the instant in its locale.
 */
export function weeklyTime(
  meeting: { weekday: number; startTime: string; endTime: string },
  zone: string,
  date: string,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const english = language === DEFAULT_LANGUAGE;
  const at = (time: string, z: string) => clockTime(new Date(zonedInstant(date, time)).toISOString(), z, LOCALES[language]);
  const weekly = (times: string) => t(language, "portal.times.weekly", { weekday: String(meeting.weekday), times });
  const schoolSpan = english
    ? t(language, "portal.times.span", { start: formatTime(meeting.startTime), end: formatTime(meeting.endTime) })
    : t(language, "portal.times.span", { start: at(meeting.startTime, school.timeZone), end: at(meeting.endTime, school.timeZone) });
  const schoolText = t(language, "portal.times.atSchool", { time: schoolSpan });
  if (inSchoolZone(zone)) return weekly(schoolText);
  try {
    const start = toZone(meeting.startTime, date, zone);
    const end = toZone(meeting.endTime, date, zone);
    const span = english
      ? t(language, "portal.times.span", { start: start.label, end: end.label })
      : t(language, "portal.times.span", { start: at(meeting.startTime, zone), end: at(meeting.endTime, zone) });
    return weekly(t(language, "portal.times.withSchool", { time: yourTime(span, start.dayOffset, language), school: schoolText }));
  } catch {
    return weekly(schoolText);
  }
}

/** "Tuesday, November 24, 2026". */
export function longDay(date: string, locale?: string): string {
  return locale ? formatLongCalendarDayIn(date, locale) : formatLongCalendarDay(date);
}
