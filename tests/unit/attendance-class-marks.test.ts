/** The class's unsaved attendance marks (issue 33): Mark all present fills only the unmarked, one Save sends only the changes. */
import { describe, expect, it } from "vitest";
import { fillPresent, missingReasons, pendingMarks, unmarkedCount, type ClassDraft } from "../../app/features/learning/attendance/class-marks";
import type { ChildAttendance } from "../../app/features/learning/attendance/attendance-api";

type Child = Pick<ChildAttendance, "studentId" | "status" | "computed">;

const computed = (status: "present" | "late" | "left_early" | "absent") => ({
  status,
  late: status === "late",
  leftEarly: status === "left_early",
  minutesPresent: status === "absent" ? 0 : 30,
  firstJoinAt: null,
  lastLeaveAt: null,
});

const byHand: Child[] = [
  { studentId: "ada", status: null, computed: null },
  { studentId: "ben", status: null, computed: null },
  { studentId: "cy", status: "absent", computed: null },
];

describe("Mark all present", () => {
  it("fills every child with no status and no choice yet, and leaves the marked and the chosen alone", () => {
    const draft: ClassDraft = { ben: { status: "late", reason: "" } };
    expect(unmarkedCount(byHand, draft)).toBe(1);
    expect(fillPresent(byHand, draft)).toEqual({ ada: { status: "present", reason: "" }, ben: { status: "late", reason: "" } });
    expect(unmarkedCount(byHand, fillPresent(byHand, draft))).toBe(0);
  });

  it("fills nobody the live room gave a status", () => {
    const live: Child[] = [{ studentId: "ada", status: "present", computed: computed("present") }];
    expect(fillPresent(live, {})).toEqual({});
  });
});

describe("the marks one Save sends", () => {
  it("are the children whose choice differs from their status now, in the class's order, reasons trimmed", () => {
    const draft: ClassDraft = {
      cy: { status: "absent", reason: "" },
      ben: { status: "late", reason: "  bus  " },
      ada: { status: "present", reason: "" },
    };
    expect(pendingMarks(byHand, draft)).toEqual([
      { studentId: "ada", status: "present" },
      { studentId: "ben", status: "late", reason: "bus" },
    ]);
    expect(pendingMarks(byHand, {})).toEqual([]);
  });

  it("need a reason only for a change from the live room's status", () => {
    const live: Child[] = [
      { studentId: "ada", status: "present", computed: computed("present") },
      { studentId: "ben", status: "left_early", computed: computed("left_early") },
      { studentId: "cy", status: "absent", computed: computed("absent") },
    ];
    const marks = pendingMarks(live, {
      ben: { status: "present", reason: " " },
      cy: { status: "late", reason: "Tablet broke" },
    });
    expect(missingReasons(true, live, marks)).toEqual(["ben"]);
    // Held without video: nothing is a correction.
    expect(missingReasons(false, byHand, pendingMarks(byHand, fillPresent(byHand, {})))).toEqual([]);
  });
});
