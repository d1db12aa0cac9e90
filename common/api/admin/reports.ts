/**
 * Admissions reports (docs/api/admin-operations.md): counts by status, grade and month, and the CSV
 * export; and the office's attendance and learning reports with their CSVs (common/schemas/office-reports.ts).
 */
import { ADMIN_ROLES } from "../../roles";
import { exportQuerySchema, reportsAnswerSchema, reportsQuerySchema } from "../../schemas/admin-operations";
import {
  attendanceOfficeCsvQuerySchema,
  attendanceOfficeQuerySchema,
  attendanceOfficeReportSchema,
  learningOfficeCsvQuerySchema,
  learningOfficeQuerySchema,
  learningOfficeReportSchema,
} from "../../schemas/office-reports";
import { defineContract, FILE, ok } from "../contract";

/** The counts of the applications submitted within the days asked for. */
export const admissionsReport = defineContract({
  method: "GET",
  path: "/api/admin/reports",
  roles: ADMIN_ROLES,
  query: reportsQuerySchema,
  output: ok(reportsAnswerSchema),
});

/** The applications as a CSV download (audited). */
export const applicationsCsv = defineContract({
  method: "GET",
  path: "/api/admin/reports/applications.csv",
  roles: ADMIN_ROLES,
  query: exportQuerySchema,
  output: FILE,
});

// --- The office's attendance and learning reports (issue 33, "Admin") -------------------------------

/** Attendance over a range (the current term by default): by grade, class and child, chronic absence, runs of absences, sessions nobody took. */
export const attendanceOfficeReport = defineContract({
  method: "GET",
  path: "/api/admin/reports/attendance",
  roles: ADMIN_ROLES,
  query: attendanceOfficeQuerySchema,
  output: ok(attendanceOfficeReportSchema),
});

/** One section of the attendance report (`section`, the children's by default) as a CSV download. */
export const attendanceOfficeCsv = defineContract({
  method: "GET",
  path: "/api/admin/reports/attendance.csv",
  roles: ADMIN_ROLES,
  query: attendanceOfficeCsvQuerySchema,
  output: FILE,
});

/** Missing work due in the range, work not returned after `days` days, standards where a class is below Meeting. */
export const learningOfficeReport = defineContract({
  method: "GET",
  path: "/api/admin/reports/learning",
  roles: ADMIN_ROLES,
  query: learningOfficeQuerySchema,
  output: ok(learningOfficeReportSchema),
});

/** One section of the learning report (`section`, the missing work by default) as a CSV download. */
export const learningOfficeCsv = defineContract({
  method: "GET",
  path: "/api/admin/reports/learning.csv",
  roles: ADMIN_ROLES,
  query: learningOfficeCsvQuerySchema,
  output: FILE,
});
