/**
 * Fills an empty database with a realistic demo school (README, "Demo school"):
 *
 *   npm run seed:demo                          about 100 children, their families, 14 teachers, an admin
 *   npm run seed:demo -- --students 2000       the large school of the benchmark (teachers scale to keep 12:1)
 *   npm run -s seed:demo -- --json > accounts.jsonl
 *                                              one JSON object per account on stdout, nothing else (-s, or
 *                                              --silent, keeps npm's own "> school@… seed:demo" lines out of it);
 *                                              a child's line has their sign-in card's code, "signInCode"
 *   npm run seed:demo -- --seed 7              another school of the same shape (default 15)
 *   npm run seed:demo -- --live-now            also a live class of the first teacher's first class starting now
 *                                              (with --json: {"role":"session","path":"/video-session/..."})
 *
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (created and migrated as the server does;
 * stop the server first). Every account's password is DEMO_PASSWORD, or a strong generated one
 * printed once on stderr. Refused (exit 1) when the database already has accounts, applications,
 * enquiries or a school year: there is no --force. Exit 2 on any other failure.
 */
import { addLiveSessionNow } from "./demo/live";
import { writeBillingDemo } from "./demo/billing";
import { writeWithdrawalDemo } from "./demo/withdrawal";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import { DEFAULT_DEMO_SEED, DEFAULT_DEMO_STUDENTS, DemoRefused, resolveDemoPassword, seedDemoSchool } from "./demo";

const USAGE = "Usage: npm run -s seed:demo -- [--students N] [--seed N] [--json] [--live-now]";

function parseArgs(argv: string[]) {
  const options = { students: DEFAULT_DEMO_STUDENTS, seed: DEFAULT_DEMO_SEED, json: false, liveNow: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] = arg.split("=", 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || !/^\d+$/.test(v)) throw new DemoRefused(`${name} needs a whole number.\n${USAGE}`);
      return Number(v);
    };
    if (name === "--json") options.json = true;
    else if (name === "--live-now") options.liveNow = true;
    else if (name === "--students") options.students = value();
    else if (name === "--seed") options.seed = value();
    else throw new DemoRefused(`Unknown option "${arg}".\n${USAGE}`);
  }
  if (options.students < 7 || options.students > 20_000) throw new DemoRefused(`--students must be between 7 and 20000.\n${USAGE}`);
  return options;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const { password, generated } = resolveDemoPassword(process.env.DEMO_PASSWORD);
  // Only the database settings matter here; production's other requirements (APP_SECRET) do not.
  const config = loadConfig({ ...process.env, NODE_ENV: "development" });
  const log = (line: string) => (args.json ? console.error(line) : console.log(line));
  log(config.databaseUrl ? "Using the PostgreSQL database of DATABASE_URL." : `Using the embedded database in ${config.dataDir} (the server must be stopped).`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: { ...config.databaseTimeouts, statementMs: 600_000, idleInTransactionMs: 600_000 },
  });
  try {
    const started = performance.now();
    const result = await seedDemoSchool(database.db, { students: args.students, seed: args.seed, password, uploadsDir: config.uploadsDir });
    // Tuition through the office's own billing code, after the school it bills (scripts/demo/billing.ts).
    const billing = await writeBillingDemo(database.db, result, new Date());
    // A child who left, withdrawn by the office's own code once the tuition is billed (scripts/demo/withdrawal.ts).
    const withdrawal = await writeWithdrawalDemo(database.db, result, new Date());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (generated) console.error(`Every demo account's password (shown once, set DEMO_PASSWORD to choose it): ${password}`);
    const teacher = result.accounts.find((a) => a.role === "teacher");
    const live = args.liveNow && teacher ? await addLiveSessionNow(database.db, teacher.username, new Date()) : null;
    if (args.json) {
      for (const account of result.accounts) process.stdout.write(`${JSON.stringify(account)}\n`);
      if (live) process.stdout.write(`${JSON.stringify({ role: "session", path: live.path })}\n`);
      return;
    }
    if (live) console.log(`A live class of ${teacher!.fullName}'s ${live.className} starts now: ${live.path}`);
    const c = result.counts;
    const { calendar } = result.plan;
    console.log(
      `Demo school written in ${seconds} s: school year ${calendar.name} (${calendar.startsOn} to ${calendar.endsOn}), three terms, ${c.calendarDays} holidays, closures and events.`,
    );
    console.log(
      `${c.accounts} accounts: 1 super admin (the head of school), 1 admin, ${c.teachers} teachers, ${c.guardians} parents and guardians of ${c.families} families, ${c.students} students; ` +
        `${c.classes} classes, ${c.enrolments} enrolments, ${c.meetings} weekly meetings, ${c.sessions} dated class sessions; ${c.applications} applications.`,
    );
    console.log(
      `Tuition: ${billing.invoices} invoices for terms 1 and 2 (${billing.paid} paid, ${billing.partlyPaid} partly paid, ${billing.open} due, ${billing.overdue} overdue).`,
    );
    if (withdrawal)
      console.log(
        `${withdrawal.childName} left the school today (withdrawn; ${withdrawal.creditNotes} credit note${withdrawal.creditNotes === 1 ? "" : "s"} for the tuition after).`,
      );
    console.log(
      `The year's work so far: ${c.assignments} assignments, ${c.work} pieces of work with ${c.marks} marks, ${c.files} voice answers and drawings, ` +
        `${c.pointAwards} point awards, ${c.portfolioItems} portfolio items.`,
    );
    console.log(
      `Live class checks: ${c.liveChecks} quick checks on a math standard in ${c.liveCheckSessions} past live classes, ${c.liveCheckAnswers} answers counted as evidence (/parent/progress, "Live class check").`,
    );
    const accounts = result.accounts;
    const sample = [
      accounts.find((a) => a.role === "super_admin"),
      accounts.find((a) => a.role === "admin"),
      accounts.find((a) => a.role === "teacher"),
      accounts.find((a) => inRoleGroup(a.role, GUARDIAN_ROLES) && a.children.length > 1) ?? accounts.find((a) => a.role === "parent"),
      accounts.find((a) => a.role === "student"),
      // Who reads the site in Spanish (issue 32): a teacher and a family.
      accounts.find((a) => a.role === "teacher" && a.language === "es"),
      accounts.find((a) => inRoleGroup(a.role, GUARDIAN_ROLES) && a.language === "es"),
    ].filter((a) => a !== undefined);
    console.log("Sign in at /auth with, for example:");
    for (const a of sample) {
      const about = a.children.length ? `, children ${a.children.join(" and ")}` : a.classes.length ? `, ${a.classes.length} classes` : "";
      console.log(`  ${a.role.padEnd(11)} ${a.username.padEnd(24)} ${a.fullName}${about}${a.language === "es" ? " (reads the site in Spanish)" : ""}`);
    }
    console.log(generated ? "Password: the one printed above (on stderr)." : "Password: DEMO_PASSWORD.");
    const carded = accounts.find((a) => a.signInCode);
    if (carded)
      console.log(`Every child has a sign-in card too, e.g. ${carded.fullName}: /auth/card#${carded.signInCode} (--json gives each child's "signInCode").`);
    console.log(
      "Every account, one JSON line each: npm run -s seed:demo -- --json > accounts.jsonl (on an empty database; -s keeps npm's banner out of the file).",
    );
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    if (err instanceof DemoRefused) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  },
);
