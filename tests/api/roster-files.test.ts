/**
 * The OneRoster files themselves over real HTTP (docs/api/roster.md): an upload that is not UTF-8 is
 * refused by name before anything is imported, in the check as in the import; and the export is a
 * faithful OneRoster 1.2 CSV for another system: every column of every file in the binding's order,
 * values unchanged (no spreadsheet formula guard, no byte order mark), and a teacher's or guardian's
 * given and family names as they were imported.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RosterReport } from "#common/schemas/learning/roster";
import { auditLog, users } from "../../server/db/schema";
import { HEADERS, type RosterFile } from "../../server/learning/roster/mapping";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { startTestApp, resetDatabase, type TestApp } from "../support/test-app";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/oneroster");
const fixtureZip = (replace: Record<string, Uint8Array> = {}) =>
  zipSync(Object.fromEntries(readdirSync(FIXTURES).map((name) => [name, replace[name] ?? new Uint8Array(readFileSync(path.join(FIXTURES, name)))])));

describe("OneRoster files in and out", () => {
  let t: TestApp;
  let admin: TestClient;
  let cookie: string;

  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
    await t.db.execute(sql`truncate table school_years restart identity cascade`);
    const { sessionId } = await createSignedInUser(t.db, "admin");
    cookie = `sid=${sessionId}`;
    admin = new TestClient(t.url);
    admin.setCookie("sid", sessionId);
  });

  async function importZip(zip: Uint8Array, dryRun: boolean) {
    const res = await admin.upload(`/api/admin/roster/import?dryRun=${dryRun}`, { name: "roster.zip", bytes: zip }, "files");
    return { status: res.status, body: res.json<{ data: RosterReport; message?: string }>() };
  }
  const peopleAndAudit = async () => ({
    users: Number((await t.db.select({ n: count() }).from(users))[0]!.n),
    audit: Number((await t.db.select({ n: count() }).from(auditLog))[0]!.n),
  });

  it("refuses a Windows-1252 users.csv by name in the check and the import, writing nothing", async () => {
    const utf8 = readFileSync(path.join(FIXTURES, "users.csv"), "utf8");
    // Siobhán's á as Excel's plain "CSV" saves it: one byte 0xE1, not UTF-8.
    const windows1252 = new Uint8Array(Buffer.from(utf8, "latin1"));
    expect(windows1252.includes(0xe1)).toBe(true);
    const before = await peopleAndAudit();
    for (const dryRun of [true, false]) {
      const { status, body } = await importZip(fixtureZip({ "users.csv": windows1252 }), dryRun);
      expect(status, `dryRun=${dryRun}`).toBe(400);
      expect(body.message).toMatch(
        /^users\.csv is not saved as UTF-8 text, so names with accents would arrive garbled; nothing was imported\. In Excel, choose File > Save As > "CSV UTF-8/,
      );
    }
    expect(await peopleAndAudit()).toEqual(before);
  });

  it("exports every 1.2 column in order, values unchanged, names as they were imported", async () => {
    const fixtureUsers = readFileSync(path.join(FIXTURES, "users.csv"), "utf8")
      .replace(",mrivera,,Marisol,Rivera,", ",mrivera,,Ana María,de la Cruz,")
      .replace(",rosa.lopez,,Rosa,Lopez,", ",rosa.lopez,,María José,García Márquez,");
    const imported = await importZip(fixtureZip({ "users.csv": strToU8(fixtureUsers) }), false);
    expect(imported.status).toBe(200);

    const res = await fetch(`${t.url}/api/admin/roster/export.zip`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const zip = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(zip);
    const text = (file: string) => new TextDecoder("utf-8", { ignoreBOM: true }).decode(files[file]);
    for (const file of Object.keys(files)) {
      expect(text(file).startsWith("\uFEFF"), file).toBe(false);
      const [header, ...rows] = parse(text(file)) as string[][];
      expect(header, file).toEqual(HEADERS[file as RosterFile]);
      for (const row of rows) expect(row, file).toHaveLength(header!.length);
    }
    const byId = new Map((parse(text("users.csv"), { columns: true }) as Record<string, string>[]).map((u) => [u.sourcedId, u]));
    expect(byId.get("usr-t-rivera")).toMatchObject({ givenName: "Ana María", familyName: "de la Cruz", phone: "+1 919 555 0110" });
    expect(byId.get("usr-g-lopez")).toMatchObject({ givenName: "María José", familyName: "García Márquez", phone: "555-201-3344" });
    expect(text("users.csv")).toContain(",+1 919 555 0110,");
    const demographics = parse(text("demographics.csv"), { columns: true }) as Record<string, string>[];
    expect(demographics.length).toBeGreaterThan(0);
    expect(demographics[0]!.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(text("manifest.csv")).toContain("oneroster.version,1.2\r\n");

    // The export reads back as it is: nothing to create or update.
    const check = await importZip(zip, true);
    expect(check.status).toBe(200);
    expect(check.body.data.totals).toMatchObject({ create: 0, update: 0, refuse: 0 });
  });
});
