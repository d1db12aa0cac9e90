/** The real entry point as every bench runs it, and how much memory it holds. */
import { execFileSync } from "node:child_process";
import { builtOrigin, startServer } from "../audit/server";

/**
 * Starts `server/index.ts` in production mode (fixed secret, warnings only in the log) on `dataDir`,
 * with the built site's origin as PUBLIC_URL and no live video (a bench that measures it brings its
 * own Janus: otherwise each server started a local Janus of its own, and one was left running when a
 * bench stopped its server); `extra` adds or overrides variables (limits, SMTP, a PostgreSQL database).
 */
export function startProductionServer(port: number, clientDir: string, dataDir: string, extra: Record<string, string> = {}) {
  return startServer(port, {
    DATA_DIR: dataDir,
    PUBLIC_URL: builtOrigin(clientDir).origin,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    APP_SECRET: "b".repeat(48),
    LIVE_VIDEO: "off",
    ...extra,
  });
}

/** Resident memory (MiB) of the server process and its children (tsx may run the server in a child). */
export function treeRssMiB(pid: number): number {
  const out = execFileSync("ps", ["-o", "rss=", "--ppid", String(pid), "-p", String(pid)], { encoding: "utf8" });
  return out.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}
