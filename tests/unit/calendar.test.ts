/**
 * The calendar model's pure rules (common/learning/calendar.ts) and the feed's iCalendar writing
 * (server/learning/calendar/ics.ts): ranges of school days as instants (right across daylight-saving
 * changes), clipping, which events are on a day in the viewer's zone, the views' days and steps, the
 * zone sentence, and RFC 5545 escaping and folding.
 */
import { t } from "#common/i18n/messages";
import { describe, expect, it } from "vitest";
import {
  clipRange,
  eventsOnDay,
  fetchRange,
  feedUrls,
  genericZoneName,
  isOnDay,
  MAX_CALENDAR_RANGE_DAYS,
  rangeInstants,
  rangeLength,
  shiftAnchor,
  spansOverlap,
  timingLabel,
  viewDays,
  zoneName,
  zoneSentence,
  type CalendarEvent,
} from "#common/learning/calendar";
import { calendarQuerySchema } from "#common/schemas/learning/calendar";
import { redactUrl } from "../../server/http/redact";
import { buildFeed, escapeText, foldLine, utcStamp } from "../../server/learning/calendar/ics";

const NY = "America/New_York";
const session = (startsAt: string, endsAt: string, title = "Math"): CalendarEvent => ({
  id: `session:${title}`,
  kind: "class_session",
  title,
  timing: { allDay: false, startsAt, endsAt },
  cancelled: false,
});
const holiday = (startsOn: string, endsOn: string): CalendarEvent => ({
  id: "day:1",
  kind: "holiday",
  title: "Winter break",
  timing: { allDay: true, startsOn, endsOn },
  cancelled: false,
});

describe("ranges of school days", () => {
  it("covers midnight to midnight at the school, 23 and 25 hours long on the daylight-saving days", () => {
    const spring = rangeInstants("2027-03-14", "2027-03-14", NY);
    expect(spring.start.toISOString()).toBe("2027-03-14T05:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2027-03-15T04:00:00.000Z");
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = rangeInstants("2026-11-01", "2026-11-01", NY);
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it("counts inclusive days and clips a range to bounds", () => {
    expect(rangeLength("2026-11-01", "2026-11-01")).toBe(1);
    expect(rangeLength("2026-11-01", "2026-12-13")).toBe(43);
    expect(clipRange({ from: "2026-08-01", to: "2026-09-10" }, "2026-08-20", "2027-06-10")).toEqual({ from: "2026-08-20", to: "2026-09-10" });
    expect(clipRange({ from: "2027-07-01", to: "2027-07-10" }, "2026-08-20", "2027-06-10")).toBeNull();
    expect(spansOverlap("2026-12-21", "2027-01-01", "2026-12-28", "2027-01-03")).toBe(true);
    expect(spansOverlap("2026-12-21", "2027-01-01", "2027-01-02", "2027-01-03")).toBe(false);
  });

  it("the query refuses a reversed range, a range over six weeks, a missing end and an id that is not one", () => {
    expect(calendarQuerySchema.safeParse({ from: "2026-11-01", to: "2026-12-13" }).success).toBe(true);
    const tooLong = calendarQuerySchema.safeParse({ from: "2026-11-01", to: "2026-12-15" });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.path).toEqual(["to"]);
    expect(calendarQuerySchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(false);
    expect(calendarQuerySchema.safeParse({ from: "2026-11-02" }).success).toBe(false);
    expect(calendarQuerySchema.safeParse({ from: "2026-11-01", to: "2026-11-02", studentId: "x' or 1=1" }).success).toBe(false);
    expect(calendarQuerySchema.safeParse({ from: "2026-11-01", to: "2026-11-02", studentId: "" }).success).toBe(true);
  });
});

describe("events on a day in the viewer's zone", () => {
  // 9:00-9:45 at the school on Tuesday 24 November 2026 (EST, UTC-5).
  const morning = session("2026-11-24T14:00:00.000Z", "2026-11-24T14:45:00.000Z");
  // 19:30-20:15 at the school: already Wednesday in Tokyo.
  const evening = session("2026-11-25T00:30:00.000Z", "2026-11-25T01:15:00.000Z", "Art");

  it("puts a timed event on the day its time falls on where the viewer is", () => {
    expect(isOnDay(morning, "2026-11-24", NY)).toBe(true);
    expect(isOnDay(evening, "2026-11-24", NY)).toBe(true);
    expect(isOnDay(evening, "2026-11-25", "Asia/Tokyo")).toBe(true);
    expect(isOnDay(evening, "2026-11-24", "Asia/Tokyo")).toBe(false);
    expect(isOnDay(morning, "2026-11-24", "Europe/London")).toBe(true);
  });

  it("keeps an all-day event on its school dates wherever the viewer is, listed first", () => {
    const days = holiday("2026-11-25", "2026-11-27");
    expect(isOnDay(days, "2026-11-24", "Asia/Tokyo")).toBe(false);
    expect(isOnDay(days, "2026-11-27", "Pacific/Honolulu")).toBe(true);
    expect(eventsOnDay([evening, days, morning], "2026-11-25", "Asia/Tokyo").map((e) => e.title)).toEqual(["Winter break", "Art"]);
    expect(eventsOnDay([evening, morning], "2026-11-24", NY).map((e) => e.title)).toEqual(["Math", "Art"]);
  });

  it("labels times in the shown zone, the school's hour moving for London across the US change", () => {
    expect(timingLabel(morning.timing, NY)).toBe("9:00 AM – 9:45 AM");
    expect(timingLabel(morning.timing, "Europe/London")).toBe("2:00 PM – 2:45 PM");
    // 27 Oct 2026: London is back on GMT, New York still on EDT: 9:00 at the school is 1:00 PM in London.
    expect(timingLabel(session("2026-10-27T13:00:00.000Z", "2026-10-27T13:45:00.000Z").timing, "Europe/London")).toBe("1:00 PM – 1:45 PM");
    expect(timingLabel(holiday("2026-11-25", "2026-11-25").timing, NY)).toBe("All day");
  });
});

describe("zone names", () => {
  it("names the school's zone with and without daylight saving, and generically", () => {
    expect(zoneName(NY, new Date("2026-07-01T12:00:00Z"))).toBe("Eastern Daylight Time");
    expect(zoneName(NY, new Date("2026-12-01T12:00:00Z"))).toBe("Eastern Standard Time");
    expect(genericZoneName(NY, new Date("2026-07-01T12:00:00Z"))).toBe("Eastern Time");
    expect(genericZoneName(NY, new Date("2026-12-01T12:00:00Z"))).toBe("Eastern Time");
  });

  it("says which zone the times are in", () => {
    expect(zoneSentence("Europe/London", "Europe/London", "en", NY)).toBe("Times in your time zone (Europe/London). The school runs on Eastern Time.");
    expect(zoneSentence("Europe/London", NY, "en", NY)).toBe("Times in the school's time zone (Eastern Time).");
    expect(zoneSentence(NY, NY, "en", NY)).toBe("Times in your time zone, the school's (Eastern Time).");
    expect(zoneSentence(NY, NY, "es", NY)).toBe(`${t("es", "calendar.zone.yoursIsSchools", { school: "hora oriental" })}`);
  });
});

describe("views", () => {
  it("a week runs Monday to Sunday; a month shows whole weeks; the fetched range has a day either side", () => {
    expect(viewDays("week", "2026-11-26")).toEqual(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28", "2026-11-29"]);
    const month = viewDays("month", "2026-11-15");
    expect(month[0]).toBe("2026-10-26");
    expect(month.at(-1)).toBe("2026-12-06");
    expect(month.length % 7).toBe(0);
    expect(fetchRange("month", "2026-11-15")).toEqual({ from: "2026-10-25", to: "2026-12-07" });
    expect(rangeLength("2026-10-25", "2026-12-07")).toBeLessThanOrEqual(MAX_CALENDAR_RANGE_DAYS);
    expect(fetchRange("day", "2026-11-24")).toEqual({ from: "2026-11-23", to: "2026-11-25" });
  });

  it("every month's fetched range fits the server's limit", () => {
    for (let m = 1; m <= 12; m++) {
      const anchor = `2027-${String(m).padStart(2, "0")}-01`;
      const { from, to } = fetchRange("month", anchor);
      expect(rangeLength(from, to)).toBeLessThanOrEqual(MAX_CALENDAR_RANGE_DAYS);
    }
  });

  it("steps by a day, a week or a month, keeping the day within the month", () => {
    expect(shiftAnchor("day", "2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftAnchor("week", "2026-11-24", -1)).toBe("2026-11-17");
    expect(shiftAnchor("month", "2027-01-31", 1)).toBe("2027-02-28");
    expect(shiftAnchor("month", "2027-01-15", -1)).toBe("2026-12-15");
  });
});

describe("iCalendar writing", () => {
  it("escapes text and folds long lines at 75 octets without splitting a character", () => {
    expect(escapeText("Art, music; PE\\health\nline")).toBe("Art\\, music\\; PE\\\\health\\nline");
    const long = `SUMMARY:${"é".repeat(80)}`;
    const folded = foldLine(long);
    for (const line of folded.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(""),
    ).toBe(long);
    // Short lines and plain text come back as they are; 75 octets exactly is not folded, 76 is.
    expect(foldLine("SUMMARY:Math")).toBe("SUMMARY:Math");
    expect(escapeText("Grade 3 Owls")).toBe("Grade 3 Owls");
    expect(escapeText("tab\there\u0007")).toBe("tab\there");
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine(`${"x".repeat(74)}é`)).toBe(`${"x".repeat(74)}\r\n é`);
  });

  it("writes instants as UTC stamps, seconds kept and milliseconds dropped", () => {
    expect(utcStamp(new Date("2026-11-24T14:00:00.000Z"))).toBe("20261124T140000Z");
    expect(utcStamp(new Date("2027-01-02T03:04:05.678Z"))).toBe("20270102T030405Z");
    expect(utcStamp(new Date("2026-12-31T23:59:59.999Z"))).toBe("20261231T235959Z");
  });

  it("writes UTC times, all-day dates with an exclusive end, cancelled sessions and the refresh hints", () => {
    const cancelled = { ...session("2026-11-24T14:00:00.000Z", "2026-11-24T14:45:00.000Z"), cancelled: true };
    const text = buildFeed([cancelled, holiday("2026-12-21", "2027-01-01")], {
      calendarName: "Calendar",
      language: "en",
      uidDomain: "school.example",
      now: new Date("2026-11-20T10:00:00Z"),
    });
    expect(text).toContain("DTSTART:20261124T140000Z\r\n");
    expect(text).toContain("STATUS:CANCELLED\r\nSEQUENCE:1\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20261221\r\nDTEND;VALUE=DATE:20270102\r\n");
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\nX-PUBLISHED-TTL:PT60M\r\n");
    expect(text).toContain("UID:session-Math@school.example\r\n");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("writes work due as an instant that leaves the time free, with a UID of every part of its id", () => {
    const due: CalendarEvent = {
      id: "due:assignment-1:child-1",
      kind: "due",
      title: "Count to 100",
      timing: { allDay: false, startsAt: "2026-11-24T20:00:00.000Z", endsAt: "2026-11-24T20:00:00.000Z" },
      cancelled: false,
      className: "Grade 1 Math",
      workStatus: "missing",
    };
    const text = buildFeed([due], { calendarName: "Calendar", language: "en", uidDomain: "school.example", now: new Date("2026-11-20T10:00:00Z") });
    expect(text).toContain("UID:due-assignment-1-child-1@school.example\r\n");
    expect(text).toContain("DTSTART:20261124T200000Z\r\nDTEND:20261124T200000Z\r\nTRANSP:TRANSPARENT\r\n");
    expect(text).toContain("DESCRIPTION:Work due\\nClass: Grade 1 Math\\nStatus: Missing\r\n");
    expect(text).toContain("CATEGORIES:Work due\r\n");
  });

  it("offers the https and webcal addresses of a feed", () => {
    expect(feedUrls("https://school.example/", "abc")).toEqual({
      url: "https://school.example/api/calendar/feed/abc.ics",
      webcalUrl: "webcal://school.example/api/calendar/feed/abc.ics",
    });
  });
});

describe("the request log", () => {
  it("redacts a feed's token from an address, with or without a query string", () => {
    expect(redactUrl("/api/calendar/feed/abcDEF_-123.ics")).toBe("/api/calendar/feed/[redacted]");
    expect(redactUrl("/api/calendar/feed/abc.ics?x=1")).toBe("/api/calendar/feed/[redacted]?x=1");
    expect(redactUrl("/api/calendar/feed")).toBe("/api/calendar/feed");
    expect(redactUrl("/reset-password?token=abc")).toBe("/reset-password?token=[redacted]");
  });
});
