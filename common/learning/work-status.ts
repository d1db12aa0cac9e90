/**
 * THE status of a child's work on an assignment, read from dates and the work's state
 * (the gradebook's cells, the child's list, the family's upcoming and missing work, insights).
 *
 * - returned: the teacher returned it (marks and feedback visible to the child and family).
 * - submitted / late: handed in, on time or after the due time (the child's own due time: a later due
 *   date given to one child moves their deadline).
 * - missing: not handed in and the due time has passed.
 * - in_progress: a draft saved, not handed in, not yet due.
 * - not_started: nothing saved, not yet due (or no due date).
 * - excused: the teacher excused the child; never late or missing.
 */
export const WORK_STATUSES = ["not_started", "in_progress", "submitted", "late", "missing", "returned", "excused"] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  not_started: "Not started",
  in_progress: "In progress",
  submitted: "Submitted",
  late: "Late",
  missing: "Missing",
  returned: "Returned",
  excused: "Excused",
};

/** The same states in a child's words. */
export const WORK_STATUS_CHILD_WORDS: Record<WorkStatus, string> = {
  not_started: "Not started yet",
  in_progress: "You started this",
  submitted: "You sent it in",
  late: "Sent in late",
  missing: "Not sent in yet, it was due",
  returned: "Your teacher sent it back",
  excused: "You do not need to do this one",
};

export interface WorkFacts {
  /** The child's due time: their own later date when they have one, else the assignment's; null for none. */
  dueAt: Date | null;
  excused?: boolean;
  work?: {
    status: string;
    submittedAt: Date | null;
    returnedAt: Date | null;
  } | null;
}

export function workStatus(facts: WorkFacts, now: Date): WorkStatus {
  const s = facts.work;
  if (s?.returnedAt) return "returned";
  if (facts.excused) return "excused";
  if (s && (s.status === "submitted" || s.status === "returned") && s.submittedAt) {
    return facts.dueAt && s.submittedAt.getTime() > facts.dueAt.getTime() ? "late" : "submitted";
  }
  if (facts.dueAt && now.getTime() > facts.dueAt.getTime()) return "missing";
  return s ? "in_progress" : "not_started";
}

/** The child's own due time: a per-child later date wins over the assignment's. */
export function dueFor(assignmentDueAt: Date | null, adjustedDueAt: Date | null | undefined): Date | null {
  return adjustedDueAt ?? assignmentDueAt;
}
