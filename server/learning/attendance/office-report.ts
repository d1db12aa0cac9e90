/**
 * The office's attendance report (issue 33, "Admin"; contracts in common/api/admin/reports.ts): over a
 * range of school dates, every class's taken sessions by THE read of attendance (attendance-read.ts),
 * rated by the children's grade, by class and by child; the chronically absent and the runs of
 * absences by THE rules of common/learning/office-attendance.ts; and the past sessions nobody took
 * attendance for. Staff only: the route admits admins, and this reads every class.
 */
import { and, eq, inArray } from "drizzle-orm";
import { addToCounts, attendanceRate, emptyCounts, type AttendanceCounts } from "#common/learning/attendance";
import {
  absenceRate,
  absenceRuns,
  CHRONIC_ABSENCE_PERCENT,
  ABSENCE_RUN_MIN,
  isChronicallyAbsent,
  type SessionRecord,
} from "#common/learning/office-attendance";
import { GRADE_LEVELS, gradeLabel } from "#common/grades";
import type { AttendanceOfficeReport, AttendanceSection } from "#common/schemas/office-reports";
import { zonedDateTime } from "#common/time-zone";
import type { Db } from "../../db/client";
import { classStaff, classes, students, users } from "../../db/schema";
import { csvDocument, type CsvValue } from "../../csv";
import { readAttendance, sessionsBetween, type ChildAttendance } from "./attendance-read";
import { rangeInstants } from "./family";

type Reader = Pick<Db, "select" | "selectDistinct">;

export interface OfficeRange {
  from: string;
  to: string;
  lateMinutes: number;
  now: Date;
}

/** Each class's grade and lead teacher's name (null without one). */
export async function classFacts(db: Reader, classIds: readonly string[]): Promise<Map<string, { grade: string; teacherName: string | null }>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: classes.id, grade: classes.grade, fullName: users.fullName, username: users.username })
    .from(classes)
    .leftJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.role, "lead")))
    .leftJoin(users, eq(users.id, classStaff.userId))
    .where(inArray(classes.id, [...classIds]));
  return new Map(rows.map((r) => [r.id, { grade: r.grade, teacherName: r.fullName || r.username || null }]));
}

/** K first, then 1 to 6, then anything else by its spelling. */
const gradeOrder = (grade: string) => {
  const i = GRADE_LEVELS.findIndex((g) => g.applicationValue === grade);
  return i === -1 ? GRADE_LEVELS.length : i;
};
const byGrade = (a: string, b: string) => gradeOrder(a) - gradeOrder(b) || a.localeCompare(b);

interface ChildTally {
  studentId: string;
  name: string;
  lastName: string;
  counts: AttendanceCounts;
  records: SessionRecord[];
}

export async function officeAttendanceReport(db: Reader, range: OfficeRange): Promise<AttendanceOfficeReport> {
  const { start, end } = rangeInstants(range.from, range.to);
  const read = await readAttendance(db, { sessions: sessionsBetween("all", start, end), lateMinutes: range.lateMinutes, now: range.now });
  const childIds = [...new Set(read.children.map((c) => c.studentId))];
  const [facts, grades] = await Promise.all([
    classFacts(db, [...new Set(read.sessions.map((s) => s.classId))]),
    childIds.length === 0 ? Promise.resolve([]) : db.select({ id: students.id, grade: students.grade }).from(students).where(inArray(students.id, childIds)),
  ]);
  const gradeOf = new Map(grades.map((g) => [g.id, g.grade]));
  const sessionById = new Map(read.sessions.map((s) => [s.id, s]));
  const counted = (c: ChildAttendance): c is ChildAttendance & { status: NonNullable<ChildAttendance["status"]> } =>
    c.status !== null && Boolean(sessionById.get(c.sessionId)?.taken);

  const totals = emptyCounts();
  const perClass = new Map<string, { counts: AttendanceCounts; children: Set<string> }>();
  const perChild = new Map<string, ChildTally>();
  for (const c of read.children) {
    if (!counted(c)) continue;
    const s = sessionById.get(c.sessionId)!;
    addToCounts(totals, c.status, c.excused);
    const cls = perClass.get(s.classId) ?? { counts: emptyCounts(), children: new Set<string>() };
    addToCounts(cls.counts, c.status, c.excused);
    cls.children.add(c.studentId);
    perClass.set(s.classId, cls);
    const child = perChild.get(c.studentId) ?? { studentId: c.studentId, name: c.name, lastName: c.lastName, counts: emptyCounts(), records: [] };
    addToCounts(child.counts, c.status, c.excused);
    child.records.push({ sessionId: s.id, startsAt: s.startsAt, date: s.date, className: s.className, status: c.status });
    perChild.set(c.studentId, child);
  }

  const children = [...perChild.values()].sort((a, b) => a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name));
  const gradeOfChild = (id: string) => gradeOf.get(id) ?? "";
  const perGrade = new Map<string, { counts: AttendanceCounts; children: number }>();
  for (const child of children) {
    const g = perGrade.get(gradeOfChild(child.studentId)) ?? { counts: emptyCounts(), children: 0 };
    for (const key of Object.keys(g.counts) as (keyof AttendanceCounts)[]) g.counts[key] += child.counts[key];
    g.children += 1;
    perGrade.set(gradeOfChild(child.studentId), g);
  }

  const classNames = new Map(read.sessions.map((s) => [s.classId, s.className]));
  const childrenOfSession = new Map<string, number>();
  for (const c of read.children) childrenOfSession.set(c.sessionId, (childrenOfSession.get(c.sessionId) ?? 0) + 1);

  return {
    from: range.from,
    to: range.to,
    chronicPercent: CHRONIC_ABSENCE_PERCENT,
    runMin: ABSENCE_RUN_MIN,
    totals: { counts: totals, rate: attendanceRate(totals) },
    grades: [...perGrade]
      .sort(([a], [b]) => byGrade(a, b))
      .map(([grade, g]) => ({ grade, children: g.children, counts: g.counts, rate: attendanceRate(g.counts) })),
    classes: [...perClass]
      .map(([classId, c]) => ({
        classId,
        className: classNames.get(classId)!,
        grade: facts.get(classId)?.grade ?? "",
        teacherName: facts.get(classId)?.teacherName ?? null,
        children: c.children.size,
        counts: c.counts,
        rate: attendanceRate(c.counts),
      }))
      .sort((a, b) => a.className.localeCompare(b.className)),
    children: children.map((c) => ({
      studentId: c.studentId,
      name: c.name,
      grade: gradeOfChild(c.studentId),
      counts: c.counts,
      rate: attendanceRate(c.counts),
      absenceRate: absenceRate(c.counts),
      chronic: isChronicallyAbsent(c.counts),
    })),
    chronic: children
      .filter((c) => isChronicallyAbsent(c.counts))
      .map((c) => ({
        studentId: c.studentId,
        name: c.name,
        grade: gradeOfChild(c.studentId),
        sessions: c.counts.sessions,
        absent: c.counts.absent,
        excused: c.counts.excused,
        absenceRate: absenceRate(c.counts)!,
      }))
      .sort((a, b) => b.absenceRate - a.absenceRate || b.absent - a.absent),
    runs: children
      .flatMap((c) => absenceRuns(c.records).map((run) => ({ studentId: c.studentId, name: c.name, grade: gradeOfChild(c.studentId), ...run })))
      .sort((a, b) => b.length - a.length || a.firstDate.localeCompare(b.firstDate)),
    // THE meaning of "taken" (attendance-read.ts), as the teacher's "attendance to confirm" reads it: a
    // scheduled session that has ended, with children enrolled, and neither opened nor marked.
    unconfirmed: read.sessions
      .filter((s) => !s.taken && s.status === "scheduled" && s.endsAt.getTime() <= range.now.getTime() && (childrenOfSession.get(s.id) ?? 0) > 0)
      .map((s) => ({
        sessionId: s.id,
        classId: s.classId,
        className: s.className,
        teacherName: facts.get(s.classId)?.teacherName ?? null,
        date: s.date,
        startsAt: s.startsAt.toISOString(),
        children: childrenOfSession.get(s.id)!,
      })),
  };
}

// --- CSV ------------------------------------------------------------------------------------------

const gradeText = (grade: string) => gradeLabel(grade, "name", "");
const percent = (rate: number | null) => (rate === null ? "" : rate);
const countCells = (c: AttendanceCounts): CsvValue[] => [c.sessions, c.present, c.late, c.leftEarly, c.absent, c.excused];
const COUNT_COLUMNS = ["Records", "Present", "Late", "Left early", "Absent", "Excused absences"];

/** One section of the report as a CSV (English headers, as the school's other CSVs). */
export function officeAttendanceCsv(report: AttendanceOfficeReport, section: AttendanceSection): string {
  switch (section) {
    case "grades":
      return csvDocument(
        ["Grade", "Children", ...COUNT_COLUMNS, "Attendance rate (%)"],
        report.grades.map((g) => [gradeText(g.grade), g.children, ...countCells(g.counts), percent(g.rate)]),
      );
    case "classes":
      return csvDocument(
        ["Class", "Grade", "Teacher", "Children", ...COUNT_COLUMNS, "Attendance rate (%)"],
        report.classes.map((c) => [c.className, gradeText(c.grade), c.teacherName, c.children, ...countCells(c.counts), percent(c.rate)]),
      );
    case "children":
      return csvDocument(
        ["Child", "Grade", ...COUNT_COLUMNS, "Attendance rate (%)", "Absence rate (%)", "Chronically absent"],
        report.children.map((c) => [c.name, gradeText(c.grade), ...countCells(c.counts), percent(c.rate), percent(c.absenceRate), c.chronic ? "Yes" : "No"]),
      );
    case "chronic":
      return csvDocument(
        ["Child", "Grade", "Sessions taken", "Absent", "Of which excused", "Absence rate (%)"],
        report.chronic.map((c) => [c.name, gradeText(c.grade), c.sessions, c.absent, c.excused, c.absenceRate]),
      );
    case "runs":
      return csvDocument(
        ["Child", "Grade", "Absences in a row", "First day", "Last day", "Classes"],
        report.runs.map((r) => [r.name, gradeText(r.grade), r.length, r.firstDate, r.lastDate, r.classNames.join("; ")]),
      );
    case "unconfirmed":
      return csvDocument(
        ["Date", "Start", "Class", "Teacher", "Children"],
        report.unconfirmed.map((s) => [s.date, zonedDateTime(new Date(s.startsAt)).time, s.className, s.teacherName, s.children]),
      );
  }
}
