/** OneRoster 1.2 CSV roster import (with a dry run) and export (docs/api/roster.md). */
import { ADMIN_ROLES } from "../../roles";
import { rosterImportQuerySchema, rosterReportSchema } from "../../schemas/learning/roster";
import { FILE, MULTIPART, defineContract, ok } from "../contract";

/**
 * Checks (dryRun, the default) or imports one zip or the CSV files one by one, as parts named
 * `files` (a `dryRun` field may stand for the query's); answers the report.
 */
export const importRoster = defineContract({
  method: "POST",
  path: "/api/admin/roster/import",
  roles: ADMIN_ROLES,
  query: rosterImportQuerySchema,
  body: MULTIPART,
  output: ok(rosterReportSchema),
});

/** The school's roster as a OneRoster zip. */
export const exportRoster = defineContract({
  method: "GET",
  path: "/api/admin/roster/export.zip",
  roles: ADMIN_ROLES,
  output: FILE,
});
