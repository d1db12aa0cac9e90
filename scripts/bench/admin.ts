/**
 * The staff screens' API with years of admissions on record: 20,000 applications (each with its
 * "submitted" event) in the embedded database, the real entry point, an admin signed in with a
 * password. Prints the median and 95th percentile time of each list, search, filter, deep page,
 * the dashboard and the reports (sequential requests, as one member of staff clicks), then the CSV
 * export of every application: time, size and the server's memory before and after.
 * Exits non-zero when any answer is not 200 or the export misses rows.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { APPLICATION_STATUSES } from "#common/application-status";
import { childKey, newApplicationId } from "../../server/admissions/application-rules";
import { hashPassword } from "../../server/auth/passwords";
import { openDatabase } from "../../server/db/client";
import { applicationEvents, applications, users } from "../../server/db/schema";
import { freePort, stopServer } from "../audit/server";
import { startProductionServer, treeRssMiB } from "./production-server";

const APPLICATIONS = 20_000;
const BATCH = 1_000;
const SAMPLES = 30;
const PASSWORD = "Bench-Admin-2026";
const GRADES = ["K", "1", "2", "3", "4", "5", "6"] as const;
const FIRST = ["Ada", "Ben", "Chloe", "Diego", "Emma", "Farah", "Gus", "Hana", "Ivan", "Jade", "Kofi", "Lucia", "Mateo", "Nia", "Omar", "Priya"];
const LAST = ["Lopez", "Ito", "Okafor", "Smith", "Nguyen", "Garcia", "Kowalski", "Haddad", "Rossi", "Singh", "Brown", "Mensah"];

async function seed(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.insert(users).values({
      username: "bench.admin",
      email: "bench.admin@example.com",
      emailVerifiedAt: new Date(),
      passwordHash: await hashPassword(PASSWORD),
      role: "admin",
    });
    const yearAgo = Date.now() - 365 * 86_400_000;
    for (let start = 0; start < APPLICATIONS; start += BATCH) {
      const rows = Array.from({ length: BATCH }, (_, k) => {
        const i = start + k;
        const first = FIRST[i % FIRST.length]!;
        const last = `${LAST[(i * 7) % LAST.length]}${i}`;
        const grade = GRADES[i % GRADES.length]!;
        return {
          applicationId: newApplicationId(),
          status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!,
          parentName: `Parent ${last}`,
          parentEmail: `parent${i}@example.com`,
          parentPhone: "555-222-3333",
          childFirstName: first,
          childLastName: last,
          childKey: childKey(first, last),
          childDob: "2018-06-01",
          childGradeRequested: grade,
          calculatedGrade: grade,
          isMidYearTransfer: i % 5 === 0,
          previousOnlineExperience: i % 3 === 0,
          emergencyContactName: "Omar Rahman",
          emergencyContactPhone: "555-444-5555",
          ferpaConsent: true,
          photoReleaseConsent: i % 2 === 0,
          marketingConsent: false,
          gradeConflict: i % 11 === 0,
          createdAt: new Date(yearAgo + Math.floor((i / APPLICATIONS) * 365 * 86_400_000)),
        };
      });
      const stored = await database.db.insert(applications).values(rows).returning({ id: applications.id, createdAt: applications.createdAt });
      await database.db
        .insert(applicationEvents)
        .values(stored.map((r) => ({ applicationId: r.id, type: "submitted", toStatus: "submitted", createdAt: r.createdAt })));
    }
  } finally {
    await database.close();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export interface AdminBench {
  rows: { what: string; median: number; p95: number; errors: number }[];
  csv: { ms: number; bytes: number; lines: number; rssBefore: number; rssAfter: number };
  failed: boolean;
}

export async function benchAdmin(clientDir: string): Promise<AdminBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-bench-admin-"));
  try {
    await seed(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const { child } = await startProductionServer(port, clientDir, dataDir, { API_RATE_LIMIT_PER_MINUTE: "100000000" });
    try {
      const settings = await fetch(`${base}/api/settings`);
      let cookie = settings.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const login = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": settings.headers.get("x-csrf-token")!, cookie },
        body: JSON.stringify({ username: "bench.admin", password: PASSWORD }),
      });
      if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}`);
      cookie = [cookie, ...login.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ");

      const get = (url: string) => fetch(`${base}${url}`, { headers: { cookie, "accept-encoding": "br, gzip" } });
      const lastPage = Math.ceil(APPLICATIONS / 25);
      const cases: [string, string][] = [
        ["applications, first page (newest 25)", "/api/admin/applications"],
        ["search by child's last name", "/api/admin/applications?q=Okafor1234"],
        ["search by a common first name", "/api/admin/applications?q=lucia"],
        ["filter status + grade", "/api/admin/applications?status=under_review&grade=3"],
        ["grade conflicts to review", "/api/admin/applications?needs=grade_conflict"],
        [`last page (${lastPage})`, `/api/admin/applications?page=${lastPage}`],
        ["dashboard", "/api/admin/dashboard"],
        ["reports, all dates", "/api/admin/reports"],
      ];
      const rows: AdminBench["rows"] = [];
      let failed = false;
      for (const [what, url] of cases) {
        const times: number[] = [];
        let errors = 0;
        for (let i = 0; i < SAMPLES; i += 1) {
          const started = performance.now();
          const res = await get(url);
          await res.arrayBuffer();
          times.push(performance.now() - started);
          if (res.status !== 200) errors += 1;
        }
        times.sort((a, b) => a - b);
        rows.push({ what, median: percentile(times, 50), p95: percentile(times, 95), errors });
        if (errors) failed = true;
      }

      const rssBefore = treeRssMiB(child.pid!);
      const started = performance.now();
      const res = await get("/api/admin/reports/applications.csv");
      const text = await res.text();
      const ms = performance.now() - started;
      const rssAfter = treeRssMiB(child.pid!);
      const lines = text.trimEnd().split("\r\n").length;
      if (res.status !== 200 || lines !== APPLICATIONS + 1) failed = true;
      return { rows, csv: { ms, bytes: Buffer.byteLength(text), lines, rssBefore, rssAfter }, failed };
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printAdminBench(result: AdminBench) {
  console.log(`\nStaff API with ${APPLICATIONS.toLocaleString("en-US")} applications (PGlite, real server, ${SAMPLES} sequential requests each):`);
  console.log("| request | median | p95 | errors |\n|---|---|---|---|");
  for (const row of result.rows) console.log(`| ${row.what} | ${row.median.toFixed(1)} ms | ${row.p95.toFixed(1)} ms | ${row.errors} |`);
  const { csv } = result;
  console.log(
    `| CSV export of every application | ${csv.ms.toFixed(0)} ms, ${(csv.bytes / 1024 / 1024).toFixed(1)} MiB, ${csv.lines - 1} rows | server RSS ${csv.rssBefore.toFixed(0)} -> ${csv.rssAfter.toFixed(0)} MiB | |`,
  );
}
