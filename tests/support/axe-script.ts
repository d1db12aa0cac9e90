/** axe-core's script, for tests/support/axe.ts and the end-to-end run's server (no vitest here: global setup reads it). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** axe-core's script (about 550 kB). */
export const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Where the end-to-end run's site also serves `axeSource`, cacheable (tests/support/e2e-global-setup.ts;
 * never the app itself). Loaded by address, the browser compiles it once per page's process and then
 * reuses the compiled code for each document after: sent inline, each document cost the whole script
 * over the DevTools protocol and a compile, about 0.7 s against 0.15 s on a loaded two-core machine
 * (178 documents in one end-to-end run).
 */
export const AXE_SCRIPT_PATH = "/__e2e/axe-core.js";
