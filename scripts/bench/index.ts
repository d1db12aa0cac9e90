/**
 * Measurements, printed as tables: start-up of the real entry point, memory at idle, the JavaScript
 * and CSS each public page loads (gzip), request rates for a prerendered page, a hashed asset and
 * the health check, and the built home page's rate against nginx serving the same files, as a ratio,
 * with wrk when wrk and nginx are installed (scripts/bench/page-rate.ts), and sustained submissions
 * per second for each public form on PGlite and on PostgreSQL (scripts/bench/forms.ts), and sign-ins
 * per second against raw argon2id verifications (scripts/bench/sign-in.ts), and the staff API over
 * 20,000 applications (scripts/bench/admin.ts),
 * and the portals' reads with the demo school of 2,000 children under 50 users at once, with the
 * OneRoster export and import of the whole school, on PGlite and PostgreSQL (scripts/bench/portal.ts),
 * and learning with a full year of work for 2,000 children: the gradebook, a child's assignments, a
 * family's progress and a hand-in with a 1 MB file (scripts/bench/learning.ts), class
 * announcements reaching 500 open pages' live event streams: delivery latency, one at a time and in a
 * burst, and memory per connected page (scripts/bench/messages.ts), and live classes: a teacher with N
 * fake-camera learners in Chromium through Janus, then the signalling server alone with 500
 * participants in 40 rooms (scripts/bench/live.ts, in a network namespace of its own), measured in one
 * run on this machine, and the learning games with 500 children playing at once on PostgreSQL: rounds
 * started and answers checked per second, the p95 of an answer check (scripts/bench/games.ts), and tuition
 * billing on PostgreSQL: a term's invoices for the demo school of 2,000 children, dry run and real, with
 * gapless numbers, then the family invoices read under 50 users and an invoice's PDF (scripts/bench/billing.ts).
 * Run after `npm run build`: `npm run bench` (or `npm run bench -- pages` for the page rate against
 * nginx only, `npm run bench -- forms` for the forms only, `npm run bench -- sign-in` for sign-in only,
 * `npm run bench -- admin` for the staff API only,
 * `npm run bench -- portal` for the portals only, `npm run bench -- learning` for learning only,
 * `npm run bench -- messages` for the announcements only, `npm run bench -- live` for live classes only,
 * `npm run bench -- translate` for the embedded translation engine only: scripts/bench/translate.ts,
 * `npm run bench -- games` for the learning games only, `npm run bench -- billing` for tuition billing only).
 * Exits non-zero when a form submission failed or an acknowledged one is missing from the database,
 * or a wrk run against the site or nginx had errors, or a staff request failed, or a portal read that
 * exists answered an error, or an announcement was
 * not delivered exactly once to each open page of its audience and to no other, or a game's request
 * failed or a round played was not finished with its 8 answers, or a billing run failed, left something
 * behind as a dry run or gave numbers with a gap, or a family's invoice read or PDF failed.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { PUBLIC_PATHS } from "#common/routes";
import { CONTENT_PAGE_JS_BUDGET_BYTES, FORM_PAGE_JS_BUDGET_BYTES } from "../audit/budget";
import { freePort, stopServer } from "../audit/server";
import { startProductionServer, treeRssMiB } from "./production-server";
import { benchAdmin, printAdminBench } from "./admin";
import { benchBilling, printBillingBench } from "./billing";
import { benchForms } from "./forms";
import { benchGames, printGamesBench } from "./games";
import { benchLearning, printLearningBench } from "./learning";
import { benchMessages, printMessagesBench } from "./messages";
import { benchPageRate, printPageRateBench } from "./page-rate";
import { benchLive } from "./live";
import { benchPortal, printPortalBench } from "./portal";
import { benchSignIn, printSignInBench } from "./sign-in";
import { benchTranslate, printTranslateBench } from "./translate";
// The bench's own database work (seeding, checks) fails on node-postgres's overlapping-query warning too.
import "./fail-on-pg-warning.mjs";

const clientDir = path.resolve("build/client");
if (!existsSync(path.resolve("build/server/index.js"))) {
  console.error("Build the site first: npm run build");
  process.exit(1);
}

async function pageWeight(routePath: string) {
  const file = path.join(clientDir, routePath === "/" ? "index.html" : `${routePath}/index.html`);
  const html = await readFile(file, "utf8");
  const js = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const gz = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) total += gzipSync(await readFile(path.join(clientDir, url))).length;
    return total;
  };
  return { html: gzipSync(html).length, js: await gz(js), css: await gz(css) };
}

/** Keeps `concurrency` requests in flight for `ms` and counts the answers. */
async function rate(url: string, ms = 3000, concurrency = 16) {
  let done = 0;
  let errors = 0;
  const end = Date.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const res = await fetch(url, { headers: { "accept-encoding": "br" } });
        await res.arrayBuffer();
        if (res.ok) done += 1;
        else errors += 1;
      }
    }),
  );
  return { perSecond: Math.round(done / (ms / 1000)), errors };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

const formsOnly = process.argv.includes("forms");

async function benchServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  /** Starts the real entry point and resolves once /api/health answers, with the time it took. */
  const startServer = () => startProductionServer(port, clientDir, dataDir);

  const firstStart = await startServer(); // creates the embedded database (initdb + migrations)
  await stopServer(firstStart.child);
  const { child, ms: coldStartMs } = await startServer(); // an existing data directory, as in production
  await new Promise((r) => setTimeout(r, 5000));
  const idleRss = treeRssMiB(child.pid!);

  console.log(
    `\nPage weight (gzip) per public page. JS is what the page loads on the visitor's first sign of intent (before it: none; budgets ${kb(CONTENT_PAGE_JS_BUDGET_BYTES)} and ${kb(FORM_PAGE_JS_BUDGET_BYTES)} on form pages, npm run audit):`,
  );
  console.log("| page | HTML | JS on intent | CSS |\n|---|---|---|---|");
  for (const p of PUBLIC_PATHS) {
    const w = await pageWeight(p);
    console.log(`| ${p} | ${kb(w.html)} | ${kb(w.js)} | ${kb(w.css)} |`);
  }

  const html = await readFile(path.join(clientDir, "index.html"), "utf8");
  const asset = html.match(/<link rel="modulepreload" href="([^"]+)"/)![1]!;
  const page = await rate(`${base}/our-school`);
  const assetRate = await rate(`${base}${asset}`);
  const health = await rate(`${base}/api/health`);
  const busyRss = treeRssMiB(child.pid!);

  console.log("\nServer:");
  console.log("| measure | value |\n|---|---|");
  console.log(`| first start to healthy (creates the PGlite database) | ${Math.round(firstStart.ms)} ms |`);
  console.log(`| cold start to healthy (existing data) | ${Math.round(coldStartMs)} ms |`);
  console.log(`| memory at idle, 5 s after start (RSS) | ${idleRss.toFixed(0)} MiB |`);
  console.log(`| memory after load (RSS) | ${busyRss.toFixed(0)} MiB |`);
  console.log(`| prerendered page, 16 in flight | ${page.perSecond} req/s (${page.errors} errors) |`);
  console.log(`| hashed asset, 16 in flight | ${assetRate.perSecond} req/s (${assetRate.errors} errors) |`);
  console.log(`| /api/health (database round trip) | ${health.perSecond} req/s (${health.errors} errors) |`);

  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}

async function benchAllForms() {
  console.log(`\nPublic forms: sustained submissions per second, 16 in flight for 5 s per endpoint, mail to a local SMTP server:`);
  console.log("| database | endpoint | submissions/s | errors | acknowledged | found stored |\n|---|---|---|---|---|---|");
  let failed = false;
  for (const kind of ["pglite", "postgres"] as const) {
    const result = await benchForms(kind, clientDir);
    for (const row of result.rows) {
      console.log(`| ${row.database} | ${row.endpoint} | ${row.perSecond.toFixed(0)} | ${row.errors} | ${row.acknowledged} | ${row.stored} |`);
      if (row.errors > 0 || row.stored !== row.acknowledged) failed = true;
    }
    console.log(
      `| ${kind} | mail (2 per form) | | | ${result.mailExpected} expected | ${result.mailReceived} received by SMTP, ${result.mailSentInOutbox} marked sent |`,
    );
    if (result.mailReceived < result.mailExpected) failed = true;
  }
  if (failed) {
    console.error("\nA submission failed, or an acknowledged one (or its mail) is missing.");
    process.exitCode = 1;
  }
}

const pagesOnly = process.argv.includes("pages");
const signInOnly = process.argv.includes("sign-in");
const adminOnly = process.argv.includes("admin");
const portalOnly = process.argv.includes("portal");
const learningOnly = process.argv.includes("learning");
const messagesOnly = process.argv.includes("messages");
const liveOnly = process.argv.includes("live");
const translateOnly = process.argv.includes("translate");
const gamesOnly = process.argv.includes("games");
const billingOnly = process.argv.includes("billing");
const everything =
  !pagesOnly &&
  !formsOnly &&
  !signInOnly &&
  !adminOnly &&
  !portalOnly &&
  !learningOnly &&
  !messagesOnly &&
  !liveOnly &&
  !translateOnly &&
  !gamesOnly &&
  !billingOnly;

if (everything) await benchServer();
if (everything || pagesOnly) {
  const pages = await benchPageRate(clientDir);
  printPageRateBench(pages);
  if ("failed" in pages && pages.failed) {
    console.error("\nA wrk run against the site or nginx had errors or answered nothing.");
    process.exitCode = 1;
  }
}
if (everything || formsOnly) await benchAllForms();
if (everything || signInOnly) {
  const signIn = await benchSignIn(clientDir);
  printSignInBench(signIn);
  if (signIn.signInErrors > 0) process.exitCode = 1;
}
if (everything || adminOnly) {
  const admin = await benchAdmin(clientDir);
  printAdminBench(admin);
  if (admin.failed) {
    console.error("\nA staff request failed, or the CSV export missed rows.");
    process.exitCode = 1;
  }
}
// `npm run bench -- portal postgres` (or pglite, and likewise for learning and messages) measures one database only.
const onlyKinds = (["pglite", "postgres"] as const).filter((k) => process.argv.includes(k));
if (everything || portalOnly) {
  for (const kind of onlyKinds.length ? onlyKinds : (["pglite", "postgres"] as const)) {
    const portal = await benchPortal(clientDir, kind);
    printPortalBench(portal);
    if (portal.failed) {
      console.error(`\nA portal read (or the roster export or import) failed on ${kind}.`);
      process.exitCode = 1;
    }
  }
}
if (everything || learningOnly) {
  for (const kind of onlyKinds.length ? onlyKinds : (["pglite", "postgres"] as const)) {
    const learning = await benchLearning(clientDir, kind);
    printLearningBench(learning);
    if (learning.failed) {
      console.error(`\nA learning request failed on ${kind}.`);
      process.exitCode = 1;
    }
  }
}
// Announcements on PostgreSQL, as the issue asks (`-- messages pglite` for PGlite instead, `-- messages postgres pglite` for both).
if (everything || messagesOnly) {
  for (const kind of onlyKinds.length ? onlyKinds : (["postgres"] as const)) {
    const messages = await benchMessages(clientDir, kind);
    printMessagesBench(messages);
    if (messages.failed) {
      console.error(`\nAn announcement was missed, duplicated or misdirected, a stream ended, or a request failed on ${kind}.`);
      process.exitCode = 1;
    }
  }
}
// The games on PostgreSQL only: the bench reads each round's seed from the database while the server runs.
if (everything || gamesOnly) {
  const games = await benchGames(clientDir);
  printGamesBench(games);
  if (games.failed) {
    console.error("\nA game's request failed, or a round played was not finished with its 8 answers.");
    process.exitCode = 1;
  }
}
// Billing on PostgreSQL only, as the issue asks: the bench checks the numbers in the database while the server runs.
if (everything || billingOnly) {
  const billing = await benchBilling(clientDir);
  printBillingBench(billing);
  if (billing.failed) {
    console.error("\nA billing run failed, a dry run left something behind, the numbers have a gap, or a family's invoice read or PDF failed.");
    process.exitCode = 1;
  }
}
if (everything || liveOnly) {
  if (!(await benchLive(clientDir))) process.exitCode = 1;
}
if (everything || translateOnly) {
  const translate = await benchTranslate();
  printTranslateBench(translate);
  if (translate.failed) {
    console.error("\nA translation with the embedded engine failed (answered null).");
    process.exitCode = 1;
  }
}
