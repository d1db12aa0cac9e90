import type { FastifyInstance } from "fastify";
import { ADMIN_ROLES } from "../../common/roles";
import { school } from "../../common/school";
import { requireRole } from "../auth/guards";
import { getSchoolSetting } from "../settings";

export async function settingsRoutes(app: FastifyInstance) {
  /**
   * Issues the anti-forgery token in the X-CSRF-Token header (docs/product.md section 7). The body carries
   * the school's public identity; nothing private.
   */
  app.get("/settings", async (_request, reply) => {
    reply.header("X-CSRF-Token", reply.generateCsrf());
    return { success: true, data: { schoolName: school.name, timeZone: school.timeZone } };
  });

  /** The idle timeout, read-only, for the admin roles (docs/product.md sections 2 and 6: only they see it). */
  app.get("/settings/security", async (request) => {
    requireRole(request, ADMIN_ROLES);
    const minutes = await getSchoolSetting(app.db, "session_timeout_minutes");
    return { success: true, data: { session_timeout_minutes: minutes } };
  });
}
