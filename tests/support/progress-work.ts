/**
 * Children's work built straight in the database for the progress, report card and portfolio tests
 * (issue 16): a standard, a published assignment assessing it (optionally with a rubric criterion),
 * and a piece of work handed in and, when asked, marked and returned. Marks of a piece of work that is not
 * returned are drafts (the teacher's only).
 */
import type { Db } from "../../server/db/client";
import { assignmentStandards, assignments, marks, rubricCriteria, standards, work } from "../../server/db/schema";

let serial = 0;

export async function makeStandard(db: Db, options: { code?: string; subjectCode?: string; grade?: string; description?: string } = {}) {
  serial += 1;
  const [row] = await db
    .insert(standards)
    .values({
      code: options.code ?? `T.${serial}.${Math.random().toString(36).slice(2, 6)}`,
      framework: "school",
      subjectCode: options.subjectCode ?? "math",
      grade: options.grade ?? "3",
      domain: "Test domain",
      cluster: "Test cluster",
      description: options.description ?? `Test standard ${serial}`,
      sortOrder: serial,
    })
    .returning();
  return row!;
}

const DAY = 24 * 60 * 60 * 1000;

/** A published assignment of the class in the term, assessing the standards (a rubric criterion per standard when `rubric`). */
export async function makeAssignment(
  db: Db,
  options: { classId: string; termId: string; title: string; standardIds?: string[]; rubric?: boolean; dueAt?: Date | null; publishAt?: Date | null },
) {
  const [row] = await db
    .insert(assignments)
    .values({
      classId: options.classId,
      termId: options.termId,
      title: options.title,
      dueAt: options.dueAt === undefined ? new Date(Date.now() - 3 * DAY) : options.dueAt,
      publishAt: options.publishAt === undefined ? new Date(Date.now() - 10 * DAY) : options.publishAt,
      answerKinds: ["text", "files"],
    })
    .returning();
  const criteria: { id: string; standardId: string }[] = [];
  for (const [i, standardId] of (options.standardIds ?? []).entries()) {
    await db.insert(assignmentStandards).values({ assignmentId: row!.id, standardId });
    if (options.rubric) {
      const [c] = await db
        .insert(rubricCriteria)
        .values({
          assignmentId: row!.id,
          position: i,
          title: `Criterion ${i + 1}`,
          standardId,
          levels: { "4": "Beyond", "3": "Meets", "2": "Nearly", "1": "Starting" },
        })
        .returning();
      criteria.push({ id: c!.id, standardId });
    }
  }
  return { assignment: row!, criteria };
}

/**
 * The child's work, handed in at `submittedAt`, with marks `{standardId: level}` (per criterion
 * when the assignment has a rubric) and feedback; returned at `returnedAt` unless that is null (then
 * the marks and feedback are drafts).
 */
export async function handIn(
  db: Db,
  options: {
    assignmentId: string;
    studentId: string;
    submittedAt?: Date;
    textAnswer?: string;
    marks?: Record<string, number>;
    criteria?: { id: string; standardId: string }[];
    feedback?: string | null;
    returnedAt?: Date | null;
  },
) {
  const submittedAt = options.submittedAt ?? new Date(Date.now() - 4 * DAY);
  const returned = options.returnedAt !== null && options.returnedAt !== undefined;
  const [row] = await db
    .insert(work)
    .values({
      assignmentId: options.assignmentId,
      studentId: options.studentId,
      status: returned ? "returned" : "submitted",
      textAnswer: options.textAnswer ?? "My answer",
      version: 1,
      firstSubmittedAt: submittedAt,
      submittedAt,
      attempts: 1,
      feedback: options.feedback ?? null,
      markedAt: options.marks ? submittedAt : null,
      returnedAt: returned ? options.returnedAt! : null,
    })
    .returning();
  for (const [standardId, level] of Object.entries(options.marks ?? {})) {
    const criterion = options.criteria?.find((c) => c.standardId === standardId);
    await db.insert(marks).values({ workId: row!.id, criterionId: criterion?.id ?? null, standardId, level });
  }
  return row!;
}

export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
export const daysAhead = (n: number) => new Date(Date.now() + n * DAY);
