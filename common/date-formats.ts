/**
 * THE date and time formats of instants (issue 31): every date or time the product shows is one of
 * these, named by what it shows. Each takes the IANA zone to show the instant in (the school's, the
 * viewer's from viewerTimeZone of common/time-zone.ts, or "UTC" for calendar dates) and a locale, so
 * the family's language can be passed in later without touching the call sites. Calendar dates
 * ("YYYY-MM-DD") are formatted by common/calendar-date.ts on top of these; the zone arithmetic is
 * common/time-zone.ts. The only module that builds an Intl.DateTimeFormat (tests/unit/date-entry-points.test.ts).
 */

export const DEFAULT_LOCALE = "en-US";

/** An instant: a Date, an ISO timestamp or milliseconds since the epoch. */
export type Instant = Date | string | number;

/**
 * Every shape of date or time the product formats, by name (the zone is given apart). Formatters are
 * cached by locale, shape and zone: a key of three short strings, since calendars format hundreds of
 * times a render.
 */
const SHAPES = {
  timeOfDay: { hour: "numeric", minute: "2-digit" },
  monthDayShort: { month: "short", day: "numeric" },
  monthDayLong: { month: "long", day: "numeric" },
  weekdayMonthDayShort: { weekday: "short", month: "short", day: "numeric" },
  weekdayMonthDayLong: { weekday: "long", month: "long", day: "numeric" },
  dateMedium: { dateStyle: "medium" },
  dateLong: { year: "numeric", month: "long", day: "numeric" },
  weekdayDateLong: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  monthYearLong: { year: "numeric", month: "long" },
  monthLong: { month: "long" },
  weekdayLong: { weekday: "long" },
  dateTimeMedium: { dateStyle: "medium", timeStyle: "short" },
  dateTimeWithZoneShort: { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  weekdayDateTimeWithZone: { weekday: "long", year: "numeric", month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
  zoneLong: { timeZoneName: "long" },
  zoneShort: { timeZoneName: "short" },
  zoneLongGeneric: { timeZoneName: "longGeneric" },
  /** Numeric wall-clock parts, 24-hour (common/time-zone.ts). */
  wallClockParts: { hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateShape = keyof typeof SHAPES;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The shared Intl.DateTimeFormat for `locale`, `shape` and `timeZone`, built once (constructing one is
 * slow). Throws a RangeError for a zone the platform does not know.
 */
export function dateTimeFormat(locale: string, shape: DateShape, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${shape}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...SHAPES[shape], timeZone });
    formats.set(key, format);
  }
  return format;
}

const asDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

/**
 * Some platforms' Intl data put a narrow no-break space before AM/PM, others a space: one output everywhere
 * (tests and copy compare the text).
 */
const plainSpaces = (text: string) => text.replace(/\u202f/g, " ");

/** "9:05 AM". */
export function formatTimeOfDay(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return plainSpaces(dateTimeFormat(locale, "timeOfDay", timeZone).format(asDate(at)));
}

/** "Mar 1". */
export function formatMonthDayShort(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "monthDayShort", timeZone).format(asDate(at));
}

/** "November 24". */
export function formatMonthDayLong(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "monthDayLong", timeZone).format(asDate(at));
}

/** "Friday" ("viernes"). */
export function formatWeekdayLong(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "weekdayLong", timeZone).format(asDate(at));
}

/** "Tue, Nov 24". */
export function formatWeekdayMonthDayShort(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "weekdayMonthDayShort", timeZone).format(asDate(at));
}

/** "Tuesday, November 24". */
export function formatWeekdayMonthDayLong(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "weekdayMonthDayLong", timeZone).format(asDate(at));
}

/** "Mar 1, 2026". */
export function formatDateMedium(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "dateMedium", timeZone).format(asDate(at));
}

/** "November 30, 2026". */
export function formatDateLong(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "dateLong", timeZone).format(asDate(at));
}

/** "Monday, November 23, 2026". */
export function formatWeekdayDateLong(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "weekdayDateLong", timeZone).format(asDate(at));
}

/** "December 2026". */
export function formatMonthYearLong(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "monthYearLong", timeZone).format(asDate(at));
}

/** "Mar 1, 2026, 10:00 AM" (no zone named). */
export function formatDateTimeMedium(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "dateTimeMedium", timeZone).format(asDate(at));
}

/** "Mar 1, 2026, 10:00 AM EST". */
export function formatDateTimeWithZoneShort(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "dateTimeWithZoneShort", timeZone).format(asDate(at));
}

/** "Monday, November 30, 2026 at 3:15 PM EST" (older Intl data join the time with a comma: read as "at"). */
export function formatWeekdayDateTimeWithZone(at: Instant, timeZone: string, locale = DEFAULT_LOCALE): string {
  return dateTimeFormat(locale, "weekdayDateTimeWithZone", timeZone)
    .format(asDate(at))
    .replace(/, (\d{1,2}:\d{2})/, " at $1");
}

const ZONE_SHAPES = { long: "zoneLong", short: "zoneShort", longGeneric: "zoneLongGeneric" } as const satisfies Record<string, DateShape>;

/**
 * The zone's name at an instant: "Eastern Standard Time" ("long"), "EST" ("short"), or "Eastern Time"
 * ("longGeneric", the same all year); the zone's IANA name when the platform has none.
 */
export function formatZoneName(at: Instant, timeZone: string, style: "long" | "short" | "longGeneric", locale = DEFAULT_LOCALE): string {
  const parts = dateTimeFormat(locale, ZONE_SHAPES[style], timeZone).formatToParts(asDate(at));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}
