/**
 * A grade's school day (issue 33): which live classes of the current year go together, for Create
 * student and the record's "Enrol in all of this grade's classes". Nothing in the schema ties a
 * homeroom to its section's subject classes; the children do: a section's classes hold the same
 * children (scripts/demo/plan.ts, a roster import). So the set that goes with a homeroom is, for each
 * subject of the grade, the class sharing most children with it. A homeroom nobody is in yet shares
 * with none; then, as without a homeroom, each subject's first class with room (by name: "Grade 1 ELA
 * A" before "Grade 1 ELA B", so the first sections go together).
 */
import { and, asc, count, eq, inArray, isNull, ne } from "drizzle-orm";
import { classCapacity, classFullPhrase, countsForCapacity } from "#common/learning/capacity";
import { childFullName } from "#common/learning/child-name";
import type { Words } from "#common/i18n/phrase";
import type { ClassChoice } from "#common/schemas/learning/students";
import type { StaffAction } from "../../actor";
import type { Db } from "../../db/client";
import { classStaff, classes, enrolments, schoolYears, students, subjects } from "../../db/schema";
import { conflict, notFound } from "../../domain-errors";
import { readSchoolSettings } from "../../settings";
import { STUDENT_NOT_FOUND } from "../access";
import { auditEnrolled, enrolAll, ENROLMENT_MESSAGES } from "../courses/enrolment";

type Reader = Pick<Db, "select">;

export interface YearClass extends ClassChoice {
  kind: string;
  subjectId: string;
}

export const hasRoom = (c: Pick<ClassChoice, "enrolled" | "capacity">) => c.enrolled < c.capacity;

/** The current school year, or null. */
export async function currentYear(db: Reader) {
  const [year] = await db.select().from(schoolYears).where(eq(schoolYears.isCurrent, true));
  return year ?? null;
}

/** The live (not archived) classes of a year, every grade, by grade and name, with their places. */
export async function yearClasses(db: Reader, yearId: string): Promise<YearClass[]> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      kind: classes.kind,
      subjectId: classes.subjectId,
      subjectName: subjects.name,
      maxStudents: classes.maxStudents,
    })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(and(eq(classes.schoolYearId, yearId), isNull(classes.archivedAt)))
    .orderBy(asc(classes.grade), asc(classes.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const staff = await db.select({ classId: classStaff.classId, role: classStaff.role }).from(classStaff).where(inArray(classStaff.classId, ids));
  const open = await db
    .select({ classId: enrolments.classId, n: count() })
    .from(enrolments)
    .where(and(inArray(enrolments.classId, ids), isNull(enrolments.endedAt)))
    .groupBy(enrolments.classId);
  const { class_size_per_teacher: perTeacher } = await readSchoolSettings(db);
  const teaching = new Map<string, number>();
  for (const s of staff) if (countsForCapacity(s.role)) teaching.set(s.classId, (teaching.get(s.classId) ?? 0) + 1);
  const enrolled = new Map(open.map((o) => [o.classId, Number(o.n)]));
  return rows.map(({ maxStudents, ...r }) => ({
    ...r,
    capacity: classCapacity({ perTeacher, teachingStaff: teaching.get(r.id) ?? 0, maxStudents }),
    enrolled: enrolled.get(r.id) ?? 0,
  }));
}

/** For each class given, how many of its children are in each other class now: class id -> class id -> children. */
export async function sharedChildren(db: Reader, classIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (classIds.length === 0) return out;
  const mine = db
    .select({ classId: enrolments.classId, studentId: enrolments.studentId })
    .from(enrolments)
    .where(and(inArray(enrolments.classId, [...classIds]), isNull(enrolments.endedAt)))
    .as("mine");
  const rows = await db
    .select({ from: mine.classId, to: enrolments.classId, n: count() })
    .from(mine)
    .innerJoin(enrolments, and(eq(enrolments.studentId, mine.studentId), isNull(enrolments.endedAt), ne(enrolments.classId, mine.classId)))
    .groupBy(mine.classId, enrolments.classId);
  for (const r of rows) {
    const map = out.get(r.from) ?? new Map<string, number>();
    map.set(r.to, Number(r.n));
    out.set(r.from, map);
  }
  return out;
}

/**
 * One class of each subject among `candidates` (a grade's classes other than homerooms): the one
 * sharing most children with the homeroom (`shared`), else the first with room, else the first
 * (shown full, so staff see the subject has no place). In the candidates' order.
 */
export function pickSet(candidates: readonly YearClass[], shared: ReadonlyMap<string, number> = new Map()): YearClass[] {
  const bySubject = new Map<string, YearClass[]>();
  for (const c of candidates) bySubject.set(c.subjectId, [...(bySubject.get(c.subjectId) ?? []), c]);
  const chosen = new Set<string>();
  for (const sections of bySubject.values()) {
    const closest = sections.reduce<YearClass | null>((best, c) => ((shared.get(c.id) ?? 0) > (best ? (shared.get(best.id) ?? 0) : 0) ? c : best), null);
    chosen.add((closest ?? sections.find(hasRoom) ?? sections[0]!).id);
  }
  return candidates.filter((c) => chosen.has(c.id));
}

/** A grade's classes other than its homerooms. */
export const subjectClassesOf = (all: readonly YearClass[], grade: string) => all.filter((c) => c.grade === grade && c.kind !== "homeroom");

/** A grade's homerooms. */
export const homeroomsOf = (all: readonly YearClass[], grade: string) => all.filter((c) => c.grade === grade && c.kind === "homeroom");

/** A class "Enrol in all of this grade's classes" left out: full, or refused for another reason (a clash). */
export interface ClassNotAdded {
  className: string;
  full: boolean;
  words: Words;
}

const CLASS_FULL = classFullPhrase("", 0).id;
export const isFull = (words: Words) => typeof words !== "string" && words.id === CLASS_FULL;

/**
 * The classes of the child's grade set they are not in: a homeroom when they have none of their grade
 * (the first with room), and one class of each subject they have no class of, their homeroom's section
 * first. Entered the one way in (courses/enrolment.ts) in one transaction; a refused class (full, a
 * clash) is left out and named, the others are added and audited.
 */
export async function enrolInGradeClasses({ db, actor, now }: StaffAction, studentId: string) {
  return db.transaction(async (tx) => {
    const [child] = await tx.select().from(students).where(eq(students.id, studentId));
    if (!child) throw notFound(STUDENT_NOT_FOUND);
    if (child.withdrawnAt) throw conflict(ENROLMENT_MESSAGES.withdrawn);
    const year = await currentYear(tx);
    const all = year ? await yearClasses(tx, year.id) : [];
    const openRows = await tx
      .select({ classId: enrolments.classId })
      .from(enrolments)
      .where(and(eq(enrolments.studentId, child.id), isNull(enrolments.endedAt)));
    const inClass = new Set(openRows.map((r) => r.classId));
    const homerooms = homeroomsOf(all, child.grade);
    const homeroom = homerooms.find((h) => inClass.has(h.id));
    const newHomeroom = homeroom ? null : (homerooms.find(hasRoom) ?? homerooms[0] ?? null);
    const anchor = homeroom ?? newHomeroom;
    const shared = anchor ? (await sharedChildren(tx, [anchor.id])).get(anchor.id) : undefined;
    const subjectsHad = new Set(all.filter((c) => inClass.has(c.id)).map((c) => c.subjectId));
    const wanted = [
      ...(newHomeroom ? [newHomeroom] : []),
      ...pickSet(
        subjectClassesOf(all, child.grade).filter((c) => !subjectsHad.has(c.subjectId)),
        shared,
      ),
    ];
    const outcomes = await enrolAll(
      tx,
      wanted.map((c) => ({ classId: c.id, studentId: child.id, startedAt: now })),
      actor.id,
    );
    const added: string[] = [];
    const notAdded: ClassNotAdded[] = [];
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.ok) {
        await auditEnrolled(tx, { actor }, outcome);
        added.push(outcome.className);
      } else notAdded.push({ className: wanted[i]!.name, full: isFull(outcome.words), words: outcome.words });
    }
    return { child: childFullName(child), added, notAdded };
  });
}
