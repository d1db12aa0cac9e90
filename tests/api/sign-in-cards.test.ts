/**
 * Children's sign-in cards (issue 34, docs/api/sign-in-cards.md) over real HTTP on PGlite and
 * PostgreSQL: a guardian, a class's teacher and the office make cards; the code signs the child in as
 * POST /api/login does (typed in lower case with spaces too); a wrong code, a replaced card's old
 * code and a code of a non-student are refused alike; codes are throttled per code and per address;
 * the sign-in is in the audit trail; only the code's hash is stored. Another family or another
 * class's teacher reads the child as missing.
 */
import { and, eq } from "drizzle-orm";
import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Role } from "#common/roles";
import type { PrintableSignInCard, SignInCardStatus } from "#common/schemas/sign-in-cards";
import { normaliseSignInCode } from "#common/sign-in-code";
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT } from "../../server/auth/login-throttle";
import { hashSignInCode } from "../../server/auth/sign-in-cards";
import { createSession } from "../../server/auth/sessions";
import { CARD_DID_NOT_WORK } from "../../server/routes/auth";
import { auditLog, classStaff, signInCards, students, users } from "../../server/db/schema";
import { createSignedInUser, createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";
import { from, post } from "./accounts-support";

const PUBLIC_URL = "https://school.example";
type Ok<T> = { success: true; data: T };

describe.each(DATABASE_KINDS)("sign-in cards on %s", (kind) => {
  let t: TestApp;
  /** Everything the server logs, requests included, to check that no code reaches the log. */
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await startTestApp(kind, { config: { publicUrl: PUBLIC_URL, trustProxy: true, logLevel: "info" }, logStream });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
  });

  async function clientOf(userId: string) {
    const session = await createSession(t.db, userId);
    const client = new TestClient(t.url);
    client.setCookie("sid", session.id);
    return client;
  }

  async function signedIn(role: Role) {
    const { user, sessionId } = await createSignedInUser(t.db, role);
    const client = new TestClient(t.url);
    client.setCookie("sid", sessionId);
    return { user, client };
  }

  /** A child in a class, with their guardian and the class's lead teacher, each signed in. */
  async function classWithChild() {
    const year = await makeYear(t.db);
    const made = await makeClass(t.db, year.year.id, { name: "Otters" });
    const child = await makeStudent(t.db, { firstName: "Ada" });
    await enrol(t.db, made.class.id, child.student.id);
    return {
      classId: made.class.id,
      child,
      guardian: await clientOf(child.guardian!.id),
      teacher: await clientOf(made.teacher!.id),
    };
  }

  async function makeCard(client: TestClient, studentId: string) {
    const res = await post(client, `/api/sign-in-cards/children/${studentId}`);
    expect(res.status).toBe(201);
    return res.json<Ok<PrintableSignInCard>>().data;
  }

  const cardLogin = (code: string, ip = "203.0.113.10", client = new TestClient(t.url)) => post(client, "/api/login/card", { code }, from(ip));

  it("signs the child in with their card's code, as POST /api/login answers, and audits it", async () => {
    const { child, guardian } = await classWithChild();
    const card = await makeCard(guardian, child.student.id);
    expect(card).toMatchObject({ studentId: child.student.id, name: "Ada", avatar: null });
    expect(card.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(card.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(card.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");

    const client = new TestClient(t.url);
    const res = await cardLogin(card.code, undefined, client);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: child.user.id, username: child.user.username, role: "student", language: "en" });
    expect(res.headers.get("set-cookie")).toMatch(/sid=[\w-]+;.*HttpOnly/i);
    const me = await client.get("/api/user");
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({ id: child.user.id, role: "student" });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.signed_in_with_card"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: child.user.id, targetId: child.user.username, ip: "203.0.113.10" });
    expect(audit[0]!.detail).toEqual({ studentId: child.student.id, secondFactorRequired: false });
    expect(JSON.stringify(audit[0])).not.toContain(normaliseSignInCode(card.code)!);
    const made = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.sign_in_card_made"));
    expect(made[0]!.detail).toEqual({ studentId: child.student.id, by: "guardian", replaced: false });
  });

  it("reads the code in lower case, with spaces or without dashes", async () => {
    const { child, guardian } = await classWithChild();
    const { code } = await makeCard(guardian, child.student.id);
    const typed = ` ${code.toLowerCase().replaceAll("-", " ")} `;
    expect((await cardLogin(typed)).status).toBe(200);
    expect((await cardLogin(code.replaceAll("-", ""))).status).toBe(200);
  });

  it("never logs a code: the sign-in's log names the child", async () => {
    const { child, guardian } = await classWithChild();
    const { code } = await makeCard(guardian, child.student.id);
    logLines.length = 0;
    expect((await cardLogin(code.toLowerCase())).status).toBe(200);
    expect((await cardLogin("ZZZZZ-ZZZZZ-ZZZZZ")).status).toBe(401);
    const log = logLines.join("");
    expect(log).toContain("card-login.succeeded");
    expect(log).toContain(child.user.id);
    for (const secret of [code, code.toLowerCase(), normaliseSignInCode(code)!, "ZZZZZ", hashSignInCode(normaliseSignInCode(code)!)])
      expect(log).not.toContain(secret);
  });

  it("stores only the code's hash", async () => {
    const { child, guardian } = await classWithChild();
    const { code } = await makeCard(guardian, child.student.id);
    const compact = normaliseSignInCode(code)!;
    const rows = await t.db.select().from(signInCards).where(eq(signInCards.studentId, child.student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(hashSignInCode(compact));
    expect(JSON.stringify(rows)).not.toContain(compact);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it("refuses a wrong code with the card wording, and a replaced card's old code at once", async () => {
    const { child, guardian, teacher } = await classWithChild();
    const first = await makeCard(guardian, child.student.id);
    const wrong = await cardLogin("ZZZZZ-ZZZZZ-ZZZZZ");
    expect(wrong.status).toBe(401);
    expect(wrong.json<{ message: string }>().message).toBe(CARD_DID_NOT_WORK);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    expect((await cardLogin("not a code")).status).toBe(401);

    // The teacher replaces it: the old code stops working, the new one works.
    const second = await makeCard(teacher, child.student.id);
    expect(second.code).not.toBe(first.code);
    const old = await cardLogin(first.code);
    expect(old.status).toBe(401);
    expect(old.json<{ message: string }>().message).toBe(CARD_DID_NOT_WORK);
    expect((await cardLogin(second.code)).status).toBe(200);
    const rows = await t.db.select().from(signInCards).where(eq(signInCards.studentId, child.student.id));
    expect(rows.filter((r) => r.endedAt === null)).toHaveLength(1);
    const made = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.sign_in_card_made"));
    expect(made.map((r) => r.detail)).toContainEqual({ studentId: child.student.id, by: "teacher", replaced: true });
  });

  it("refuses a deactivated child's card and a card of a non-student account", async () => {
    const { child, guardian } = await classWithChild();
    const { code } = await makeCard(guardian, child.student.id);
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, child.user.id));
    expect((await cardLogin(code)).status).toBe(401);

    // A record whose account is not a student's (made straight in the database: the API never makes one).
    const teacherAccount = await createUser(t.db, "teacher");
    const [record] = await t.db
      .insert(students)
      .values({ userId: teacherAccount.id, firstName: "Not", lastName: "Child", dateOfBirth: "2019-01-01", grade: "1" })
      .returning();
    const planted = "ABCDE-FGHJK-MNPQR";
    await t.db.insert(signInCards).values({ studentId: record!.id, codeHash: hashSignInCode(normaliseSignInCode(planted)!) });
    const refused = await cardLogin(planted);
    expect(refused.status).toBe(401);
    expect(refused.json<{ message: string }>().message).toBe(CARD_DID_NOT_WORK);
    // Nor does the office make one for it.
    const { client: admin } = await signedIn("admin");
    expect((await post(admin, `/api/sign-in-cards/children/${record!.id}`)).status).toBe(404);
    // A non-student's user id is no child's.
    expect((await post(admin, `/api/sign-in-cards/children/${teacherAccount.id}`)).status).toBe(404);
  });

  it("throttles a code tried again and again, from any address", async () => {
    const { child, guardian } = await classWithChild();
    const { code } = await makeCard(guardian, child.student.id);
    // The child's card is replaced meanwhile: whoever holds the old one keeps trying it.
    await makeCard(guardian, child.student.id);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await cardLogin(code, `198.51.100.${i + 1}`)).status).toBe(401);
    const throttled = await cardLogin(code, "198.51.100.99");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("throttles an address that tries many codes, even with a right one", async () => {
    const { child, guardian } = await classWithChild();
    const { code } = await makeCard(guardian, child.student.id);
    const ip = "192.0.2.44";
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) expect((await cardLogin(`ZZZZZ-ZZZZZ-ZZ${String(i).padStart(3, "0")}`, ip)).status).toBe(401);
    expect((await cardLogin(code, ip)).status).toBe(429);
    expect((await cardLogin(code, "192.0.2.45")).status).toBe(200);
  });

  it("lets a guardian list and make only their own children's cards", async () => {
    const { child, guardian } = await classWithChild();
    const other = await makeStudent(t.db, { firstName: "Ben" });
    const otherGuardian = await clientOf(other.guardian!.id);

    const before = await guardian.get("/api/family/sign-in-cards");
    expect(before.json<Ok<SignInCardStatus[]>>().data).toEqual([{ studentId: child.student.id, name: "Ada", avatar: null, madeAt: null }]);
    await makeCard(guardian, child.student.id);
    const after = (await guardian.get("/api/family/sign-in-cards")).json<Ok<SignInCardStatus[]>>().data;
    expect(after[0]!.madeAt).toEqual(expect.any(String));

    const refused = await post(otherGuardian, `/api/sign-in-cards/children/${child.student.id}`);
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain("Ada");
    expect((await otherGuardian.get("/api/family/sign-in-cards")).json<Ok<SignInCardStatus[]>>().data.map((c) => c.name)).toEqual(["Ben"]);
    // A child may not make cards at all.
    const childClient = await clientOf(child.user.id);
    expect((await post(childClient, `/api/sign-in-cards/children/${child.student.id}`)).status).toBe(403);
  });

  it("lets a class's lead or co-teacher read and print the class sheet; another class's teacher and support staff read it as missing", async () => {
    const { classId, child, teacher } = await classWithChild();
    const second = await makeStudent(t.db, { firstName: "Cleo" });
    await enrol(t.db, classId, second.student.id);
    const year2 = await makeYear(t.db, { startYear: 2027, current: false, name: "2027-28" });
    const elsewhere = await makeClass(t.db, year2.year.id, { name: "Foxes" });
    const otherTeacher = await clientOf(elsewhere.teacher!.id);
    const support = await createUser(t.db, "teacher");
    await t.db.insert(classStaff).values({ classId, userId: support.id, role: "support" });
    const supportClient = await clientOf(support.id);

    const list = (await teacher.get(`/api/teacher/classes/${classId}/sign-in-cards`)).json<Ok<SignInCardStatus[]>>().data;
    expect(list.map((c) => c.name)).toEqual(["Ada", "Cleo"]);

    const sheet = await post(teacher, `/api/teacher/classes/${classId}/sign-in-cards`, { replaceExisting: false });
    expect(sheet.status).toBe(201);
    const cards = sheet.json<Ok<PrintableSignInCard[]>>().data;
    expect(cards.map((c) => c.name)).toEqual(["Ada", "Cleo"]);
    // Again without replacing: every child has a card, none is made.
    expect((await post(teacher, `/api/teacher/classes/${classId}/sign-in-cards`, { replaceExisting: false })).json<Ok<PrintableSignInCard[]>>().data).toEqual(
      [],
    );
    // Replacing all: the first sheet's codes stop working.
    const replaced = (await post(teacher, `/api/teacher/classes/${classId}/sign-in-cards`, { replaceExisting: true })).json<Ok<PrintableSignInCard[]>>().data;
    expect(replaced).toHaveLength(2);
    expect((await cardLogin(cards[0]!.code)).status).toBe(401);
    expect((await cardLogin(replaced[0]!.code)).status).toBe(200);

    for (const outsider of [otherTeacher, supportClient]) {
      const read = await outsider.get(`/api/teacher/classes/${classId}/sign-in-cards`);
      expect(read.status).toBe(404);
      expect(read.text).not.toContain("Ada");
      expect((await post(outsider, `/api/teacher/classes/${classId}/sign-in-cards`, { replaceExisting: true })).status).toBe(404);
      expect((await post(outsider, `/api/sign-in-cards/children/${child.student.id}`)).status).toBe(404);
    }
    const { client: admin } = await signedIn("admin");
    expect((await admin.get(`/api/teacher/classes/${classId}/sign-in-cards`)).status).toBe(200);
    const byOffice = await post(admin, `/api/sign-in-cards/children/${second.student.id}`);
    expect(byOffice.status).toBe(201);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "student.sign_in_card_made"), eq(auditLog.actorRole, "admin")));
    expect(audit[0]!.detail).toEqual({ studentId: second.student.id, by: "staff", replaced: true });
  });
});
