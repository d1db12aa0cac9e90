/**
 * The office's learning report (issue 33, "Admin"; contracts in common/api/admin/reports.ts), over the
 * classes not archived and their children enrolled now, each figure by the definition the teachers'
 * screens use:
 * - missing work: THE status of common/learning/work-status.ts ("missing"), by THE read of work
 *   (server/learning/work/work-read.ts), of work due in the range;
 * - work not returned after N days: the teacher's "work to mark" (server/learning/homes/attention.ts
 *   `workToMarkByClass`), only what was handed in N days ago or more;
 * - standards below Meets: each child's current mastery by THE rule (common/learning/mastery.ts,
 *   read as Insights reads it), a class being below Meets on a standard when most of its assessed
 *   children (more than half) are below Meets (3): a class's level is its children's, not an average
 *   a few high marks could lift.
 * Staff only: the route admits admins, and this reads every class.
 */
import { and, asc, inArray, isNull } from "drizzle-orm";
import type { MasteryLevel } from "#common/learning/mastery";
import { childFullName } from "#common/learning/child-name";
import type { LearningOfficeReport, LearningSection } from "#common/schemas/office-reports";
import { zonedDateTime } from "#common/time-zone";
import type { Db } from "../../db/client";
import { classes, enrolments, standards, students } from "../../db/schema";
import { csvDocument } from "../../csv";
import { classFacts } from "../attendance/office-report";
import { rangeInstants } from "../attendance/family";
import { workToMarkByClass } from "../homes/attention";
import { masteryByChild, returnedMarks } from "../insights/insights-read";
import { readWork } from "../work/work-read";

type Reader = Pick<Db, "select" | "selectDistinct">;

/** Meets (3, MASTERY_LABELS): below it, a child needs more on the standard. */
export const MEETS_LEVEL: MasteryLevel = 3;
const DAY_MS = 86_400_000;

export interface LearningRange {
  from: string;
  to: string;
  days: number;
  now: Date;
}

async function openClasses(db: Reader) {
  return db.select({ id: classes.id, name: classes.name }).from(classes).where(isNull(classes.archivedAt)).orderBy(asc(classes.name));
}

async function childNames(db: Reader, ids: readonly string[]): Promise<Map<string, { name: string; lastName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName, lastName: students.lastName })
    .from(students)
    .where(inArray(students.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: childFullName(r), lastName: r.lastName }]));
}

/** Missing work due in [start, end), per child and class, the most missing first. */
async function missingWork(db: Reader, classIds: readonly string[], start: Date, end: Date, now: Date) {
  const items = (await readWork(db, { classIds, publishedOnly: true, now })).filter(
    (w) => w.status === "missing" && w.dueAt !== null && w.dueAt >= start && w.dueAt < end,
  );
  const groups = new Map<string, typeof items>();
  for (const w of items) {
    const key = `${w.classId}:${w.studentId}`;
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  return [...groups.values()];
}

/** Per class and standard, the class's children (enrolled now) below Meets, when they are most of those assessed. */
async function standardsBelowMeets(db: Reader, classIds: readonly string[], names: Map<string, string>) {
  if (classIds.length === 0) return [];
  const enrolled = await db
    .selectDistinct({ classId: enrolments.classId, studentId: enrolments.studentId })
    .from(enrolments)
    .where(and(inArray(enrolments.classId, [...classIds]), isNull(enrolments.endedAt)));
  const marksList = await returnedMarks(db, classIds, null, [...new Set(enrolled.map((e) => e.studentId))]);
  const enrolledIn = new Set(enrolled.map((e) => `${e.classId}:${e.studentId}`));
  const rows: { classId: string; standardId: string; below: number; assessed: number }[] = [];
  for (const classId of classIds) {
    const mastery = masteryByChild(marksList.filter((m) => m.classId === classId && enrolledIn.has(`${classId}:${m.studentId}`)));
    const levels = new Map<string, MasteryLevel[]>();
    for (const perStandard of mastery.values()) {
      for (const [standardId, level] of perStandard) if (level !== null) levels.set(standardId, [...(levels.get(standardId) ?? []), level]);
    }
    for (const [standardId, list] of levels) {
      const below = list.filter((l) => l < MEETS_LEVEL).length;
      if (below * 2 > list.length) rows.push({ classId, standardId, below, assessed: list.length });
    }
  }
  const standardIds = [...new Set(rows.map((r) => r.standardId))];
  const standardRows = standardIds.length
    ? await db.select({ id: standards.id, code: standards.code, description: standards.description }).from(standards).where(inArray(standards.id, standardIds))
    : [];
  const standardOf = new Map(standardRows.map((s) => [s.id, s]));
  return rows
    .map((r) => ({
      classId: r.classId,
      className: names.get(r.classId)!,
      standardId: r.standardId,
      code: standardOf.get(r.standardId)?.code ?? "",
      description: standardOf.get(r.standardId)?.description ?? "",
      below: r.below,
      assessed: r.assessed,
    }))
    .sort((a, b) => a.className.localeCompare(b.className) || a.code.localeCompare(b.code));
}

export async function officeLearningReport(db: Reader, range: LearningRange): Promise<LearningOfficeReport> {
  const open = await openClasses(db);
  const classIds = open.map((c) => c.id);
  const names = new Map(open.map((c) => [c.id, c.name]));
  const { start, end } = rangeInstants(range.from, range.to);
  const facts = await classFacts(db, classIds);
  const missing = await missingWork(db, classIds, start, end, range.now);
  const waiting = await workToMarkByClass(db, classIds, new Date(range.now.getTime() - range.days * DAY_MS));
  const belowMeets = await standardsBelowMeets(db, classIds, names);
  const children = await childNames(db, [...new Set(missing.map((group) => group[0]!.studentId))]);
  const teacherOf = (classId: string) => facts.get(classId)?.teacherName ?? null;
  return {
    from: range.from,
    to: range.to,
    days: range.days,
    missing: missing
      .map((group) => {
        const first = group[0]!;
        const dues = group.map((w) => w.dueAt!.getTime());
        return {
          studentId: first.studentId,
          name: children.get(first.studentId)?.name ?? "",
          lastName: children.get(first.studentId)?.lastName ?? "",
          classId: first.classId,
          className: names.get(first.classId)!,
          teacherName: teacherOf(first.classId),
          count: group.length,
          oldestDueAt: new Date(Math.min(...dues)).toISOString(),
          titles: group.map((w) => w.title),
        };
      })
      .sort((a, b) => b.count - a.count || a.className.localeCompare(b.className) || a.lastName.localeCompare(b.lastName))
      .map(({ lastName: _lastName, ...row }) => row),
    waiting: waiting
      .filter((w) => w.count > 0 && w.oldestAt !== null)
      .map((w) => ({
        classId: w.classId,
        className: names.get(w.classId)!,
        teacherName: teacherOf(w.classId),
        count: w.count,
        oldestAt: w.oldestAt!.toISOString(),
      }))
      .sort((a, b) => a.oldestAt.localeCompare(b.oldestAt) || a.className.localeCompare(b.className)),
    standards: belowMeets,
  };
}

// --- CSV ------------------------------------------------------------------------------------------

const schoolDay = (iso: string) => zonedDateTime(new Date(iso)).date;

/** One section of the report as a CSV (English headers, as the school's other CSVs). */
export function officeLearningCsv(report: LearningOfficeReport, section: LearningSection): string {
  switch (section) {
    case "missing":
      return csvDocument(
        ["Child", "Class", "Teacher", "Missing", "Oldest due", "Work"],
        report.missing.map((m) => [m.name, m.className, m.teacherName, m.count, schoolDay(m.oldestDueAt), m.titles.join("; ")]),
      );
    case "waiting":
      return csvDocument(
        ["Class", "Teacher", `Not returned after ${report.days} days`, "Oldest handed in"],
        report.waiting.map((w) => [w.className, w.teacherName, w.count, schoolDay(w.oldestAt)]),
      );
    case "standards":
      return csvDocument(
        ["Class", "Standard", "Description", "Below Meets", "Assessed"],
        report.standards.map((s) => [s.className, s.code, s.description, s.below, s.assessed]),
      );
  }
}
