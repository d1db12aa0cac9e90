/**
 * The /api scope: compression, rate limits shared through the database, the session lookup and the
 * route modules. (The anti-forgery check is registered in app.ts, so that it also covers unknown paths.)
 */
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { resolveSession, sessionCookieName } from "./auth/sessions";
import { clientKey } from "./client-key";
import { CONTRACT_CONFIG } from "./http/route";
import { contentLanguage } from "./http/negotiation";
import { t } from "#common/i18n/messages";
import { createDatabaseRateLimitStore } from "./plugins/rate-limit-store";
import { accountRoutes } from "./routes/account";
import { applicationRoutes } from "./routes/applications";
import { adminPlugin } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { contactRoutes } from "./routes/contact";
import { eventRoutes } from "./routes/events";
import { familyRoutes } from "./routes/family";
import { healthRoutes } from "./routes/health";
import { learningPlugin } from "./routes/learning";
import { mfaRoutes } from "./routes/mfa";
import { settingsRoutes } from "./routes/settings";
import { tourRoutes } from "./routes/tours";
import { uploadRoutes } from "./routes/uploads";
import { userRoutes } from "./routes/user";

/**
 * "METHOD /api/..." of every route registered without a contract (issue 31): the contracts test
 * (tests/api/contracts.test.ts) holds this to the routes still waiting for theirs.
 */
export const routesWithoutContract = new Set<string>();

export async function apiPlugin(app: FastifyInstance) {
  const cookieName = sessionCookieName(app.config.isProduction);

  app.addHook("onRoute", (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[CONTRACT_CONFIG]) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") routesWithoutContract.add(`${method} ${route.url}`);
  });

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(rateLimit, {
    global: true,
    max: app.config.apiRateLimitPerMinute,
    timeWindow: 60_000,
    store: createDatabaseRateLimitStore(app.db),
    // Every limit, the routes' own included (they inherit this), counts an IPv6 /64 as one client.
    keyGenerator: (request) => clientKey(request.ip),
    // Worded here, not in server/errors.ts (which keeps Fastify's own client errors as they are).
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      message: t(request.user?.language ?? contentLanguage(request), "refusals.api.tooManyRequests", { seconds: Math.ceil(context.ttl / 1000) }),
    }),
  });

  app.addHook("onRequest", async (request) => {
    const sessionId = request.cookies[cookieName];
    request.user = sessionId ? await resolveSession(app.db, sessionId, app.config.now()) : null;
  });

  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(userRoutes);
  await app.register(authRoutes);
  await app.register(mfaRoutes);
  await app.register(uploadRoutes);
  await app.register(contactRoutes);
  await app.register(tourRoutes);
  await app.register(applicationRoutes);
  await app.register(accountRoutes);
  await app.register(familyRoutes);
  await app.register(billingRoutes);
  await app.register(learningPlugin);
  await app.register(eventRoutes);
  await app.register(adminPlugin, { prefix: "/admin" });
}
