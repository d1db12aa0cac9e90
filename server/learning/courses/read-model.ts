/**
 * What /admin/courses reads: the overview of a year (terms, calendar days, subjects, classes with
 * staff, enrolled count and capacity), a class's detail (roster, history, staff, timetable, next
 * sessions), the student search for enrolment and the people who may be class staff.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import { classCapacity, countsForCapacity } from "#common/learning/capacity";
import type {
  ClassDetail,
  ClassKind,
  ClassSummary,
  CoursesOverview,
  EnrolmentHistoryEntry,
  SchoolDayKind,
  StaffCandidate,
  StaffView,
  StudentSearchResult,
  YearView,
} from "#common/schemas/learning/courses";
import { ADMIN_ROLES } from "#common/roles";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/queries";
import { classMeetings, classSessions, classStaff, classes, enrolments, schoolDays, schoolYears, students, subjects, terms, users } from "../../db/schema";
import { readSchoolSettings } from "../../settings";
import { CLASS_MESSAGES } from "./classes";
import { notFound } from "../../domain-errors";

const yearView = (y: typeof schoolYears.$inferSelect): YearView => ({ id: y.id, name: y.name, startsOn: y.startsOn, endsOn: y.endsOn, isCurrent: y.isCurrent });
const iso = (d: Date) => d.toISOString();

async function summaries(db: Db, where: ReturnType<typeof eq>, perTeacher: number): Promise<ClassSummary[]> {
  const rows = await db
    .select({ c: classes, subjectName: subjects.name })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(where)
    .orderBy(asc(classes.grade), asc(classes.name));
  const ids = rows.map((r) => r.c.id);
  if (ids.length === 0) return [];
  const [staff, counts, meetingCounts] = await Promise.all([
    db
      .select({ classId: classStaff.classId, userId: classStaff.userId, role: classStaff.role, fullName: users.fullName, username: users.username })
      .from(classStaff)
      .innerJoin(users, eq(users.id, classStaff.userId))
      .where(inArray(classStaff.classId, ids)),
    db
      .select({ classId: enrolments.classId, n: count() })
      .from(enrolments)
      .where(and(inArray(enrolments.classId, ids), isNull(enrolments.endedAt)))
      .groupBy(enrolments.classId),
    db.select({ classId: classMeetings.classId, n: count() }).from(classMeetings).where(inArray(classMeetings.classId, ids)).groupBy(classMeetings.classId),
  ]);
  const order = { lead: 0, co_teacher: 1, support: 2 } as Record<string, number>;
  return rows.map(({ c, subjectName }) => {
    const own: StaffView[] = staff
      .filter((s) => s.classId === c.id)
      .map((s) => ({ userId: s.userId, fullName: s.fullName || s.username, role: s.role as StaffView["role"] }))
      .sort((a, b) => (order[a.role] ?? 9) - (order[b.role] ?? 9) || a.fullName.localeCompare(b.fullName));
    return {
      id: c.id,
      name: c.name,
      kind: c.kind as ClassKind,
      grade: c.grade,
      subjectId: c.subjectId,
      subjectName,
      maxStudents: c.maxStudents,
      archived: c.archivedAt !== null,
      staff: own,
      enrolled: Number(counts.find((x) => x.classId === c.id)?.n ?? 0),
      capacity: classCapacity({ perTeacher, teachingStaff: own.filter((s) => countsForCapacity(s.role)).length, maxStudents: c.maxStudents }),
      meetings: Number(meetingCounts.find((x) => x.classId === c.id)?.n ?? 0),
    };
  });
}

/** The year asked for, else the current one, else the latest. */
export async function coursesOverview(db: Db, yearId?: string): Promise<CoursesOverview> {
  const [years, subjectRows, settings] = await Promise.all([
    db.select().from(schoolYears).orderBy(desc(schoolYears.startsOn)),
    db.select().from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.name)),
    readSchoolSettings(db),
  ]);
  const year = yearId ? years.find((y) => y.id === yearId) : (years.find((y) => y.isCurrent) ?? years[0]);
  if (yearId && !year) throw notFound("We could not find that school year.");
  const perTeacher = settings.class_size_per_teacher;
  const base = {
    years: years.map(yearView),
    subjects: subjectRows.map((s) => ({ id: s.id, code: s.code, name: s.name, category: s.category })),
    perTeacher,
  };
  if (!year) return { ...base, year: null, classes: [] };
  const [termRows, dayRows, classRows] = await Promise.all([
    db.select().from(terms).where(eq(terms.schoolYearId, year.id)).orderBy(asc(terms.number)),
    db.select().from(schoolDays).where(eq(schoolDays.schoolYearId, year.id)).orderBy(asc(schoolDays.startsOn)),
    summaries(db, eq(classes.schoolYearId, year.id), perTeacher),
  ]);
  return {
    ...base,
    year: {
      ...yearView(year),
      terms: termRows.map((t) => ({ id: t.id, number: t.number, name: t.name, startsOn: t.startsOn, endsOn: t.endsOn })),
      days: dayRows.map((d) => ({ id: d.id, kind: d.kind as SchoolDayKind, title: d.title, startsOn: d.startsOn, endsOn: d.endsOn })),
    },
    classes: classRows,
  };
}

export async function classDetail(db: Db, id: string, now: Date): Promise<ClassDetail> {
  const settings = await readSchoolSettings(db);
  const [summary] = await summaries(db, eq(classes.id, id), settings.class_size_per_teacher);
  if (!summary) throw notFound(CLASS_MESSAGES.classNotFound);
  const [cls] = await db
    .select({ yearId: classes.schoolYearId, yearName: schoolYears.name })
    .from(classes)
    .innerJoin(schoolYears, eq(schoolYears.id, classes.schoolYearId))
    .where(eq(classes.id, id));
  const childColumns = {
    enrolmentId: enrolments.id,
    studentId: students.id,
    firstName: students.firstName,
    lastName: students.lastName,
    preferredName: students.preferredName,
    grade: students.grade,
    startedAt: enrolments.startedAt,
  };
  const [roster, history, meetings, sessions, [sessionCount], moveTargets] = await Promise.all([
    db
      .select(childColumns)
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(and(eq(enrolments.classId, id), isNull(enrolments.endedAt)))
      .orderBy(asc(students.lastName), asc(students.firstName)),
    db
      .select({ ...childColumns, endedAt: enrolments.endedAt, endReason: enrolments.endReason, movedToName: classes.name })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .leftJoin(classes, eq(classes.id, enrolments.movedTo))
      .where(and(eq(enrolments.classId, id), isNotNull(enrolments.endedAt)))
      .orderBy(desc(enrolments.endedAt))
      .limit(100),
    db.select().from(classMeetings).where(eq(classMeetings.classId, id)).orderBy(asc(classMeetings.weekday), asc(classMeetings.startTime)),
    db
      .select()
      .from(classSessions)
      .where(and(eq(classSessions.classId, id), gte(classSessions.startsAt, now)))
      .orderBy(asc(classSessions.startsAt))
      .limit(10),
    db.select({ n: count() }).from(classSessions).where(eq(classSessions.classId, id)),
    db
      .select({ id: classes.id, name: classes.name, grade: classes.grade })
      .from(classes)
      // The other sections of the same grade and subject (issue 33): a move never changes a child's grade.
      .where(
        and(
          eq(classes.schoolYearId, cls!.yearId),
          eq(classes.subjectId, summary.subjectId),
          eq(classes.grade, summary.grade),
          ne(classes.id, id),
          isNull(classes.archivedAt),
        ),
      )
      .orderBy(asc(classes.grade), asc(classes.name)),
  ]);
  return {
    ...summary,
    schoolYearId: cls!.yearId,
    yearName: cls!.yearName,
    roster: roster.map((r) => ({ ...r, startedAt: iso(r.startedAt) })),
    history: history.map((r) => ({
      ...r,
      startedAt: iso(r.startedAt),
      endedAt: iso(r.endedAt!),
      endReason: r.endReason as EnrolmentHistoryEntry["endReason"],
    })),
    timetable: meetings.map((m) => ({ id: m.id, weekday: m.weekday, startTime: m.startTime, endTime: m.endTime })),
    nextSessions: sessions.map((s) => ({ id: s.id, startsAt: iso(s.startsAt), endsAt: iso(s.endsAt), status: s.status as "scheduled" | "cancelled" })),
    sessionCount: Number(sessionCount?.n ?? 0),
    moveTargets,
  };
}

/** Children still at the school whose name matches, with their current classes (at most 20). */
export async function searchStudents(db: Db, q: string | undefined): Promise<StudentSearchResult[]> {
  const pattern = q ? containsPattern(q) : undefined;
  const rows = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName, grade: students.grade })
    .from(students)
    .where(
      and(
        isNull(students.withdrawnAt),
        pattern ? or(ilike(students.firstName, pattern), ilike(students.lastName, pattern), ilike(students.preferredName, pattern)) : undefined,
      ),
    )
    .orderBy(asc(students.lastName), asc(students.firstName))
    .limit(20);
  const ids = rows.map((r) => r.id);
  const current = ids.length
    ? await db
        .select({ studentId: enrolments.studentId, name: classes.name })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(and(inArray(enrolments.studentId, ids), isNull(enrolments.endedAt), isNull(classes.archivedAt)))
    : [];
  return rows.map((r) => ({
    ...r,
    classes: current
      .filter((c) => c.studentId === r.id)
      .map((c) => c.name)
      .sort(),
  }));
}

/** Active accounts that may be class staff: teachers first, then administrators. */
export async function staffCandidates(db: Db): Promise<StaffCandidate[]> {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, username: users.username, role: users.role })
    .from(users)
    .where(and(inArray(users.role, ["teacher", ...ADMIN_ROLES]), isNull(users.deactivatedAt)))
    .orderBy(asc(users.fullName), asc(users.username));
  return rows
    .map((r) => ({ ...r, fullName: r.fullName || r.username }))
    .sort((a, b) => Number(a.role !== "teacher") - Number(b.role !== "teacher") || a.fullName.localeCompare(b.fullName));
}
