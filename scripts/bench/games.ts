/**
 * Learning games under load (issue 34: "rounds served per second and p95 of an answer check with 500
 * children playing at once on PostgreSQL"). `npm run bench -- games`.
 *
 * The school: the demo school of 500 children (scripts/demo, its games data included) on a throw-away
 * PostgreSQL, the real entry point in production mode, 500 of its children signed in with their
 * password through POST /api/login (SIGN_IN_CONCURRENCY at a time, before any measurement).
 *
 * The play: every child starts a round of a game of their grade (POST /api/student/games/rounds) and
 * answers its 8 items (POST .../answers), ROUNDS_PER_CHILD times. "At once" means 500 clients, each
 * with its own session, all started together, each sending its next request as soon as the last one
 * answered (no pause: the server's capacity, not a child's pace); Node's fetch keeps a connection per
 * request in flight (no pool limit). The bench knows the right answer the way the tests do: it reads
 * the round's seed from the database once per round and makes the item with the server's makeItem.
 * About one item in four is answered wrong at the first try (then right, or wrong again: the answer is
 * shown), so the "try again" and "shown" paths are measured with the right one.
 *
 * Then, with the play over: a child's games home (GET /api/student/games) and a teacher's practice
 * view of a class (GET /api/teacher/practice) with the portals' users-at-once measure (scripts/bench/portal.ts).
 *
 * Checked, and the bench exits non-zero otherwise: every request answered 2xx (a wrong answer is a 200),
 * and every round started is finished with 8 game_answers rows.
 */
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { GAME_KINDS, GAME_KIND_INFO, ROUND_ITEMS, type GameKind } from "#common/learning/games";
import type { Language } from "#common/i18n/languages";
import type { AnswerResult, GameRound } from "#common/schemas/learning/games";
import { openDatabase, type Db } from "../../server/db/client";
import { gameAnswers, gameRounds } from "../../server/db/schema";
import { makeItem } from "../../server/learning/games/items";
import { startPostgres } from "../../tests/support/postgres";
import { seedDemoSchool, type DemoPlan, type DemoSeedResult } from "../demo";
import { freePort, stopServer } from "../audit/server";
import { load, mapLimit, measure, PASSWORD, printRows, Session, SIGN_IN_CONCURRENCY, spread, type PortalRow } from "./portal";
import { afterFirstJobRound, jobsLine, startProductionServer, treeRssMiB } from "./production-server";

const STUDENTS = 500;
const CHILDREN = 500;
const ROUNDS_PER_CHILD = 2;
/** The share of items answered wrong at the first try, and of those, wrong again (the answer is shown). */
const WRONG_FIRST = 0.25;
const WRONG_AGAIN = 0.4;

interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
}

export interface GamesBench {
  database: "postgres";
  seed: { ms: number; counts: DemoSeedResult["counts"]; demoRounds: number };
  loadBefore: number[];
  loadAfter: number[];
  jobs: { waitedMs: number; quiet: boolean };
  signInMs: number;
  play: {
    children: number;
    rounds: number;
    answers: number;
    wrongFirst: number;
    shown: number;
    wallMs: number;
    startsPerSecond: number;
    answersPerSecond: number;
    start: Latencies;
    answer: Latencies;
    errors: number;
    firstError?: string;
    unfinished: number;
  };
  rows: PortalRow[];
  memory: { idleMiB: number; afterMiB: number };
  failed: boolean;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

function latencies(times: number[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, count: sorted.length };
}

/** The same choices on every run (mulberry32), apart from the rounds' own seeds, which the server draws. */
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

/** The games made for a grade; every game for a grade none is made for (grade 6), as the games home offers them. */
function kindsForGrade(grade: string): GameKind[] {
  const made = GAME_KINDS.filter((k) => (GAME_KIND_INFO[k].grades as readonly string[]).includes(grade));
  return made.length ? made : [...GAME_KINDS];
}

type Answer = { index: number; choice: string } | { index: number; order: string[] };

/** The answer to the item the round is at: right, or wrong (a choice not yet tried, or the tiles reversed). */
function answerFor(seed: number, round: GameRound, language: Language, right: boolean): Answer {
  const item = round.item!;
  const made = makeItem(round.kind, seed, round.index, item.level, language);
  if ("choice" in made.right) {
    if (right) return { index: round.index, choice: made.right.choice };
    const rightChoice = made.right.choice;
    // An item of two choices has no second wrong one: the second try is then right.
    const wrong = made.face.choices.find((c) => c.id !== rightChoice && !round.tried.includes(c.id));
    return { index: round.index, choice: wrong?.id ?? rightChoice };
  }
  return { index: round.index, order: right ? made.right.order : [...made.right.order].reverse() };
}

interface Player {
  session: Session;
  grade: string;
  language: Language;
}

/** A mutation with the session's cookie and anti-forgery token (fetched once per session, before the play). */
async function post(session: Session, url: string, body: unknown) {
  const res = await fetch(`${session.base}${url}`, {
    method: "POST",
    headers: { cookie: session.cookie, "x-csrf-token": session.token, "content-type": "application/json", "accept-encoding": "br, gzip" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function play(players: readonly Player[], db: Db) {
  const random = seededRandom(34);
  const startTimes: number[] = [];
  const answerTimes: number[] = [];
  const roundIds: string[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let wrongFirst = 0;
  let shown = 0;
  const failed = (what: string, status: number, text: string) => {
    errors += 1;
    firstError ??= `${what}: ${status} ${text.slice(0, 160)}`;
  };
  const seedOf = async (roundId: string) => (await db.select({ seed: gameRounds.seed }).from(gameRounds).where(eq(gameRounds.id, roundId)))[0]!.seed;

  const playRound = async (p: Player, kind: GameKind) => {
    const t0 = performance.now();
    const started = await post(p.session, "/api/student/games/rounds", { kind });
    startTimes.push(performance.now() - t0);
    if (started.status !== 201) return failed("start", started.status, started.text);
    let round = (JSON.parse(started.text) as { data: GameRound }).data;
    roundIds.push(round.id);
    const seed = await seedOf(round.id);
    while (!round.finished) {
      const firstTry = round.tried.length === 0;
      const right = firstTry ? random() >= WRONG_FIRST : random() >= WRONG_AGAIN;
      if (!right && firstTry) wrongFirst += 1;
      const t1 = performance.now();
      const res = await post(p.session, `/api/student/games/rounds/${round.id}/answers`, answerFor(seed, round, p.language, right));
      answerTimes.push(performance.now() - t1);
      if (res.status !== 200) return failed("answer", res.status, res.text);
      const result = (JSON.parse(res.text) as { data: AnswerResult }).data;
      if (result.shown) shown += 1;
      round = result.round;
    }
  };

  const began = performance.now();
  await Promise.all(
    players.map(async (p, i) => {
      const kinds = kindsForGrade(p.grade);
      for (let r = 0; r < ROUNDS_PER_CHILD; r++) await playRound(p, kinds[(i + r) % kinds.length]!);
    }),
  );
  const wallMs = performance.now() - began;

  // Every round started is finished, with one answer row per item.
  const finished = roundIds.length
    ? await db
        .select({ id: gameRounds.id, answers: count(gameAnswers.itemIndex) })
        .from(gameRounds)
        .leftJoin(gameAnswers, eq(gameAnswers.roundId, gameRounds.id))
        .where(and(inArray(gameRounds.id, roundIds), isNotNull(gameRounds.finishedAt)))
        .groupBy(gameRounds.id)
    : [];
  const complete = finished.filter((r) => Number(r.answers) === ROUND_ITEMS).length;
  return {
    children: players.length,
    rounds: roundIds.length,
    answers: answerTimes.length,
    wrongFirst,
    shown,
    wallMs,
    startsPerSecond: startTimes.length / (wallMs / 1000),
    answersPerSecond: answerTimes.length / (wallMs / 1000),
    start: latencies(startTimes),
    answer: latencies(answerTimes),
    errors,
    firstError,
    unfinished: players.length * ROUNDS_PER_CHILD - complete,
  };
}

/** Homeroom classes of K-3 with their lead teacher, largest first (their children played games of their grade). */
function practiceClasses(plan: DemoPlan) {
  return plan.classes
    .filter((c) => c.kind === "homeroom" && ["K", "1", "2", "3"].includes(c.grade) && c.studentKeys.length > 0)
    .sort((a, b) => b.studentKeys.length - a.studentKeys.length)
    .map((c) => ({ cls: c, lead: plan.teachers.find((t) => t.key === c.staff.find((s) => s.role === "lead")!.userKey)! }));
}

/** On PostgreSQL only: the bench reads each round's seed while the server runs, which PGlite's single process does not allow. */
export async function benchGames(clientDir: string): Promise<GamesBench> {
  const kind = "postgres";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `school-bench-games-${kind}-`));
  const postgres = await startPostgres();
  const loadBefore = os.loadavg();
  const stops: (() => Promise<void>)[] = [];
  try {
    const database = await openDatabase({
      dataDir,
      databaseUrl: postgres.url,
      timeouts: { connectMs: 5_000, statementMs: 600_000, idleInTransactionMs: 600_000 },
    });
    stops.push(() => database.close());
    const seedStarted = performance.now();
    const seeded = await seedDemoSchool(database.db, { students: STUDENTS, password: PASSWORD });
    const seedMs = performance.now() - seedStarted;
    const [demoRounds] = await database.db.select({ n: count() }).from(gameRounds);
    const { plan, ids } = seeded;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child } = await startProductionServer(port, clientDir, dataDir, { API_RATE_LIMIT_PER_MINUTE: "100000000", DATABASE_URL: postgres.url });
    const serverStartedAt = Date.now();
    stops.push(() => stopServer(child));
    const idleMiB = treeRssMiB(child.pid!);

    const signIn = (username: string) => new Session(base).signIn(username, PASSWORD);
    const children = spread(plan.students, CHILDREN);
    const signInStarted = performance.now();
    const sessions = await mapLimit(children, SIGN_IN_CONCURRENCY, (s) => signIn(s.user.username));
    const signInMs = performance.now() - signInStarted;
    const classes = practiceClasses(plan);
    const teacherSessions = await mapLimit(classes, SIGN_IN_CONCURRENCY, (c) => signIn(c.lead.username));
    // Each session's anti-forgery token, fetched once: the play's requests are the game's own.
    await mapLimit([...sessions, ...teacherSessions], SIGN_IN_CONCURRENCY, (s) => s.freshToken());

    const jobs = await afterFirstJobRound(serverStartedAt);
    const players = children.map((s, i) => ({ session: sessions[i]!, grade: s.grade, language: s.user.language ?? "en" }));
    const result = await play(players, database.db);

    const rows: PortalRow[] = [];
    rows.push(
      await measure(
        "a child's games home GET /api/student/games",
        spread(sessions, 50).map((session) => ({ session, url: "/api/student/games" })),
      ),
    );
    rows.push(
      await measure(
        `a teacher's practice view of a class (${classes.at(-1)?.cls.studentKeys.length} to ${classes[0]?.cls.studentKeys.length} children) GET /api/teacher/practice?classId`,
        teacherSessions.map((session, i) => ({ session, url: `/api/teacher/practice?classId=${ids.get(classes[i]!.cls.key)}` })),
      ),
    );
    const afterMiB = treeRssMiB(child.pid!);
    return {
      database: kind,
      seed: { ms: seedMs, counts: seeded.counts, demoRounds: Number(demoRounds!.n) },
      loadBefore,
      loadAfter: os.loadavg(),
      jobs,
      signInMs,
      play: result,
      rows,
      memory: { idleMiB, afterMiB },
      failed: result.errors > 0 || result.unfinished > 0 || rows.some((r) => r.status !== "ok"),
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "n/a");

export function printGamesBench(r: GamesBench) {
  const p = r.play;
  console.log(
    `\nLearning games with the demo school of ${r.seed.counts.students} children on ${r.database} (${r.seed.demoRounds} rounds of the demo's own already played), real server, ${os.cpus().length} CPUs:`,
  );
  console.log(
    `Seed (in-process): ${(r.seed.ms / 1000).toFixed(1)} s. ${p.children} children signed in with their password in ${(r.signInMs / 1000).toFixed(1)} s. ` +
      `Machine load (1/5/15 min) before: ${load(r.loadBefore)}, after: ${load(r.loadAfter)}.`,
  );
  console.log(jobsLine(r.jobs));
  console.log(
    `${p.children} children playing at once: ${p.children} clients started together, each with its own session, each sending its next request as soon as the last answered (no pause between answers), ` +
      `${ROUNDS_PER_CHILD} rounds of ${ROUND_ITEMS} items each; ${p.wrongFirst} items answered wrong at the first try, ${p.shown} of them wrong again (the answer shown).`,
  );
  console.log("| measure | value |\n|---|---|");
  console.log(`| rounds started | ${p.rounds} (${p.startsPerSecond.toFixed(1)} per second over the play) |`);
  console.log(`| answers checked | ${p.answers} (${p.answersPerSecond.toFixed(1)} per second over the play) |`);
  console.log(`| wall time of the play | ${(p.wallMs / 1000).toFixed(1)} s |`);
  console.log(
    `| start a round POST /api/student/games/rounds: p50 / p95 / p99 / max | ${ms(p.start.p50)} / ${ms(p.start.p95)} / ${ms(p.start.p99)} / ${ms(p.start.max)} |`,
  );
  console.log(
    `| check an answer POST /api/student/games/rounds/:id/answers: p50 / p95 / p99 / max | ${ms(p.answer.p50)} / ${ms(p.answer.p95)} / ${ms(p.answer.p99)} / ${ms(p.answer.max)} |`,
  );
  console.log(`| errors (non-2xx) | ${p.errors}${p.firstError ? ` (first: ${p.firstError})` : ""} |`);
  console.log(`| rounds not finished with ${ROUND_ITEMS} answer rows | ${p.unfinished} |`);
  console.log("\nAfter the play:");
  printRows(r.rows);
  console.log(`Server memory (RSS, process tree): ${r.memory.idleMiB.toFixed(0)} MiB after start, ${r.memory.afterMiB.toFixed(0)} MiB after the measurements.`);
}
