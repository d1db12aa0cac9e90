/**
 * The office's reports and the teacher's attention at school scale (issues 33 and 37), measured
 * in-process without HTTP (the portal bench, scripts/bench/portal.ts, measures the same reads through
 * the real server but needs a build and a quarter of an hour): the demo school of 2,000 children
 * seeded once into a PGlite directory that later runs reuse, or into a throw-away PostgreSQL; then
 * each read called as its route calls it, one after another: median, 95th percentile and slowest.
 *
 *   npx tsx scripts/bench/office-reports.ts [--pglite DIR] [--postgres] [--samples N] [--students N]
 *
 * With --pglite DIR the directory is seeded when it is new and reused as it is otherwise (the seed's
 * "now" is kept beside it, so the reads see the school as the seed left it).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { WAITING_DAYS } from "#common/schemas/office-reports";
import { openDatabase, type Database } from "../../server/db/client";
import { classStaff, classes, users } from "../../server/db/schema";
import { lateMinutesSetting, schoolDate } from "../../server/learning/attendance/attendance-read";
import { officeAttendanceReport } from "../../server/learning/attendance/office-report";
import { currentTermRange } from "../../server/learning/attendance/reports";
import { teacherAttention, teacherAttentionCounts } from "../../server/learning/homes/attention";
import { classSummaries, homeDay, schoolToday, weekAheadCount } from "../../server/learning/homes/homes-read";
import { officeLearningReport } from "../../server/learning/reports/office-learning";
import { startPostgres } from "../../tests/support/postgres";
import { seedDemoSchool } from "../demo";
import { PASSWORD } from "./portal";

const { values: args } = parseArgs({
  options: {
    pglite: { type: "string" },
    postgres: { type: "boolean", default: false },
    samples: { type: "string", default: "10" },
    students: { type: "string", default: "2000" },
  },
});
const SAMPLES = Number(args.samples);
const STUDENTS = Number(args.students);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(" / ");

async function seeded(database: Database, now: Date) {
  const started = performance.now();
  await seedDemoSchool(database.db, { students: STUDENTS, password: PASSWORD, now });
  return performance.now() - started;
}

/** A homeroom lead and the teacher staffing the most classes (a specialist). */
async function teachersToMeasure(database: Database) {
  const rows = await database.db
    .select({ userId: classStaff.userId, username: users.username, classId: classStaff.classId, kind: classes.kind })
    .from(classStaff)
    .innerJoin(users, eq(users.id, classStaff.userId))
    .innerJoin(classes, eq(classes.id, classStaff.classId));
  const classesOf = new Map<string, { username: string; classIds: string[]; homeroom: boolean }>();
  for (const r of rows) {
    const t = classesOf.get(r.userId) ?? { username: r.username, classIds: [], homeroom: false };
    t.classIds.push(r.classId);
    t.homeroom ||= r.kind === "homeroom";
    classesOf.set(r.userId, t);
  }
  const list = [...classesOf].map(([id, t]) => ({ id, ...t }));
  const homeroom = list.filter((t) => t.homeroom).sort((a, b) => a.username.localeCompare(b.username))[0]!;
  const specialist = [...list].sort((a, b) => b.classIds.length - a.classIds.length)[0]!;
  return { homeroom, specialist };
}

async function time(what: string, read: () => Promise<unknown>) {
  const size = JSON.stringify(await read()).length;
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await read();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`| ${what} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1)!)} | ${(size / 1024).toFixed(0)} KiB | ${load()} |`);
}

async function measure(database: Database, now: Date) {
  const db = database.db;
  const today = schoolDate(now);
  const term = await currentTermRange(db, today);
  const { homeroom, specialist } = await teachersToMeasure(database);
  console.log(`Term ${term.from} to ${term.to}; "now" ${now.toISOString()}; ${SAMPLES} sequential samples per read.`);
  console.log("| read | p50 | p95 | max | JSON | load (1/5/15) |\n|---|---|---|---|---|---|");
  const lateMinutes = await lateMinutesSetting(db);
  await time("office attendance report (current term)", () => officeAttendanceReport(db, { ...term, lateMinutes, now }));
  await time("office learning report (current term)", () => officeLearningReport(db, { ...term, days: WAITING_DAYS.default, now }));
  for (const [label, t] of [
    ["homeroom teacher", homeroom],
    ["specialist", specialist],
  ] as const) {
    // As GET /api/teacher/home builds it (server/routes/learning/teacher.ts).
    await time(`teacher home, ${label} (${t.classIds.length} classes)`, async () => {
      const [day, weekAhead, summaries] = await Promise.all([
        homeDay(db, t.classIds, schoolToday(now), now),
        weekAheadCount(db, t.classIds, now),
        classSummaries(db, t.classIds, t.id, now),
      ]);
      const attention = await teacherAttention(db, { userId: t.id, classes: summaries, today: day, now });
      return { day, weekAhead, summaries, attention };
    });
    const [day, summaries] = await Promise.all([homeDay(db, t.classIds, schoolToday(now), now), classSummaries(db, t.classIds, t.id, now)]);
    await time(`  of which the attention list`, () => teacherAttention(db, { userId: t.id, classes: summaries, today: day, now }));
    await time(`attention counts, ${label}`, () => teacherAttentionCounts(db, t.classIds));
  }
}

async function onPglite(dir: string) {
  const nowFile = path.join(dir, "bench-now.txt");
  const fresh = !existsSync(nowFile);
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir, timeouts: { connectMs: 5_000, statementMs: 600_000, idleInTransactionMs: 600_000 } });
  try {
    const now = fresh ? new Date() : new Date(readFileSync(nowFile, "utf8").trim());
    if (fresh) {
      const ms = await seeded(database, now);
      writeFileSync(nowFile, now.toISOString());
      console.log(`Seeded ${STUDENTS} children into ${dir} in ${(ms / 1000).toFixed(0)} s.`);
    }
    console.log(`\nPGlite (${dir}), ${os.cpus().length} CPUs, load before ${load()}:`);
    await measure(database, now);
  } finally {
    await database.close();
  }
}

async function onPostgres() {
  const postgres = await startPostgres();
  try {
    const database = await openDatabase({
      dataDir: "",
      databaseUrl: postgres.url,
      timeouts: { connectMs: 5_000, statementMs: 600_000, idleInTransactionMs: 600_000 },
    });
    try {
      const now = new Date();
      const ms = await seeded(database, now);
      console.log(`\nPostgreSQL (seeded ${STUDENTS} children in ${(ms / 1000).toFixed(0)} s), ${os.cpus().length} CPUs, load before ${load()}:`);
      await measure(database, now);
    } finally {
      await database.close();
    }
  } finally {
    postgres.stop();
  }
}

if (args.pglite) await onPglite(path.resolve(args.pglite));
if (args.postgres) await onPostgres();
if (!args.pglite && !args.postgres) console.error("Say where: --pglite DIR (seeded once, then reused) and/or --postgres.");
