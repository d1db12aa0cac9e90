/**
 * Dates on staff and family screens, always in the school's time zone (what admissions, tours and
 * reports count in), whatever the viewer's computer says. These screens render in the browser only.
 * A calendar date in words ("Monday, June 1, 2026") is formatLongCalendarDay of common/calendar-date.ts.
 */
import { useMemo } from "react";
import { school } from "../../common/school";
import { viewerTimeZone } from "../../common/time-zone";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: school.timeZone });
const dateOnly = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: school.timeZone });
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: school.timeZone });
const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** An instant as "Mar 1, 2026, 10:00 AM ET". */
export function formatWhen(iso: string | null | undefined) {
  return iso ? `${dateTime.format(new Date(iso))} ET` : "";
}

/** The school day of an instant, "Mar 1, 2026". */
export function formatDay(iso: string) {
  return dateOnly.format(new Date(iso));
}

/** The school day of an instant without the year, "Mar 1" (recent items in a short list). */
export function formatShortDay(iso: string) {
  return shortDay.format(new Date(iso));
}

function utcDay(isoDate: string) {
  const [y, m, d] = isoDate.split("-").map(Number);
  return y && m && d ? new Date(Date.UTC(y, m - 1, d)) : null;
}

/** A calendar date ("2019-06-01") as "Jun 1, 2019", never shifted by a time zone. */
export function formatCalendarDay(isoDate: string) {
  const day = utcDay(isoDate);
  return day ? calendarDay.format(day) : isoDate;
}

/** The viewer's zone for a screen that shows times in it, read once per screen (guarded screens render in the browser only). */
export function useViewerZone(): string {
  return useMemo(() => viewerTimeZone(), []);
}
