/** The real entry point as every bench runs it, and how much memory it holds. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { NOTIFICATION_JOB_INTERVAL_MS } from "../../server/notifications/jobs";
import { builtOrigin, startServer } from "../audit/server";

const PG_WARNING_HOOK = path.resolve("scripts/bench/fail-on-pg-warning.mjs");

/**
 * Starts `server/index.ts` in production mode (fixed secret, warnings only in the log) on `dataDir`,
 * with the built site's origin as PUBLIC_URL and no live video (a bench that measures it brings its
 * own Janus: otherwise each server started a local Janus of its own, and one was left running when a
 * bench stopped its server), ended by node-postgres's overlapping-query warning (./fail-on-pg-warning.mjs);
 * `extra` adds or overrides variables (limits, SMTP, a PostgreSQL database).
 */
export function startProductionServer(port: number, clientDir: string, dataDir: string, extra: Record<string, string> = {}) {
  return startServer(port, {
    DATA_DIR: dataDir,
    PUBLIC_URL: builtOrigin(clientDir).origin,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    APP_SECRET: "b".repeat(48),
    LIVE_VIDEO: "off",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${PG_WARNING_HOOK}`].filter(Boolean).join(" "),
    ...extra,
  });
}

/** Resident memory (MiB) of the server process and its children (tsx may run the server in a child). */
export function treeRssMiB(pid: number): number {
  const out = execFileSync("ps", ["-o", "rss=", "--ppid", String(pid), "-p", String(pid)], { encoding: "utf8" });
  return out.split("\n").reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}

/** Busy share of the machine's CPUs over `ms` (from /proc/stat: everything but idle and iowait). */
async function machineBusy(ms: number): Promise<number> {
  const sample = () => {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + (fields[4] ?? 0);
    return { idle, total: fields.reduce((a, b) => a + b, 0) };
  };
  const a = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = sample();
  return b.total === a.total ? 0 : 1 - (b.idle - a.idle) / (b.total - a.total);
}

/**
 * Waits for the server's first round of scheduled jobs to be over, so a measurement does not share the
 * machine with it. The round runs NOTIFICATION_JOB_INTERVAL_MS after start; on a database seeded today it
 * sends the day's reminders and family digests (for the 2,000-child school with a year of work, about
 * 30 s of work), which a running school does once a day at its digest time. Waits until the machine is
 * quiet (under a quarter busy over 2 s) after that moment, at most `maxMs`. Answers how long it waited and
 * whether the machine became quiet.
 */
export async function afterFirstJobRound(startedAt: number, maxMs = 180_000): Promise<{ waitedMs: number; quiet: boolean }> {
  const began = Date.now();
  const due = startedAt + NOTIFICATION_JOB_INTERVAL_MS + 2_000;
  if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
  while (Date.now() - began < maxMs) {
    if ((await machineBusy(2_000)) < 0.25) return { waitedMs: Date.now() - began, quiet: true };
  }
  return { waitedMs: Date.now() - began, quiet: false };
}

export function jobsLine(jobs: { waitedMs: number; quiet: boolean }): string {
  return `Measured after the server's first round of scheduled jobs (the day's reminders and digests): waited ${(jobs.waitedMs / 1000).toFixed(0)} s for it${jobs.quiet ? "" : " and the machine was still busy"}.`;
}
