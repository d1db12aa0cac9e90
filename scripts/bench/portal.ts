/**
 * The portals' reads with a large school (issue 15, "Demo school and scale"): the demo school of
 * 2,000 children (npm run seed:demo -- --students 2000, about 170 teachers and 2,300 guardians) on
 * PGlite or on a throw-away PostgreSQL, the real entry point, and a sample of real demo accounts
 * signed in with their password. Each read is measured with 50 users at once (50 sessions, each
 * sending its next request when the last one answered): median, 95th percentile, slowest, requests
 * per second; the teacher's home and attention counts also for the specialists (the most classes), and
 * the office's attendance and learning reports over the current term (5 admins at once, issue 33).
 * Then the OneRoster export of the whole school, and its import, checked (dry run) and
 * real, into an empty second database. Target: p95 under 100 ms on PostgreSQL.
 *
 * An endpoint the server does not have yet (404 "Not found") is reported as missing, not as a failure.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { formatCalendarDate } from "#common/calendar-date";
import { daysInMonth } from "#common/calendar-date";
import { school } from "#common/school";
import { calendarDateInZone } from "#common/time-zone";
import { hashPassword } from "../../server/auth/passwords";
import { openDatabase } from "../../server/db/client";
import { users } from "../../server/db/schema";
import { startPostgres } from "../../tests/support/postgres";
import { seedDemoSchool, type DemoSeedResult } from "../demo";
import { freePort, stopServer } from "../audit/server";
import { afterFirstJobRound, jobsLine, startProductionServer } from "./production-server";

const STUDENTS = 2_000;
export const USERS = 50;
/** How long the 50 users use a read (docs/decisions/0018-load-model.md). */
export const USERS_MS = 8_000;
/** Each user's pause between an answer and their next click: 0.5 to 1.5 s, about one click a second. */
export const THINK_MS = { min: 500, max: 1_500 } as const;
/** How long the server is driven at its capacity (50 requests always in flight). */
export const DURATION_MS = 3_000;
export const PASSWORD = "Bench-Portal-2026";
export const SIGN_IN_CONCURRENCY = 8;
export const ALONE_SAMPLES = 20;
/** The school's office: a few admins reading the reports at once, not fifty. */
const OFFICE_USERS = 5;

type Kind = "pglite" | "postgres";

/** A browser's cookies and anti-forgery token. */
export class Session {
  private readonly cookies = new Map<string, string>();
  token = "";
  constructor(readonly base: string) {}

  get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
    this.token = res.headers.get("x-csrf-token") ?? this.token;
  }

  async fetch(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("cookie", this.cookie);
    headers.set("accept-encoding", "br, gzip");
    if (init.method && init.method !== "GET") headers.set("x-csrf-token", await this.freshToken());
    const res = await fetch(`${this.base}${url}`, { ...init, headers });
    this.keep(res);
    return res;
  }

  async freshToken() {
    const res = await fetch(`${this.base}/api/settings`, { headers: { cookie: this.cookie } });
    await res.arrayBuffer();
    this.keep(res);
    return this.token;
  }

  async signIn(username: string, password: string) {
    await this.freshToken();
    const res = await fetch(`${this.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-csrf-token": this.token, cookie: this.cookie },
      body: JSON.stringify({ username, password }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`signing in ${username} answered ${res.status}: ${text.slice(0, 200)}`);
    this.keep(res);
    return this;
  }
}

/** A missing route answers the API's generic 404 (a missing row says what it could not find). */
export async function isMissingRoute(res: Response): Promise<boolean> {
  if (res.status !== 404) return false;
  try {
    return ((await res.clone().json()) as { message?: string }).message === "Not found";
  } catch {
    return false;
  }
}

export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!);
      }
    }),
  );
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

export interface PortalRow {
  what: string;
  status: "ok" | "missing" | "failed";
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
  /** Requests per second the users made. */
  perSecond: number;
  /** Capacity: requests per second with 50 requests always in flight, and their p95 then. */
  capacity: number;
  saturatedP95: number;
  /** One user alone (sequential requests): the time of the read itself, without queueing. */
  aloneP50: number;
  aloneP95: number;
  note?: string;
}

export interface RosterStep {
  what: string;
  status: "ok" | "missing" | "failed";
  ms: number;
  note: string;
}

export interface PortalBench {
  database: Kind;
  seed: { ms: number; hashMs: number; counts: DemoSeedResult["counts"] };
  loadBefore: number[];
  loadAfter: number[];
  /** The wait for the server's first round of scheduled jobs (scripts/bench/production-server.ts). */
  jobs: { waitedMs: number; quiet: boolean };
  rows: PortalRow[];
  roster: RosterStep[];
  failed: boolean;
}

/** A worker of a measurement: its session and the request it repeats (a GET of `url` unless `init` says otherwise). */
export interface Worker {
  session: Session;
  url: string;
  init?: () => RequestInit;
  /** A worker with a limited supply of requests (each attach needs a file of its own) stops when this says so. */
  exhausted?: () => boolean;
}

const send = (w: Worker) => w.session.fetch(w.url, w.init?.());

/**
 * USERS workers, each with its own session and path, for DURATION_MS (after one unmeasured request
 * each). "missing" when the first answer is the API's generic 404.
 */
export async function measure(what: string, workers: Worker[]): Promise<PortalRow> {
  const first = await send(workers[0]!);
  if (await isMissingRoute(first)) return missingRow(what);
  await first.arrayBuffer();
  const alone: number[] = [];
  for (let i = 0; i < ALONE_SAMPLES; i++) {
    const w = workers[i % workers.length]!;
    const t0 = performance.now();
    await (await send(w)).arrayBuffer();
    alone.push(performance.now() - t0);
  }
  alone.sort((a, b) => a - b);
  await Promise.all(workers.slice(1).map(async (w) => (await send(w)).arrayBuffer()));
  let errors = 0;
  let note: string | undefined;
  const timed = async (w: Worker, times: number[]) => {
    const t0 = performance.now();
    const res = await send(w);
    const body = await res.text();
    times.push(performance.now() - t0);
    if (res.status !== 200 && res.status !== 201) {
      errors += 1;
      note ??= `${res.status} ${body.slice(0, 120)}`;
    }
  };
  // The users: each clicks, reads the answer, thinks, clicks again; they start spread over a second.
  const random = seededRandom(what.length * 7919 + 17);
  const think = () => THINK_MS.min + random() * (THINK_MS.max - THINK_MS.min);
  const times: number[] = [];
  const usersEnd = Date.now() + USERS_MS;
  const usersStarted = performance.now();
  await Promise.all(
    workers.map(async (w) => {
      await sleep(random() * 1_000);
      while (Date.now() < usersEnd && !w.exhausted?.()) {
        await timed(w, times);
        await sleep(think());
      }
    }),
  );
  const usersSeconds = (performance.now() - usersStarted) / 1000;
  // The capacity: every user's next request sent as soon as the last one answered.
  const saturated: number[] = [];
  const end = Date.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    workers.map(async (w) => {
      while (Date.now() < end && !w.exhausted?.()) await timed(w, saturated);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  saturated.sort((a, b) => a - b);
  return {
    what,
    status: errors ? "failed" : "ok",
    requests: times.length + saturated.length,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? NaN,
    perSecond: times.length / usersSeconds,
    capacity: saturated.length / seconds,
    saturatedP95: percentile(saturated, 95),
    aloneP50: percentile(alone, 50),
    aloneP95: percentile(alone, 95),
    note,
  };
}

export function missingRow(what: string): PortalRow {
  return {
    what,
    status: "missing",
    requests: 0,
    errors: 0,
    p50: NaN,
    p95: NaN,
    max: NaN,
    perSecond: 0,
    capacity: 0,
    saturatedP95: NaN,
    aloneP50: NaN,
    aloneP95: NaN,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same pauses on every run (mulberry32). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The table every bench of reads prints (portal and learning). */
export function printRows(rows: readonly PortalRow[]) {
  console.log(
    `${USERS} users at once, each clicking about once a second (a pause of ${THINK_MS.min / 1000}-${THINK_MS.max / 1000} s after each answer) for ${USERS_MS / 1000} s per read: p50, p95 and slowest of their requests. ` +
      `Capacity: requests per second with ${USERS} requests always in flight for ${DURATION_MS / 1000} s, and the p95 then (each waits for the others: time ~ ${USERS} / capacity). "Alone" is one user's sequential requests (${ALONE_SAMPLES}).`,
  );
  console.log(
    "| read | p50 | p95 | max | users' requests/s | capacity (requests/s) | p95 at capacity | errors | alone p50 | alone p95 |\n|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of rows) {
    if (r.status === "missing") console.log(`| ${r.what} | missing (the server has no such route yet) | | | | | | | | |`);
    else
      console.log(
        `| ${r.what} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.perSecond.toFixed(0)} | ${r.capacity.toFixed(0)} | ${ms(r.saturatedP95)} | ${r.errors}${r.note ? ` (${r.note})` : ""} | ${ms(r.aloneP50)} | ${ms(r.aloneP95)} |`,
      );
  }
}

/** `count` items of `list`, spread over it (not only the first few). */
export function spread<T>(list: readonly T[], count: number): T[] {
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count) % list.length]!);
}

async function seed(kind: Kind, dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, databaseUrl, timeouts: { connectMs: 5_000, statementMs: 600_000, idleInTransactionMs: 600_000 } });
  try {
    const started = performance.now();
    const result = await seedDemoSchool(database.db, { students: STUDENTS, password: PASSWORD });
    return { result, ms: performance.now() - started, kind };
  } finally {
    await database.close();
  }
}

/** An empty database with one admin, for the roster import. */
async function emptyWithAdmin(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await database.db.insert(users).values({
      username: "import.admin",
      email: "import.admin@example.org",
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(PASSWORD),
      role: "admin",
    });
  } finally {
    await database.close();
  }
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function rosterImport(session: Session, zip: Uint8Array, dryRun: boolean): Promise<RosterStep> {
  const what = `OneRoster import into an empty database, ${dryRun ? "dry run" : "real"}`;
  const form = new FormData();
  form.append("files", new Blob([new Uint8Array(zip)], { type: "application/zip" }), "oneroster.zip");
  const started = performance.now();
  const res = await session.fetch(`/api/admin/roster/import?dryRun=${dryRun}`, { method: "POST", body: form });
  const ms = performance.now() - started;
  if (await isMissingRoute(res)) return { what, status: "missing", ms: NaN, note: "" };
  const text = await res.text();
  return { what, status: res.status === 200 || res.status === 201 ? "ok" : "failed", ms, note: `${res.status}, ${summarise(text)}` };
}

/** The counts an import report gives, without its row-by-row list. */
function summarise(text: string): string {
  try {
    const json = JSON.parse(text) as { data?: Record<string, unknown> & { rows?: { outcome?: string; file?: string; reason?: string }[] }; message?: string };
    if (json.message && !json.data) return json.message.slice(0, 160);
    const counts = Object.entries(json.data ?? {}).filter(([, v]) => typeof v === "number" || (v && typeof v === "object" && !Array.isArray(v)));
    const refused = json.data?.rows?.find((r) => r.outcome === "refuse");
    return `${JSON.stringify(Object.fromEntries(counts)).slice(0, 300)}${refused ? `; first refusal (${refused.file}): ${refused.reason}` : ""}`;
  } catch {
    return text.slice(0, 160);
  }
}

export async function benchPortal(clientDir: string, kind: Kind): Promise<PortalBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `school-bench-portal-${kind}-`));
  const importDir = mkdtempSync(path.join(os.tmpdir(), `school-bench-roster-${kind}-`));
  const postgres = kind === "postgres" ? await startPostgres() : undefined;
  const loadBefore = os.loadavg();
  const stops: (() => Promise<void>)[] = [];
  try {
    const seeded = await seed(kind, dataDir, postgres?.url);
    const { plan, ids } = seeded.result;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { API_RATE_LIMIT_PER_MINUTE: "100000000", ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
    const { child } = await startProductionServer(port, clientDir, dataDir, env);
    const serverStartedAt = Date.now();
    stops.push(() => stopServer(child));

    // Real demo accounts, spread over the school: teachers with their first class, guardians with their first child.
    const homeroomLeads = plan.classes
      .filter((c) => c.kind === "homeroom")
      .map((c) => ({ key: c.staff.find((s) => s.role === "lead")!.userKey, classKey: c.key }));
    const teachers = spread(homeroomLeads, USERS).map((t) => ({ user: plan.teachers.find((u) => u.key === t.key)!, classId: ids.get(t.classKey)! }));
    const students = spread(plan.students, USERS).map((s) => s.user);
    const guardians = spread(plan.guardians, USERS).map((g) => ({
      user: g,
      studentId: ids.get(`record:${plan.links.find((l) => l.guardianKey === g.key)!.studentKey}`)!,
    }));
    const signIn = (username: string) => new Session(base).signIn(username, PASSWORD);
    const teacherSessions = await mapLimit(teachers, SIGN_IN_CONCURRENCY, (t) => signIn(t.user.username));
    // Specialists staff the most classes (scripts/demo/plan.ts): their home and counts read the most.
    const classesOfTeacher = new Map<string, number>();
    for (const c of plan.classes) for (const s of c.staff) classesOfTeacher.set(s.userKey, (classesOfTeacher.get(s.userKey) ?? 0) + 1);
    const specialists = [...plan.teachers].sort((a, b) => (classesOfTeacher.get(b.key) ?? 0) - (classesOfTeacher.get(a.key) ?? 0)).slice(0, USERS);
    const specialistSessions = await mapLimit(specialists, SIGN_IN_CONCURRENCY, (t) => signIn(t.username));
    const studentSessions = await mapLimit(students, SIGN_IN_CONCURRENCY, (s) => signIn(s.username));
    const guardianSessions = await mapLimit(guardians, SIGN_IN_CONCURRENCY, (g) => signIn(g.user.username));

    // Measured after the first round of scheduled jobs (the day's digests on a database seeded today).
    const jobs = await afterFirstJobRound(serverStartedAt);
    const today = calendarDateInZone(new Date(), school.timeZone);
    const month = `from=${formatCalendarDate({ ...today, day: 1 })}&to=${formatCalendarDate({ ...today, day: daysInMonth(today.year, today.month) })}`;
    const rows: PortalRow[] = [];
    rows.push(
      await measure(
        "teacher home GET /api/teacher/home",
        teacherSessions.map((session) => ({ session, url: "/api/teacher/home" })),
      ),
    );
    rows.push(
      await measure(
        `teacher home, specialists (${classesOfTeacher.get(specialists[0]!.key) ?? 0} to ${classesOfTeacher.get(specialists.at(-1)!.key) ?? 0} classes) GET /api/teacher/home`,
        specialistSessions.map((session) => ({ session, url: "/api/teacher/home" })),
      ),
    );
    rows.push(
      await measure(
        "teacher attention counts GET /api/teacher/attention-counts",
        teacherSessions.map((session) => ({ session, url: "/api/teacher/attention-counts" })),
      ),
    );
    rows.push(
      await measure(
        "teacher attention counts, specialists GET /api/teacher/attention-counts",
        specialistSessions.map((session) => ({ session, url: "/api/teacher/attention-counts" })),
      ),
    );
    rows.push(
      await measure(
        "class roster GET /api/teacher/classes/:classId",
        teacherSessions.map((session, i) => ({ session, url: `/api/teacher/classes/${teachers[i]!.classId}` })),
      ),
    );
    rows.push(
      await measure(
        "student home GET /api/student/home",
        studentSessions.map((session) => ({ session, url: "/api/student/home" })),
      ),
    );
    rows.push(
      await measure(
        "family home GET /api/family/children",
        guardianSessions.map((session) => ({ session, url: "/api/family/children" })),
      ),
    );
    rows.push(
      await measure(
        "child's day GET /api/family/children/:studentId/day",
        guardianSessions.map((session, i) => ({ session, url: `/api/family/children/${guardians[i]!.studentId}/day` })),
      ),
    );
    rows.push(
      await measure(
        "calendar month, teacher GET /api/calendar",
        teacherSessions.map((session) => ({ session, url: `/api/calendar?${month}` })),
      ),
    );
    rows.push(
      await measure(
        "calendar month, student GET /api/calendar",
        studentSessions.map((session) => ({ session, url: `/api/calendar?${month}` })),
      ),
    );
    rows.push(
      await measure(
        "calendar month, guardian GET /api/calendar",
        guardianSessions.map((session) => ({ session, url: `/api/calendar?${month}` })),
      ),
    );

    // iCalendar feeds of a mix of roles, each created by its owner; calendar apps fetch them without a session.
    const feedOwners = [...spread(teacherSessions, 17), ...spread(studentSessions, 17), ...spread(guardianSessions, 16)];
    const created = await mapLimit(feedOwners, SIGN_IN_CONCURRENCY, async (session) => {
      const res = await session.fetch("/api/calendar/feed", { method: "POST" });
      const text = await res.text();
      if (res.status === 404 && text.includes('"Not found"')) return null;
      return /\/api\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics/.exec(text)?.[1] ?? "";
    });
    if (created.some((token) => token === null)) rows.push(missingRow("iCalendar feed GET /api/calendar/feed/:token.ics"));
    else
      rows.push(
        await measure(
          "iCalendar feed GET /api/calendar/feed/:token.ics (no session)",
          created.map((token) => ({ session: new Session(base), url: `/api/calendar/feed/${token}.ics` })),
        ),
      );

    // The office's reports of the current term (their default range), by the school's admin: the
    // whole school read each time. Five of the 50 users (an office, not a class), for the same time.
    const admin = await signIn(plan.admin.username);
    const office = await mapLimit(Array.from({ length: OFFICE_USERS }), SIGN_IN_CONCURRENCY, () => signIn(plan.admin.username));
    rows.push(
      await measure(
        "office attendance report GET /api/admin/reports/attendance",
        office.map((session) => ({ session, url: "/api/admin/reports/attendance" })),
      ),
    );
    rows.push(
      await measure(
        "office learning report GET /api/admin/reports/learning",
        office.map((session) => ({ session, url: "/api/admin/reports/learning" })),
      ),
    );

    // OneRoster: export the whole school, import it (dry run, then real) into an empty database.
    const roster: RosterStep[] = [];
    const exportStarted = performance.now();
    const exported = await admin.fetch("/api/admin/roster/export.zip");
    const exportMs = performance.now() - exportStarted;
    if (await isMissingRoute(exported)) roster.push({ what: "OneRoster export of the whole school", status: "missing", ms: NaN, note: "" });
    else {
      const zip = new Uint8Array(await exported.arrayBuffer());
      roster.push({
        what: "OneRoster export of the whole school",
        status: exported.status === 200 ? "ok" : "failed",
        ms: exportMs,
        note: `${exported.status}, ${(zip.length / 1024).toFixed(0)} KiB`,
      });
      if (exported.status === 200) {
        const importUrl = postgres ? await createDatabase(postgres.url, "roster_import") : undefined;
        await emptyWithAdmin(importDir, importUrl);
        const importPort = await freePort();
        const second = await startProductionServer(importPort, clientDir, importDir, {
          API_RATE_LIMIT_PER_MINUTE: "100000000",
          ...(importUrl ? { DATABASE_URL: importUrl } : {}),
        });
        stops.push(() => stopServer(second.child));
        const importer = await new Session(`http://127.0.0.1:${importPort}`).signIn("import.admin", PASSWORD);
        roster.push(await rosterImport(importer, zip, true));
        roster.push(await rosterImport(importer, zip, false));
      }
    }
    const failed = rows.some((r) => r.status === "failed") || roster.some((r) => r.status === "failed");
    return {
      database: kind,
      seed: { ms: seeded.ms, hashMs: seeded.result.ms.hash, counts: seeded.result.counts },
      loadBefore,
      loadAfter: os.loadavg(),
      jobs,
      rows,
      roster,
      failed,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(importDir, { recursive: true, force: true });
  }
}

export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "");
export const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" / ");

export function printPortalBench(result: PortalBench) {
  const c = result.seed.counts;
  console.log(
    `\nPortals with the demo school of ${c.students.toLocaleString("en-US")} children on ${result.database} ` +
      `(${c.teachers} teachers, ${c.guardians} guardians, ${c.classes} classes, ${c.enrolments.toLocaleString("en-US")} enrolments, ${c.sessions.toLocaleString("en-US")} class sessions), ` +
      `real server, ${os.cpus().length} CPUs:`,
  );
  console.log(
    `Seed (npm run seed:demo -- --students ${STUDENTS}, in-process): ${(result.seed.ms / 1000).toFixed(1)} s (of which one argon2id hash ${result.seed.hashMs.toFixed(0)} ms).`,
  );
  console.log(`Machine load (1/5/15 min) before: ${load(result.loadBefore)}, after: ${load(result.loadAfter)}.`);
  console.log(jobsLine(result.jobs));
  printRows(result.rows);
  console.log("| roster | time | result |\n|---|---|---|");
  for (const r of result.roster) console.log(`| ${r.what} | ${r.status === "missing" ? "missing (the server has no such route yet)" : ms(r.ms)} | ${r.note} |`);
  if (result.database === "postgres") {
    const measured = result.rows.filter((r) => r.status === "ok");
    const slow = measured.filter((r) => r.p95 >= 100);
    if (measured.length === 0) console.log("Target p95 < 100 ms on PostgreSQL: no read could be measured (routes missing or failing).");
    else if (slow.length) console.log(`Target p95 < 100 ms on PostgreSQL missed by: ${slow.map((r) => r.what).join(", ")}.`);
    else console.log(`Target p95 < 100 ms on PostgreSQL: met by the ${measured.length} reads measured.`);
  }
}
