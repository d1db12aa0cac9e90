/**
 * Per-address limits count one client per IPv4 address or IPv6 /64 (server/client-key.ts): a
 * subscriber who can pick any of the 2^64 addresses of their prefix still gets one budget, for the
 * public forms' rate limits and for sign-in throttling alike.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADDRESS_FAILURE_LIMIT } from "../../server/auth/login-throttle";
import { validContact } from "../support/form-data";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

describe.each(DATABASE_KINDS)("per-address limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The forwarded address is the client's here, so each request can come from an address of our choosing.
    t = await startTestApp(kind, { config: { trustProxy: true, formRateLimitPerHour: 2 } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => resetDatabase(t.db));

  const from = (ip: string) => ({ "x-forwarded-for": ip });
  async function contactFrom(ip: string) {
    const client = new TestClient(t.url);
    const token = await client.csrfToken();
    return client.request("POST", "/api/contact", { body: validContact(), headers: { ...from(ip), "x-csrf-token": token } });
  }
  async function signInFrom(ip: string, username: string) {
    const client = new TestClient(t.url);
    const token = await client.csrfToken();
    return client.request("POST", "/api/login", { body: { username, password: "Wrong-Password-1" }, headers: { ...from(ip), "x-csrf-token": token } });
  }

  it("count every address of an IPv6 /64 against one form budget, and another /64 apart", async () => {
    expect((await contactFrom("2001:db8:1:2::1")).status).toBe(201);
    expect((await contactFrom("2001:db8:1:2:ffff:ffff:ffff:fffe")).status).toBe(201);
    expect((await contactFrom("2001:db8:1:2::abcd")).status).toBe(429);
    expect((await contactFrom("2001:db8:1:3::1")).status).toBe(201);
  });

  it("count an IPv4 address the same whether or not it arrives IPv4-mapped", async () => {
    expect((await contactFrom("203.0.113.5")).status).toBe(201);
    expect((await contactFrom("::ffff:203.0.113.5")).status).toBe(201);
    expect((await contactFrom("203.0.113.5")).status).toBe(429);
    expect((await contactFrom("203.0.113.6")).status).toBe(201);
  });

  it(`refuse sign-in from a /64 after ${ADDRESS_FAILURE_LIMIT} failures spread over its addresses`, async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) {
      expect((await signInFrom(`2001:db8:5:6::${(i + 1).toString(16)}`, `guess${i}`)).status).toBe(401);
    }
    expect((await signInFrom("2001:db8:5:6:1:2:3:4", "someone")).status).toBe(429);
    expect((await signInFrom("2001:db8:5:7::1", "someone")).status).toBe(401);
  });
});
