/**
 * Class announcements reaching open pages (issue 17, "Messaging": "with 2,000 students and their
 * families, fan-out of a class announcement and delivery latency p50/p95 to 500 connected pages, on
 * PostgreSQL; memory per connected page"). `npm run bench -- messages` (PostgreSQL; `-- messages pglite`
 * for the embedded database instead, `-- messages postgres pglite` for both). Figures taken while
 * other work runs on the machine are provisional (docs/decisions/0018-load-model.md).
 *
 * The school: the demo school of 2,000 children (seeded as the portal bench does, scripts/bench/portal.ts)
 * on a throw-away PostgreSQL, the real entry point in production mode, real demo accounts signed in
 * with their password through POST /api/login (8 at a time: argon2id is slow on purpose; before any
 * measurement).
 *
 * The connected pages: homeroom classes spread over the school, taken in turn, and for each its
 * children's families (every guardian) and its children, until 500 people: each has a session of
 * their own and one open GET /api/events stream, as a browser page keeps (read with the tests' reader,
 * tests/support/event-stream.ts), counted as connected when its `ready` event came. The last class
 * taken is only partly connected: its audience members without a page are not waited for.
 *
 * Memory: the server's resident memory (its process tree; PostgreSQL is not in it) after the
 * sign-ins with no stream open, and again 3 s after the 500 streams are open: the difference over 500
 * is the memory per connected page. RSS is too coarse for a few MiB (memory freed after the sign-ins
 * stays resident and is reused), so the server also runs with its inspector on a loopback port and the
 * bench reads its JavaScript memory (heap used plus external) after a full garbage collection at the
 * same two moments: that difference over 500 is the figure to quote.
 *
 * Fan-out: each class's lead teacher posts two announcements through POST /api/messages/announcements,
 * one to the class's families and one to its children, so every page is outside the audience of most
 * announcements (the other classes', and the other half of its own class's). Each announcement's
 * latency is measured from the start of its POST (the anti-forgery token is fetched before, so the
 * POST is one request) to the moment each audience member's stream brought its `message` event (with
 * the message's id): the time a parent waits to see it, queueing in the server included. Events can
 * come before the POST's own answer (they are sent when the transaction commits). Two rounds:
 * (a) one at a time: the next announcement is posted when every connected audience member has had
 * the last one; (b) a burst: every announcement of (a) posted again at once. The POST's own time is
 * reported too.
 *
 * Checked, and the bench exits non-zero otherwise: every POST answered 201 with as many recipients
 * as the class has people in that audience (from the seed's plan, not from the server); every
 * connected audience member's page had the announcement's `message` event exactly once; no other
 * page had it; no page had a `message` event of anything else; every stream stayed open. The bench
 * process reads the 500 streams on the same 2 cores as the server and the database, so its own
 * event loop is part of the latency measured.
 */
import { mkdtempSync, rmSync } from "node:fs";
import WebSocket from "ws";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { openEventStream, type OpenStream } from "../../tests/support/event-stream";
import { startPostgres } from "../../tests/support/postgres";
import type { DemoPlan, PlannedClass } from "../demo/plan";
import { seedDemoSchool, type DemoSeedResult } from "../demo";
import { freePort, stopServer } from "../audit/server";
import { load, mapLimit, ms, PASSWORD, Session, SIGN_IN_CONCURRENCY, spread } from "./portal";
import { startProductionServer, treeRssMiB } from "./production-server";

const STUDENTS = 2_000;
export const PAGES = 500;
/** Streams opened at once (each waits for its `ready`). */
const OPEN_CONCURRENCY = 50;
/** How long a round waits for the deliveries it expects before it counts the rest missing. */
const DELIVERY_TIMEOUT_MS = 15_000;
/** After the expected deliveries, how long late duplicates or strays are waited for. */
const STRAY_WAIT_MS = 1_000;
const SETTLE_MS = 3_000;
/** The homerooms are taken from this many spread over the school (every grade), about 10 of them used. */
const CLASS_SPREAD = 20;

type Kind = "pglite" | "postgres";
type Audience = "families" | "children";

interface Page {
  userId: string;
  stream: OpenStream;
}

interface Announcement {
  classKey: string;
  className: string;
  audience: Audience;
  teacher: Session;
  /** Every user id the announcement should reach (the plan's), connected or not. */
  expected: Set<string>;
}

interface Posted {
  announcement: Announcement;
  startedAt: number;
  postMs: number;
  status: number;
  recipients: number | undefined;
  messageId: string | undefined;
  note?: string;
}

export interface RoundResult {
  what: string;
  announcements: number;
  /** Deliveries expected: connected audience members, summed over the announcements. */
  expected: number;
  delivered: number;
  missing: number;
  duplicated: number;
  misdirected: number;
  /** Delivery times (from the POST's start), sorted. */
  latencies: number[];
  /** Delivery times from the POST's answer (negative: the page knew before the teacher's screen), sorted. */
  afterAnswer: number[];
  /** The POSTs' times, sorted. */
  posts: number[];
  failedPosts: string[];
  wallMs: number;
}

export interface MessagesBench {
  database: Kind;
  seed: { ms: number; counts: DemoSeedResult["counts"] };
  classes: { name: string; families: number; children: number; connected: number }[];
  pages: { guardians: number; children: number; signInMs: number; openMs: number };
  memory: { beforeMiB: number; openMiB: number; afterMiB: number; heapBeforeMiB: number; heapOpenMiB: number };
  loadBefore: number[];
  loadAfter: number[];
  rounds: RoundResult[];
  otherMessageEvents: number;
  streamsEnded: number;
  failed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

/** The class's people in an audience, as the plan has them: its children's accounts, or every guardian of its children. */
function audienceOf(plan: DemoPlan, ids: Map<string, string>, cls: PlannedClass, audience: Audience): string[] {
  const inClass = new Set(cls.studentKeys);
  if (audience === "children") return plan.students.filter((s) => inClass.has(s.key)).map((s) => ids.get(s.user.key)!);
  return [...new Set(plan.links.filter((l) => inClass.has(l.studentKey)).map((l) => ids.get(l.guardianKey)!))];
}

/**
 * The server's JavaScript memory after a full garbage collection, read through its inspector (the
 * server runs with --inspect on a loopback port for this): heap used plus memory outside the heap
 * (buffers), in MiB. RSS alone cannot tell a few MiB: memory the allocator freed (the argon2id
 * hashes of the sign-ins) stays resident and is reused.
 */
async function collectedHeapMiB(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<{ result?: { value?: unknown } }>((resolve, reject) => {
      const mine = ++id;
      const onMessage = (raw: WebSocket.RawData) => {
        const answer = JSON.parse(raw.toString()) as { id?: number; result?: { result?: { value?: unknown } }; error?: unknown };
        if (answer.id !== mine) return;
        socket.off("message", onMessage);
        if (answer.error) reject(new Error(`${method}: ${JSON.stringify(answer.error)}`));
        else resolve(answer.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    const { result } = await call("Runtime.evaluate", { expression: "JSON.stringify(process.memoryUsage())", returnByValue: true });
    const usage = JSON.parse(String(result?.value)) as { heapUsed: number; external: number };
    return (usage.heapUsed + usage.external) / 1024 / 1024;
  } finally {
    socket.close();
  }
}

/** The POST alone: the anti-forgery token was fetched before, so only the announcement is timed. */
async function post(a: Announcement, classId: string, n: number): Promise<Posted> {
  const body = JSON.stringify({
    classId,
    audience: a.audience,
    subject: `Bench announcement ${n}`,
    body: `To the ${a.audience} of ${a.className}: the bench's announcement number ${n}.`,
  });
  const startedAt = performance.now();
  const res = await fetch(`${a.teacher.base}/api/messages/announcements`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: a.teacher.cookie, "x-csrf-token": a.teacher.token },
    body,
  });
  const text = await res.text();
  const postMs = performance.now() - startedAt;
  a.teacher.keep(res);
  let data: { messageId?: string; recipients?: number } | undefined;
  try {
    data = (JSON.parse(text) as { data?: { messageId?: string; recipients?: number } }).data;
  } catch {
    // reported below
  }
  return {
    announcement: a,
    startedAt,
    postMs,
    status: res.status,
    recipients: data?.recipients,
    messageId: data?.messageId,
    note: res.status === 201 ? undefined : `${res.status} ${text.slice(0, 160)}`,
  };
}

/** The `message` events of `messageId` a page has had. */
const eventsOf = (page: Page, messageId: string) => page.stream.events.filter((e) => e.data.type === "message" && e.data.messageId === messageId);

/** Waits until every connected audience member of every posted announcement had it (or the timeout). */
async function awaitDeliveries(posted: Posted[], pagesByUser: Map<string, Page>) {
  const end = performance.now() + DELIVERY_TIMEOUT_MS;
  const pending = posted.flatMap((p) =>
    p.messageId ? [...p.announcement.expected].filter((u) => pagesByUser.has(u)).map((u) => ({ page: pagesByUser.get(u)!, messageId: p.messageId! })) : [],
  );
  while (performance.now() < end) {
    if (pending.every(({ page, messageId }) => page.stream.events.some((e) => e.data.type === "message" && e.data.messageId === messageId))) return;
    await sleep(20);
  }
}

/** Counts each announcement's deliveries on every page: exactly once to its connected audience, never elsewhere. */
function check(what: string, posted: Posted[], pages: Page[], wallMs: number): RoundResult {
  const result: RoundResult = {
    what,
    announcements: posted.length,
    expected: 0,
    delivered: 0,
    missing: 0,
    duplicated: 0,
    misdirected: 0,
    latencies: [],
    afterAnswer: [],
    posts: [],
    failedPosts: [],
    wallMs,
  };
  for (const p of posted) {
    result.posts.push(p.postMs);
    const audience = p.announcement.expected;
    if (p.status !== 201 || !p.messageId) {
      result.failedPosts.push(`${p.announcement.className} (${p.announcement.audience}): ${p.note ?? "no message id"}`);
      continue;
    }
    if (p.recipients !== audience.size)
      result.failedPosts.push(`${p.announcement.className} (${p.announcement.audience}): ${p.recipients} recipients, the class has ${audience.size}`);
    for (const page of pages) {
      const got = eventsOf(page, p.messageId);
      if (audience.has(page.userId)) {
        result.expected += 1;
        if (got.length === 0) result.missing += 1;
        else {
          result.delivered += 1;
          if (got.length > 1) result.duplicated += 1;
          result.latencies.push(got[0]!.receivedAt - p.startedAt);
          result.afterAnswer.push(got[0]!.receivedAt - p.startedAt - p.postMs);
        }
      } else if (got.length > 0) result.misdirected += 1;
    }
  }
  result.latencies.sort((a, b) => a - b);
  result.afterAnswer.sort((a, b) => a - b);
  result.posts.sort((a, b) => a - b);
  return result;
}

export async function benchMessages(clientDir: string, kind: Kind): Promise<MessagesBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `school-bench-messages-${kind}-`));
  const postgres = kind === "postgres" ? await startPostgres() : undefined;
  const loadBefore = os.loadavg();
  const stops: (() => Promise<void>)[] = [];
  const pages: Page[] = [];
  try {
    const database = await openDatabase({
      dataDir,
      databaseUrl: postgres?.url,
      timeouts: { connectMs: 5_000, statementMs: 600_000, idleInTransactionMs: 600_000 },
    });
    let seeded: DemoSeedResult;
    let seedMs: number;
    try {
      const started = performance.now();
      seeded = await seedDemoSchool(database.db, { students: STUDENTS, password: PASSWORD });
      seedMs = performance.now() - started;
    } finally {
      await database.close();
    }
    const { plan, ids } = seeded;
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const inspectPort = await freePort();
    // Every page and teacher comes from 127.0.0.1: the per-address API limit is lifted, as in the other benches.
    const env = {
      API_RATE_LIMIT_PER_MINUTE: "100000000",
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --inspect=127.0.0.1:${inspectPort}`.trim(),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
    const { child } = await startProductionServer(port, clientDir, dataDir, env);
    stops.push(() => stopServer(child));

    // Homeroom classes spread over the school, families then children of each, until PAGES people.
    const homerooms = plan.classes.filter((c) => c.kind === "homeroom");
    const chosen: { cls: PlannedClass; families: string[]; children: string[] }[] = [];
    const people = new Map<string, string>(); // user id -> username, in the order taken
    const usernames = new Map([...plan.guardians, ...plan.students.map((s) => s.user)].map((u) => [ids.get(u.key)!, u.username]));
    for (const cls of spread(homerooms, Math.min(homerooms.length, CLASS_SPREAD))) {
      if (people.size >= PAGES) break;
      const families = audienceOf(plan, ids, cls, "families");
      const children = audienceOf(plan, ids, cls, "children");
      chosen.push({ cls, families, children });
      for (const id of [...families, ...children]) if (people.size < PAGES && !people.has(id)) people.set(id, usernames.get(id)!);
    }
    const guardianIds = new Set(plan.guardians.map((g) => ids.get(g.key)!));

    const signInStarted = performance.now();
    const signIn = (username: string) => new Session(base).signIn(username, PASSWORD);
    const sessions = await mapLimit([...people], SIGN_IN_CONCURRENCY, async ([userId, username]) => ({ userId, session: await signIn(username) }));
    const teachers = await mapLimit(chosen, SIGN_IN_CONCURRENCY, (c) =>
      signIn(plan.teachers.find((t) => t.key === c.cls.staff.find((s) => s.role === "lead")!.userKey)!.username),
    );
    const signInMs = performance.now() - signInStarted;

    await sleep(SETTLE_MS);
    const beforeMiB = treeRssMiB(child.pid!);
    const heapBeforeMiB = await collectedHeapMiB(inspectPort);
    const openStarted = performance.now();
    const opened = await mapLimit(sessions, OPEN_CONCURRENCY, async ({ userId, session }) => {
      const stream = await openEventStream(base, { cookie: session.cookie });
      const page = { userId, stream };
      pages.push(page);
      if (stream.status !== 200) throw new Error(`GET /api/events answered ${stream.status} for a signed-in page`);
      await stream.next((e) => e.data.type === "ready", 60_000);
      return page;
    });
    const openMs = performance.now() - openStarted;
    await sleep(SETTLE_MS);
    const openMiB = treeRssMiB(child.pid!);
    const heapOpenMiB = await collectedHeapMiB(inspectPort);
    let streamsEnded = 0;
    for (const page of opened) void page.stream.ended.then(() => (streamsEnded += 1));
    const pagesByUser = new Map(opened.map((p) => [p.userId, p]));

    const announcements: Announcement[] = chosen.flatMap(({ cls, families, children }, i) =>
      (["families", "children"] as const).map((audience) => ({
        classKey: cls.key,
        className: cls.name,
        audience,
        teacher: teachers[i]!,
        expected: new Set(audience === "families" ? families : children),
      })),
    );
    let n = 0;
    const rounds: RoundResult[] = [];
    const everyPost: Posted[] = [];

    // (a) One at a time.
    {
      for (const t of teachers) await t.freshToken();
      const started = performance.now();
      const posted: Posted[] = [];
      for (const a of announcements) {
        const p = await post(a, ids.get(a.classKey)!, ++n);
        posted.push(p);
        await awaitDeliveries([p], pagesByUser);
      }
      const wallMs = performance.now() - started;
      await sleep(STRAY_WAIT_MS);
      rounds.push(check("one at a time", posted, opened, wallMs));
      everyPost.push(...posted);
    }
    // (b) A burst: every announcement at once.
    {
      for (const t of teachers) await t.freshToken();
      const started = performance.now();
      const posted = await Promise.all(announcements.map((a) => post(a, ids.get(a.classKey)!, ++n)));
      await awaitDeliveries(posted, pagesByUser);
      const wallMs = performance.now() - started;
      await sleep(STRAY_WAIT_MS);
      rounds.push(check(`burst (all ${announcements.length} at once)`, posted, opened, wallMs));
      everyPost.push(...posted);
    }
    const afterMiB = treeRssMiB(child.pid!);

    // Nothing but the bench's announcements sends messages while it runs.
    const ours = new Set(everyPost.map((p) => p.messageId).filter(Boolean));
    const otherMessageEvents = opened.reduce(
      (sum, page) => sum + page.stream.events.filter((e) => e.data.type === "message" && !ours.has(e.data.messageId as string)).length,
      0,
    );

    const failed =
      streamsEnded > 0 || otherMessageEvents > 0 || rounds.some((r) => r.failedPosts.length > 0 || r.missing > 0 || r.duplicated > 0 || r.misdirected > 0);
    return {
      database: kind,
      seed: { ms: seedMs, counts: seeded.counts },
      classes: chosen.map(({ cls, families, children }) => ({
        name: cls.name,
        families: families.length,
        children: children.length,
        connected: [...families, ...children].filter((id) => pagesByUser.has(id)).length,
      })),
      pages: {
        guardians: opened.filter((p) => guardianIds.has(p.userId)).length,
        children: opened.filter((p) => !guardianIds.has(p.userId)).length,
        signInMs,
        openMs,
      },
      memory: { beforeMiB, openMiB, afterMiB, heapBeforeMiB, heapOpenMiB },
      loadBefore,
      loadAfter: os.loadavg(),
      rounds,
      otherMessageEvents,
      streamsEnded,
      failed,
    };
  } finally {
    for (const page of pages) page.stream.close();
    for (const stop of stops.reverse()) await stop().catch(() => {});
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printMessagesBench(result: MessagesBench) {
  const c = result.seed.counts;
  const connected = result.pages.guardians + result.pages.children;
  console.log(
    `\nClass announcements to ${connected} connected pages with the demo school of ${c.students.toLocaleString("en-US")} children on ${result.database} ` +
      `(${c.teachers} teachers, ${c.guardians} guardians), real server, ${os.cpus().length} CPUs:`,
  );
  console.log(
    `Seed (in-process): ${(result.seed.ms / 1000).toFixed(1)} s. Machine load (1/5/15 min) before: ${load(result.loadBefore)}, after: ${load(result.loadAfter)}.`,
  );
  console.log(
    `Pages: ${result.pages.guardians} guardians and ${result.pages.children} children of ${result.classes.length} homeroom classes (${result.classes.map((k) => `${k.name} ${k.connected}/${k.families + k.children}`).join(", ")}), ` +
      `each signed in (${(result.pages.signInMs / 1000).toFixed(1)} s for all, with the teachers) with one GET /api/events stream (all open and ready in ${(result.pages.openMs / 1000).toFixed(1)} s).`,
  );
  console.log(
    "Each class's lead teacher announces to its families and to its children. Delivery: from the POST's start to the page's `message` event (deliveries are pairs of announcement and page; a guardian with children in two of the classes counts twice).",
  );
  console.log(
    "| round | announcements | deliveries (expected) | delivery p50 | delivery p95 | delivery max | after the POST's answer p50 / p95 | POST p50 | POST p95 | round took | missing | duplicated | misdirected | failed POSTs |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const r of result.rounds) {
    console.log(
      `| ${r.what} | ${r.announcements} | ${r.delivered} (${r.expected}) | ${ms(percentile(r.latencies, 50))} | ${ms(percentile(r.latencies, 95))} | ${ms(r.latencies.at(-1) ?? NaN)} | ${ms(percentile(r.afterAnswer, 50))} / ${ms(percentile(r.afterAnswer, 95))} | ${ms(percentile(r.posts, 50))} | ${ms(percentile(r.posts, 95))} | ${ms(r.wallMs)} | ${r.missing} | ${r.duplicated} | ${r.misdirected} | ${r.failedPosts.length}${r.failedPosts.length ? ` (${r.failedPosts[0]})` : ""} |`,
    );
  }
  const m = result.memory;
  const perPage = (before: number, after: number) => `${(((after - before) * 1024) / connected).toFixed(1)} KiB`;
  console.log("| server memory | resident (RSS, process tree) | JavaScript heap used + external, after a full GC |\n|---|---|---|");
  console.log(`| signed in, no stream open | ${m.beforeMiB.toFixed(0)} MiB | ${m.heapBeforeMiB.toFixed(1)} MiB |`);
  console.log(`| ${connected} streams open, ${SETTLE_MS / 1000} s later | ${m.openMiB.toFixed(0)} MiB | ${m.heapOpenMiB.toFixed(1)} MiB |`);
  console.log(`| per connected page | ${perPage(m.beforeMiB, m.openMiB)} | ${perPage(m.heapBeforeMiB, m.heapOpenMiB)} |`);
  console.log(`| after both rounds | ${m.afterMiB.toFixed(0)} MiB | |`);
  if (result.otherMessageEvents)
    console.log(`${result.otherMessageEvents} message events of something other than the bench's announcements reached the pages.`);
  if (result.streamsEnded) console.log(`${result.streamsEnded} streams ended during the bench.`);
}
