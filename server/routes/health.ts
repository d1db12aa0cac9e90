import type { FastifyInstance } from "fastify";
import { health } from "#common/api/health";
import { pingDatabase } from "../db/client";
import { route } from "../http/route";

/**
 * A PostgreSQL server that does not answer within this is reported unreachable: a load balancer must
 * hear back quickly, even from an instance whose database hangs. (PGlite runs in this process and
 * cannot hang that way; a ping queued behind a long statement there is not an outage.)
 */
const HEALTH_TIMEOUT_MS = 2_000;

/** For load balancers: 200 when this instance can reach its database, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  route(
    app,
    health,
    async ({ request, reply }) => {
      try {
        await pingDatabase(app.db, app.config.databaseUrl ? HEALTH_TIMEOUT_MS : undefined);
        return { status: "ok", database: "ok" } as const;
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        reply.code(503);
        return { status: "error", database: "unreachable" } as const;
      }
    },
    { config: { rateLimit: false } },
  );
}
