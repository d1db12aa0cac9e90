/**
 * GET /api/admin/dashboard: what needs staff attention (docs/api/admin-operations.md), as counts
 * with the five most recent items of each (the five soonest for tours, the five waiting longest for
 * enrolled applicants without a student record). Each card comes from its
 * domain: server/admissions, server/tours, server/enquiries.
 */
import type { FastifyInstance } from "fastify";
import { adminDashboard } from "#common/api/admin/dashboard";
import type { DashboardAnswer } from "#common/schemas/admin-operations";
import { route } from "../../http/route";
import { NEEDS_ATTENTION } from "../../admissions/needs-attention";
import { applicationCard, awaitingStudentCard } from "../../admissions/read-model";
import { unreadEnquiriesCard } from "../../enquiries/inbox";
import { upcomingToursCard } from "../../tours/staff";
import { openReportsCard } from "../../learning/messages/safeguarding";

export const DASHBOARD_ITEMS = 5;

export async function adminDashboardRoutes(app: FastifyInstance) {
  route(app, adminDashboard, async () => {
    const now = app.config.now();
    const [newApplications, gradeConflicts, duplicates, awaitingStudent, upcomingTours, unreadEnquiries, openReports] = await Promise.all([
      applicationCard(app.db, NEEDS_ATTENTION.newApplications, DASHBOARD_ITEMS),
      applicationCard(app.db, NEEDS_ATTENTION.gradeConflicts, DASHBOARD_ITEMS),
      applicationCard(app.db, NEEDS_ATTENTION.duplicates, DASHBOARD_ITEMS),
      awaitingStudentCard(app.db, now, DASHBOARD_ITEMS),
      upcomingToursCard(app.db, now, DASHBOARD_ITEMS),
      unreadEnquiriesCard(app.db, DASHBOARD_ITEMS),
      openReportsCard(app.db, DASHBOARD_ITEMS),
    ]);
    const data: DashboardAnswer = { newApplications, gradeConflicts, duplicates, awaitingStudent, upcomingTours, unreadEnquiries, openReports };
    return { success: true, data };
  });
}
