import type { SessionUser } from "./auth/sessions";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
  }
  interface FastifyRequest {
    /** Set by the session hook of the /api scope; null when signed out. */
    user: SessionUser | null;
  }
}
