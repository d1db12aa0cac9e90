import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../db/client";

/**
 * A database that does not answer within this is reported unreachable: a load balancer must hear
 * back quickly, even from an instance whose database hangs.
 */
const HEALTH_TIMEOUT_MS = 2_000;

/** For load balancers: 200 when this instance can reach its database, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/health", { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await pingDatabase(app.db, HEALTH_TIMEOUT_MS);
      return { status: "ok", database: "ok" };
    } catch (err) {
      request.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "unreachable" });
    }
  });
}
