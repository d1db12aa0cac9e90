/**
 * The family side and the account API over real HTTP (docs/api/family-and-account.md), on PGlite and
 * on PostgreSQL, with a real SMTP server: email verification at registration, the family overview
 * (nothing until the address is verified, then only what was made with it, with a timeline that
 * never shows staff notes or names), the profile with an email change, and the password change.
 */
import { and, count, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeEach, describe, expect, it } from "vitest";
import { STATUS_FOR_FAMILIES } from "#common/application-status";
import { INVALID_VERIFY_TOKEN, PASSWORD_FOR_EMAIL_CHANGE, type Account, type FamilyOverview } from "#common/schemas/account";
import { PASSWORD_MESSAGES, WRONG_CURRENT_PASSWORD } from "#common/schemas/auth";
import { INVALID_EMAIL, INVALID_PHONE } from "#common/schemas/fields";
import { school } from "#common/school";
import { COMMON_PASSWORD_MESSAGE } from "../../server/auth/common-passwords";
import { VERIFY_EMAIL_TTL_MS } from "../../server/auth/email-verification";
import { createVerification, redactDeliveredLinks } from "../../server/auth/verifications";
import { ACCOUNT_FAILURE_LIMIT } from "../../server/auth/login-throttle";
import { hashPassword, verifyPassword } from "../../server/auth/passwords";
import { createSession } from "../../server/auth/sessions";
import { applicationEvents, applications, mailOutbox, sessions, users, verifications } from "../../server/db/schema";
import { createSignedInUser } from "../support/fixtures";
import { validApplication, validTour } from "../support/form-data";
import { TestClient } from "../support/http-client";
import { appWithMailServer, DATABASE_KINDS } from "../support/test-app";
import { PASSWORD, TestClock, createAccount, fieldErrors, from, post } from "./accounts-support";

const HOUR = 60 * 60_000;
const linkIn = (text: string) => /https:\/\/school\.example\/verify-email\?token=([\w-]+)/.exec(text)?.[1];
type Verified = Extract<FamilyOverview, { emailVerified: true }>;

describe.each(DATABASE_KINDS)("family and account API on %s", (kind) => {
  const clock = new TestClock();
  const { t, smtp } = appWithMailServer(kind, (smtpUrl) => ({
    smtpUrl,
    trustProxy: true,
    now: clock.now,
    publicUrl: "https://school.example",
    formRateLimitPerHour: 1000,
  }));
  let client: TestClient;

  beforeEach(async () => {
    clock.ms = Date.now();
    client = new TestClient(t.url);
  });

  const patch = async (c: TestClient, path: string, body: unknown) => c.request("PATCH", path, { body, headers: { "x-csrf-token": await c.csrfToken() } });
  const overview = async (c: TestClient) => (await c.get("/api/family/overview")).json<{ success: true; data: FamilyOverview }>().data;
  const delivered = async (to: string, predicate: (text: string) => boolean = () => true) => {
    await t.app.mail.runOnce();
    return smtp.waitFor((m) => m.envelopeTo.includes(to) && predicate(m.text));
  };

  async function register(username: string, email: string, c = client) {
    const res = await post(c, "/api/register", { username, password: "Sunny-Days-2026", email, role: "guardian" });
    expect(res.status).toBe(201);
    return res.json<{ id: string }>();
  }

  async function verifyByMail(email: string, c = client) {
    const mail = await delivered(email, (text) => text.includes("verify-email?token="));
    const token = linkIn(mail.text)!;
    const res = await post(c, "/api/auth/verify-email", { token });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Your email address is verified." });
    return token;
  }

  /** An application as a family submits it, then moved on by staff with a private note. */
  async function submitApplication(overrides: Record<string, unknown>) {
    const res = await post(new TestClient(t.url), "/api/application-submission", validApplication(overrides));
    expect(res.status).toBe(201);
    return res.json<{ application_id: string }>().application_id;
  }

  async function staffMoves(applicationId: string, staffUsername: string, toStatus: string, note: string) {
    const [staff] = await t.db
      .insert(users)
      .values({ username: staffUsername, email: `${staffUsername}@school.example`, passwordHash: "!x", role: "admin" })
      .returning();
    const [row] = await t.db.select().from(applications).where(eq(applications.applicationId, applicationId));
    await t.db.update(applications).set({ status: toStatus }).where(eq(applications.id, row!.id));
    await t.db.insert(applicationEvents).values({
      applicationId: row!.id,
      type: "status_changed",
      fromStatus: row!.status,
      toStatus,
      note,
      detail: { by: staffUsername, note },
      actorUserId: staff!.id,
      createdAt: new Date(row!.createdAt.getTime() + 60_000),
    });
    // An event type the family never sees.
    await t.db.insert(applicationEvents).values({ applicationId: row!.id, type: "staff_note", note, actorUserId: staff!.id });
  }

  describe("email verification", () => {
    it("a family registering on a Spanish page gets the verification mail in Spanish, its link to the Spanish page", async () => {
      const res = await post(
        client,
        "/api/register",
        { username: "lucia", password: "Sunny-Days-2026", email: "lucia@example.com", role: "guardian" },
        {
          "content-language": "es",
        },
      );
      expect(res.status).toBe(201);
      const mail = await delivered("lucia@example.com");
      expect(mail.subject).toBe(`Confirme su correo electrónico - ${school.name}`);
      expect(mail.text).toContain('Confirme que esta dirección pertenece a la cuenta "lucia"');
      expect(mail.text).toContain("Horario de oficina:");
      const token = /https:\/\/school\.example\/es\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await post(new TestClient(t.url), "/api/auth/verify-email", { token })).status).toBe(200);
      expect((await client.get("/api/user")).json()).toMatchObject({ language: "es", emailVerified: true });
    });

    it("registration mails a verification link (256-bit token, stored hashed, 48 hours) and /api/user says unverified", async () => {
      const { id } = await register("maria.garcia", "Maria.Garcia@Example.com");
      const mail = await delivered("maria.garcia@example.com");
      expect(mail.subject).toBe(`Confirm your email address - ${school.name}`);
      expect(mail.text).toContain('account "maria.garcia"');
      expect(mail.text).toContain("expires in 48 hours");
      const token = linkIn(mail.text)!;
      expect(token).toMatch(/^[\w-]{43}$/);
      const [row] = await t.db.select().from(verifications).where(eq(verifications.type, "verify_email"));
      expect(row).toMatchObject({ userId: id, idHash: createHash("sha256").update(token).digest("hex") });
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(VERIFY_EMAIL_TTL_MS);
      expect((await client.get("/api/user")).json()).toMatchObject({ email: "maria.garcia@example.com", emailVerified: false, fullName: null });

      // Once delivered, the stored copy of the mail loses the token.
      await redactDeliveredLinks(t.db);
      const [stored] = await t.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.kind, "account.verify_email"));
      expect(stored!.text).not.toContain(token);
      expect(stored!.text).toContain("https://school.example/verify-email?token=[redacted]");

      // The link works once, from any browser (no session needed).
      const elsewhere = new TestClient(t.url);
      expect((await post(elsewhere, "/api/auth/verify-email", { token })).status).toBe(200);
      expect((await client.get("/api/user")).json()).toMatchObject({ emailVerified: true });
      const [user] = await t.db.select().from(users).where(eq(users.id, id));
      expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
      const again = await post(elsewhere, "/api/auth/verify-email", { token });
      expect(again.status).toBe(400);
      expect(again.json()).toEqual({ message: INVALID_VERIFY_TOKEN });
    });

    it("refuses an expired or unknown token with a sentence", async () => {
      await register("maria", "maria@example.com");
      const mail = await delivered("maria@example.com");
      clock.advance(VERIFY_EMAIL_TTL_MS + 1000);
      const expired = await post(client, "/api/auth/verify-email", { token: linkIn(mail.text) });
      expect(expired.status).toBe(400);
      expect(expired.json()).toEqual({ message: INVALID_VERIFY_TOKEN });
      expect((await post(client, "/api/auth/verify-email", { token: "A".repeat(43) })).json()).toEqual({ message: INVALID_VERIFY_TOKEN });
      expect((await post(client, "/api/auth/verify-email", {})).status).toBe(400);
      expect((await t.db.select().from(users))[0]!.emailVerifiedAt).toBeNull();
    });

    it("resend: signed in and unverified only; the new link replaces the old one; capped per account", async () => {
      expect((await post(new TestClient(t.url), "/api/auth/resend-verification")).status).toBe(401);
      await register("maria", "maria@example.com");
      const first = linkIn((await delivered("maria@example.com")).text)!;
      const res = await post(client, "/api/auth/resend-verification");
      expect(res.status).toBe(200);
      expect(res.json<{ message: string }>().message).toContain("maria@example.com");
      const second = linkIn((await delivered("maria@example.com", (text) => !text.includes(first))).text)!;
      expect(second).not.toBe(first);
      expect(await t.db.select().from(verifications).where(eq(verifications.type, "verify_email"))).toHaveLength(1);
      expect((await post(client, "/api/auth/verify-email", { token: first })).status).toBe(400);
      // Three mails per 15 minutes (registration counts as none; resends and email changes do).
      expect((await post(client, "/api/auth/resend-verification")).status).toBe(200);
      expect((await post(client, "/api/auth/resend-verification")).status).toBe(200);
      const capped = await post(client, "/api/auth/resend-verification");
      expect(capped.status).toBe(429);
      expect(capped.json<{ message: string }>().message).toMatch(/^Too many verification emails\. Please try again in \d+ minutes?\.$/);
      clock.advance(16 * 60_000);
      smtp.messages.length = 0;
      await t.app.mail.runOnce();
      smtp.messages.length = 0;
      const last = await post(client, "/api/auth/resend-verification");
      expect(last.status).toBe(200);
      await verifyByMail("maria@example.com");
      const done = await post(client, "/api/auth/resend-verification");
      expect(done.status).toBe(409);
      expect(done.json()).toEqual({ message: "Your email address is already verified." });
    });

    it("a completed password reset marks the address verified (the link went there)", async () => {
      const user = await createAccount(t.db, { username: "staffmade", email: "new.parent@example.com", role: "parent" });
      expect(user.emailVerifiedAt).toBeNull();
      await post(client, "/api/auth/forgot-password", { email: "new.parent@example.com" });
      const mail = await delivered("new.parent@example.com");
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
      expect((await post(client, "/api/auth/reset-password", { token, newPassword: "Brand-New-Pass-9" })).status).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    });

    it("a reset link used after the address changed sets the password but does not verify the new address", async () => {
      await submitApplication({ parent_email: "other.family@example.com", child_first_name: "Nina", child_last_name: "Other" });
      const user = await createAccount(t.db, { username: "maria", email: "maria@example.com" });
      const token = await createVerification(t.db, "reset_password", user.id, HOUR, clock.now(), "maria@example.com");
      // Where a race with PATCH /api/account leaves things: the address moved, the link is still alive.
      await t.db.update(users).set({ email: "other.family@example.com", emailVerifiedAt: null }).where(eq(users.id, user.id));
      const res = await post(client, "/api/auth/reset-password", { token, newPassword: "Brand-New-Pass-9" });
      expect(res.json()).toEqual({ success: true, message: "Password reset successful" });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row!.passwordHash, "Brand-New-Pass-9")).toBe(true);
      expect(row!.emailVerifiedAt).toBeNull();
      expect((await post(client, "/api/login", { username: "maria", password: "Brand-New-Pass-9" })).status).toBe(200);
      const family = await client.get("/api/family/overview");
      expect(family.json()).toEqual({ success: true, data: { emailVerified: false, email: "other.family@example.com" } });
      expect(family.text).not.toContain("Nina");
    });

    it("a verification link for an earlier address is used up and does not verify the current one", async () => {
      await register("maria", "maria@example.com");
      const token = linkIn((await delivered("maria@example.com")).text)!;
      // The address changes without the links being ended (as when the change races the link).
      await t.db.update(users).set({ email: "other.family@example.com" }).where(eq(users.username, "maria"));
      const res = await post(client, "/api/auth/verify-email", { token });
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_VERIFY_TOKEN });
      expect((await client.get("/api/account")).json<{ data: Account }>().data).toMatchObject({ email: "other.family@example.com", emailVerified: false });
      expect(await t.db.select().from(verifications).where(eq(verifications.type, "verify_email"))).toHaveLength(0);
      // Changed back, the used link still proves nothing.
      await t.db.update(users).set({ email: "maria@example.com" }).where(eq(users.username, "maria"));
      expect((await post(client, "/api/auth/verify-email", { token })).status).toBe(400);
      expect((await client.get("/api/account")).json<{ data: Account }>().data.emailVerified).toBe(false);
    });

    it("never verifies the other family's address when an email change races a reset link (40 rounds, 0-8 ms apart)", async () => {
      const ROUNDS = 40;
      const passwordHash = await hashPassword(PASSWORD);
      for (let round = 0; round < ROUNDS; round++) {
        const own = `family${round}@example.com`;
        const other = `other.family${round}@example.com`;
        const [user] = await t.db
          .insert(users)
          .values({ username: `racer${round}`, email: own, emailVerifiedAt: clock.now(), passwordHash, role: "guardian" })
          .returning();
        const owner = new TestClient(t.url);
        owner.setCookie("sid", (await createSession(t.db, user!.id, {}, clock.now())).id);
        const token = await createVerification(t.db, "reset_password", user!.id, HOUR, clock.now(), own);
        const linkUser = new TestClient(t.url);
        const [ownerCsrf, linkCsrf] = await Promise.all([owner.csrfToken(), linkUser.csrfToken()]);
        // One client address per round: the per-address rate limits stay out of the way.
        const headers = (csrf: string) => ({ "x-csrf-token": csrf, ...from(`198.51.100.${round + 1}`) });

        const change = owner.request("PATCH", "/api/account", { body: { email: other, currentPassword: PASSWORD }, headers: headers(ownerCsrf) });
        await sleep(round % 9);
        const reset = linkUser.request("POST", "/api/auth/reset-password", { body: { token, newPassword: "Brand-New-Pass-9" }, headers: headers(linkCsrf) });
        const [changed, wasReset] = await Promise.all([change, reset]);

        expect(changed.status, `round ${round}`).toBe(200);
        expect([200, 400], `round ${round}`).toContain(wasReset.status);
        const [row] = await t.db.select().from(users).where(eq(users.id, user!.id));
        expect(row!.email).toBe(other);
        expect(row!.emailVerifiedAt, `round ${round}: ${other} verified by a link sent to ${own}`).toBeNull();
      }
    }, 120_000);

    it("serves /verify-email with Referrer-Policy: no-referrer", async () => {
      const res = await client.get("/verify-email?token=abc");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    });
  });

  describe("GET /api/family/overview", () => {
    it("answers 401 signed out and 403 to teachers and students", async () => {
      expect((await client.get("/api/family/overview")).status).toBe(401);
      for (const role of ["teacher", "student"] as const) {
        const c = new TestClient(t.url);
        c.setCookie("sid", (await createSignedInUser(t.db, role)).sessionId);
        expect((await c.get("/api/family/overview")).status, role).toBe(403);
      }
      for (const role of ["guardian", "parent", "admin", "super_admin"] as const) {
        const c = new TestClient(t.url);
        c.setCookie("sid", (await createSignedInUser(t.db, role)).sessionId);
        expect((await c.get("/api/family/overview")).status, role).toBe(200);
      }
    });

    it("shows nothing until the address is verified, then only the applications and bookings made with it", async () => {
      const mine = await submitApplication({ parent_email: "maria@example.com", child_first_name: "Lucia", child_last_name: "Garcia" });
      // Made by a co-parent, naming this address (in another case) as the second guardian.
      const secondary = await submitApplication({
        parent_email: "dad@example.com",
        secondary_guardian_name: "Maria Garcia",
        secondary_guardian_email: "MARIA@example.com",
        child_first_name: "Pablo",
        child_last_name: "Garcia",
        child_dob: validApplication().child_dob,
      });
      const other = await submitApplication({ parent_email: "someone.else@example.com", child_first_name: "Nina", child_last_name: "Other" });
      expect((await post(new TestClient(t.url), "/api/tour-booking", validTour({ email: "maria@example.com", child_name: "Lucia" }))).status).toBe(201);
      expect((await post(new TestClient(t.url), "/api/tour-booking", validTour({ email: "someone.else@example.com", child_name: "Nina" }))).status).toBe(201);
      await staffMoves(mine, "jsmith.staff", "under_review", "Internal: call the prior school, the dad sounded evasive");

      await register("maria", "Maria@Example.com");
      const before = await client.get("/api/family/overview");
      expect(before.json()).toEqual({ success: true, data: { emailVerified: false, email: "maria@example.com" } });
      for (const secret of ["Lucia", "Pablo", mine, secondary, "APP-"]) expect(before.text).not.toContain(secret);

      await verifyByMail("maria@example.com");
      const res = await client.get("/api/family/overview");
      const data = res.json<{ data: Verified }>().data;
      expect(data.emailVerified).toBe(true);
      expect(data.applications.map((a) => a.applicationId).sort()).toEqual([mine, secondary].sort());
      expect(res.text).not.toContain(other);
      expect(res.text).not.toContain("Nina");

      const lucia = data.applications.find((a) => a.applicationId === mine)!;
      expect(lucia).toMatchObject({
        childName: "Lucia Garcia",
        gradeRequested: "2",
        gradeRequestedLabel: "Grade 2 (ages 7-8)",
        placementGrade: null,
        status: "under_review",
        statusLabel: "Under review",
        meaning: STATUS_FOR_FAMILIES.under_review.meaning,
        nextStep: STATUS_FOR_FAMILIES.under_review.nextStep,
      });
      expect(lucia.timeline).toEqual([
        { at: expect.any(String), title: "Application submitted", text: "We received your application.", by: "You" },
        { at: expect.any(String), title: "Under review", text: STATUS_FOR_FAMILIES.under_review.meaning, by: "Admissions team" },
      ]);
      // Staff notes and names never reach the family.
      for (const leak of ["Internal", "evasive", "jsmith", "staff_note", "actor"]) expect(res.text).not.toContain(leak);

      expect(data.tourBookings).toEqual([
        { id: expect.any(String), date: validTour().preferred_date, time: "10:00 AM", startsAt: expect.any(String), childName: "Lucia", status: "booked" },
      ]);
    });

    it("hides everything again when the address changes, until the new one is verified", async () => {
      await submitApplication({ parent_email: "maria@example.com" });
      await register("maria", "maria@example.com");
      await verifyByMail("maria@example.com");
      expect((await overview(client)).emailVerified).toBe(true);
      expect((await patch(client, "/api/account", { email: "maria.new@example.com", currentPassword: "Sunny-Days-2026" })).status).toBe(200);
      expect(await overview(client)).toEqual({ emailVerified: false, email: "maria.new@example.com" });
    });
  });

  describe("/api/account", () => {
    it("reads and edits the profile; an empty value clears it; the shared schema checks input", async () => {
      expect((await client.get("/api/account")).status).toBe(401);
      await register("maria", "maria@example.com");
      const got = await client.get("/api/account");
      expect(got.json()).toEqual({
        success: true,
        data: { username: "maria", role: "guardian", fullName: null, email: "maria@example.com", phone: null, emailVerified: false } satisfies Account,
      });
      const saved = await patch(client, "/api/account", { fullName: "  Maria Garcia ", email: "maria@example.com", phone: "(555) 123-4567" });
      expect(saved.status).toBe(200);
      expect(saved.json()).toEqual({
        success: true,
        message: "Profile saved.",
        data: { username: "maria", role: "guardian", fullName: "Maria Garcia", email: "maria@example.com", phone: "(555) 123-4567", emailVerified: false },
      });
      expect((await client.get("/api/user")).json()).toMatchObject({ fullName: "Maria Garcia", phone: "(555) 123-4567" });
      expect((await patch(client, "/api/account", { phone: "" })).json<{ data: Account }>().data.phone).toBeNull();

      const bad = await patch(client, "/api/account", { fullName: "x".repeat(101), email: "not-an-email", phone: "call me" });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad)).toEqual({ fullName: "Full name must not exceed 100 characters", email: INVALID_EMAIL, phone: INVALID_PHONE });
      // Nothing else can be changed through it.
      await patch(client, "/api/account", { role: "admin", username: "root", emailVerified: true });
      expect((await client.get("/api/account")).json<{ data: Account }>().data).toMatchObject({ role: "guardian", username: "maria", emailVerified: false });
    });

    it("PUT /api/account/language: each person chooses their own language, which GET /api/user answers", async () => {
      const put = async (c: TestClient, body: unknown) => c.request("PUT", "/api/account/language", { body, headers: { "x-csrf-token": await c.csrfToken() } });
      expect((await put(client, { language: "es" })).status).toBe(401);
      await register("lucia", "lucia@example.com");
      const other = new TestClient(t.url);
      await register("pedro", "pedro@example.com", other);
      expect((await client.get("/api/user")).json()).toMatchObject({ username: "lucia", language: "en" });

      const saved = await put(client, { language: "es" });
      expect(saved.status).toBe(200);
      expect(saved.json()).toEqual({ success: true, data: { language: "es" } });
      expect((await client.get("/api/user")).json()).toMatchObject({ username: "lucia", language: "es" });
      // The other family's setting is theirs alone.
      expect((await other.get("/api/user")).json()).toMatchObject({ username: "pedro", language: "en" });

      // A refusal is worded in the person's language (server/errors.ts): Spanish for her, English for him.
      for (const body of [{ language: "fr" }, { language: "" }, {}, { language: ["es"] }]) {
        const bad = await put(client, body);
        expect(bad.status).toBe(400);
        expect(bad.json()).toMatchObject({ message: "Revise los datos que escribió e inténtelo de nuevo." });
        expect(fieldErrors(bad)).toEqual({ language: "Elija un idioma." });
        expect(fieldErrors(await put(other, body))).toEqual({ language: "Please choose a language." });
      }
      expect((await client.get("/api/user")).json()).toMatchObject({ language: "es" });
      const nowhere = "/api/messages/conversations/00000000-0000-4000-8000-000000000000";
      expect((await client.get(nowhere)).json()).toEqual({ message: "No encontramos esa conversación." });
      expect((await other.get(nowhere)).json()).toEqual({ message: "We could not find that conversation." });

      // Signing in answers it too, so the first page after sign-in is in it.
      const again = new TestClient(t.url);
      const signedIn = await post(again, "/api/login", { username: "lucia", password: "Sunny-Days-2026" });
      expect(signedIn.json()).toMatchObject({ username: "lucia", language: "es" });
      expect((await post(new TestClient(t.url), "/api/login", { username: "pedro", password: "Sunny-Days-2026" })).json()).toMatchObject({ language: "en" });

      // What the server answers when an action is done is in her language too (server/http/route.ts).
      const changed = await post(again, "/api/account/password", { currentPassword: "Sunny-Days-2026", newPassword: "Brand-New-Pass-9" });
      expect(changed.json()).toEqual({ success: true, message: "Su contraseña se cambió. Se cerró la sesión en los demás dispositivos." });
    });

    it("an email change clears the verification, mails a link to the new address and a notice to the old one", async () => {
      const { id } = await register("maria", "maria@example.com");
      await verifyByMail("maria@example.com");
      // A reset link mailed to the old address must not prove the new one.
      await post(client, "/api/auth/forgot-password", { email: "maria@example.com" });
      await delivered("maria@example.com", (text) => text.includes("reset-password?token="));
      smtp.messages.length = 0;

      // The address password resets go to moves only with the password: a session alone is not enough.
      const withoutPassword = await patch(client, "/api/account", { email: "Maria.New@Example.com" });
      expect(withoutPassword.status).toBe(400);
      expect(fieldErrors(withoutPassword)).toEqual({ currentPassword: PASSWORD_FOR_EMAIL_CHANGE });
      const wrongPassword = await patch(client, "/api/account", { email: "Maria.New@Example.com", currentPassword: "Not-It-123" });
      expect(fieldErrors(wrongPassword)).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
      expect((await client.get("/api/account")).json<{ data: Account }>().data).toMatchObject({ email: "maria@example.com", emailVerified: true });
      expect(smtp.messages).toHaveLength(0);

      const res = await patch(client, "/api/account", { email: "Maria.New@Example.com", currentPassword: "Sunny-Days-2026" });
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({
        message: "Profile saved. We sent a verification link to maria.new@example.com.",
        data: { email: "maria.new@example.com", emailVerified: false },
      });
      const link = await delivered("maria.new@example.com");
      expect(linkIn(link.text)).toBeTruthy();
      const notice = await delivered("maria@example.com");
      expect(notice.subject).toBe(`Your ${school.name} email address was changed`);
      expect(notice.text).toContain("maria.new@example.com");
      expect(notice.text).not.toContain("token=");
      expect(
        await t.db
          .select()
          .from(verifications)
          .where(and(eq(verifications.userId, id), eq(verifications.type, "reset_password"))),
      ).toHaveLength(0);

      await post(client, "/api/auth/verify-email", { token: linkIn(link.text) });
      expect((await client.get("/api/account")).json<{ data: Account }>().data.emailVerified).toBe(true);
    });
  });

  describe("POST /api/account/password", () => {
    it("needs the right current password, applies the policy, signs out other devices and mails a notice", async () => {
      const user = await createAccount(t.db, { username: "maria", email: "maria@example.com" });
      const here = new TestClient(t.url);
      const phone = new TestClient(t.url);
      for (const c of [here, phone]) expect((await post(c, "/api/login", { username: "maria", password: PASSWORD })).status).toBe(200);

      const wrong = await post(here, "/api/account/password", { currentPassword: "Not-It-123", newPassword: "Brand-New-Pass-9" });
      expect(wrong.status).toBe(400);
      expect(fieldErrors(wrong)).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
      const weak = await post(here, "/api/account/password", { currentPassword: PASSWORD, newPassword: "short" });
      expect(weak.status).toBe(400);
      expect(fieldErrors(weak).newPassword).toBe(PASSWORD_MESSAGES.tooShort);
      const common = await post(here, "/api/account/password", { currentPassword: PASSWORD, newPassword: "Password1" });
      expect(fieldErrors(common)).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
      expect(fieldErrors(await post(here, "/api/account/password", { newPassword: "Brand-New-Pass-9" }))).toEqual({
        currentPassword: "Current password is required",
      });

      const ok = await post(here, "/api/account/password", { currentPassword: PASSWORD, newPassword: "Brand-New-Pass-9" });
      expect(ok.status).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: "Your password has been changed. Other devices were signed out." });
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(await verifyPassword(row!.passwordHash, "Brand-New-Pass-9")).toBe(true);
      expect((await here.get("/api/user")).status).toBe(200);
      expect((await phone.get("/api/user")).status).toBe(401);
      expect(Number((await t.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id)))[0]!.n)).toBe(1);
      const notice = await delivered("maria@example.com");
      expect(notice.subject).toBe(`Your ${school.name} password was changed`);
      expect(notice.text).not.toContain("Brand-New-Pass-9");
      expect((await post(new TestClient(t.url), "/api/login", { username: "maria", password: "Brand-New-Pass-9" })).status).toBe(200);
    });

    it("counts wrong current passwords like failed sign-ins", async () => {
      await createAccount(t.db, { username: "maria", email: "maria@example.com" });
      expect((await post(client, "/api/login", { username: "maria", password: PASSWORD })).status).toBe(200);
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
        expect((await post(client, "/api/account/password", { currentPassword: `Wrong-Pass-${i}`, newPassword: "Brand-New-Pass-9" })).status).toBe(400);
      }
      const locked = await post(client, "/api/account/password", { currentPassword: PASSWORD, newPassword: "Brand-New-Pass-9" });
      expect(locked.status).toBe(429);
      expect(locked.json<{ message: string }>().message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
      expect((await post(new TestClient(t.url), "/api/login", { username: "maria", password: PASSWORD })).status).toBe(429);
      clock.advance(HOUR);
      expect((await post(client, "/api/account/password", { currentPassword: PASSWORD, newPassword: "Brand-New-Pass-9" })).status).toBe(200);
    });

    it("answers 401 when signed out", async () => {
      expect((await post(client, "/api/account/password", { currentPassword: PASSWORD, newPassword: "Brand-New-Pass-9" })).status).toBe(401);
    });
  });
});
