/**
 * THE status of a child's work (common/learning/work-status.ts, docs/decisions/0016-mastery-rule.md):
 * every status, the child's own due time (a later date for one child), excused, a second hand-in
 * (the latest hand-in decides on time or late) and work returned after a late hand-in.
 */
import { describe, expect, it } from "vitest";
import { WORK_STATUSES, WORK_STATUS_CHILD_WORDS, WORK_STATUS_LABELS, dueFor, workStatus, type WorkFacts } from "#common/learning/work-status";

const due = new Date("2026-10-09T21:00:00Z"); // Friday 5 pm in New York
const before = new Date("2026-10-08T15:00:00Z");
const after = new Date("2026-10-12T15:00:00Z");
const minute = 60_000;

function work(status: string, submittedAt: Date | null = null, returnedAt: Date | null = null): WorkFacts["work"] {
  return { status, submittedAt, returnedAt };
}

describe("work statuses", () => {
  it("has a staff label and a child's words for every status", () => {
    expect(WORK_STATUSES).toEqual(["not_started", "in_progress", "submitted", "late", "missing", "returned", "excused"]);
    for (const status of WORK_STATUSES) {
      expect(WORK_STATUS_LABELS[status]).toBeTruthy();
      expect(WORK_STATUS_CHILD_WORDS[status]).toBeTruthy();
    }
  });

  it("not started: nothing saved and not yet due, or no due date at all", () => {
    expect(workStatus({ dueAt: due }, before)).toBe("not_started");
    expect(workStatus({ dueAt: due, work: null }, before)).toBe("not_started");
    expect(workStatus({ dueAt: null }, after)).toBe("not_started");
  });

  it("in progress: a draft saved, not handed in, not yet due (or no due date)", () => {
    expect(workStatus({ dueAt: due, work: work("in_progress") }, before)).toBe("in_progress");
    expect(workStatus({ dueAt: null, work: work("in_progress") }, after)).toBe("in_progress");
  });

  it("missing: not handed in once the due time has passed, draft or not", () => {
    expect(workStatus({ dueAt: due }, after)).toBe("missing");
    expect(workStatus({ dueAt: due, work: work("in_progress") }, after)).toBe("missing");
    // At the due time itself it is not yet missing.
    expect(workStatus({ dueAt: due }, due)).toBe("not_started");
    expect(workStatus({ dueAt: due }, new Date(due.getTime() + minute))).toBe("missing");
  });

  it("submitted: handed in on time (at the due time counts as on time)", () => {
    expect(workStatus({ dueAt: due, work: work("submitted", before) }, after)).toBe("submitted");
    expect(workStatus({ dueAt: due, work: work("submitted", due) }, after)).toBe("submitted");
    expect(workStatus({ dueAt: null, work: work("submitted", after) }, after)).toBe("submitted");
  });

  it("late: handed in after the due time", () => {
    expect(workStatus({ dueAt: due, work: work("submitted", new Date(due.getTime() + minute)) }, after)).toBe("late");
  });

  it("returned: the teacher sent it back, whatever the dates", () => {
    expect(workStatus({ dueAt: due, work: work("returned", before, before) }, after)).toBe("returned");
  });

  it("returned after a late hand-in is returned (the lateness stays in the hand-in time)", () => {
    const lateHandIn = new Date(due.getTime() + 3 * 60 * minute);
    expect(workStatus({ dueAt: due, work: work("returned", lateHandIn, after) }, after)).toBe("returned");
  });

  it("excused: never late or missing, even with nothing handed in after the due time", () => {
    expect(workStatus({ dueAt: due, excused: true }, after)).toBe("excused");
    expect(workStatus({ dueAt: due, excused: true, work: work("in_progress") }, after)).toBe("excused");
    expect(workStatus({ dueAt: due, excused: true, work: work("submitted", after) }, after)).toBe("excused");
    // Work the teacher returned anyway shows as returned.
    expect(workStatus({ dueAt: due, excused: true, work: work("returned", after, after) }, after)).toBe("returned");
  });

  it("a second hand-in is judged by the latest hand-in", () => {
    const onTimeAgain = new Date(due.getTime() - 60 * minute);
    expect(workStatus({ dueAt: due, work: work("submitted", onTimeAgain) }, after)).toBe("submitted");
    const resubmittedLate = new Date(due.getTime() + 24 * 60 * minute);
    expect(workStatus({ dueAt: due, work: work("submitted", resubmittedLate) }, after)).toBe("late");
  });

  it("a piece of work without a hand-in time is not counted as handed in", () => {
    expect(workStatus({ dueAt: due, work: work("submitted", null) }, before)).toBe("in_progress");
    expect(workStatus({ dueAt: due, work: work("submitted", null) }, after)).toBe("missing");
  });
});

describe("the child's own due time", () => {
  const later = new Date("2026-10-14T21:00:00Z");

  it("a later date given to one child wins over the assignment's", () => {
    expect(dueFor(due, later)).toEqual(later);
    expect(dueFor(due, null)).toEqual(due);
    expect(dueFor(due, undefined)).toEqual(due);
    expect(dueFor(null, later)).toEqual(later);
    expect(dueFor(null, null)).toBeNull();
  });

  it("moves that child's missing and late, not the class's", () => {
    const afterClassDue = after; // past the class's due time, before this child's
    expect(workStatus({ dueAt: dueFor(due, later) }, afterClassDue)).toBe("not_started");
    expect(workStatus({ dueAt: dueFor(due, null) }, afterClassDue)).toBe("missing");
    expect(workStatus({ dueAt: dueFor(due, later), work: work("submitted", afterClassDue) }, afterClassDue)).toBe("submitted");
    expect(workStatus({ dueAt: dueFor(due, null), work: work("submitted", afterClassDue) }, afterClassDue)).toBe("late");
    expect(workStatus({ dueAt: dueFor(due, later) }, new Date(later.getTime() + minute))).toBe("missing");
  });
});
