/**
 * THE read of attendance (issue 18; docs/api/attendance.md): for the class sessions a condition
 * selects, each child enrolled during the session with the status the live room gives them
 * (common/learning/attendance.ts `computeAttendance`), the teacher's mark over it, the family's
 * absence report covering the day, and whether an absence is excused. Batched: whatever the number
 * of sessions (a term of the whole school), six queries, none per session or per child.
 *
 * A session is **taken** when its room was opened or the teacher marked anyone; a child of a taken
 * session has a status when the room was opened (the room's, or the teacher's mark over it) or the
 * teacher marked them; otherwise null (not taken yet), and null is never counted.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, gte, or, type SQL } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import {
  addToCounts,
  computeAttendance,
  emptyCounts,
  type AttendanceCounts,
  type AttendanceStatus,
  type ComputedAttendance,
  type RoomPresence,
} from "#common/learning/attendance";
import type { AttendanceDay, AttendanceSessionSummary, SessionAttendance } from "#common/schemas/learning/attendance";
import { school } from "#common/school";

import { dateInZone, zonedInstant } from "#common/time-zone";
import type { Db } from "../../db/client";
import {
  absenceReports,
  attendanceMarks,
  classSessions,
  classes,
  enrolments,
  liveAttendanceEvents,
  liveParticipants,
  liveRooms,
  students,
  users,
} from "../../db/schema";
import { getSchoolSetting } from "../../settings";
import { childFullName, knownAs } from "#common/learning/child-name";

type Reader = Pick<Db, "select" | "selectDistinct">;

export interface SessionRow {
  id: string;
  classId: string;
  className: string;
  startsAt: Date;
  endsAt: Date;
  status: "scheduled" | "cancelled";
  /** The school date of the session. */
  date: string;
  live: boolean;
  taken: boolean;
}

export interface MarkRow {
  status: AttendanceStatus;
  reason: string | null;
  byName: string | null;
  at: Date;
}

export interface ReportRef {
  id: string;
  fromDate: string;
  toDate: string;
  reason: string;
}

export interface ChildAttendance {
  sessionId: string;
  studentId: string;
  firstName: string;
  preferredName: string | null;
  lastName: string;
  /** "Ada Abbott" (the name the child goes by, then the family name). */
  name: string;
  status: AttendanceStatus | null;
  source: "live" | "teacher" | null;
  computed: ComputedAttendance | null;
  mark: MarkRow | null;
  report: ReportRef | null;
  /** An absence the family reported or the teacher explained (a mark with a reason). */
  excused: boolean;
}

export interface AttendanceRead {
  sessions: SessionRow[];
  /** Per session (in the sessions' order), its children by name. */
  children: ChildAttendance[];
}

export interface AttendanceFilter {
  /** A condition on class_sessions (and classes) choosing the sessions. */
  sessions: SQL | undefined;
  /** Only these children (a family's, one child's report). */
  studentIds?: readonly string[];
  lateMinutes: number;
  now: Date;
}

/** The school's `attendance_late_minutes` (any reader: the setting is one select). */
export const lateMinutesSetting = (db: Pick<Db, "select">) => getSchoolSetting(db as Db, "attendance_late_minutes");

/** The school date of an instant. */
export const schoolDate = (at: Date) => dateInZone(at.getTime(), school.timeZone);

/** The status a child has: the teacher's mark, else the room's once it was opened, else none. */
export function resolveStatus(
  live: boolean,
  computed: ComputedAttendance | null,
  mark: MarkRow | null,
): { status: AttendanceStatus | null; source: "live" | "teacher" | null } {
  if (mark) return { status: mark.status, source: "teacher" };
  if (live && computed) return { status: computed.status, source: "live" };
  return { status: null, source: null };
}

/** Absent, and the family reported it or the teacher gave a reason. */
export function isExcused(status: AttendanceStatus | null, mark: MarkRow | null, report: ReportRef | null): boolean {
  return status === "absent" && (report !== null || Boolean(mark?.reason));
}

export async function readAttendance(db: Reader, filter: AttendanceFilter): Promise<AttendanceRead> {
  const studentFilter = filter.studentIds;
  if (studentFilter && studentFilter.length === 0) return { sessions: [], children: [] };
  const sessionRows = await db
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      className: classes.name,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      status: classSessions.status,
      openedAt: liveRooms.openedAt,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .leftJoin(liveRooms, eq(liveRooms.classSessionId, classSessions.id))
    .where(filter.sessions)
    .orderBy(asc(classSessions.startsAt), asc(classes.name));
  if (sessionRows.length === 0) return { sessions: [], children: [] };

  const classIds = [...new Set(sessionRows.map((s) => s.classId))];
  const minStart = new Date(Math.min(...sessionRows.map((s) => s.startsAt.getTime())));
  const maxEnd = new Date(Math.max(...sessionRows.map((s) => s.endsAt.getTime())));
  const onlyStudents = studentFilter ? inArray(enrolments.studentId, [...studentFilter]) : undefined;

  const enrolled = await db
    .select({
      classId: enrolments.classId,
      studentId: enrolments.studentId,
      startedAt: enrolments.startedAt,
      endedAt: enrolments.endedAt,
      firstName: students.firstName,
      preferredName: students.preferredName,
      lastName: students.lastName,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(
      and(
        inArray(enrolments.classId, classIds),
        onlyStudents,
        lt(enrolments.startedAt, maxEnd),
        or(isNull(enrolments.endedAt), gt(enrolments.endedAt, minStart)),
      ),
    );
  const childIds = [...new Set(enrolled.map((e) => e.studentId))];

  const liveSessionIds = sessionRows.filter((s) => s.openedAt !== null).map((s) => s.id);
  const inChildren = (column: typeof students.id | typeof attendanceMarks.studentId) => (childIds.length > 0 ? inArray(column, childIds) : undefined);
  // One after another: inside a transaction they share one connection.
  const events =
    liveSessionIds.length === 0 || childIds.length === 0
      ? []
      : await db
          .select({ sessionId: classSessions.id, studentId: students.id, kind: liveAttendanceEvents.kind, at: liveAttendanceEvents.at })
          .from(liveAttendanceEvents)
          .innerJoin(liveRooms, eq(liveRooms.id, liveAttendanceEvents.roomId))
          .innerJoin(classSessions, eq(classSessions.id, liveRooms.classSessionId))
          .innerJoin(classes, eq(classes.id, classSessions.classId))
          .innerJoin(students, eq(students.userId, liveAttendanceEvents.userId))
          .where(and(filter.sessions, inChildren(students.id)));
  const arrivals =
    liveSessionIds.length === 0 || childIds.length === 0
      ? []
      : await db
          .select({ sessionId: classSessions.id, studentId: liveParticipants.studentId, arrivedAt: liveParticipants.arrivedAt })
          .from(liveParticipants)
          .innerJoin(liveRooms, eq(liveRooms.id, liveParticipants.roomId))
          .innerJoin(classSessions, eq(classSessions.id, liveRooms.classSessionId))
          .innerJoin(classes, eq(classes.id, classSessions.classId))
          .where(and(filter.sessions, inArray(liveParticipants.studentId, childIds)));
  const marks =
    childIds.length === 0
      ? []
      : await db
          .select({
            sessionId: attendanceMarks.classSessionId,
            studentId: attendanceMarks.studentId,
            status: attendanceMarks.status,
            reason: attendanceMarks.reason,
            at: attendanceMarks.markedAt,
            byFullName: users.fullName,
            byUsername: users.username,
          })
          .from(attendanceMarks)
          .innerJoin(classSessions, eq(classSessions.id, attendanceMarks.classSessionId))
          .innerJoin(classes, eq(classes.id, classSessions.classId))
          .leftJoin(users, eq(users.id, attendanceMarks.markedBy))
          .where(and(filter.sessions, inChildren(attendanceMarks.studentId)));
  const reports =
    childIds.length === 0
      ? []
      : await db
          .select({
            id: absenceReports.id,
            studentId: absenceReports.studentId,
            fromDate: absenceReports.fromDate,
            toDate: absenceReports.toDate,
            reason: absenceReports.reason,
          })
          .from(absenceReports)
          .where(
            and(
              inArray(absenceReports.studentId, childIds),
              isNull(absenceReports.withdrawnAt),
              lte(absenceReports.fromDate, schoolDate(maxEnd)),
              gte(absenceReports.toDate, schoolDate(minStart)),
            ),
          )
          .orderBy(asc(absenceReports.fromDate));

  const key = (sessionId: string, studentId: string) => `${sessionId}:${studentId}`;
  const presence = new Map<string, RoomPresence & { events: { kind: "join" | "leave"; at: Date }[] }>();
  const presenceOf = (k: string) => {
    let p = presence.get(k);
    if (!p) presence.set(k, (p = { arrivedAt: null, events: [] }));
    return p;
  };
  for (const e of events) if (e.kind === "join" || e.kind === "leave") presenceOf(key(e.sessionId, e.studentId)).events.push({ kind: e.kind, at: e.at });
  for (const a of arrivals) if (a.studentId) presenceOf(key(a.sessionId, a.studentId)).arrivedAt = a.arrivedAt;
  const markOf = new Map(
    marks.map((m) => [
      key(m.sessionId, m.studentId),
      { status: m.status as AttendanceStatus, reason: m.reason, byName: m.byFullName || m.byUsername || null, at: m.at } satisfies MarkRow,
    ]),
  );
  const markedSessions = new Set(marks.map((m) => m.sessionId));
  const reportsOf = new Map<string, ReportRef[]>();
  for (const r of reports)
    reportsOf.set(r.studentId, [...(reportsOf.get(r.studentId) ?? []), { id: r.id, fromDate: r.fromDate, toDate: r.toDate, reason: r.reason }]);
  const byClass = new Map<string, typeof enrolled>();
  for (const e of enrolled) byClass.set(e.classId, [...(byClass.get(e.classId) ?? []), e]);

  const sessions: SessionRow[] = [];
  const children: ChildAttendance[] = [];
  for (const s of sessionRows) {
    const live = s.openedAt !== null;
    const date = schoolDate(s.startsAt);
    sessions.push({
      id: s.id,
      classId: s.classId,
      className: s.className,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      status: s.status === "cancelled" ? "cancelled" : "scheduled",
      date,
      live,
      taken: s.status !== "cancelled" && (live || markedSessions.has(s.id)),
    });
    const seen = new Set<string>();
    const rows: ChildAttendance[] = [];
    for (const e of byClass.get(s.classId) ?? []) {
      if (seen.has(e.studentId)) continue;
      if (!(e.startedAt < s.endsAt && (e.endedAt === null || e.endedAt > s.startsAt))) continue;
      seen.add(e.studentId);
      const k = key(s.id, e.studentId);
      const computed = live ? computeAttendance(s, presence.get(k) ?? { arrivedAt: null, events: [] }, filter.lateMinutes, filter.now) : null;
      const mark = s.status === "cancelled" ? null : (markOf.get(k) ?? null);
      const report = reportsOf.get(e.studentId)?.find((r) => r.fromDate <= date && date <= r.toDate) ?? null;
      const { status, source } = s.status === "cancelled" ? { status: null, source: null } : resolveStatus(live, computed, mark);
      rows.push({
        sessionId: s.id,
        studentId: e.studentId,
        firstName: e.firstName,
        preferredName: e.preferredName,
        lastName: e.lastName,
        name: childFullName(e),
        status,
        source,
        computed,
        mark,
        report,
        excused: isExcused(status, mark, report),
      });
    }
    rows.sort((a, b) => a.lastName.localeCompare(b.lastName) || knownAs(a).localeCompare(knownAs(b)));
    children.push(...rows);
  }
  return { sessions, children };
}

/** Sessions of these classes (or every class) starting in [from, to). */
export function sessionsBetween(classIds: "all" | readonly string[], from: Date, to: Date): SQL | undefined {
  return and(classIds === "all" ? undefined : inArray(classSessions.classId, [...classIds]), gte(classSessions.startsAt, from), lt(classSessions.startsAt, to));
}

// --- The teacher's views -------------------------------------------------------------------------

export function countsOf(rows: readonly ChildAttendance[]): AttendanceCounts {
  const counts = emptyCounts();
  for (const r of rows) if (r.status !== null) addToCounts(counts, r.status, r.excused);
  return counts;
}

export function sessionSummary(s: SessionRow): AttendanceSessionSummary {
  return {
    id: s.id,
    classId: s.classId,
    className: s.className,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    status: s.status,
    live: s.live,
    taken: s.taken,
  };
}

/** The day's sessions of the classes (every class for staff), by start, with their counts. */
export async function readAttendanceDay(db: Reader, classIds: "all" | readonly string[], date: string, lateMinutes: number, now: Date): Promise<AttendanceDay> {
  if (classIds !== "all" && classIds.length === 0) return { date, sessions: [] };
  const from = new Date(zonedInstant(date, "00:00"));
  const to = new Date(zonedInstant(formatCalendarDate(addDays(parseCalendarDate(date)!, 1)), "00:00"));
  const read = await readAttendance(db, { sessions: sessionsBetween(classIds, from, to), lateMinutes, now });
  return {
    date,
    sessions: read.sessions.map((s) => ({
      ...sessionSummary(s),
      counts: s.taken ? countsOf(read.children.filter((c) => c.sessionId === s.id)) : emptyCounts(),
    })),
  };
}

/** One session's children (enrolled during it), by name, as the marking screen shows them. */
export async function readSessionAttendance(db: Reader, sessionId: string, lateMinutes: number, now: Date): Promise<SessionAttendance> {
  const read = await readAttendance(db, { sessions: eq(classSessions.id, sessionId), lateMinutes, now });
  const session = read.sessions[0]!;
  return {
    session: sessionSummary(session),
    lateMinutes,
    children: read.children.map((c) => ({
      studentId: c.studentId,
      name: c.name,
      status: c.status,
      source: c.source,
      computed: c.computed && {
        ...c.computed,
        firstJoinAt: c.computed.firstJoinAt?.toISOString() ?? null,
        lastLeaveAt: c.computed.lastLeaveAt?.toISOString() ?? null,
      },
      correction: c.mark && { status: c.mark.status, reason: c.mark.reason, byName: c.mark.byName, at: c.mark.at.toISOString() },
      absenceReport: c.report,
      excused: c.excused,
    })),
  };
}
