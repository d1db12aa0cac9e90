/**
 * Reads of /teacher/content (docs/api/assignments.md): a teacher's lessons and assignments per class
 * with their hand-in counts (from THE read of children's work, server/learning/work/read.ts), and
 * one piece of work in full for the editor. Callers ask server/learning/access.ts first: these
 * functions read whatever ids they are given.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { zonedDateTime } from "#common/time-zone";
import {
  assignmentState,
  type AnswerKind,
  type AssignmentDetail,
  type AssignmentKind,
  type AssignmentState,
  type AssignmentSummary,
  type AttachmentDetail,
  type ClassChild,
  type TaughtClass,
} from "#common/schemas/learning/assignments";

import type { Db } from "../../db/client";
import {
  assignmentAdjustments,
  assignmentAttachments,
  assignmentStandards,
  assignments,
  classes,
  enrolments,
  files,
  marks,
  resources,
  rubricCriteria,
  standards,
  students,
  subjects,
  work,
  terms,
} from "../../db/schema";
import { standardColumns } from "../standards/catalog";
import { readWork } from "../work/work-read";
import { childFullName } from "#common/learning/child-name";

type Reader = Pick<Db, "select">;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The classes, by id, as the class picker shows them (open classes only, by name). */
export async function taughtClasses(db: Reader, classIds: readonly string[]): Promise<TaughtClass[]> {
  if (classIds.length === 0) return [];
  return db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, subjectName: subjects.name })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(and(inArray(classes.id, [...classIds]), isNull(classes.archivedAt)))
    .orderBy(asc(classes.grade), asc(classes.name));
}

/** The condition of a state at `now`. */
function stateWhere(state: AssignmentState, now: Date): SQL {
  switch (state) {
    case "archived":
      return isNotNull(assignments.archivedAt);
    case "draft":
      return and(isNull(assignments.archivedAt), isNull(assignments.publishAt))!;
    case "scheduled":
      return and(isNull(assignments.archivedAt), sql`${assignments.publishAt} > ${now}`)!;
    case "published":
      return and(isNull(assignments.archivedAt), sql`${assignments.publishAt} <= ${now}`)!;
  }
}

/**
 * Lessons and assignments of the classes, newest first (issue 33: a list that opened on August's work
 * hid this week's): undated drafts, then by due date, latest first; with their counts.
 */
export async function listAssignments(db: Reader, classIds: readonly string[], state: AssignmentState | undefined, now: Date): Promise<AssignmentSummary[]> {
  if (classIds.length === 0) return [];
  const where: SQL[] = [inArray(assignments.classId, [...classIds])];
  if (state) where.push(stateWhere(state, now));
  const rows = await db
    .select()
    .from(assignments)
    .where(and(...where))
    .orderBy(sql`${assignments.dueAt} desc nulls first`, desc(assignments.updatedAt), asc(assignments.id))
    .limit(1000);
  if (rows.length === 0) return [];
  const enrolled = await db
    .select({ classId: enrolments.classId, n: count() })
    .from(enrolments)
    .where(and(inArray(enrolments.classId, [...new Set(rows.map((r) => r.classId))]), isNull(enrolments.endedAt)))
    .groupBy(enrolments.classId);
  const childrenOf = new Map(enrolled.map((e) => [e.classId, Number(e.n)]));
  const work = await readWork(db, { assignmentIds: rows.filter((r) => r.publishAt && !r.archivedAt).map((r) => r.id), publishedOnly: false, now });
  const tally = new Map<string, { handedIn: number; returned: number }>();
  for (const item of work) {
    const t = tally.get(item.assignmentId) ?? { handedIn: 0, returned: 0 };
    if (item.status === "submitted" || item.status === "late") t.handedIn += 1;
    if (item.status === "returned") t.returned += 1;
    tally.set(item.assignmentId, t);
  }
  return rows.map((r) => ({
    id: r.id,
    classId: r.classId,
    kind: r.kind as AssignmentKind,
    title: r.title,
    state: assignmentState(r, now),
    dueAt: iso(r.dueAt),
    publishAt: iso(r.publishAt),
    termId: r.termId,
    updatedAt: r.updatedAt.toISOString(),
    children: childrenOf.get(r.classId) ?? 0,
    handedIn: tally.get(r.id)?.handedIn ?? 0,
    returned: tally.get(r.id)?.returned ?? 0,
  }));
}

/** Children of the assignment who have handed in at least once. */
export async function handedInCount(db: Reader, assignmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(work)
    .where(and(eq(work.assignmentId, assignmentId), isNotNull(work.firstSubmittedAt)));
  return Number(row?.n ?? 0);
}

/** The children enrolled in the class now, with whether each has accommodations (teachers and staff only). */
export async function classChildren(db: Reader, classId: string): Promise<ClassChild[]> {
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      preferredName: students.preferredName,
      lastName: students.lastName,
      accommodationPlan: students.accommodationPlan,
      accommodations: students.accommodations,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    .orderBy(asc(students.lastName), asc(students.firstName));
  return rows.map((r) => {
    const plan = r.accommodationPlan && r.accommodationPlan !== "none" ? r.accommodationPlan : null;
    const notes = r.accommodations?.trim() || null;
    return { id: r.id, name: childFullName(r), hasAccommodations: Boolean(plan || notes), accommodationPlan: plan, accommodations: notes };
  });
}

/** One piece of work in full, as the editor opens it. */
export async function assignmentDetail(db: Reader, assignment: typeof assignments.$inferSelect, now: Date): Promise<Omit<AssignmentDetail, "viewingAsStaff">> {
  const id = assignment.id;
  const [[klass], [term], standardRows, criteria, markCounts, attachmentRows, adjustmentRows, children, handedIn] = await Promise.all([
    db.select({ name: classes.name }).from(classes).where(eq(classes.id, assignment.classId)),
    assignment.termId ? db.select({ name: terms.name }).from(terms).where(eq(terms.id, assignment.termId)) : Promise.resolve([]),
    db
      .select(standardColumns)
      .from(assignmentStandards)
      .innerJoin(standards, eq(standards.id, assignmentStandards.standardId))
      .where(eq(assignmentStandards.assignmentId, id))
      .orderBy(asc(standards.subjectCode), asc(standards.grade), asc(standards.sortOrder), asc(standards.code)),
    db.select().from(rubricCriteria).where(eq(rubricCriteria.assignmentId, id)).orderBy(asc(rubricCriteria.position)),
    db
      .select({ criterionId: marks.criterionId, n: count() })
      .from(marks)
      .innerJoin(rubricCriteria, eq(rubricCriteria.id, marks.criterionId))
      .where(eq(rubricCriteria.assignmentId, id))
      .groupBy(marks.criterionId),
    db
      .select({
        position: assignmentAttachments.position,
        fileId: assignmentAttachments.fileId,
        resourceId: assignmentAttachments.resourceId,
        fileName: files.originalName,
        contentType: files.contentType,
        size: files.size,
        resourceTitle: resources.title,
        resourceKind: resources.kind,
        resourceFileId: resources.fileId,
        resourceUrl: resources.url,
      })
      .from(assignmentAttachments)
      .leftJoin(files, eq(files.id, assignmentAttachments.fileId))
      .leftJoin(resources, eq(resources.id, assignmentAttachments.resourceId))
      .where(eq(assignmentAttachments.assignmentId, id))
      .orderBy(asc(assignmentAttachments.position)),
    db
      .select({
        studentId: assignmentAdjustments.studentId,
        firstName: students.firstName,
        preferredName: students.preferredName,
        lastName: students.lastName,
        dueAt: assignmentAdjustments.dueAt,
        reducedWork: assignmentAdjustments.reducedWork,
        readAloud: assignmentAdjustments.readAloud,
        excused: assignmentAdjustments.excused,
      })
      .from(assignmentAdjustments)
      .innerJoin(students, eq(students.id, assignmentAdjustments.studentId))
      .where(eq(assignmentAdjustments.assignmentId, id))
      .orderBy(asc(students.lastName), asc(students.firstName)),
    classChildren(db, assignment.classId),
    handedInCount(db, id),
  ]);
  const marked = new Map(markCounts.map((m) => [m.criterionId, Number(m.n)]));
  const attachments: AttachmentDetail[] = attachmentRows.map((a) =>
    a.fileId
      ? { kind: "file", id: a.fileId, name: a.fileName ?? "File", contentType: a.contentType ?? "application/octet-stream", size: a.size ?? 0 }
      : {
          kind: "resource",
          id: a.resourceId!,
          name: a.resourceTitle ?? "Resource",
          resourceKind: a.resourceKind ?? "file",
          fileId: a.resourceFileId,
          url: a.resourceUrl,
        },
  );
  return {
    assignment: {
      id,
      classId: assignment.classId,
      className: klass?.name ?? "",
      kind: assignment.kind as AssignmentKind,
      title: assignment.title,
      instructions: assignment.instructions,
      state: assignmentState(assignment, now),
      dueAt: iso(assignment.dueAt),
      due: assignment.dueAt ? zonedDateTime(assignment.dueAt) : null,
      publishAt: iso(assignment.publishAt),
      publish: assignment.publishAt ? zonedDateTime(assignment.publishAt) : null,
      termId: assignment.termId,
      termName: term?.name ?? null,
      answerKinds: assignment.answerKinds as AnswerKind[],
      archivedAt: iso(assignment.archivedAt),
      updatedAt: assignment.updatedAt.toISOString(),
      handedIn,
    },
    standards: standardRows,
    rubric: criteria.map((c) => ({
      id: c.id,
      title: c.title,
      standardId: c.standardId,
      levels: { "4": c.levels["4"] ?? "", "3": c.levels["3"] ?? "", "2": c.levels["2"] ?? "", "1": c.levels["1"] ?? "" },
      marks: marked.get(c.id) ?? 0,
    })),
    attachments,
    adjustments: adjustmentRows.map((a) => ({
      studentId: a.studentId,
      name: childFullName(a),
      dueAt: iso(a.dueAt),
      due: a.dueAt ? zonedDateTime(a.dueAt) : null,
      reducedWork: a.reducedWork,
      readAloud: a.readAloud,
      excused: a.excused,
    })),
    children,
  };
}
