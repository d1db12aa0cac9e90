/**
 * A notification's words as the caller describes them (issue 32): a message id of common/i18n/<language>/notices.ts
 * (or another area's, for words the screens already hold) with its values, written by notify() in each
 * recipient's language. Names, class names, badge names and titles are data and go in as they are;
 * words (a status, a change) go in as a message of their own; dates and times as a function of the
 * language, so each recipient reads them in their locale.
 */
import { formatCalendarWeekdayMonthDay, formatLongCalendarDayIn } from "#common/calendar-date";
import { formatTimeOfDay } from "#common/date-formats";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { t, type MessageId, type MessageValues } from "#common/i18n/messages";
import { school } from "#common/school";
import { formatTime, zonedDateTime } from "#common/time-zone";

export type NoticeValue = string | number | NoticeText | ((language: Language) => string);

export interface NoticeText {
  id: MessageId;
  values?: Readonly<Record<string, NoticeValue>>;
}

/** The text of `text` in `language`, its word values in the same language. */
export function formatNotice(language: Language, text: NoticeText): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = typeof value === "function" ? value(language) : typeof value === "object" ? formatNotice(language, value) : value;
  return t(language, text.id, values);
}

/** "Tuesday, November 24" of a calendar day ("2026-11-24"), in the recipient's locale. */
export const noticeDay =
  (isoDate: string) =>
  (language: Language): string =>
    formatCalendarWeekdayMonthDay(isoDate, LOCALES[language]);

/** "Tuesday, November 24, 2026" of a calendar day, in the recipient's locale. */
export const noticeLongDay =
  (isoDate: string) =>
  (language: Language): string =>
    formatLongCalendarDayIn(isoDate, LOCALES[language]);

/**
 * "9:00 AM" of an instant on the school's clock, in the recipient's locale. English keeps the server's
 * own "9:00 AM" (an ordinary space), which the API and its tests have always written.
 */
export const noticeTime =
  (at: Date) =>
  (language: Language): string =>
    language === DEFAULT_LANGUAGE ? formatTime(zonedDateTime(at, school.timeZone).time) : formatTimeOfDay(at, school.timeZone, LOCALES[language]);
