/**
 * The gradebook's reads (docs/api/gradebook.md): the grid of a class's children × published work with
 * THE status of each cell (server/learning/work/read.ts) and a summary of its marks, the standards
 * view (THE mastery rule of common/learning/mastery.ts over returned marks only) and the CSV export.
 * A handful of queries per grid, never one per cell. Callers ask server/learning/access.ts first.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { currentMastery, MASTERY_RULE_TEXT, type MarkEvidence } from "#common/learning/mastery";
import type {
  CellMarks,
  GradebookAssignment,
  GradebookCell,
  GradebookGrid,
  GradebookStandardOption,
  GradebookStandards,
  GradebookStudent,
  MasteryCell,
} from "#common/schemas/learning/gradebook";
import type { Db } from "../../db/client";
import { assignments, assignmentStandards, classes, enrolments, marks, rubricCriteria, standards, students, subjects, work, terms } from "../../db/schema";
import { CLASS_NOT_FOUND } from "../access";
import { readWork } from "../work/work-read";
import { readLiveCheckEvidence } from "../live/check-evidence";
import { invalid, notFound } from "../../domain-errors";

type Reader = Pick<Db, "select" | "selectDistinct">;

export const TERM_NOT_FOUND = "We could not find that term.";

export interface GridFilter {
  classId: string;
  termId?: string;
  standardId?: string;
}

async function classRow(db: Reader, classId: string) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, subjectCode: subjects.code, schoolYearId: classes.schoolYearId })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(eq(classes.id, classId));
  if (!row) throw notFound(CLASS_NOT_FOUND);
  return row;
}

async function yearTerms(db: Reader, schoolYearId: string, termId: string | undefined) {
  const rows = await db
    .select({ id: terms.id, number: terms.number, name: terms.name })
    .from(terms)
    .where(eq(terms.schoolYearId, schoolYearId))
    .orderBy(asc(terms.number));
  if (termId && !rows.some((t) => t.id === termId))
    throw invalid("Please check your input and try again.", [{ field: "termId", message: "Please choose a term of this class's school year." }]);
  return rows;
}

/** The children enrolled in the class now, by last then first name. */
export async function classChildren(db: Reader, classId: string): Promise<GradebookStudent[]> {
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      plan: students.accommodationPlan,
      accommodations: students.accommodations,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  return rows.map(({ plan, accommodations, ...r }) => ({ ...r, hasAccommodations: Boolean(plan || accommodations) }));
}

/** The class's published work (not lessons, not archived), oldest due first, with its standards' codes. */
async function publishedWork(db: Reader, filter: GridFilter, now: Date): Promise<GradebookAssignment[]> {
  const where: SQL[] = [
    eq(assignments.classId, filter.classId),
    eq(assignments.kind, "assignment"),
    isNull(assignments.archivedAt),
    lte(assignments.publishAt, now),
  ];
  if (filter.termId) where.push(eq(assignments.termId, filter.termId));
  if (filter.standardId) {
    const assesses = or(
      sql`exists (select 1 from ${assignmentStandards} where ${assignmentStandards.assignmentId} = ${assignments.id} and ${assignmentStandards.standardId} = ${filter.standardId})`,
      sql`exists (select 1 from ${rubricCriteria} where ${rubricCriteria.assignmentId} = ${assignments.id} and ${rubricCriteria.standardId} = ${filter.standardId})`,
    );
    where.push(assesses!);
  }
  // Each assignment with the codes of the standards it lists, in one read.
  const rows = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      dueAt: assignments.dueAt,
      termId: assignments.termId,
      // Written out: drizzle leaves a selected expression's columns unqualified, and "id" would name the subquery's own.
      standardCodes: sql<
        string[]
      >`array(select s.code from assignment_standards ast inner join standards s on s.id = ast.standard_id where ast.assignment_id = "assignments"."id" order by s.code)`,
    })
    .from(assignments)
    .where(and(...where))
    .orderBy(sql`${assignments.dueAt} asc nulls last`, asc(assignments.title), asc(assignments.id));
  return rows.map((r) => ({ id: r.id, title: r.title, dueAt: r.dueAt?.toISOString() ?? null, termId: r.termId, standardCodes: r.standardCodes }));
}

/** The standards the class's published work assesses (through its list or its rubric's criteria). */
async function classStandards(
  db: Reader,
  classId: string,
  now: Date,
  termId?: string,
  subject?: string,
  alsoIds: readonly string[] = [],
): Promise<GradebookStandardOption[]> {
  const work = and(
    eq(assignments.classId, classId),
    eq(assignments.kind, "assignment"),
    isNull(assignments.archivedAt),
    lte(assignments.publishAt, now),
    termId ? eq(assignments.termId, termId) : undefined,
  );
  const listed = db
    .select({ id: assignmentStandards.standardId })
    .from(assignmentStandards)
    .innerJoin(assignments, eq(assignments.id, assignmentStandards.assignmentId))
    .where(work);
  const criteria = db
    .select({ id: sql<string>`${rubricCriteria.standardId}`.as("id") })
    .from(rubricCriteria)
    .innerJoin(assignments, eq(assignments.id, rubricCriteria.assignmentId))
    .where(and(work, isNotNull(rubricCriteria.standardId)));
  return db
    .select({ id: standards.id, code: standards.code, subjectCode: standards.subjectCode, description: standards.description })
    .from(standards)
    .where(
      and(
        alsoIds.length > 0
          ? or(inArray(standards.id, union(listed, criteria)), inArray(standards.id, [...alsoIds]))
          : inArray(standards.id, union(listed, criteria)),
        subject ? eq(standards.subjectCode, subject) : undefined,
      ),
    )
    .orderBy(asc(standards.subjectCode), asc(standards.grade), asc(standards.sortOrder), asc(standards.code));
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function readGrid(db: Reader, filter: GridFilter, now: Date): Promise<GradebookGrid> {
  const klass = await classRow(db, filter.classId);
  const [termRows, children, work, standardOptions] = await Promise.all([
    yearTerms(db, klass.schoolYearId, filter.termId),
    classChildren(db, filter.classId),
    publishedWork(db, filter, now),
    classStandards(db, filter.classId, now, filter.termId),
  ]);
  // The same work as `publishedWork` (a standard filter narrows it to the listed assignments).
  const items = await readWork(db, {
    classIds: [filter.classId],
    termId: filter.termId,
    assignmentIds: filter.standardId ? work.map((a) => a.id) : undefined,
    publishedOnly: true,
    now,
    withMarks: true,
  });
  const byKey = new Map(items.map((i) => [`${i.studentId}:${i.assignmentId}`, i]));
  const cells: GradebookCell[][] = children.map((child) =>
    work.map((a): GradebookCell => {
      const item = byKey.get(`${child.id}:${a.id}`);
      const summary = item?.marks;
      const cellMarks: CellMarks | null = summary
        ? { count: summary.count, average: round1(summary.sum / summary.count), draft: !item!.work!.returnedAt }
        : null;
      const ownDueAt = item?.dueAt?.toISOString() ?? null;
      return {
        status: item?.status ?? "not_started",
        workId: item?.work?.id ?? null,
        ownDueAt: ownDueAt !== a.dueAt ? ownDueAt : null,
        adjusted: Boolean(item?.adjustment),
        marks: cellMarks,
      };
    }),
  );
  return {
    class: { id: klass.id, name: klass.name, grade: klass.grade, subjectCode: klass.subjectCode },
    terms: termRows,
    standards: standardOptions,
    students: children,
    assignments: work,
    cells,
  };
}

/**
 * The returned marks on the class's work, by child and standard, each dated by when the work was
 * handed in (else when it was returned), and the answers to the class's live quick checks counted
 * for a standard (one mark each, dated by the answer): THE input of currentMastery.
 */
async function returnedEvidence(db: Reader, classId: string, now: Date, termId?: string) {
  const checked = await readLiveCheckEvidence(db, { classId, termId });
  const rows = await db
    .select({
      studentId: work.studentId,
      standardId: marks.standardId,
      level: marks.level,
      at: sql<Date>`coalesce(${work.submittedAt}, ${work.returnedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(marks)
    .innerJoin(work, eq(work.id, marks.workId))
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .where(
      and(
        eq(assignments.classId, classId),
        eq(assignments.kind, "assignment"),
        isNull(assignments.archivedAt),
        lte(assignments.publishAt, now),
        isNotNull(work.returnedAt),
        isNotNull(marks.standardId),
        termId ? eq(assignments.termId, termId) : undefined,
      ),
    );
  const byKey = new Map<string, MarkEvidence[]>();
  for (const r of [...rows, ...checked]) {
    const key = `${r.studentId}:${r.standardId}`;
    byKey.set(key, [...(byKey.get(key) ?? []), { level: r.level, at: r.at }]);
  }
  return { byKey, checkedStandardIds: [...new Set(checked.map((c) => c.standardId))] };
}

export async function readStandardsView(db: Reader, filter: { classId: string; termId?: string; subject?: string }, now: Date): Promise<GradebookStandards> {
  const klass = await classRow(db, filter.classId);
  await yearTerms(db, klass.schoolYearId, filter.termId);
  const [children, { byKey: evidence, checkedStandardIds }] = await Promise.all([
    classChildren(db, filter.classId),
    returnedEvidence(db, filter.classId, now, filter.termId),
  ]);
  // A standard only a live quick check counted for has its column too.
  const standardOptions = await classStandards(db, filter.classId, now, filter.termId, filter.subject, checkedStandardIds);
  const cells: MasteryCell[] = [];
  for (const child of children) {
    for (const s of standardOptions) {
      const marksOn = evidence.get(`${child.id}:${s.id}`) ?? [];
      cells.push({ studentId: child.id, standardId: s.id, level: currentMastery(marksOn), count: marksOn.length });
    }
  }
  return { class: { id: klass.id, name: klass.name }, students: children, standards: standardOptions, cells, rule: MASTERY_RULE_TEXT };
}

/** The class's name, for the CSV's file name. */
export async function className(db: Reader, classId: string): Promise<string> {
  return (await classRow(db, classId)).name;
}

/** Per cell of the grid, the average of its RETURNED marks (drafts never leave the marking view). */
export function returnedAverage(cell: GradebookCell): number | null {
  return cell.marks && !cell.marks.draft ? cell.marks.average : null;
}
