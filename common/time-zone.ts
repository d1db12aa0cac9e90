/**
 * Time-zone arithmetic: wall-clock times in an IANA zone and the instants they name, with only the
 * platform's Intl data, so it follows every daylight-saving rule the browser or Node.js knows,
 * without a date library. Times are "HH:MM" (24-hour); dates are calendar dates "YYYY-MM-DD"
 * (common/calendar-date.ts). The school's zone (`school.timeZone`) is the default source.
 * Used by the sample day's conversion (common/schedule.ts), tour start instants and every "today
 * at the school" (calendarDateInZone).
 */
import { formatCalendarDate, parseCalendarDate, type CalendarDate } from "./calendar-date";
import { dateTimeFormat } from "./date-formats";
import { school } from "./school";

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

function parseTime(time: string) {
  const match = TIME_RE.exec(time);
  if (!match) throw new RangeError(`Invalid time "${time}": expected HH:MM (24-hour)`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

/** A calendar date "YYYY-MM-DD"; a RangeError for anything else. */
function parseDate(date: string) {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Invalid date "${date}": expected YYYY-MM-DD`);
  return parsed;
}

/** A formatter giving numeric wall-clock parts in `timeZone`; throws a RangeError for an unknown zone. */
function partsFormatter(timeZone: string) {
  try {
    return dateTimeFormat("en-US", "wallClockParts", timeZone);
  } catch {
    throw new RangeError(`Unknown time zone "${timeZone}"`);
  }
}

/** The wall-clock date and time in `timeZone` at the instant `epochMs`. */
function wallClock(epochMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `epochMs`, in milliseconds. */
function zoneOffset(epochMs: number, timeZone: string) {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/** True when the platform knows `timeZone` (an IANA name such as "Europe/London"). */
export function isValidTimeZone(timeZone: string) {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * THE viewer's time zone (issue 31): the IANA zone the browser (or this process) reports, or the
 * school's when the platform names none it knows. Every screen that shows times in the viewer's zone
 * reads it here (app/lib/dates.ts useViewerZone on screens).
 */
export function viewerTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : school.timeZone;
  } catch {
    return school.timeZone;
  }
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` `time`. A clock reading that
 * happens twice (when daylight saving ends) gives the earlier instant; one skipped when it starts is
 * read with the offset from before the jump (2:30 becomes 3:30).
 */
export function zonedInstant(date: string, time: string, timeZone: string = school.timeZone) {
  const { year, month, day } = parseDate(date);
  const { hour, minute } = parseTime(time);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offsets a day either side cover any single transition on this date.
  const before = zoneOffset(asUtc - 86_400_000, timeZone);
  const after = zoneOffset(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - before, asUtc - after].filter((instant) => asUtc - zoneOffset(instant, timeZone) === instant);
  return candidates.length > 0 ? Math.min(...candidates) : asUtc - before;
}

/** "09:00" -> "9:00 AM", "12:15" -> "12:15 PM", "00:30" -> "12:30 AM". */
export function formatTime(time: string) {
  const { hour, minute } = parseTime(time);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

export interface ZonedTime {
  /** The wall-clock time in the target zone, formatted like "6:00 AM". */
  label: string;
  /** The target zone's calendar day relative to `date`: -1 the day before, 1 the day after. */
  dayOffset: -1 | 0 | 1;
}

/**
 * What the clock shows in `targetZone` when it is `time` on `date` in the school's zone.
 * `date` is the school's calendar date ("YYYY-MM-DD"): it decides which daylight-saving rules apply
 * in both zones. Throws a RangeError for a malformed time or date or an unknown zone.
 */
export function toZone(time: string, date: string, targetZone: string, sourceZone: string = school.timeZone): ZonedTime {
  partsFormatter(targetZone);
  const { year, month, day } = parseDate(date);
  const target = wallClock(zonedInstant(date, time, sourceZone), targetZone);
  const days = (Date.UTC(target.year, target.month - 1, target.day) - Date.UTC(year, month - 1, day)) / 86_400_000;
  const hhmm = `${String(target.hour).padStart(2, "0")}:${String(target.minute).padStart(2, "0")}`;
  return { label: formatTime(hhmm), dayOffset: Math.max(-1, Math.min(1, days)) as -1 | 0 | 1 };
}

/** The calendar date it is at `instant` in the IANA zone `timeZone` (today at the school, with school.timeZone). */
export function calendarDateInZone(instant: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallClock(instant.getTime(), timeZone);
  return { year, month, day };
}

/** The calendar date ("YYYY-MM-DD") in `timeZone` at the instant `epochMs`. */
export function dateInZone(epochMs: number, timeZone: string = school.timeZone) {
  return formatCalendarDate(calendarDateInZone(new Date(epochMs), timeZone));
}

/** The wall-clock date ("YYYY-MM-DD") and time ("HH:MM") in `timeZone` at `instant`: what zonedInstant turns back into it. */
export function zonedDateTime(instant: Date, timeZone: string = school.timeZone): { date: string; time: string } {
  const w = wallClock(instant.getTime(), timeZone);
  return {
    date: formatCalendarDate({ year: w.year, month: w.month, day: w.day }),
    time: `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`,
  };
}
