/** axe-core's script, for tests/support/axe.ts and the servers the end-to-end tests browse (no vitest here: global setup reads it). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FastifyInstance } from "fastify";

/** axe-core's script (about 550 kB). */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Where every server the end-to-end tests browse also serves `axeSource`, cacheable (`serveAxeScript`;
 * never the app itself). Loaded by address, the browser compiles it once per page's process and then
 * reuses the compiled code for each document after: sent inline, each document cost the whole script
 * over the DevTools protocol and a compile, about 0.7 s against 0.15 s on a loaded two-core machine
 * (178 documents in one end-to-end run).
 */
export const AXE_SCRIPT_PATH = "/__e2e/axe-core.js";

/** Adds `AXE_SCRIPT_PATH` to a test's server, before it listens. */
export function serveAxeScript(app: FastifyInstance) {
  app.get(AXE_SCRIPT_PATH, (_request, reply) => reply.header("Cache-Control", "public, max-age=3600").type("text/javascript").send(axeSource));
}
