/**
 * The reads behind the portal homes (docs/api/portal-homes.md): a school day's sessions with the
 * current and next one marked, the teacher's classes with their numbers, a class roster, a child's
 * classes; what needs the teacher's attention is ./attention.ts. Which classes and children is
 * decided by server/learning/access.ts before these run; sessions come from
 * server/learning/schedule.ts, the one read of dated sessions.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { classCapacity, countsForCapacity } from "#common/learning/capacity";
import { isoWeekday } from "#common/learning/timetable";
import { badgeOfCode } from "#common/learning/badges";
import type { Language } from "#common/i18n/languages";
import { commentForReader, commentTranslations } from "../work/feedback-translations";
import { commentStart } from "#common/learning/comment-start";
import {
  CHILD_HOME_MOST,
  DUE_SOON_DAYS,
  type ChildHomeWork,
  type ChildHomeWorkList,
  FAMILY_FEED_MOST,
  type FamilyChild,
  type FamilyDueWork,
  type FamilyFeedItem,
  type FamilyHome,
  type GuardianContact,
  type HomeDay,
  type HomeSession,
  type RosterChild,
  type StudentCourse,
  type StudentSelf,
  type TeacherClassSummary,
  type WeeklyTime,
} from "#common/schemas/learning/homes";
import { dateInZone, zonedInstant } from "#common/time-zone";
import type { Db } from "../../db/client";
import {
  assignments,
  badgeAwards,
  classMeetings,
  classSessions,
  classStaff,
  classes,
  enrolments,
  guardianLinks,
  schoolDays,
  skills,
  students,
  subjects,
  users,
  work,
} from "../../db/schema";
import { getSchoolSetting } from "../../settings";
import { sessionsForClasses, teachersOfClasses, type SessionRow } from "../schedule";
import { cameBackOf, readWork, type WorkItem } from "../work/work-read";
import { TITLE_AS_WRITTEN, titlesInLanguage, type AssignmentReader } from "../assignments/assignment-translations";
import { currentTermRange } from "../attendance/reports";
import { currentEmergencyContacts } from "../students/emergency-contacts";

/** How far ahead "the next school day" is looked for (a long break is shorter than this). */
const NEXT_DAY_HORIZON_DAYS = 60;

/** The teachers of all the classes a read is about, read once for its parts (today, the next day, the class list). */
export type TeacherNames = Promise<Map<string, string[]>>;

export function sharedTeacherNames(db: Db, classIds: readonly string[]): TeacherNames {
  const names = teacherNames(db, classIds);
  // Each part awaits it; one that fails first must not leave this rejection unhandled.
  names.catch(() => {});
  return names;
}
const STAFF_ORDER: Record<string, number> = { lead: 0, co_teacher: 1, support: 2 };

/** Today at the school (America/New_York), YYYY-MM-DD. */
export function schoolToday(now: Date): string {
  return dateInZone(now.getTime());
}

export function nextDate(date: string): string {
  return formatCalendarDate(addDays(parseCalendarDate(date)!, 1));
}

/** The instants a school calendar day spans: [midnight, next midnight) in the school's zone. */
export function dayBounds(date: string): { from: Date; to: Date } {
  return { from: new Date(zonedInstant(date, "00:00")), to: new Date(zonedInstant(nextDate(date), "00:00")) };
}

/**
 * Marks the session under way "now" and the first one still to start "next"; cancelled sessions are
 * never either.
 */
export function markSessions<T extends { startsAt: Date; endsAt: Date; status: string }>(
  rows: readonly T[],
  now: Date,
): (T & { marker: HomeSession["marker"] })[] {
  let nextGiven = false;
  return rows.map((row) => {
    if (row.status === "cancelled") return { ...row, marker: null };
    if (row.startsAt <= now && now < row.endsAt) return { ...row, marker: "now" as const };
    if (!nextGiven && row.startsAt > now) {
      nextGiven = true;
      return { ...row, marker: "next" as const };
    }
    return { ...row, marker: null };
  });
}

/** Teachers of each class by name, the lead first. A read of several homes' parts can share one (`TeacherNames`). */
async function teacherNames(db: Db, classIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await teachersOfClasses(db, classIds);
  rows.sort((a, b) => (STAFF_ORDER[a.role] ?? 9) - (STAFF_ORDER[b.role] ?? 9) || a.fullName.localeCompare(b.fullName));
  const byClass = new Map<string, string[]>();
  for (const row of rows) byClass.set(row.classId, [...(byClass.get(row.classId) ?? []), row.fullName]);
  return byClass;
}

function toHomeSession(row: SessionRow & { marker: HomeSession["marker"] }, teachers: Map<string, string[]>): HomeSession {
  return {
    id: row.id,
    classId: row.classId,
    className: row.className,
    subjectCode: row.subjectCode,
    subjectName: row.subjectName,
    grade: row.grade,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status === "cancelled" ? "cancelled" : "scheduled",
    marker: row.marker,
    teachers: teachers.get(row.classId) ?? [],
  };
}

/** A holiday or closure on the school calendar on `date`, if any. */
async function dayOffOn(db: Db, date: string): Promise<HomeDay["dayOff"]> {
  const [row] = await db
    .select({ kind: schoolDays.kind, title: schoolDays.title })
    .from(schoolDays)
    .where(and(inArray(schoolDays.kind, ["holiday", "closure"]), lte(schoolDays.startsOn, date), gte(schoolDays.endsOn, date)))
    .orderBy(asc(schoolDays.startsOn))
    .limit(1);
  return row ?? null;
}

/**
 * The sessions of `classIds` on the school day `date`. The current and next one are marked when the
 * day is today at the school (or when `mark` says so: the next school day after a day with nothing
 * left to come); on any other day nothing is.
 */
export async function homeDay(
  db: Db,
  classIds: readonly string[],
  date: string,
  now: Date,
  mark = date === schoolToday(now),
  shared?: TeacherNames,
): Promise<HomeDay> {
  const { from, to } = dayBounds(date);
  const [rows, dayOff] = await Promise.all([sessionsForClasses(db, classIds, from, to), dayOffOn(db, date)]);
  const teachers = await (shared ?? teacherNames(db, [...new Set(rows.map((r) => r.classId))]));
  return {
    date,
    dayOff,
    weekend: isoWeekday(date) > 5,
    sessions: (mark ? markSessions(rows, now) : rows.map((row) => ({ ...row, marker: null }))).map((row) => toHomeSession(row, teachers)),
  };
}

/**
 * The first school day after `date` on which one of `classIds` has a scheduled session, or null. Its
 * sessions are not marked: withFirstMarkedNext marks its first one when nothing is left to come before it.
 */
export async function nextSchoolDay(db: Db, classIds: readonly string[], date: string, now: Date, shared?: TeacherNames): Promise<HomeDay | null> {
  if (classIds.length === 0) return null;
  const from = dayBounds(nextDate(date)).from;
  const [first] = await db
    .select({ startsAt: classSessions.startsAt })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(
      and(
        inArray(classSessions.classId, [...classIds]),
        eq(classSessions.status, "scheduled"),
        isNull(classes.archivedAt),
        gte(classSessions.startsAt, from),
        lte(classSessions.startsAt, new Date(from.getTime() + NEXT_DAY_HORIZON_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(classSessions.startsAt))
    .limit(1);
  return first ? homeDay(db, classIds, dateInZone(first.startsAt.getTime()), now, false, shared) : null;
}

/** A later school day whose first session is the next one of all (nothing is left to come before it). */
export function withFirstMarkedNext(day: HomeDay): HomeDay {
  const first = day.sessions.findIndex((s) => s.status !== "cancelled");
  return first === -1 ? day : { ...day, sessions: day.sessions.map((s, i) => ({ ...s, marker: i === first ? "next" : null })) };
}

/** Scheduled sessions of `classIds` from now to seven days ahead. */
export async function weekAheadCount(db: Db, classIds: readonly string[], now: Date): Promise<number> {
  if (classIds.length === 0) return 0;
  const rows = await sessionsForClasses(db, classIds, now, new Date(now.getTime() + 7 * 86_400_000));
  return rows.filter((r) => r.status !== "cancelled").length;
}

/** Every class not archived (what staff see). */
export async function allOpenClassIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: classes.id }).from(classes).where(isNull(classes.archivedAt));
  return rows.map((r) => r.id);
}

async function weeklyTimes(db: Db, classIds: readonly string[]): Promise<Map<string, WeeklyTime[]>> {
  const byClass = new Map<string, WeeklyTime[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .select({ classId: classMeetings.classId, weekday: classMeetings.weekday, startTime: classMeetings.startTime, endTime: classMeetings.endTime })
    .from(classMeetings)
    .where(inArray(classMeetings.classId, [...classIds]))
    .orderBy(asc(classMeetings.weekday), asc(classMeetings.startTime));
  for (const { classId, ...time } of rows) byClass.set(classId, [...(byClass.get(classId) ?? []), time]);
  return byClass;
}

/** Which of the classes have published work that is not archived (the gradebook opens on one of them). */
export async function classesWithWork(db: Db, classIds: readonly string[], now: Date): Promise<string[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ classId: assignments.classId })
    .from(assignments)
    .where(and(inArray(assignments.classId, [...classIds]), isNull(assignments.archivedAt), lte(assignments.publishAt, now)));
  return rows.map((r) => r.classId);
}

/**
 * The classes as a teacher's list shows them: grade, subject, children enrolled against the
 * capacity, staff, weekly times and the next scheduled session. Archived classes are left out.
 */
export async function classSummaries(db: Db, classIds: readonly string[], viewerId: string, now: Date): Promise<TeacherClassSummary[]> {
  if (classIds.length === 0) return [];
  const ids = [...classIds];
  const [rows, enrolled, staff, meetings, next, perTeacher, teachers] = await Promise.all([
    db
      .select({
        id: classes.id,
        name: classes.name,
        kind: classes.kind,
        grade: classes.grade,
        maxStudents: classes.maxStudents,
        subjectCode: subjects.code,
        subjectName: subjects.name,
        sortOrder: subjects.sortOrder,
      })
      .from(classes)
      .innerJoin(subjects, eq(subjects.id, classes.subjectId))
      .where(and(inArray(classes.id, ids), isNull(classes.archivedAt))),
    db
      .select({ classId: enrolments.classId, n: count() })
      .from(enrolments)
      .where(and(inArray(enrolments.classId, ids), isNull(enrolments.endedAt)))
      .groupBy(enrolments.classId),
    db.select({ classId: classStaff.classId, userId: classStaff.userId, role: classStaff.role }).from(classStaff).where(inArray(classStaff.classId, ids)),
    weeklyTimes(db, ids),
    db
      .selectDistinctOn([classSessions.classId], { classId: classSessions.classId, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
      .from(classSessions)
      .where(and(inArray(classSessions.classId, ids), eq(classSessions.status, "scheduled"), gte(classSessions.endsAt, now)))
      .orderBy(asc(classSessions.classId), asc(classSessions.startsAt)),
    getSchoolSetting(db, "class_size_per_teacher"),
    teacherNames(db, ids),
  ]);
  const nextByClass = new Map(next.map((r) => [r.classId, { startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString() }]));
  const counts = new Map(enrolled.map((r) => [r.classId, Number(r.n)]));
  return rows
    .sort((a, b) => gradeOrder(a.grade) - gradeOrder(b.grade) || a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((row) => {
      const classStaffRows = staff.filter((s) => s.classId === row.id);
      return {
        id: row.id,
        name: row.name,
        kind: row.kind,
        grade: row.grade,
        subjectCode: row.subjectCode,
        subjectName: row.subjectName,
        enrolled: counts.get(row.id) ?? 0,
        capacity: classCapacity({ perTeacher, teachingStaff: classStaffRows.filter((s) => countsForCapacity(s.role)).length, maxStudents: row.maxStudents }),
        myRole: classStaffRows.find((s) => s.userId === viewerId)?.role ?? null,
        teachers: teachers.get(row.id) ?? [],
        meetings: meetings.get(row.id) ?? [],
        nextSession: nextByClass.get(row.id) ?? null,
      };
    });
}

function gradeOrder(grade: string): number {
  return grade === "K" ? 0 : Number.isFinite(Number(grade)) ? Number(grade) + 1 : 99;
}

/** A class roster: the children enrolled now with their accommodations, guardians' contacts and emergency contacts. */
export async function classRoster(db: Db, classId: string): Promise<RosterChild[]> {
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      grade: students.grade,
      accommodationPlan: students.accommodationPlan,
      accommodations: students.accommodations,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    .orderBy(asc(students.lastName), asc(students.firstName));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      studentId: guardianLinks.studentId,
      fullName: users.fullName,
      username: users.username,
      email: users.email,
      phone: users.phone,
      relationship: guardianLinks.relationship,
      isPrimary: guardianLinks.isPrimary,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
    .where(
      inArray(
        guardianLinks.studentId,
        rows.map((r) => r.id),
      ),
    );
  const byChild = new Map<string, GuardianContact[]>();
  for (const link of links) {
    const contact: GuardianContact = {
      name: link.fullName ?? link.username,
      email: link.email,
      phone: link.phone,
      relationship: link.relationship,
      isPrimary: link.isPrimary,
    };
    byChild.set(link.studentId, [...(byChild.get(link.studentId) ?? []), contact]);
  }
  const emergency = await currentEmergencyContacts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...row,
    guardians: (byChild.get(row.id) ?? []).sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.name.localeCompare(b.name)),
    emergencyContacts: emergency.get(row.id) ?? [],
  }));
}

/** The child's own record as their home shows it (the id comes from access.studentIdOfUser). */
export async function studentSelf(db: Db, studentId: string): Promise<StudentSelf | null> {
  const [row] = await db
    .select({ firstName: students.firstName, preferredName: students.preferredName, avatar: students.avatar, grade: students.grade })
    .from(students)
    .where(eq(students.id, studentId));
  return row ?? null;
}

/**
 * The child's work on their home (issue 34), each part apart so one cannot crowd another out:
 * `missing` (past due, not handed in, due this term: currentTermRange), oldest first; `dueSoon` (not
 * handed in, due from now to the end of the DUE_SOON_DAYS-th day at the school, so a Friday sees
 * Monday), soonest first; `cameBack` (returned), newest first, with its levels and the first words
 * of the comment.
 */
export async function childHomeWork(db: Db, studentId: string, now: Date, reader: Reader): Promise<ChildHomeWorkList> {
  const today = schoolToday(now);
  const [items, term] = await Promise.all([readWork(db, { studentIds: [studentId], publishedOnly: true, now }), currentTermRange(db, today)]);
  const dueDay = (w: WorkItem) => (w.dueAt ? dateInZone(w.dueAt.getTime()) : null);
  const lastDueSoonDay = formatCalendarDate(addDays(parseCalendarDate(today)!, DUE_SOON_DAYS));
  const missing = items
    .filter((w) => w.status === "missing" && w.dueAt && w.dueAt < now && dueDay(w)! >= term.from)
    .sort((a, b) => a.dueAt!.getTime() - b.dueAt!.getTime());
  const dueSoon = items
    .filter((w) => STILL_TO_DO.has(w.status) && w.dueAt && w.dueAt >= now && dueDay(w)! <= lastDueSoonDay)
    .sort((a, b) => a.dueAt!.getTime() - b.dueAt!.getTime())
    .slice(0, CHILD_HOME_MOST.dueSoon);
  const cameBack = items
    .filter((w) => w.status === "returned" && w.work?.returnedAt)
    .sort((a, b) => b.work!.returnedAt!.getTime() - a.work!.returnedAt!.getTime())
    .slice(0, CHILD_HOME_MOST.cameBack);
  const shown = [...missing.slice(0, CHILD_HOME_MOST.missing), ...dueSoon, ...cameBack];
  const [names, back, titles] = await Promise.all([
    classNamesAndSubjectNames(db, [...new Set(shown.map((w) => w.classId))]),
    cameBackOf(
      db,
      cameBack.map((w) => w.work!.id),
      reader,
    ),
    titlesInLanguage(
      db,
      reader,
      shown.map((w) => w.assignmentId),
    ),
  ]);
  const toItem = (w: WorkItem): ChildHomeWork => ({
    id: w.assignmentId,
    title: w.title,
    ...(titles.get(w.assignmentId) ?? TITLE_AS_WRITTEN),
    subjectCode: names.get(w.classId)?.subjectCode ?? "",
    subjectName: names.get(w.classId)?.subjectName ?? "",
    dueAt: w.dueAt?.toISOString() ?? null,
  });
  return {
    missing: missing.slice(0, CHILD_HOME_MOST.missing).map(toItem),
    missingCount: missing.length,
    dueSoon: dueSoon.map(toItem),
    cameBack: cameBack.map((w) => ({
      ...toItem(w),
      returnedAt: w.work!.returnedAt!.toISOString(),
      levels: back.get(w.work!.id)?.levels ?? [],
      commentStart: commentStart(back.get(w.work!.id)?.feedback),
    })),
  };
}

async function classNamesAndSubjectNames(db: Db, classIds: readonly string[]): Promise<Map<string, { subjectCode: string; subjectName: string }>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: classes.id, subjectCode: subjects.code, subjectName: subjects.name })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(inArray(classes.id, [...classIds]));
  return new Map(rows.map((r) => [r.id, { subjectCode: r.subjectCode, subjectName: r.subjectName }]));
}

/** A child's classes with their teachers and weekly times (what the child and their family see). */
export async function coursesOf(db: Db, classIds: readonly string[], shared?: TeacherNames): Promise<StudentCourse[]> {
  if (classIds.length === 0) return [];
  const ids = [...classIds];
  const [rows, teachers, meetings] = await Promise.all([
    db
      .select({
        id: classes.id,
        name: classes.name,
        grade: classes.grade,
        subjectCode: subjects.code,
        subjectName: subjects.name,
        sortOrder: subjects.sortOrder,
      })
      .from(classes)
      .innerJoin(subjects, eq(subjects.id, classes.subjectId))
      .where(and(inArray(classes.id, ids), isNull(classes.archivedAt)))
      .orderBy(asc(subjects.sortOrder), asc(classes.name)),
    shared ?? teacherNames(db, ids),
    weeklyTimes(db, ids),
  ]);
  return rows.map(({ sortOrder: _order, ...row }) => ({ ...row, teachers: teachers.get(row.id) ?? [], meetings: meetings.get(row.id) ?? [] }));
}

const childColumns = {
  id: students.id,
  firstName: students.firstName,
  lastName: students.lastName,
  preferredName: students.preferredName,
  grade: students.grade,
  avatar: students.avatar,
};

/** Children by id, in first-name order. */
export async function childrenByIds(db: Db, ids: readonly string[]): Promise<FamilyChild[]> {
  if (ids.length === 0) return [];
  return db
    .select(childColumns)
    .from(students)
    .where(inArray(students.id, [...ids]))
    .orderBy(asc(students.firstName), asc(students.lastName));
}

/** One child with the accommodations (for those mayReadAccommodations allows). */
export async function childWithAccommodations(db: Db, id: string) {
  const [row] = await db
    .select({ ...childColumns, accommodationPlan: students.accommodationPlan, accommodations: students.accommodations })
    .from(students)
    .where(eq(students.id, id));
  return row ?? null;
}

/** Not handed in yet: what a family is reminded of. */
const STILL_TO_DO = new Set(["not_started", "in_progress", "missing"]);

/** Who reads a home: their language, and the school's engine for the teachers' words (assignment-translations.ts, feedback-translations.ts). */
type Reader = AssignmentReader;

/**
 * The top of the family's home for `studentIds` (the guardian's own children: access.childIdsOfGuardian):
 * their work due today or tomorrow at the school and not handed in, soonest first, and the latest of
 * their work and badges.
 */
export async function familyHome(db: Db, studentIds: readonly string[], now: Date, reader: Reader): Promise<FamilyHome> {
  if (studentIds.length === 0) return { due: [], recent: [] };
  const [due, recent] = await Promise.all([dueTodayOrTomorrow(db, studentIds, now, reader), latestWorkAndBadges(db, studentIds, now, reader)]);
  return { due, recent };
}

async function dueTodayOrTomorrow(db: Db, studentIds: readonly string[], now: Date, reader: Reader): Promise<FamilyDueWork[]> {
  const today = schoolToday(now);
  const from = dayBounds(today).from;
  const to = dayBounds(nextDate(today)).to;
  const items = (await readWork(db, { studentIds, publishedOnly: true, now })).filter(
    (w) => w.dueAt && w.dueAt >= from && w.dueAt < to && STILL_TO_DO.has(w.status),
  );
  const [names, titles] = await Promise.all([
    classNamesAndSubjects(db, [...new Set(items.map((w) => w.classId))]),
    titlesInLanguage(
      db,
      reader,
      items.map((w) => w.assignmentId),
    ),
  ]);
  return items
    .sort((a, b) => a.dueAt!.getTime() - b.dueAt!.getTime())
    .map((w) => ({
      studentId: w.studentId,
      assignmentId: w.assignmentId,
      title: w.title,
      ...(titles.get(w.assignmentId) ?? TITLE_AS_WRITTEN),
      className: names.get(w.classId)?.name ?? "",
      subjectCode: names.get(w.classId)?.subjectCode ?? "",
      dueAt: w.dueAt!.toISOString(),
      status: w.status,
    }));
}

async function classNamesAndSubjects(db: Db, classIds: readonly string[]): Promise<Map<string, { name: string; subjectCode: string }>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ id: classes.id, name: classes.name, subjectCode: subjects.code })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(inArray(classes.id, [...classIds]));
  return new Map(rows.map((r) => [r.id, { name: r.name, subjectCode: r.subjectCode }]));
}

/**
 * The children's latest handed-in and returned work (one item each, at its latest step) and badges,
 * newest first, FAMILY_FEED_MOST at most. The comment and marks are the family's only once returned.
 */
async function latestWorkAndBadges(db: Db, studentIds: readonly string[], now: Date, reader: Reader): Promise<FamilyFeedItem[]> {
  const { language } = reader;
  const ids = [...studentIds];
  const at = sql<Date>`case when ${work.status} = 'returned' then ${work.returnedAt} else ${work.submittedAt} end`;
  const [workRows, badgeRows] = await Promise.all([
    db
      .select({
        workId: work.id,
        studentId: work.studentId,
        status: work.status,
        submittedAt: work.submittedAt,
        returnedAt: work.returnedAt,
        feedback: work.feedback,
        feedbackLanguage: work.feedbackLanguage,
        assignmentId: assignments.id,
        title: assignments.title,
        className: classes.name,
        subjectCode: subjects.code,
      })
      .from(work)
      .innerJoin(assignments, eq(assignments.id, work.assignmentId))
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .innerJoin(subjects, eq(subjects.id, classes.subjectId))
      .where(
        and(
          inArray(work.studentId, ids),
          inArray(work.status, ["submitted", "returned"]),
          isNull(assignments.archivedAt),
          eq(assignments.kind, "assignment"),
          lte(assignments.publishAt, now),
        ),
      )
      .orderBy(desc(at), asc(work.id))
      .limit(FAMILY_FEED_MOST),
    db
      .select()
      .from(badgeAwards)
      // A quiet badge was given for past work, dated when stored: not something the child just did.
      .where(and(inArray(badgeAwards.studentId, ids), eq(badgeAwards.quiet, false)))
      .orderBy(desc(badgeAwards.earnedAt), asc(badgeAwards.badgeCode))
      .limit(FAMILY_FEED_MOST),
  ]);
  const returned = workRows.filter((r) => r.status === "returned" && r.returnedAt);
  const [back, badgeNames, translations, titles] = await Promise.all([
    cameBackOf(
      db,
      returned.map((r) => r.workId),
    ),
    namesOfBadges(
      db,
      badgeRows.map((b) => b.badgeCode),
      language,
    ),
    commentTranslations(db, reader.translator, returned, language),
    titlesInLanguage(
      db,
      reader,
      workRows.map((r) => r.assignmentId),
    ),
  ]);
  const items: FamilyFeedItem[] = [
    ...workRows.flatMap((r): FamilyFeedItem[] => {
      const shared = {
        studentId: r.studentId,
        assignmentId: r.assignmentId,
        title: r.title,
        ...(titles.get(r.assignmentId) ?? TITLE_AS_WRITTEN),
        className: r.className,
        subjectCode: r.subjectCode,
      };
      if (r.status === "returned" && r.returnedAt) {
        return [
          {
            kind: "returned",
            ...shared,
            at: r.returnedAt.toISOString(),
            feedback: r.feedback?.trim() || null,
            ...commentForReader(r, translations, language),
            levels: back.get(r.workId)?.levels ?? [],
          },
        ];
      }
      return r.submittedAt ? [{ kind: "handed_in", ...shared, at: r.submittedAt.toISOString() }] : [];
    }),
    ...badgeRows.flatMap((b): FamilyFeedItem[] => {
      const name = badgeNames.get(b.badgeCode);
      return name ? [{ kind: "badge", studentId: b.studentId, at: b.earnedAt.toISOString(), badgeCode: b.badgeCode, name }] : [];
    }),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, FAMILY_FEED_MOST);
}

/** Badges' names in `language` (a skill's badge is named after its skill, archived or not). */
async function namesOfBadges(db: Db, codes: readonly string[], language: Language): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (codes.length === 0) return names;
  const skillList = await db.select({ skillId: skills.id, name: skills.name }).from(skills);
  for (const code of codes) {
    const badge = badgeOfCode(code, skillList, language);
    if (badge) names.set(code, badge.name);
  }
  return names;
}
