/**
 * `npm run audit`: Lighthouse 12 on every public page of the current build, in its default (mobile)
 * configuration, for the performance, accessibility, best-practices and SEO categories. Prints one
 * row per page (scores, FCP, LCP, TBT, CLS and the gzip size of the JavaScript the page loaded) and
 * exits with status 1 when a page misses a target: Performance 95, the other three 100, and at most
 * the JavaScript budget of scripts/audit/budget.ts. For every category below 100 it lists the audits
 * that lost points (id and title).
 *
 *   npm run build && npm run audit
 *   npm run audit -- --json audit.json        also write the results as JSON
 *   npm run audit -- --only /,/faqs           audit some pages only
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
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { PUBLIC_PATHS } from "../../common/routes";
import { PUBLIC_PAGE_JS_BUDGET_BYTES } from "./budget";
import { builtOrigin, freePort, startServer, stopServer } from "./server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/** The lowest acceptable score (0-100) per category. */
const TARGETS: Record<CategoryId, number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

const { values: args } = parseArgs({
  options: {
    json: { type: "string" },
    only: { type: "string" },
  },
});

const clientDir = path.resolve("build/client");
if (!existsSync(path.join(clientDir, "__spa-fallback.html"))) {
  console.error("Build the site first: npm run build (npm run audit measures the current build).");
  process.exit(1);
}

const paths = args.only ? args.only.split(",").map((p) => p.trim()).filter(Boolean) : [...PUBLIC_PATHS];
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
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings.map(String),
  };
}

const ms = (n: number | null) => (n === null ? "n/a" : `${Math.round(n)} ms`);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const score = (n: number | null) => (n === null ? "n/a" : String(n));

function misses(result: PageResult): string[] {
  if (result.runtimeError) return [`Lighthouse could not audit the page (${result.runtimeError})`];
  const missed = CATEGORIES.filter((id) => (result.scores[id] ?? 0) < TARGETS[id]).map(
    (id) => `${id} ${result.scores[id] ?? "n/a"} < ${TARGETS[id]}`,
  );
  if (result.jsGzipBytes > PUBLIC_PAGE_JS_BUDGET_BYTES) {
    missed.push(`JavaScript ${kib(result.jsGzipBytes)} > ${kib(PUBLIC_PAGE_JS_BUDGET_BYTES)}`);
  }
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

const results: PageResult[] = [];
try {
  server = await startServer(port, { DATA_DIR: dataDir, PUBLIC_URL: origin.origin, LOG_LEVEL: "warn" });
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [...CHROME_FLAGS, ...(mapped ? [`--host-resolver-rules=MAP ${hostPort} 127.0.0.1:${port}`] : [])],
    logLevel: "silent",
  });

  for (const routePath of paths) {
    const url = `${auditOrigin}${routePath}`;
    process.stdout.write(`auditing ${url} ... `);
    const started = performance.now();
    const run = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
    const result = summarise(run.lhr, routePath, auditOrigin);
    results.push(result);
    const missed = misses(result);
    console.log(`${((performance.now() - started) / 1000).toFixed(0)} s${missed.length ? ` (below target: ${missed.join(", ")})` : ""}`);
  }
} finally {
  await cleanUp();
}

console.log(
  `\nLighthouse, mobile, simulated throttling. Targets: performance ${TARGETS.performance}+, accessibility, best practices and SEO 100, JavaScript at most ${kib(PUBLIC_PAGE_JS_BUDGET_BYTES)} (gzip):`,
);
console.log("| page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS (gzip) |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const r of results) {
  const s = r.scores;
  const cls = r.cls === null ? "n/a" : r.cls.toFixed(3);
  console.log(
    `| ${r.path} | ${score(s.performance)} | ${score(s.accessibility)} | ${score(s["best-practices"])} | ${score(s.seo)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${cls} | ${kib(r.jsGzipBytes)} (${r.jsFiles} files) |`,
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
  writeFileSync(args.json, `${JSON.stringify({ origin: auditOrigin, targets: TARGETS, jsBudgetBytes: PUBLIC_PAGE_JS_BUDGET_BYTES, pages: results }, null, 2)}\n`);
  console.log(`\nWrote ${args.json}`);
}

const failed = results.filter((r) => misses(r).length > 0);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${results.length} pages below target: ${failed.map((r) => `${r.path} (${misses(r).join(", ")})`).join("; ")}`);
  process.exit(1);
}
console.log(`\nAll ${results.length} pages meet the targets.`);
