/** Start-up: configuration, the app, the port, and a graceful shutdown on SIGTERM/SIGINT. */
import { buildApp } from "./app";
import { loadConfig } from "./config";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const app = await buildApp({ config });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { publicUrl: config.publicUrl, database: config.databaseUrl ? "postgres" : "pglite", startupMs: Math.round(performance.now() - started) },
    "ready",
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // close() stops accepting connections, waits for in-flight requests, then runs onClose hooks
    // (the database is closed last).
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, "error during shutdown");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
