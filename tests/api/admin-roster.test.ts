/**
 * OneRoster 1.2 CSV roster import and export (docs/api/roster.md) over real HTTP on PGlite and
 * PostgreSQL: a check writes nothing and lists every refusal with its file and line; an import
 * creates the year, terms, classes, accounts, family links, staff and enrolments in one go and
 * audits it; a second import changes nothing; our export re-imports with no creates and no
 * refusals; a full class refuses the extra child; enrolments keep their dates and go through the
 * one way in (a clash refused, the last place shared with the class screen); school years and terms
 * meet the courses screen's rules; a person is matched by email, and a teacher with a secondary
 * parent role is linked as a guardian; junk is a clear 400; only staff may call it.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RosterReport } from "#common/schemas/learning/roster";
import {
  auditLog,
  classes,
  classMeetings,
  mailOutbox,
  classStaff,
  enrolments,
  guardianLinks,
  schoolYears,
  students,
  terms,
  users,
} from "../../server/db/schema";
import { NO_PASSWORD_HASH } from "../../server/accounts/people";
import { createSignedInUser } from "../support/fixtures";
import { makeStudent } from "../support/structure";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/oneroster");
const fixtureFiles = () => Object.fromEntries(readdirSync(FIXTURES).map((name) => [name, readFileSync(path.join(FIXTURES, name))]));
const fixtureZip = (replace: Record<string, string> = {}) => {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(fixtureFiles())) entries[name] = replace[name] !== undefined ? strToU8(replace[name]) : new Uint8Array(bytes);
  return zipSync(entries);
};

/** A multipart POST of several files (part name `files`) with the client's cookies and a fresh CSRF token. */
async function send(client: TestClient, files: { name: string; bytes: Uint8Array }[], dryRun: boolean | string | undefined) {
  const token = await client.csrfToken();
  const form = new FormData();
  for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)]), f.name);
  // The jar is private to TestClient; its upload() sends one file only.
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies;
  const headers: Record<string, string> = { "x-csrf-token": token, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
  const query = dryRun === undefined ? "" : `?dryRun=${dryRun}`;
  const base = (client as unknown as { baseUrl: string }).baseUrl;
  const res = await fetch(`${base}/api/admin/roster/import${query}`, { method: "POST", headers, body: form });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { data: RosterReport; message?: string; errors?: { field: string; message: string }[] } };
}

const refusals = (r: RosterReport) => r.rows.filter((x) => x.outcome === "refuse").map((x) => `${x.file}:${x.line} ${x.sourcedId}: ${x.reason}`);

describe.each(DATABASE_KINDS)("OneRoster roster import and export on %s", (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let url: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    url = t.url;
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
    await t.db.execute(sql`truncate table school_years restart identity cascade`);
    const { sessionId } = await createSignedInUser(t.db, "admin");
    admin = new TestClient(url);
    admin.setCookie("sid", sessionId);
  });

  const importZip = (zip: Uint8Array, dryRun?: boolean) => send(admin, [{ name: "roster.zip", bytes: zip }], dryRun);
  const tableCounts = async () => {
    const n = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0]!.n);
    return {
      years: await n(schoolYears),
      terms: await n(terms),
      classes: await n(classes),
      users: await n(users),
      students: await n(students),
      links: await n(guardianLinks),
      staff: await n(classStaff),
      enrolments: await n(enrolments),
      audit: await n(auditLog),
    };
  };

  it("checks without writing and lists every refusal with its file, line and reason", async () => {
    const before = await tableCounts();
    const { status, body } = await importZip(fixtureZip());
    expect(status).toBe(200);
    const report = body.data;
    expect(report.dryRun).toBe(true);
    expect(await tableCounts()).toEqual(before);
    expect(refusals(report)).toEqual([
      expect.stringMatching(/^courses\.csv:5 crs-latin-05: No subject here matches this course/),
      "users.csv:8 usr-s-obrien: No birth date: OneRoster users carry none, so send demographics.csv with this student's birthDate.",
      "users.csv:12 usr-adm-park: Role administrator is not imported: staff accounts are created on /admin/people.",
      "classes.csv:5 cls-latin-5: Its course crs-latin-05 is refused.",
      "enrollments.csv:11 enr-m3a-obrien: Its user usr-s-obrien is refused.",
      "enrollments.csv:12 enr-m3a-park: Role administrator in a class is not one this school maps (student, teacher, aide).",
      "enrollments.csv:13 enr-ghost: Unknown user usr-nobody (userSourcedId).",
    ]);
    const byFile = Object.fromEntries(report.files.map((f) => [f.file, f]));
    expect(byFile["academicSessions.csv"]).toMatchObject({ create: 4, skip: 1, refuse: 0 });
    expect(byFile["users.csv"]).toMatchObject({ create: 9, refuse: 2 });
    expect(byFile["classes.csv"]).toMatchObject({ create: 3, refuse: 1 });
    expect(byFile["enrollments.csv"]).toMatchObject({ create: 9, refuse: 3 });
    expect(report.rows.find((r) => r.sourcedId === "gp-2627-q1")).toMatchObject({ outcome: "skip", line: 6 });
  });

  it("imports classes, accounts without a password, family links, staff and enrolments in one audited transaction", async () => {
    const { status, body } = await importZip(fixtureZip(), false);
    expect(status).toBe(200);
    expect(body.data.dryRun).toBe(false);
    const c = await tableCounts();
    expect(c).toMatchObject({ years: 1, terms: 3, classes: 3, students: 3, links: 4, staff: 4, enrolments: 5, audit: 1 });
    const [year] = await t.db.select().from(schoolYears);
    expect(year).toMatchObject({ name: "2026-27", isCurrent: true, sourcedId: "sy-2627" });
    const rivera = (await t.db.select().from(users).where(eq(users.sourcedId, "usr-t-rivera")))[0]!;
    expect(rivera).toMatchObject({
      username: "mrivera",
      role: "teacher",
      fullName: "Marisol Rivera",
      passwordHash: NO_PASSWORD_HASH,
      email: "marisol.rivera@maplewood.example.org",
    });
    const okafor = (await t.db.select().from(users).where(eq(users.sourcedId, "usr-a-okafor")))[0]!;
    const homeroom = (await t.db.select().from(classes).where(eq(classes.sourcedId, "cls-hr-3a")))[0]!;
    expect(homeroom).toMatchObject({ kind: "homeroom", grade: "3", name: "Grade 3 Homeroom - Rivera" });
    const staff = await t.db.select().from(classStaff).where(eq(classStaff.classId, homeroom.id));
    expect(staff.map((s) => [s.userId, s.role]).sort()).toEqual(
      [
        [rivera.id, "lead"],
        [okafor.id, "support"],
      ].sort(),
    );
    const leo = (await t.db.select().from(students).where(eq(students.sourcedId, "usr-s-lopez2")))[0]!;
    expect(leo).toMatchObject({ firstName: "Leonardo", preferredName: "Leo", grade: "K", dateOfBirth: "2021-01-22" });
    const mother = (await t.db.select().from(users).where(eq(users.sourcedId, "usr-g-lopez")))[0]!;
    expect(mother.role).toBe("parent");
    const links = await t.db.select().from(guardianLinks).where(eq(guardianLinks.guardianUserId, mother.id));
    expect(links).toHaveLength(2);
    const [entry] = await t.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "roster.imported", targetType: "roster_import" });
    expect(entry!.summary).toContain("created");
    // No mail on import: staff invite from /admin/people later.
    expect(Number((await t.db.select({ n: count() }).from(mailOutbox))[0]!.n)).toBe(0);

    // The same files again: nothing new, nothing duplicated.
    const again = await importZip(fixtureZip(), false);
    expect(again.status).toBe(200);
    expect(again.body.data.totals.create).toBe(0);
    expect(again.body.data.totals.update).toBe(0);
    expect(await tableCounts()).toEqual({ ...c, audit: 2 });
  });

  it("re-imports its own export as unchanged: no creates, no refusals; and into an empty school, refusing nothing", async () => {
    await importZip(fixtureZip(), false);
    const res = await fetch(`${url}/api/admin/roster/export.zip`, { headers: { cookie: `sid=${admin.getCookie("sid")}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="oneroster-.*\.zip"$/);
    const zip = new Uint8Array(await res.arrayBuffer());
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      "academicSessions.csv",
      "classes.csv",
      "courses.csv",
      "demographics.csv",
      "enrollments.csv",
      "manifest.csv",
      "orgs.csv",
      "roles.csv",
      "users.csv",
    ]);
    // Plain RFC 4180 for another system (server/csv.ts; the file format itself: tests/api/roster-files.test.ts).
    const usersCsv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(files["users.csv"]);
    expect(usersCsv.startsWith("sourcedId,status,dateLastModified,enabledUser,username")).toBe(true);
    expect(usersCsv).toContain(",+1 919 555 0110,");
    expect(usersCsv).not.toContain("birthDate");
    // Birth dates travel in demographics.csv, with nothing else of demographics.
    const demographics = new TextDecoder("utf-8", { ignoreBOM: true }).decode(files["demographics.csv"]);
    expect(demographics.startsWith("sourcedId,status,dateLastModified,birthDate,sex")).toBe(true);
    expect(demographics).toMatch(/,\d{4}-\d{2}-\d{2},,+\r\n/);
    expect(new TextDecoder().decode(files["manifest.csv"])).toContain("oneroster.version,1.2");

    const check = await importZip(zip, true);
    expect(check.status).toBe(200);
    expect(refusals(check.body.data)).toEqual([]);
    expect(check.body.data.totals).toMatchObject({ create: 0, refuse: 0, update: 0 });

    // A school moving in: the same files into an empty database create every row and refuse none.
    await resetDatabase(t.db);
    await t.db.execute(sql`truncate table school_years restart identity cascade`);
    const { sessionId } = await createSignedInUser(t.db, "admin");
    admin.setCookie("sid", sessionId);
    const moveIn = await importZip(zip, false);
    expect(moveIn.status).toBe(200);
    expect(refusals(moveIn.body.data)).toEqual([]);
    expect(moveIn.body.data.totals.create).toBeGreaterThan(0);
    expect((await tableCounts()).students).toBeGreaterThan(0);
  });

  it("refuses the children a full class cannot hold", async () => {
    await t.db.execute(
      sql`insert into settings (key, value) values ('class_size_per_teacher', '1'::jsonb) on conflict (key) do update set value = excluded.value`,
    );
    const { body } = await importZip(fixtureZip(), true);
    const full = body.data.rows.filter((r) => r.outcome === "refuse" && /is full/.test(r.reason ?? ""));
    // Homeroom: one teacher (the aide does not count) holds 1 child; math holds 1 of 3.
    expect(full.map((r) => r.sourcedId)).toEqual(["enr-hr3a-nguyen", "enr-m3a-nguyen"]);
    expect(full[0]!.reason).toBe("Grade 3 Homeroom - Rivera is full (1 students). Add a co-teacher, raise its limit or choose another section.");
  });

  const enrollmentsCsv = () => new TextDecoder().decode(fixtureFiles()["enrollments.csv"]);
  const openIn = async (classSid: string) => {
    const [cls] = await t.db.select().from(classes).where(eq(classes.sourcedId, classSid));
    return (
      await t.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.classId, cls!.id), isNull(enrolments.endedAt)))
    ).length;
  };

  it("keeps enrolment dates: beginDate is when the child joined, a past endDate imports the enrolment ended, and the check says so", async () => {
    const files = {
      "enrollments.csv": enrollmentsCsv()
        .replace(
          "enr-hr3a-lopez,,,cls-hr-3a,org-mw,usr-s-lopez,student,false,2026-08-17,",
          "enr-hr3a-lopez,,,cls-hr-3a,org-mw,usr-s-lopez,student,false,2026-09-01,",
        )
        .replace(
          "enr-eka-lopez2,,,cls-ela-ka,org-mw,usr-s-lopez2,student,false,2026-08-17,",
          "enr-eka-lopez2,,,cls-ela-ka,org-mw,usr-s-lopez2,student,false,2026-08-17,2026-10-02",
        ),
    };
    const check = (await importZip(fixtureZip(files), true)).body.data;
    expect(check.rows.find((r) => r.sourcedId === "enr-hr3a-lopez")).toMatchObject({ outcome: "create", what: expect.stringContaining("from 2026-09-01") });
    expect(check.rows.find((r) => r.sourcedId === "enr-eka-lopez2")).toMatchObject({
      outcome: "create",
      what: expect.stringContaining("from 2026-08-17 to 2026-10-02 (ended)"),
    });
    expect((await importZip(fixtureZip(files), false)).status).toBe(200);
    const [ava] = await t.db.select().from(enrolments).where(eq(enrolments.sourcedId, "enr-hr3a-lopez"));
    // Midnight in the school's zone (America/New_York, summer time).
    expect(ava).toMatchObject({ startedAt: new Date("2026-09-01T04:00:00Z"), endedAt: null });
    const [leo] = await t.db.select().from(enrolments).where(eq(enrolments.sourcedId, "enr-eka-lopez2"));
    // The end of the enrolment's last day; attendance counts a child's sessions between the two.
    expect(leo).toMatchObject({ startedAt: new Date("2026-08-17T04:00:00Z"), endedAt: new Date("2026-10-03T04:00:00Z"), endReason: "removed" });
    expect(await openIn("cls-ela-ka")).toBe(0);
    // The class's history shows the ended one, its roster does not.
    const [ela] = await t.db.select().from(classes).where(eq(classes.sourcedId, "cls-ela-ka"));
    const detail = (await admin.get(`/api/admin/courses/classes/${ela!.id}`)).json<{ data: { roster: unknown[]; history: { firstName: string }[] } }>().data;
    expect(detail.roster).toEqual([]);
    expect(detail.history.map((h) => h.firstName)).toEqual(["Leonardo"]);
    // Imported again: the ended one stays as it is, unchanged.
    const again = (await importZip(fixtureZip(files), true)).body.data;
    expect(again.totals.create).toBe(0);
    expect(again.rows.find((r) => r.sourcedId === "enr-eka-lopez2")).toBeUndefined();
  });

  it("enrols through the one way in: a clash with the child's other class is refused, in the check and the import", async () => {
    expect((await importZip(fixtureZip(), false)).status).toBe(200);
    const [homeroom] = await t.db.select().from(classes).where(eq(classes.sourcedId, "cls-hr-3a"));
    const [ela] = await t.db.select().from(classes).where(eq(classes.sourcedId, "cls-ela-ka"));
    await t.db.insert(classMeetings).values([
      { classId: homeroom!.id, weekday: 1, startTime: "09:00", endTime: "09:45" },
      { classId: ela!.id, weekday: 1, startTime: "09:30", endTime: "10:00" },
    ]);
    const files = { "enrollments.csv": `${enrollmentsCsv()}enr-eka-lopez,,,cls-ela-ka,org-mw,usr-s-lopez,student,false,2026-08-17,\r\n` };
    const clash = "This clashes with Grade 3 Homeroom - Rivera on Monday 09:00-09:45 (Ava Lopez attends it).";
    const check = (await importZip(fixtureZip(files), true)).body.data;
    expect(check.rows.find((r) => r.sourcedId === "enr-eka-lopez")).toMatchObject({ outcome: "refuse", reason: clash });
    expect(check.files.find((f) => f.file === "enrollments.csv")).toMatchObject({ create: 0 });
    const run = (await importZip(fixtureZip(files), false)).body.data;
    expect(run.rows.find((r) => r.sourcedId === "enr-eka-lopez")).toMatchObject({ outcome: "refuse", reason: clash });
    expect(await openIn("cls-ela-ka")).toBe(1);
  });

  it("shares a class's last place with the class screen: an import and an enrolment at the same moment never overfill it", async () => {
    expect((await importZip(fixtureZip(), false)).status).toBe(200);
    const [math] = await t.db.select().from(classes).where(eq(classes.sourcedId, "cls-math-3a"));
    await t.db.update(classes).set({ maxStudents: 3 }).where(eq(classes.id, math!.id));
    const kid = await makeStudent(t.db, { grade: "3" });
    const files = { "enrollments.csv": `${enrollmentsCsv()}enr-m3a-lopez2,,,cls-math-3a,org-mw,usr-s-lopez2,student,false,2026-08-17,\r\n` };
    const [imported, screen] = await Promise.all([
      importZip(fixtureZip(files), false),
      admin.mutate("POST", `/api/admin/courses/classes/${math!.id}/enrolments`, { studentId: kid.student.id }),
    ]);
    const importTook = imported.body.data.rows.find((r) => r.sourcedId === "enr-m3a-lopez2")!.outcome === "create";
    expect([importTook, screen.status === 201].filter(Boolean)).toHaveLength(1);
    expect(await openIn("cls-math-3a")).toBe(3);
  });

  it("holds school years and terms to the courses screen's rules, and finds a term's year by schoolYear", async () => {
    const sessions = new TextDecoder()
      .decode(fixtureFiles()["academicSessions.csv"])
      // A term naming its year by the 1.2 schoolYear column only.
      .replace("t2-2627,,,Winter term,term,2027-01-04,2027-03-26,sy-2627,2027", "t2-2627,,,Winter term,term,2027-01-04,2027-03-26,,2027");
    const files = {
      "academicSessions.csv": `${sessions}sy-summer,,,Summer 2027,schoolYear,2027-06-01,2027-08-13,,2027\r\nt-overlap,,,Overlap term,term,2026-12-01,2026-12-20,sy-2627,2027\r\n`,
    };
    const check = (await importZip(fixtureZip(files), true)).body.data;
    expect(refusals(check)).toEqual(
      expect.arrayContaining([
        "academicSessions.csv:7 sy-summer: These dates overlap the 2026-27 school year (2026-08-17 to 2027-06-11).",
        "academicSessions.csv:8 t-overlap: Term 2 must start after term 1 ends.",
      ]),
    );
    expect(check.rows.find((r) => r.sourcedId === "t2-2627")).toMatchObject({ outcome: "create" });
    expect((await importZip(fixtureZip(files), false)).status).toBe(200);
    const years = await t.db.select().from(schoolYears);
    expect(years.map((y) => [y.name, y.isCurrent])).toEqual([["2026-27", true]]);
    expect((await t.db.select().from(terms)).map((t) => t.name).sort()).toEqual(["Fall term", "Spring term", "Winter term"]);
    // The screen accepts the year the import made.
    expect((await admin.mutate("PATCH", `/api/admin/courses/years/${years[0]!.id}`, { name: "2026-2027" })).status).toBe(200);
  });

  it("matches a new sourcedId to the account with its address and says so; a teacher with a secondary parent role is linked as a guardian", async () => {
    const [thu] = await t.db
      .insert(users)
      .values({ username: "thu.family", email: "thu.nguyen@example.com", passwordHash: NO_PASSWORD_HASH, role: "parent" })
      .returning();
    const files = {
      "roles.csv": `${new TextDecoder().decode(fixtureFiles()["roles.csv"])}r-t-chen-parent,,,usr-t-chen,secondary,parent,,,org-mw,\r\n`,
      "users.csv": new TextDecoder().decode(fixtureFiles()["users.csv"]).replace(",,,,usr-g-lopez,KG,,,,Leo,", ',,,,"usr-g-lopez,usr-t-chen",KG,,,,Leo,'),
    };
    const check = (await importZip(fixtureZip(files), true)).body.data;
    expect(check.rows.find((r) => r.sourcedId === "usr-g-nguyen1")).toMatchObject({
      outcome: "update",
      reason: expect.stringContaining("Matched by email to the existing account thu.family."),
    });
    expect(check.rows.find((r) => r.sourcedId === "usr-s-lopez2")).toMatchObject({
      outcome: "create",
      reason: expect.stringContaining("usr-t-chen is a teacher here, linked as a parent by the secondary role in roles.csv."),
    });
    expect((await importZip(fixtureZip(files), false)).status).toBe(200);
    const sameAddress = await t.db.select().from(users).where(eq(users.email, "thu.nguyen@example.com"));
    expect(sameAddress.map((u) => [u.id, u.sourcedId])).toEqual([[thu!.id, "usr-g-nguyen1"]]);
    const [minh] = await t.db.select().from(students).where(eq(students.sourcedId, "usr-s-nguyen"));
    expect(
      await t.db
        .select()
        .from(guardianLinks)
        .where(and(eq(guardianLinks.studentId, minh!.id), eq(guardianLinks.guardianUserId, thu!.id))),
    ).toHaveLength(1);
    const [leo] = await t.db.select().from(students).where(eq(students.sourcedId, "usr-s-lopez2"));
    const [chen] = await t.db.select().from(users).where(eq(users.sourcedId, "usr-t-chen"));
    expect(chen!.role).toBe("teacher");
    expect(
      await t.db
        .select()
        .from(guardianLinks)
        .where(and(eq(guardianLinks.studentId, leo!.id), eq(guardianLinks.guardianUserId, chen!.id))),
    ).toHaveLength(1);
  });

  it("reads the CSV files sent one by one, with a 1.1 role column", async () => {
    const files = fixtureFiles();
    const users11 =
      "sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password\r\nu-t,,,true,org-mw,teacher,tpat,,Pat,Lee,,,pat@example.org,,,,,\r\n";
    const { status, body } = await send(
      admin,
      [
        { name: "users.csv", bytes: strToU8(users11) },
        { name: "orgs.csv", bytes: new Uint8Array(files["orgs.csv"]!) },
      ],
      true,
    );
    expect(status).toBe(200);
    expect(body.data.rows).toEqual([expect.objectContaining({ file: "users.csv", line: 2, outcome: "create", what: "Teacher Pat Lee, username tpat" })]);
  });

  it("refuses junk, a delta roster and a file missing a column clearly", async () => {
    const junk = await send(admin, [{ name: "roster.zip", bytes: strToU8("PK\u0003\u0004 this is not a zip at all") }], true);
    expect(junk.status).toBe(400);
    expect(junk.body.errors?.[0]?.field).toBe("files");
    const none = await send(admin, [{ name: "notes.txt", bytes: strToU8("hello") }], true);
    expect(none.status).toBe(400);
    const delta = await importZip(fixtureZip({ "manifest.csv": "propertyName,value\noneroster.version,1.2\nfile.users,delta\n" }), true);
    expect(delta.status).toBe(400);
    expect(delta.body.message).toMatch(/delta/);
    const json = await admin.mutate("POST", "/api/admin/roster/import", {});
    expect(json.status).toBe(400);
    const badQuery = await send(admin, [{ name: "users.csv", bytes: strToU8("sourcedId\n") }], "maybe");
    expect(badQuery.status).toBe(400);
    const missing = await importZip(fixtureZip({ "classes.csv": "sourcedId,title,grades\r\nc1,One,03\r\n" }), true);
    expect(missing.status).toBe(200);
    expect(refusals(missing.body.data)).toContain("classes.csv:2 c1: classes.csv lacks the required columns courseSourcedId, classType.");
    const enrollments = new TextDecoder().decode(fixtureFiles()["enrollments.csv"]);
    const twice = await importZip(
      fixtureZip({ "enrollments.csv": `${enrollments}enr-hr3a-lopez,,,cls-math-3a,org-mw,usr-s-nguyen,student,false,,\r\n` }),
      true,
    );
    expect(refusals(twice.body.data)).toContain("enrollments.csv:14 enr-hr3a-lopez: Duplicate sourcedId enr-hr3a-lopez (also on line 6).");
  });

  it("is staff only", async () => {
    for (const role of ["teacher", "guardian", "parent", "student"] as const) {
      const { sessionId } = await createSignedInUser(t.db, role);
      const client = new TestClient(url);
      client.setCookie("sid", sessionId);
      const res = await send(client, [{ name: "roster.zip", bytes: fixtureZip() }], true);
      expect(res.status, role).toBe(403);
      expect((await client.get("/api/admin/roster/export.zip")).status, role).toBe(403);
    }
    expect(Number((await t.db.select({ n: count() }).from(classes))[0]!.n)).toBe(0);
  });
});
