/** Production mode: HSTS, upgrade-insecure-requests and __Host- cookies that only travel over HTTPS. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { startTestApp, type TestApp } from "../support/test-app";

describe("in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite", { config: { env: "production", isProduction: true, appSecret: "p".repeat(48) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("sends HSTS and asks browsers to upgrade insecure requests", async () => {
    const res = await new TestClient(t.url).get("/api/settings");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("sets the anti-forgery cookie as __Host-csrf: Secure, HttpOnly, host-only, path /", async () => {
    const res = await new TestClient(t.url).get("/api/settings");
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-csrf="));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("reads the session from the __Host-sid cookie only", async () => {
    const { sessionId } = await createSignedInUser(t.db, "parent");
    const plain = new TestClient(t.url);
    plain.setCookie("sid", sessionId);
    expect((await plain.get("/api/user")).status).toBe(401);
    const hosted = new TestClient(t.url);
    hosted.setCookie("__Host-sid", sessionId);
    expect((await hosted.get("/api/user")).status).toBe(200);
  });
});
