/**
 * Words described rather than written (issue 32): a message id with its values, written later in the
 * reader's language, by notify() for each recipient of a notification, by route() and server/errors.ts
 * for the person an answer or a refusal goes to. Code that does not know its reader (a domain rule, a
 * notice raised for several families) describes its words this way. Names, class names, badge names
 * and titles are data and go in as they are; words (a status, a change) go in as a phrase of their own;
 * dates and times as a function of the language, so each reader reads them in their locale.
 */
import { formatCalendarWeekdayMonthDay, formatLongCalendarDayIn } from "#common/calendar-date";
import { formatTimeOfDay } from "#common/date-formats";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "./languages";
import { localize, t, type MessageId, type MessageValues } from "./messages";
import { school } from "#common/school";
import { formatTime, zonedDateTime } from "#common/time-zone";

export type PhraseValue = string | number | Phrase | ((language: Language) => string);

export interface Phrase {
  id: MessageId;
  values?: Readonly<Record<string, PhraseValue>>;
}

/**
 * What the server answers or refuses with (issue 32): a text without values, found in the catalogue by
 * its English words, or a phrase with values.
 */
export type Words = string | Phrase;

/** `words` in `language`: server/errors.ts and route() write refusals and answers with it. */
export function wordsIn(language: Language, words: Words): string {
  return typeof words === "string" ? localize(language, words) : formatPhrase(language, words);
}

/** The text of `text` in `language`, its phrase values in the same language. */
export function formatPhrase(language: Language, text: Phrase): string {
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = typeof value === "function" ? value(language) : typeof value === "object" ? formatPhrase(language, value) : value;
  return t(language, text.id, values);
}

/** "Tuesday, November 24" of a calendar day ("2026-11-24"), in the reader's locale. */
export const localDay =
  (isoDate: string) =>
  (language: Language): string =>
    formatCalendarWeekdayMonthDay(isoDate, LOCALES[language]);

/** "Tuesday, November 24, 2026" of a calendar day, in the reader's locale. */
export const localLongDay =
  (isoDate: string) =>
  (language: Language): string =>
    formatLongCalendarDayIn(isoDate, LOCALES[language]);

/**
 * "9:00 AM" of an instant on the school's clock, in the reader's locale. English keeps the server's
 * own "9:00 AM" (an ordinary space), which the API and its tests have always written.
 */
export const localTime =
  (at: Date) =>
  (language: Language): string =>
    language === DEFAULT_LANGUAGE ? formatTime(zonedDateTime(at, school.timeZone).time) : formatTimeOfDay(at, school.timeZone, LOCALES[language]);
