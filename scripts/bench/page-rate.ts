/**
 * The built home page's rate against nginx serving the same files (issue 37): wrk, 32 connections on
 * 2 threads for 10 s, asking for brotli or gzip, against the real entry point and against nginx with
 * one worker and gzip_static, in alternating rounds so both share the machine's moments. The ratio
 * (site / nginx) is the measure; the rates alone move with whatever else the machine runs. Both tools
 * are only for measuring: without them the bench says what is missing and goes on.
 * nginx-light has no brotli module, so nginx sends the .gz while the site sends the smaller .br.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, stopServer } from "../audit/server";
import { startProductionServer } from "./production-server";

const ROUNDS = 3;
/** Issue 37: the site serves its pages at least at half nginx's rate on the same machine. */
const TARGET_RATIO = 0.5;
const WRK_ARGS = ["-t2", "-c32", "-d10s", "-H", "Accept-Encoding: br, gzip"];

/** Where a tool is on PATH, or in the sbin folders a non-root PATH lacks (nginx lives in /usr/sbin). */
function findTool(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean), "/usr/local/sbin", "/usr/sbin", "/sbin"];
  return folders.map((folder) => path.join(folder, name)).find((file) => existsSync(file));
}

interface WrkRun {
  perSecond: number;
  /** Answers other than 2xx or 3xx, and connect, read, write and timeout errors. */
  errors: number;
}

function runWrk(wrk: string, url: string): WrkRun {
  const run = spawnSync(wrk, [...WRK_ARGS, url], { encoding: "utf8" });
  const out = run.stdout ?? "";
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { perSecond, errors: run.status === 0 ? non2xx + socketErrors : Math.max(1, non2xx + socketErrors) };
}

/** One worker, gzip_static, the built home page at /, nothing logged per request; all files in `dir`. */
function nginxConfig(dir: string, port: number, clientDir: string) {
  const temp = (name: string) => path.join(dir, name);
  return `worker_processes 1;
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  types { text/html html; }
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    location = / { try_files /index.html =404; }
  }
}
`;
}

/** nginx in the foreground on `port`, resolved once it answers the home page. */
async function startNginx(nginx: string, dir: string, port: number, clientDir: string): Promise<ChildProcess> {
  writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, port, clientDir));
  const errorLog = path.join(dir, "error.log");
  const child = spawn(nginx, ["-p", dir, "-e", errorLog, "-c", path.join(dir, "nginx.conf")], { stdio: "inherit" });
  try {
    await untilHomePage(`http://127.0.0.1:${port}/`, child, errorLog, clientDir);
    return child;
  } catch (error) {
    await stopNginx(child);
    throw error;
  }
}

async function untilHomePage(url: string, nginx: ChildProcess, errorLog: string, clientDir: string) {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    if (nginx.exitCode !== null) throw new Error(`it exited with code ${nginx.exitCode}: ${readFileSync(errorLog, "utf8").trim()}`);
    const status = await fetch(url).then(
      async (res) => (await res.arrayBuffer(), res.status),
      () => undefined, // not listening yet
    );
    if (status === 200) return;
    // Started as root, its worker runs as nobody, which may not read the build.
    if (status !== undefined) throw new Error(`it answered ${status} for the home page (can its worker's user read ${clientDir}?)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("it did not answer within 10 s");
}

async function stopNginx(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGQUIT");
  await exited;
}

export interface PageRateRound {
  site: WrkRun;
  nginx: WrkRun;
  /** The 1-minute load average when the round began. */
  load: string;
}

export type PageRateBench =
  | { notMeasured: string }
  | {
      rounds: PageRateRound[];
      /** All rounds' site answers over all rounds' nginx answers. */
      ratio: number;
      loadAtEnd: string;
      failed: boolean;
    };

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");

export async function benchPageRate(clientDir: string): Promise<PageRateBench> {
  const wrk = findTool("wrk");
  const nginx = findTool("nginx");
  if (!wrk || !nginx) {
    const missing = [wrk ? "" : "wrk", nginx ? "" : "nginx"].filter(Boolean).join(" and ");
    return { notMeasured: `${missing} not installed (only for measuring: apt-get install wrk nginx-light)` };
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-pages-"));
  const nginxDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-nginx-"));
  const [sitePort, nginxPort] = [await freePort(), await freePort()];
  const { child: site } = await startProductionServer(sitePort, clientDir, dataDir);
  let nginxProcess: ChildProcess | undefined;
  try {
    try {
      nginxProcess = await startNginx(nginx, nginxDir, nginxPort, clientDir);
    } catch (error) {
      return { notMeasured: `nginx could not serve the page: ${error instanceof Error ? error.message : String(error)}` };
    }
    const rounds: PageRateRound[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const load = loadAverage();
      rounds.push({ load, site: runWrk(wrk, `http://127.0.0.1:${sitePort}/`), nginx: runWrk(wrk, `http://127.0.0.1:${nginxPort}/`) });
    }
    const total = (which: "site" | "nginx") => rounds.reduce((sum, r) => sum + r[which].perSecond, 0);
    const failed = rounds.some((r) => r.site.errors > 0 || r.nginx.errors > 0 || r.site.perSecond === 0 || r.nginx.perSecond === 0);
    return { rounds, ratio: total("nginx") > 0 ? total("site") / total("nginx") : 0, loadAtEnd: loadAverage(), failed };
  } finally {
    if (nginxProcess) await stopNginx(nginxProcess);
    await stopServer(site);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(nginxDir, { recursive: true, force: true });
  }
}

export function printPageRateBench(result: PageRateBench) {
  const wrkLine = WRK_ARGS.map((arg) => (arg.includes(" ") ? `'${arg}'` : arg)).join(" ");
  console.log(`\nThe built home page against nginx (1 worker, gzip_static) on the same files: wrk ${wrkLine}, alternating rounds:`);
  if ("notMeasured" in result) {
    console.log(`Not measured: ${result.notMeasured}.`);
    return;
  }
  console.log("| round | load average at start | site req/s | nginx req/s | site / nginx | errors (site, nginx) |\n|---|---|---|---|---|---|");
  result.rounds.forEach((r, i) => {
    console.log(
      `| ${i + 1} | ${r.load} | ${r.site.perSecond.toFixed(0)} | ${r.nginx.perSecond.toFixed(0)} | ${(r.site.perSecond / (r.nginx.perSecond || 1)).toFixed(2)} | ${r.site.errors}, ${r.nginx.errors} |`,
    );
  });
  console.log(`| all rounds | ${result.loadAtEnd} at the end | | | ${result.ratio.toFixed(2)} | |`);
  const verdict = result.ratio >= TARGET_RATIO ? "met" : "missed (the rates move with the machine's load: run it again on a quiet machine)";
  console.log(`Target: at least ${TARGET_RATIO} of nginx's rate: ${verdict}.`);
}
