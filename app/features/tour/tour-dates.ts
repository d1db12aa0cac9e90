/**
 * The dates and times a tour can be booked for, as `GET /api/tour-availability` answers them
 * (docs/api/public-forms.md), and how the form labels them.
 */
import { formatCalendarDate, parseCalendarDate } from "../../../common/calendar-date";
import { TOUR_TIMES, tourDates } from "../../../common/tour";
import type { TourAvailability, TourDay, TourSlot } from "../../../common/types/tour-availability";

export const TOUR_AVAILABILITY_URL = "/api/tour-availability";

export type { TourAvailability, TourDay, TourSlot };

const DATE_LABEL = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * "Monday, November 23, 2026" for "2026-11-23". The date is a calendar date of the school's zone;
 * it is formatted as midnight UTC in UTC, so no visitor's zone can move it to another day.
 */
export function tourDateLabel(isoDate: string): string {
  const date = parseCalendarDate(isoDate);
  if (!date) return isoDate;
  return DATE_LABEL.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/** "9:00 AM EST": tour times are the school's (spec section 9). */
export function tourTimeLabel(time: string): string {
  return `${time} EST`;
}

/** The days on offer when the availability is not known (loading, or the call failed): every time open. */
export function fallbackTourDays(now: Date): TourDay[] {
  return tourDates(now).map((date) => ({
    date: formatCalendarDate(date),
    slots: TOUR_TIMES.map((time) => ({ time, available: true })),
  }));
}

export function isDayFull(day: TourDay) {
  return day.slots.length > 0 && day.slots.every((slot) => !slot.available);
}

/** Whether the time is taken on that day, by the availability known. */
export function isSlotFull(days: readonly TourDay[], date: string, time: string) {
  const slot = days.find((day) => day.date === date)?.slots.find((s) => s.time === time);
  return slot !== undefined && !slot.available;
}
