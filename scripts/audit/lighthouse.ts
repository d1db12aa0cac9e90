/**
 * What both audits of `npm run audit` share (the public pages, ./public.ts, and the signed-in portal
 * pages, ./portal.ts): the built site served at the origin its pages were built for, Debian's Chromium,
 * Lighthouse 12's runs of each page, one row per page from the median of its runs, its targets and
 * the printing of what lost points.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { builtOrigin, freePort } from "./server";

export type CategoryId = "performance" | "accessibility" | "best-practices" | "seo";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

export interface PageResult {
  /** The route (a pattern such as /portal/assignments/:id/work for a page with a parameter). */
  path: string;
  /** The address Lighthouse opened, and the one the page showed at the end. */
  requestedUrl: string;
  url: string;
  scores: Partial<Record<CategoryId, number | null>>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** JavaScript files the page requested, gzip-compressed size of each from build/client. */
  jsGzipBytes: number;
  jsFiles: number;
  /** The same once the visitor has shown intent (the page hydrated); filled in after the Lighthouse runs. */
  jsAfterIntentGzipBytes?: number;
  jsAfterIntentFiles?: number;
  /** The machine's 1-minute load average as the run started. */
  load: number;
  /** Audits that lost points, per category below 100. */
  failing: { category: CategoryId; id: string; title: string; score: number; displayValue?: string }[];
  runtimeError?: string;
  warnings: string[];
}

/** What a page must reach: a score per category, metric ceilings (strictly below), a JavaScript budget. */
export interface PageTarget {
  scores: Partial<Record<CategoryId, number>>;
  fcpBelowMs?: number;
  lcpBelowMs?: number;
  clsBelow?: number;
  jsBudgetBytes: number;
  /** The page must end at the address it was opened at (a signed-out portal page goes to /auth). */
  staysPut?: boolean;
  /**
   * The page goes live on its own (a signed-in page starts its scripts after the first paint): a run
   * in which it loaded no script of its own measured a page nobody could use, and is tried again.
   */
  goesLive?: boolean;
}

/** A run of a page that goes live, whose framework never loaded: what it measured is not the page. */
const didNotGoLive = (result: PageResult, target: PageTarget) => target.goesLive === true && !result.runtimeError && result.jsFiles < 2;

export const ms = (n: number | null) => (n === null ? "n/a" : `${Math.round(n)} ms`);
export const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
export const score = (n: number | null | undefined) => (n == null ? "n/a" : String(n));
export const clsText = (n: number | null) => (n === null ? "n/a" : n.toFixed(3));
export const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

/** The built site, or exit with the command that builds it. */
export function builtClientDir(): string {
  const clientDir = path.resolve("build/client");
  if (!existsSync(path.resolve("build/server/index.js"))) {
    console.error("Build the site first: npm run build (npm run audit measures the current build).");
    process.exit(1);
  }
  return clientDir;
}

/**
 * Where the pages are audited: the origin the build names in its canonical links, mapped onto the
 * server's free port in Chromium (--host-resolver-rules), or http://127.0.0.1:PORT when the build's
 * origin is not plain HTTP (./public.ts says why).
 */
export async function auditAddress(clientDir: string) {
  const origin = builtOrigin(clientDir);
  const port = await freePort();
  const mapped = origin.protocol === "http:";
  const auditOrigin = mapped ? origin.origin : `http://127.0.0.1:${port}`;
  const hostRules = mapped ? [`--host-resolver-rules=MAP ${origin.hostname}:${origin.port || "80"} 127.0.0.1:${port}`] : [];
  console.log(`Pages built for ${origin.origin}; server on 127.0.0.1:${port}; auditing ${auditOrigin}.`);
  if (!mapped) {
    console.log(`(The build's origin is not plain HTTP, so pages are audited at ${auditOrigin}: canonical links name ${origin.origin}.)`);
  }
  return { origin, port, auditOrigin, hostRules };
}

/** Chromium for the audits; with `timeZone`, its clock reads that zone's time (TZ), whatever the machine's. */
export function launchChromium(hostRules: string[], timeZone?: string) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, ...hostRules],
    logLevel: "silent",
    ...(timeZone ? { envVars: { ...(process.env as Record<string, string>), TZ: timeZone } } : {}),
  });
}

/** Gzip size of a file of the build by its URL path (0 for what is not in the build), computed once. */
export function gzipSizes(clientDir: string): (pathname: string) => number {
  const cache = new Map<string, number>();
  return (pathname) => {
    let size = cache.get(pathname);
    if (size === undefined) {
      const file = path.join(clientDir, decodeURIComponent(pathname));
      size = file.startsWith(clientDir + path.sep) && existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
      cache.set(pathname, size);
    }
    return size;
  };
}

function numeric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

function summarise(lhr: Result, routePath: string, origin: string, categories: readonly CategoryId[], gzipSizeOf: (pathname: string) => number): PageResult {
  const scores: PageResult["scores"] = {};
  const failing: PageResult["failing"] = [];
  for (const id of categories) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    if (!category || scores[id] === 100) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      failing.push({ category: id, id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue });
    }
  }

  const requests = lhr.audits["network-requests"]?.details;
  const items = requests && "items" in requests ? (requests.items as { url?: string; resourceType?: string }[]) : [];
  let jsGzipBytes = 0;
  let jsFiles = 0;
  for (const item of items) {
    if (item.resourceType !== "Script" || !item.url) continue;
    const url = new URL(item.url);
    if (url.origin !== origin) continue;
    jsGzipBytes += gzipSizeOf(url.pathname);
    jsFiles += 1;
  }

  return {
    path: routePath,
    requestedUrl: lhr.requestedUrl ?? lhr.mainDocumentUrl ?? "",
    url: lhr.finalDisplayedUrl,
    scores,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsGzipBytes,
    jsFiles,
    failing,
    load: os.loadavg()[0]!,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings.map(String),
  };
}

/** The median of the values that are there (the lower middle one for an even count). */
export function median(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return present.length === 0 ? null : present[Math.floor((present.length - 1) / 2)]!;
}

/** One row per page from its runs: the median of every figure, the lost points of every run. */
function combine(page: PageResult[], categories: readonly CategoryId[]): PageResult {
  const usable = page.filter((r) => !r.runtimeError);
  if (usable.length === 0) return page[0]!;
  const scores: PageResult["scores"] = {};
  for (const id of categories) scores[id] = median(usable.map((r) => r.scores[id] ?? null));
  const failing = new Map<string, PageResult["failing"][number]>();
  for (const r of usable) for (const f of r.failing) failing.set(`${f.category}:${f.id}`, f);
  return {
    ...usable[0]!,
    scores,
    fcpMs: median(usable.map((r) => r.fcpMs)),
    lcpMs: median(usable.map((r) => r.lcpMs)),
    tbtMs: median(usable.map((r) => r.tbtMs)),
    cls: median(usable.map((r) => r.cls)),
    jsGzipBytes: median(usable.map((r) => r.jsGzipBytes))!,
    jsFiles: median(usable.map((r) => r.jsFiles))!,
    load: median(page.map((r) => r.load))!,
    failing: [...failing.values()],
    warnings: [...new Set(usable.flatMap((r) => r.warnings)), ...page.filter((r) => r.runtimeError).map((r) => `a run failed: ${r.runtimeError}`)],
  };
}

/** A page to audit: its row's name (`path`), the address Lighthouse loads, and request headers (a session cookie). */
export interface PageToAudit {
  path: string;
  url: string;
  extraHeaders?: Record<string, string>;
}

export interface AuditRuns {
  results: PageResult[];
  runsByPage: Map<string, PageResult[]>;
  /** The load average at the start of each run and at the end. */
  loads: string[];
}

/**
 * Every page once per run, `runs` times (the pages in turn, so a passing burst of load spreads over
 * all of them), printing each page's misses as it goes; answers one row per page from its runs.
 */
export async function runLighthouse(options: {
  chromePort: number;
  pages: readonly PageToAudit[];
  runs: number;
  categories: readonly CategoryId[];
  auditOrigin: string;
  gzipSizeOf: (pathname: string) => number;
  targetOf: (path: string) => PageTarget;
}): Promise<AuditRuns> {
  const { pages, runs, categories } = options;
  const runsByPage = new Map<string, PageResult[]>(pages.map((p) => [p.path, []]));
  const loads: string[] = [];
  for (let run = 1; run <= runs; run += 1) {
    loads.push(`run ${run}: load average ${loadNow()} at the start`);
    console.log(`\nrun ${run} of ${runs} (load average ${loadNow()})`);
    for (const page of pages) {
      process.stdout.write(`auditing ${page.url} ... `);
      const started = performance.now();
      let result: PageResult | undefined;
      // A trace that could not be recorded (NO_NAVSTART and the like, seen on a busy machine), or a run
      // in which a page that goes live loaded none of its scripts (seen once in six runs of
      // /parent/progress, whose 400 KB page hydrates every time in a browser driven by a test), is
      // tried once more before it counts as a failed run.
      const target = options.targetOf(page.path);
      for (let attempt = 1; attempt <= 2 && (!result || result.runtimeError || didNotGoLive(result, target)); attempt += 1) {
        const lighthouseRun = await lighthouse(page.url, {
          port: options.chromePort,
          output: "json",
          logLevel: "error",
          onlyCategories: [...categories],
          extraHeaders: page.extraHeaders,
        });
        if (!lighthouseRun) throw new Error(`Lighthouse returned no result for ${page.url}`);
        if (process.env.AUDIT_REPORTS_DIR) saveReport(process.env.AUDIT_REPORTS_DIR, page.path, run, lighthouseRun.lhr);
        result = summarise(lighthouseRun.lhr, page.path, options.auditOrigin, categories, options.gzipSizeOf);
        if (didNotGoLive(result, target)) result.runtimeError = `its scripts did not start in the run (${result.jsFiles} script file loaded)`;
      }
      if (!result) throw new Error(`Lighthouse returned no result for ${page.url}`);
      runsByPage.get(page.path)!.push(result);
      const missed = misses(result, options.targetOf(page.path));
      console.log(`${((performance.now() - started) / 1000).toFixed(0)} s${missed.length ? ` (below target: ${missed.join(", ")})` : ""}`);
    }
  }
  loads.push(`end: load average ${loadNow()}`);
  return { results: pages.map((p) => combine(runsByPage.get(p.path)!, categories)), runsByPage, loads };
}

/** Lighthouse's whole report of one run (AUDIT_REPORTS_DIR), to look into a page's long tasks and scripts. */
function saveReport(dir: string, pagePath: string, run: number, lhr: unknown) {
  mkdirSync(dir, { recursive: true });
  const name = pagePath.replace(/^\//, "").replace(/[^\w-]+/g, "_") || "home";
  writeFileSync(path.join(dir, `${name}.run${run}.json`), JSON.stringify(lhr));
}

/** What a page's row misses of its target, in words ("performance 88 < 95", "FCP 2080 ms >= 1000 ms"). */
export function misses(result: PageResult, target: PageTarget): string[] {
  if (result.runtimeError) return [`Lighthouse could not audit the page (${result.runtimeError})`];
  const ended = new URL(result.url).pathname;
  if (target.staysPut && ended !== new URL(result.requestedUrl).pathname) return [`the page went to ${ended}`];
  const missed = Object.entries(target.scores)
    .filter(([id, min]) => (result.scores[id as CategoryId] ?? 0) < min)
    .map(([id, min]) => `${id} ${result.scores[id as CategoryId] ?? "n/a"} < ${min}`);
  const ceiling = (name: string, value: number | null, below: number | undefined, text: (n: number) => string) => {
    if (below !== undefined && (value === null || value >= below)) missed.push(`${name} ${value === null ? "n/a" : text(value)} >= ${text(below)}`);
  };
  ceiling("FCP", result.fcpMs, target.fcpBelowMs, (n) => ms(n));
  ceiling("LCP", result.lcpMs, target.lcpBelowMs, (n) => ms(n));
  ceiling("CLS", result.cls, target.clsBelow, (n) => clsText(n));
  if (result.jsGzipBytes > target.jsBudgetBytes) missed.push(`JavaScript ${kib(result.jsGzipBytes)} > ${kib(target.jsBudgetBytes)}`);
  return missed;
}

/** The audits that lost points, the warnings and failed runs of every page that has any. */
export function printLostPoints(results: readonly PageResult[]) {
  const withLostPoints = results.filter((r) => r.failing.length > 0 || r.runtimeError || r.warnings.length > 0);
  if (withLostPoints.length > 0) console.log("\nAudits that lost points:");
  for (const r of withLostPoints) {
    console.log(`\n${r.path}`);
    if (r.runtimeError) console.log(`  runtime error: ${r.runtimeError}`);
    for (const w of r.warnings) console.log(`  warning: ${w}`);
    for (const f of r.failing) {
      console.log(`  [${f.category}] ${f.id}: ${f.title} (score ${f.score.toFixed(2)}${f.displayValue ? `, ${f.displayValue}` : ""})`);
    }
  }
}

export function writeJson(file: string, report: Record<string, unknown>) {
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${file}`);
}

/** Exit status 1 with the pages that missed their target, or say that all met theirs. */
export function finish(results: readonly PageResult[], targetOf: (path: string) => PageTarget) {
  const failed = results.filter((r) => misses(r, targetOf(r.path)).length > 0);
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} of ${results.length} pages below target: ${failed.map((r) => `${r.path} (${misses(r, targetOf(r.path)).join(", ")})`).join("; ")}`,
    );
    process.exit(1);
  }
  console.log(`\nAll ${results.length} pages meet the targets.`);
}

/** Runs `cleanUp` on SIGINT/SIGTERM before exiting, so no server, Chromium or data directory is left behind. */
export function cleanUpOnSignal(cleanUp: () => Promise<void>) {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void cleanUp().finally(() => process.exit(130));
    });
  }
}
