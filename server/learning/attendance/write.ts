/**
 * The teacher's marks on a session's attendance (docs/api/attendance.md): set or remove a child's
 * mark. A mark that differs from what the live room gives is a correction and needs a reason; a
 * session without a room is marked by hand without one. Every change is audited in its transaction
 * and the class's teachers' open pages are told (`attendance` on each one's user topic).
 */
import { and, eq, inArray } from "drizzle-orm";
import { ATTENDANCE_STATUS_LABELS } from "#common/learning/attendance";
import { ATTENDANCE_MESSAGES, type AttendanceMarksInput } from "#common/schemas/learning/attendance";
import { recordAudit } from "../../audit";
import { attendanceMarks, classSessions } from "../../db/schema";
import { publish, userTopic } from "../../realtime/bus";
import { staffIdsOfClass, STUDENT_NOT_FOUND } from "../access";
import { readAttendance } from "./attendance-read";
import { invalid, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

export const ATTENDANCE_CHANGED = "attendance";

export interface MarkedSession {
  id: string;
  classId: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
}

export async function saveAttendanceMarks(action: StaffAction, session: MarkedSession, input: AttendanceMarksInput, lateMinutes: number): Promise<void> {
  const { db, now } = action;
  if (session.status === "cancelled") throw invalid(ATTENDANCE_MESSAGES.cancelled);
  if (session.startsAt.getTime() > now.getTime()) throw invalid(ATTENDANCE_MESSAGES.notStarted);

  await db.transaction(async (tx) => {
    const current = await readAttendance(tx, { sessions: eq(classSessions.id, session.id), lateMinutes, now });
    const live = current.sessions[0]?.live ?? false;
    const byChild = new Map(current.children.map((c) => [c.studentId, c]));
    // Another class's child (or one not yet in the class that day) is a missing child: nothing saved.
    if (input.marks.some((m) => !byChild.has(m.studentId))) throw notFound(STUDENT_NOT_FOUND);
    const errors = input.marks.flatMap((m, i) => {
      const computed = byChild.get(m.studentId)!.computed;
      const correction = live && computed !== null && m.status !== null && m.status !== computed.status;
      return correction && !m.reason ? [{ field: `marks.${i}.reason`, message: ATTENDANCE_MESSAGES.reasonRequired }] : [];
    });
    if (errors.length > 0) throw invalid("Please check your input and try again.", errors);

    const cleared = input.marks.filter((m) => m.status === null).map((m) => m.studentId);
    if (cleared.length > 0) {
      await tx.delete(attendanceMarks).where(and(eq(attendanceMarks.classSessionId, session.id), inArray(attendanceMarks.studentId, cleared)));
    }
    for (const m of input.marks) {
      const child = byChild.get(m.studentId)!;
      if (m.status === null) {
        if (!child.mark) continue;
        await recordAudit(tx, action.actor, {
          action: "attendance.mark_removed",
          targetId: session.id,
          summary: `Removed the attendance mark of ${child.name} (back to the live room's status).`,
          detail: { studentId: m.studentId, was: child.mark.status },
        });
        continue;
      }
      const reason = m.reason ?? null;
      if (child.mark && child.mark.status === m.status && child.mark.reason === reason) continue;
      await tx
        .insert(attendanceMarks)
        .values({ classSessionId: session.id, studentId: m.studentId, status: m.status, reason, markedBy: action.actor.id, markedAt: now })
        .onConflictDoUpdate({
          target: [attendanceMarks.classSessionId, attendanceMarks.studentId],
          set: { status: m.status, reason, markedBy: action.actor.id, markedAt: now },
        });
      const was = child.status ? ATTENDANCE_STATUS_LABELS[child.status] : "not taken";
      await recordAudit(tx, action.actor, {
        action: live && child.computed && child.computed.status !== m.status ? "attendance.corrected" : "attendance.marked",
        targetId: session.id,
        summary: `Marked ${child.name} ${ATTENDANCE_STATUS_LABELS[m.status]} (was ${was}).`,
        // The reason is the teacher's own words about a child: kept on the mark, not copied into the log.
        detail: { studentId: m.studentId, status: m.status, was: child.status, withReason: reason !== null },
      });
    }
    const teachers = await staffIdsOfClass(tx, session.classId);
    await publish(
      tx,
      [...new Set([...teachers, action.actor.id])].map((id) => ({ topic: userTopic(id), type: ATTENDANCE_CHANGED, data: { sessionId: session.id } })),
    );
  });
}
