/**
 * `npm run audit`: the public pages (./index.ts describes both audits). Canonical URLs: the
 * prerendered pages carry canonical and og:url links to the PUBLIC_URL the site was built for
 * (http://localhost:3000 unless PUBLIC_URL was set for the build). The audit reads that origin from
 * build/client/index.html, starts the server with the same PUBLIC_URL (so the server's start-up check
 * in server/plugins/site.ts finds no mismatch and robots.txt names the right sitemap), and makes
 * Chromium resolve that host and port to the server's free port (--host-resolver-rules). Lighthouse
 * thus loads every page at exactly the address its canonical link names, as a visitor would, and port
 * 3000 need not be free. A build for an https:// origin cannot be mapped onto the plain-HTTP server:
 * it is audited at http://127.0.0.1:PORT instead, and the script says so (its canonical links then
 * name another origin, which Lighthouse 12's canonical audit accepts).
 */
import type * as chromeLauncher from "chrome-launcher";
import { chromium } from "playwright-core";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PUBLIC_PATHS } from "#common/routes";
import { jsBudgetFor } from "./budget";
import {
  CHROMIUM_PATH,
  auditAddress,
  cleanUpOnSignal,
  clsText,
  finish,
  gzipSizes,
  kib,
  launchChromium,
  ms,
  printLostPoints,
  runLighthouse,
  score,
  writeJson,
  type AuditRuns,
  type CategoryId,
  type PageResult,
  type PageTarget,
} from "./lighthouse";
import { startServer, stopServer } from "./server";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const satisfies readonly CategoryId[];

/** The lowest acceptable score (0-100) per category. */
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const targetOf = (routePath: string): PageTarget => ({ scores: TARGETS, jsBudgetBytes: jsBudgetFor(routePath) });

/**
 * What each page loads once the visitor shows intent: the page is opened in Chromium (through
 * playwright-core, at the audited address), a key is pressed, and the scripts requested until the
 * page has hydrated and the network is quiet are counted with those loaded before.
 */
async function measureAfterIntent(pagesToMeasure: PageResult[], auditOrigin: string, hostRules: string[], gzipSizeOf: (pathname: string) => number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu", ...hostRules] });
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

export async function auditPublicPages(options: { clientDir: string; runs: number; only?: string; json?: string }) {
  const { clientDir, runs } = options;
  const paths = options.only
    ? options.only
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)
    : [...PUBLIC_PATHS];
  const unknown = paths.filter((p) => !PUBLIC_PATHS.includes(p));
  if (unknown.length > 0) {
    console.error(`Not public pages: ${unknown.join(", ")}. Public pages: ${PUBLIC_PATHS.join(", ")}`);
    process.exit(1);
  }

  const { origin, port, auditOrigin, hostRules } = await auditAddress(clientDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-audit-"));
  const gzipSizeOf = gzipSizes(clientDir);

  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanUp = async () => {
    chrome?.kill();
    chrome = undefined;
    if (server) await stopServer(server.child);
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanUpOnSignal(cleanUp);

  let audit: AuditRuns;
  try {
    server = await startServer(port, { DATA_DIR: dataDir, PUBLIC_URL: origin.origin, LOG_LEVEL: "warn" });
    chrome = await launchChromium(hostRules);
    audit = await runLighthouse({
      chromePort: chrome.port,
      pages: paths.map((p) => ({ path: p, url: `${auditOrigin}${p}` })),
      runs,
      categories: CATEGORIES,
      auditOrigin,
      gzipSizeOf,
      targetOf,
    });
    chrome.kill();
    chrome = undefined;
    await measureAfterIntent(
      audit.results.filter((r) => !r.runtimeError),
      auditOrigin,
      hostRules,
      gzipSizeOf,
    );
  } finally {
    await cleanUp();
  }
  const { results, runsByPage, loads } = audit;

  console.log(`\nLighthouse 12, mobile, simulated throttling, median of ${runs} run${runs === 1 ? "" : "s"} per page (${loads.join("; ")}).`);
  console.log(
    `Targets: every category ${TARGETS.performance}; JavaScript before interaction at most the page's budget (gzip): ${[...new Set(results.map((r) => jsBudgetFor(r.path)))].map(kib).join(" or ")}.`,
  );
  console.log("| page | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS before interaction (budget) | JS after intent |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    const s = r.scores;
    const after = r.jsAfterIntentGzipBytes === undefined ? "n/a" : `${kib(r.jsAfterIntentGzipBytes)} (${r.jsAfterIntentFiles} files)`;
    console.log(
      `| ${r.path} | ${score(s.performance)} | ${score(s.accessibility)} | ${score(s["best-practices"])} | ${score(s.seo)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${clsText(r.cls)} | ${kib(r.jsGzipBytes)} in ${r.jsFiles} files (${kib(jsBudgetFor(r.path))}) | ${after} |`,
    );
  }
  printLostPoints(results);

  if (options.json) {
    writeJson(options.json, {
      origin: auditOrigin,
      targets: TARGETS,
      runs,
      loads,
      jsBudgetBytes: Object.fromEntries(results.map((r) => [r.path, jsBudgetFor(r.path)])),
      pages: results,
      allRuns: Object.fromEntries(runsByPage),
    });
  }
  finish(results, targetOf);
}
