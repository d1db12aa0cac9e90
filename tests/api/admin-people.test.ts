/**
 * /api/admin/users, /api/admin/settings and /api/admin/audit-log (docs/api/admin-people.md) over
 * real HTTP on PGlite and PostgreSQL, with a real SMTP server: accounts staff create get a
 * set-password link that works through the existing reset page, deactivation ends sessions at once,
 * the rules about admins, oneself and the last super admin hold, every action is audited without a
 * token, settings are validated and take effect, and only a super admin reads the audit log.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Role } from "#common/roles";
import type { AdminUser, AuditEntryView } from "#common/schemas/admin-people";
import { SETTINGS_MESSAGES, type SchoolSettings, type SettingChange } from "#common/schemas/school-settings";
import type { Page } from "#common/schemas/paging";
import { USERNAME_MESSAGES } from "#common/schemas/auth";
import { redactDeliveredLinks } from "../../server/auth/verifications";
import { auditLog, mailOutbox, mfaBackupCodes, sessions, settings, userMfa, users, verifications } from "../../server/db/schema";
import { NO_PASSWORD_HASH, PEOPLE_MESSAGES } from "../../server/accounts/people";
import { verifyPassword } from "../../server/auth/passwords";
import { createSession } from "../../server/auth/sessions";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { offeredTourDate, validTour } from "../support/form-data";
import type { ReceivedMail } from "../support/smtp";
import { appWithMailServer, DATABASE_KINDS } from "../support/test-app";
import { PASSWORD, TestClock, createAccount, fieldErrors, post } from "./accounts-support";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PUBLIC_URL = "https://school.example";
const NEW_PASSWORD = "Brand-New-Pass-9";
const linkIn = (text: string) => new RegExp(`${PUBLIC_URL}/reset-password\\?token=([\\w-]+)`).exec(text)?.[1];

describe.each(DATABASE_KINDS)("people, settings and audit log API on %s", (kind) => {
  const clock = new TestClock();
  const { t, smtp } = appWithMailServer(kind, (smtpUrl) => ({ smtpUrl, now: clock.now, publicUrl: PUBLIC_URL, formRateLimitPerHour: 100 }));

  beforeEach(async () => {
    clock.ms = Date.now();
  });

  /** A signed-in client of a new account with this role. */
  async function signedIn(role: Role) {
    const { user, sessionId } = await createSignedInUser(t.db, role);
    const client = new TestClient(t.url);
    client.setCookie("sid", sessionId);
    return { user, client };
  }

  async function signIn(username: string, password: string) {
    const client = new TestClient(t.url);
    const res = await post(client, "/api/login", { username, password });
    return { res, client };
  }

  const person = (overrides: Record<string, unknown> = {}) => ({
    username: `pat.${Math.random().toString(36).slice(2, 7)}`,
    fullName: "Pat Rivera",
    email: "pat.rivera@example.com",
    phone: "+1 555 123 4567",
    role: "teacher",
    ...overrides,
  });

  const audits = (action?: string) => (action ? t.db.select().from(auditLog).where(eq(auditLog.action, action)) : t.db.select().from(auditLog));

  async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
    await t.app.mail.runOnce();
    return smtp.waitFor((m) => m.envelopeTo.includes(address) && subject.test(m.subject));
  }

  describe("POST /api/admin/users", () => {
    it("creates every non-admin role for an admin, with no usable password and an invitation mail", async () => {
      const { user: admin, client } = await signedIn("admin");
      await t.db.update(users).set({ fullName: "Dana Office" }).where(eq(users.id, admin.id));
      for (const role of ["teacher", "parent", "guardian", "student"] as const) {
        const body = person({ username: `new.${role}`, email: `${role}@example.com`, role });
        const res = await post(client, "/api/admin/users", body);
        expect(res.status, role).toBe(201);
        const data = res.json<{ data: AdminUser; message: string }>();
        expect(data.message).toBe(`Account created. A set-password email was sent to ${role}@example.com.`);
        expect(data.data).toMatchObject({
          username: `new.${role}`,
          fullName: "Pat Rivera",
          email: `${role}@example.com`,
          role,
          emailVerified: false,
          mfaEnabled: false,
          deactivatedAt: null,
        });
        expect(res.text).not.toMatch(/token|hash/i);

        const [row] = await t.db
          .select()
          .from(users)
          .where(eq(users.username, `new.${role}`));
        expect(row).toMatchObject({ role, createdBy: admin.id, phone: "+1 555 123 4567", passwordHash: NO_PASSWORD_HASH });
        expect(await verifyPassword(row!.passwordHash, "")).toBe(false);
        expect(await verifyPassword(row!.passwordHash, NO_PASSWORD_HASH)).toBe(false);
        const [link] = await t.db.select().from(verifications).where(eq(verifications.userId, row!.id));
        expect(link!.type).toBe("reset_password");
        expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(7 * DAY);

        const mail = await mailTo(`${role}@example.com`, /account is ready/);
        expect(mail.text).toContain("Dana Office (Admin) created a BrightPath Academy account for you.");
        expect(mail.text).toContain(`Username: new.${role}`);
        expect(mail.text).toContain(`Role: ${role[0]!.toUpperCase()}${role.slice(1)}`);
        expect(mail.text).toMatch(/expires on \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T/);
        expect(mail.text).toContain(`${PUBLIC_URL}/auth`);
        expect(linkIn(mail.text)).toMatch(/^[\w-]{43}$/);
      }
      const created = await audits("user.created");
      expect(created).toHaveLength(4);
      expect(created[0]).toMatchObject({ actorUserId: admin.id, actorRole: "admin", targetType: "user" });
      expect(JSON.stringify(created)).not.toMatch(/token=|reset-password/);
    });

    it("lets only a super admin create admin and super admin accounts", async () => {
      const { client: admin } = await signedIn("admin");
      for (const role of ["admin", "super_admin"]) {
        const res = await post(admin, "/api/admin/users", person({ role }));
        expect(res.status).toBe(403);
        expect(res.json()).toMatchObject({ message: PEOPLE_MESSAGES.adminOnlySuper });
      }
      expect(await t.db.select().from(users).where(eq(users.role, "super_admin"))).toHaveLength(0);
      const { client: superAdmin } = await signedIn("super_admin");
      expect((await post(superAdmin, "/api/admin/users", person({ username: "new.admin", role: "admin" }))).status).toBe(201);
      expect((await post(superAdmin, "/api/admin/users", person({ username: "new.super", role: "super_admin" }))).status).toBe(201);
      expect(smtp.messages.length + (await t.db.select().from(mailOutbox)).length).toBeGreaterThan(0);
    });

    it("refuses a taken username in any case and bad input with field errors", async () => {
      await createAccount(t.db, { username: "Maria" });
      const { client } = await signedIn("admin");
      const taken = await post(client, "/api/admin/users", person({ username: "MARIA" }));
      expect(taken.status).toBe(409);
      expect(fieldErrors(taken)).toEqual({ username: "That username is taken. Please choose another." });
      const bad = await post(client, "/api/admin/users", { username: "a b", fullName: " ", email: "nope", role: "wizard" });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad)).toMatchObject({
        username: USERNAME_MESSAGES.chars,
        fullName: "Full name is required",
        email: "Please enter a valid email address",
        role: "Choose a role",
      });
      expect(await audits()).toHaveLength(0);
    });

    it("the emailed link sets the password through the reset page's call, then the person signs in", async () => {
      const { client } = await signedIn("admin");
      expect((await post(client, "/api/admin/users", person({ username: "new.teacher", email: "teach@example.com" }))).status).toBe(201);
      expect((await signIn("new.teacher", "")).res.status).toBe(400);
      const mail = await mailTo("teach@example.com", /account is ready/);
      const token = linkIn(mail.text)!;
      const anon = new TestClient(t.url);
      expect((await post(anon, "/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).json()).toEqual({
        success: true,
        message: "Password reset successful",
      });
      const { res, client: teacher } = await signIn("new.teacher", NEW_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ username: "new.teacher", role: "teacher" });
      // The link went to the account's address, so that address is now verified.
      expect((await teacher.get("/api/user")).json()).toMatchObject({ email: "teach@example.com", emailVerified: true });
      // The link worked once; the stored copy of the delivered mail no longer holds it.
      expect((await post(anon, "/api/auth/reset-password", { token, newPassword: "Other-Pass-10" })).status).toBe(400);
      await redactDeliveredLinks(t.db);
      const [stored] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "account.invitation"));
      expect(stored!.textBody).toContain(`${PUBLIC_URL}/reset-password?token=[redacted]`);
      expect(stored!.textBody).not.toContain(token);
    });

    it("is refused to signed-out visitors and non-staff roles", async () => {
      expect((await post(new TestClient(t.url), "/api/admin/users", person())).status).toBe(401);
      for (const role of ["teacher", "parent", "guardian", "student"] as const) {
        const { client } = await signedIn(role);
        expect((await post(client, "/api/admin/users", person())).status, role).toBe(403);
        expect((await client.get("/api/admin/users")).status, role).toBe(403);
      }
    });
  });

  describe("GET /api/admin/users", () => {
    it("pages, searches (literally) and filters by role and state, newest first", async () => {
      const { client } = await signedIn("admin");
      for (let i = 0; i < 5; i++) {
        clock.advance(MINUTE);
        await post(client, "/api/admin/users", person({ username: `parent_${i}`, fullName: `Parent ${i}`, email: `p${i}@example.com`, role: "parent" }));
      }
      const [p1] = await t.db.select().from(users).where(eq(users.username, "parent_1"));
      await t.db.update(users).set({ deactivatedAt: new Date(), emailVerifiedAt: new Date() }).where(eq(users.id, p1!.id));
      await t.db.insert(userMfa).values({ userId: p1!.id, secret: "x", enabledAt: new Date() });

      const all = (await client.get("/api/admin/users?role=parent&pageSize=2")).json<{ data: Page<AdminUser> }>().data;
      expect(all.total).toBe(5);
      expect(all.items.map((u) => u.username)).toEqual(["parent_4", "parent_3"]);
      const second = (await client.get("/api/admin/users?role=parent&pageSize=2&page=3")).json<{ data: Page<AdminUser> }>().data;
      expect(second.items.map((u) => u.username)).toEqual(["parent_0"]);

      const deactivated = (await client.get("/api/admin/users?state=deactivated")).json<{ data: Page<AdminUser> }>().data;
      expect(deactivated.items).toHaveLength(1);
      expect(deactivated.items[0]).toMatchObject({ username: "parent_1", emailVerified: true, mfaEnabled: true });
      expect(deactivated.items[0]!.deactivatedAt).not.toBeNull();
      expect((await client.get("/api/admin/users?state=active&role=parent")).json<{ data: Page<AdminUser> }>().data.total).toBe(4);

      // "_" is a character, not a wildcard; search covers name and email too.
      expect((await client.get("/api/admin/users?q=t_3")).json<{ data: Page<AdminUser> }>().data.items.map((u) => u.username)).toEqual(["parent_3"]);
      expect((await client.get("/api/admin/users?q=%25")).json<{ data: Page<AdminUser> }>().data.total).toBe(0);
      expect((await client.get("/api/admin/users?q=P2%40EXAMPLE")).json<{ data: Page<AdminUser> }>().data.items.map((u) => u.username)).toEqual(["parent_2"]);
      expect((await client.get("/api/admin/users?q=parent%200")).json<{ data: Page<AdminUser> }>().data.items.map((u) => u.username)).toEqual(["parent_0"]);

      // The signed-in admin's own session counts as a sign-in.
      const self = (await client.get("/api/admin/users?role=admin")).json<{ data: Page<AdminUser> }>().data.items[0]!;
      expect(self.lastSignInAt).not.toBeNull();
      expect(JSON.stringify(all)).not.toMatch(/password|hash|secret/i);

      const bad = await client.get("/api/admin/users?role=wizard&state=gone&pageSize=1000");
      expect(bad.status).toBe(400);
      expect(Object.keys(fieldErrors(bad)).sort()).toEqual(["pageSize", "role", "state"]);
    });
  });

  describe("account actions", () => {
    async function createdBy(client: TestClient, overrides: Record<string, unknown> = {}) {
      const res = await post(client, "/api/admin/users", person(overrides));
      expect(res.status).toBe(201);
      return res.json<{ data: AdminUser }>().data;
    }

    it("resend-invite sends a new link and the earlier one stops working", async () => {
      const { client } = await signedIn("admin");
      const created = await createdBy(client, { email: "again@example.com" });
      const first = linkIn((await mailTo("again@example.com", /account is ready/)).text)!;
      const res = await post(client, `/api/admin/users/${created.id}/resend-invite`);
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ success: true, message: "A new set-password email was sent to again@example.com." });
      const second = linkIn((await mailTo("again@example.com", /new .* set-password link/)).text)!;
      expect(second).not.toBe(first);
      const anon = new TestClient(t.url);
      expect((await post(anon, "/api/auth/reset-password", { token: first, newPassword: NEW_PASSWORD })).status).toBe(400);
      expect((await post(anon, "/api/auth/reset-password", { token: second, newPassword: NEW_PASSWORD })).status).toBe(200);
      const [entry] = await audits("user.invite_resent");
      expect(entry).toMatchObject({ targetId: created.username });
      expect(JSON.stringify(entry)).not.toContain(second);
      expect((await post(client, "/api/admin/users/00000000-0000-4000-8000-000000000000/resend-invite")).status).toBe(404);
      expect((await post(client, "/api/admin/users/not-a-uuid/resend-invite")).status).toBe(404);
    });

    it("deactivation ends every session at once, blocks sign-in and links; reactivation lets the person back in", async () => {
      const { user: admin, client } = await signedIn("admin");
      const parent = await createAccount(t.db, { username: "parent.one", role: "parent", email: "one@example.com" });
      const phone = (await signIn("parent.one", PASSWORD)).client;
      const laptop = (await signIn("parent.one", PASSWORD)).client;
      expect((await phone.get("/api/user")).status).toBe(200);
      await post(new TestClient(t.url), "/api/auth/forgot-password", { email: "one@example.com" });
      expect(await t.db.select().from(verifications).where(eq(verifications.userId, parent.id))).toHaveLength(1);

      const res = await post(client, `/api/admin/users/${parent.id}/deactivate`);
      expect(res.status).toBe(200);
      expect((await phone.get("/api/user")).status).toBe(401);
      expect((await laptop.get("/api/user")).status).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, parent.id))).toHaveLength(0);
      expect(await t.db.select().from(verifications).where(eq(verifications.userId, parent.id))).toHaveLength(0);
      expect((await signIn("parent.one", PASSWORD)).res.status).toBe(401);
      const [row] = await t.db.select().from(users).where(eq(users.id, parent.id));
      expect(row!.deactivatedAt).not.toBeNull();
      expect((await mailTo("one@example.com", /deactivated/)).text).toContain('account "parent.one"');
      expect(await audits("user.deactivated")).toMatchObject([{ actorUserId: admin.id, targetId: "parent.one", targetType: "user" }]);
      expect((await post(client, `/api/admin/users/${parent.id}/deactivate`)).json()).toEqual({ message: PEOPLE_MESSAGES.alreadyDeactivated });
      expect((await post(client, `/api/admin/users/${parent.id}/resend-invite`)).status).toBe(409);

      const back = await post(client, `/api/admin/users/${parent.id}/reactivate`);
      expect(back.status).toBe(200);
      expect((await signIn("parent.one", PASSWORD)).res.status).toBe(200);
      expect((await mailTo("one@example.com", /active again/)).text).toContain(`${PUBLIC_URL}/forgot-password`);
      expect(await audits("user.reactivated")).toHaveLength(1);
      expect((await post(client, `/api/admin/users/${parent.id}/reactivate`)).status).toBe(409);
    });

    it("reset 2FA removes the factor and backup codes, ends the sessions and mails a security notice", async () => {
      const { client } = await signedIn("admin");
      const teacher = await createAccount(t.db, { username: "teach.mfa", role: "teacher", email: "mfa@example.com" });
      await t.db.insert(userMfa).values({ userId: teacher.id, secret: "encrypted", enabledAt: new Date(), lastStep: 1 });
      await t.db.insert(mfaBackupCodes).values([
        { userId: teacher.id, codeHash: "a" },
        { userId: teacher.id, codeHash: "b" },
      ]);
      const device = new TestClient(t.url);
      device.setCookie("sid", (await createSession(t.db, teacher.id, {}, clock.now())).id);
      expect((await device.get("/api/user")).status).toBe(200);

      const res = await post(client, `/api/admin/users/${teacher.id}/reset-mfa`);
      expect(res.status).toBe(200);
      expect(await t.db.select().from(userMfa).where(eq(userMfa.userId, teacher.id))).toHaveLength(0);
      expect(await t.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, teacher.id))).toHaveLength(0);
      expect((await device.get("/api/user")).status).toBe(401);
      // Signing in now needs the password only.
      expect((await signIn("teach.mfa", PASSWORD)).res.json()).toMatchObject({ username: "teach.mfa" });
      const notice = await mailTo("mfa@example.com", /Security notice/);
      expect(notice.text).toContain(`${PUBLIC_URL}/settings/security`);
      expect(await audits("user.mfa_reset")).toMatchObject([{ targetId: "teach.mfa", detail: { userId: teacher.id, wasEnabled: true } }]);
      expect((await post(client, `/api/admin/users/${teacher.id}/reset-mfa`)).json()).toEqual({ message: PEOPLE_MESSAGES.noMfa });
    });

    it("nobody acts on their own account; only a super admin acts on admin accounts", async () => {
      const { user: admin, client } = await signedIn("admin");
      for (const action of ["deactivate", "reactivate", "reset-mfa", "resend-invite"]) {
        const res = await post(client, `/api/admin/users/${admin.id}/${action}`);
        expect(res.status, action).toBe(403);
        expect(res.json()).toEqual({ message: PEOPLE_MESSAGES.self });
      }
      const otherAdmin = await createAccount(t.db, { username: "other.admin", role: "admin" });
      const superAdmin = await createAccount(t.db, { username: "boss", role: "super_admin" });
      for (const target of [otherAdmin, superAdmin]) {
        for (const action of ["deactivate", "reset-mfa", "resend-invite"]) {
          const res = await post(client, `/api/admin/users/${target.id}/${action}`);
          expect(res.status, `${action} ${target.role}`).toBe(403);
          expect(res.json()).toEqual({ message: PEOPLE_MESSAGES.adminOnlySuper });
        }
      }
      expect(await audits()).toHaveLength(0);
      const { user: boss2, client: superClient } = await signedIn("super_admin");
      expect((await post(superClient, `/api/admin/users/${otherAdmin.id}/deactivate`)).status).toBe(200);
      expect((await post(superClient, `/api/admin/users/${boss2.id}/deactivate`)).json()).toEqual({ message: PEOPLE_MESSAGES.self });
    });

    it("keeps the last active super admin: of two deactivating each other at once, one wins", async () => {
      const a = await signedIn("super_admin");
      const b = await signedIn("super_admin");
      const [ra, rb] = await Promise.all([
        post(a.client, `/api/admin/users/${b.user.id}/deactivate`),
        post(b.client, `/api/admin/users/${a.user.id}/deactivate`),
      ]);
      // One wins; the other finds itself signed out (401) or the target the last super admin left (409).
      const [won, lost] = ra.status === 200 ? [ra, rb] : [rb, ra];
      expect(won.status).toBe(200);
      expect([401, 409]).toContain(lost.status);
      if (lost.status === 409) expect(lost.json()).toEqual({ message: PEOPLE_MESSAGES.lastSuperAdmin });
      const left = await t.db.select().from(users).where(eq(users.role, "super_admin"));
      expect(left.filter((u) => !u.deactivatedAt)).toHaveLength(1);
      expect(await audits("user.deactivated")).toHaveLength(1);
      const winner = ra.status === 200 ? a : b;
      const admin = await signedIn("admin");
      expect((await post(admin.client, `/api/admin/users/${winner.user.id}/deactivate`)).status).toBe(403);
    });
  });

  describe("settings", () => {
    it("reads defaults, saves a subset with an audit entry per changed key, and lists the changes", async () => {
      const { user: admin, client } = await signedIn("admin");
      expect((await client.get("/api/admin/settings")).json()).toEqual({
        success: true,
        data: {
          session_timeout_minutes: 120,
          tour_slot_capacity: 5,
          grade_cutoff_date: { month: 9, day: 1 },
          class_size_per_teacher: 12,
          quiet_hours: { start: "18:00", end: "07:00" },
          digest_time: "17:00",
          attendance_late_minutes: 5,
          withdrawal_tuition_credit: "later-terms",
        },
      });
      const res = await client.mutate("PATCH", "/api/admin/settings", {
        session_timeout_minutes: 60,
        tour_slot_capacity: 5,
        grade_cutoff_date: { month: 8, day: 31 },
      });
      expect(res.status).toBe(200);
      expect(res.json<{ data: SchoolSettings }>().data).toEqual({
        session_timeout_minutes: 60,
        tour_slot_capacity: 5,
        grade_cutoff_date: { month: 8, day: 31 },
        class_size_per_teacher: 12,
        quiet_hours: { start: "18:00", end: "07:00" },
        digest_time: "17:00",
        attendance_late_minutes: 5,
        withdrawal_tuition_credit: "later-terms",
      });
      const [stored] = await t.db.select().from(settings).where(eq(settings.key, "session_timeout_minutes"));
      expect(stored).toMatchObject({ value: 60, updatedBy: admin.id });
      const changes = await audits("setting.changed");
      expect(changes.map((c) => c.targetId).sort()).toEqual(["grade_cutoff_date", "session_timeout_minutes"]);
      expect(changes.find((c) => c.targetId === "session_timeout_minutes")).toMatchObject({
        summary: "Changed session timeout from 120 minutes to 60 minutes.",
        detail: { key: "session_timeout_minutes", old: 120, new: 60 },
      });
      expect(changes.find((c) => c.targetId === "grade_cutoff_date")!.summary).toBe("Changed grade cut-off date from September 1 to August 31.");
      expect((await client.get("/api/settings/security")).json()).toEqual({ success: true, data: { session_timeout_minutes: 60 } });

      const history = (await client.get("/api/admin/settings/history")).json<{ data: SettingChange[] }>().data;
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({ actorUsername: admin.username });
    });

    it("refuses values out of range, not whole, unknown keys and dates that are not every year", async () => {
      const { client } = await signedIn("super_admin");
      const cases: [Record<string, unknown>, string, string][] = [
        [{ session_timeout_minutes: 4 }, "session_timeout_minutes", SETTINGS_MESSAGES.timeout],
        [{ session_timeout_minutes: 721 }, "session_timeout_minutes", SETTINGS_MESSAGES.timeout],
        [{ session_timeout_minutes: 30.5 }, "session_timeout_minutes", SETTINGS_MESSAGES.timeout],
        [{ session_timeout_minutes: "30" }, "session_timeout_minutes", SETTINGS_MESSAGES.timeout],
        [{ tour_slot_capacity: 0 }, "tour_slot_capacity", SETTINGS_MESSAGES.capacity],
        [{ tour_slot_capacity: 51 }, "tour_slot_capacity", SETTINGS_MESSAGES.capacity],
        [{ grade_cutoff_date: { month: 2, day: 29 } }, "grade_cutoff_date.day", SETTINGS_MESSAGES.leapDay],
        [{ grade_cutoff_date: { month: 4, day: 31 } }, "grade_cutoff_date.day", SETTINGS_MESSAGES.day],
        [{ grade_cutoff_date: { month: 13, day: 1 } }, "grade_cutoff_date.month", SETTINGS_MESSAGES.month],
      ];
      for (const [body, field, message] of cases) {
        const res = await client.mutate("PATCH", "/api/admin/settings", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(fieldErrors(res)[field], JSON.stringify(body)).toBe(message);
      }
      expect((await client.mutate("PATCH", "/api/admin/settings", { theme: "dark" })).status).toBe(400);
      expect((await client.mutate("PATCH", "/api/admin/settings", { session_timeout_minutes: 5, tour_slot_capacity: 50 })).status).toBe(200);
      expect((await client.mutate("PATCH", "/api/admin/settings", { session_timeout_minutes: 720, grade_cutoff_date: { month: 2, day: 28 } })).status).toBe(
        200,
      );
      expect(await audits("setting.changed")).toHaveLength(4);
      // The same value again changes nothing and logs nothing.
      expect((await client.mutate("PATCH", "/api/admin/settings", { session_timeout_minutes: 720 })).status).toBe(200);
      expect(await audits("setting.changed")).toHaveLength(4);
    });

    it("a shorter timeout ends idle sessions that already exist", async () => {
      const { client: admin } = await signedIn("admin");
      const parent = await signedIn("parent");
      clock.advance(10 * MINUTE);
      expect((await parent.client.get("/api/user")).status).toBe(200);
      expect((await admin.mutate("PATCH", "/api/admin/settings", { session_timeout_minutes: 5 })).status).toBe(200);
      expect((await admin.get("/api/user")).json()).toMatchObject({ session: { idleTimeoutMinutes: 5 } });
      clock.advance(6 * MINUTE);
      expect((await parent.client.get("/api/user")).status).toBe(401);
    });

    it("the tour slot capacity limits bookings", async () => {
      const { client } = await signedIn("admin");
      expect((await client.mutate("PATCH", "/api/admin/settings", { tour_slot_capacity: 1 })).status).toBe(200);
      const family = new TestClient(t.url);
      const booking = validTour({ preferred_date: offeredTourDate(3), preferred_time: "11:00 AM" });
      expect((await family.mutate("POST", "/api/tour-booking", booking)).status).toBe(201);
      const full = await family.mutate("POST", "/api/tour-booking", { ...booking, email: "other@example.com" });
      expect(full.status).toBe(400);
      expect(Object.keys(fieldErrors(full))).toEqual(["preferred_time"]);
    });
  });

  describe("GET /api/admin/audit-log", () => {
    it("is for super admins only, newest first, with filters", async () => {
      const { client: admin } = await signedIn("admin");
      expect((await admin.get("/api/admin/audit-log")).status).toBe(403);
      expect((await admin.get("/api/admin/audit-log/actions")).status).toBe(403);
      const { user: boss, client } = await signedIn("super_admin");

      await post(admin, "/api/admin/users", person({ username: "first_one", role: "parent" }));
      clock.advance(MINUTE);
      await admin.mutate("PATCH", "/api/admin/settings", { tour_slot_capacity: 7 });
      clock.advance(MINUTE);
      await post(client, "/api/admin/users", person({ username: "second.one", role: "admin" }));

      const page = (await client.get("/api/admin/audit-log")).json<{ data: Page<AuditEntryView> }>().data;
      expect(page.total).toBe(3);
      expect(page.items.map((e) => e.action)).toEqual(["user.created", "setting.changed", "user.created"]);
      expect(page.items[0]).toMatchObject({ actorUsername: boss.username, actorRole: "super_admin", targetType: "user", targetId: "second.one" });

      const get = async (query: string) =>
        (await client.get(`/api/admin/audit-log?${query}`)).json<{ data: Page<AuditEntryView> }>().data.items.map((e) => e.targetId);
      expect(await get("action=setting")).toEqual(["tour_slot_capacity"]);
      expect(await get("action=user.created")).toEqual(["second.one", "first_one"]);
      expect(await get("action=user.cr")).toEqual([]);
      expect(await get(`actor=${boss.username.slice(0, 8)}`)).toEqual(["second.one"]);
      expect(await get("q=t_o")).toEqual(["first_one"]);
      expect(await get("q=families")).toEqual(["tour_slot_capacity"]);
      expect(await get("pageSize=1&page=2")).toEqual(["tour_slot_capacity"]);

      const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
      const rows = await t.db.select().from(auditLog);
      await t.db
        .update(auditLog)
        .set({ at: new Date(Date.now() - 3 * DAY) })
        .where(eq(auditLog.id, rows.find((r) => r.targetId === "first_one")!.id));
      expect(await get(`from=${today}&to=${today}`)).toEqual(["second.one", "tour_slot_capacity"]);
      expect(await get(`to=${today}&from=2000-01-01`)).toHaveLength(3);
      const bad = await client.get("/api/admin/audit-log?from=2026-02-30&to=x");
      expect(bad.status).toBe(400);
      expect(Object.keys(fieldErrors(bad)).sort()).toEqual(["from", "to"]);

      expect((await client.get("/api/admin/audit-log/actions")).json()).toEqual({ success: true, data: ["setting.changed", "user.created"] });
    });
  });
});
