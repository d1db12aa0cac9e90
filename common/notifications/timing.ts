/**
 * When a person is told (issue 17): the school's quiet hours and the family daily digest's time, both
 * as wall-clock times ("HH:MM") in the school's zone, read DST-correctly through common/time-zone.ts.
 * Pure functions of `now`, so the timing rules are tested with any clock.
 */
import { school } from "../school";
import { zonedDateTime, zonedInstant } from "../time-zone";

/** A daily window of wall-clock times; `start` after `end` runs across midnight (18:00 to 07:30). */
export interface QuietHours {
  start: string;
  end: string;
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
};

/** The next calendar day ("YYYY-MM-DD") after `date`. */
export function nextDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** True when `now` falls in the quiet hours (a window of equal start and end is never quiet). */
export function isQuietTime(now: Date, quiet: QuietHours, timeZone: string = school.timeZone): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const at = minutesOf(zonedDateTime(now, timeZone).time);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/** The first instant after `now` at which the wall clock reads `time` in the zone. */
export function nextWallClock(now: Date, time: string, timeZone: string = school.timeZone): Date {
  let date = zonedDateTime(now, timeZone).date;
  for (let i = 0; i < 3; i++) {
    const at = zonedInstant(date, time, timeZone);
    if (at > now.getTime()) return new Date(at);
    date = nextDate(date);
  }
  /* c8 ignore next */
  throw new Error("unreachable: a wall-clock time recurs every day");
}

/**
 * When a notification raised at `now` with quiet hours is told: `null` at once (school hours), or the
 * instant the quiet hours end.
 */
export function heldUntil(now: Date, quiet: QuietHours, timeZone: string = school.timeZone): Date | null {
  return isQuietTime(now, quiet, timeZone) ? nextWallClock(now, quiet.end, timeZone) : null;
}

/**
 * The school day ("YYYY-MM-DD") whose digest is due at `now`: today's once the wall clock has reached
 * the digest time, otherwise none (yesterday's was due yesterday). A digest is sent once per day: the
 * caller records the date it sent.
 */
export function dueDigestDate(now: Date, digestTime: string, timeZone: string = school.timeZone): string | null {
  const { date, time } = zonedDateTime(now, timeZone);
  return minutesOf(time) >= minutesOf(digestTime) ? date : null;
}
