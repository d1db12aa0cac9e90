/**
 * The staff API under /api/admin. Every route registered in this scope is refused to anyone but
 * admin and super_admin before its handler runs (401 signed out, 403 other roles); a handler may
 * narrow further (super_admin only). The list of routes is kept so the role-matrix test covers
 * every staff endpoint, including ones added later.
 */
import type { FastifyInstance } from "fastify";
import { ADMIN_ROLES } from "../../../common/roles";
import { requireRole } from "../../auth/guards";
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

/** "METHOD /api/admin/..." for every staff route (HEAD excluded). */
export const adminEndpoints = new Set<string>();

export async function adminPlugin(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") adminEndpoints.add(`${method} ${route.url}`);
  });
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
