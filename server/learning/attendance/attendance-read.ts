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
import { and, asc, count, eq, gt, inArray, isNull, lt, lte, gte, ne, not, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
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

/** A session as the sessions' query reads it. */
interface SessionFact {
  id: string;
  classId: string;
  className: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  openedAt: Date | null;
}

interface EnrolmentFact {
  classId: string;
  studentId: string;
  startedAt: Date;
  endedAt: Date | null;
  firstName: string;
  preferredName: string | null;
  lastName: string;
}

/** What the six queries read, before any row is built: every read of attendance resolves it the same way. */
interface AttendanceFacts {
  sessionRows: SessionFact[];
  enrolmentsOf: Map<string, EnrolmentFact[]>;
  presence: Map<string, RoomPresence & { events: { kind: "join" | "leave"; at: Date }[] }>;
  markOf: Map<string, MarkRow>;
  markedSessions: Set<string>;
  reportsOf: Map<string, ReportRef[]>;
}

/** One child's attendance at one session, without the child's name. */
export type ChildStatus = Omit<ChildAttendance, "firstName" | "preferredName" | "lastName" | "name">;

export interface AttendanceStatuses {
  sessions: SessionRow[];
  /** Per session (in the sessions' order), its children in no particular order. */
  children: ChildStatus[];
}

/** Sessions named in a query at most (bind parameters, with the children's ids: far under the protocol's 65,535). */
const NAMED_SESSIONS_MAX = 5_000;
/** Children named in a query of named sessions at most (a class's or a family's, not a school's). */
const NAMED_CHILDREN_MAX = 100;

const factKey = (sessionId: string, studentId: string) => `${sessionId}:${studentId}`;

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function gatherAttendance(db: Reader, filter: AttendanceFilter): Promise<AttendanceFacts | null> {
  const studentFilter = filter.studentIds;
  if (studentFilter && studentFilter.length === 0) return null;
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
  if (sessionRows.length === 0) return null;

  const classIds = [...new Set(sessionRows.map((s) => s.classId))];
  let minStart = sessionRows[0]!.startsAt;
  let maxEnd = sessionRows[0]!.endsAt;
  for (const s of sessionRows) {
    if (s.startsAt < minStart) minStart = s.startsAt;
    if (s.endsAt > maxEnd) maxEnd = s.endsAt;
  }
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
  // The sessions read, named as well when they are few: the database then goes from them to their
  // marks and rooms through the indexes instead of reading every mark of the range. Many children are
  // kept here rather than named (each id would be searched in every session's index): a term's rooms
  // for the whole school, 1.4 s against 0.1 s for the marks on PGlite. A class's or a family's
  // children are named, as before.
  const named = sessionRows.length <= NAMED_SESSIONS_MAX;
  const bySessions = (column: typeof classSessions.id | typeof liveRooms.classSessionId, ids: readonly string[]) =>
    named ? inArray(column, [...ids]) : undefined;
  const isChild = new Set(childIds);
  const ofChildren = <T extends { studentId: string | null }>(rows: T[]) => rows.filter((r) => r.studentId !== null && isChild.has(r.studentId));
  const inChildren = (column: typeof students.id | typeof attendanceMarks.studentId | typeof liveParticipants.studentId) =>
    childIds.length === 0 || (named && childIds.length > NAMED_CHILDREN_MAX) ? undefined : inArray(column, childIds);
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
          .where(and(filter.sessions, bySessions(liveRooms.classSessionId, liveSessionIds), inChildren(students.id)))
          .then(ofChildren);
  const arrivals =
    liveSessionIds.length === 0 || childIds.length === 0
      ? []
      : await db
          .select({ sessionId: classSessions.id, studentId: liveParticipants.studentId, arrivedAt: liveParticipants.arrivedAt })
          .from(liveParticipants)
          .innerJoin(liveRooms, eq(liveRooms.id, liveParticipants.roomId))
          .innerJoin(classSessions, eq(classSessions.id, liveRooms.classSessionId))
          .innerJoin(classes, eq(classes.id, classSessions.classId))
          .where(and(filter.sessions, bySessions(liveRooms.classSessionId, liveSessionIds), inChildren(liveParticipants.studentId)))
          .then(ofChildren);
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
          .where(
            and(
              filter.sessions,
              bySessions(
                classSessions.id,
                sessionRows.map((s) => s.id),
              ),
              inChildren(attendanceMarks.studentId),
            ),
          )
          .then(ofChildren);
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

  const presence: AttendanceFacts["presence"] = new Map();
  const presenceOf = (k: string) => {
    let p = presence.get(k);
    if (!p) presence.set(k, (p = { arrivedAt: null, events: [] }));
    return p;
  };
  for (const e of events) if (e.kind === "join" || e.kind === "leave") presenceOf(factKey(e.sessionId, e.studentId)).events.push({ kind: e.kind, at: e.at });
  for (const a of arrivals) if (a.studentId) presenceOf(factKey(a.sessionId, a.studentId)).arrivedAt = a.arrivedAt;
  const markOf = new Map(
    marks.map((m) => [
      factKey(m.sessionId, m.studentId),
      { status: m.status as AttendanceStatus, reason: m.reason, byName: m.byFullName || m.byUsername || null, at: m.at } satisfies MarkRow,
    ]),
  );
  const markedSessions = new Set(marks.map((m) => m.sessionId));
  const reportsOf = new Map<string, ReportRef[]>();
  for (const r of reports) pushTo(reportsOf, r.studentId, { id: r.id, fromDate: r.fromDate, toDate: r.toDate, reason: r.reason });
  const enrolmentsOf = new Map<string, EnrolmentFact[]>();
  for (const e of enrolled) pushTo(enrolmentsOf, e.classId, e);
  return { sessionRows, enrolmentsOf, presence, markOf, markedSessions, reportsOf };
}

function sessionRowOf(s: SessionFact, facts: AttendanceFacts): SessionRow {
  const live = s.openedAt !== null;
  return {
    id: s.id,
    classId: s.classId,
    className: s.className,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    status: s.status === "cancelled" ? "cancelled" : "scheduled",
    date: schoolDate(s.startsAt),
    live,
    taken: s.status !== "cancelled" && (live || facts.markedSessions.has(s.id)),
  };
}

/** The session's children: enrolled in its class during it, each once (their first enrolment read). */
function enrolledDuring(session: SessionRow, facts: AttendanceFacts): EnrolmentFact[] {
  const seen = new Set<string>();
  const during: EnrolmentFact[] = [];
  for (const e of facts.enrolmentsOf.get(session.classId) ?? []) {
    if (seen.has(e.studentId)) continue;
    if (!(e.startedAt < session.endsAt && (e.endedAt === null || e.endedAt > session.startsAt))) continue;
    seen.add(e.studentId);
    during.push(e);
  }
  return during;
}

/** THE status of one child at one session: the room's, the teacher's mark over it, the family's report, excused or not. */
function childStatusAt(session: SessionRow, studentId: string, facts: AttendanceFacts, filter: AttendanceFilter): ChildStatus {
  const k = factKey(session.id, studentId);
  const cancelled = session.status === "cancelled";
  const computed = session.live ? computeAttendance(session, facts.presence.get(k) ?? { arrivedAt: null, events: [] }, filter.lateMinutes, filter.now) : null;
  const mark = cancelled ? null : (facts.markOf.get(k) ?? null);
  const report = facts.reportsOf.get(studentId)?.find((r) => r.fromDate <= session.date && session.date <= r.toDate) ?? null;
  const { status, source } = cancelled ? { status: null, source: null } : resolveStatus(session.live, computed, mark);
  return { sessionId: session.id, studentId, status, source, computed, mark, report, excused: isExcused(status, mark, report) };
}

export async function readAttendance(db: Reader, filter: AttendanceFilter): Promise<AttendanceRead> {
  const facts = await gatherAttendance(db, filter);
  if (!facts) return { sessions: [], children: [] };
  const sessions: SessionRow[] = [];
  const children: ChildAttendance[] = [];
  for (const s of facts.sessionRows) {
    const session = sessionRowOf(s, facts);
    sessions.push(session);
    const rows: ChildAttendance[] = enrolledDuring(session, facts).map((e) => ({
      ...childStatusAt(session, e.studentId, facts, filter),
      firstName: e.firstName,
      preferredName: e.preferredName,
      lastName: e.lastName,
      name: childFullName(e),
    }));
    rows.sort((a, b) => a.lastName.localeCompare(b.lastName) || knownAs(a).localeCompare(knownAs(b)));
    children.push(...rows);
  }
  return { sessions, children };
}

/**
 * The same read without the children's names and order, for a whole school over a term (the office's
 * report, server/learning/attendance/office-report.ts): the same queries and THE same statuses.
 */
export async function readAttendanceStatuses(db: Reader, filter: AttendanceFilter): Promise<AttendanceStatuses> {
  const facts = await gatherAttendance(db, filter);
  if (!facts) return { sessions: [], children: [] };
  const sessions: SessionRow[] = [];
  const children: ChildStatus[] = [];
  for (const s of facts.sessionRows) {
    const session = sessionRowOf(s, facts);
    sessions.push(session);
    for (const e of enrolledDuring(session, facts)) children.push(childStatusAt(session, e.studentId, facts, filter));
  }
  return { sessions, children };
}

// --- The same rules in SQL, for a whole school over a term ----------------------------------------
// At 2,000 children a term is about 35,000 sessions and 850,000 children's rows: too many to build one
// by one. Where the status is stored (the teacher's mark of a session whose room was never opened),
// these count it in the database; the rooms' statuses are still computed above. Proven equal to
// readAttendance on the demo school by tests/api/office-attendance-read.test.ts.

/** The school's zone as an SQL literal (a constant of common/school.ts, checked to be a zone name): the same expression may appear in SELECT and GROUP BY. */
const ZONE_LITERAL = (() => {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(school.timeZone)) throw new Error(`unexpected time zone name ${school.timeZone}`);
  return sql.raw(`'${school.timeZone}'`);
})();

/** The session's school date (schoolDate). */
const sessionDateSql = sql`(${classSessions.startsAt} at time zone ${ZONE_LITERAL})::date`;

/**
 * The sessions whose live room was opened (SessionRow.live): their children's statuses are the room's,
 * computed by readAttendance. A list the database hashes once, not a look-up per row.
 */
const openedRooms = sql`(select ${liveRooms.classSessionId} from ${liveRooms} where ${liveRooms.openedAt} is not null and ${liveRooms.classSessionId} is not null)`;
export const roomOpened = sql`${classSessions.id} in ${openedRooms}`;
const roomNeverOpened = sql`${classSessions.id} not in ${openedRooms}`;

/** The child was enrolled in the session's class during it (a child of the session, as readAttendance lists them). */
const enrolledDuringSql = (studentId: typeof attendanceMarks.studentId) =>
  sql`exists (select 1 from ${enrolments} where ${enrolments.classId} = ${classSessions.classId} and ${enrolments.studentId} = ${studentId} and ${enrolments.startedAt} < ${classSessions.endsAt} and (${enrolments.endedAt} is null or ${enrolments.endedAt} > ${classSessions.startsAt}))`;

/**
 * Marks that are a child's status (resolveStatus): of a child of the session, the session not
 * cancelled and its room never opened. `sessions` is a condition on class_sessions alone.
 */
const handStatus = (sessions: SQL | undefined) =>
  and(sessions, ne(classSessions.status, "cancelled"), roomNeverOpened, enrolledDuringSql(attendanceMarks.studentId));

/** isExcused of a hand mark: absent, with a reason, or a family's report (not withdrawn) covering the session's date. */
const handExcused = sql<boolean>`(${attendanceMarks.status} = 'absent' and (coalesce(${attendanceMarks.reason}, '') <> '' or exists (select 1 from ${absenceReports} where ${absenceReports.studentId} = ${attendanceMarks.studentId} and ${absenceReports.withdrawnAt} is null and ${absenceReports.fromDate} <= ${sessionDateSql} and ${absenceReports.toDate} >= ${sessionDateSql})))`;

const asBoolean = (value: unknown) => value === true || value === "t";

/** Per child, class, status and excused or not: how many statuses the teachers' marks give in the sessions whose room was never opened. */
export async function handStatusCounts(db: Reader, sessions: SQL | undefined) {
  const rows = await db
    .select({ studentId: attendanceMarks.studentId, classId: classSessions.classId, status: attendanceMarks.status, excused: handExcused, n: count() })
    .from(attendanceMarks)
    .innerJoin(classSessions, eq(classSessions.id, attendanceMarks.classSessionId))
    .where(handStatus(sessions))
    .groupBy(attendanceMarks.studentId, classSessions.classId, attendanceMarks.status, handExcused);
  return rows.map((r) => ({ ...r, status: r.status as AttendanceStatus, excused: asBoolean(r.excused), n: Number(r.n) }));
}

/** One row of absenceSequence: a hand-marked absence, or a child of a session whose room was opened. */
export interface SequenceRow {
  studentId: string;
  sessionId: string;
  classId: string;
  startsAt: Date;
  /** True for an absence by a mark; false for a room's child (the status is the room's, readAttendance's). */
  absent: boolean;
  /** The child's hand-marked statuses other than absent before this one (in time order, any class). */
  othersBefore: number;
}

/**
 * Each child's statuses in time order without the hand-marked ones that are not absences, which are
 * only counted (othersBefore): what runs of absences need, at a fraction of the rows. `sessions` is a
 * condition on class_sessions alone.
 */
export async function absenceSequence(db: Reader, sessions: SQL | undefined): Promise<SequenceRow[]> {
  // kind: 0 a hand-marked status other than absent, 1 a hand-marked absence, 2 a room's child.
  const handRows = db
    .select({
      studentId: attendanceMarks.studentId,
      sessionId: classSessions.id,
      classId: classSessions.classId,
      startsAt: classSessions.startsAt,
      kind: sql<number>`case when ${attendanceMarks.status} = 'absent' then 1 else 0 end`.as("kind"),
    })
    .from(attendanceMarks)
    .innerJoin(classSessions, eq(classSessions.id, attendanceMarks.classSessionId))
    .where(handStatus(sessions));
  const roomRows = db
    .selectDistinct({
      studentId: enrolments.studentId,
      sessionId: classSessions.id,
      classId: classSessions.classId,
      startsAt: classSessions.startsAt,
      kind: sql<number>`2`.as("kind"),
    })
    .from(classSessions)
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.classId, classSessions.classId),
        lt(enrolments.startedAt, classSessions.endsAt),
        or(isNull(enrolments.endedAt), gt(enrolments.endedAt, classSessions.startsAt)),
      ),
    )
    .where(and(sessions, ne(classSessions.status, "cancelled"), roomOpened));
  const all = unionAll(handRows, roomRows).as("statuses");
  const counted = db
    .select({
      studentId: all.studentId,
      sessionId: all.sessionId,
      classId: all.classId,
      startsAt: all.startsAt,
      kind: all.kind,
      othersBefore:
        sql<number>`sum(case when ${all.kind} = 0 then 1 else 0 end) over (partition by ${all.studentId} order by ${all.startsAt}, ${all.sessionId})`.as(
          "others_before",
        ),
    })
    .from(all)
    .as("counted");
  const rows = await db
    .select()
    .from(counted)
    .where(sql`${counted.kind} <> 0`)
    .orderBy(asc(counted.studentId), asc(counted.startsAt), asc(counted.sessionId));
  return rows.map((r) => ({
    studentId: r.studentId,
    sessionId: r.sessionId,
    classId: r.classId,
    startsAt: new Date(r.startsAt),
    absent: Number(r.kind) === 1,
    othersBefore: Number(r.othersBefore),
  }));
}

/**
 * Past sessions nobody took (not cancelled, ended by `now`, the room never opened, nobody marked), with
 * their number of children enrolled during them (0 included); in time order. `sessions` is a condition
 * on class_sessions alone.
 */
export async function untakenSessions(db: Reader, sessions: SQL | undefined, now: Date) {
  const marked = sql`exists (select 1 from ${attendanceMarks} where ${attendanceMarks.classSessionId} = ${classSessions.id})`;
  const untaken = await db
    .select({ id: classSessions.id, classId: classSessions.classId, startsAt: classSessions.startsAt })
    .from(classSessions)
    .where(and(sessions, ne(classSessions.status, "cancelled"), lte(classSessions.endsAt, now), roomNeverOpened, not(marked)))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  const children = untaken.length
    ? await db
        .select({ sessionId: classSessions.id, n: sql<number>`count(distinct ${enrolments.studentId})` })
        .from(classSessions)
        .innerJoin(
          enrolments,
          and(
            eq(enrolments.classId, classSessions.classId),
            lt(enrolments.startedAt, classSessions.endsAt),
            or(isNull(enrolments.endedAt), gt(enrolments.endedAt, classSessions.startsAt)),
          ),
        )
        .where(
          inArray(
            classSessions.id,
            untaken.map((s) => s.id),
          ),
        )
        .groupBy(classSessions.id)
    : [];
  const childrenOf = new Map(children.map((c) => [c.sessionId, Number(c.n)]));
  return untaken.map((s) => ({ ...s, date: schoolDate(s.startsAt), children: childrenOf.get(s.id) ?? 0 }));
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
