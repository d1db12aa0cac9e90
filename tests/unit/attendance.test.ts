/**
 * THE attendance rule (common/learning/attendance.ts): a child's status for one class session from the
 * live room's arrival, joins and leaves; and the counts and rates every report uses.
 */
import { describe, expect, it } from "vitest";
import { addToCounts, attendanceRate, computeAttendance, emptyCounts, LEFT_EARLY_GRACE_MINUTES, type RoomPresence } from "#common/learning/attendance";

const START = new Date("2026-11-24T15:00:00Z");
const END = new Date("2026-11-24T15:45:00Z");
const session = { startsAt: START, endsAt: END };
const at = (minutes: number) => new Date(START.getTime() + minutes * 60_000);
const after = at(120);
const presence = (arrivedAt: number | null, ...events: ["join" | "leave", number][]): RoomPresence => ({
  arrivedAt: arrivedAt === null ? null : at(arrivedAt),
  events: events.map(([kind, m]) => ({ kind, at: at(m) })),
});

describe("computeAttendance", () => {
  it("is absent with no join, whatever the waiting room says", () => {
    expect(computeAttendance(session, presence(null), 5, after)).toEqual({
      status: "absent",
      late: false,
      leftEarly: false,
      minutesPresent: 0,
      firstJoinAt: null,
      lastLeaveAt: null,
    });
    expect(computeAttendance(session, presence(-3), 5, after).status).toBe("absent");
  });

  it("counts a join before the start from the start only", () => {
    const a = computeAttendance(session, presence(-6, ["join", -5], ["leave", 45]), 5, after);
    expect(a).toMatchObject({ status: "present", late: false, leftEarly: false, minutesPresent: 45 });
    expect(a.firstJoinAt).toEqual(at(-5));
    expect(a.lastLeaveAt).toEqual(at(45));
  });

  it("does not make a child late who arrived in the waiting room on time and was admitted late", () => {
    const a = computeAttendance(session, presence(1, ["join", 12], ["leave", 45]), 5, after);
    expect(a).toMatchObject({ status: "present", late: false, minutesPresent: 33 });
  });

  it("is late after the school's minutes, from the arrival (or the first join without one), and exactly at the limit is not late", () => {
    expect(computeAttendance(session, presence(8, ["join", 9], ["leave", 45]), 5, after)).toMatchObject({ status: "late", late: true });
    expect(computeAttendance(session, presence(null, ["join", 9], ["leave", 45]), 5, after).late).toBe(true);
    expect(computeAttendance(session, presence(5, ["join", 5], ["leave", 45]), 5, after).late).toBe(false);
    expect(computeAttendance(session, presence(8, ["join", 9], ["leave", 45]), 10, after).late).toBe(false);
  });

  it("adds the time of each stay after a rejoin, and is present when back by the end", () => {
    const a = computeAttendance(session, presence(0, ["leave", 20], ["join", 0], ["join", 30], ["leave", 45]), 5, after);
    expect(a).toMatchObject({ status: "present", leftEarly: false, minutesPresent: 35 });
  });

  it("is left early when out at the end after leaving more than the grace before it; leaving within the grace is not", () => {
    const early = computeAttendance(session, presence(0, ["join", 0], ["leave", 30]), 5, after);
    expect(early).toMatchObject({ status: "left_early", leftEarly: true, minutesPresent: 30 });
    const inGrace = computeAttendance(session, presence(0, ["join", 0], ["leave", 45 - LEFT_EARLY_GRACE_MINUTES + 1]), 5, after);
    expect(inGrace).toMatchObject({ status: "present", leftEarly: false });
    // Late and left early: left early wins in the status, both flags stay.
    expect(computeAttendance(session, presence(10, ["join", 10], ["leave", 20]), 5, after)).toMatchObject({
      status: "left_early",
      late: true,
      leftEarly: true,
    });
  });

  it("counts a child still in while the session runs up to now, not left early, with no last leave", () => {
    const a = computeAttendance(session, presence(0, ["join", 0]), 5, at(20));
    expect(a).toMatchObject({ status: "present", leftEarly: false, minutesPresent: 20, lastLeaveAt: null });
    // Still in after the end (the room not closed yet): counted to the end.
    expect(computeAttendance(session, presence(0, ["join", 0]), 5, after).minutesPresent).toBe(45);
  });
});

describe("counts and rates", () => {
  it("counts every taken session; present, late and left early are attended; excused only among absences", () => {
    const counts = emptyCounts();
    addToCounts(counts, "present", false);
    addToCounts(counts, "late", false);
    addToCounts(counts, "left_early", true);
    addToCounts(counts, "absent", true);
    addToCounts(counts, "absent", false);
    addToCounts(counts, "absent", false);
    expect(counts).toEqual({ sessions: 6, present: 1, late: 1, leftEarly: 1, absent: 3, excused: 1 });
    expect(attendanceRate(counts)).toBe(50);
  });

  it("rounds the rate and has none with no session taken", () => {
    expect(attendanceRate(emptyCounts())).toBeNull();
    const counts = emptyCounts();
    addToCounts(counts, "present", false);
    addToCounts(counts, "present", false);
    addToCounts(counts, "absent", false);
    expect(attendanceRate(counts)).toBe(67);
  });
});
