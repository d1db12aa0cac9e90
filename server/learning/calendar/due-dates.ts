/**
 * Work due as calendar events (issue 33, "Due dates of work appear in the calendar and in its feed"),
 * for GET /api/calendar and the personal iCalendar feed alike. A child and their guardians see each
 * published assignment of the child's classes due in the range, at the child's own due time (a later
 * date given to them wins), with its state for that child (common/learning/work-status.ts); a teacher
 * and staff see each assignment of their classes once, published or scheduled. One read per viewer,
 * narrowed in SQL to the range; the classes come from the calendar's scope (server/learning/access.ts).
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import type { CalendarEvent, EventChild } from "#common/learning/calendar";
import { workStatus } from "#common/learning/work-status";
import type { Db } from "../../db/client";
import { assignmentAdjustments, assignments, classes, enrolments, subjects, work } from "../../db/schema";

type Reader = Pick<Db, "select">;

/** The family's way to a child's work: its progress page (the work screen is the child's own). */
const familyWorkLink = (studentId: string) => `/parent/progress?child=${studentId}`;
const childWorkLink = (assignmentId: string) => `/portal/assignments/${assignmentId}/work`;
const gradebookLink = (classId: string) => `/teacher/gradebook?class=${classId}`;

/** A due time as a timed event of no length: calendar apps and the screens show it at that instant. */
const dueTiming = (dueAt: Date): CalendarEvent["timing"] => ({ allDay: false, startsAt: dueAt.toISOString(), endsAt: dueAt.toISOString() });

/**
 * Each assignment of `classIds` due in [start, end), once, for the classes' teachers and staff:
 * published and scheduled work (a draft has no publish time yet), never archived work or lessons.
 */
export async function classDueEvents(db: Reader, classIds: readonly string[], start: Date, end: Date): Promise<CalendarEvent[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      dueAt: assignments.dueAt,
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
      subjectCode: subjects.code,
    })
    .from(assignments)
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(
      and(
        inArray(assignments.classId, [...classIds]),
        eq(assignments.kind, "assignment"),
        isNull(assignments.archivedAt),
        isNotNull(assignments.publishAt),
        gte(assignments.dueAt, start),
        lt(assignments.dueAt, end),
      ),
    );
  return rows.map((r) => ({
    id: `due:${r.id}`,
    kind: "due",
    title: r.title,
    timing: dueTiming(r.dueAt!),
    cancelled: false,
    classId: r.classId,
    className: r.className,
    subjectCode: r.subjectCode,
    grade: r.grade,
    link: gradebookLink(r.classId),
  }));
}

/**
 * Each published assignment due in [start, end) for each of `children` enrolled now in one of
 * `classIds`, at the child's own due time, with its state for them. Excused work is left out (the
 * child has nothing to do for it). `forFamily`: the events name the child and open the family's view.
 */
export async function childDueEvents(
  db: Reader,
  children: readonly EventChild[],
  classIds: readonly string[],
  start: Date,
  end: Date,
  now: Date,
  forFamily: boolean,
): Promise<CalendarEvent[]> {
  if (children.length === 0 || classIds.length === 0) return [];
  const dueAt = sql<Date>`coalesce(${assignmentAdjustments.dueAt}, ${assignments.dueAt})`.mapWith(assignments.dueAt);
  const rows = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      dueAt,
      studentId: enrolments.studentId,
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
      subjectCode: subjects.code,
      excused: assignmentAdjustments.excused,
      workState: work.status,
      submittedAt: work.submittedAt,
      returnedAt: work.returnedAt,
    })
    .from(enrolments)
    .innerJoin(assignments, eq(assignments.classId, enrolments.classId))
    .innerJoin(classes, eq(classes.id, assignments.classId))
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .leftJoin(assignmentAdjustments, and(eq(assignmentAdjustments.assignmentId, assignments.id), eq(assignmentAdjustments.studentId, enrolments.studentId)))
    .leftJoin(work, and(eq(work.assignmentId, assignments.id), eq(work.studentId, enrolments.studentId)))
    .where(
      and(
        inArray(
          enrolments.studentId,
          children.map((c) => c.id),
        ),
        inArray(enrolments.classId, [...classIds]),
        isNull(enrolments.endedAt),
        eq(assignments.kind, "assignment"),
        isNull(assignments.archivedAt),
        lte(assignments.publishAt, now),
        sql`${dueAt} >= ${start.toISOString()}::timestamptz`,
        sql`${dueAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
  const named = new Map(children.map((c) => [c.id, c]));
  return rows
    .filter((r) => !r.excused)
    .map((r) => {
      const state = workStatus(
        { dueAt: r.dueAt, work: r.workState ? { status: r.workState, submittedAt: r.submittedAt, returnedAt: r.returnedAt } : null },
        now,
      );
      const child = named.get(r.studentId)!;
      return {
        id: `due:${r.id}:${r.studentId}`,
        kind: "due",
        title: r.title,
        timing: dueTiming(r.dueAt),
        cancelled: false,
        classId: r.classId,
        className: r.className,
        subjectCode: r.subjectCode,
        grade: r.grade,
        workStatus: state,
        link: forFamily ? familyWorkLink(r.studentId) : childWorkLink(r.id),
        ...(forFamily ? { children: [child] } : {}),
      } satisfies CalendarEvent;
    });
}
