/**
 * `npm run audit -- portal` (issue 37): the signed-in pages children, families, teachers and the
 * office open every day, audited as the demo school's people see them (./index.ts describes both
 * audits). The demo school (`npm run seed:demo`, its default size, with a known password) is written
 * into the throw-away DATA_DIR before the server starts; each person signs in through POST /api/login
 * with the anti-forgery token, as a browser does (the benches' Session), and Lighthouse sends that
 * session's cookies with every request of the page (`extraHeaders`), so each page is audited signed
 * in. The work screen is opened on the child's first assignment due (else any of theirs), read through
 * GET /api/student/assignments. The server's first round of scheduled jobs (the day's reminders and
 * digests of a database seeded today) is over before the first page is audited.
 */
import type * as chromeLauncher from "chrome-launcher";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { StudentWorkList } from "#common/schemas/learning/work";
import { school } from "#common/school";
import { VIEWER_ZONE_COOKIE } from "#common/viewer-zone";
import type { DemoAccount } from "../demo";
import { Session } from "../bench/portal";
import { afterFirstJobRound, jobsLine } from "../bench/production-server";
import { portalJsBudgetFor } from "./budget";
import {
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
  type PageTarget,
  type PageToAudit,
} from "./lighthouse";
import { startServer, stopServer } from "./server";

const CATEGORIES = ["performance", "accessibility"] as const satisfies readonly CategoryId[];
const PASSWORD = "Audit-Portal-2026";

/**
 * The demo people whose pages are audited (scripts/demo): a kindergartner, her Spanish-speaking
 * mother (two children at the school), the kindergarten teacher, and the school's admin (null: the
 * demo's account of that role).
 */
const PEOPLE = {
  child: "beatriz.nakamura",
  parent: "giselle.nakamura",
  teacher: "rosa.delgadomarsh",
  admin: null,
} as const;
type Person = keyof typeof PEOPLE;

/** Children's and families' pages open on phones every day; staff pages mostly on a computer. */
type Audience = "family" | "staff";

interface PortalPage {
  path: string;
  as: Person;
  audience: Audience;
}

const PORTAL_PAGES: readonly PortalPage[] = [
  { path: "/student", as: "child", audience: "family" },
  { path: "/student/assignments", as: "child", audience: "family" },
  { path: "/portal/assignments/:id/work", as: "child", audience: "family" },
  { path: "/parent", as: "parent", audience: "family" },
  { path: "/parent/progress", as: "parent", audience: "family" },
  { path: "/parent/calendar", as: "parent", audience: "family" },
  { path: "/messages", as: "parent", audience: "family" },
  { path: "/teacher", as: "teacher", audience: "staff" },
  { path: "/teacher/gradebook", as: "teacher", audience: "staff" },
  { path: "/teacher/content", as: "teacher", audience: "staff" },
  { path: "/admin", as: "admin", audience: "staff" },
];

/** Issue 37's goal: Lighthouse mobile, median of 3. */
const TARGETS: Record<Audience, Omit<PageTarget, "jsBudgetBytes">> = {
  family: { scores: { performance: 95, accessibility: 100 }, fcpBelowMs: 1_000, lcpBelowMs: 1_800, clsBelow: 0.02 },
  staff: { scores: { performance: 90, accessibility: 100 } },
};

function pageOf(routePath: string): PortalPage {
  const page = PORTAL_PAGES.find((p) => p.path === routePath);
  if (!page) throw new Error(`${routePath} is not an audited portal page`);
  return page;
}

const targetOf = (routePath: string): PageTarget => ({
  ...TARGETS[pageOf(routePath).audience],
  jsBudgetBytes: portalJsBudgetFor(routePath),
  staysPut: true,
  goesLive: true,
});

const targetText = (audience: Audience) => {
  const t = TARGETS[audience];
  return [
    ...Object.entries(t.scores).map(([id, min]) => `${id} >= ${min}`),
    ...(t.fcpBelowMs ? [`FCP < ${t.fcpBelowMs / 1000} s`] : []),
    ...(t.lcpBelowMs ? [`LCP < ${t.lcpBelowMs / 1000} s`] : []),
    ...(t.clsBelow ? [`CLS < ${t.clsBelow}`] : []),
  ].join(", ");
};

/** The embedded database in `dataDir`, whatever DATABASE_URL this shell has. */
const throwAwayDatabase = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: "" });

/** The demo school of `npm run seed:demo` (its default size) in `dataDir`: its accounts. */
async function seedDemo(dataDir: string): Promise<DemoAccount[]> {
  const started = performance.now();
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/seed-demo.ts", "--json"], {
    env: { ...process.env, ...throwAwayDatabase(dataDir), DEMO_PASSWORD: PASSWORD },
    maxBuffer: 64 * 1024 * 1024,
  });
  const accounts = stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as DemoAccount)
    .filter((a) => a.username);
  console.log(`Demo school seeded in ${((performance.now() - started) / 1000).toFixed(0)} s (${accounts.length} accounts).`);
  return accounts;
}

function usernameOf(person: Person, accounts: readonly DemoAccount[]): string {
  const username = PEOPLE[person] ?? accounts.find((a) => a.role === person)?.username;
  if (!username || !accounts.some((a) => a.username === username)) {
    throw new Error(`the demo school has no ${username ?? person} any more: update PEOPLE in scripts/audit/portal.ts`);
  }
  return username;
}

/** One of the child's assignments: the first due, else one sent in or returned. */
async function childAssignmentId(child: Session): Promise<string> {
  const res = await child.fetch("/api/student/assignments");
  if (res.status !== 200) throw new Error(`GET /api/student/assignments answered ${res.status}`);
  const { data } = (await res.json()) as { data: StudentWorkList };
  const work = data.due[0] ?? data.sent[0] ?? data.returned[0];
  if (!work) throw new Error("the child has no assignment in the demo school");
  return work.id;
}

export async function auditPortalPages(options: { clientDir: string; runs: number; only?: string; json?: string }) {
  const { clientDir, runs } = options;
  const only = options.only
    ?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = (only ?? []).filter((p) => !PORTAL_PAGES.some((page) => page.path === p));
  if (unknown.length > 0) {
    console.error(`Not audited portal pages: ${unknown.join(", ")}. Portal pages: ${PORTAL_PAGES.map((p) => p.path).join(", ")}`);
    process.exit(1);
  }
  const pages = only ? PORTAL_PAGES.filter((p) => only.includes(p.path)) : PORTAL_PAGES;

  const { origin, port, auditOrigin, hostRules } = await auditAddress(clientDir);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-audit-portal-"));
  const loadBefore = os.loadavg();

  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const reportServerExit = (code: number | null, signal: NodeJS.Signals | null) => {
    console.error(`\nThe server exited (${signal ?? `code ${code}`}) at ${new Date().toISOString()}.`);
  };
  const cleanUp = async () => {
    chrome?.kill();
    chrome = undefined;
    server?.child.off("exit", reportServerExit);
    if (server) await stopServer(server.child);
    server = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  };
  cleanUpOnSignal(cleanUp);

  const usernames = new Map<Person, string>();
  let audit: AuditRuns;
  let jobs: Awaited<ReturnType<typeof afterFirstJobRound>>;
  try {
    const accounts = await seedDemo(dataDir);
    server = await startServer(port, {
      ...throwAwayDatabase(dataDir),
      PUBLIC_URL: origin.origin,
      LOG_LEVEL: process.env.AUDIT_LOG_LEVEL ?? "warn",
      LIVE_VIDEO: "off",
      // Every page's reads, three times over, from one address.
      API_RATE_LIMIT_PER_MINUTE: "100000",
    });
    const serverStartedAt = Date.now();
    // Chromium shows only an error page once the server is gone: say when and why it went.
    server.child.once("exit", reportServerExit);
    const sessions = new Map<Person, Session>();
    for (const person of new Set(pages.map((p) => p.as))) {
      usernames.set(person, usernameOf(person, accounts));
      sessions.set(person, await new Session(server.base).signIn(usernames.get(person)!, PASSWORD));
    }
    const assignmentId = sessions.has("child") ? await childAssignmentId(sessions.get("child")!) : "";
    const toAudit: PageToAudit[] = pages.map((p) => ({
      path: p.path,
      url: `${auditOrigin}${p.path.replace(":id", encodeURIComponent(assignmentId))}`,
      // The browser's zone (Chromium runs in the school's) goes with the session, as a returning
      // family's browser sends it: the page then has no cookie to write, which would take the place
      // of this header.
      extraHeaders: { Cookie: `${sessions.get(p.as)!.cookie}; ${VIEWER_ZONE_COOKIE}=${encodeURIComponent(school.timeZone)}` },
    }));

    jobs = await afterFirstJobRound(serverStartedAt);
    chrome = await launchChromium(hostRules, school.timeZone);
    audit = await runLighthouse({
      chromePort: chrome.port,
      pages: toAudit,
      runs,
      categories: CATEGORIES,
      auditOrigin,
      gzipSizeOf: gzipSizes(clientDir),
      targetOf,
    });
  } finally {
    await cleanUp();
  }
  const { results, runsByPage, loads } = audit;

  console.log(
    `\nLighthouse 12, mobile, simulated throttling, signed in on the demo school, median of ${runs} run${runs === 1 ? "" : "s"} per page, ${os.cpus().length} CPUs (load average before seeding ${loadBefore.map((n) => n.toFixed(2)).join(" ")}; ${loads.join("; ")}).`,
  );
  console.log(jobsLine(jobs));
  console.log(
    `Targets: children's and families' pages ${targetText("family")}; teachers' and the office's ${targetText("staff")}; JavaScript before interaction (gzip) at most the page's budget.`,
  );
  console.log("| page | as | Performance | Accessibility | FCP | LCP | TBT | CLS | JS before interaction (budget) |");
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of results) {
    console.log(
      `| ${r.path} | ${usernames.get(pageOf(r.path).as)} | ${score(r.scores.performance)} | ${score(r.scores.accessibility)} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${clsText(r.cls)} | ${kib(r.jsGzipBytes)} in ${r.jsFiles} files (${kib(portalJsBudgetFor(r.path))}) |`,
    );
  }
  printLostPoints(results);

  if (options.json) {
    writeJson(options.json, {
      origin: auditOrigin,
      targets: Object.fromEntries(results.map((r) => [r.path, targetOf(r.path)])),
      runs,
      loadBefore,
      loads,
      jobs,
      pages: results,
      allRuns: Object.fromEntries(runsByPage),
    });
  }
  finish(results, targetOf);
}
