/** THE definition of what needs a teacher's attention (common/learning/teacher-attention.ts): its order and its window. */
import { describe, expect, it } from "vitest";
import { ATTENDANCE_CONFIRM_DAYS, attendanceConfirmSince, sortAttention, type RankedAttention } from "#common/learning/teacher-attention";

describe("sortAttention", () => {
  it("puts today's classes first, then people waiting, then records going stale, then what to look into, then set-up", () => {
    const items: RankedAttention[] = [
      { kind: "no_timetable", className: "Art" },
      { kind: "flagged", count: 3, className: "ELA" },
      { kind: "to_mark", count: 4, oldestAt: "2026-11-01T12:00:00Z", className: "ELA" },
      { kind: "attendance_to_confirm", count: 1, oldestAt: "2026-11-23T14:00:00Z", className: "ELA" },
      { kind: "messages", count: 2 },
      { kind: "accommodations", count: 1, className: "ELA" },
    ];
    expect(sortAttention(items).map((i) => i.kind)).toEqual(["accommodations", "messages", "attendance_to_confirm", "to_mark", "flagged", "no_timetable"]);
  });

  it("lists what has waited longest first within a kind, then the larger count, then the class by name", () => {
    const items: RankedAttention[] = [
      { kind: "to_mark", count: 12, oldestAt: "2026-11-20T12:00:00Z", className: "Grade 3 Math" },
      { kind: "to_mark", count: 2, oldestAt: "2026-08-28T19:00:00Z", className: "Grade 3 ELA" },
      { kind: "flagged", count: 1, className: "B class" },
      { kind: "flagged", count: 5, className: "C class" },
      { kind: "flagged", count: 1, className: "A class" },
    ];
    expect(sortAttention(items).map((i) => `${i.kind} ${i.className}`)).toEqual([
      "to_mark Grade 3 ELA",
      "to_mark Grade 3 Math",
      "flagged C class",
      "flagged A class",
      "flagged B class",
    ]);
  });

  it("puts an item without a date after those with one, and leaves the input as it was", () => {
    const items: RankedAttention[] = [
      { kind: "to_mark", count: 1, oldestAt: null, className: "A" },
      { kind: "to_mark", count: 1, oldestAt: "2026-09-01T12:00:00Z", className: "B" },
    ];
    expect(sortAttention(items).map((i) => i.className)).toEqual(["B", "A"]);
    expect(items.map((i) => i.className)).toEqual(["A", "B"]);
  });
});

describe("attendanceConfirmSince", () => {
  it("reaches back ATTENDANCE_CONFIRM_DAYS days", () => {
    expect(ATTENDANCE_CONFIRM_DAYS).toBe(14);
    expect(attendanceConfirmSince(new Date("2026-11-24T15:30:00Z")).toISOString()).toBe("2026-11-10T15:30:00.000Z");
  });
});
