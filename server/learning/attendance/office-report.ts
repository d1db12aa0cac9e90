/**
 * The office's attendance report (issue 33, "Admin"; contracts in common/api/admin/reports.ts): over a
 * range of school dates, every class's taken sessions by THE read of attendance (attendance-read.ts),
 * rated by the children's grade, by class and by child; the chronically absent and the runs of
 * absences by THE rules of common/learning/office-attendance.ts; and the past sessions nobody took
 * attendance for. Staff only: the route admits admins, and this reads every class.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AttendanceStatus } from "#common/learning/attendance";
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
import { childFullName } from "#common/learning/child-name";
import type { AttendanceOfficeReport, AttendanceSection } from "#common/schemas/office-reports";
import { zonedDateTime } from "#common/time-zone";
import type { Db } from "../../db/client";
import { classStaff, classes, students, users } from "../../db/schema";
import { csvDocument, type CsvValue } from "../../csv";
import {
  absenceSequence,
  handStatusCounts,
  readAttendanceStatuses,
  roomOpened,
  schoolDate,
  sessionsBetween,
  untakenSessions,
  type ChildStatus,
  type SequenceRow,
} from "./attendance-read";
import { rangeInstants } from "./family";

type Reader = Pick<Db, "select" | "selectDistinct">;

export interface OfficeRange {
  from: string;
  to: string;
  lateMinutes: number;
  now: Date;
}

/** Each class's name, grade and lead teacher's name (null without one). */
export async function classFacts(db: Reader, classIds: readonly string[]): Promise<Map<string, { name: string; grade: string; teacherName: string | null }>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, fullName: users.fullName, username: users.username })
    .from(classes)
    .leftJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.role, "lead")))
    .leftJoin(users, eq(users.id, classStaff.userId))
    .where(inArray(classes.id, [...classIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, grade: r.grade, teacherName: r.fullName || r.username || null }]));
}

/** K first, then 1 to 6, then anything else by its spelling. */
const gradeOrder = (grade: string) => {
  const i = GRADE_LEVELS.findIndex((g) => g.applicationValue === grade);
  return i === -1 ? GRADE_LEVELS.length : i;
};
const byGrade = (a: string, b: string) => gradeOrder(a) - gradeOrder(b) || a.localeCompare(b);

interface ChildTally {
  studentId: string;
  counts: AttendanceCounts;
}

/** The children's names and grades, by id. */
async function childFacts(db: Reader, ids: readonly string[]): Promise<Map<string, { name: string; lastName: string; grade: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName, lastName: students.lastName, grade: students.grade })
    .from(students)
    .where(inArray(students.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { name: childFullName(r), lastName: r.lastName, grade: r.grade }]));
}

/**
 * Each child's records for absenceRuns: their absences and their rooms' statuses in time order, with
 * one stand-in "present" where hand-marked statuses other than absent lie between them (any of them
 * ends a run, however many).
 */
function runRecords(
  sequence: readonly SequenceRow[],
  roomStatus: Map<string, ChildStatus>,
  classNameOf: (classId: string) => string,
): Map<string, SessionRecord[]> {
  const perChild = new Map<string, SessionRecord[]>();
  let child = "";
  let othersBefore = 0;
  // Sessions share their starts (a school day has a few): the zone's date of each once.
  const dates = new Map<number, string>();
  const dateOf = (at: Date) => dates.get(at.getTime()) ?? dates.set(at.getTime(), schoolDate(at)).get(at.getTime())!;
  for (const row of sequence) {
    let records = perChild.get(row.studentId);
    if (!records) perChild.set(row.studentId, (records = []));
    if (row.studentId !== child) [child, othersBefore] = [row.studentId, row.othersBefore];
    const date = dateOf(row.startsAt);
    const className = classNameOf(row.classId);
    if (row.othersBefore > othersBefore) records.push({ sessionId: "", startsAt: row.startsAt, date, className, status: "present" });
    othersBefore = row.othersBefore;
    const status = row.absent ? "absent" : roomStatus.get(`${row.sessionId}:${row.studentId}`)?.status;
    if (status) records.push({ sessionId: row.sessionId, startsAt: row.startsAt, date, className, status });
  }
  return perChild;
}

export async function officeAttendanceReport(db: Reader, range: OfficeRange): Promise<AttendanceOfficeReport> {
  const { start, end } = rangeInstants(range.from, range.to);
  const inRange = sessionsBetween("all", start, end);
  // The rooms' statuses are computed child by child (readAttendance's rule); the teachers' marks of the
  // other sessions are stored statuses, counted by the database (the same rule in SQL, attendance-read.ts).
  // At once: on PostgreSQL each has a connection of the pool (PGlite runs them one after another).
  const [rooms, handCounts, sequence, untaken] = await Promise.all([
    readAttendanceStatuses(db, { sessions: and(inRange, roomOpened), lateMinutes: range.lateMinutes, now: range.now }),
    handStatusCounts(db, inRange),
    absenceSequence(db, inRange),
    untakenSessions(db, inRange, range.now),
  ]);

  const totals = emptyCounts();
  const perClass = new Map<string, { counts: AttendanceCounts; children: Set<string> }>();
  const perChild = new Map<string, ChildTally>();
  const count = (studentId: string, classId: string, status: AttendanceStatus, excused: boolean, times: number) => {
    let cls = perClass.get(classId);
    if (!cls) perClass.set(classId, (cls = { counts: emptyCounts(), children: new Set<string>() }));
    cls.children.add(studentId);
    let child = perChild.get(studentId);
    if (!child) perChild.set(studentId, (child = { studentId, counts: emptyCounts() }));
    for (let i = 0; i < times; i++) {
      addToCounts(totals, status, excused);
      addToCounts(cls.counts, status, excused);
      addToCounts(child.counts, status, excused);
    }
  };
  const roomById = new Map(rooms.sessions.map((s) => [s.id, s]));
  const roomStatus = new Map<string, ChildStatus>();
  for (const c of rooms.children) {
    const s = roomById.get(c.sessionId)!;
    if (c.status === null || !s.taken) continue;
    roomStatus.set(`${c.sessionId}:${c.studentId}`, c);
    count(c.studentId, s.classId, c.status, c.excused, 1);
  }
  for (const c of handCounts) count(c.studentId, c.classId, c.status, c.excused, c.n);

  const classIds = new Set([...perClass.keys(), ...untaken.map((s) => s.classId)]);
  const [facts, named] = await Promise.all([classFacts(db, [...classIds]), childFacts(db, [...perChild.keys()])]);
  const nameOf = (id: string) => named.get(id) ?? { name: "", lastName: "", grade: "" };
  const classNameOf = (classId: string) => facts.get(classId)?.name ?? "";
  const records = runRecords(sequence, roomStatus, classNameOf);

  // By family name, then name; the same name twice in the order of their ids.
  const children = [...perChild.values()]
    .map((c) => ({ ...c, name: nameOf(c.studentId).name, lastName: nameOf(c.studentId).lastName }))
    .sort(
      (a, b) => a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name) || (a.studentId < b.studentId ? -1 : a.studentId > b.studentId ? 1 : 0),
    );
  const gradeOfChild = (id: string) => nameOf(id).grade;
  const perGrade = new Map<string, { counts: AttendanceCounts; children: number }>();
  for (const child of children) {
    const g = perGrade.get(gradeOfChild(child.studentId)) ?? { counts: emptyCounts(), children: 0 };
    for (const key of Object.keys(g.counts) as (keyof AttendanceCounts)[]) g.counts[key] += child.counts[key];
    g.children += 1;
    perGrade.set(gradeOfChild(child.studentId), g);
  }

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
        className: facts.get(classId)?.name ?? "",
        grade: facts.get(classId)?.grade ?? "",
        teacherName: facts.get(classId)?.teacherName ?? null,
        children: c.children.size,
        counts: c.counts,
        rate: attendanceRate(c.counts),
      }))
      .sort((a, b) => a.className.localeCompare(b.className) || (a.classId < b.classId ? -1 : a.classId > b.classId ? 1 : 0)),
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
      .flatMap((c) =>
        absenceRuns(records.get(c.studentId) ?? []).map((run) => ({ studentId: c.studentId, name: c.name, grade: gradeOfChild(c.studentId), ...run })),
      )
      .sort((a, b) => b.length - a.length || a.firstDate.localeCompare(b.firstDate)),
    // THE meaning of "taken" (attendance-read.ts), as the teacher's "attendance to confirm" reads it: a
    // scheduled session that has ended, with children enrolled, and neither opened nor marked.
    unconfirmed: untaken
      .filter((s) => s.children > 0)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || classNameOf(a.classId).localeCompare(classNameOf(b.classId)))
      .map((s) => ({
        sessionId: s.id,
        classId: s.classId,
        className: classNameOf(s.classId),
        teacherName: facts.get(s.classId)?.teacherName ?? null,
        date: s.date,
        startsAt: s.startsAt.toISOString(),
        children: s.children,
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
