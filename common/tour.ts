/**
 * Virtual tours (docs/product.md section 9): the next 20 weekdays starting tomorrow, in the school's zone,
 * at 9, 10, 11 AM and 1, 2, 3, 4 PM Eastern; each tour lasts 30 minutes. Also the dates and times
 * on offer as `GET /api/tour-availability` answers them (docs/api/public-forms.md), read by the
 * tour form and the staff's reschedule dialog, and how they are labelled (a tour day is labelled
 * with formatLongCalendarDay of calendar-date.ts).
 */
import { addDays, formatCalendarDate, weekday, type CalendarDate } from "./calendar-date";
import { calendarDateInZone } from "./time-zone";
import { school } from "./school";
import type { TourDay } from "./types/tour-availability";

export const TOUR_TIMES = ["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"] as const;
export type TourTime = (typeof TOUR_TIMES)[number];
export const TOUR_LENGTH_MINUTES = 30;
export const TOUR_DAYS_OFFERED = 20;

export function isTourTime(value: string): value is TourTime {
  return (TOUR_TIMES as readonly string[]).includes(value);
}

/** The dates on offer at `now`: the next 20 weekdays after today in the school's zone. */
export function tourDates(now: Date, timeZone: string = school.timeZone): CalendarDate[] {
  const dates: CalendarDate[] = [];
  let date = calendarDateInZone(now, timeZone);
  while (dates.length < TOUR_DAYS_OFFERED) {
    date = addDays(date, 1);
    const day = weekday(date);
    if (day !== 0 && day !== 6) dates.push(date);
  }
  return dates;
}

export function isOfferedTourDate(isoDate: string, now: Date, timeZone: string = school.timeZone) {
  return tourDates(now, timeZone).some((date) => formatCalendarDate(date) === isoDate);
}

/** "9:00 AM" as minutes after midnight. */
export function tourTimeMinutes(time: TourTime) {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)!;
  const hour = (Number(h) % 12) + (half === "PM" ? 12 : 0);
  return hour * 60 + Number(m);
}

/** "9:00 AM EST": tour times are the school's (docs/product.md section 9). */
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
