/**
 * `npm run audit`: Lighthouse 12 on every public page of the current build, in its default (mobile)
 * configuration, for the performance, accessibility, best-practices and SEO categories, three runs
 * per page. Prints one row per page with the median of the runs (scores, FCP, LCP, TBT, CLS), the
 * gzip size of the JavaScript the page loaded before any interaction (what Lighthouse saw) and after
 * the visitor's first sign of intent (a key press in Chromium, which hydrates a public page:
 * docs/decisions/0017), and the machine's load average while it ran. Exits with status 1 when a
 * page misses a target: all four categories 100, and at most the page's JavaScript budget of
 * scripts/audit/budget.ts before interaction. For every category below 100 it lists the audits that
 * lost points (id and title) in the runs that lost them.
 *
 *   npm run build && npm run audit
 *   npm run audit -- --json audit.json        also write the results as JSON
 *   npm run audit -- --only /,/faqs           audit some pages only
 *   npm run audit -- --runs 1                 one run per page (quicker, noisier)
 *
 * It builds nothing: it audits build/ as it is. It starts the real server (server/index.ts, as
 * `npm run serve` does) on a free port with a throw-away DATA_DIR, and drives Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) through chrome-launcher, one page after another.
 *
 * Canonical URLs. The prerendered pages carry canonical and og:url links to the PUBLIC_URL the site
 * was built for (http://localhost:3000 unless PUBLIC_URL was set for the build). The audit reads that
 * origin from build/client/index.html, starts the server with the same PUBLIC_URL (so the server's
 * start-up check in server/plugins/site.ts finds no mismatch and robots.txt names the right sitemap),
 * and makes Chromium resolve that host and port to the server's free port (--host-resolver-rules).
 * Lighthouse thus loads every page at exactly the address its canonical link names, as a visitor
 * would, and port 3000 need not be free. A build for an https:// origin cannot be mapped onto the
 * plain-HTTP server: it is audited at http://127.0.0.1:PORT instead, and the script says so (its
 * canonical links then name another origin, which Lighthouse 12's canonical audit accepts).
 *
 * Scores move with the machine's load (Lighthouse simulates a mid-range phone from a trace taken on
 * this CPU): run it on a quiet machine before reading much into a few points. The simulated FCP also
 * counts every preloaded script that happened to finish before the observed first paint, so the
 * size of the JavaScript shared by all pages shows up in FCP and the performance score.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { PUBLIC_PATHS } from "#common/routes";
import { jsBudgetFor } from "./budget";
import { builtOrigin, freePort, startServer, stopServer } from "./server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/** The lowest acceptable score (0-100) per category. */
const TARGETS: Record<CategoryId, number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

const { values: args } = parseArgs({
  options: {
    json: { type: "string" },
    only: { type: "string" },
    runs: { type: "string", default: "3" },
  },
});

const clientDir = path.resolve("build/client");
if (!existsSync(path.join(clientDir, "__spa-fallback.html"))) {
  console.error("Build the site first: npm run build (npm run audit measures the current build).");
  process.exit(1);
}

const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of runs per page, 1 or more");
  process.exit(1);
}

const paths = args.only
  ? args.only
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean)
  : [...PUBLIC_PATHS];
const unknown = paths.filter((p) => !PUBLIC_PATHS.includes(p));
if (unknown.length > 0) {
  console.error(`Not public pages: ${unknown.join(", ")}. Public pages: ${PUBLIC_PATHS.join(", ")}`);
  process.exit(1);
}

interface PageResult {
  path: string;
  url: string;
  scores: Record<CategoryId, number | null>;
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

const gzipCache = new Map<string, number>();
function gzipSizeOf(pathname: string): number {
  let size = gzipCache.get(pathname);
  if (size === undefined) {
    const file = path.join(clientDir, decodeURIComponent(pathname));
    size = file.startsWith(clientDir + path.sep) && existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    gzipCache.set(pathname, size);
  }
  return size;
}

function numeric(lhr: Result, id: string): number | null {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" ? value : null;
}

function summarise(lhr: Result, routePath: string, origin: string): PageResult {
  const scores = {} as Record<CategoryId, number | null>;
  const failing: PageResult["failing"] = [];
  for (const id of CATEGORIES) {
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

const ms = (n: number | null) => (n === null ? "n/a" : `${Math.round(n)} ms`);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const score = (n: number | null) => (n === null ? "n/a" : String(n));

function misses(result: PageResult): string[] {
  if (result.runtimeError) return [`Lighthouse could not audit the page (${result.runtimeError})`];
  const missed = CATEGORIES.filter((id) => (result.scores[id] ?? 0) < TARGETS[id]).map((id) => `${id} ${result.scores[id] ?? "n/a"} < ${TARGETS[id]}`);
  const budget = jsBudgetFor(result.path);
  if (result.jsGzipBytes > budget) missed.push(`JavaScript ${kib(result.jsGzipBytes)} > ${kib(budget)}`);
  return missed;
}

const origin = builtOrigin(clientDir);
const port = await freePort();
const mapped = origin.protocol === "http:";
const auditOrigin = mapped ? origin.origin : `http://127.0.0.1:${port}`;
const hostPort = `${origin.hostname}:${origin.port || "80"}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-audit-"));

console.log(`Pages built for ${origin.origin}; server on 127.0.0.1:${port}; auditing ${auditOrigin}.`);
if (!mapped) {
  console.log(`(The build's origin is not plain HTTP, so pages are audited at ${auditOrigin}: canonical links name ${origin.origin}.)`);
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const cleanUp = async () => {
  chrome?.kill();
  chrome = undefined;
  if (server) await stopServer(server.child);
  server = undefined;
  rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

/** The median of the values that are there (the lower middle one for an even count). */
function median(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  return present.length === 0 ? null : present[Math.floor((present.length - 1) / 2)]!;
}

/** One row per page from its runs: the median of every figure, the lost points of every run. */
function combine(page: PageResult[]): PageResult {
  const usable = page.filter((r) => !r.runtimeError);
  if (usable.length === 0) return page[0]!;
  const scores = {} as Record<CategoryId, number | null>;
  for (const id of CATEGORIES) scores[id] = median(usable.map((r) => r.scores[id]));
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

/**
 * What each page loads once the visitor shows intent: the page is opened in Chromium (through
 * playwright-core, at the audited address), a key is pressed, and the scripts requested until the
 * page has hydrated and the network is quiet are counted with those loaded before.
 */
async function measureAfterIntent(pagesToMeasure: PageResult[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", ...(mapped ? [`--host-resolver-rules=MAP ${hostPort} 127.0.0.1:${port}`] : [])],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.origin === auditOrigin) scripts.add(url.pathname);
    });
    for (const result of pagesToMeasure) {
      scripts.clear();
      await page.goto(`${auditOrigin}${result.path}`, { waitUntil: "networkidle" });
      await page.keyboard.press("Shift");
      await page.waitForFunction(() => {
        const main = document.querySelector("main");
        return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
      });
      await page.waitForLoadState("networkidle");
      result.jsAfterIntentFiles = scripts.size;
      result.jsAfterIntentGzipBytes = [...scripts].reduce((sum, file) => sum + gzipSizeOf(file), 0);
    }
  } finally {
    await browser.close();
  }
}

let results: PageResult[] = [];
const runsByPage = new Map<string, PageResult[]>(paths.map((p) => [p, []]));
const loads: string[] = [];
const loadNow = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
try {
  server = await startServer(port, { DATA_DIR: dataDir, PUBLIC_URL: origin.origin, LOG_LEVEL: "warn" });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, ...(mapped ? [`--host-resolver-rules=MAP ${hostPort} 127.0.0.1:${port}`] : [])],
    logLevel: "silent",
  });

  for (let run = 1; run <= runs; run += 1) {
    loads.push(`run ${run}: load average ${loadNow()} at the start`);
    console.log(`\nrun ${run} of ${runs} (load average ${loadNow()})`);
    for (const routePath of paths) {
      const url = `${auditOrigin}${routePath}`;
      process.stdout.write(`auditing ${url} ... `);
      const started = performance.now();
      let result: PageResult | undefined;
      // A trace that could not be recorded (NO_NAVSTART and the like, seen on a busy machine) is
      // tried once more before it counts as a failed run.
      for (let attempt = 1; attempt <= 2 && (!result || result.runtimeError); attempt += 1) {
        const lighthouseRun = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...CATEGORIES],
        });
        if (!lighthouseRun) throw new Error(`Lighthouse returned no result for ${url}`);
        result = summarise(lighthouseRun.lhr, routePath, auditOrigin);
      }
      if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
      runsByPage.get(routePath)!.push(result);
      const missed = misses(result);
      console.log(`${((performance.now() - started) / 1000).toFixed(0)} s${missed.length ? ` (below target: ${missed.join(", ")})` : ""}`);
    }
  }
  loads.push(`end: load average ${loadNow()}`);
  chrome.kill();
  chrome = undefined;
  results = paths.map((p) => combine(runsByPage.get(p)!));
  await measureAfterIntent(results.filter((r) => !r.runtimeError));
} finally {
  await cleanUp();
}

console.log(`\nLighthouse 12, mobile, simulated throttling, median of ${runs} run${runs === 1 ? "" : "s"} per page (${loads.join("; ")}).`);
console.log(
  `Targets: every category ${TARGETS.performance}; JavaScript before interaction at most the page's budget (gzip): ${[...new Set(results.map((r) => jsBudgetFor(r.path)))].map(kib).join(" or ")}.`,
);
console.log("| page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS before interaction (budget) | JS after intent |");
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const s = r.scores;
  const cls = r.cls === null ? "n/a" : r.cls.toFixed(3);
  const after = r.jsAfterIntentGzipBytes === undefined ? "n/a" : `${kib(r.jsAfterIntentGzipBytes)} (${r.jsAfterIntentFiles} files)`;
  console.log(
    `| ${r.path} | ${score(s.performance)} | ${score(s.accessibility)} | ${score(s["best-practices"])} | ${score(s.seo)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${cls} | ${kib(r.jsGzipBytes)} in ${r.jsFiles} files (${kib(jsBudgetFor(r.path))}) | ${after} |`,
  );
}

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

if (args.json) {
  writeFileSync(
    args.json,
    `${JSON.stringify({ origin: auditOrigin, targets: TARGETS, runs, loads, jsBudgetBytes: Object.fromEntries(results.map((r) => [r.path, jsBudgetFor(r.path)])), pages: results, allRuns: Object.fromEntries(runsByPage) }, null, 2)}\n`,
  );
  console.log(`\nWrote ${args.json}`);
}

const failed = results.filter((r) => misses(r).length > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${results.length} pages below target: ${failed.map((r) => `${r.path} (${misses(r).join(", ")})`).join("; ")}`);
  process.exit(1);
}
console.log(`\nAll ${results.length} pages meet the targets.`);
