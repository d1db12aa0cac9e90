/**
 * The calendar's one read (docs/api/calendar.md): every event a person may see between two school
 * dates, for GET /api/calendar and for the personal iCalendar feed alike. Which classes and children
 * come from server/learning/access.ts; the sessions from server/learning/schedule.ts; holidays,
 * closures and school events from school_days; conferences from ../conferences/calendar.ts; work due
 * from ./due-dates.ts. Later issues add their kinds here (absences) as more CalendarEvents; the
 * screens and the feed draw any kind.
 */
import { and, asc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import {
  SCHOOL_DAY_KINDS,
  compareEvents,
  rangeInstants,
  type CalendarAnswer,
  type CalendarClassOption,
  type CalendarEvent,
  type EventChild,
  type SchoolDayKind,
} from "#common/learning/calendar";
import { school } from "#common/school";
import type { SessionUser } from "../../auth/sessions";
import type { Db } from "../../db/client";
import { classes, enrolments, schoolDays, schoolYears, students } from "../../db/schema";
import {
  CLASS_NOT_FOUND,
  STUDENT_NOT_FOUND,
  childIdsOfGuardian,
  isGuardian,
  openClassIdsOfStudents,
  requireStudentRelation,
  requireVisibleClass,
  studentIdOfUser,
  visibleClassIds,
} from "../access";
import { sessionsForClasses, teachersOfClasses } from "../schedule";
import { conferenceEvents } from "../conferences/calendar";
import { childDueEvents, classDueEvents } from "./due-dates";
import { knownAs } from "#common/learning/child-name";
import { notFound } from "../../domain-errors";

type Reader = Pick<Db, "select" | "selectDistinct">;
/** Whose calendar it is; conferences are titled in their language. */
type Viewer = Pick<SessionUser, "id" | "role" | "language">;

export interface CalendarFilter {
  from: string;
  to: string;
  studentId?: string;
  classId?: string;
  grade?: string;
}

/** The children the viewer's calendar is about: a guardian's children, a student's own record; nobody's for staff and teachers. */
async function ownChildren(db: Reader, viewer: Viewer): Promise<EventChild[]> {
  let ids: string[] = [];
  if (isGuardian(viewer)) ids = await childIdsOfGuardian(db, viewer.id);
  else if (viewer.role === "student") {
    const own = await studentIdOfUser(db, viewer.id);
    ids = own ? [own] : [];
  }
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName })
    .from(students)
    .where(and(inArray(students.id, ids), isNull(students.withdrawnAt)))
    .orderBy(asc(students.firstName), asc(students.id));
  return rows.map((r) => ({ id: r.id, name: knownAs(r) }));
}

/** The viewer's classes that are not archived, with names and grades, by grade then name. */
async function classOptions(db: Reader, visible: "all" | string[]): Promise<CalendarClassOption[]> {
  if (visible !== "all" && visible.length === 0) return [];
  const rows = await db
    .select({ id: classes.id, name: classes.name, grade: classes.grade })
    .from(classes)
    .where(visible === "all" ? isNull(classes.archivedAt) : and(isNull(classes.archivedAt), inArray(classes.id, visible)))
    .orderBy(asc(classes.grade), asc(classes.name));
  return rows;
}

/** Which of `children` are enrolled now in each class. */
async function childrenByClass(db: Reader, children: readonly EventChild[]): Promise<Map<string, EventChild[]>> {
  const map = new Map<string, EventChild[]>();
  if (children.length === 0) return map;
  const byId = new Map(children.map((c) => [c.id, c]));
  const rows = await db
    .select({ classId: enrolments.classId, studentId: enrolments.studentId })
    .from(enrolments)
    .where(and(inArray(enrolments.studentId, [...byId.keys()]), isNull(enrolments.endedAt)));
  for (const row of rows) {
    const child = byId.get(row.studentId);
    if (!child) continue;
    const list = map.get(row.classId) ?? [];
    list.push(child);
    map.set(row.classId, list);
  }
  return map;
}

/** Holidays, closures and school events that share a day with [from, to]. */
export async function schoolDayEvents(db: Reader, from: string, to: string): Promise<CalendarEvent[]> {
  const rows = await db
    .select()
    .from(schoolDays)
    .where(and(lte(schoolDays.startsOn, to), gte(schoolDays.endsOn, from), inArray(schoolDays.kind, [...SCHOOL_DAY_KINDS])))
    .orderBy(asc(schoolDays.startsOn), asc(schoolDays.title));
  return rows.map((r) => ({
    id: `day:${r.id}`,
    kind: r.kind as SchoolDayKind,
    title: r.title,
    timing: { allDay: true, startsOn: r.startsOn, endsOn: r.endsOn },
    cancelled: false,
  }));
}

/** What a viewer's calendar may show: their classes (from the access module) and their own children. */
export interface CalendarScope {
  visible: "all" | string[];
  children: EventChild[];
}

export async function calendarScope(db: Reader, viewer: Viewer): Promise<CalendarScope> {
  const [visible, children] = await Promise.all([visibleClassIds(db, viewer), ownChildren(db, viewer)]);
  return { visible, children };
}

/**
 * The viewer's calendar between two school dates (inclusive), narrowed by a child, a class or a
 * grade. A child or class the viewer may not see is a 404 from the access module. `scope` is the
 * viewer's calendarScope when the caller has just read it. `now` decides which work is published
 * and its state (missing once its due time has passed).
 */
export async function calendarFor(db: Reader, viewer: Viewer, filter: CalendarFilter, now: Date, scope?: CalendarScope): Promise<CalendarAnswer> {
  const { visible, children } = scope ?? (await calendarScope(db, viewer));
  const options = await classOptions(db, visible);
  let classIds = options.map((c) => c.id);
  // A guardian's sessions say which child they are for; a child's own calendar needs no name on each.
  let labelled = isGuardian(viewer) ? children : [];

  if (filter.studentId) {
    const relation = await requireStudentRelation(db, viewer, filter.studentId);
    if (relation === "staff") {
      const [row] = await db.select({ id: students.id }).from(students).where(eq(students.id, filter.studentId));
      if (!row) throw notFound(STUDENT_NOT_FOUND);
    }
    const theirs = new Set(await openClassIdsOfStudents(db, [filter.studentId]));
    classIds = classIds.filter((id) => theirs.has(id));
    labelled = labelled.filter((c) => c.id === filter.studentId);
  }
  if (filter.classId) {
    await requireVisibleClass(db, viewer, filter.classId);
    // Staff may see every class, but not one that does not exist (or is archived).
    if (!options.some((c) => c.id === filter.classId)) throw notFound(CLASS_NOT_FOUND);
    classIds = classIds.filter((id) => id === filter.classId);
  }
  if (filter.grade) {
    const ofGrade = new Set(options.filter((c) => c.grade === filter.grade).map((c) => c.id));
    classIds = classIds.filter((id) => ofGrade.has(id));
  }

  const { start, end } = rangeInstants(filter.from, filter.to, school.timeZone);
  // Conferences are no class's: a class or grade filter leaves them out; a child filter keeps that child's.
  const conferenceChildren = filter.studentId ? children.filter((c) => c.id === filter.studentId) : children;
  const [sessions, teachers, byClass, days, conferences, due] = await Promise.all([
    sessionsForClasses(db, classIds, start, end),
    teachersOfClasses(db, classIds),
    childrenByClass(db, labelled),
    schoolDayEvents(db, filter.from, filter.to),
    filter.classId || filter.grade || (filter.studentId && !isGuardian(viewer))
      ? Promise.resolve([])
      : conferenceEvents(db, viewer, conferenceChildren, start, end),
    dueEvents(db, viewer, children, filter.studentId, classIds, start, end, now),
  ]);
  const staffOf = new Map<string, string[]>();
  for (const t of teachers.sort((a, b) => (a.role === "lead" ? -1 : b.role === "lead" ? 1 : a.fullName.localeCompare(b.fullName)))) {
    staffOf.set(t.classId, [...(staffOf.get(t.classId) ?? []), t.fullName]);
  }

  // Children and their teachers come to a class's live session; families do not (the child joins).
  const comesToSessions = !isGuardian(viewer);
  const sessionEvents: CalendarEvent[] = sessions.map((s) => {
    const forChildren = byClass.get(s.classId);
    return {
      id: `session:${s.id}`,
      kind: "class_session",
      title: s.className,
      timing: { allDay: false, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() },
      cancelled: s.status === "cancelled",
      classId: s.classId,
      subjectCode: s.subjectCode,
      grade: s.grade,
      teachers: staffOf.get(s.classId) ?? [],
      ...(forChildren && labelled.length > 0 ? { children: forChildren } : {}),
      ...(comesToSessions && s.status !== "cancelled" ? { link: `/video-session/${s.id}` } : {}),
    };
  });

  return {
    from: filter.from,
    to: filter.to,
    schoolTimeZone: school.timeZone,
    events: [...days, ...sessionEvents, ...conferences, ...due].sort(compareEvents),
    children,
    classes: options,
  };
}

/**
 * The work due in the viewer's calendar: a child's own and a guardian's children's (one event per
 * child, with its state), narrowed to one child by the filter; the classes' assignments, once each,
 * for teachers and staff.
 */
function dueEvents(
  db: Reader,
  viewer: Viewer,
  children: readonly EventChild[],
  studentId: string | undefined,
  classIds: readonly string[],
  start: Date,
  end: Date,
  now: Date,
): Promise<CalendarEvent[]> {
  const guardian = isGuardian(viewer);
  if (!guardian && viewer.role !== "student") return classDueEvents(db, classIds, start, end);
  const whose = studentId ? children.filter((c) => c.id === studentId) : children;
  return childDueEvents(db, whose, classIds, start, end, now, guardian);
}

/** The last day of the current school year, or null when none is current. */
export async function currentYearEnd(db: Reader, today: string): Promise<string | null> {
  const [row] = await db.select({ endsOn: schoolYears.endsOn }).from(schoolYears).where(eq(schoolYears.isCurrent, true));
  return row && row.endsOn >= today ? row.endsOn : null;
}
