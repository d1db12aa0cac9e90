/**
 * The sample weekday of docs/product.md section 9 (9:00 to 2:00 Eastern Time, lunch/screen break 11:30 to
 * 12:15, 3 to 4 live blocks) and the conversion of its times into a family's own time zone,
 * including the weeks when only one side of the Atlantic has changed its clocks.
 */
import { describe, expect, it } from "vitest";
import { school } from "#common/school";
import { CLUBS, nextSchoolDay, SAMPLE_SCHEDULE, SCHOOL_DAY, sharesSchoolClock, STUDENT_DAY, TECHNOLOGY_REQUIREMENTS } from "#common/schedule";
import { dateInZone, formatTime, isValidTimeZone, toZone, zonedInstant } from "#common/time-zone";

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe("sample schedule", () => {
  it("is in the school's zone, America/New_York", () => {
    expect(school.timeZone).toBe("America/New_York");
  });

  it("runs contiguously from 9:00 to 14:00 with no gap or overlap", () => {
    expect(SAMPLE_SCHEDULE[0]!.time).toBe("09:00");
    expect(SAMPLE_SCHEDULE.at(-1)!.endTime).toBe("14:00");
    expect([SCHOOL_DAY.start, SCHOOL_DAY.end]).toEqual(["09:00", "14:00"]);
    SAMPLE_SCHEDULE.forEach((item, i) => {
      expect(minutes(item.endTime), item.title).toBeGreaterThan(minutes(item.time));
      if (i > 0) expect(item.time, item.title).toBe(SAMPLE_SCHEDULE[i - 1]!.endTime);
    });
  });

  it("has the lunch/screen break exactly 11:30 to 12:15, away from the screen", () => {
    const lunch = SAMPLE_SCHEDULE.filter((item) => /lunch/i.test(item.title));
    expect(lunch).toHaveLength(1);
    expect(lunch[0]).toMatchObject({ time: "11:30", endTime: "12:15", liveBlock: null });
  });

  it("holds 3 to 4 live blocks adding up to about 3 to 4 hours of live teaching", () => {
    const blocks = new Set(SAMPLE_SCHEDULE.map((item) => item.liveBlock).filter((b) => b !== null));
    expect([...blocks]).toEqual([1, 2, 3, 4]);
    const liveMinutes = (upTo: number) =>
      SAMPLE_SCHEDULE.filter((item) => item.liveBlock !== null && item.liveBlock <= upTo).reduce(
        (sum, item) => sum + minutes(item.endTime) - minutes(item.time),
        0,
      );
    // Three blocks without the small groups and clubs block, four with it.
    expect(liveMinutes(3)).toBeGreaterThanOrEqual(180);
    expect(liveMinutes(4)).toBeLessThanOrEqual(240);
  });

  it("names the parts of a real school day, each with a description", () => {
    const titles = SAMPLE_SCHEDULE.map((item) => item.title).join(" | ");
    for (const part of [/Morning Meeting/, /English Language Arts/, /Math/, /Movement/, /Science/, /Specials/, /Small Groups/]) {
      expect(titles).toMatch(part);
    }
    expect(SAMPLE_SCHEDULE.find((item) => item.id === "morning-meeting")!.description).toMatch(/SEL/);
    for (const item of SAMPLE_SCHEDULE) expect(item.description.length, item.title).toBeGreaterThan(40);
    expect(new Set(SAMPLE_SCHEDULE.map((item) => item.id)).size).toBe(SAMPLE_SCHEDULE.length);
  });

  it("lists 15+ weekly clubs, the technology requirements and the student-day facts", () => {
    expect(CLUBS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(CLUBS.map((c) => c.name)).size).toBe(CLUBS.length);
    expect(TECHNOLOGY_REQUIREMENTS.map((t) => t.title)).toEqual(["10+ Mbps broadband", "Webcam and microphone", "Headset"]);
    expect(TECHNOLOGY_REQUIREMENTS.map((t) => t.required)).toEqual([true, true, false]);
    expect(STUDENT_DAY).toEqual({ liveBlocks: "3 to 4", liveHours: "about 3 to 4 hours", homework: "20 to 40 minutes a day", clubs: "15+" });
  });
});

describe("formatTime", () => {
  it.each([
    ["09:00", "9:00 AM"],
    ["11:30", "11:30 AM"],
    ["12:00", "12:00 PM"],
    ["12:15", "12:15 PM"],
    ["14:00", "2:00 PM"],
    ["00:00", "12:00 AM"],
    ["23:59", "11:59 PM"],
  ])("%s is %s", (time, label) => {
    expect(formatTime(time)).toBe(label);
  });

  it.each(["9:00", "24:00", "12:60", "noon", ""])("refuses %j", (time) => {
    expect(() => formatTime(time)).toThrow(RangeError);
  });
});

describe("toZone", () => {
  it("is the identity for America/New_York on every item, winter and summer", () => {
    for (const date of ["2026-01-15", "2026-07-15"]) {
      for (const item of SAMPLE_SCHEDULE) {
        expect(toZone(item.time, date, "America/New_York")).toEqual({ label: formatTime(item.time), dayOffset: 0 });
      }
      expect(sharesSchoolClock("America/New_York", date)).toBe(true);
    }
  });

  it("puts America/Los_Angeles 3 hours behind, in winter, in summer and on the days the clocks change", () => {
    for (const date of ["2026-01-15", "2026-07-15", "2026-03-08", "2026-03-09", "2026-11-01", "2026-11-02"]) {
      expect(toZone("09:00", date, "America/Los_Angeles"), date).toEqual({ label: "6:00 AM", dayOffset: 0 });
      expect(toZone("14:00", date, "America/Los_Angeles"), date).toEqual({ label: "11:00 AM", dayOffset: 0 });
    }
    expect(sharesSchoolClock("America/Los_Angeles", "2026-01-15")).toBe(false);
  });

  it("puts Europe/London 5 hours ahead in winter and in summer", () => {
    expect(toZone("09:00", "2026-01-15", "Europe/London")).toEqual({ label: "2:00 PM", dayOffset: 0 });
    expect(toZone("09:00", "2026-07-15", "Europe/London")).toEqual({ label: "2:00 PM", dayOffset: 0 });
  });

  it("puts Europe/London only 4 hours ahead in the March weeks when the U.S. is on daylight time and the U.K. is not", () => {
    // 2026: U.S. clocks go forward on March 8, U.K. clocks on March 29.
    expect(toZone("09:00", "2026-03-06", "Europe/London")).toEqual({ label: "2:00 PM", dayOffset: 0 });
    expect(toZone("09:00", "2026-03-09", "Europe/London")).toEqual({ label: "1:00 PM", dayOffset: 0 });
    expect(toZone("11:30", "2026-03-27", "Europe/London")).toEqual({ label: "3:30 PM", dayOffset: 0 });
    expect(toZone("09:00", "2026-03-30", "Europe/London")).toEqual({ label: "2:00 PM", dayOffset: 0 });
    // And the autumn week between the U.K. change (October 25) and the U.S. one (November 1).
    expect(toZone("09:00", "2026-10-27", "Europe/London")).toEqual({ label: "1:00 PM", dayOffset: 0 });
    expect(toZone("09:00", "2026-11-02", "Europe/London")).toEqual({ label: "2:00 PM", dayOffset: 0 });
  });

  it("handles the half-hour offset of Asia/Kolkata", () => {
    expect(toZone("09:00", "2026-01-15", "Asia/Kolkata")).toEqual({ label: "7:30 PM", dayOffset: 0 });
    expect(toZone("09:00", "2026-07-15", "Asia/Kolkata")).toEqual({ label: "6:30 PM", dayOffset: 0 });
    expect(toZone("12:15", "2026-01-15", "Asia/Kolkata")).toEqual({ label: "10:45 PM", dayOffset: 0 });
  });

  it("moves into the next day in Asia/Tokyo during the school day", () => {
    expect(toZone("09:00", "2026-01-15", "Asia/Tokyo")).toEqual({ label: "11:00 PM", dayOffset: 0 });
    expect(toZone("10:00", "2026-01-15", "Asia/Tokyo")).toEqual({ label: "12:00 AM", dayOffset: 1 });
    expect(toZone("11:30", "2026-01-15", "Asia/Tokyo")).toEqual({ label: "1:30 AM", dayOffset: 1 });
    expect(toZone("09:00", "2026-07-15", "Asia/Tokyo")).toEqual({ label: "10:00 PM", dayOffset: 0 });
  });

  it("gives Australian zones the right day offset, with their daylight time in the southern summer", () => {
    // January: Sydney on daylight time (UTC+11), the U.S. on standard time.
    expect(toZone("09:00", "2026-01-15", "Australia/Sydney")).toEqual({ label: "1:00 AM", dayOffset: 1 });
    // July: Sydney on standard time (UTC+10), the U.S. on daylight time.
    expect(toZone("09:00", "2026-07-15", "Australia/Sydney")).toEqual({ label: "11:00 PM", dayOffset: 0 });
    expect(toZone("14:00", "2026-07-15", "Australia/Sydney")).toEqual({ label: "4:00 AM", dayOffset: 1 });
    // Perth has no daylight time (UTC+8); Brisbane neither (UTC+10).
    expect(toZone("09:00", "2026-01-15", "Australia/Perth")).toEqual({ label: "10:00 PM", dayOffset: 0 });
    expect(toZone("14:00", "2026-01-15", "Australia/Perth")).toEqual({ label: "3:00 AM", dayOffset: 1 });
    expect(toZone("09:00", "2026-01-15", "Australia/Brisbane")).toEqual({ label: "12:00 AM", dayOffset: 1 });
  });

  it("gives the day before for an early time in a zone to the west", () => {
    expect(toZone("01:00", "2026-01-15", "America/Los_Angeles")).toEqual({ label: "10:00 PM", dayOffset: -1 });
    expect(toZone("09:00", "2026-01-15", "Pacific/Honolulu")).toEqual({ label: "4:00 AM", dayOffset: 0 });
  });

  it("refuses an unknown time zone with a clear error", () => {
    expect(() => toZone("09:00", "2026-01-15", "Mars/Olympus_Mons")).toThrow(/Unknown time zone "Mars\/Olympus_Mons"/);
    expect(() => toZone("09:00", "2026-01-15", "")).toThrow(RangeError);
    expect(() => toZone("09:00", "2026-01-15", "Europe/London", "Nowhere/Town")).toThrow(RangeError);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
  });

  it("refuses a malformed time or date", () => {
    expect(() => toZone("9am", "2026-01-15", "Europe/London")).toThrow(RangeError);
    expect(() => toZone("09:00", "2026-02-30", "Europe/London")).toThrow(RangeError);
    expect(() => toZone("09:00", "15/01/2026", "Europe/London")).toThrow(RangeError);
  });
});

describe("zonedInstant and dates", () => {
  it("finds the UTC instant of a New York wall-clock time on either side of a clock change", () => {
    expect(new Date(zonedInstant("2026-01-15", "09:00")).toISOString()).toBe("2026-01-15T14:00:00.000Z");
    expect(new Date(zonedInstant("2026-07-15", "09:00")).toISOString()).toBe("2026-07-15T13:00:00.000Z");
    // 2:30 does not exist on March 8, 2026 in New York; 1:30 happens twice on November 1.
    expect(new Date(zonedInstant("2026-03-08", "02:30")).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    expect(new Date(zonedInstant("2026-11-01", "01:30")).toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });

  it("reads the school's calendar date and the next school day", () => {
    // 03:00 UTC on a Saturday is still Friday evening in New York.
    expect(dateInZone(Date.UTC(2026, 0, 17, 3, 0))).toBe("2026-01-16");
    expect(dateInZone(Date.UTC(2026, 0, 17, 3, 0), "Asia/Tokyo")).toBe("2026-01-17");
    expect(nextSchoolDay("2026-01-16")).toBe("2026-01-16");
    expect(nextSchoolDay("2026-01-17")).toBe("2026-01-19");
    expect(nextSchoolDay("2026-01-18")).toBe("2026-01-19");
  });
});
