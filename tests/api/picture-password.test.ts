/**
 * A child's picture password (issue 34) over real HTTP on PGlite and PostgreSQL: the guardian sets it
 * for their own child in its canonical text (another family's child is a 404, a malformed one a 400),
 * it replaces the child's one password, the child signs in with it through POST /api/login, a wrong
 * sequence gets the usual refusal, and the sign-in throttle counts picture attempts as any password's.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { User } from "#common/types/session";
import { PICTURE_PASSWORD_MESSAGES } from "#common/learning/picture-password";
import { CHILD_PASSWORD_MESSAGES } from "#common/schemas/child-password";
import { ACCOUNT_FAILURE_LIMIT } from "../../server/auth/login-throttle";
import { verifyPassword } from "../../server/auth/passwords";
import { createSession } from "../../server/auth/sessions";
import { INVALID_CREDENTIALS } from "../../server/routes/auth";
import { auditLog, guardianLinks, users } from "../../server/db/schema";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { makeStudent } from "../support/structure";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";
import { createAccount, fieldErrors, from, post, type ErrorBody } from "./accounts-support";

const PICTURES = "pictures:cat-sun-cat-rocket";

describe.each(DATABASE_KINDS)("a child's picture password on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { config: { trustProxy: true } });
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

  /** A guardian, signed in, and their child Ada (no password yet). */
  async function family() {
    const guardian = await createAccount(t.db, { role: "guardian" });
    const child = await makeStudent(t.db, { firstName: "Ada", guardian: false });
    await t.db.insert(guardianLinks).values({ studentId: child.student.id, guardianUserId: guardian.id, isPrimary: true });
    return { guardian, child, client: await clientOf(guardian.id) };
  }

  const setPassword = (client: TestClient, studentId: string, password: string) => post(client, `/api/family/children/${studentId}/password`, { password });
  const signIn = (client: TestClient, username: string, password: string, ip = "203.0.113.10") => post(client, "/api/login", { username, password }, from(ip));
  const hashOf = async (userId: string) => (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)))[0]!.hash;

  it("is set by the child's guardian as the child's one password, and signs the child in through POST /api/login", async () => {
    const { child, client } = await family();
    expect((await setPassword(client, child.student.id, "blue kite sunny")).status).toBe(200);

    const set = await setPassword(client, child.student.id, PICTURES);
    expect(set.status, set.text).toBe(200);
    // The same argon2 hash as any password, of the canonical text; the words before it no longer work.
    expect(await verifyPassword(await hashOf(child.user.id), PICTURES)).toBe(true);
    expect((await signIn(new TestClient(t.url), child.user.username, "blue kite sunny")).status).toBe(401);

    const kid = new TestClient(t.url);
    const res = await signIn(kid, child.user.username, PICTURES);
    expect(res.status, res.text).toBe(200);
    expect((await kid.get("/api/user")).json<User>()).toMatchObject({ id: child.user.id, role: "student" });
    // Audited as any child's password, without the pictures.
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.password_set"));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain("rocket");
  });

  it("is not set for another family's child (404), nor by a student (403)", async () => {
    const { client, child } = await family();
    const other = await makeStudent(t.db, { firstName: "Bo" });
    const before = await hashOf(other.user.id);
    const theirs = await setPassword(client, other.student.id, PICTURES);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain("Bo");
    expect(await hashOf(other.user.id)).toBe(before);

    const { sessionId } = await createSignedInUser(t.db, "student");
    const student = new TestClient(t.url);
    student.setCookie("sid", sessionId);
    expect((await setPassword(student, child.student.id, PICTURES)).status).toBe(403);
  });

  it("refuses a malformed picture password with a 400 on the field, from a guardian and from staff", async () => {
    const { client, child } = await family();
    const before = await hashOf(child.user.id);
    // Each of these would pass the passphrase rule (12 characters or three words): they are judged as pictures.
    for (const password of ["pictures:cat-sun-tree", "pictures:cat-sun-tree-fish-dog", "pictures:cat-sun-tree-unicorn", "Pictures:Cat-Sun-Tree-Fish"]) {
      const res = await setPassword(client, child.student.id, password);
      expect(res.status, password).toBe(400);
      expect(fieldErrors(res).password).toBe(CHILD_PASSWORD_MESSAGES.pictures);
    }
    expect(CHILD_PASSWORD_MESSAGES.pictures).toBe(PICTURE_PASSWORD_MESSAGES.malformed);
    expect(await hashOf(child.user.id)).toBe(before);

    const { sessionId } = await createSignedInUser(t.db, "admin");
    const admin = new TestClient(t.url);
    admin.setCookie("sid", sessionId);
    const staff = await post(admin, `/api/admin/students/${child.student.id}/password`, { password: "pictures:cat" });
    expect(staff.status).toBe(400);
    expect(fieldErrors(staff).password).toBe(CHILD_PASSWORD_MESSAGES.pictures);
    expect((await post(admin, `/api/admin/students/${child.student.id}/password`, { password: PICTURES })).status).toBe(200);
  });

  it("says the refusal in the guardian's language", async () => {
    const { guardian, client, child } = await family();
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, guardian.id));
    const res = await setPassword(client, child.student.id, "pictures:cat-sun");
    expect(res.status).toBe(400);
    expect(fieldErrors(res).password).toBe("Una contraseña de imágenes son 4 imágenes de la lista, como pictures:cat-sun-tree-fish");
  });

  it("refuses a wrong sequence with the usual message", async () => {
    const { client, child } = await family();
    await setPassword(client, child.student.id, PICTURES);
    for (const wrong of ["pictures:cat-sun-rocket-cat", "pictures:cat-sun-cat", "pictures:sun-cat-cat-rocket"]) {
      const res = await signIn(new TestClient(t.url), child.user.username, wrong);
      expect(res.status, wrong).toBe(401);
      expect(res.json<ErrorBody>()).toEqual({ message: INVALID_CREDENTIALS });
    }
  });

  it("counts picture attempts in the sign-in throttle as any password's", async () => {
    const { client, child } = await family();
    await setPassword(client, child.student.id, PICTURES);
    const kid = new TestClient(t.url);
    // Typed and tapped failures add up on the one account, from any address.
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      const wrong = i % 2 === 0 ? "pictures:dog-dog-dog-dog" : "wrong kite words";
      expect((await signIn(kid, child.user.username, wrong, `198.51.100.${i}`)).status).toBe(401);
    }
    const locked = await signIn(kid, child.user.username, PICTURES, "198.51.100.99");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toBeTruthy();
    expect((await kid.get("/api/user")).status).toBe(401);
  });
});
