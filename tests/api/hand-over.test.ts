/**
 * Handing a device to a child (issue 34) over real HTTP on PGlite and PostgreSQL: a guardian hands
 * the device to their own child (the cookie becomes the child's, GET /api/user names the guardian),
 * never to another family's child, and no other role may hand over; coming back asks for the
 * guardian's password, throttled like a sign-in, and a guardian with 2FA is sent to sign in normally.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Role } from "#common/roles";
import type { User } from "#common/types/session";
import { ACCOUNT_FAILURE_LIMIT } from "../../server/auth/login-throttle";
import { createSession } from "../../server/auth/sessions";
import { HAND_BACK_NEEDS_SIGN_IN, NOT_HANDED_OVER, WRONG_GUARDIAN_PASSWORD } from "../../server/routes/auth";
import { auditLog, guardianLinks, sessions, userMfa, users } from "../../server/db/schema";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { makeStudent } from "../support/structure";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";
import { PASSWORD, createAccount, from, post, type ErrorBody } from "./accounts-support";

describe.each(DATABASE_KINDS)("handing a device to a child on %s", (kind) => {
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

  /** A guardian with a password and a full name, signed in, and their child Ada. */
  async function family() {
    const guardian = await createAccount(t.db, { role: "guardian" });
    await t.db.update(users).set({ fullName: "Maria Lopez" }).where(eq(users.id, guardian.id));
    const child = await makeStudent(t.db, { firstName: "Ada", guardian: false });
    await t.db.insert(guardianLinks).values({ studentId: child.student.id, guardianUserId: guardian.id, isPrimary: true });
    return { guardian, child, client: await clientOf(guardian.id) };
  }

  const handOver = (client: TestClient, studentId: string) => post(client, `/api/family/children/${studentId}/hand-over`);
  const handBack = (client: TestClient, password: string, ip = "203.0.113.20") => post(client, "/api/session/hand-back", { password }, from(ip));

  it("signs the child in on the guardian's device, remembering the guardian, and audits it", async () => {
    const { guardian, child, client } = await family();
    const guardianCookie = client.getCookie("sid");
    const res = await handOver(client, child.student.id);
    expect(res.status).toBe(200);
    expect(res.json()).toMatchObject({ id: child.user.id, role: "student", handedOverBy: { firstName: "Maria" } });
    expect(client.getCookie("sid")).not.toBe(guardianCookie);

    const me = await client.get("/api/user");
    expect(me.json<User>()).toMatchObject({ id: child.user.id, role: "student", handedOverBy: { firstName: "Maria" } });
    // The guardian's session on this device is gone, not just its cookie.
    const left = await t.db.select().from(sessions);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ userId: child.user.id, handedOverBy: guardian.id });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.device_handed_over"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: guardian.id, targetId: child.user.username });
    expect(audit[0]!.detail).toEqual({ studentId: child.student.id, guardianUserId: guardian.id });
  });

  it("says no handedOverBy for a session that was not handed over", async () => {
    const { client } = await family();
    expect((await client.get("/api/user")).json<User>().handedOverBy).toBeUndefined();
  });

  it("reads another family's child, a deactivated child and a malformed id as missing", async () => {
    const { client, child } = await family();
    const other = await makeStudent(t.db, { firstName: "Bo" });
    expect((await handOver(client, other.student.id)).status).toBe(404);
    expect((await handOver(client, "not-a-uuid")).status).toBe(404);
    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, child.user.id));
    expect((await handOver(client, child.student.id)).status).toBe(404);
    // Still the guardian's device.
    expect((await client.get("/api/user")).json<User>()).toMatchObject({ role: "guardian" });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "student.device_handed_over"))).toHaveLength(0);
  });

  it.each<Role>(["teacher", "admin", "student"])("refuses a %s (403)", async (role) => {
    const { child } = await family();
    const { sessionId } = await createSignedInUser(t.db, role);
    const client = new TestClient(t.url);
    client.setCookie("sid", sessionId);
    expect((await handOver(client, child.student.id)).status).toBe(403);
  });

  it("keeps the child signed in after a wrong password, and gives the guardian's session back for the right one", async () => {
    const { guardian, child, client } = await family();
    await handOver(client, child.student.id);

    const wrong = await handBack(client, "not-my-password");
    expect(wrong.status).toBe(401);
    expect(wrong.json<ErrorBody>().message).toBe(WRONG_GUARDIAN_PASSWORD);
    expect((await client.get("/api/user")).json<User>()).toMatchObject({ id: child.user.id });

    const right = await handBack(client, PASSWORD);
    expect(right.status).toBe(200);
    expect(right.json()).toMatchObject({ id: guardian.id, role: "guardian" });
    const me = (await client.get("/api/user")).json<User>();
    expect(me).toMatchObject({ id: guardian.id });
    expect(me.handedOverBy).toBeUndefined();
    const left = await t.db.select().from(sessions);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ userId: guardian.id, handedOverBy: null });

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "student.device_handed_back"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: guardian.id, targetId: child.user.username, ip: "203.0.113.20" });
    expect(audit[0]!.detail).toEqual({ studentId: child.student.id, guardianUserId: guardian.id });
  });

  it("throttles wrong passwords like a sign-in of the guardian's account", async () => {
    const { child, client } = await family();
    await handOver(client, child.student.id);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) expect((await handBack(client, `wrong-${i}`, `203.0.113.${30 + i}`)).status).toBe(401);
    const throttled = await handBack(client, PASSWORD, "203.0.113.99");
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("retry-after")).toBeTruthy();
    expect((await client.get("/api/user")).json<User>()).toMatchObject({ id: child.user.id });
  });

  it("sends a guardian with two-step verification to sign in normally, the child still signed in", async () => {
    const { guardian, child, client } = await family();
    await t.db.insert(userMfa).values({ userId: guardian.id, secret: "x", enabledAt: new Date() });
    await handOver(client, child.student.id);
    const res = await handBack(client, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.json<ErrorBody>().message).toBe(HAND_BACK_NEEDS_SIGN_IN);
    expect((await client.get("/api/user")).json<User>()).toMatchObject({ id: child.user.id });
  });

  it("refuses hand-back on a child's own sign-in (nobody handed it over)", async () => {
    const { child } = await family();
    const res = await handBack(await clientOf(child.user.id), PASSWORD);
    expect(res.status).toBe(403);
    expect(res.json<ErrorBody>().message).toBe(NOT_HANDED_OVER);
  });
});
