/**
 * Virtual tours (spec section 9): the next 20 weekdays starting tomorrow, in the school's zone,
 * at 9, 10, 11 AM and 1, 2, 3, 4 PM Eastern; each tour lasts 30 minutes.
 */
import { addDays, calendarDateInZone, formatCalendarDate, weekday, type CalendarDate } from "./calendar-date";
import { school } from "./school";

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
