/**
 * Live classes (issue 18): `npm run bench -- live`, on this machine, with the real entry point (production
 * mode, PGlite), a real Janus (VideoRoom) and Debian's Chromium.
 *
 * Network: like tests/e2e/live-session.test.ts, the bench re-runs itself inside `unshare -n` (as root;
 * `unshare -rn` otherwise) with lo up and a veth pair (bva/bvb) on a private test address
 * (10.203.0.1/24), and Janus's ICE held to that veth (`ice_enforce_list`; Janus's ICE ignores loopback).
 * The app listens on 127.0.0.1 and Janus's API on 127.0.0.1 inside the namespace: no traffic reaches
 * any other address of the machine. The namespace (and its veth) goes away with the inner run.
 *
 * The data is written straight into the PGlite database (tests/support/structure.ts's year and classes
 * with their teachers, the children as it makes them but in bulk, sessions made with createSession)
 * before the server starts on it; Janus is started by tests/support/janus.ts in
 * this process (its pid is our child named janus) and the server is pointed at it with JANUS_URL.
 *
 * 1. A class with its teacher and N fake-camera learners, for N in LEARNER_STEPS while the machine
 *    carries it. One class session per step. The teacher's page (Chromium, fake camera) opens the room
 *    and publishes; N learners' pages (each its own browser context and cookies, fake camera) arrive
 *    and wait; the teacher clicks each `Admit <name>` button, one after the other, as the children
 *    knock. Join time: from the page's POST /admit naming the learner (seen by the teacher's page) to
 *    the first decoded frame of the teacher's video on the learner's page (each learner's page polls
 *    getStats every 50 ms for framesDecoded > 0 on its inbound video; the clocks are the machine's
 *    one clock). It covers the state pushed to the learner, the token, the relay's join, the learner's
 *    own publish, the subscription to the teacher's feed, ICE, DTLS and the first key frame. Then,
 *    with everyone in, a steady period of STEADY_MS: the app server's CPU (% of one core, from
 *    /proc/<pid>/stat) and RSS (/proc/<pid>/status, the largest sample), Janus's, and all of
 *    Chromium's processes' CPU for context; frames per second the teacher's page encodes (what it
 *    sends), the learners decode (the teacher's video: slowest and median learner) and the teacher's
 *    page decodes (the slowest of the N learners' feeds it watches).
 *    "Carried": every learner decoded the teacher's video within JOIN_TIMEOUT_MS, join p95 under
 *    CARRIED_JOIN_P95_MS, and the slowest learner decodes at least CARRIED_FPS_RATIO of the frames
 *    the teacher's page encodes, which itself keeps at least CARRIED_MIN_SENT_FPS (Chromium lowers
 *    its frame rate when the CPU is overused). The stepping stops at the first N not carried (and
 *    when PART1_BUDGET_MS is spent, to keep the bench a few minutes long). A second table breaks the
 *    join down on the learners' pages (the relay's messages seen by a wrapped WebSocket, the
 *    subscription's connection state): where the time goes.
 *
 * 2. The signalling server alone: 500 participants across 40 rooms (40 class sessions, each a
 *    teacher and 11 or 12 children), as raw WebSocket clients of the relay speaking the page's
 *    protocol, no browsers and no media. Joining needs no SDP: `join` joins the VideoRoom as a
 *    publisher (Janus is real), only `publish` needs an offer, so everything up to and including the
 *    join is measured; moderation acts on the room's state (a mute reaches Janus only for a published
 *    feed, so here it is the database, the bus and the push). Phases, each timed from the request
 *    leaving the client to the push arriving on the socket that should see it:
 *    arrive (POST /arrive, socket, the pushed `waiting` state), open (the teacher's POST /open, which
 *    creates the Janus room), admit (all 40 teachers `Admit all` at the same moment, the bell: to the
 *    `admitted` state on each child's socket, then as the page does: POST /token and the relay's
 *    `join` to `joined`), mute (each teacher mutes 3 children one after the other: to the child's
 *    state with the hard mute), hand (every child raises a hand, spread over 5 s: to the teacher's
 *    state showing it), chat (each teacher writes once: to every child's state showing it), end (each
 *    teacher ends: to `ended` on every page). Per phase: p50/p95/max, the action's own request time
 *    (when the push arrives as late as the answer, the wait was the server's, not the fan-out's), the
 *    messages the clients received and per second, the server's and Janus's CPU; the server's RSS
 *    before, at its largest, and after.
 *
 * 3. The 9 AM rush on several media servers (LIVE_BENCH_SERVERS, 3 by default: local Janus processes
 *    sharing their keys, the server pointed at them with JANUS_URLS): RUSH_MEDIA_ROOMS rooms with video
 *    (a teacher and 2 learners, Chromium with fake cameras) and RUSH_SIGNALLING_ROOMS rooms of a
 *    teacher and 12 children as raw clients, every room opened within 5 s and every class admitted at
 *    once: Admit to first decoded frame (video rooms) and to `joined` (raw clients), p50/p95; then each
 *    media server's CPU and RSS with the rooms it holds (asked of each Janus with the admin key: its
 *    rooms' descriptions are the classes' names), CPU per room with video. Then the media server with
 *    the most video rooms is stopped mid-lesson: time until every page of its rooms decodes video again
 *    on another (connections made after the stop), and until every raw client of its rooms has `joined`
 *    again; the other rooms' pages must keep their video.
 *
 * All parts share one server and the media servers. Prints markdown tables, the machine's load average before
 * and after, and fails (exit code) when a learner of the smallest class never got video, a page throws, or in part 2 a participant was never admitted or joined or a push never arrived
 * within PUSH_TIMEOUT_MS. A larger class that is not carried is where this machine's capacity ends.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import WebSocket from "ws";
import type { LiveSessionView } from "#common/schemas/learning/live";
import { createSession, sessionCookieName } from "../../server/auth/sessions";
import { openDatabase, type Db } from "../../server/db/client";
import { classSessions, enrolments, students, users } from "../../server/db/schema";
import { JanusConnection, JanusSession } from "../../server/learning/live/janus-client";
import { JANUS_MISSING, startTestJanus, type TestJanus } from "../../tests/support/janus";
import { makeClass, makeYear } from "../../tests/support/structure";
import { freePort, stopServer } from "../audit/server";
import { load, mapLimit, ms } from "./portal";
import { startProductionServer } from "./production-server";

const IN_NAMESPACE = process.env.LIVE_BENCH_NETNS === "1";
const VETH = "bva";
const VETH_PEER = "bvb";
const VETH_ADDRESS = "10.203.0.1/24";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The class sizes tried, smallest first (LIVE_BENCH_STEPS=2,4 to try others). */
export const LEARNER_STEPS: readonly number[] = process.env.LIVE_BENCH_STEPS?.split(",")
  .map(Number)
  .filter((n) => n > 0) ?? [2, 4, 8, 12, 16, 24];
const STEADY_MS = 20_000;
const JOIN_TIMEOUT_MS = 45_000;
const CARRIED_JOIN_P95_MS = 10_000;
const CARRIED_FPS_RATIO = 0.75;
const CARRIED_MIN_SENT_FPS = 10;
const PART1_BUDGET_MS = 150_000;

export const ROOMS = 40;
export const PARTICIPANTS = 500;
const MUTES_PER_ROOM = 3;
const HAND_SPREAD_MS = 5_000;
const PUSH_TIMEOUT_MS = 30_000;

/** Part 3: the media servers (LIVE_BENCH_SERVERS), rooms with video (a teacher and 2 learners in Chromium) and rooms with signalling only. */
export const RUSH_SERVERS = Number(process.env.LIVE_BENCH_SERVERS ?? 3);
export const RUSH_MEDIA_ROOMS = Number(process.env.LIVE_BENCH_RUSH_VIDEO_ROOMS ?? 3);
const RUSH_MEDIA_LEARNERS = 2;
export const RUSH_SIGNALLING_ROOMS = Number(process.env.LIVE_BENCH_RUSH_ROOMS ?? 24);
const RUSH_CHILDREN = 12;

const MIN = 60_000;
const SID = sessionCookieName(true);
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));
/** A line on stderr as the bench goes (the tables come at the end). */
const progress = (line: string) => console.error(`[live ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---------------------------------------------------------------------------------------------
// Processes: CPU and memory from /proc.

const CLK_TCK = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const comm = stat.slice(stat.indexOf("(") + 1, close);
    const f = stat.slice(close + 2).split(" "); // f[0] is field 3 (state)
    return { pid, ppid: Number(f[1]), comm, ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null; // gone
  }
}

function rssMiB(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Every process below `root` (not `root` itself). */
function descendants(root: number): ProcStat[] {
  const all = readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readStat(Number(d)))
    .filter((s): s is ProcStat => s !== null);
  const out: ProcStat[] = [];
  const parents = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of all) {
      if (parents.has(s.ppid) && !parents.has(s.pid)) {
        parents.add(s.pid);
        out.push(s);
        grew = true;
      }
    }
  }
  return out;
}

/** A group of processes' CPU over a period, as % of one core (200% is both cores of this machine). */
class CpuMeter {
  private start = new Map<number, number>();
  private t0 = 0;
  constructor(private readonly pids: () => number[]) {}
  begin() {
    this.start = new Map(this.pids().map((pid) => [pid, readStat(pid)?.ticks ?? 0]));
    this.t0 = performance.now();
    return this;
  }
  /** Processes born during the period count whole (all their CPU fell inside it). */
  percent(): number {
    const seconds = (performance.now() - this.t0) / 1000;
    let ticks = 0;
    for (const pid of new Set([...this.start.keys(), ...this.pids()])) {
      const now = readStat(pid)?.ticks;
      if (now !== undefined) ticks += now - (this.start.get(pid) ?? 0);
    }
    return (ticks / CLK_TCK / seconds) * 100;
  }
}

/** The largest RSS of `pid` sampled every 500 ms until stopped. */
function rssPeak(pid: number) {
  let peak = rssMiB(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 500);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMiB(pid));
  };
}

/** The largest sum of the RSS of `pids` sampled every 500 ms until stopped (several media servers). */
function rssPeakAll(pids: () => number[]) {
  const sample = () => pids().reduce((sum, pid) => sum + rssMiB(pid), 0);
  let peak = sample();
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 500);
  return () => {
    clearInterval(timer);
    return Math.max(peak, sample());
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const pct = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)}%` : "");
const mib = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} MiB` : "");
const fps = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "");

// ---------------------------------------------------------------------------------------------
// The data, written before the server starts on the same PGlite directory.

interface Person {
  userId: string;
  sid: string;
  name: string;
}
interface Seeded {
  ms: number;
  teacher: Person;
  learners: Person[];
  stepSessions: string[];
  rooms: { sessionId: string; teacher: Person; children: Person[] }[];
  rushMedia: RushRoom[];
  rushSignalling: RushRoom[];
}
interface RushRoom {
  sessionId: string;
  className: string;
  teacher: Person;
  children: Person[];
}

async function seed(dataDir: string): Promise<Seeded> {
  const started = performance.now();
  const database = await openDatabase({ dataDir, timeouts: { connectMs: 5_000, statementMs: 600_000, idleInTransactionMs: 600_000 } });
  try {
    // One transaction: PGlite commits each statement to disk otherwise (about 2,000 rows here).
    return await database.db.transaction(async (tx) => seedRows(tx as unknown as Db, started));
  } finally {
    await database.close();
  }
}

/**
 * A class (tests/support/structure.ts makeClass: its teacher) with children named `names`, enrolled and
 * signed in, written in a few statements (the children as structure.ts makes them, in bulk).
 */
async function classWithChildren(db: Db, yearId: string, name: string, names: string[], startsAt: Date[]) {
  const c = await makeClass(db, yearId, { name });
  const tag = Math.random().toString(36).slice(2, 8);
  const username = (n: string) => `bench-${tag}-${n.toLowerCase()}`;
  const accounts = await db
    .insert(users)
    .values(names.map((n) => ({ username: username(n), email: `${username(n)}@example.test`, passwordHash: "!bench-only", role: "student" })))
    .returning({ id: users.id, username: users.username });
  const idOf = new Map(accounts.map((a) => [a.username, a.id]));
  const userIds = names.map((n) => idOf.get(username(n))!);
  const records = await db
    .insert(students)
    .values(names.map((firstName, i) => ({ userId: userIds[i]!, firstName, lastName: "Bench", dateOfBirth: "2019-05-01", grade: "1" })))
    .returning({ id: students.id });
  await db.insert(enrolments).values(records.map((r) => ({ classId: c.class.id, studentId: r.id })));
  const sessions = await db
    .insert(classSessions)
    .values(startsAt.map((at) => ({ classId: c.class.id, startsAt: at, endsAt: new Date(Date.now() + 60 * MIN) })))
    .returning({ id: classSessions.id });
  const signedIn = async (userId: string, who: string): Promise<Person> => ({ userId, name: who, sid: (await createSession(db, userId)).id });
  const children: Person[] = [];
  for (const [i, n] of names.entries()) children.push(await signedIn(userIds[i]!, n));
  return { teacher: await signedIn(c.teacher!.id, "Teacher"), children, sessionIds: sessions.map((s) => s.id) };
}

async function seedRows(db: Db, started: number): Promise<Seeded> {
  const now = Date.now();
  const { year } = await makeYear(db);
  // Part 1: one class with as many children as the largest step, one session per step (all open now).
  const learnerNames = Array.from({ length: Math.max(...LEARNER_STEPS) }, (_, i) => `Learner${String(i + 1).padStart(2, "0")}`);
  const stepStarts = LEARNER_STEPS.map((_, i) => new Date(now - (5 + i) * MIN));
  const otters = await classWithChildren(db, year.id, "Bench Otters", learnerNames, stepStarts);
  // Part 2: 40 classes of a teacher and 11 or 12 children: 500 participants.
  const children = PARTICIPANTS - ROOMS;
  const rooms: Seeded["rooms"] = [];
  for (let r = 0; r < ROOMS; r++) {
    const size = Math.floor(children / ROOMS) + (r < children % ROOMS ? 1 : 0);
    const names = Array.from({ length: size }, (_, i) => `Kid${r + 1}x${i + 1}`);
    const room = await classWithChildren(db, year.id, `Bench Room ${r + 1}`, names, [new Date(now - 5 * MIN)]);
    rooms.push({ sessionId: room.sessionIds[0]!, teacher: room.teacher, children: room.children });
  }
  // Part 3: the rush's rooms.
  const rushRoom = async (className: string, size: number, prefix: string): Promise<RushRoom> => {
    const names = Array.from({ length: size }, (_, i) => `${prefix}x${i + 1}`);
    const room = await classWithChildren(db, year.id, className, names, [new Date(now - 5 * MIN)]);
    return { sessionId: room.sessionIds[0]!, className, teacher: room.teacher, children: room.children };
  };
  const rushMedia: RushRoom[] = [];
  for (let r = 0; r < RUSH_MEDIA_ROOMS; r++) rushMedia.push(await rushRoom(`Rush Video ${r + 1}`, RUSH_MEDIA_LEARNERS, `Vid${r + 1}`));
  const rushSignalling: RushRoom[] = [];
  for (let r = 0; r < RUSH_SIGNALLING_ROOMS; r++) rushSignalling.push(await rushRoom(`Rush Room ${r + 1}`, RUSH_CHILDREN, `Rush${r + 1}`));
  return {
    ms: performance.now() - started,
    teacher: otters.teacher,
    learners: otters.children,
    stepSessions: otters.sessionIds,
    rooms,
    rushMedia,
    rushSignalling,
  };
}

// ---------------------------------------------------------------------------------------------
// Part 1: the teacher and N fake-camera learners in Chromium.

export interface LiveStepRow {
  learners: number;
  gotVideo: number;
  joinP50: number;
  joinP95: number;
  joinMax: number;
  /** Frames per second of the teacher's video decoded on the learners' pages: slowest learner, median. */
  learnerFpsMin: number;
  learnerFpsMedian: number;
  /** Frames per second the teacher's page encodes (what it sends). */
  teacherSentFps: number;
  /** The slowest of the learners' feeds on the teacher's page, and how many it decodes. */
  teacherFpsMin: number;
  teacherFeeds: number;
  /** Median time from the Admit request to each step of the join on the learners' pages. */
  joinSteps: Partial<Record<JoinStep, number>>;
  serverCpu: number;
  serverRss: number;
  janusCpu: number;
  janusRss: number;
  chromiumCpu: number;
  carried: boolean;
  note: string;
}

interface BenchWindow {
  __peers: RTCPeerConnection[];
  __firstFrameAt: number;
  /** When the learner's page first had each step of its join (Date.now()). */
  __marks: Partial<Record<JoinStep, number>>;
}

/** A learner's join, step by step, as its page sees it: the relay's pushes and answers, then its subscription's ICE/DTLS. */
export const JOIN_STEPS = ["admitted", "joined", "offer", "started", "published", "subscriberConnected"] as const;
type JoinStep = (typeof JOIN_STEPS)[number];

/**
 * Every peer connection of the page (for getStats) and the moment its first inbound video frame was
 * decoded (getStats polled every 50 ms). A string: tsx's compiled functions name themselves with a
 * helper the page does not have.
 */
const INSTRUMENT_PAGE = `(() => {
  const Native = window.RTCPeerConnection;
  const peers = [];
  const marks = {};
  const mark = (name) => { if (!marks[name]) marks[name] = Date.now(); };
  window.__peers = peers;
  window.__peerBorn = new WeakMap();
  window.__marks = marks;
  window.__firstFrameAt = 0;
  window.RTCPeerConnection = class extends Native {
    constructor(config) {
      super(config);
      peers.push(this);
      window.__peerBorn.set(this, Date.now());
      this.addEventListener("connectionstatechange", () => {
        if (this.connectionState === "connected" && this.remoteDescription && this.remoteDescription.type === "offer") mark("subscriberConnected");
      });
    }
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener("message", (e) => {
        const m = JSON.parse(String(e.data));
        if (m.type === "state" && m.view && m.view.me && m.view.me.state === "admitted") mark("admitted");
        if (m.type === "joined" || m.type === "published" || m.type === "offer" || m.type === "started") mark(m.type);
      });
    }
  };
  const poll = async () => {
    let frames = 0;
    for (const pc of peers) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((s) => {
        if (s.type === "inbound-rtp" && s.kind === "video") frames += s.framesDecoded || 0;
      });
    }
    if (frames > 0) window.__firstFrameAt = Date.now();
    else setTimeout(poll, 50);
  };
  poll();
})();`;

interface PageStats {
  at: number;
  /** framesDecoded per inbound video stream (by peer connection and stats id). */
  inbound: Record<string, number>;
  framesEncoded: number;
}

const pageStats = (page: Page): Promise<PageStats> =>
  page.evaluate(async () => {
    const peers = (window as unknown as BenchWindow).__peers;
    const inbound: Record<string, number> = {};
    let framesEncoded = 0;
    for (const [i, pc] of peers.entries()) {
      if (pc.connectionState === "closed") continue;
      (await pc.getStats()).forEach((s: { id: string; type: string; kind?: string; framesDecoded?: number; framesEncoded?: number }) => {
        if (s.type === "inbound-rtp" && s.kind === "video") inbound[`${i}/${s.id}`] = s.framesDecoded ?? 0;
        if (s.type === "outbound-rtp" && s.kind === "video") framesEncoded += s.framesEncoded ?? 0;
      });
    }
    return { at: performance.now(), inbound, framesEncoded };
  });

/** Per inbound stream present in both snapshots, frames per second decoded. */
function decodedFps(a: PageStats, b: PageStats): number[] {
  const seconds = (b.at - a.at) / 1000;
  return Object.keys(b.inbound)
    .filter((k) => k in a.inbound)
    .map((k) => (b.inbound[k]! - a.inbound[k]!) / seconds);
}

interface Ctx {
  base: string;
  serverPid: number;
  /** The media servers' processes, in the order of their ids. */
  janusPids: number[];
  problems: string[];
}

async function openLivePage(browser: Browser, ctx: Ctx, who: Person, sessionId: string) {
  const context: BrowserContext = await browser.newContext({ baseURL: ctx.base, bypassCSP: true, viewport: { width: 1280, height: 800 } });
  // A __Host- cookie is Secure: Chromium takes it for an https address (127.0.0.1 is a secure context, so it goes over http too).
  await context.addCookies([{ name: SID, value: who.sid, url: ctx.base.replace("http:", "https:"), httpOnly: true, secure: true, sameSite: "Lax" }]);
  await context.addInitScript(INSTRUMENT_PAGE);
  const page = await context.newPage();
  page.on("pageerror", (err) => ctx.problems.push(`${who.name}'s page: ${err.message}`));
  await page.goto(`/video-session/${sessionId}`);
  return { context, page, who };
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

/** A step that could not finish (a page did not answer in time): not carried, saying why. */
function brokenStep(n: number, err: unknown): LiveStepRow {
  const note = (err instanceof Error ? err.message : String(err)).split("\n")[0]!.slice(0, 200);
  return {
    learners: n,
    gotVideo: 0,
    joinP50: NaN,
    joinP95: NaN,
    joinMax: NaN,
    learnerFpsMin: NaN,
    learnerFpsMedian: NaN,
    teacherSentFps: NaN,
    teacherFpsMin: NaN,
    teacherFeeds: 0,
    joinSteps: {},
    serverCpu: NaN,
    serverRss: NaN,
    janusCpu: NaN,
    janusRss: NaN,
    chromiumCpu: NaN,
    carried: false,
    note,
  };
}

async function classStep(browser: Browser, ctx: Ctx, seeded: Seeded, n: number, sessionId: string): Promise<LiveStepRow> {
  const pages: { context: BrowserContext }[] = [];
  try {
    const teacher = await openLivePage(browser, ctx, seeded.teacher, sessionId);
    pages.push(teacher);
    await teacher.page.getByRole("button", { name: "Open the room" }).click({ timeout: 30_000 });
    await until(async () => (await pageStats(teacher.page)).framesEncoded > 0, 30_000, "the teacher's page publishing");

    const learners = await mapLimit(seeded.learners.slice(0, n), 4, async (who) => {
      const l = await openLivePage(browser, ctx, who, sessionId);
      pages.push(l);
      await l.page.getByTestId("waiting-message").waitFor({ timeout: 30_000 });
      return l;
    });

    // The teacher lets each child in, one click after the other, as they knock.
    const admitAt = new Map<string, number>();
    teacher.page.on("request", (req) => {
      if (req.method() !== "POST" || !req.url().endsWith("/admit")) return;
      const body = req.postDataJSON() as { userIds?: string[] };
      for (const id of body.userIds ?? []) admitAt.set(id, Date.now());
    });
    for (const l of learners) await teacher.page.getByRole("button", { name: `Admit ${l.who.name}`, exact: true }).click({ timeout: 30_000 });

    const firstFrame = new Map<string, number>();
    const deadline = Date.now() + JOIN_TIMEOUT_MS;
    while (firstFrame.size < n && Date.now() < deadline) {
      await Promise.all(
        learners.map(async (l) => {
          if (firstFrame.has(l.who.userId)) return;
          const at = await l.page.evaluate(() => (window as unknown as BenchWindow).__firstFrameAt);
          if (at > 0) firstFrame.set(l.who.userId, at);
        }),
      );
      await sleep(250);
    }
    const marks = await Promise.all(learners.map((l) => l.page.evaluate(() => (window as unknown as BenchWindow).__marks)));
    const joinSteps = Object.fromEntries(
      JOIN_STEPS.map((step) => [
        step,
        percentile(
          learners.flatMap((l, i) => (marks[i]![step] && admitAt.has(l.who.userId) ? [marks[i]![step]! - admitAt.get(l.who.userId)!] : [])),
          50,
        ),
      ]),
    );
    const joins = learners
      .filter((l) => firstFrame.has(l.who.userId) && admitAt.has(l.who.userId))
      .map((l) => firstFrame.get(l.who.userId)! - admitAt.get(l.who.userId)!);
    const notes: string[] = [];
    const missing = learners.filter((l) => !firstFrame.has(l.who.userId)).map((l) => l.who.name);
    if (missing.length) notes.push(`no video for ${missing.join(", ")}`);

    // The teacher's page watches every learner: give it a moment to have them all before measuring.
    await until(
      async () => Object.values((await pageStats(teacher.page)).inbound).filter((f) => f > 0).length >= n,
      15_000,
      "the teacher's page decoding every learner",
    ).catch(() => notes.push("the teacher's page did not decode every learner"));
    await sleep(2_000);

    const server = new CpuMeter(() => [ctx.serverPid]).begin();
    const janus = new CpuMeter(() => ctx.janusPids).begin();
    const chromiumPids = () =>
      descendants(process.pid)
        .filter((p) => /chrom/i.test(p.comm))
        .map((p) => p.pid);
    const browsers = new CpuMeter(chromiumPids).begin();
    const serverRss = rssPeak(ctx.serverPid);
    const janusRss = rssPeakAll(() => ctx.janusPids);
    const all = [teacher, ...learners];
    const before = await Promise.all(all.map((p) => pageStats(p.page)));
    await sleep(STEADY_MS);
    const after = await Promise.all(all.map((p) => pageStats(p.page)));
    const row = { serverCpu: server.percent(), janusCpu: janus.percent(), chromiumCpu: browsers.percent(), serverRss: serverRss(), janusRss: janusRss() };

    const teacherSentFps = (after[0]!.framesEncoded - before[0]!.framesEncoded) / ((after[0]!.at - before[0]!.at) / 1000);
    const teacherFeeds = decodedFps(before[0]!, after[0]!);
    const learnerFps = learners.map((_, i) => Math.max(0, ...decodedFps(before[i + 1]!, after[i + 1]!)));
    const joinP95 = percentile(joins, 95);
    const learnerFpsMin = Math.min(...learnerFps);
    const carried =
      missing.length === 0 && joinP95 <= CARRIED_JOIN_P95_MS && teacherSentFps >= CARRIED_MIN_SENT_FPS && learnerFpsMin >= CARRIED_FPS_RATIO * teacherSentFps;
    return {
      learners: n,
      gotVideo: firstFrame.size,
      joinP50: percentile(joins, 50),
      joinP95,
      joinMax: Math.max(...joins),
      learnerFpsMin,
      learnerFpsMedian: percentile(learnerFps, 50),
      teacherSentFps,
      teacherFpsMin: teacherFeeds.length ? Math.min(...teacherFeeds) : 0,
      teacherFeeds: teacherFeeds.filter((f) => f > 0).length,
      joinSteps,
      ...row,
      carried,
      note: notes.join("; "),
    };
  } finally {
    for (const p of pages) await p.context.close().catch(() => undefined);
    // The room ends with its session: end it as the teacher so Janus's room goes too.
    await new Client(ctx.base, seeded.teacher, sessionId)
      .init()
      .then((c) => c.post("/end"))
      .catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// Part 2: the signalling server alone, raw WebSocket clients.

type Message = { type: string; view?: LiveSessionView; [key: string]: unknown };
let received = 0;

/** One participant's browser as the relay sees it: cookies, the anti-forgery token and the signalling socket. */
class Client {
  private readonly cookies = new Map<string, string>();
  private token = "";
  private ws: WebSocket | null = null;
  private waiters: { match: (m: Message) => boolean; resolve: (at: number) => void; timer: NodeJS.Timeout }[] = [];
  view: LiveSessionView | null = null;
  closed: Promise<void> = Promise.resolve();

  constructor(
    readonly base: string,
    readonly who: Person,
    readonly sessionId: string,
  ) {
    this.cookies.set(SID, who.sid);
  }

  private get cookie() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair!.indexOf("=");
      this.cookies.set(pair!.slice(0, i).trim(), pair!.slice(i + 1).trim());
    }
    this.token = res.headers.get("x-csrf-token") ?? this.token;
  }

  async init() {
    const res = await fetch(`${this.base}/api/settings`, { headers: { cookie: this.cookie } });
    await res.arrayBuffer();
    this.keep(res);
    return this;
  }

  async post(rest: string, body: unknown = {}) {
    const res = await fetch(`${this.base}/api/live/sessions/${this.sessionId}${rest}`, {
      method: "POST",
      headers: { cookie: this.cookie, "x-csrf-token": this.token, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`POST ${rest} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as { data: unknown };
  }

  /** Opens the signalling socket; resolves with the first pushed state. */
  open(): Promise<void> {
    const url = `${this.base.replace("http", "ws")}/api/live/sessions/${this.sessionId}/signal`;
    const ws = new WebSocket(url, { headers: { cookie: this.cookie } });
    this.ws = ws;
    const first = new Promise<number>((resolve, reject) => {
      this.next((m) => m.type === "state").then(resolve, reject);
      ws.once("unexpected-response", (_req, res) => reject(new Error(`${this.who.name}: the socket was refused with ${res.statusCode}`)));
      ws.once("error", reject);
    });
    ws.on("message", (raw) => {
      received += 1;
      const m = JSON.parse(raw.toString()) as Message;
      if (m.type === "state") this.view = m.view!;
      const at = performance.now();
      for (const w of [...this.waiters]) {
        if (!w.match(m)) continue;
        this.waiters.splice(this.waiters.indexOf(w), 1);
        clearTimeout(w.timer);
        w.resolve(at);
      }
    });
    ws.on("error", () => undefined);
    this.closed = new Promise((resolve) => ws.on("close", () => resolve()));
    return first.then(() => undefined);
  }

  /** When the next message matching arrives (register before the action that should cause it). */
  next(match: (m: Message) => boolean, timeoutMs = PUSH_TIMEOUT_MS): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.timer !== timer);
        reject(new Error(`${this.who.name}: no matching push within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.waiters.push({ match, resolve, timer });
    });
  }

  state(match: (view: LiveSessionView) => boolean, timeoutMs?: number) {
    return this.next((m) => m.type === "state" && match(m.view!), timeoutMs);
  }

  /** The page's join: a fresh single-use token, then `join` on the socket, to `joined`. */
  async join() {
    const { token } = (await this.post("/token")).data as { token: string };
    let error = "";
    const joined = this.next((m) => {
      if (m.type === "error") error = String(m.message);
      return m.type === "joined" || m.type === "error";
    });
    this.ws!.send(JSON.stringify({ type: "join", token }));
    await joined;
    if (error) throw new Error(`${this.who.name}: join refused: ${error}`);
  }

  close() {
    this.ws?.close();
    for (const w of this.waiters) clearTimeout(w.timer);
    this.waiters = [];
  }
}

export interface SignallingRow {
  what: string;
  events: number;
  expected: number;
  p50: number;
  p95: number;
  max: number;
  /** The action's own request (the teacher's or child's POST), from sent to answered. */
  answeredP50: number;
  answeredP95: number;
  messages: number;
  perSecond: number;
  serverCpu: number;
  janusCpu: number;
}

export interface SignallingBench {
  rooms: number;
  teachers: number;
  children: number;
  rows: SignallingRow[];
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  janusRssPeak: number;
  failures: string[];
}

async function signalling(ctx: Ctx, seeded: Seeded): Promise<SignallingBench> {
  const rooms = seeded.rooms.map((r) => ({
    teacher: new Client(ctx.base, r.teacher, r.sessionId),
    children: r.children.map((c) => new Client(ctx.base, c, r.sessionId)),
  }));
  const children = rooms.flatMap((r) => r.children);
  const everyone = [...rooms.map((r) => r.teacher), ...children];
  const failures: string[] = [];
  const rows: SignallingRow[] = [];
  const rssBefore = rssMiB(ctx.serverPid);
  const serverPeak = rssPeak(ctx.serverPid);
  const janusPeak = rssPeakAll(() => ctx.janusPids);

  /** Runs a phase: `work` returns the times measured; failures are counted, not thrown. */
  const phase = async (what: string, expected: number, work: (times: number[], answers: number[]) => Promise<unknown>[]) => {
    const server = new CpuMeter(() => [ctx.serverPid]).begin();
    const janus = new CpuMeter(() => ctx.janusPids).begin();
    const messagesBefore = received;
    const started = performance.now();
    const times: number[] = [];
    const answers: number[] = [];
    progress(what);
    const results = await Promise.allSettled(work(times, answers));
    const seconds = (performance.now() - started) / 1000;
    for (const r of results) if (r.status === "rejected") failures.push(`${what}: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
    const messages = received - messagesBefore;
    rows.push({
      what,
      events: times.length,
      expected,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
      answeredP50: percentile(answers, 50),
      answeredP95: percentile(answers, 95),
      messages,
      perSecond: messages / seconds,
      serverCpu: server.percent(),
      janusCpu: janus.percent(),
    });
  };

  await mapLimit(everyone, 50, (c) => c.init());

  await phase("child arrives (POST /arrive, opens the socket) → `waiting` pushed", children.length, (times, answers) => [
    mapLimit(children, 50, async (c) => {
      const t0 = performance.now();
      await c.post("/arrive");
      answers.push(performance.now() - t0);
      await c.open();
      if (c.view?.me?.state !== "waiting") throw new Error(`${c.who.name} is ${c.view?.me?.state ?? "nowhere"}, not waiting`);
      times.push(performance.now() - t0);
    }),
  ]);

  await phase("teacher opens the room (POST /open: the Janus room), socket, token and `joined`", rooms.length, (times) =>
    rooms.map(async (r) => {
      const t0 = performance.now();
      await r.teacher.post("/open");
      await r.teacher.open();
      await r.teacher.join();
      times.push(performance.now() - t0);
    }),
  );

  // The bell: every teacher admits the whole class at the same moment; each page joins as soon as it is admitted.
  const joinTimes: number[] = [];
  const admitStarted = performance.now();
  await phase("Admit all (40 rooms at once) → `admitted` pushed to each child", children.length, (times, answers) =>
    rooms.flatMap((r) => {
      const t0 = performance.now();
      const waits = r.children.map(async (c) => {
        const at = await c.state((v) => v.me?.state === "admitted");
        times.push(at - t0);
        await c.join();
        joinTimes.push(performance.now() - t0);
      });
      return [r.teacher.post("/admit", { all: true }).then(() => answers.push(performance.now() - t0)), ...waits];
    }),
  );
  const admitSeconds = (performance.now() - admitStarted) / 1000;
  const admitRow = rows.at(-1)!;
  rows.push({
    what: "Admit all → the child's token and the relay's `joined` (Janus publisher join, no media)",
    events: joinTimes.length,
    expected: children.length,
    p50: percentile(joinTimes, 50),
    p95: percentile(joinTimes, 95),
    max: Math.max(...joinTimes),
    answeredP50: NaN,
    answeredP95: NaN,
    messages: admitRow.messages,
    perSecond: admitRow.messages / admitSeconds,
    serverCpu: admitRow.serverCpu,
    janusCpu: admitRow.janusCpu,
  });

  await phase(
    `teacher mutes ${MUTES_PER_ROOM} children, one after the other → the hard mute pushed to the child`,
    rooms.length * MUTES_PER_ROOM,
    (times, answers) =>
      rooms.map(async (r) => {
        for (const c of r.children.slice(0, MUTES_PER_ROOM)) {
          const t0 = performance.now();
          const [delivered] = await Promise.all([
            c.state((v) => v.me?.hardMuted === true),
            r.teacher.post(`/participants/${c.who.userId}`, { action: "mute" }).then(() => answers.push(performance.now() - t0)),
          ]);
          times.push(delivered - t0);
        }
      }),
  );

  await phase(`every child raises a hand (spread over ${HAND_SPREAD_MS / 1000} s) → the teacher's page shows it`, children.length, (times, answers) =>
    rooms.flatMap((r) =>
      r.children.map(async (c) => {
        await sleep(Math.random() * HAND_SPREAD_MS);
        const t0 = performance.now();
        const [seen] = await Promise.all([
          r.teacher.state((v) => v.participants.some((p) => p.userId === c.who.userId && p.handRaised)),
          c.post("/me", { handRaised: true }).then(() => answers.push(performance.now() - t0)),
        ]);
        times.push(seen - t0);
      }),
    ),
  );

  await phase("teacher writes in the chat → shown on every child's page", children.length, (times, answers) =>
    rooms.flatMap((r, i) => {
      const body = `Good morning, room ${i + 1}!`;
      const t0 = performance.now();
      const seen = r.children.map(async (c) => times.push((await c.state((v) => v.chat.some((m) => m.body === body))) - t0));
      return [r.teacher.post("/chat", { body }).then(() => answers.push(performance.now() - t0)), ...seen];
    }),
  );

  await phase("teacher ends the class → `ended` on every page", everyone.length, (times, answers) =>
    rooms.flatMap((r) => {
      const t0 = performance.now();
      const pages = [r.teacher, ...r.children].map(async (c) => times.push((await c.next((m) => m.type === "ended")) - t0));
      return [r.teacher.post("/end").then(() => answers.push(performance.now() - t0)), ...pages];
    }),
  );

  for (const c of everyone) c.close();
  const rssAfterPeak = serverPeak();
  await sleep(1_000);
  return {
    rooms: rooms.length,
    teachers: rooms.length,
    children: children.length,
    rows,
    rssBefore,
    rssPeak: rssAfterPeak,
    rssAfter: rssMiB(ctx.serverPid),
    janusRssPeak: janusPeak(),
    failures,
  };
}

// ---------------------------------------------------------------------------------------------
// Part 3: the 9 AM rush on several media servers, then one of them stopped mid-lesson.

export interface RushBench {
  servers: number;
  mediaRooms: number;
  signallingRooms: number;
  participants: number;
  /** Admit (POST /admit) to the learner's first decoded frame of the teacher's video (browser rooms). */
  firstFrame: number[];
  firstFrameExpected: number;
  /** Admit to the relay's `joined` for the raw clients (signalling rooms). */
  joined: number[];
  joinedExpected: number;
  /** Per media server during the steady period: rooms it holds (with media, signalling only), its CPU and RSS. */
  perServer: { server: number; mediaRooms: number; signallingRooms: number; cpu: number; rss: number }[];
  serverCpu: number;
  serverRss: number;
  steadySeconds: number;
  /** The stopped server and what it held; time from the stop until each page in its rooms decodes video again / each raw client joined again. */
  stopped: { server: number; mediaRooms: number; signallingRooms: number } | null;
  videoBack: number[];
  videoBackExpected: number;
  rejoined: number[];
  rejoinedExpected: number;
  untouchedKeptVideo: boolean;
  failures: string[];
}

const RUSH_STEADY_MS = 15_000;
const RUSH_RECOVERY_TIMEOUT_MS = 60_000;

/** Which media server holds each room, by the room's description (its class's name), asked of each server with the shared admin key. */
async function roomsByServer(janus: TestJanus[]): Promise<Map<string, number>> {
  const where = new Map<string, number>();
  for (const [i, j] of janus.entries()) {
    const connection = await JanusConnection.open(j.live.janusUrl!, j.live.apiSecret).catch(() => null);
    if (!connection) continue;
    try {
      const session = await JanusSession.create(connection);
      const handle = await session.attach();
      const reply = await session.message(handle, { request: "list", admin_key: j.live.adminKey });
      for (const room of (reply.data.list ?? []) as { description?: string }[]) if (room.description) where.set(room.description, i);
    } finally {
      connection.close();
    }
  }
  return where;
}

/** The frames the page decoded on connections made after `since` (Date.now()), those to a stopped server being closed. */
const framesSince = (page: Page, since: number) =>
  page.evaluate(async (t0) => {
    const w = window as unknown as BenchWindow & { __peerBorn: WeakMap<RTCPeerConnection, number> };
    let frames = 0;
    for (const pc of w.__peers) {
      if (pc.connectionState === "closed" || (w.__peerBorn.get(pc) ?? 0) < t0) continue;
      (await pc.getStats()).forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
        if (s.type === "inbound-rtp" && s.kind === "video") frames += s.framesDecoded ?? 0;
      });
    }
    return frames;
  }, since);

async function rush(browser: Browser, ctx: Ctx, seeded: Seeded, janus: TestJanus[]): Promise<RushBench> {
  const failures: string[] = [];
  const fail = (what: string) => (err: unknown) => void failures.push(`${what}: ${err instanceof Error ? err.message.split("\n")[0] : String(err)}`);
  const pages: { context: BrowserContext; page: Page; who: Person; room: number }[] = [];
  const media = seeded.rushMedia;
  const signal = seeded.rushSignalling.map((r) => ({
    ...r,
    teacherClient: new Client(ctx.base, r.teacher, r.sessionId),
    children: r.children.map((c) => new Client(ctx.base, c, r.sessionId)),
  }));
  const clients = signal.flatMap((r) => [r.teacherClient, ...r.children]);
  try {
    await mapLimit(clients, 50, (c) => c.init());
    // The minute before nine: every room opened within a few seconds, every child knocking.
    progress(`the rush: ${media.length} rooms with video and ${signal.length} with signalling only, opened at once`);
    const opening = [
      ...media.map(async (r, i) => {
        await sleep(Math.random() * 5_000);
        const teacher = await openLivePage(browser, ctx, r.teacher, r.sessionId);
        pages.push({ ...teacher, room: i });
        await teacher.page.getByRole("button", { name: "Open the room" }).click({ timeout: 60_000 });
        for (const who of r.children) {
          const l = await openLivePage(browser, ctx, who, r.sessionId);
          pages.push({ ...l, room: i });
          await l.page.getByTestId("waiting-message").waitFor({ timeout: 60_000 });
        }
      }),
      ...signal.map(async (r) => {
        await sleep(Math.random() * 5_000);
        await r.teacherClient.post("/open");
        await r.teacherClient.open();
        await r.teacherClient.join();
        await mapLimit(r.children, 4, async (c) => {
          await c.post("/arrive");
          await c.open();
        });
      }),
    ];
    const opened = await Promise.allSettled(opening);
    for (const o of opened) if (o.status === "rejected") fail("opening")(o.reason);

    // The bell: every teacher admits the whole class at once.
    const firstFrame: number[] = [];
    const joined: number[] = [];
    const admitters = await Promise.all(media.map((r) => new Client(ctx.base, r.teacher, r.sessionId).init()));
    const t0 = Date.now();
    const p0 = performance.now();
    await Promise.allSettled([
      ...admitters.map((a) => a.post("/admit", { all: true }).catch(fail("admit (video rooms)"))),
      ...signal.flatMap((r) => [
        r.teacherClient.post("/admit", { all: true }).catch(fail("admit (signalling rooms)")),
        ...r.children.map(async (c) => {
          await c.state((v) => v.me?.state === "admitted");
          await c.join();
          joined.push(performance.now() - p0);
        }),
      ]),
      ...pages
        .filter((p) => p.who.userId !== media[p.room]!.teacher.userId)
        .map(async (p) => {
          await until(
            async () => (await p.page.evaluate(() => (window as unknown as BenchWindow).__firstFrameAt)) > 0,
            JOIN_TIMEOUT_MS,
            `${p.who.name}'s first frame`,
          );
          firstFrame.push((await p.page.evaluate(() => (window as unknown as BenchWindow).__firstFrameAt)) - t0);
        }),
    ]).then((results) => results.forEach((r) => r.status === "rejected" && fail("the bell")(r.reason)));

    // Everyone in: each media server's CPU and memory for a while, and which rooms it holds.
    const where = await roomsByServer(janus);
    const janusPid = (i: number) => ctx.janusPids[i]!;
    const meters = janus.map((_, i) => new CpuMeter(() => [janusPid(i)]).begin());
    const server = new CpuMeter(() => [ctx.serverPid]).begin();
    const serverRss = rssPeak(ctx.serverPid);
    await sleep(RUSH_STEADY_MS);
    const perServer = janus.map((_, i) => ({
      server: i + 1,
      mediaRooms: media.filter((r) => where.get(r.className) === i).length,
      signallingRooms: signal.filter((r) => where.get(r.className) === i).length,
      cpu: meters[i]!.percent(),
      rss: rssMiB(janusPid(i)),
    }));
    const steady = { serverCpu: server.percent(), serverRss: serverRss() };

    // Mid-lesson, the media server with the most rooms with video stops.
    const victim =
      perServer.reduce((a, b) => (b.mediaRooms > a.mediaRooms || (b.mediaRooms === a.mediaRooms && b.signallingRooms > a.signallingRooms) ? b : a)).server - 1;
    const hit = new Set(media.flatMap((r, i) => (where.get(r.className) === victim ? [i] : [])));
    const hitSignal = signal.filter((r) => where.get(r.className) === victim);
    const affectedPages = pages.filter((p) => hit.has(p.room));
    const untouchedPages = pages.filter((p) => !hit.has(p.room) && p.who.userId !== media[p.room]!.teacher.userId);
    progress(`stopping media server ${victim + 1}: ${hit.size} rooms with video, ${hitSignal.length} with signalling only`);
    const videoBack: number[] = [];
    const rejoined: number[] = [];
    const stoppedAt = Date.now();
    const stoppedPerf = performance.now();
    const rejoining = hitSignal.flatMap((r) =>
      [r.teacherClient, ...r.children].map(async (c) => {
        await c.next((m) => m.type === "moved", RUSH_RECOVERY_TIMEOUT_MS);
        // As the page does: a new token until the room is made again (503 meanwhile), then `join`.
        await until(
          () =>
            c.join().then(
              () => true,
              () => false,
            ),
          RUSH_RECOVERY_TIMEOUT_MS,
          `${c.who.name} joining again`,
        );
        rejoined.push(performance.now() - stoppedPerf);
      }),
    );
    await janus[victim]!.stop();
    const back = affectedPages.map(async (p) => {
      await until(async () => (await framesSince(p.page, stoppedAt)) > 0, RUSH_RECOVERY_TIMEOUT_MS, `${p.who.name}'s video back`);
      videoBack.push(Date.now() - stoppedAt);
    });
    for (const r of await Promise.allSettled([...back, ...rejoining])) if (r.status === "rejected") fail("after the stop")(r.reason);
    const untouched = await Promise.all(untouchedPages.map(async (p) => (await framesSince(p.page, 0)) > 0));

    return {
      servers: janus.length,
      mediaRooms: media.length,
      signallingRooms: signal.length,
      participants: media.reduce((n, r) => n + 1 + r.children.length, 0) + clients.length,
      firstFrame,
      firstFrameExpected: media.reduce((n, r) => n + r.children.length, 0),
      joined,
      joinedExpected: signal.reduce((n, r) => n + r.children.length, 0),
      perServer,
      ...steady,
      steadySeconds: RUSH_STEADY_MS / 1000,
      stopped: { server: victim + 1, mediaRooms: hit.size, signallingRooms: hitSignal.length },
      videoBack,
      videoBackExpected: affectedPages.length,
      rejoined,
      rejoinedExpected: hitSignal.reduce((n, r) => n + 1 + r.children.length, 0),
      untouchedKeptVideo: untouched.every(Boolean),
      failures,
    };
  } finally {
    for (const p of pages) await p.context.close().catch(() => undefined);
    for (const c of clients) c.close();
    for (const r of [...media, ...seeded.rushSignalling])
      await new Client(ctx.base, r.teacher, r.sessionId)
        .init()
        .then((c) => c.post("/end"))
        .catch(() => undefined);
  }
}

export function printRush(r: RushBench) {
  console.log(
    `\nThe 9 AM rush on ${r.servers} media servers (local Janus processes sharing their keys, JANUS_URLS): ${r.mediaRooms} rooms with video (a teacher and ${r.firstFrameExpected / Math.max(1, r.mediaRooms)} learners, Chromium with fake cameras) and ${r.signallingRooms} with signalling only (raw clients: a teacher and 12 children), ${r.participants} participants, every room opened within 5 s and every class admitted at once.`,
  );
  console.log("| what | done | p50 | p95 | max |\n|---|---|---|---|---|");
  const line = (what: string, xs: number[], expected: number) =>
    console.log(`| ${what} | ${xs.length}/${expected} | ${ms(percentile(xs, 50))} | ${ms(percentile(xs, 95))} | ${ms(Math.max(...xs))} |`);
  line("Admit all → the learner's first decoded frame of the teacher's video", r.firstFrame, r.firstFrameExpected);
  line("Admit all → the child's token and the relay's `joined` (no media)", r.joined, r.joinedExpected);
  console.log(
    `\nEveryone in, ${r.steadySeconds} s: each media server's CPU (% of one core) and RSS with the rooms it holds; the app server ${pct(r.serverCpu)} CPU, ${mib(r.serverRss)} RSS at its largest.`,
  );
  console.log("| media server | rooms with video | rooms with signalling only | CPU | CPU per room with video | RSS |\n|---|---|---|---|---|---|");
  for (const s of r.perServer)
    console.log(`| ${s.server} | ${s.mediaRooms} | ${s.signallingRooms} | ${pct(s.cpu)} | ${s.mediaRooms ? pct(s.cpu / s.mediaRooms) : ""} | ${mib(s.rss)} |`);
  if (r.stopped) {
    console.log(
      `\nMedia server ${r.stopped.server} stopped mid-lesson (${r.stopped.mediaRooms} rooms with video, ${r.stopped.signallingRooms} with signalling only): its rooms were made again on the others and the pages joined them by themselves.`,
    );
    console.log("| what | done | p50 | p95 | max |\n|---|---|---|---|---|");
    line("the stop → each page in its rooms decodes video again (no reload)", r.videoBack, r.videoBackExpected);
    line("the stop → each raw client of its rooms `joined` again", r.rejoined, r.rejoinedExpected);
    console.log(`Pages in the other rooms kept their video: ${r.untouchedKeptVideo ? "yes" : "no"}.`);
  }
  for (const f of r.failures.slice(0, 10)) console.log(`- failed: ${f}`);
}

// ---------------------------------------------------------------------------------------------

export interface LiveBench {
  loadBefore: number[];
  loadAfter: number[];
  seedMs: number;
  serverIdleRss: number;
  janusIdleRss: number;
  steps: LiveStepRow[];
  signalling: SignallingBench | null;
  rush: RushBench | null;
  failed: boolean;
  problems: string[];
  notes: string[];
}

/** Re-runs this bench (`scripts/bench/index.ts live`) in a network namespace of its own; true when it passed. */
function inNamespace(): boolean {
  const inner = [
    "set -e",
    "ip link set lo up",
    `ip link add ${VETH} type veth peer name ${VETH_PEER}`,
    `ip addr add ${VETH_ADDRESS} dev ${VETH}`,
    `ip link set ${VETH} up`,
    `ip link set ${VETH_PEER} up`,
    `exec ${JSON.stringify(process.execPath)} --import tsx scripts/bench/index.ts live`,
  ].join("; ");
  const asRoot = process.getuid?.() === 0;
  const result = spawnSync("unshare", [asRoot ? "-n" : "-rn", "sh", "-c", inner], {
    env: { ...process.env, LIVE_BENCH_NETNS: "1" },
    stdio: "inherit",
    timeout: 15 * MIN,
    killSignal: "SIGTERM",
  });
  if (result.error) console.error(`The live bench could not run in its namespace: ${result.error.message}`);
  return result.status === 0;
}

/**
 * `npm run bench -- live`. Outside the namespace, re-runs itself inside one and prints what it printed;
 * inside, measures and prints. Resolves to false when anything failed.
 */
export async function benchLive(clientDir: string): Promise<boolean> {
  if (JANUS_MISSING) {
    console.error("\nLive classes: janus is not installed (apt-get install -y janus); the live bench cannot run.");
    return false;
  }
  if (!IN_NAMESPACE) return inNamespace();
  const result = await measureLive(clientDir);
  printLiveBench(result);
  return !result.failed;
}

async function measureLive(clientDir: string): Promise<LiveBench> {
  const loadBefore = os.loadavg();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-live-"));
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse().splice(0)) await stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = () => void stopAll().finally(() => process.exit(1));
  // Janus, Chromium and the server are stopped and the data removed however the bench ends.
  const onCrash = (err: unknown) => {
    console.error(err);
    onSignal();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  process.once("unhandledRejection", onCrash);
  const problems: string[] = [];
  const notes: string[] = [];
  try {
    progress("seeding");
    const seeded = await seed(dataDir);
    // Several media servers sharing their keys, as the school's named in JANUS_URLS would; each its own RTP ports.
    const keys = { adminKey: randomBytes(24).toString("base64url"), apiSecret: randomBytes(24).toString("base64url") };
    const janus: TestJanus[] = [];
    const janusPids: number[] = [];
    for (let i = 0; i < RUSH_SERVERS; i++) {
      const known = new Set(descendants(process.pid).map((p) => p.pid));
      const started = await startTestJanus({ iceEnforceList: VETH, keys, rtpPortRange: `${30000 + i * 1000}-${30999 + i * 1000}` });
      janus.push(started);
      stops.push(() => started.stop());
      const pid = descendants(process.pid).find((p) => p.comm === "janus" && !known.has(p.pid))?.pid;
      if (!pid) throw new Error("janus started but its process was not found");
      janusPids.push(pid);
    }
    const port = await freePort();
    const { child } = await startProductionServer(port, clientDir, dataDir, {
      API_RATE_LIMIT_PER_MINUTE: "100000000",
      LIVE_VIDEO: "auto",
      JANUS_URLS: janus.map((j) => j.live.janusUrl!).join(","),
      JANUS_ADMIN_KEY: keys.adminKey,
      JANUS_API_SECRET: keys.apiSecret,
    });
    stops.push(() => stopServer(child));
    const ctx: Ctx = { base: `http://127.0.0.1:${port}`, serverPid: child.pid!, janusPids, problems };
    await sleep(2_000);
    const serverIdleRss = rssMiB(ctx.serverPid);
    const janusIdleRss = janusPids.reduce((sum, pid) => sum + rssMiB(pid), 0);

    const launch = () =>
      chromium.launch({
        executablePath: CHROMIUM,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--no-first-run",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--disable-background-timer-throttling",
          "--disable-renderer-backgrounding",
          "--disable-backgrounding-occluded-windows",
          "--use-fake-device-for-media-stream",
          "--use-fake-ui-for-media-stream",
          "--allow-loopback-in-peer-connection",
          "--autoplay-policy=no-user-gesture-required",
        ],
      });
    const browser = await launch();
    stops.push(() => browser.close());
    const steps: LiveStepRow[] = [];
    const part1Started = Date.now();
    for (const [i, n] of LEARNER_STEPS.entries()) {
      if (Date.now() - part1Started > PART1_BUDGET_MS) {
        notes.push(`Stepping stopped before ${n} learners: part 1's time budget (${PART1_BUDGET_MS / 1000} s) was spent.`);
        break;
      }
      progress(`a class of the teacher and ${n} learners`);
      const row = await classStep(browser, ctx, seeded, n, seeded.stepSessions[i]!).catch((err: unknown) => brokenStep(n, err));
      steps.push(row);
      progress(
        `${n} learners: ${row.gotVideo} got video, join p95 ${ms(row.joinP95)}, slowest learner ${fps(row.learnerFpsMin)} fps of ${fps(row.teacherSentFps)}: ${row.carried ? "carried" : `not carried ${row.note}`}`,
      );
      if (!row.carried) break;
    }
    await browser.close();

    const signal = await signalling(ctx, seeded).catch((err: unknown) => {
      problems.push(`signalling: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    });
    const rushBrowser = await launch();
    stops.push(() => rushBrowser.close());
    const rushed = await rush(rushBrowser, ctx, seeded, janus).catch((err: unknown) => {
      problems.push(`rush: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    });
    await rushBrowser.close();
    // The smallest class must work; a larger one that does not is where the machine's capacity ends.
    const failed =
      steps.length === 0 ||
      steps[0]!.gotVideo < steps[0]!.learners ||
      problems.length > 0 ||
      !signal ||
      signal.failures.length > 0 ||
      signal.rows.some((r) => r.events < r.expected) ||
      !rushed ||
      rushed.failures.length > 0 ||
      rushed.videoBack.length < rushed.videoBackExpected;
    return {
      loadBefore,
      loadAfter: os.loadavg(),
      seedMs: seeded.ms,
      serverIdleRss,
      janusIdleRss,
      steps,
      signalling: signal,
      rush: rushed,
      failed,
      problems,
      notes,
    };
  } finally {
    await stopAll();
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
    process.off("unhandledRejection", onCrash);
  }
}

export function printLiveBench(r: LiveBench) {
  console.log(
    `\nLive classes on ${os.cpus().length} CPUs: the real server (production, PGlite), Janus (VideoRoom) and Chromium with fake cameras, in a network namespace of their own (veth ${VETH_ADDRESS}). ` +
      `Seed ${(r.seedMs / 1000).toFixed(1)} s; at idle the server holds ${mib(r.serverIdleRss)}, Janus ${mib(r.janusIdleRss)}.`,
  );
  console.log(`Machine load (1/5/15 min) before: ${load(r.loadBefore)}, after: ${load(r.loadAfter)}.`);
  console.log(
    `\nA class: the teacher and N learners, each a Chromium page with a fake camera. Join: the teacher's Admit click (POST /admit) to the learner's first decoded frame of the teacher's video. ` +
      `Then ${STEADY_MS / 1000} s with everyone in: CPU as % of one core (200% = the whole machine), RSS at its largest, frames per second. ` +
      `Carried: every learner got video within ${JOIN_TIMEOUT_MS / 1000} s, join p95 ≤ ${CARRIED_JOIN_P95_MS / 1000} s, the teacher's page sends ≥ ${CARRIED_MIN_SENT_FPS} fps and the slowest learner decodes ≥ ${CARRIED_FPS_RATIO * 100}% of it.`,
  );
  console.log(
    "| learners | got video | join p50 | join p95 | join max | teacher sends fps | learners decode fps (slowest / median) | teacher decodes fps (slowest feed, feeds) | server CPU | server RSS | Janus CPU | Janus RSS | Chromium CPU (all pages) | carried |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  );
  for (const s of r.steps)
    console.log(
      `| ${s.learners} | ${s.gotVideo}/${s.learners} | ${ms(s.joinP50)} | ${ms(s.joinP95)} | ${ms(s.joinMax)} | ${fps(s.teacherSentFps)} | ${fps(s.learnerFpsMin)} / ${fps(s.learnerFpsMedian)} | ${fps(s.teacherFpsMin)} (${s.teacherFeeds}) | ${pct(s.serverCpu)} | ${mib(s.serverRss)} | ${pct(s.janusCpu)} | ${mib(s.janusRss)} | ${pct(s.chromiumCpu)} | ${s.carried ? "yes" : `no${s.note ? ` (${s.note})` : ""}`} |`,
    );
  console.log(
    "\nThe join, step by step on the learners' pages (median time from the Admit request): the `admitted` state pushed, the relay's `joined`, the offer of the teacher's feed, the subscription `started`, the learner's own camera `published`, the subscription's ICE/DTLS connected, the first decoded frame.",
  );
  console.log(`| learners | ${JOIN_STEPS.join(" | ")} | first frame |\n|---|${JOIN_STEPS.map(() => "---|").join("")}---|`);
  for (const s of r.steps) console.log(`| ${s.learners} | ${JOIN_STEPS.map((step) => ms(s.joinSteps[step] ?? NaN)).join(" | ")} | ${ms(s.joinP50)} |`);
  const carried = r.steps.filter((s) => s.carried).map((s) => s.learners);
  for (const note of r.notes) console.log(note);
  console.log(
    carried.length
      ? `This machine carried a class of the teacher and ${Math.max(...carried)} learners (of the steps ${LEARNER_STEPS.join(", ")}).`
      : "This machine carried none of the steps.",
  );

  const s = r.signalling;
  if (s) {
    console.log(
      `\nThe signalling server alone: ${s.teachers + s.children} participants (${s.teachers} teachers, ${s.children} children) in ${s.rooms} rooms, raw WebSocket clients of the relay, no browsers, no media ` +
        `(the relay's join is a real Janus publisher join; publish would need an SDP offer). Each time runs from the request leaving the client to the push arriving on the socket that should see it. ` +
        `Server RSS before ${mib(s.rssBefore)}, at its largest ${mib(s.rssPeak)}, after ${mib(s.rssAfter)}; Janus RSS at its largest ${mib(s.janusRssPeak)}.`,
    );
    console.log(
      "| phase | done | p50 | p95 | max | its request answered (p50 / p95) | messages received | messages/s | server CPU | Janus CPU |\n|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const row of s.rows)
      console.log(
        `| ${row.what} | ${row.events}/${row.expected} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.max)} | ${Number.isFinite(row.answeredP50) ? `${ms(row.answeredP50)} / ${ms(row.answeredP95)}` : ""} | ${row.messages} | ${row.perSecond.toFixed(0)} | ${pct(row.serverCpu)} | ${pct(row.janusCpu)} |`,
      );
    for (const f of s.failures.slice(0, 10)) console.log(`- failed: ${f}`);
    if (s.failures.length > 10) console.log(`- and ${s.failures.length - 10} more failures`);
  }
  if (r.rush) printRush(r.rush);
  for (const p of r.problems.slice(0, 20)) console.log(`- ${p}`);
  if (r.failed)
    console.error(
      "\nThe live bench failed: the smallest class did not work (a learner never got video), a page threw, or a participant was never admitted or joined, or a push never arrived.",
    );
}
