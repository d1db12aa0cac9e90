/**
 * Attendance (issue 18, docs/api/attendance.md): the contracts of the teacher's day of sessions, a
 * session's marks, the reports and their CSV, and the family's attendance and absence reports.
 */
import { z } from "zod";
import { GUARDIAN_ROLES, TEACHER_ROLES } from "../../roles";
import {
  absenceReportAnswerSchema,
  attendanceDayQuerySchema,
  attendanceDaySchema,
  attendanceMarksSchema,
  attendanceReportQuerySchema,
  attendanceReportSchema,
  familyAttendanceQuerySchema,
  familyAttendanceSchema,
  sessionAttendanceSchema,
} from "../../schemas/learning/attendance";
import { defineContract, FILE, ok } from "../contract";

/** A day's sessions of the classes the teacher takes attendance for (or one class's), with their counts. */
export const attendanceDay = defineContract({
  method: "GET",
  path: "/api/teacher/attendance/sessions",
  roles: TEACHER_ROLES,
  query: attendanceDayQuerySchema,
  output: ok(attendanceDaySchema),
});

/** One session's children with their statuses, corrections and absence reports. */
export const sessionAttendance = defineContract({
  method: "GET",
  path: "/api/teacher/sessions/:sessionId/attendance",
  roles: TEACHER_ROLES,
  output: ok(sessionAttendanceSchema),
});

/** Saves the teacher's marks (one child's or everyone's); answers the session's new view. */
export const saveAttendance = defineContract({
  method: "PUT",
  path: "/api/teacher/sessions/:sessionId/attendance",
  roles: TEACHER_ROLES,
  body: attendanceMarksSchema,
  output: z.object({ success: z.literal(true), message: z.string(), data: sessionAttendanceSchema }),
});

/** The attendance report of a range (the current term by default), by class, child and session. */
export const attendanceReport = defineContract({
  method: "GET",
  path: "/api/teacher/attendance-reports",
  roles: TEACHER_ROLES,
  query: attendanceReportQuerySchema,
  output: ok(attendanceReportSchema),
});

/** The same report as a CSV file. */
export const attendanceReportCsv = defineContract({
  method: "GET",
  path: "/api/teacher/attendance-reports.csv",
  roles: TEACHER_ROLES,
  query: attendanceReportQuerySchema,
  output: FILE,
});

/** A family's children's attendance (the last 30 days by default). */
export const familyAttendance = defineContract({
  method: "GET",
  path: "/api/family/attendance",
  roles: GUARDIAN_ROLES,
  query: familyAttendanceQuerySchema,
  output: ok(familyAttendanceSchema),
});

/** The family's own absence reports. */
export const absenceReports = defineContract({
  method: "GET",
  path: "/api/family/absence-reports",
  roles: GUARDIAN_ROLES,
  output: ok(z.array(absenceReportAnswerSchema)),
});

/**
 * Reports an absence in advance. The body (absenceReportSchema of common/schemas/learning/attendance.ts)
 * is parsed by the route itself: which first days it allows depends on the school's date today.
 */
export const reportAbsence = defineContract({
  method: "POST",
  path: "/api/family/absence-reports",
  roles: GUARDIAN_ROLES,
  output: z.object({ success: z.literal(true), message: z.string(), data: absenceReportAnswerSchema }),
  status: 201,
});

/** Withdraws the family's own absence report (204, no body). */
export const withdrawAbsence = defineContract({
  method: "DELETE",
  path: "/api/family/absence-reports/:id",
  roles: GUARDIAN_ROLES,
  output: z.undefined(),
  status: 204,
});
