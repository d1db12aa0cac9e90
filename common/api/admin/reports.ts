/** Admissions reports (docs/api/admin-operations.md): counts by status, grade and month, and the CSV export. */
import { ADMIN_ROLES } from "../../roles";
import { exportQuerySchema, reportsAnswerSchema, reportsQuerySchema } from "../../schemas/admin-operations";
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
