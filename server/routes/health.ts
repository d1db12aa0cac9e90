import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../db/client";

/** For load balancers: 200 when this instance can reach its database, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/health", { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: "ok", database: "ok" };
    } catch (err) {
      request.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "unreachable" });
    }
  });
}
