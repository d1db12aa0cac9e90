/**
 * Attendance's times: in the viewer's zone, with the school's zone named (families abroad, a
 * teacher travelling).
 */
import { formatTimeOfDay, formatWeekdayMonthDayShort } from "#common/date-formats";
import { zoneSentence } from "#common/learning/calendar";
import { dateInZone } from "#common/time-zone";

/** "Times in your time zone, the school's (Eastern Time)." and the like. */
export const zoneNote = (zone: string) => zoneSentence(zone, zone);

/** "9:05 AM" in `zone`. */
export const timeIn = (iso: string, zone: string) => formatTimeOfDay(iso, zone);
/** "Tue, Nov 24" in `zone`. */
export const dayIn = (iso: string, zone: string) => formatWeekdayMonthDayShort(iso, zone);
/** "9:00 – 9:45 AM" style span in `zone` ("9:00 AM – 9:45 AM"). */
export const spanIn = (startsAt: string, endsAt: string, zone: string) => `${timeIn(startsAt, zone)} – ${timeIn(endsAt, zone)}`;

/** Today at the school, "YYYY-MM-DD". */
export const schoolToday = () => dateInZone(Date.now());
