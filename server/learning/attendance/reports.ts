/**
 * Attendance reports (docs/api/attendance.md): by class, child and date range, over taken sessions
 * only, with rates; and the same as CSV, one row per child per taken session (server/csv.ts quotes
 * every cell and neutralises formulas). The default range is the current term.
 */
import { and, asc, desc, eq, inArray, isNull, lte } from "drizzle-orm";
import { addToCounts, ATTENDANCE_STATUS_LABELS, attendanceRate, emptyCounts, type AttendanceCounts } from "#common/learning/attendance";
import type { AttendanceReport } from "#common/schemas/learning/attendance";
import { zonedDateTime } from "#common/time-zone";
import type { Db } from "../../db/client";
import { classes, schoolYears, terms } from "../../db/schema";
import { csvDocument, type CsvValue } from "../../csv";
import { readAttendance, schoolDate, sessionsBetween, type AttendanceRead } from "./attendance-read";
import { rangeInstants, shiftDate } from "./family";

type Reader = Pick<Db, "select" | "selectDistinct">;

/** The current term at the school on `today` (the last one started, of the current year), or the last 30 days when there is none. */
export async function currentTermRange(db: Reader, today: string): Promise<{ from: string; to: string }> {
  const [term] = await db
    .select({ startsOn: terms.startsOn, endsOn: terms.endsOn })
    .from(terms)
    .innerJoin(schoolYears, eq(schoolYears.id, terms.schoolYearId))
    .where(and(eq(schoolYears.isCurrent, true), lte(terms.startsOn, today)))
    .orderBy(desc(terms.startsOn))
    .limit(1);
  return term ? { from: term.startsOn, to: term.endsOn } : { from: shiftDate(today, -29), to: today };
}

/** The classes the viewer may pick in the report's filter (not archived), by name. */
export async function pickableClasses(db: Reader, classIds: "all" | readonly string[]): Promise<{ id: string; name: string }[]> {
  if (classIds !== "all" && classIds.length === 0) return [];
  return db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(classIds === "all" ? undefined : inArray(classes.id, [...classIds]), isNull(classes.archivedAt)))
    .orderBy(asc(classes.name));
}

export interface ReportFilter {
  from: string;
  to: string;
  classIds: "all" | readonly string[];
  studentId?: string;
  lateMinutes: number;
  now: Date;
}

export async function readReportRows(db: Reader, filter: ReportFilter): Promise<AttendanceRead> {
  if (filter.classIds !== "all" && filter.classIds.length === 0) return { sessions: [], children: [] };
  const { start, end } = rangeInstants(filter.from, filter.to);
  const read = await readAttendance(db, {
    sessions: sessionsBetween(filter.classIds, start, end),
    studentIds: filter.studentId ? [filter.studentId] : undefined,
    lateMinutes: filter.lateMinutes,
    now: filter.now,
  });
  const taken = new Set(read.sessions.filter((s) => s.taken).map((s) => s.id));
  return { sessions: read.sessions.filter((s) => taken.has(s.id)), children: read.children.filter((c) => taken.has(c.sessionId) && c.status !== null) };
}

const rated = (counts: AttendanceCounts) => ({ counts, rate: attendanceRate(counts) });

export function buildReport(read: AttendanceRead, from: string, to: string, pickable: { id: string; name: string }[]): AttendanceReport {
  const sessionById = new Map(read.sessions.map((s) => [s.id, s]));
  const totals = emptyCounts();
  const perChild = new Map<string, { studentId: string; name: string; lastName: string; classId: string; className: string; counts: AttendanceCounts }>();
  const perSession = new Map<string, AttendanceCounts>();
  for (const c of read.children) {
    const s = sessionById.get(c.sessionId)!;
    addToCounts(totals, c.status!, c.excused);
    const k = `${s.classId}:${c.studentId}`;
    const child = perChild.get(k) ?? {
      studentId: c.studentId,
      name: c.name,
      lastName: c.lastName,
      classId: s.classId,
      className: s.className,
      counts: emptyCounts(),
    };
    addToCounts(child.counts, c.status!, c.excused);
    perChild.set(k, child);
    const sessionCounts = perSession.get(s.id) ?? emptyCounts();
    addToCounts(sessionCounts, c.status!, c.excused);
    perSession.set(s.id, sessionCounts);
  }
  return {
    from,
    to,
    classes: pickable,
    totals: { ...totals, rate: attendanceRate(totals) },
    children: [...perChild.values()]
      .sort((a, b) => a.className.localeCompare(b.className) || a.lastName.localeCompare(b.lastName) || a.name.localeCompare(b.name))
      .map(({ studentId, name, classId, className, counts }) => ({ studentId, name, classId, className, ...rated(counts) })),
    sessions: read.sessions.map((s) => ({
      id: s.id,
      classId: s.classId,
      className: s.className,
      startsAt: s.startsAt.toISOString(),
      ...rated(perSession.get(s.id) ?? emptyCounts()),
    })),
  };
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** One row per child per taken session, by session start then class then child. */
export function reportCsv(read: AttendanceRead): string {
  const sessionById = new Map(read.sessions.map((s) => [s.id, s]));
  const rows = read.children.map((c): CsvValue[] => {
    const s = sessionById.get(c.sessionId)!;
    const late = c.source === "teacher" ? c.status === "late" : Boolean(c.computed?.late);
    const leftEarly = c.source === "teacher" ? c.status === "left_early" : Boolean(c.computed?.leftEarly);
    return [
      schoolDate(s.startsAt),
      zonedDateTime(s.startsAt).time,
      s.className,
      c.name,
      ATTENDANCE_STATUS_LABELS[c.status!],
      yesNo(late),
      yesNo(leftEarly),
      c.computed ? c.computed.minutesPresent : "",
      yesNo(c.excused),
      c.mark?.reason ?? c.report?.reason ?? "",
    ];
  });
  return csvDocument(["Date", "Start", "Class", "Child", "Status", "Late", "Left early", "Minutes present", "Excused", "Reason"], rows);
}
