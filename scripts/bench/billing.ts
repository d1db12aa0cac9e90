/**
 * Tuition billing at school scale (issue 36, "Tests and measurements": "generating a term's invoices for
 * 2,000 children on PostgreSQL: seconds in all, and the family invoices read p95 under 50 users").
 * `npm run bench -- billing`.
 *
 * The school: the demo school of 2,000 children (scripts/demo, which bills nothing: seedDemoSchool leaves
 * billing to scripts/seed-demo.ts) on a throw-away PostgreSQL, its families as the plan makes them
 * (brothers and sisters share their guardians), the real entry point in production mode, real demo
 * accounts signed in with their password.
 *
 * The run: the school's admin issues term 1 through POST /api/admin/billing/runs, a dry run and then the
 * real one, each timed from request to answer. Checked, and the bench exits non-zero otherwise: the dry
 * run left no invoice behind (it keeps the families it grouped, so the office may choose their plans), it
 * would have issued what the real run issued, and the year's numbers have no gap (1 to the count, and the
 * year's counter at the count).
 *
 * Then the reads, with the portals' users-at-once measure (scripts/bench/portal.ts): 50 guardians, each
 * signed in, reading their family's invoices (GET /api/family/invoices). And an invoice's PDF
 * (GET /api/family/invoices/:number.pdf), the heaviest read, a few times: each person may have
 * PDF_REQUESTS_PER_WINDOW built per window (server/http/pdf-rate-limit.ts), so each guardian asks for
 * their own invoice twice at most: built, then again (kept by server/pdf/cache.ts).
 *
 * Last, the office's year (issue 36, "Next school year"): the admin makes next year and its terms and
 * previews the move to it (POST /api/admin/courses/rollover, a dry run: every class copied with its
 * sessions, every child moved, all rolled back), timed from request to answer.
 */
import { count, eq } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import type { BillingRun } from "#common/schemas/billing";
import type { RolloverResult } from "#common/schemas/learning/rollover";
import { schoolToday } from "../../server/billing/periods";
import { openDatabase, type Db } from "../../server/db/client";
import { billingFamilies, invoiceCounters, invoices, schoolYears } from "../../server/db/schema";
import { PDF_REQUESTS_PER_WINDOW } from "../../server/http/pdf-rate-limit";
import { startPostgres } from "../../tests/support/postgres";
import { seedDemoSchool, type DemoSeedResult } from "../demo";
import { freePort, stopServer } from "../audit/server";
import { load, mapLimit, measure, PASSWORD, printRows, Session, SIGN_IN_CONCURRENCY, spread, USERS, type PortalRow } from "./portal";
import { afterFirstJobRound, jobsLine, startProductionServer } from "./production-server";

const STUDENTS = 2_000;
const PERIOD = "term-1";
/** Due a month after issue: no reminder falls due while the bench runs (server/billing/reminders.ts). */
const DAYS_TO_PAY = 30;
/** Guardians whose invoice PDF is asked for one after the other, and as many more asking at once. */
const PDF_READERS = 10;
/** The targets the issue and the brief give: a run of seconds, the family read's p95 under 50 users. */
const TARGET_RUN_MS = 30_000;
const TARGET_READ_P95_MS = 300;

interface Latencies {
  p50: number;
  p95: number;
  max: number;
  count: number;
  errors: number;
  firstError?: string;
}

interface RunStep {
  ms: number;
  status: number;
  invoiceCount: number;
  families: number;
  totalCents: number;
  firstError?: string;
}

export interface BillingBench {
  database: "postgres";
  seed: { ms: number; counts: DemoSeedResult["counts"] };
  loadBefore: number[];
  loadAfter: number[];
  jobs: { waitedMs: number; quiet: boolean };
  dryRun: RunStep;
  realRun: RunStep;
  /** What the dry run left in the database (both must be 0). */
  leftByDryRun: { families: number; invoices: number };
  /** Billing families and invoices stored after the real run. */
  afterRun: { families: number; invoices: number };
  numbers: { stored: number; last: number; counter: number; gapless: boolean };
  /** How many of the 50 reading guardians have an invoice to read. */
  readersWithInvoices: number;
  rows: PortalRow[];
  pdf: { built: Latencies; kept: Latencies; builtAtOnce: Latencies; bytes: number };
  /** The move to the next school year, previewed (a dry run: the whole move, rolled back). */
  rollover: RolloverStep;
  failed: boolean;
}

interface RolloverStep {
  ms: number;
  status: number;
  children: number;
  graduates: number;
  classesCopied: number;
  overLimit: number;
  firstError?: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

function latencies(times: number[], errors: string[]): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
    count: sorted.length,
    errors: errors.length,
    firstError: errors[0],
  };
}

const shifted = (day: string, days: number) => formatCalendarDate(addDays(parseCalendarDate(day)!, days));

/** A year later by 52 weeks (the same weekdays), as the office would make next year's calendar. */
const nextYearOf = (day: string) => shifted(day, 364);

/**
 * The office makes next year and its terms (POST /api/admin/courses/years, PUT .../terms), then previews
 * the move to it (POST /api/admin/courses/rollover, dry run), timed from request to answer.
 */
async function rolloverPreview(
  admin: Session,
  calendar: { startsOn: string; endsOn: string; terms: readonly { startsOn: string; endsOn: string }[] },
): Promise<RolloverStep> {
  const send = async (method: string, url: string, body: unknown) => {
    await admin.freshToken();
    return fetch(`${admin.base}${url}`, {
      method,
      headers: { cookie: admin.cookie, "x-csrf-token": admin.token, "content-type": "application/json", "accept-encoding": "br, gzip" },
      body: JSON.stringify(body),
    });
  };
  const made = await send("POST", "/api/admin/courses/years", {
    name: "Next year",
    startsOn: nextYearOf(calendar.startsOn),
    endsOn: nextYearOf(calendar.endsOn),
  });
  if (made.status !== 201)
    return { ms: NaN, status: made.status, children: 0, graduates: 0, classesCopied: 0, overLimit: 0, firstError: (await made.text()).slice(0, 200) };
  const { data: year } = (await made.json()) as { data: { id: string } };
  const terms = calendar.terms.map((term, i) => ({ name: `Term ${i + 1}`, startsOn: nextYearOf(term.startsOn), endsOn: nextYearOf(term.endsOn) }));
  const termsSet = await send("PUT", `/api/admin/courses/years/${year.id}/terms`, { terms });
  if (termsSet.status !== 200)
    return { ms: NaN, status: termsSet.status, children: 0, graduates: 0, classesCopied: 0, overLimit: 0, firstError: (await termsSet.text()).slice(0, 200) };
  await admin.freshToken();
  const started = performance.now();
  const res = await fetch(`${admin.base}/api/admin/courses/rollover`, {
    method: "POST",
    headers: { cookie: admin.cookie, "x-csrf-token": admin.token, "content-type": "application/json", "accept-encoding": "br, gzip" },
    body: JSON.stringify({ toYearId: year.id, dryRun: true }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) return { ms, status: res.status, children: 0, graduates: 0, classesCopied: 0, overLimit: 0, firstError: text.slice(0, 200) };
  const { data } = JSON.parse(text) as { data: RolloverResult };
  return {
    ms,
    status: res.status,
    children: data.moves.length,
    graduates: data.graduates,
    classesCopied: data.classesCopied,
    overLimit: data.overLimit.length,
  };
}

/** POST /api/admin/billing/runs for term 1 of the current year, timed from request to answer. */
async function billingRun(admin: Session, dryRun: boolean): Promise<RunStep> {
  const issuedOn = schoolToday(new Date());
  // The anti-forgery token first, so the time is the run's alone.
  await admin.freshToken();
  const started = performance.now();
  const res = await fetch(`${admin.base}/api/admin/billing/runs`, {
    method: "POST",
    headers: { cookie: admin.cookie, "x-csrf-token": admin.token, "content-type": "application/json", "accept-encoding": "br, gzip" },
    body: JSON.stringify({ period: PERIOD, issuedOn, dueOn: shifted(issuedOn, DAYS_TO_PAY), dryRun }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) return { ms, status: res.status, invoiceCount: 0, families: 0, totalCents: 0, firstError: text.slice(0, 200) };
  const run = (JSON.parse(text) as { data: BillingRun }).data;
  return { ms, status: res.status, invoiceCount: run.invoiceCount, families: run.families.length, totalCents: run.totalCents };
}

async function storedCounts(db: Db) {
  const [families] = await db.select({ n: count() }).from(billingFamilies);
  const [issued] = await db.select({ n: count() }).from(invoices);
  return { families: Number(families!.n), invoices: Number(issued!.n) };
}

/** The current year's invoice numbers are 1 to their count, and its counter stands at the count. */
async function numberCheck(db: Db) {
  const [year] = await db.select({ id: schoolYears.id, name: schoolYears.name }).from(schoolYears).where(eq(schoolYears.isCurrent, true));
  const numbers = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.schoolYearId, year!.id));
  const counts = numbers.map((row) => Number(row.number.slice(`${year!.name}-`.length))).sort((a, b) => a - b);
  const [counter] = await db.select({ n: invoiceCounters.invoicesIssued }).from(invoiceCounters).where(eq(invoiceCounters.schoolYearId, year!.id));
  const last = counts.at(-1) ?? 0;
  const gapless = counts.every((n, i) => n === i + 1) && (counter?.n ?? 0) === counts.length;
  return { stored: counts.length, last, counter: counter?.n ?? 0, gapless };
}

/** A guardian's first invoice number, read as the family's page reads it (null when the family has none). */
async function firstInvoiceOf(session: Session): Promise<string | null> {
  const res = await session.fetch("/api/family/invoices");
  if (res.status !== 200) throw new Error(`GET /api/family/invoices answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const { invoices: own } = (await res.json()) as { invoices: { number: string }[] };
  return own[0]?.number ?? null;
}

/** Each reader's invoice PDF, `concurrency` at a time: the times of the answers, and what failed. */
async function pdfs(readers: readonly { session: Session; number: string }[], concurrency: number) {
  const times: number[] = [];
  const errors: string[] = [];
  let bytes = 0;
  await mapLimit(readers, concurrency, async ({ session, number }) => {
    const started = performance.now();
    const res = await session.fetch(`/api/family/invoices/${encodeURIComponent(number)}.pdf`);
    const body = new Uint8Array(await res.arrayBuffer());
    times.push(performance.now() - started);
    if (res.status !== 200 || res.headers.get("content-type") !== "application/pdf")
      errors.push(`${res.status} ${new TextDecoder().decode(body.slice(0, 160))}`);
    else bytes = body.length;
  });
  return { latencies: latencies(times, errors), bytes };
}

/** On PostgreSQL, as the issue asks; the bench checks the numbers in the database while the server runs. */
export async function benchBilling(clientDir: string): Promise<BillingBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-billing-postgres-"));
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
    const { plan } = seeded;

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child } = await startProductionServer(port, clientDir, dataDir, { API_RATE_LIMIT_PER_MINUTE: "100000000", DATABASE_URL: postgres.url });
    const serverStartedAt = Date.now();
    stops.push(() => stopServer(child));

    const signIn = (username: string) => new Session(base).signIn(username, PASSWORD);
    const admin = await signIn(plan.admin.username);
    // The 50 readers, then PDF_READERS + PDF_READERS others for the PDFs, all spread over the school's guardians.
    const guardians = spread(plan.guardians, USERS + 4 * PDF_READERS);
    const sessions = await mapLimit(guardians, SIGN_IN_CONCURRENCY, (g) => signIn(g.username));
    const readers = sessions.slice(0, USERS);

    // Measured after the first round of scheduled jobs (the day's digests on a database seeded today).
    const jobs = await afterFirstJobRound(serverStartedAt);
    const dryRun = await billingRun(admin, true);
    const leftByDryRun = await storedCounts(database.db);
    const realRun = await billingRun(admin, false);
    const numbers = await numberCheck(database.db);
    const afterRun = await storedCounts(database.db);

    const rows: PortalRow[] = [];
    rows.push(
      await measure(
        "family invoices GET /api/family/invoices",
        readers.map((session) => ({ session, url: "/api/family/invoices" })),
      ),
    );
    const readersWithInvoices = (await mapLimit(readers, SIGN_IN_CONCURRENCY, firstInvoiceOf)).filter((n) => n !== null).length;

    // PDFs: guardians outside the 50 whose family has an invoice, each asking for it at most twice.
    const others = sessions.slice(USERS);
    const numbered = (await mapLimit(others, SIGN_IN_CONCURRENCY, async (session) => ({ session, number: await firstInvoiceOf(session) })))
      .filter((r): r is { session: Session; number: string } => r.number !== null)
      // One guardian per invoice: a second would find the first one's PDF already built.
      .filter((r, i, all) => all.findIndex((other) => other.number === r.number) === i)
      .slice(0, 2 * PDF_READERS + 1);
    // The first PDF of the server starts its worker pool: built once, unmeasured.
    await pdfs(numbered.slice(0, 1), 1);
    const oneByOne = numbered.slice(1, 1 + PDF_READERS);
    const atOnce = numbered.slice(1 + PDF_READERS);
    const built = await pdfs(oneByOne, 1);
    const kept = await pdfs(oneByOne, 1);
    const builtAtOnce = await pdfs(atOnce, atOnce.length);

    const pdf = { built: built.latencies, kept: kept.latencies, builtAtOnce: builtAtOnce.latencies, bytes: built.bytes };
    const rollover = await rolloverPreview(admin, plan.calendar);
    const runsOk = dryRun.status === 200 && realRun.status === 200 && dryRun.invoiceCount === realRun.invoiceCount && realRun.invoiceCount > 0;
    const pdfOk = [pdf.built, pdf.kept, pdf.builtAtOnce].every((l) => l.errors === 0) && oneByOne.length === PDF_READERS;
    return {
      database: "postgres",
      seed: { ms: seedMs, counts: seeded.counts },
      loadBefore,
      loadAfter: os.loadavg(),
      jobs,
      dryRun,
      realRun,
      leftByDryRun,
      afterRun,
      numbers,
      readersWithInvoices,
      rows,
      pdf,
      rollover,
      failed:
        rollover.status !== 200 ||
        !runsOk ||
        leftByDryRun.invoices > 0 ||
        !numbers.gapless ||
        numbers.stored !== realRun.invoiceCount ||
        rows.some((r) => r.status !== "ok") ||
        !pdfOk,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "n/a");
const seconds = (n: number) => `${(n / 1000).toFixed(2)} s`;
const money = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

function runLine(what: string, step: RunStep) {
  const answer = step.firstError
    ? `${step.status}: ${step.firstError}`
    : `${step.invoiceCount} invoices (${money(step.totalCents)}) for ${step.families} families`;
  console.log(`| ${what} | ${seconds(step.ms)} | ${answer} |`);
}

function pdfLine(what: string, l: Latencies) {
  console.log(`| ${what} | ${l.count} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.max)} | ${l.errors}${l.firstError ? ` (first: ${l.firstError})` : ""} |`);
}

export function printBillingBench(r: BillingBench) {
  const c = r.seed.counts;
  console.log(
    `\nTuition billing with the demo school of ${c.students.toLocaleString("en-US")} children on ${r.database} ` +
      `(${c.families.toLocaleString("en-US")} families in the plan, ${c.guardians.toLocaleString("en-US")} guardians), real server, ${os.cpus().length} CPUs:`,
  );
  console.log(`Seed (in-process): ${(r.seed.ms / 1000).toFixed(1)} s. Machine load (1/5/15 min) before: ${load(r.loadBefore)}, after: ${load(r.loadAfter)}.`);
  console.log(jobsLine(r.jobs));
  console.log(`\n${PERIOD} run by the school's admin, POST /api/admin/billing/runs, request to answer (families are made by the first run):`);
  console.log("| run | wall time | answer |\n|---|---|---|");
  runLine("dry run", r.dryRun);
  runLine("real run", r.realRun);
  console.log(`| left behind by the dry run | | ${r.leftByDryRun.families} billing families, ${r.leftByDryRun.invoices} invoices |`);
  console.log(`| stored after the real run | | ${r.afterRun.families} billing families, ${r.afterRun.invoices} invoices |`);
  console.log(
    `| numbers of the year | | ${r.numbers.stored} stored, last ${r.numbers.last}, counter ${r.numbers.counter}: ${r.numbers.gapless ? "no gap" : "GAP OR MISMATCH"} |`,
  );
  console.log(`\nAfter the run (${r.readersWithInvoices} of the ${USERS} reading guardians' families have an invoice):`);
  printRows(r.rows);
  console.log(
    `\nAn invoice's PDF GET /api/family/invoices/:number.pdf, each guardian their own family's invoice (at most ${PDF_REQUESTS_PER_WINDOW} PDFs per person per window: here 2), ` +
      `after one unmeasured build that starts the PDF workers; ${(r.pdf.bytes / 1024).toFixed(0)} KiB each:`,
  );
  console.log("| PDF | requests | p50 | p95 | max | errors |\n|---|---|---|---|---|---|");
  pdfLine("built, one after the other", r.pdf.built);
  pdfLine("the same again (kept)", r.pdf.kept);
  pdfLine(`built, ${r.pdf.builtAtOnce.count} at once`, r.pdf.builtAtOnce);
  console.log(
    `\nThe move to the next school year previewed by the office (POST /api/admin/courses/rollover, dry run: the whole move in one transaction, rolled back):`,
  );
  console.log(
    r.rollover.firstError
      ? `${r.rollover.status}: ${r.rollover.firstError}`
      : `${seconds(r.rollover.ms)} for ${r.rollover.children} children (${r.rollover.graduates} graduating), ${r.rollover.classesCopied} classes copied with their sessions, ${r.rollover.overLimit} over their limit.`,
  );
  const read = r.rows.find((row) => row.status === "ok");
  console.log(
    `Targets: the real run under ${TARGET_RUN_MS / 1000} s: ${r.realRun.ms < TARGET_RUN_MS ? "met" : "missed"}; ` +
      `the family invoices read p95 under ${TARGET_READ_P95_MS} ms with ${USERS} users: ${read && read.p95 < TARGET_READ_P95_MS ? "met" : "missed"}.`,
  );
}
