/** The safeguarding queue (docs/api/messages.md, "The safeguarding queue"): reported messages, the reported conversation, handling a report. */
import { ADMIN_ROLES } from "../../roles";
import { handleReportSchema, reportedConversationSchema, reportListQuerySchema, reportPageSchema, reportSummarySchema } from "../../schemas/learning/messages";
import { defineContract, ok } from "../contract";

/** Reported messages, open or handled, a page at a time. */
export const safeguardingReports = defineContract({
  method: "GET",
  path: "/api/admin/safeguarding/reports",
  roles: ADMIN_ROLES,
  query: reportListQuerySchema,
  output: ok(reportPageSchema),
});

/** A report and its conversation as written (every reading audited). */
export const safeguardingReport = defineContract({
  method: "GET",
  path: "/api/admin/safeguarding/reports/:reportId",
  roles: ADMIN_ROLES,
  output: ok(reportedConversationSchema),
});

/** Marks a report handled with a note. */
export const handleSafeguardingReport = defineContract({
  method: "POST",
  path: "/api/admin/safeguarding/reports/:reportId/handle",
  roles: ADMIN_ROLES,
  body: handleReportSchema,
  output: ok(reportSummarySchema),
});
