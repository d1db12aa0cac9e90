/**
 * Two-factor authentication over real HTTP (docs/api/accounts.md), on PGlite and on PostgreSQL:
 * setup, enable, status, disable, the second step of sign-in, replay, drift, backup codes and the
 * pending state. Codes come from an independent RFC 6238 implementation (accounts-support.ts)
 * working from the manual key the user would type, and the QR code is decoded as a phone would.
 */
import { eq, sql } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ROLES } from "#common/roles";
import { CURRENT_PASSWORD_REQUIRED, WRONG_CURRENT_PASSWORD } from "#common/schemas/auth";
import { school } from "#common/school";
import { ACCOUNT_FAILURE_LIMIT } from "../../server/auth/login-throttle";
import { MFA_SETUPS_PER_ACCOUNT } from "../../server/auth/mfa";
import { createSecretBox } from "../../server/auth/secret-box";
import { createVerification } from "../../server/auth/verifications";
import { getSetting } from "../../server/settings";
import { mfaBackupCodes, userMfa, verifications } from "../../server/db/schema";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";
import { PASSWORD, TestClock, createAccount, fieldErrors, from, post, rfc6238 } from "./accounts-support";

const MINUTE = 60_000;
const STEP = 30_000;
const EXPIRED = { message: "Your sign-in has expired. Please sign in again." };
const BAD_CODE = { message: "Invalid verification code" };

type Setup = { success: boolean; message: string; data: { qrCodeUrl: string; manualEntryKey: string; backupCodes: string[] } };

function decodeQr(dataUrl: string): string {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"));
  const result = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!result) throw new Error("no QR code found in the image");
  return result.data;
}

describe.each(DATABASE_KINDS)("two-factor authentication API on %s", (kind) => {
  let t: TestApp;
  let client: TestClient;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { trustProxy: true, now: clock.now } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
    // The middle of a time step, so "now" is unambiguous.
    clock.ms = Math.floor(Date.now() / STEP) * STEP + STEP / 2;
    client = new TestClient(t.url);
  });

  const login = (c: TestClient, username: string, password = PASSWORD) => post(c, "/api/login", { username, password });
  const mfaLogin = (c: TestClient, code: string) => post(c, "/api/auth/mfa/login", { code });
  const enable = (c: TestClient, verificationToken: string, password = PASSWORD, headers?: Record<string, string>) =>
    post(c, "/api/auth/mfa/enable", { password, verificationToken }, headers);

  /** A signed-in account with 2FA enabled through the API; returns its key and backup codes. */
  async function accountWith2fa(username = "maria") {
    const user = await createAccount(t.db, { username });
    const c = new TestClient(t.url);
    expect((await login(c, username)).status).toBe(200);
    const setup = (await post(c, "/api/auth/mfa/setup")).json<Setup>().data;
    const key = setup.manualEntryKey.replace(/\s/g, "");
    expect((await enable(c, rfc6238(key, clock.ms))).status).toBe(200);
    // The step used to enable cannot be used again; move on to a fresh one.
    clock.advance(STEP);
    return { user, key, backupCodes: setup.backupCodes, client: c };
  }

  describe("setup and enable", () => {
    it("answers 401 to every 2FA endpoint when signed out", async () => {
      expect((await client.get("/api/auth/mfa/status")).status).toBe(401);
      for (const path of ["/api/auth/mfa/setup", "/api/auth/mfa/enable", "/api/auth/mfa/disable"]) {
        const res = await post(client, path, {});
        expect(res.status, path).toBe(401);
        expect(res.json()).toEqual({ message: "Please sign in to continue." });
      }
    });

    it.each(ROLES)("lets a %s read the status and start a setup", async (role) => {
      const { sessionId } = await createSignedInUser(t.db, role);
      client.setCookie("sid", sessionId);
      expect((await client.get("/api/auth/mfa/status")).json()).toEqual({ success: true, data: { enabled: false, backupCodesRemaining: 0 } });
      expect((await post(client, "/api/auth/mfa/setup")).status).toBe(200);
    });

    it("gives a QR code of the otpauth URI, the manual key and 10 backup codes; a real authenticator's code enables it", async () => {
      const user = await createAccount(t.db, { username: "maria" });
      await login(client, "maria");
      const res = await post(client, "/api/auth/mfa/setup");
      expect(res.status).toBe(200);
      const body = res.json<Setup>();
      expect(body.success).toBe(true);
      expect(body.message).toMatch(/^Scan the QR code/);
      const { qrCodeUrl, manualEntryKey, backupCodes } = body.data;
      expect(manualEntryKey).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/); // 160 bits in groups of four
      const key = manualEntryKey.replace(/ /g, "");

      // What a phone reads from the QR code is the URI built from the manual key.
      expect(qrCodeUrl).toMatch(/^data:image\/png;base64,/);
      const issuer = encodeURIComponent(school.name);
      expect(decodeQr(qrCodeUrl)).toBe(`otpauth://totp/${issuer}:maria?secret=${key}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`);

      expect(backupCodes).toHaveLength(10);
      expect(new Set(backupCodes).size).toBe(10);
      for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);

      // Stored encrypted and hashed; still pending.
      const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
      expect(row!.enabledAt).toBeNull();
      expect(row!.secret).toBeNull();
      expect(row!.pendingSecret).toMatch(/^v1\./);
      expect(JSON.stringify(row)).not.toContain(key);
      for (const code of backupCodes) expect(JSON.stringify(row)).not.toContain(code);
      expect((await client.get("/api/auth/mfa/status")).json()).toEqual({ success: true, data: { enabled: false, backupCodesRemaining: 0 } });
      // A pending setup changes nothing for sign-in.
      expect((await login(new TestClient(t.url), "maria")).json()).toMatchObject({ id: user.id });

      const wrong = await enable(client, rfc6238(key, clock.ms, 3));
      expect(wrong.status).toBe(400);
      expect(wrong.json()).toEqual(BAD_CODE);
      const ok = await enable(client, rfc6238(key, clock.ms));
      expect(ok.status).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: "Two-factor authentication has been enabled" });
      expect((await client.get("/api/auth/mfa/status")).json()).toEqual({ success: true, data: { enabled: true, backupCodesRemaining: 10 } });
      const [enabled] = await t.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
      expect(enabled!.secret).toMatch(/^v1\./);
      expect(enabled!.pendingSecret).toBeNull();
      const hashes = await t.db.select().from(mfaBackupCodes).where(eq(mfaBackupCodes.userId, user.id));
      expect(hashes).toHaveLength(10);
      // Salted argon2id, like passwords (the codes have about 40 bits of entropy).
      for (const h of hashes) expect(h.codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it("answers 400 with the field message for a code that is not 6 characters", async () => {
      await createAccount(t.db, { username: "maria" });
      await login(client, "maria");
      await post(client, "/api/auth/mfa/setup");
      for (const verificationToken of ["12345", "1234567", "", undefined]) {
        const res = await post(client, "/api/auth/mfa/enable", { password: PASSWORD, verificationToken });
        expect(res.status).toBe(400);
        expect(fieldErrors(res)).toEqual({ verificationToken: "Code must be 6 digits" });
      }
    });

    it("replaces a pending setup with a new one; answers 409 with none pending or when already on", async () => {
      await createAccount(t.db, { username: "maria" });
      await login(client, "maria");
      const none = await enable(client, "123456");
      expect(none.status).toBe(409);
      const first = (await post(client, "/api/auth/mfa/setup")).json<Setup>().data.manualEntryKey.replace(/ /g, "");
      const second = (await post(client, "/api/auth/mfa/setup")).json<Setup>().data.manualEntryKey.replace(/ /g, "");
      expect(second).not.toBe(first);
      expect((await enable(client, rfc6238(first, clock.ms))).status).toBe(400);
      expect((await enable(client, rfc6238(second, clock.ms))).status).toBe(200);
      const again = await post(client, "/api/auth/mfa/setup");
      expect(again.status).toBe(409);
      expect(again.json()).toEqual({ message: "Two-factor authentication is already on." });
      expect((await enable(client, rfc6238(second, clock.ms + STEP))).status).toBe(409);
    });
  });

  describe("what a session alone cannot do", () => {
    it("enable needs the account's password: refused on the password field, and 2FA stays off", async () => {
      const user = await createAccount(t.db, { username: "maria" });
      await login(client, "maria");
      const key = (await post(client, "/api/auth/mfa/setup")).json<Setup>().data.manualEntryKey.replace(/ /g, "");
      const missing = await post(client, "/api/auth/mfa/enable", { verificationToken: rfc6238(key, clock.ms) });
      expect(missing.status).toBe(400);
      expect(fieldErrors(missing)).toEqual({ password: CURRENT_PASSWORD_REQUIRED });
      const wrong = await enable(client, rfc6238(key, clock.ms), "Not-It-123");
      expect(wrong.status).toBe(400);
      expect(wrong.json()).toEqual({ message: WRONG_CURRENT_PASSWORD, errors: [{ field: "password", message: WRONG_CURRENT_PASSWORD }] });
      expect((await client.get("/api/auth/mfa/status")).json()).toEqual({ success: true, data: { enabled: false, backupCodesRemaining: 0 } });
      const [pending] = await t.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
      expect(pending!.enabledAt).toBeNull();
      // Sign-in still needs no code; with the password the same code enables it.
      expect((await login(new TestClient(t.url), "maria")).json()).toMatchObject({ id: user.id });
      expect((await enable(client, rfc6238(key, clock.ms))).status).toBe(200);
    });

    it("wrong passwords at enable count as failed sign-ins of the account (429 with Retry-After)", async () => {
      await createAccount(t.db, { username: "maria" });
      await login(client, "maria");
      const key = (await post(client, "/api/auth/mfa/setup")).json<Setup>().data.manualEntryKey.replace(/ /g, "");
      for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
        // From different addresses: the account's count is what stops them.
        expect((await enable(client, rfc6238(key, clock.ms), `Wrong-Pass-${i}`, from(`192.0.2.${i + 1}`))).status).toBe(400);
      }
      const locked = await enable(client, rfc6238(key, clock.ms));
      expect(locked.status).toBe(429);
      expect(locked.headers.get("retry-after")).toBe(String(15 * 60));
      expect(locked.json()).toEqual({ message: "Too many attempts. Please try again in 15 minutes." });
      // The same count as sign-in: the account's password cannot be guessed here instead.
      expect((await login(new TestClient(t.url), "maria")).status).toBe(429);
      clock.advance(15 * MINUTE);
      expect((await enable(client, rfc6238(key, clock.ms))).status).toBe(200);
    });

    it("setup is limited per account (it hashes 10 backup codes): 5 in 15 minutes, across sessions, then 429", async () => {
      await createAccount(t.db, { username: "maria" });
      const tablet = new TestClient(t.url);
      for (const c of [client, tablet]) await login(c, "maria");
      for (let i = 0; i < MFA_SETUPS_PER_ACCOUNT; i++) {
        expect((await post(i % 2 ? tablet : client, "/api/auth/mfa/setup", undefined, from(`192.0.2.${i + 1}`))).status).toBe(200);
      }
      clock.advance(5 * MINUTE);
      const capped = await post(tablet, "/api/auth/mfa/setup");
      expect(capped.status).toBe(429);
      expect(capped.headers.get("retry-after")).toBe(String(10 * 60));
      expect(capped.json()).toEqual({ message: "Too many two-factor setups. Please try again in 10 minutes." });
      // Another account is not affected.
      const other = new TestClient(t.url);
      other.setCookie("sid", (await createSignedInUser(t.db, "guardian")).sessionId);
      expect((await post(other, "/api/auth/mfa/setup")).status).toBe(200);
      clock.advance(10 * MINUTE);
      const later = await post(client, "/api/auth/mfa/setup");
      expect(later.status).toBe(200);
      const key = later.json<Setup>().data.manualEntryKey.replace(/ /g, "");
      expect((await enable(client, rfc6238(key, clock.ms))).status).toBe(200);
    });
  });

  describe("other sessions", () => {
    it("end when 2FA is turned on or off; the session that did it stays", async () => {
      await createAccount(t.db, { username: "maria" });
      const phone = new TestClient(t.url);
      await login(phone, "maria");
      await login(client, "maria");
      const key = (await post(client, "/api/auth/mfa/setup")).json<Setup>().data.manualEntryKey.replace(/ /g, "");
      // Starting a setup changes nothing yet.
      expect((await phone.get("/api/user")).status).toBe(200);
      expect((await enable(client, rfc6238(key, clock.ms))).status).toBe(200);
      expect((await phone.get("/api/user")).status).toBe(401);
      expect((await client.get("/api/user")).status).toBe(200);

      clock.advance(STEP);
      const tablet = new TestClient(t.url);
      await login(tablet, "maria");
      expect((await mfaLogin(tablet, rfc6238(key, clock.ms))).status).toBe(200);
      clock.advance(STEP);
      expect((await post(client, "/api/auth/mfa/disable", { password: PASSWORD, mfaToken: rfc6238(key, clock.ms) })).status).toBe(200);
      expect((await tablet.get("/api/user")).status).toBe(401);
      expect((await client.get("/api/user")).status).toBe(200);
    });
  });

  describe("signing in with 2FA on", () => {
    it("asks for the code after the password, with a pending cookie and no session; the code completes it", async () => {
      const { user, key } = await accountWith2fa();
      const res = await login(client, "maria");
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ mfaRequired: true, message: "Enter the 6-digit code from your authenticator app, or a backup code." });
      const cookies = res.headers.getSetCookie();
      expect(cookies.some((c) => c.startsWith("sid="))).toBe(false);
      const pending = cookies.find((c) => c.startsWith("mfa_pending="))!;
      expect(pending).toMatch(/HttpOnly/i);
      expect(pending).toMatch(/SameSite=Lax/i);
      expect(pending).toMatch(/Path=\/api\/auth\/mfa/);
      expect(pending).toMatch(/Max-Age=600/);
      const token = client.getCookie("mfa_pending")!;
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(await t.db.select().from(verifications))).not.toContain(token);
      expect((await client.get("/api/user")).status).toBe(401);

      const done = await mfaLogin(client, rfc6238(key, clock.ms));
      expect(done.status).toBe(200);
      expect(done.json()).toMatchObject({ id: user.id, username: "maria", role: "guardian", session: { idleTimeoutMinutes: 120 } });
      expect(client.getCookie("sid")).toBeDefined();
      expect(client.getCookie("mfa_pending")).toBeUndefined();
      expect((await client.get("/api/user")).status).toBe(200);
      expect(await t.db.select().from(verifications)).toHaveLength(0);
      // The pending state is gone: its token cannot complete another sign-in.
      client.setCookie("mfa_pending", token);
      expect((await mfaLogin(client, rfc6238(key, clock.ms + STEP))).json()).toEqual(EXPIRED);
    });

    it("refuses a code the second time (replay), and an earlier step after a later one", async () => {
      const { key } = await accountWith2fa();
      const code = rfc6238(key, clock.ms);
      await login(client, "maria");
      expect((await mfaLogin(client, code)).status).toBe(200);

      const attacker = new TestClient(t.url);
      await login(attacker, "maria");
      expect((await mfaLogin(attacker, code)).json()).toEqual(BAD_CODE);
      // The previous step is within the drift window, but older than the last accepted code.
      expect((await mfaLogin(attacker, rfc6238(key, clock.ms, -1))).json()).toEqual(BAD_CODE);
      clock.advance(STEP);
      expect((await mfaLogin(attacker, rfc6238(key, clock.ms))).status).toBe(200);
    });

    it("accepts one step of drift either way and refuses two", async () => {
      const { key } = await accountWith2fa();
      clock.advance(5 * STEP); // the enabling step is well behind
      const attempt = async (offset: number) => {
        const c = new TestClient(t.url);
        await login(c, "maria");
        return (await mfaLogin(c, rfc6238(key, clock.ms, offset))).status;
      };
      expect(await attempt(-2)).toBe(401);
      expect(await attempt(-1)).toBe(200);
      expect(await attempt(2)).toBe(401);
      expect(await attempt(1)).toBe(200);
    });

    it("accepts each backup code once, in any case and without the hyphen, and counts what remains", async () => {
      const { backupCodes, client: owner } = await accountWith2fa();
      const [first, second] = backupCodes as [string, string];
      await login(client, "maria");
      expect((await mfaLogin(client, first)).status).toBe(200);

      const again = new TestClient(t.url);
      await login(again, "maria");
      expect((await mfaLogin(again, first)).json()).toEqual(BAD_CODE);
      expect((await mfaLogin(again, second.replace("-", "").toUpperCase())).status).toBe(200);
      expect((await owner.get("/api/auth/mfa/status")).json()).toEqual({ success: true, data: { enabled: true, backupCodesRemaining: 8 } });
    });

    it("ends the pending state after 5 wrong codes, then throttles codes for the account", async () => {
      const { key } = await accountWith2fa();
      await login(client, "maria");
      for (let i = 0; i < 5; i++) {
        const res = await mfaLogin(client, i % 2 ? "000000" : "zzzz-zzzz");
        expect(res.status).toBe(401);
        expect(res.json()).toEqual(BAD_CODE);
      }
      expect(client.getCookie("mfa_pending")).toBeUndefined();
      expect(await t.db.select().from(verifications)).toHaveLength(0);
      // A fresh password step does not reset the count of wrong codes for the account.
      const retry = new TestClient(t.url);
      await login(retry, "maria");
      const throttled = await mfaLogin(retry, rfc6238(key, clock.ms));
      expect(throttled.status).toBe(429);
      expect(throttled.json()).toEqual({ message: "Too many sign-in attempts. Please try again in 15 minutes." });
      clock.advance(15 * MINUTE);
      const later = new TestClient(t.url);
      await login(later, "maria");
      expect((await mfaLogin(later, rfc6238(key, clock.ms))).status).toBe(200);
    });

    it("ends the pending state after 10 minutes (controllable clock)", async () => {
      const { key } = await accountWith2fa();
      await login(client, "maria");
      clock.advance(10 * MINUTE);
      const res = await mfaLogin(client, rfc6238(key, clock.ms));
      expect(res.status).toBe(401);
      expect(res.json()).toEqual(EXPIRED);
      expect(client.getCookie("mfa_pending")).toBeUndefined();
    });

    it("answers 'expired' without a pending cookie or with a forged one, and 400 for a malformed code", async () => {
      expect((await mfaLogin(client, "123456")).json()).toEqual(EXPIRED);
      client.setCookie("mfa_pending", "A".repeat(43));
      expect((await mfaLogin(client, "123456")).json()).toEqual(EXPIRED);
      const res = await mfaLogin(client, "12345");
      expect(res.status).toBe(400);
      expect(fieldErrors(res)).toEqual({ code: "Enter the 6-digit code or a backup code" });
    });

    it("still asks for the code after a password reset", async () => {
      const { user, key } = await accountWith2fa();
      const token = await createVerification(t.db, "reset_password", user.id, 60 * MINUTE, clock.now());
      expect((await post(client, "/api/auth/reset-password", { token, newPassword: "Brand-New-Pass-9" })).status).toBe(200);
      expect((await login(client, "maria", "Brand-New-Pass-9")).json()).toMatchObject({ mfaRequired: true });
      expect((await mfaLogin(client, rfc6238(key, clock.ms))).status).toBe(200);
    });

    it("works again after the 2FA key could not be read once (a database error is not kept)", async () => {
      // A fresh app: its 2FA key has not been read yet.
      const fresh = await startTestApp(kind, { config: { trustProxy: true, now: clock.now } });
      try {
        const user = await createAccount(fresh.db, { username: "maria" });
        const appSecret = await getSetting<string>(fresh.db, "app_secret", "");
        const key = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
        await fresh.db.insert(userMfa).values({ userId: user.id, secret: createSecretBox(appSecret).seal(key, user.id), enabledAt: clock.now() });
        const c = new TestClient(fresh.url);
        expect((await login(c, "maria")).json()).toMatchObject({ mfaRequired: true });
        // The settings table, where the key comes from, cannot be read for a moment.
        await fresh.db.execute(sql`alter table settings rename to settings_away`);
        const failed = await mfaLogin(c, rfc6238(key, clock.ms));
        await fresh.db.execute(sql`alter table settings_away rename to settings`);
        expect(failed.status).toBe(500);
        const done = await mfaLogin(c, rfc6238(key, clock.ms));
        expect(done.status).toBe(200);
        expect(done.json()).toMatchObject({ id: user.id });
      } finally {
        await fresh.close();
      }
      // Starting a second app (PGlite migrates a new data directory) takes a while on a busy machine.
    }, 90_000);

    it("a wrong password with 2FA on answers like any wrong password", async () => {
      await accountWith2fa();
      const res = await login(client, "maria", "Wrong-Password-1");
      expect(res.status).toBe(401);
      expect(res.json()).toEqual({ message: "Invalid username or password" });
      expect(client.getCookie("mfa_pending")).toBeUndefined();
    });
  });

  describe("disable", () => {
    it("needs the password and a current code", async () => {
      const { key, client: owner } = await accountWith2fa();
      const refused = { message: "Incorrect password or verification code" };
      const wrongPassword = await post(owner, "/api/auth/mfa/disable", { password: "Wrong-Password-1", mfaToken: rfc6238(key, clock.ms) });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.json()).toEqual(refused);
      const wrongCode = await post(owner, "/api/auth/mfa/disable", { password: PASSWORD, mfaToken: rfc6238(key, clock.ms, 3) });
      expect(wrongCode.json()).toEqual(refused);
      const invalid = await post(owner, "/api/auth/mfa/disable", {});
      expect(fieldErrors(invalid)).toEqual({ password: "Password required", mfaToken: "Code must be 6 digits" });

      const ok = await post(owner, "/api/auth/mfa/disable", { password: PASSWORD, mfaToken: rfc6238(key, clock.ms) });
      expect(ok.status).toBe(200);
      expect(ok.json()).toEqual({ success: true, message: "Two-factor authentication has been disabled" });
      expect((await owner.get("/api/auth/mfa/status")).json()).toEqual({ success: true, data: { enabled: false, backupCodesRemaining: 0 } });
      expect(await t.db.select().from(mfaBackupCodes)).toHaveLength(0);
      expect(await t.db.select().from(userMfa)).toHaveLength(0);
      // Signing in no longer asks for a code.
      expect((await login(client, "maria")).json()).toMatchObject({ username: "maria" });
    });

    it("refuses a code already used, and stops guessing after 5 failures", async () => {
      const { key, client: owner } = await accountWith2fa();
      await login(client, "maria");
      const code = rfc6238(key, clock.ms);
      expect((await mfaLogin(client, code)).status).toBe(200);
      expect((await post(owner, "/api/auth/mfa/disable", { password: PASSWORD, mfaToken: code })).status).toBe(400);
      for (let i = 0; i < 4; i++) await post(owner, "/api/auth/mfa/disable", { password: PASSWORD, mfaToken: "000000" }, from("192.0.2.1"));
      const throttled = await post(owner, "/api/auth/mfa/disable", { password: PASSWORD, mfaToken: rfc6238(key, clock.ms + STEP) });
      expect(throttled.status).toBe(429);
    });
  });
});
