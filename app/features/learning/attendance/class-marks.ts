/**
 * The class's marks as the teacher fills them in before one Save (issue 33): a choice per child
 * kept on the screen, `Mark all present` filling the children nobody has marked, and the marks
 * the Save sends (only the children whose choice differs from their status now). A child the live
 * room gave a status keeps it until the teacher chooses another; choosing one that differs from
 * the room's is a correction and needs a reason (the server's rule too: server/learning/attendance/write.ts).
 */
import type { AttendanceStatus } from "#common/learning/attendance";
import type { AttendanceMark, ChildAttendance } from "./attendance-api";

export interface DraftMark {
  status: AttendanceStatus;
  reason: string;
}

/** The teacher's choices not saved yet, by child. */
export type ClassDraft = Readonly<Record<string, DraftMark>>;

type Child = Pick<ChildAttendance, "studentId" | "status" | "computed">;

/** Every child with no status (not marked, no live room) and no choice yet becomes present; nothing else changes. */
export function fillPresent(children: readonly Child[], draft: ClassDraft): ClassDraft {
  const filled: Record<string, DraftMark> = { ...draft };
  for (const child of children) {
    if (child.status === null && !filled[child.studentId]) filled[child.studentId] = { status: "present", reason: "" };
  }
  return filled;
}

/** How many children `Mark all present` would fill. */
export function unmarkedCount(children: readonly Child[], draft: ClassDraft): number {
  return children.filter((c) => c.status === null && !draft[c.studentId]).length;
}

/** Whether a choice is a correction of the live room's status (a reason is then needed). */
export function isCorrection(live: boolean, child: Child, status: AttendanceStatus | null): boolean {
  return Boolean(live && child.computed && status && status !== child.computed.status);
}

/** The marks one Save sends: the children whose choice differs from their status now, in the class's order. */
export function pendingMarks(children: readonly Child[], draft: ClassDraft): AttendanceMark[] {
  return children.flatMap((child) => {
    const mark = draft[child.studentId];
    if (!mark || mark.status === child.status) return [];
    const reason = mark.reason.trim();
    return [{ studentId: child.studentId, status: mark.status, ...(reason ? { reason } : {}) }];
  });
}

/** The children among the marks whose correction has no reason yet. */
export function missingReasons(live: boolean, children: readonly Child[], marks: readonly AttendanceMark[]): string[] {
  const byId = new Map(children.map((c) => [c.studentId, c]));
  return marks.filter((m) => !m.reason && isCorrection(live, byId.get(m.studentId)!, m.status)).map((m) => m.studentId);
}
