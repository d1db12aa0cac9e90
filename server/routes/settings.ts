import type { FastifyInstance } from "fastify";
import { publicSettings, securitySettings } from "#common/api/settings";
import { school } from "#common/school";
import { route } from "../http/route";
import { getSchoolSetting } from "../settings";

export async function settingsRoutes(app: FastifyInstance) {
  /**
   * Issues the anti-forgery token in the X-CSRF-Token header (docs/product.md section 7). The body carries
   * the school's public identity; nothing private.
   */
  route(app, publicSettings, async ({ reply }) => {
    reply.header("X-CSRF-Token", reply.generateCsrf());
    return { success: true, data: { schoolName: school.name, timeZone: school.timeZone } };
  });

  /** The idle timeout, read-only, for the admin roles (docs/product.md sections 2 and 6: only they see it). */
  route(app, securitySettings, async () => {
    const minutes = await getSchoolSetting(app.db, "session_timeout_minutes");
    return { success: true, data: { session_timeout_minutes: minutes } };
  });
}
