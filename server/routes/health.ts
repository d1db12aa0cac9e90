import type { FastifyInstance } from "fastify";
import { pingDatabase } from "../db/client";

/**
 * A PostgreSQL server that does not answer within this is reported unreachable: a load balancer must
 * hear back quickly, even from an instance whose database hangs. (PGlite runs in this process and
 * cannot hang that way; a ping queued behind a long statement there is not an outage.)
 */
const HEALTH_TIMEOUT_MS = 2_000;

/** For load balancers: 200 when this instance can reach its database, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get("/health", { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await pingDatabase(app.db, app.config.databaseUrl ? HEALTH_TIMEOUT_MS : undefined);
      return { status: "ok", database: "ok" };
    } catch (err) {
      request.log.error({ err }, "health check: database unreachable");
      return reply.code(503).send({ status: "error", database: "unreachable" });
    }
  });
}
