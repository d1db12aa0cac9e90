/**
 * The marking view (docs/api/gradebook.md): a child's work on an assignment with its files and voice
 * answers, the rubric, the standards, the marks and the comment; saving marks (drafts until the work
 * is returned; a change after the return stays returned) and returning work, which raises a
 * `work_returned` notification for the child and each of their guardians, once per work.
 * Callers ask server/learning/access.ts first (relation `teach`). A change of marks or comment and
 * each return write an audit entry (server/audit.ts) in the same transaction: who, which work, the
 * levels before and after; never the comment's words (a teacher's words about a child).
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { dueFor, workStatus } from "#common/learning/work-status";
import type { MarkingView, MarksInput, ReturnResult } from "#common/schemas/learning/gradebook";
import { GRADEBOOK_MESSAGES } from "#common/schemas/learning/gradebook";
import { recordAudit } from "../../audit";
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
  users,
  workFiles,
  work,
} from "../../db/schema";
import { isPublished, STUDENT_NOT_FOUND } from "../access";
import { readWork } from "../work/work-read";
import { evaluateBadges } from "../rewards/badges";
import { notify, type NotificationInput } from "../../notifications/notify";
import { readTogether } from "../../db/read-together";
import { knownAs } from "#common/learning/child-name";
import { conflict, invalid, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";
import { detectedLanguage } from "../../translation/written-language";

type Reader = Pick<Db, "select" | "selectDistinct">;
type Assignment = typeof assignments.$inferSelect;
type StoredWork = typeof work.$inferSelect;

export const NOTHING_TO_RETURN = "There is nothing to return yet: mark the work or write a comment first.";
export const NOT_PUBLISHED = "This work is not published yet: the child cannot see it. Publish it before returning it.";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The marking view of a child's work; `work` null when the child has saved nothing yet. */
export async function readMarkingView(db: Reader, assignment: Assignment, studentId: string, now: Date): Promise<MarkingView> {
  const [child] = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
    .from(students)
    .where(eq(students.id, studentId));
  if (!child) throw notFound(STUDENT_NOT_FOUND);
  const [[stored], [adjustment], criteria, assessed] = await Promise.all([
    db
      .select()
      .from(work)
      .where(and(eq(work.assignmentId, assignment.id), eq(work.studentId, studentId))),
    db
      .select()
      .from(assignmentAdjustments)
      .where(and(eq(assignmentAdjustments.assignmentId, assignment.id), eq(assignmentAdjustments.studentId, studentId))),
    db
      .select({
        id: rubricCriteria.id,
        position: rubricCriteria.position,
        title: rubricCriteria.title,
        standardId: rubricCriteria.standardId,
        standardCode: standards.code,
        levels: rubricCriteria.levels,
      })
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
  const [handedIn, saved] = stored
    ? await Promise.all([
        db
          .select({
            fileId: files.id,
            kind: workFiles.kind,
            name: files.originalName,
            contentType: files.contentType,
            size: files.size,
            durationSeconds: files.durationSeconds,
          })
          .from(workFiles)
          .innerJoin(files, eq(files.id, workFiles.fileId))
          .where(eq(workFiles.workId, stored.id))
          .orderBy(asc(workFiles.createdAt), asc(files.id)),
        db.select({ criterionId: marks.criterionId, standardId: marks.standardId, level: marks.level }).from(marks).where(eq(marks.workId, stored.id)),
      ])
    : [[], []];

  // THE status, as the grid shows it; a draft assignment (not in readWork) by the same pure rule.
  const [item] = await readWork(db, { assignmentIds: [assignment.id], studentIds: [studentId], publishedOnly: false, now });
  const dueAt = item?.dueAt ?? dueFor(assignment.dueAt, adjustment?.dueAt);
  const status = item?.status ?? workStatus({ dueAt, excused: adjustment?.excused, work: stored ?? null }, now);

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
    work: stored
      ? {
          id: stored.id,
          status: stored.status,
          textAnswer: stored.textAnswer,
          submittedAt: iso(stored.submittedAt),
          firstSubmittedAt: iso(stored.firstSubmittedAt),
          attempts: stored.attempts,
          late: Boolean(stored.submittedAt && dueAt && stored.submittedAt.getTime() > dueAt.getTime()),
          feedback: stored.feedback,
          markedAt: iso(stored.markedAt),
          returnedAt: iso(stored.returnedAt),
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
  if (errors.length) throw invalid("Please check your input and try again.", errors);
  return resolved;
}

type MarkKey = { criterionId: string | null; standardId: string | null; level: number };
const markKey = (m: MarkKey) => (m.criterionId ? `criterion:${m.criterionId}` : `standard:${m.standardId}`);

/** The marks whose level changed, was given or was taken away, keyed by criterion or standard. */
function changedMarks(before: MarkKey[], after: MarkKey[]) {
  const was = new Map(before.map((m) => [markKey(m), m.level]));
  const is = new Map(after.map((m) => [markKey(m), m.level]));
  return [...new Set([...was.keys(), ...is.keys()])]
    .filter((key) => was.get(key) !== is.get(key))
    .map((key) => ({ mark: key, from: was.get(key) ?? null, to: is.get(key) ?? null }));
}

const childNameOf = async (db: Pick<Db, "select">, studentId: string) => {
  const [child] = await db.select({ firstName: students.firstName, lastName: students.lastName }).from(students).where(eq(students.id, studentId));
  return child ? `${child.firstName} ${child.lastName}` : "a child";
};

/**
 * Saves the whole set of marks and the comment of a child's work, creating the work row for
 * work done on paper or in a live class. Returned work stays returned (its family sees the change).
 */
export async function saveMarks(
  action: StaffAction,
  target: { assignment: Assignment; studentId: string },
  input: { marks: MarksInput["marks"]; feedback: string },
): Promise<string> {
  const { db, now } = action;
  const resolved = await resolveMarks(db, target.assignment.id, input.marks);
  // Found before the transaction: the first comment of a process loads the detector.
  const detected = input.feedback ? await detectedLanguage(input.feedback) : null;
  return db.transaction(async (tx) => {
    await tx
      .insert(work)
      .values({ assignmentId: target.assignment.id, studentId: target.studentId })
      .onConflictDoNothing({ target: [work.assignmentId, work.studentId] });
    const where = and(eq(work.assignmentId, target.assignment.id), eq(work.studentId, target.studentId));
    // Locked, so two saves at once each see the marks the other left.
    const [before] = await tx.select({ id: work.id, feedback: work.feedback, returnedAt: work.returnedAt }).from(work).where(where).for("update");
    const beforeMarks = await tx
      .select({ criterionId: marks.criterionId, standardId: marks.standardId, level: marks.level })
      .from(marks)
      .where(eq(marks.workId, before!.id));
    const feedback = input.feedback === "" ? null : input.feedback;
    const commentChanged = (before!.feedback ?? null) !== feedback;
    // What a changed comment's translations start from: the language its words are in, the writer's when they say too little; one left as it was keeps its own.
    const [writer] =
      commentChanged && feedback !== null && detected === null
        ? await tx.select({ language: users.language }).from(users).where(eq(users.id, action.actor.id))
        : [];
    const [row] = await tx
      .update(work)
      .set({
        feedback,
        ...(commentChanged ? { feedbackLanguage: feedback === null ? null : (detected ?? writer?.language ?? null) } : {}),
        markedBy: action.actor.id,
        markedAt: now,
        updatedAt: now,
      })
      .where(where)
      .returning({ id: work.id });
    await tx.delete(marks).where(eq(marks.workId, row!.id));
    if (resolved.length) await tx.insert(marks).values(resolved.map((m) => ({ ...m, workId: row!.id, updatedAt: now })));

    const changed = changedMarks(beforeMarks, resolved);
    if (changed.length > 0 || commentChanged) {
      const returned = before!.returnedAt !== null;
      const what = [changed.length > 0 ? `${changed.length} mark${changed.length === 1 ? "" : "s"}` : null, commentChanged ? "the comment" : null]
        .filter(Boolean)
        .join(" and ");
      await recordAudit(tx, action.actor, {
        action: returned ? "submission.marks_changed_after_return" : "submission.marked",
        targetId: row!.id,
        summary: `Changed ${what} on ${await childNameOf(tx, target.studentId)}'s "${target.assignment.title}"${returned ? " after it was returned (the family sees the change)" : ""}.`,
        // The comment is the teacher's own words about a child: kept on the work, not copied into the log.
        detail: { assignmentId: target.assignment.id, studentId: target.studentId, marks: changed, commentChanged, hasComment: feedback !== null },
      });
    }
    return row!.id;
  });
}

function hasSomethingToReturn(s: StoredWork, markCount: number) {
  return s.status === "submitted" || s.status === "returned" || markCount > 0 || Boolean(s.feedback);
}

/**
 * Returns work: sets returnedAt (status `returned`) and tells the child and each guardian, once per
 * work (returning again brings the notification back as new). Work with nothing to return
 * (not handed in, no marks, no comment) or not published (the child cannot see it) is skipped;
 * returning one such piece alone is a 409.
 */
export async function returnWork(
  action: StaffAction,
  rows: { work: StoredWork; assignment: Assignment }[],
  options: { single: boolean },
): Promise<ReturnResult> {
  const { db, now } = action;
  if (rows.length === 0) return { returned: 0, skipped: 0 };
  const ids = rows.map((r) => r.work.id);
  const counts = await db
    .select({ workId: marks.workId, count: sql<number>`count(*)::int` })
    .from(marks)
    .where(inArray(marks.workId, ids))
    .groupBy(marks.workId);
  const countOf = new Map(counts.map((c) => [c.workId, Number(c.count)]));
  if (options.single && rows.every((r) => !isPublished(r.assignment, now))) throw conflict(NOT_PUBLISHED);
  const ready = rows.filter((r) => isPublished(r.assignment, now) && hasSomethingToReturn(r.work, countOf.get(r.work.id) ?? 0));
  if (options.single && ready.length === 0) throw conflict(NOTHING_TO_RETURN);
  if (ready.length === 0) return { returned: 0, skipped: rows.length };

  const studentIds = [...new Set(ready.map((r) => r.work.studentId))];
  const [childAccounts, guardians] = await readTogether(db, [
    () =>
      db
        .select({ id: students.id, userId: students.userId, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
        .from(students)
        .where(inArray(students.id, studentIds)),
    () =>
      db
        .select({ studentId: guardianLinks.studentId, userId: guardianLinks.guardianUserId })
        .from(guardianLinks)
        .where(inArray(guardianLinks.studentId, studentIds)),
  ]);
  const childOf = new Map(childAccounts.map((c) => [c.id, c]));

  const notes: NotificationInput[] = [];
  for (const { work: stored, assignment } of ready) {
    const child = childOf.get(stored.studentId)!;
    const title = { id: "notices.workReturned.title", values: { title: assignment.title } } as const;
    if (child.userId) {
      notes.push({
        userId: child.userId,
        kind: "work_returned",
        studentId: child.id,
        title,
        body: { id: "notices.workReturned.child.body" },
        link: `/portal/assignments/${assignment.id}/work`,
        subjectId: stored.id,
      });
    }
    for (const g of guardians.filter((g) => g.studentId === stored.studentId)) {
      notes.push({
        userId: g.userId,
        kind: "work_returned",
        studentId: child.id,
        title,
        body: { id: "notices.workReturned.family.body", values: { name: knownAs(child) } },
        link: `/parent/progress?child=${child.id}`,
        subjectId: stored.id,
      });
    }
  }

  await db.transaction(async (tx) => {
    await tx
      .update(work)
      .set({ status: "returned", returnedAt: now, updatedAt: now })
      .where(
        inArray(
          work.id,
          ready.map((r) => r.work.id),
        ),
      );
    await notify(tx, notes, { now });
    for (const { work: stored, assignment } of ready) {
      const child = childOf.get(stored.studentId)!;
      await recordAudit(tx, action.actor, {
        action: "submission.returned",
        targetId: stored.id,
        summary: `Returned ${child.firstName} ${child.lastName}'s "${assignment.title}"${stored.returnedAt ? " again" : ""}.`,
        detail: { assignmentId: assignment.id, studentId: stored.studentId, again: stored.returnedAt !== null, marks: countOf.get(stored.id) ?? 0 },
      });
    }
    // Returned work counts towards the steady-habit badges (common/learning/badges.ts).
    await evaluateBadges(tx, studentIds, now);
  });
  return { returned: ready.length, skipped: rows.length - ready.length };
}
