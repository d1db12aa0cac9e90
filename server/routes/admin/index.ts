/**
 * The staff API under /api/admin. Every route registered in this scope is refused to anyone but
 * admin and super_admin before its handler runs (401 signed out, 403 other roles); a handler may
 * narrow further (super_admin only). Each route has its contract in common/api/admin/, which the
 * role-matrix test walks.
 */
import type { FastifyInstance } from "fastify";
import { ADMIN_ROLES } from "#common/roles";
import { requireRole } from "../../http/guards";
import { adminApplicationRoutes } from "./applications";
import { attachmentRoutes } from "./attachments";
import { auditRoutes } from "./audit";
import { coursesRoutes } from "./courses";
import { peopleRoutes } from "./people";
import { adminStudentRoutes } from "./students";
import { settingsAdminRoutes } from "./settings";
import { skillsRoutes } from "./skills";
import { adminDashboardRoutes } from "./dashboard";
import { adminEnquiryRoutes } from "./enquiries";
import { adminReportRoutes } from "./reports";
import { adminStandardsRoutes } from "./standards";
import { adminReportCardRoutes } from "./report-cards";
import { rosterRoutes } from "./roster";
import { safeguardingRoutes } from "./safeguarding";
import { adminTourRoutes } from "./tours";

export async function adminPlugin(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    requireRole(request, ADMIN_ROLES);
  });

  await app.register(attachmentRoutes);
  await app.register(peopleRoutes);
  await app.register(settingsAdminRoutes);
  await app.register(auditRoutes);
  await app.register(adminTourRoutes);
  await app.register(adminEnquiryRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminReportRoutes);
  await app.register(adminApplicationRoutes);
  await app.register(coursesRoutes);
  await app.register(rosterRoutes);
  await app.register(adminStudentRoutes);
  await app.register(adminStandardsRoutes);
  await app.register(skillsRoutes);
  await app.register(adminReportCardRoutes);
  await app.register(safeguardingRoutes);
}
