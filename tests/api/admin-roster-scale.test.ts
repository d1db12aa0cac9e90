/**
 * The roster import at the size of the whole school (issue 15: 2,000 students must import "in well
 * under a minute" on PGlite): a check, the import, and the export re-imported as a check, timed.
 * PGlite only: it is the slower of the two and the default database.
 */
import { count } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RosterReport } from "#common/schemas/learning/roster";
import { enrolments, students } from "../../server/db/schema";
import { createSignedInUser } from "../support/fixtures";
import { oneRosterSchool } from "../support/oneroster-school";
import { resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const STUDENTS = 2000;

describe("OneRoster import of a 2,000-student school on PGlite", () => {
  let t: TestApp;
  let cookie: string;
  let csrf: string;

  beforeAll(async () => {
    t = await startTestApp("pglite");
    await resetDatabase(t.db);
    await t.db.execute(sql`truncate table school_years restart identity cascade`);
    const { sessionId } = await createSignedInUser(t.db, "admin");
    const res = await fetch(`${t.url}/api/settings`, { headers: { cookie: `sid=${sessionId}` } });
    csrf = res.headers.get("x-csrf-token")!;
    cookie = [`sid=${sessionId}`, ...res.headers.getSetCookie().map((c) => c.split(";")[0]!)].join("; ");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const send = async (zip: Uint8Array, dryRun: boolean) => {
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(zip)]), "school.zip");
    const started = performance.now();
    const res = await fetch(`${t.url}/api/admin/roster/import?dryRun=${dryRun}`, { method: "POST", headers: { cookie, "x-csrf-token": csrf }, body: form });
    const body = (await res.json()) as { data: RosterReport };
    return { status: res.status, report: body.data, ms: Math.round(performance.now() - started) };
  };

  it("checks, imports and re-imports its export well under a minute", async () => {
    const files = oneRosterSchool({ students: STUDENTS });
    const zip = zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
    const check = await send(zip, true);
    expect(check.status).toBe(200);
    expect(check.report.totals.refuse).toBe(0);
    const run = await send(zip, false);
    expect(run.status).toBe(200);
    expect(run.report.totals.refuse).toBe(0);
    expect(Number((await t.db.select({ n: count() }).from(students))[0]!.n)).toBe(STUDENTS);
    expect(Number((await t.db.select({ n: count() }).from(enrolments))[0]!.n)).toBe(STUDENTS * 4);

    const exportStarted = performance.now();
    const res = await fetch(`${t.url}/api/admin/roster/export.zip`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const exported = new Uint8Array(await res.arrayBuffer());
    const exportMs = Math.round(performance.now() - exportStarted);
    const again = await send(exported, true);
    expect(again.report.totals).toMatchObject({ create: 0, update: 0, refuse: 0 });

    console.info(
      `roster ${STUDENTS} students (${run.report.totals.create} rows created): check ${check.ms} ms, import ${run.ms} ms, export ${exportMs} ms, export re-checked ${again.ms} ms`,
    );
    expect(run.ms).toBeLessThan(60_000);
  }, 180_000);
});
