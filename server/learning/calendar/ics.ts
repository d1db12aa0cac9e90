/**
 * The personal feed's iCalendar text (RFC 5545), written here rather than with the `ics` package the
 * tour invitation uses: a subscribed calendar needs REFRESH-INTERVAL and X-PUBLISHED-TTL (so Google
 * Calendar, Outlook and Apple Calendar fetch it again), all-day VALUE=DATE events for holidays, and
 * STATUS:CANCELLED with a raised SEQUENCE for a cancelled session, which that package does not all
 * offer together. Times are UTC ("Z"), so no VTIMEZONE is needed and every app shows them in its own
 * zone; each event's UID is stable (the session's id), so a later fetch updates it in place. Work due
 * is an instant (DTSTART and DTEND the same) that leaves the time free (TRANSP:TRANSPARENT).
 */
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { FEED_REFRESH_MINUTES, kindLabel, type CalendarEvent } from "#common/learning/calendar";
import { school } from "#common/school";
import type { Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";

// eslint-disable-next-line no-control-regex -- control characters are what a TEXT value must not carry (RFC 5545 3.3.11)
const NEEDS_ESCAPING = /[\u0000-\u001f\u007f\\;,]/;

/** TEXT value escaping (RFC 5545 section 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  // Most values (names, titles) need nothing: one test instead of five replacements.
  if (!NEEDS_ESCAPING.test(value)) return value;
  return (
    value
      // eslint-disable-next-line no-control-regex -- strips the control characters RFC 5545 forbids in TEXT
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\r\n|\r|\n/g, "\\n")
  );
}

/**
 * A content line folded at 75 octets (section 3.1): continuation lines start with one space, and a
 * UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  // A feed has thousands of lines, nearly all short: measure the line once before walking its characters.
  if (line.length <= 75 && Buffer.byteLength(line, "utf8") <= 75) return line;
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** 20261124T140000Z */
export function utcStamp(date: Date): string {
  const two = (n: number) => (n < 10 ? `0${n}` : String(n));
  return `${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}T${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`;
}

/** 20261124 */
function dateValue(isoDate: string): string {
  return isoDate.replace(/-/g, "");
}

export interface FeedOptions {
  calendarName: string;
  /** The language of the feed's owner: every word of the feed is in it. */
  language: Language;
  /** The host part of every UID ("school.example"). */
  uidDomain: string;
  now: Date;
}

function eventLines(event: CalendarEvent, language: Language, uidDomain: string, stamp: string): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${event.id.replaceAll(":", "-")}@${uidDomain}`, `DTSTAMP:${stamp}`];
  if (event.timing.allDay) {
    // DTEND of an all-day event is the day after the last one (exclusive).
    const end = formatCalendarDate(addDays(parseCalendarDate(event.timing.endsOn)!, 1));
    lines.push(`DTSTART;VALUE=DATE:${dateValue(event.timing.startsOn)}`, `DTEND;VALUE=DATE:${dateValue(end)}`, "TRANSP:TRANSPARENT");
  } else {
    lines.push(`DTSTART:${utcStamp(new Date(event.timing.startsAt))}`, `DTEND:${utcStamp(new Date(event.timing.endsAt))}`);
    if (event.kind === "due") lines.push("TRANSP:TRANSPARENT");
  }
  const summary = event.children?.length
    ? t(language, "calendarFeed.forChildren", {
        children: event.children.map((c) => c.name).join(` ${t(language, "calendar.event.and")} `),
        title: event.title,
      })
    : event.title;
  lines.push(`SUMMARY:${escapeText(summary)}`);
  const kind = kindLabel(event.kind, language);
  const details = [
    kind,
    event.className ? t(language, "calendarFeed.inClass", { className: event.className }) : "",
    event.teachers?.length ? t(language, "calendarFeed.with", { teachers: event.teachers.join(", ") }) : "",
    event.workStatus ? t(language, "calendarFeed.workStatus", { status: t(language, `progress.status.${event.workStatus}`) }) : "",
    event.cancelled ? t(language, "calendarFeed.cancelled") : "",
  ].filter(Boolean);
  lines.push(`DESCRIPTION:${escapeText(details.join("\n"))}`, `CATEGORIES:${escapeText(kind)}`);
  lines.push(`STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`, `SEQUENCE:${event.sequence ?? (event.cancelled ? 1 : 0)}`, "END:VEVENT");
  return lines;
}

/** The whole feed, CRLF line ends, every line folded. */
export function buildFeed(events: readonly CalendarEvent[], options: FeedOptions): string {
  const ttl = `PT${FEED_REFRESH_MINUTES}M`;
  const stamp = utcStamp(options.now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(school.name)}//Calendar//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    `X-WR-CALDESC:${escapeText(t(options.language, "calendarFeed.description", { school: school.name }))}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${ttl}`,
    `X-PUBLISHED-TTL:${ttl}`,
  ];
  for (const event of events) for (const line of eventLines(event, options.language, options.uidDomain, stamp)) lines.push(line);
  lines.push("END:VCALENDAR");
  // One join gives a flat string; appending line by line left a rope that every later read (its byte
  // length, its hash, its compression) had to flatten first.
  for (let i = 0; i < lines.length; i++) lines[i] = foldLine(lines[i]!);
  lines.push("");
  return lines.join("\r\n");
}
