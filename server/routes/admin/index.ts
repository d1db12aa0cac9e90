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
  await app.register(adminApplicationRoutes);
}
