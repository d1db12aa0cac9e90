/**
 * THE read of children's work (issue 16): for children and/or classes, every assignment of the
 * classes they are enrolled in now, with the child's own due time (a later date given to them), their
 * changes (reduced work, read-aloud, excused), their work's state and THE status of
 * common/learning/work-status.ts. The child's list, the gradebook's cells, the family's upcoming and
 * missing work and insights all read work through here, so a status means the same everywhere.
 *
 * Callers ask server/learning/access.ts first: this module reads whatever ids it is given.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { dueFor, workStatus, type WorkStatus } from "#common/learning/work-status";
import type { Db } from "../../db/client";
import type { Language } from "#common/i18n/languages";
import type { Translator } from "../../translation/translator";
import { commentTranslations } from "./feedback-translations";
import { assignmentAdjustments, assignments, enrolments, marks, work } from "../../db/schema";
import { readTogether } from "../../db/read-together";

export interface WorkItem {
  assignmentId: string;
  classId: string;
  title: string;
  termId: string | null;
  publishAt: Date | null;
  /** The assignment's due time, and the child's own (a later date given to them wins). */
  assignmentDueAt: Date | null;
  dueAt: Date | null;
  studentId: string;
  adjustment: { reducedWork: string | null; readAloud: boolean; excused: boolean; dueAt: Date | null } | null;
  work: {
    id: string;
    status: string;
    submittedAt: Date | null;
    returnedAt: Date | null;
    attempts: number;
    draftSavedAt: Date | null;
  } | null;
  status: WorkStatus;
  /** With `withMarks`: how many marks the work has (drafts included) and their sum; else null. */
  marks: { count: number; sum: number } | null;
}

export interface WorkQuery {
  studentIds?: readonly string[];
  classIds?: readonly string[];
  assignmentIds?: readonly string[];
  termId?: string;
  /** Children and families: published work only. Teachers see their drafts in their own screens, not here. */
  publishedOnly: boolean;
  now: Date;
  /** The gradebook's cells: the count and sum of each work's marks, read in the same query. */
  withMarks?: boolean;
}

/** Assignments (not lessons, not archived) × children enrolled now in their class, oldest due first. */
export async function readWork(db: Pick<Db, "select">, query: WorkQuery): Promise<WorkItem[]> {
  if (query.studentIds?.length === 0 || query.classIds?.length === 0 || query.assignmentIds?.length === 0) return [];
  const where: SQL[] = [isNull(enrolments.endedAt), isNull(assignments.archivedAt), eq(assignments.kind, "assignment")];
  if (query.studentIds) where.push(inArray(enrolments.studentId, [...query.studentIds]));
  if (query.classIds) where.push(inArray(enrolments.classId, [...query.classIds]));
  if (query.assignmentIds) where.push(inArray(assignments.id, [...query.assignmentIds]));
  if (query.termId) where.push(eq(assignments.termId, query.termId));
  if (query.publishedOnly) where.push(lte(assignments.publishAt, query.now));
  else where.push(sql`${assignments.publishAt} is not null`);
  let select = db
    .select({
      assignmentId: assignments.id,
      classId: assignments.classId,
      title: assignments.title,
      termId: assignments.termId,
      publishAt: assignments.publishAt,
      assignmentDueAt: assignments.dueAt,
      studentId: enrolments.studentId,
      workId: work.id,
      workState: work.status,
      submittedAt: work.submittedAt,
      returnedAt: work.returnedAt,
      attempts: work.attempts,
      draftSavedAt: work.draftSavedAt,
      markCount: query.withMarks ? sql<number | null>`mark_summary.count` : sql<null>`null`,
      markSum: query.withMarks ? sql<number | null>`mark_summary.sum` : sql<null>`null`,
    })
    .from(enrolments)
    .innerJoin(assignments, eq(assignments.classId, enrolments.classId))
    .leftJoin(work, and(eq(work.assignmentId, assignments.id), eq(work.studentId, enrolments.studentId)))
    .$dynamic();
  if (query.withMarks) {
    select = select.leftJoin(
      sql`lateral (select count(*)::int as count, sum(${marks.level})::int as sum from ${marks} where ${marks.workId} = ${work.id}) as mark_summary`,
      sql`true`,
    );
  }
  // Per-child changes are few: read on their own (joined in, PostgreSQL hashes the whole table).
  const [rows, changes] = await readTogether(db, [
    () => select.where(and(...where)).orderBy(sql`${assignments.dueAt} asc nulls last`, asc(assignments.title), asc(assignments.id)),
    () =>
      db
        .select({
          assignmentId: assignmentAdjustments.assignmentId,
          studentId: assignmentAdjustments.studentId,
          dueAt: assignmentAdjustments.dueAt,
          reducedWork: assignmentAdjustments.reducedWork,
          readAloud: assignmentAdjustments.readAloud,
          excused: assignmentAdjustments.excused,
        })
        .from(assignmentAdjustments)
        .innerJoin(assignments, eq(assignments.id, assignmentAdjustments.assignmentId))
        .innerJoin(enrolments, and(eq(enrolments.classId, assignments.classId), eq(enrolments.studentId, assignmentAdjustments.studentId)))
        .where(and(...where)),
  ]);
  const changeOf = new Map(changes.map((c) => [`${c.assignmentId}:${c.studentId}`, c]));
  return rows.map((r) => {
    const change = changes.length > 0 ? changeOf.get(`${r.assignmentId}:${r.studentId}`) : undefined;
    const adjustment = change ? { reducedWork: change.reducedWork, readAloud: change.readAloud, excused: change.excused, dueAt: change.dueAt } : null;
    const work = r.workId
      ? {
          id: r.workId,
          status: r.workState!,
          submittedAt: r.submittedAt,
          returnedAt: r.returnedAt,
          attempts: r.attempts ?? 0,
          draftSavedAt: r.draftSavedAt,
        }
      : null;
    const dueAt = dueFor(r.assignmentDueAt, adjustment?.dueAt);
    return {
      assignmentId: r.assignmentId,
      classId: r.classId,
      title: r.title,
      termId: r.termId,
      publishAt: r.publishAt,
      assignmentDueAt: r.assignmentDueAt,
      dueAt,
      studentId: r.studentId,
      adjustment,
      work,
      status: workStatus({ dueAt, excused: adjustment?.excused, work }, query.now),
      marks: r.markCount ? { count: Number(r.markCount), sum: Number(r.markSum) } : null,
    };
  });
}

/**
 * What came back with each piece of returned work: its levels, highest first, and the teacher's
 * comment. THE read the child's home and list and the family's feed show "came back" with; callers
 * pass only returned work, so a comment still being written never reaches a child or a family.
 */
export async function cameBackOf(
  db: Db,
  workIds: readonly string[],
  /** A child reading their own: the comment in their language where the school could translate it (feedback-translations.ts). */
  reader?: { language: Language; translator: Translator },
): Promise<Map<string, { levels: number[]; feedback: string | null }>> {
  const byWork = new Map<string, { levels: number[]; feedback: string | null }>();
  if (workIds.length === 0) return byWork;
  const ids = [...workIds];
  const [comments, levels] = await Promise.all([
    db.select({ workId: work.id, feedback: work.feedback, feedbackLanguage: work.feedbackLanguage }).from(work).where(inArray(work.id, ids)),
    db.select({ workId: marks.workId, level: marks.level }).from(marks).where(inArray(marks.workId, ids)).orderBy(desc(marks.level)),
  ]);
  const translations = reader ? await commentTranslations(db, reader.translator, comments, reader.language) : new Map<string, string>();
  for (const c of comments) byWork.set(c.workId, { levels: [], feedback: translations.get(c.workId) ?? c.feedback });
  for (const l of levels) byWork.get(l.workId)?.levels.push(l.level);
  return byWork;
}
