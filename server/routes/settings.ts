import type { FastifyInstance } from "fastify";
import { school } from "../../common/school";

export async function settingsRoutes(app: FastifyInstance) {
  /**
   * Issues the anti-forgery token in the X-CSRF-Token header (spec section 7). The body carries
   * the school's public identity; nothing private.
   */
  app.get("/settings", async (_request, reply) => {
    reply.header("X-CSRF-Token", reply.generateCsrf());
    return { success: true, data: { schoolName: school.name, timeZone: school.timeZone } };
  });
}
