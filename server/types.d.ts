import type { SessionUser } from "./auth/sessions";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { MailDelivery } from "./mail/delivery";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    mail: MailDelivery;
  }
  interface FastifyRequest {
    /** Set by the session hook of the /api scope; null when signed out. */
    user: SessionUser | null;
  }
}
