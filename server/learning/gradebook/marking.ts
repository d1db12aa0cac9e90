/**
 * The marking view (docs/api/gradebook.md): a child's work on an assignment with its files and voice
 * answers, the rubric, the standards, the marks and the comment; saving marks (drafts until the work
 * is returned; a change after the return stays returned) and returning work, which raises a
 * `work_returned` notification for the child and each of their guardians, once per submission.
 * Callers ask server/learning/access.ts first (relation `teach`).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { dueFor, workStatus } from "../../../common/learning/work-status";
import type { MarkingView, MarksInput, ReturnResult } from "../../../common/schemas/learning/gradebook";
import { GRADEBOOK_MESSAGES } from "../../../common/schemas/learning/gradebook";
import type { Db } from "../../db/client";
import {
  assignmentAdjustments,
  assignments,
  assignmentStandards,
  files,
  guardianLinks,
  marks,
  rubricCriteria,
  standards,
  students,
  submissionFiles,
  submissions,
} from "../../db/schema";
import { HttpError } from "../../errors";
import { isPublished, STUDENT_NOT_FOUND } from "../access";
import { readWork } from "../work/read";
import { evaluateBadges } from "../rewards/badges";
import { notify, type NotificationInput } from "../../notifications/notify";
import { readTogether } from "../../db/read-together";

type Reader = Pick<Db, "select" | "selectDistinct">;
type Assignment = typeof assignments.$inferSelect;
type Submission = typeof submissions.$inferSelect;

export const NOTHING_TO_RETURN = "There is nothing to return yet: mark the work or write a comment first.";
export const NOT_PUBLISHED = "This work is not published yet: the child cannot see it. Publish it before returning it.";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The marking view of a child's work; `submission` null when the child has saved nothing yet. */
export async function readMarkingView(db: Reader, assignment: Assignment, studentId: string, now: Date): Promise<MarkingView> {
  const [child] = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
    .from(students)
    .where(eq(students.id, studentId));
  if (!child) throw new HttpError(404, STUDENT_NOT_FOUND);
  const [[submission], [adjustment], criteria, assessed] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.studentId, studentId))),
    db
      .select()
      .from(assignmentAdjustments)
      .where(and(eq(assignmentAdjustments.assignmentId, assignment.id), eq(assignmentAdjustments.studentId, studentId))),
    db
      .select({ id: rubricCriteria.id, position: rubricCriteria.position, title: rubricCriteria.title, standardId: rubricCriteria.standardId, standardCode: standards.code, levels: rubricCriteria.levels })
      .from(rubricCriteria)
      .leftJoin(standards, eq(standards.id, rubricCriteria.standardId))
      .where(eq(rubricCriteria.assignmentId, assignment.id))
      .orderBy(asc(rubricCriteria.position), asc(rubricCriteria.id)),
    db
      .select({ id: standards.id, code: standards.code, description: standards.description })
      .from(assignmentStandards)
      .innerJoin(standards, eq(standards.id, assignmentStandards.standardId))
      .where(eq(assignmentStandards.assignmentId, assignment.id))
      .orderBy(asc(standards.code)),
  ]);
  const [handedIn, saved] = submission
    ? await Promise.all([
        db
          .select({ fileId: files.id, kind: submissionFiles.kind, name: files.originalName, contentType: files.contentType, size: files.size, durationSeconds: files.durationSeconds })
          .from(submissionFiles)
          .innerJoin(files, eq(files.id, submissionFiles.fileId))
          .where(eq(submissionFiles.submissionId, submission.id))
          .orderBy(asc(submissionFiles.createdAt), asc(files.id)),
        db.select({ criterionId: marks.criterionId, standardId: marks.standardId, level: marks.level }).from(marks).where(eq(marks.submissionId, submission.id)),
      ])
    : [[], []];

  // THE status, as the grid shows it; a draft assignment (not in readWork) by the same pure rule.
  const [item] = await readWork(db, { assignmentIds: [assignment.id], studentIds: [studentId], publishedOnly: false, now });
  const dueAt = item?.dueAt ?? dueFor(assignment.dueAt, adjustment?.dueAt);
  const status = item?.status ?? workStatus({ dueAt, excused: adjustment?.excused, submission: submission ?? null }, now);

  return {
    student: child,
    assignment: {
      id: assignment.id,
      classId: assignment.classId,
      title: assignment.title,
      instructions: assignment.instructions,
      dueAt: iso(assignment.dueAt),
      answerKinds: assignment.answerKinds,
    },
    status,
    dueAt: iso(dueAt),
    adjustment: adjustment
      ? { dueAt: iso(adjustment.dueAt), reducedWork: adjustment.reducedWork, readAloud: adjustment.readAloud, excused: adjustment.excused }
      : null,
    submission: submission
      ? {
          id: submission.id,
          status: submission.status,
          textAnswer: submission.textAnswer,
          submittedAt: iso(submission.submittedAt),
          firstSubmittedAt: iso(submission.firstSubmittedAt),
          attempts: submission.attempts,
          late: Boolean(submission.submittedAt && dueAt && submission.submittedAt.getTime() > dueAt.getTime()),
          feedback: submission.feedback,
          markedAt: iso(submission.markedAt),
          returnedAt: iso(submission.returnedAt),
        }
      : null,
    files: handedIn,
    criteria: criteria.map((c) => ({ ...c, levels: c.levels ?? {} })),
    standards: assessed,
    marks: saved,
  };
}

/** Checks each mark against the assignment's rubric and standards; a criterion's standard is copied into its mark. */
async function resolveMarks(db: Reader, assignmentId: string, input: MarksInput["marks"]) {
  const [criteria, assessed] = await Promise.all([
    db.select({ id: rubricCriteria.id, standardId: rubricCriteria.standardId }).from(rubricCriteria).where(eq(rubricCriteria.assignmentId, assignmentId)),
    db.select({ id: assignmentStandards.standardId }).from(assignmentStandards).where(eq(assignmentStandards.assignmentId, assignmentId)),
  ]);
  const criterionStandard = new Map(criteria.map((c) => [c.id, c.standardId]));
  const assessedIds = new Set([...assessed.map((a) => a.id), ...criteria.flatMap((c) => (c.standardId ? [c.standardId] : []))]);
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  const resolved = input.map((mark, i) => {
    if (mark.criterionId !== undefined) {
      if (!criterionStandard.has(mark.criterionId)) errors.push({ field: `marks.${i}.criterionId`, message: GRADEBOOK_MESSAGES.criterionId });
      else if (seen.has(`c:${mark.criterionId}`)) errors.push({ field: `marks.${i}.criterionId`, message: "Each criterion takes one mark." });
      seen.add(`c:${mark.criterionId}`);
      return { criterionId: mark.criterionId, standardId: criterionStandard.get(mark.criterionId) ?? null, level: mark.level };
    }
    if (!assessedIds.has(mark.standardId!)) errors.push({ field: `marks.${i}.standardId`, message: GRADEBOOK_MESSAGES.markStandardId });
    else if (seen.has(`s:${mark.standardId}`)) errors.push({ field: `marks.${i}.standardId`, message: "Each standard takes one mark." });
    seen.add(`s:${mark.standardId}`);
    return { criterionId: null, standardId: mark.standardId!, level: mark.level };
  });
  if (errors.length) throw new HttpError(400, "Please check your input and try again.", errors);
  return resolved;
}

/**
 * Saves the whole set of marks and the comment of a child's work, creating the submission row for
 * work done on paper or in a live class. Returned work stays returned (its family sees the change).
 */
export async function saveMarks(
  db: Db,
  target: { assignment: Assignment; studentId: string },
  input: { marks: MarksInput["marks"]; feedback: string },
  markerId: string,
  now: Date,
): Promise<string> {
  const resolved = await resolveMarks(db, target.assignment.id, input.marks);
  return db.transaction(async (tx) => {
    await tx
      .insert(submissions)
      .values({ assignmentId: target.assignment.id, studentId: target.studentId })
      .onConflictDoNothing({ target: [submissions.assignmentId, submissions.studentId] });
    const [row] = await tx
      .update(submissions)
      .set({ feedback: input.feedback === "" ? null : input.feedback, markedBy: markerId, markedAt: now, updatedAt: now })
      .where(and(eq(submissions.assignmentId, target.assignment.id), eq(submissions.studentId, target.studentId)))
      .returning({ id: submissions.id });
    await tx.delete(marks).where(eq(marks.submissionId, row!.id));
    if (resolved.length) await tx.insert(marks).values(resolved.map((m) => ({ ...m, submissionId: row!.id, updatedAt: now })));
    return row!.id;
  });
}

function hasSomethingToReturn(s: Submission, markCount: number) {
  return s.status === "submitted" || s.status === "returned" || markCount > 0 || Boolean(s.feedback);
}

/**
 * Returns work: sets returnedAt (status `returned`) and tells the child and each guardian, once per
 * submission (returning again brings the notification back as new). Work with nothing to return
 * (not handed in, no marks, no comment) or not published (the child cannot see it) is skipped;
 * returning one such piece alone is a 409.
 */
export async function returnSubmissions(db: Db, rows: { submission: Submission; assignment: Assignment }[], now: Date, options: { single: boolean }): Promise<ReturnResult> {
  if (rows.length === 0) return { returned: 0, skipped: 0 };
  const ids = rows.map((r) => r.submission.id);
  const counts = await db
    .select({ submissionId: marks.submissionId, count: sql<number>`count(*)::int` })
    .from(marks)
    .where(inArray(marks.submissionId, ids))
    .groupBy(marks.submissionId);
  const countOf = new Map(counts.map((c) => [c.submissionId, Number(c.count)]));
  if (options.single && rows.every((r) => !isPublished(r.assignment, now))) throw new HttpError(409, NOT_PUBLISHED);
  const ready = rows.filter((r) => isPublished(r.assignment, now) && hasSomethingToReturn(r.submission, countOf.get(r.submission.id) ?? 0));
  if (options.single && ready.length === 0) throw new HttpError(409, NOTHING_TO_RETURN);
  if (ready.length === 0) return { returned: 0, skipped: rows.length };

  const studentIds = [...new Set(ready.map((r) => r.submission.studentId))];
  const [childAccounts, guardians] = await readTogether(db, [
    () => db.select({ id: students.id, userId: students.userId, firstName: students.firstName, preferredName: students.preferredName }).from(students).where(inArray(students.id, studentIds)),
    () => db.select({ studentId: guardianLinks.studentId, userId: guardianLinks.guardianUserId }).from(guardianLinks).where(inArray(guardianLinks.studentId, studentIds)),
  ]);
  const childOf = new Map(childAccounts.map((c) => [c.id, c]));

  const notes: NotificationInput[] = [];
  for (const { submission, assignment } of ready) {
    const child = childOf.get(submission.studentId)!;
    const title = `${assignment.title} was returned`;
    if (child.userId) {
      notes.push({
        userId: child.userId,
        kind: "work_returned",
        studentId: child.id,
        title,
        body: "Your teacher sent your work back with a comment. Open it to see what they said.",
        link: `/portal/assignments/${assignment.id}/work`,
        subjectId: submission.id,
      });
    }
    for (const g of guardians.filter((g) => g.studentId === submission.studentId)) {
      notes.push({
        userId: g.userId,
        kind: "work_returned",
        studentId: child.id,
        title,
        body: `${child.preferredName || child.firstName}'s teacher returned this work with marks and a comment.`,
        link: `/parent/progress?child=${child.id}`,
        subjectId: submission.id,
      });
    }
  }

  await db.transaction(async (tx) => {
    await tx
      .update(submissions)
      .set({ status: "returned", returnedAt: now, updatedAt: now })
      .where(inArray(submissions.id, ready.map((r) => r.submission.id)));
    await notify(tx, notes, { now });
    // Returned work counts towards the steady-habit badges (common/learning/badges.ts).
    await evaluateBadges(tx, studentIds, now);
  });
  return { returned: ready.length, skipped: rows.length - ready.length };
}
