/**
 * The portal homes' pure rules: which session is "now" and which "next", and how times read in the
 * viewer's zone with the school's named (issue 15: families abroad).
 */
import { describe, expect, it } from "vitest";
import { zonedInstant } from "#common/time-zone";
import { sessionSpan, sessionStart, weeklyTime } from "../../app/features/learning/homes/time";
import { readAloudText } from "../../app/features/learning/homes/student-home";
import { dayBounds, markSessions, schoolToday } from "../../server/learning/homes/homes-read";
import type { HomeDay } from "#common/schemas/learning/homes";

const at = (time: string, date = "2026-11-24") => new Date(zonedInstant(date, time));
const session = (start: string, end: string, status = "scheduled") => ({ startsAt: at(start), endsAt: at(end), status });

describe("markSessions", () => {
  const day = [
    session("09:00", "09:30"),
    session("10:15", "11:00"),
    session("12:30", "13:00", "cancelled"),
    session("14:00", "14:30"),
    session("15:00", "15:30"),
  ];

  it("marks the session under way now and the first one still to start next, never a cancelled one", () => {
    expect(markSessions(day, at("10:30")).map((s) => s.marker)).toEqual([null, "now", null, "next", null]);
    expect(markSessions(day, at("12:00")).map((s) => s.marker)).toEqual([null, null, null, "next", null]);
  });

  it("marks the first session next before the day starts, and nothing after it ends", () => {
    expect(markSessions(day, at("07:00")).map((s) => s.marker)).toEqual(["next", null, null, null, null]);
    expect(markSessions(day, at("16:00")).map((s) => s.marker)).toEqual([null, null, null, null, null]);
  });

  it("reads a session as under way from its first minute and over at its end", () => {
    expect(markSessions(day, at("10:15"))[1]!.marker).toBe("now");
    expect(markSessions(day, at("11:00"))[1]!.marker).toBeNull();
  });
});

describe("the school's day", () => {
  it("is the calendar day in New York, whatever the server's zone", () => {
    expect(schoolToday(new Date("2026-11-25T03:00:00Z"))).toBe("2026-11-24");
    expect(schoolToday(new Date("2026-11-25T05:30:00Z"))).toBe("2026-11-25");
  });

  it("spans midnight to midnight Eastern, 23 or 25 hours on the days the clocks change", () => {
    const { from, to } = dayBounds("2026-11-24");
    expect(from.toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(to.toISOString()).toBe("2026-11-25T05:00:00.000Z");
    const fallBack = dayBounds("2026-11-01");
    expect(fallBack.to.getTime() - fallBack.from.getTime()).toBe(25 * 3_600_000);
  });
});

describe("times in the viewer's zone", () => {
  const nine = at("09:00").toISOString();
  const half = at("09:30").toISOString();

  it("names the school's time beside the viewer's when they differ", () => {
    expect(sessionSpan(nine, half, "America/Los_Angeles")).toBe("6:00 AM to 6:30 AM your time (9:00 AM Eastern)");
    expect(sessionStart(nine, "Europe/London")).toEqual({ main: "2:00 PM your time", school: "9:00 AM Eastern" });
  });

  it("says the school's time alone for a viewer in Eastern Time", () => {
    expect(sessionSpan(nine, half, "America/New_York")).toBe("9:00 AM to 9:30 AM Eastern");
    expect(sessionStart(nine, "America/Detroit")).toEqual({ main: "9:00 AM Eastern", school: null });
  });

  it("says when the viewer's day is not the school's", () => {
    expect(sessionStart(at("10:00").toISOString(), "Asia/Tokyo").main).toBe("12:00 AM your time (the next day)");
  });

  it("reads a weekly time in the viewer's zone on the given day", () => {
    expect(weeklyTime({ weekday: 2, startTime: "09:00", endTime: "09:45" }, "America/New_York", "2026-11-24")).toBe("Tuesdays 9:00 AM to 9:45 AM Eastern");
    expect(weeklyTime({ weekday: 2, startTime: "09:00", endTime: "09:45" }, "Europe/Paris", "2026-11-24")).toBe(
      "Tuesdays 3:00 PM to 3:45 PM your time (9:00 AM to 9:45 AM Eastern)",
    );
  });
});

describe("Read to me", () => {
  it("reads the greeting and each class that takes place, saying which is now and next", () => {
    const s = (subjectCode: string, start: string, marker: "now" | "next" | null, status: "scheduled" | "cancelled" = "scheduled") => ({
      id: start,
      classId: "c",
      className: "Class",
      subjectCode,
      subjectName: subjectCode,
      grade: "K",
      startsAt: at(start).toISOString(),
      endsAt: at(start).toISOString(),
      status,
      marker,
      teachers: [],
    });
    const today: HomeDay = {
      date: "2026-11-24",
      dayOff: null,
      weekend: false,
      sessions: [s("math", "10:15", "now"), s("art", "12:30", null, "cancelled"), s("homeroom", "14:00", "next")],
    };
    expect(readAloudText("Good morning, Maya!", today, null, "America/New_York")).toBe(
      "Good morning, Maya! Today is Tuesday, November 24. Math at 10:15 AM. That is now. Homeroom at 2:00 PM. That is next.",
    );
    const holiday: HomeDay = { date: "2026-11-26", dayOff: { kind: "holiday", title: "Thanksgiving" }, weekend: false, sessions: [] };
    expect(readAloudText("Hello, Maya!", holiday, { ...holiday, date: "2026-11-30" }, "America/New_York")).toBe(
      "Hello, Maya! Today is Thursday, November 26. There are no classes today. Your next school day is Monday, November 30.",
    );
  });
});
