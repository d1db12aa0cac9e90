/**
 * Calendar dates without a time of day ("2026-09-01"), the form families type a date of birth or
 * pick a tour day in. Kept as plain year/month/day numbers so no time zone can shift them.
 */
import {
  DEFAULT_LOCALE,
  formatDateLong,
  formatMonthDayLong,
  formatMonthYearLong,
  formatWeekdayDateLong,
  formatWeekdayLong,
  formatWeekdayMonthDayLong,
  formatWeekdayMonthDayShort,
} from "./date-formats";

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

/** The months' names, January first: the one month list (the cut-off label, the settings form, start months). */
export const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** "September" for 9. */
export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? String(month);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number) {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number) {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Parses "YYYY-MM-DD"; undefined for anything else, including impossible dates like 2025-02-29. */
export function parseCalendarDate(text: string): CalendarDate | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate) {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate) {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Days since 1970-01-01 (proleptic Gregorian), for day arithmetic and weekdays. */
export function toDayNumber({ year, month, day }: CalendarDate) {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  const d = new Date(dayNumber * 86_400_000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(date: CalendarDate) {
  return new Date(toDayNumber(date) * 86_400_000).getUTCDay();
}

/**
 * Completed years of age on a date. A child born on 29 February has a birthday on 28 February in
 * common years (the day before 1 March), so the child is never a year younger than the calendar says.
 */
export function ageOn(birth: CalendarDate, on: CalendarDate) {
  let age = on.year - birth.year;
  const birthdayDay = birth.month === 2 && birth.day === 29 && !isLeapYear(on.year) ? 28 : birth.day;
  if (on.month < birth.month || (on.month === birth.month && on.day < birthdayDay)) age -= 1;
  return age;
}

const utcNoon = ({ year, month, day }: CalendarDate) => new Date(Date.UTC(year, month - 1, day, 12));

/**
 * THE long date of the product: "Monday, November 23, 2026" for "2026-11-23" (tour days in forms,
 * mails, staff and family screens; the sample day's date). A calendar date is formatted as noon UTC
 * in UTC, so no reader's zone can move it to another day; text that is not a calendar date is
 * returned as it is. One parameter on purpose: lists map over it (`dates.map(formatLongCalendarDay)`),
 * so another language goes through formatWeekdayDateLong of common/date-formats.ts.
 */
export function formatLongCalendarDay(isoDate: string): string {
  const date = parseCalendarDate(isoDate);
  return date ? formatWeekdayDateLong(utcNoon(date), "UTC") : isoDate;
}

/** formatLongCalendarDay in a language's locale: "lunes, 23 de noviembre de 2026" for "2026-11-23" with "es-US". */
export function formatLongCalendarDayIn(isoDate: string, locale: string): string {
  const date = parseCalendarDate(isoDate);
  return date ? formatWeekdayDateLong(utcNoon(date), "UTC", locale) : isoDate;
}

/** "Tuesday, November 24" for "2026-11-24" (a day heading; the year is understood); other text as it is. */
export function formatCalendarWeekdayMonthDay(isoDate: string, locale = DEFAULT_LOCALE): string {
  const date = parseCalendarDate(isoDate);
  return date ? formatWeekdayMonthDayLong(utcNoon(date), "UTC", locale) : isoDate;
}

/** "Tue, Nov 24" for "2026-11-24" (a narrow column's heading); other text as it is. */
export function formatCalendarWeekdayMonthDayShort(isoDate: string, locale = DEFAULT_LOCALE): string {
  const date = parseCalendarDate(isoDate);
  return date ? formatWeekdayMonthDayShort(utcNoon(date), "UTC", locale) : isoDate;
}

/** "Tuesday" ("martes") for 2026-11-24. */
export function formatCalendarWeekday(date: CalendarDate, locale = DEFAULT_LOCALE): string {
  return formatWeekdayLong(utcNoon(date), "UTC", locale);
}

/** "November 24". */
export function formatCalendarMonthDay(date: CalendarDate, locale = DEFAULT_LOCALE): string {
  return formatMonthDayLong(utcNoon(date), "UTC", locale);
}

/** "September 1, 2026", never shifted by a time zone. */
export function formatLongDate(date: CalendarDate, locale = DEFAULT_LOCALE) {
  return formatDateLong(utcNoon(date), "UTC", locale);
}

/** "December 2026". */
export function formatMonthYear({ year, month }: { year: number; month: number }, locale = DEFAULT_LOCALE) {
  return formatMonthYearLong(utcNoon({ year, month, day: 1 }), "UTC", locale);
}
