/**
 * Attendance's times: in the viewer's zone, with the school's zone named (families abroad, a
 * teacher travelling), in the reader's language (English when none is given).
 */
import { formatTimeOfDay, formatWeekdayMonthDayShort } from "#common/date-formats";
import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import { zoneSentence } from "#common/learning/calendar";

/** "Times in your time zone, the school's (Eastern Time)." and the like. */
export const zoneNote = (zone: string, language: Language = DEFAULT_LANGUAGE) => zoneSentence(zone, zone, language);

/** "9:05 AM" in `zone`. */
export const timeIn = (iso: string, zone: string, locale?: string) => formatTimeOfDay(iso, zone, locale);
/** "Tue, Nov 24" in `zone`. */
export const dayIn = (iso: string, zone: string, locale?: string) => formatWeekdayMonthDayShort(iso, zone, locale);
/** "9:00 – 9:45 AM" style span in `zone` ("9:00 AM – 9:45 AM"). */
export const spanIn = (startsAt: string, endsAt: string, zone: string, locale?: string) =>
  `${timeIn(startsAt, zone, locale)} – ${timeIn(endsAt, zone, locale)}`;
