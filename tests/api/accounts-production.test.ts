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
  beforeAll(async () => {
    t = await startTestApp("pglite", { config: { env: "production", isProduction: true, appSecret: "p".repeat(48) } });
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
    expect((await post(client, "/api/auth/mfa/enable", { verificationToken: rfc6238(key, Date.now()) })).status).toBe(200);

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
  });
});
