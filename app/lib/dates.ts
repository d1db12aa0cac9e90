/**
 * Dates on staff and family screens, always in the school's time zone (what admissions, tours and
 * reports count in), whatever the viewer's computer says (the server renders them in that zone too).
 * A calendar date in words ("Monday, June 1, 2026") is formatLongCalendarDay of common/calendar-date.ts.
 */
import { school } from "#common/school";
import { formatDateMedium, formatDateTimeMedium, formatMonthDayShort } from "#common/date-formats";
import { dateInZone, viewerTimeZone } from "#common/time-zone";
import { useBrowserValue } from "./use-browser-value";
import { useNow } from "./use-now";
import { lastViewerZone } from "./viewer-zone";

/** Today at the school, YYYY-MM-DD, by the browser's clock (the weekly times' daylight-saving rules). */
export function schoolToday(): string {
  return dateInZone(Date.now());
}

/** Today at the school as a screen renders it: the day of its render time (useNow). */
export function useSchoolToday(): string {
  return dateInZone(useNow());
}

/**
 * An instant as "Mar 1, 2026, 10:00 AM ET" ("1 mar 2026, 10:00 a.m. ET" with the Spanish locale): the
 * zone's abbreviation is the school's own, the same in every language.
 */
export function formatWhen(iso: string | null | undefined, locale?: string) {
  return iso ? `${formatDateTimeMedium(iso, school.timeZone, locale)} ET` : "";
}

/** The school day of an instant, "Mar 1, 2026" ("1 mar 2026" with the Spanish locale). */
export function formatDay(iso: string, locale?: string) {
  return formatDateMedium(iso, school.timeZone, locale);
}

/** The school day of an instant without the year, "Mar 1" (recent items in a short list). */
export function formatShortDay(iso: string, locale?: string) {
  return formatMonthDayShort(iso, school.timeZone, locale);
}

function utcDay(isoDate: string) {
  const [y, m, d] = isoDate.split("-").map(Number);
  return y && m && d ? new Date(Date.UTC(y, m - 1, d)) : null;
}

/** A calendar date ("2019-06-01") as "Jun 1, 2019", never shifted by a time zone. */
export function formatCalendarDay(isoDate: string, locale?: string) {
  const day = utcDay(isoDate);
  return day ? formatDateMedium(day, "UTC", locale) : isoDate;
}

/**
 * The viewer's zone for a screen that shows times in it. A page rendered on the server is rendered,
 * and hydrated, in the zone the browser last said (app/lib/viewer-zone.ts); the browser's own zone
 * follows at once if it has changed since.
 */
export function useViewerZone(): string {
  return useBrowserValue(viewerTimeZone, lastViewerZone());
}
