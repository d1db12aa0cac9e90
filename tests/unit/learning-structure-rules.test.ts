/**
 * The pure rules under the school's structure (issue 15): the 12:1 capacity of a class, the expansion
 * of a weekly timetable into dated sessions (skipping holidays, staying on Eastern wall-clock time
 * across daylight-saving changes), meeting overlaps, a child's stored preferences, and school years
 * that never overlap.
 */
import { describe, expect, it } from "vitest";
import { AVATARS, AVATAR_IDS } from "#common/learning/avatars";
import { classCapacity, classFullMessage, countsForCapacity, DEFAULT_CLASS_SIZE_PER_TEACHER } from "#common/learning/capacity";
import { DEFAULT_PREFERENCES, readPreferences } from "#common/learning/preferences";
import { DEFAULT_SUBJECTS } from "#common/learning/subjects";
import { expandSessions, inAnyRange, isoWeekday, meetingsOverlap, minutesOf } from "#common/learning/timetable";
import { formatPhrase } from "#common/i18n/phrase";
import { yearOverlap } from "../../server/learning/courses/calendar";

describe("class capacity (12:1)", () => {
  it("is 12 per teaching member of staff by default", () => {
    expect(DEFAULT_CLASS_SIZE_PER_TEACHER).toBe(12);
    expect(classCapacity({ perTeacher: 12, teachingStaff: 1, maxStudents: null })).toBe(12);
    expect(classCapacity({ perTeacher: 12, teachingStaff: 2, maxStudents: null })).toBe(24);
  });

  it("holds one teacher's worth before a teacher is named", () => {
    expect(classCapacity({ perTeacher: 12, teachingStaff: 0, maxStudents: null })).toBe(12);
  });

  it("never exceeds a lower limit staff set, and a higher limit does not beat the ratio", () => {
    expect(classCapacity({ perTeacher: 12, teachingStaff: 2, maxStudents: 10 })).toBe(10);
    expect(classCapacity({ perTeacher: 12, teachingStaff: 1, maxStudents: 30 })).toBe(12);
  });

  it("counts lead teachers and co-teachers, not support staff", () => {
    expect([countsForCapacity("lead"), countsForCapacity("co_teacher"), countsForCapacity("support")]).toEqual([true, true, false]);
  });

  it("names the class and what to change when full", () => {
    expect(classFullMessage("Grade 3 Homeroom", 12)).toBe(
      "Grade 3 Homeroom is full (12 students). Add a co-teacher, raise its limit or choose another section.",
    );
  });
});

describe("timetable", () => {
  const monWed = [
    { weekday: 1, startTime: "09:00", endTime: "09:20" },
    { weekday: 3, startTime: "10:45", endTime: "11:30" },
  ];

  it("reads weekdays Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-29")).toBe(7);
  });

  it("expands each meeting onto its weekday in the term, in time order", () => {
    const sessions = expandSessions(monWed, { startsOn: "2026-11-23", endsOn: "2026-12-04" }, []);
    expect(sessions.map((s) => s.date)).toEqual(["2026-11-23", "2026-11-25", "2026-11-30", "2026-12-02"]);
    // 9:00 Eastern in November is 14:00 UTC.
    expect(sessions[0]!.startsAt.toISOString()).toBe("2026-11-23T14:00:00.000Z");
    expect(sessions[0]!.endsAt.toISOString()).toBe("2026-11-23T14:20:00.000Z");
  });

  it("skips holidays and closures, inclusive of both ends", () => {
    const thanksgiving = { startsOn: "2026-11-25", endsOn: "2026-11-27" };
    const sessions = expandSessions(monWed, { startsOn: "2026-11-23", endsOn: "2026-12-02" }, [thanksgiving]);
    expect(sessions.map((s) => s.date)).toEqual(["2026-11-23", "2026-11-30", "2026-12-02"]);
    expect(inAnyRange("2026-11-27", [thanksgiving])).toBe(true);
    expect(inAnyRange("2026-11-28", [thanksgiving])).toBe(false);
  });

  it("keeps 9:00 Eastern across the change to daylight saving time", () => {
    // US clocks go forward on 14 March 2027: 9:00 Eastern moves from 14:00 to 13:00 UTC.
    const [before, after] = expandSessions([{ weekday: 5, startTime: "09:00", endTime: "09:20" }], { startsOn: "2027-03-12", endsOn: "2027-03-19" }, []);
    expect(before!.startsAt.toISOString()).toBe("2027-03-12T14:00:00.000Z");
    expect(after!.startsAt.toISOString()).toBe("2027-03-19T13:00:00.000Z");
  });

  it("gives nothing for a malformed term", () => {
    expect(expandSessions(monWed, { startsOn: "not a date", endsOn: "2026-12-04" }, [])).toEqual([]);
  });

  it("finds overlaps on the same weekday only; touching meetings do not clash", () => {
    const ela = { weekday: 2, startTime: "09:20", endTime: "10:30" };
    expect(meetingsOverlap(ela, { weekday: 2, startTime: "10:00", endTime: "10:45" })).toBe(true);
    expect(meetingsOverlap(ela, { weekday: 2, startTime: "09:00", endTime: "09:20" })).toBe(false);
    expect(meetingsOverlap(ela, { weekday: 3, startTime: "10:00", endTime: "10:45" })).toBe(false);
    expect(meetingsOverlap(ela, { weekday: 2, startTime: "09:30", endTime: "09:40" })).toBe(true);
    expect(minutesOf("11:30")).toBe(690);
  });
});

describe("a child's preferences", () => {
  it("reads missing or unreadable values as the defaults", () => {
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences("large")).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ textSize: "huge", readingFont: "yes" })).toEqual(DEFAULT_PREFERENCES);
  });

  it("keeps what is valid", () => {
    expect(readPreferences({ readingFont: true, textSize: "extra-large", reducedMotion: true, captions: true, other: 1 })).toEqual({
      readingFont: true,
      textSize: "extra-large",
      reducedMotion: true,
      captions: true,
    });
  });
});

describe("subjects and avatars", () => {
  it("lists the curriculum page's subjects once each", () => {
    const codes = DEFAULT_SUBJECTS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(["ela", "math", "science", "social-studies", "art", "music", "pe-health", "digital-citizenship", "sel"]));
  });

  it("offers avatars with words, each id once", () => {
    expect(new Set(AVATAR_IDS).size).toBe(AVATARS.length);
    for (const avatar of AVATARS) expect(avatar.label.length).toBeGreaterThan(0);
  });
});

describe("school years never share a day (the courses screen and the roster import ask one rule)", () => {
  const years = [
    { name: "2025-26", startsOn: "2025-08-18", endsOn: "2026-06-12" },
    { name: "2026-27", startsOn: "2026-08-17", endsOn: "2027-06-11" },
  ];

  it("names the year a range overlaps, its last day included", () => {
    const overlap = yearOverlap(years, { startsOn: "2027-06-11", endsOn: "2027-08-13" });
    expect(overlap?.other).toBe(years[1]);
    expect(formatPhrase("en", overlap!.message)).toBe("These dates overlap the 2026-27 school year (2026-08-17 to 2027-06-11).");
  });

  it("lets a year start the day after another ends", () => {
    expect(yearOverlap(years, { startsOn: "2027-06-12", endsOn: "2028-06-09" })).toBeNull();
    expect(yearOverlap(years, { startsOn: "2026-06-13", endsOn: "2026-08-16" })).toBeNull();
  });
});
