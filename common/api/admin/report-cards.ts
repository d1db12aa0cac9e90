/**
 * Report cards for staff (docs/api/progress.md): the term's report cards, and generating them as
 * PDFs (downloads through GET /api/files/:id/content, common/api/learning/files.ts).
 */
import { ADMIN_ROLES } from "../../roles";
import { generatedReportCardsSchema, generateReportCardsSchema, reportCardListSchema, reportCardsQuerySchema } from "../../schemas/learning/progress";
import { defineContract, ok } from "../contract";

/** The report cards of a term (absent: the term of today, or the latest begun). */
export const reportCards = defineContract({
  method: "GET",
  path: "/api/admin/report-cards",
  roles: ADMIN_ROLES,
  query: reportCardsQuerySchema,
  output: ok(reportCardListSchema),
});

/** Generates the term's report cards (every child enrolled now, or those named); answers counts. */
export const generateReportCards = defineContract({
  method: "POST",
  path: "/api/admin/report-cards",
  roles: ADMIN_ROLES,
  body: generateReportCardsSchema,
  output: ok(generatedReportCardsSchema),
});
