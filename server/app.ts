/** Builds the Fastify application: database, security, cookies, CSRF, the API and the site. */
import cookie from "@fastify/cookie";
import csrf from "@fastify/csrf-protection";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { apiPlugin } from "./api";
import { requestLogSerializer } from "./http/redact";
import { purgeExpiredSessions } from "./auth/sessions";
import type { AppConfig } from "./config";
import { openDatabase, type Database } from "./db/client";
import { preparePrivateDir } from "./data-dir";
import { errorLogSerializer } from "./db/errors";
import { registerErrorHandler } from "./errors";
import { purgeExpiredRateLimits } from "./plugins/rate-limit-store";
import { PageAnswers, serverAnsweringPages } from "./plugins/page-answers";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSite } from "./plugins/site";
import { isApiRequest, rewriteMalformedUrl } from "./http/request-path";
import { syncPublishedStandards } from "./learning/standards/catalog";
import { ensureGeneratedSecret } from "./settings";
import { startMailDelivery } from "./mail/delivery";
import { purgeUnattachedUploads } from "./uploads/storage";
import { startBus } from "./realtime/bus";
import { sendConferenceReminders } from "./learning/conferences/reminders";
import { sendInvoiceReminders } from "./billing/reminders";
import { NOTIFICATION_JOB_INTERVAL_MS, runNotificationJobs } from "./notifications/jobs";
import { prepareNotificationLinks, UNSUBSCRIBE_ROUTE } from "./notifications/links";
import websocket from "@fastify/websocket";
import { LiveHub } from "./learning/live/hub";
import { watchMediaServers } from "./learning/live/failover";
import { startMediaServers } from "./learning/live/media-server";
import { startTranslation } from "./translation/index";

/** Often enough for the two-hour expiry of unclaimed uploads (server/uploads/storage.ts). */
const HOUSEKEEPING_INTERVAL_MS = 5 * 60 * 1000;
const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Time limits of the HTTP server, so a client sending slowly or without end cannot hold a
 * connection: the whole request (headers and body) must arrive within REQUEST_TIMEOUT_SECONDS, the
 * headers within 20 seconds of it, and a connection with no traffic either way is closed after
 * the same time. Node checks these every `connectionsCheckingInterval` (30 s by default, which
 * would let a request run half a minute over), so the check runs every quarter of the limit.
 */
export function serverTimeouts(requestTimeoutMs: number) {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    // Longer than the 60 s idle timeout of common load balancers, so they never reuse a connection this server is closing.
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: Math.min(20_000, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(requestTimeoutMs / 4))),
    },
  };
}

/**
 * What the router refuses before any route or hook runs (a path parameter past maxParamLength): no
 * route answers such an address, so it is a 404 in the one error shape rather than Fastify's own.
 */
function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const failed = (error.statusCode ?? 500) >= 500;
  reply
    .code(failed ? 500 : 404)
    .header("Cache-Control", "no-store")
    .send({ message: failed ? "Internal server error" : "Not found" });
}

export interface BuildOptions {
  config: AppConfig;
  /** An already open database (tests share one); otherwise the app opens and closes its own. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({ config, database, logger = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const pageAnswers = new PageAnswers();
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Cookies and tokens never reach the logs (nor a reset link's token in a page address).
          redact: ["req.headers.cookie", "req.headers.authorization", "req.headers['x-csrf-token']", 'res.headers["set-cookie"]'],
          // Database errors are logged without the statement's values (db/errors.ts).
          serializers: { req: requestLogSerializer, err: errorLogSerializer },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    // A hop count trusts that many proxies in front (Fastify's types only take it as a function).
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config.requestTimeoutMs),
    // Keep-alive connections are closed on shutdown once their in-flight requests finish.
    forceCloseConnections: "idle",
    rewriteUrl: rewriteMalformedUrl,
    frameworkErrors: answerRouterError,
    serverFactory: serverAnsweringPages(pageAnswers),
  });

  // Before anything is written there (database, outbox, media server configuration).
  await preparePrivateDir(config.dataDir);
  const owned = !database;
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.databaseTimeouts }));
  app.decorate("db", db.db);
  app.decorate("config", config);
  app.decorateRequest("user", null);
  if (owned) app.addHook("onClose", async () => db.close());

  const bus = await startBus(db, app.log);
  app.decorate("bus", bus);
  // Registered after the database's onClose hook, so it runs first (hooks run in reverse order).
  app.addHook("onClose", async () => bus.close());

  const mail = startMailDelivery({ db: db.db, smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom, log: app.log });
  app.decorate("mail", mail);
  if (config.isProduction && mail.mode === "outbox") {
    app.log.warn({ outboxDir: mail.outboxDir }, "SMTP_URL is not set: mail is written to the outbox folder and not sent to anyone");
  }
  // Registered after the database's onClose hook, so it runs first (hooks run in reverse order).
  app.addHook("onClose", async () => mail.stop());

  // Live classes: the media server (the school's, a supervised local one, or none) and this instance's open session pages.
  const media = await startMediaServers(config.live, config.dataDir, app.log);
  app.decorate("media", media);
  const stopWatching = watchMediaServers(db.db, media, config.now, app.log);
  const liveHub = new LiveHub(bus);
  app.decorate("liveHub", liveHub);
  // Registered after the bus's onClose hook, so pages close and the media server stops before it.
  app.addHook("onClose", async () => {
    liveHub.closeAll();
    stopWatching();
    await media.close();
  });

  // Messages' translations (issue 32): the school's engine, the embedded Apertium, or none.
  const translator = await startTranslation(config.translation, app.log);
  app.decorate("translator", translator);
  app.addHook("onClose", async () => translator.close());

  const secret = config.appSecret ?? (await ensureGeneratedSecret(db.db, "app_secret"));
  await syncPublishedStandards(db.db);
  await prepareNotificationLinks(db.db, config.publicUrl);

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.isProduction);
  await app.register(cookie, { secret });
  await app.register(csrf, {
    sessionPlugin: "@fastify/cookie",
    cookieKey: config.isProduction ? "__Host-csrf" : "csrf",
    cookieOpts: { path: "/", sameSite: "lax", httpOnly: true, secure: config.isProduction, signed: true },
    getToken: (request) => request.headers["x-csrf-token"] as string | undefined,
  });

  // Every mutating call that reached a route needs the anti-forgery token, and so does one to an
  // unknown API address (docs/product.md section 7). Decided on what the router matched, never on the raw
  // address: /%61pi/account reaches /api/account (server/http/request-path.ts).
  // The one exemption: a notification mail's one-click unsubscribe (RFC 8058), which mail clients
  // POST without a session or a token; its signed token is its authority and it only narrows mail.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method === "POST" && request.routeOptions.url === UNSUBSCRIBE_ROUTE) return done();
    if (MUTATING_METHODS.has(request.method) && (!request.is404 || isApiRequest(request))) {
      return app.csrfProtection(request, reply, done);
    }
    done();
  });

  // WebSocket upgrades (the live classes' signalling relay), with the same hooks as any request.
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });
  await app.register(apiPlugin, { prefix: "/api" });
  await registerSite(app, { pageAnswers, clientDir: config.clientDir, publicUrl: config.publicUrl, isProduction: config.isProduction });

  const housekeeping = setInterval(() => {
    Promise.all([
      purgeExpiredSessions(db.db),
      purgeExpiredRateLimits(db.db),
      purgeUnattachedUploads(db.db, config.uploadsDir),
      sendConferenceReminders(db.db, config.now(), config.publicUrl),
    ]).catch((err) => app.log.warn({ err }, "housekeeping failed"));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  app.addHook("onClose", async () => clearInterval(housekeeping));

  // Notifications held by quiet hours, the daily work reminders and the family digest
  // (server/notifications/jobs.ts), and the daily tuition reminders (server/billing/reminders.ts); safe on
  // several instances at once. A round never overlaps the last; one failing does not stop the other.
  let notificationRound: Promise<unknown> | undefined;
  const notificationJobs = setInterval(() => {
    if (notificationRound) return;
    const now = config.now();
    const failed = (what: string) => (err: unknown) => {
      app.log.warn({ err }, what);
      return 0;
    };
    notificationRound = Promise.all([
      runNotificationJobs(db.db, now, translator).then(
        (result) => result.told + result.reminders + result.digests + result.absences,
        failed("notification jobs failed"),
      ),
      sendInvoiceReminders(db.db, now, config.publicUrl).catch(failed("invoice reminders failed")),
    ])
      .then((counts) => {
        if (counts.some((n) => n > 0)) mail.kick();
      })
      .finally(() => {
        notificationRound = undefined;
      });
  }, NOTIFICATION_JOB_INTERVAL_MS);
  notificationJobs.unref();
  app.addHook("onClose", async () => {
    clearInterval(notificationJobs);
    await notificationRound;
  });

  return app;
}
