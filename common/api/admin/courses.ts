/**
 * The school's structure for staff (/admin/courses, docs/api/admin-courses.md): years, terms and
 * calendar days, subjects, classes, staff, enrolment, timetable and sessions. Every change answers
 * `{success, message}` (the toast's words), most with data.
 */
import { z } from "zod";
import { ADMIN_ROLES } from "../../roles";
import {
  classCreateSchema,
  classDetailSchema,
  classPatchSchema,
  classStaffSchema,
  coursesOverviewSchema,
  enrolSchema,
  meetingSchema,
  moveSchema,
  overviewQuerySchema,
  schoolDaySchema,
  schoolDayViewSchema,
  sessionsGeneratedSchema,
  staffCandidateSchema,
  studentSearchQuerySchema,
  studentSearchResultSchema,
  subjectCreateSchema,
  subjectRenameSchema,
  subjectViewSchema,
  termsSchema,
  termViewSchema,
  yearCreateSchema,
  yearPatchSchema,
  yearViewSchema,
} from "../../schemas/learning/courses";
import { defineContract, done, ok } from "../contract";
import { rolloverResultSchema, rolloverSchema } from "../../schemas/learning/rollover";

/** A change's answer: its sentence and what it made or changed. */
const doneWith = <S extends z.ZodType>(data: S) => done.extend({ data });

/** The years, the chosen (or current) year's terms and days, the subjects and the year's classes. */
export const coursesOverview = defineContract({
  method: "GET",
  path: "/api/admin/courses/overview",
  roles: ADMIN_ROLES,
  query: overviewQuerySchema,
  output: ok(coursesOverviewSchema),
});

/** Creates a school year (the first one is current). */
export const createSchoolYear = defineContract({
  method: "POST",
  path: "/api/admin/courses/years",
  roles: ADMIN_ROLES,
  body: yearCreateSchema,
  output: doneWith(yearViewSchema),
  status: 201,
});

/** Renames a school year or changes its dates. */
export const updateSchoolYear = defineContract({
  method: "PATCH",
  path: "/api/admin/courses/years/:id",
  roles: ADMIN_ROLES,
  body: yearPatchSchema,
  output: doneWith(yearViewSchema),
});

/** Makes a school year the current one. */
export const makeYearCurrent = defineContract({
  method: "POST",
  path: "/api/admin/courses/years/:id/current",
  roles: ADMIN_ROLES,
  output: doneWith(yearViewSchema),
});

/** Sets the year's three terms. */
export const setTerms = defineContract({
  method: "PUT",
  path: "/api/admin/courses/years/:id/terms",
  roles: ADMIN_ROLES,
  body: termsSchema,
  output: doneWith(z.array(termViewSchema)),
});

/** Adds a holiday, closure or event to the year's calendar. */
export const addSchoolDay = defineContract({
  method: "POST",
  path: "/api/admin/courses/years/:id/days",
  roles: ADMIN_ROLES,
  body: schoolDaySchema,
  output: doneWith(z.object({ day: schoolDayViewSchema, removedSessions: z.number() })),
  status: 201,
});

/** Removes a calendar day. */
export const removeSchoolDay = defineContract({
  method: "DELETE",
  path: "/api/admin/courses/days/:id",
  roles: ADMIN_ROLES,
  output: done,
});

/** Adds a subject. */
export const createSubject = defineContract({
  method: "POST",
  path: "/api/admin/courses/subjects",
  roles: ADMIN_ROLES,
  body: subjectCreateSchema,
  output: doneWith(subjectViewSchema),
  status: 201,
});

/** Renames a subject. */
export const renameSubject = defineContract({
  method: "PATCH",
  path: "/api/admin/courses/subjects/:id",
  roles: ADMIN_ROLES,
  body: subjectRenameSchema,
  output: doneWith(subjectViewSchema),
});

/** Creates a class (a homeroom or a subject section) in a year. */
export const createClass = defineContract({
  method: "POST",
  path: "/api/admin/courses/classes",
  roles: ADMIN_ROLES,
  body: classCreateSchema,
  output: doneWith(z.object({ id: z.string() })),
  status: 201,
});

/** One class: its staff, roster and history, timetable and next sessions. */
export const classDetail = defineContract({
  method: "GET",
  path: "/api/admin/courses/classes/:id",
  roles: ADMIN_ROLES,
  output: ok(classDetailSchema),
});

/** Renames a class, sets its limit, archives or restores it. */
export const updateClass = defineContract({
  method: "PATCH",
  path: "/api/admin/courses/classes/:id",
  roles: ADMIN_ROLES,
  body: classPatchSchema,
  output: done,
});

/** Sets the class's staff. */
export const setClassStaff = defineContract({
  method: "PUT",
  path: "/api/admin/courses/classes/:id/staff",
  roles: ADMIN_ROLES,
  body: classStaffSchema,
  output: done,
});

/** Enrols a child in the class. */
export const enrolStudent = defineContract({
  method: "POST",
  path: "/api/admin/courses/classes/:id/enrolments",
  roles: ADMIN_ROLES,
  body: enrolSchema,
  output: doneWith(z.object({ enrolmentId: z.string() })),
  status: 201,
});

/** Removes a child from a class (the history keeps the enrolment). */
export const endEnrolment = defineContract({
  method: "POST",
  path: "/api/admin/courses/enrolments/:id/end",
  roles: ADMIN_ROLES,
  output: done,
});

/** Moves a child to another section of the same subject. */
export const moveEnrolment = defineContract({
  method: "POST",
  path: "/api/admin/courses/enrolments/:id/move",
  roles: ADMIN_ROLES,
  body: moveSchema,
  output: doneWith(z.object({ enrolmentId: z.string() })),
});

/** Adds a weekly meeting to the class's timetable (and its sessions, when generated). */
export const addMeeting = defineContract({
  method: "POST",
  path: "/api/admin/courses/classes/:id/meetings",
  roles: ADMIN_ROLES,
  body: meetingSchema,
  output: doneWith(z.object({ id: z.string(), sessions: sessionsGeneratedSchema.nullable() })),
  status: 201,
});

/** Removes a weekly meeting (and its future sessions). */
export const removeMeeting = defineContract({
  method: "DELETE",
  path: "/api/admin/courses/meetings/:id",
  roles: ADMIN_ROLES,
  output: doneWith(z.object({ sessions: sessionsGeneratedSchema.nullable() })),
});

/** Brings the class's sessions in line with its timetable and the calendar. */
export const generateSessions = defineContract({
  method: "POST",
  path: "/api/admin/courses/classes/:id/sessions/generate",
  roles: ADMIN_ROLES,
  output: doneWith(sessionsGeneratedSchema),
});

/** Cancels one session (it stays, marked cancelled). */
export const cancelSession = defineContract({
  method: "POST",
  path: "/api/admin/courses/sessions/:id/cancel",
  roles: ADMIN_ROLES,
  output: done,
});

/** Children matching a search, with their classes, for the enrol picker. */
export const courseStudentSearch = defineContract({
  method: "GET",
  path: "/api/admin/courses/students",
  roles: ADMIN_ROLES,
  query: studentSearchQuerySchema,
  output: ok(z.array(studentSearchResultSchema)),
});

/** The staff who may teach a class. */
export const staffCandidates = defineContract({
  method: "GET",
  path: "/api/admin/courses/teachers",
  roles: ADMIN_ROLES,
  output: ok(z.array(staffCandidateSchema)),
});

/**
 * The move to the next school year (issue 36): copies this year's classes into `toYearId`, moves every
 * child up a grade into them (grade 6 graduates), archives this year and makes the next one current. A dry
 * run answers exactly what the move would do and changes nothing; the move itself is refused before this
 * year's last day has passed, or while a class would be over its limit (409).
 */
export const rollOverYear = defineContract({
  method: "POST",
  path: "/api/admin/courses/rollover",
  roles: ADMIN_ROLES,
  body: rolloverSchema,
  output: ok(rolloverResultSchema),
});
