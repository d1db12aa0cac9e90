/**
 * Account cookies in production: the session as __Host-sid and the pending 2FA sign-in, both Secure,
 * HttpOnly and SameSite=Lax; 2FA keys derived from APP_SECRET (the other tests use the generated one).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../support/http-client";
import { startTestApp, type TestApp } from "../support/test-app";
import { PASSWORD, createAccount, post, rfc6238 } from "./accounts-support";

describe("account cookies in production", () => {
  let t: TestApp;
  /** What the routes log (the test app has no logger: each request's is replaced by a recorder). */
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await startTestApp("pglite", {
      config: { env: "production", isProduction: true, appSecret: "p".repeat(48) },
      setup: (app) => {
        app.addHook("onRequest", async (request) => {
          const record = (obj: unknown) => void (typeof obj === "object" && obj && logged.push(obj as Record<string, unknown>));
          request.log = Object.assign(Object.create(request.log), { info: record, warn: record, error: record });
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("signs in with a Secure __Host-sid cookie, and a Secure mfa_pending cookie when 2FA is on", async () => {
    await createAccount(t.db, { username: "maria" });
    const client = new TestClient(t.url);
    const res = await post(client, "/api/login", { username: "maria", password: PASSWORD });
    expect(res.status).toBe(200);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith("__Host-sid="))!;
    expect(sid).toMatch(/; Secure/i);
    expect(sid).toMatch(/; HttpOnly/i);
    expect(sid).toMatch(/; SameSite=Lax/i);
    expect(sid).toMatch(/; Path=\//i);
    expect(sid).not.toMatch(/Domain=/i);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);

    const setup = (await post(client, "/api/auth/mfa/setup")).json<{ data: { manualEntryKey: string } }>().data;
    const key = setup.manualEntryKey.replace(/ /g, "");
    expect((await post(client, "/api/auth/mfa/enable", { password: PASSWORD, verificationToken: rfc6238(key, Date.now()) })).status).toBe(200);

    const second = new TestClient(t.url);
    const pending = await post(second, "/api/login", { username: "maria", password: PASSWORD });
    expect(pending.json()).toMatchObject({ mfaRequired: true });
    const cookie = pending.headers.getSetCookie().find((c) => c.startsWith("mfa_pending="))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    // The code of the next step (the enabling one is used up).
    expect((await post(second, "/api/auth/mfa/login", { code: rfc6238(key, Date.now() + 30_000) })).status).toBe(200);
    expect(second.getCookie("__Host-sid")).toBeDefined();

    // Every authentication step was logged, with no secret in it.
    const events = logged.filter((e) => e.authEvent).map((e) => e.authEvent);
    expect(events).toEqual(["login.succeeded", "mfa.enabled", "login.password-ok.mfa-required", "mfa-login.succeeded"]);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(key);
    expect(text).not.toContain("maria");
  });

  it("logs a failed sign-in with its reason, without the name or password typed", async () => {
    logged.length = 0;
    const client = new TestClient(t.url);
    await post(client, "/api/login", { username: "someone-unknown", password: "Guess-Password-1" });
    expect(logged.filter((e) => e.authEvent)).toEqual([expect.objectContaining({ authEvent: "login.failed", reason: "no-such-account" })]);
    expect(JSON.stringify(logged)).not.toContain("someone-unknown");
    expect(JSON.stringify(logged)).not.toContain("Guess-Password-1");
  });
});
