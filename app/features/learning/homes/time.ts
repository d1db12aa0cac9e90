/**
 * Times of the portal homes in the viewer's zone with the school's zone named (issue 15: families
 * abroad): "9:00 AM your time (9:00 AM Eastern)", or "9:00 AM Eastern" when the viewer is in it.
 * The pages render in the browser only (guarded routes), so the browser's zone is read directly.
 */
import { formatLongCalendarDay } from "#common/calendar-date";
import { formatTimeOfDay } from "#common/date-formats";
import { WEEKDAY_NAMES } from "#common/learning/timetable";
import { school } from "#common/school";
import { dateInZone, formatTime, toZone } from "#common/time-zone";

export const SCHOOL_ZONE_NAME = "Eastern";

/** "9:00 AM" of an instant in `zone`. */
export function clockTime(iso: string, zone: string): string {
  return formatTimeOfDay(iso, zone);
}

export function inSchoolZone(zone: string): boolean {
  return (
    clockTime("2026-01-15T12:00:00Z", zone) === clockTime("2026-01-15T12:00:00Z", school.timeZone) &&
    clockTime("2026-07-15T12:00:00Z", zone) === clockTime("2026-07-15T12:00:00Z", school.timeZone)
  );
}

/** " (the next day)" when the viewer's calendar day differs from the school's at `iso`. */
function dayShift(iso: string, zone: string): string {
  const ms = new Date(iso).getTime();
  const mine = dateInZone(ms, zone);
  const theirs = dateInZone(ms, school.timeZone);
  return mine === theirs ? "" : mine > theirs ? " (the next day)" : " (the day before)";
}

/** The start time as the viewer reads it: "9:00 AM your time" and "9:00 AM Eastern", or the latter alone. */
export function sessionStart(iso: string, zone: string): { main: string; school: string | null } {
  const schoolText = `${clockTime(iso, school.timeZone)} ${SCHOOL_ZONE_NAME}`;
  if (inSchoolZone(zone)) return { main: schoolText, school: null };
  return { main: `${clockTime(iso, zone)} your time${dayShift(iso, zone)}`, school: schoolText };
}

/** "9:00 AM to 9:30 AM your time (9:00 AM Eastern)", or "9:00 AM to 9:30 AM Eastern". */
export function sessionSpan(startsAt: string, endsAt: string, zone: string): string {
  if (inSchoolZone(zone)) return `${clockTime(startsAt, school.timeZone)} to ${clockTime(endsAt, school.timeZone)} ${SCHOOL_ZONE_NAME}`;
  return `${clockTime(startsAt, zone)} to ${clockTime(endsAt, zone)} your time${dayShift(startsAt, zone)} (${clockTime(startsAt, school.timeZone)} ${SCHOOL_ZONE_NAME})`;
}

/** A weekly meeting ("HH:MM" in the school's zone) as the viewer reads it on `date` (the school's day). */
export function weeklyTime(meeting: { weekday: number; startTime: string; endTime: string }, zone: string, date: string): string {
  const day = `${WEEKDAY_NAMES[meeting.weekday] ?? "Weekday"}s`;
  const schoolText = `${formatTime(meeting.startTime)} to ${formatTime(meeting.endTime)} ${SCHOOL_ZONE_NAME}`;
  if (inSchoolZone(zone)) return `${day} ${schoolText}`;
  try {
    const start = toZone(meeting.startTime, date, zone);
    const end = toZone(meeting.endTime, date, zone);
    const shift = start.dayOffset === 1 ? " (the next day)" : start.dayOffset === -1 ? " (the day before)" : "";
    return `${day} ${start.label} to ${end.label} your time${shift} (${schoolText})`;
  } catch {
    return `${day} ${schoolText}`;
  }
}

/** "Tuesday, November 24, 2026". */
export function longDay(date: string): string {
  return formatLongCalendarDay(date);
}
