import type { Translator } from "./translation/translator";
import type { SessionUser } from "./auth/sessions";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { MailDelivery } from "./mail/delivery";
import type { MediaServers } from "./learning/live/media-server";
import type { LiveHub } from "./learning/live/hub";
import type { Bus } from "./realtime/bus";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    mail: MailDelivery;
    /** Real-time events between instances (server/realtime/bus.ts). */
    bus: Bus;
    /** Live classes' media server (server/live/media-server.ts). */
    media: MediaServers;
    translator: Translator;
    /** This instance's open live-class pages (server/live/hub.ts). */
    liveHub: LiveHub;
  }
  interface FastifyRequest {
    /** Set by the session hook of the /api scope; null when signed out. */
    user: SessionUser | null;
  }
}
