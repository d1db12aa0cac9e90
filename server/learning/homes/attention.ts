/**
 * What needs a teacher's attention (issue 33; THE definition and its order are
 * common/learning/teacher-attention.ts): work to mark, children Insights flags, sessions whose
 * attendance nobody took, messages waiting, children with accommodations in today's classes and
 * classes without a timetable. The teacher's home lists them, the navigation shows two of the counts,
 * and the flags are Insights' own (server/learning/insights/insights-read.ts `flaggedChildrenByClass`).
 *
 * Every count is one aggregate query over all the viewer's classes (count/min, group by class),
 * whatever the number of classes and children. Which classes is decided by server/learning/access.ts
 * before these run.
 */
import { and, count, eq, exists, gt, inArray, isNotNull, isNull, lte, min, not, or, sql } from "drizzle-orm";
import { attendanceConfirmSince, sortAttention } from "#common/learning/teacher-attention";
import type { AttentionItem, HomeDay, TeacherAttentionCounts, TeacherClassSummary } from "#common/schemas/learning/homes";
import type { Db } from "../../db/client";
import { assignmentAdjustments, assignments, attendanceMarks, classSessions, classes, enrolments, liveRooms, students, work } from "../../db/schema";
import { flaggedChildrenByClass } from "../insights/insights-read";
import { unreadMessages } from "../messages/conversations";

/** A count per class, with the oldest thing waiting. */
export interface ClassCount {
  classId: string;
  count: number;
  oldestAt: Date | null;
}

/**
 * Handed-in work not yet returned, per class: the gradebook's "submitted" and "late" (common/learning/
 * work-status.ts), of children enrolled now, on assignments and classes not archived (what the home
 * lists, so the navigation's count is the home's sum), never of an excused child.
 * `oldestAt` is the earliest waiting hand-in (its latest hand-in: a second one before the return
 * replaces the first). With `handedInBefore`, only work handed in before then (the office's "not
 * returned after N days", server/learning/reports/office-learning.ts, is this list aged).
 */
export async function workToMarkByClass(db: Pick<Db, "select">, classIds: readonly string[], handedInBefore?: Date): Promise<ClassCount[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ classId: assignments.classId, n: count(), oldestAt: min(work.submittedAt) })
    .from(work)
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .innerJoin(classes, and(eq(classes.id, assignments.classId), isNull(classes.archivedAt)))
    .innerJoin(enrolments, and(eq(enrolments.classId, assignments.classId), eq(enrolments.studentId, work.studentId), isNull(enrolments.endedAt)))
    .leftJoin(assignmentAdjustments, and(eq(assignmentAdjustments.assignmentId, work.assignmentId), eq(assignmentAdjustments.studentId, work.studentId)))
    .where(
      and(
        inArray(assignments.classId, [...classIds]),
        eq(assignments.kind, "assignment"),
        isNull(assignments.archivedAt),
        inArray(work.status, ["submitted", "returned"]),
        isNotNull(work.submittedAt),
        isNull(work.returnedAt),
        handedInBefore ? lte(work.submittedAt, handedInBefore) : undefined,
        or(isNull(assignmentAdjustments.excused), eq(assignmentAdjustments.excused, false)),
      ),
    )
    .groupBy(assignments.classId);
  return rows.map((r) => ({ classId: r.classId, count: Number(r.n), oldestAt: r.oldestAt }));
}

/**
 * Past sessions whose attendance nobody took, per class: scheduled, ended within the last
 * ATTENDANCE_CONFIRM_DAYS, of a class with children enrolled, the live room never opened and nobody
 * marked (THE meaning of "taken", server/learning/attendance/attendance-read.ts). `oldestAt` is the
 * first such session's start.
 */
export async function attendanceToConfirmByClass(db: Db, classIds: readonly string[], now: Date): Promise<ClassCount[]> {
  if (classIds.length === 0) return [];
  const opened = db
    .select({ one: sql`1` })
    .from(liveRooms)
    .where(and(eq(liveRooms.classSessionId, classSessions.id), isNotNull(liveRooms.openedAt)));
  const marked = db
    .select({ one: sql`1` })
    .from(attendanceMarks)
    .where(eq(attendanceMarks.classSessionId, classSessions.id));
  const anyChild = db
    .select({ one: sql`1` })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.classId, classSessions.classId),
        sql`${enrolments.startedAt} < ${classSessions.endsAt}`,
        or(isNull(enrolments.endedAt), sql`${enrolments.endedAt} > ${classSessions.startsAt}`),
      ),
    );
  const rows = await db
    .select({ classId: classSessions.classId, n: count(), oldestAt: min(classSessions.startsAt) })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(
      and(
        inArray(classSessions.classId, [...classIds]),
        isNull(classes.archivedAt),
        eq(classSessions.status, "scheduled"),
        lte(classSessions.endsAt, now),
        gt(classSessions.endsAt, attendanceConfirmSince(now)),
        not(exists(opened)),
        not(exists(marked)),
        exists(anyChild),
      ),
    )
    .groupBy(classSessions.classId);
  return rows.map((r) => ({ classId: r.classId, count: Number(r.n), oldestAt: r.oldestAt }));
}

/** Children with an accommodation plan or notes, per class of `classIds` (today's classes). */
async function accommodationsByClass(db: Db, classIds: readonly string[]): Promise<ClassCount[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ classId: enrolments.classId, n: count() })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(
        inArray(enrolments.classId, [...classIds]),
        isNull(enrolments.endedAt),
        or(isNotNull(students.accommodationPlan), sql`coalesce(trim(${students.accommodations}), '') <> ''`),
      ),
    )
    .groupBy(enrolments.classId);
  return rows.map((r) => ({ classId: r.classId, count: Number(r.n), oldestAt: null }));
}

/** The navigation's count of work to mark in the viewer's classes (messages have their own, for every role). */
export async function teacherAttentionCounts(db: Db, classIds: readonly string[]): Promise<TeacherAttentionCounts> {
  const toMark = await workToMarkByClass(db, classIds);
  return { toMark: toMark.reduce((sum, c) => sum + c.count, 0) };
}

/**
 * Everything that needs the teacher's attention in `classes` (their summaries) and for `userId`,
 * most urgent first. Real rows only: a kind with nothing waiting adds no item.
 */
export async function teacherAttention(
  db: Db,
  input: { userId: string; classes: readonly TeacherClassSummary[]; today: HomeDay; now: Date },
): Promise<AttentionItem[]> {
  const classIds = input.classes.map((c) => c.id);
  const todayClassIds = [...new Set(input.today.sessions.filter((s) => s.status !== "cancelled").map((s) => s.classId))];
  const [accommodations, toMark, toConfirm, flagged, waiting] = await Promise.all([
    accommodationsByClass(db, todayClassIds),
    workToMarkByClass(db, classIds),
    attendanceToConfirmByClass(db, classIds, input.now),
    flaggedChildrenByClass(db, classIds, input.now),
    unreadMessages(db, input.userId),
  ]);
  const nameOf = new Map(input.classes.map((c) => [c.id, c.name]));
  const perClass = (kind: AttentionItem["kind"], rows: readonly ClassCount[]): AttentionItem[] =>
    rows
      .filter((r) => r.count > 0 && nameOf.has(r.classId))
      .map((r) => ({ kind, classId: r.classId, className: nameOf.get(r.classId)!, count: r.count, oldestAt: r.oldestAt?.toISOString() ?? null }));
  const items: AttentionItem[] = [
    ...perClass("accommodations", accommodations),
    ...perClass("to_mark", toMark),
    ...perClass("attendance_to_confirm", toConfirm),
    ...perClass(
      "flagged",
      [...flagged].map(([classId, n]) => ({ classId, count: n, oldestAt: null })),
    ),
    ...input.classes
      .filter((c) => c.meetings.length === 0)
      .map((c): AttentionItem => ({ kind: "no_timetable", classId: c.id, className: c.name, oldestAt: null })),
  ];
  if (waiting > 0) items.push({ kind: "messages", classId: null, className: null, count: waiting, oldestAt: null });
  return sortAttention(items);
}
