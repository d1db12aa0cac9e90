/** The foundation's API over real HTTP, on PGlite and on PostgreSQL. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabaseRateLimitStore } from "../../server/plugins/rate-limit-store";
import { setSetting } from "../../server/settings";
import { ageSession, createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

describe.each(DATABASE_KINDS)("foundation API on %s", (kind) => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
    client = new TestClient(t.url);
  });

  describe("GET /api/health", () => {
    it("reports the database as reachable", async () => {
      const res = await client.get("/api/health");
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ status: "ok", database: "ok" });
    });
  });

  describe("GET /api/settings", () => {
    it("issues an anti-forgery token in the X-CSRF-Token header, bound to an HttpOnly cookie", async () => {
      const res = await client.get("/api/settings");
      expect(res.status).toBe(200);
      expect(res.headers.get("x-csrf-token")).toMatch(/^[\w-]{20,}$/);
      const setCookie = res.headers.getSetCookie().join("\n");
      expect(setCookie).toMatch(/csrf=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(res.json()).toMatchObject({ success: true, data: { schoolName: expect.any(String) } });
    });

    it("answers API calls with no-store caching and the security headers", async () => {
      const res = await client.get("/api/settings");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
    });
  });

  describe("anti-forgery check on mutating calls", () => {
    it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("refuses %s without a token with 403 mentioning 'CSRF token'", async (method) => {
      await client.get("/api/settings"); // has the secret cookie, but sends no token
      const res = await client.request(method, "/api/logout");
      expect(res.status).toBe(403);
      expect(res.text).toContain("CSRF token");
    });

    it("refuses a forged token and a token issued to another browser", async () => {
      await client.get("/api/settings");
      const forged = await client.request("POST", "/api/logout", { headers: { "x-csrf-token": "forged-token" } });
      expect(forged.status).toBe(403);
      expect(forged.text).toContain("CSRF token");

      const otherBrowser = new TestClient(t.url);
      const foreignToken = await otherBrowser.csrfToken();
      const crossed = await client.request("POST", "/api/logout", { headers: { "x-csrf-token": foreignToken } });
      expect(crossed.status).toBe(403);
    });

    it("refuses a token without its cookie", async () => {
      const token = await client.csrfToken();
      client.clearCookies();
      const res = await client.request("POST", "/api/logout", { headers: { "x-csrf-token": token } });
      expect(res.status).toBe(403);
      expect(res.text).toContain("CSRF token");
    });

    it("accepts a valid token", async () => {
      const res = await client.mutate("POST", "/api/logout");
      expect(res.status).toBe(200);
    });

    it("checks unknown API paths too, then answers 404 in JSON", async () => {
      const refused = await client.request("POST", "/api/no-such-endpoint", { body: {} });
      expect(refused.status).toBe(403);
      const missing = await client.mutate("POST", "/api/no-such-endpoint", {});
      expect(missing.status).toBe(404);
      expect(missing.json()).toEqual({ message: "Not found" });
    });
  });

  describe("GET /api/user and sessions", () => {
    it("answers 401 when nobody is signed in", async () => {
      const res = await client.get("/api/user");
      expect(res.status).toBe(401);
      expect(res.json()).toEqual({ message: "Not authenticated" });
    });

    it("answers 401 for an unknown session id", async () => {
      client.setCookie("sid", "not-a-real-session");
      expect((await client.get("/api/user")).status).toBe(401);
    });

    it("returns the signed-in user without secrets", async () => {
      const { user, sessionId } = await createSignedInUser(t.db, "parent");
      client.setCookie("sid", sessionId);
      const res = await client.get("/api/user");
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        role: "parent",
        session: { idleTimeoutMinutes: 120, expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), secondsLeft: expect.any(Number) },
        fullName: null,
        phone: null,
        emailVerified: false,
        language: "en",
      });
      expect(res.text).not.toContain("password");
    });

    it("ends a session idle for longer than session_timeout_minutes", async () => {
      await setSetting(t.db, "session_timeout_minutes", 30);
      const { user, sessionId } = await createSignedInUser(t.db, "student");
      client.setCookie("sid", sessionId);
      await ageSession(t.db, user.id, { idle: 29 * 60_000 });
      expect((await client.get("/api/user")).status).toBe(200);
      await ageSession(t.db, user.id, { idle: 31 * 60_000 });
      expect((await client.get("/api/user")).status).toBe(401);
    });

    it("ends a session 12 hours after it began, however active", async () => {
      const { user, sessionId } = await createSignedInUser(t.db, "teacher");
      client.setCookie("sid", sessionId);
      await ageSession(t.db, user.id, { created: 12 * 60 * 60_000 });
      expect((await client.get("/api/user")).status).toBe(401);
    });

    it("revokes the session server-side on logout", async () => {
      const { sessionId } = await createSignedInUser(t.db, "guardian");
      client.setCookie("sid", sessionId);
      expect((await client.mutate("POST", "/api/logout")).status).toBe(200);
      expect(client.getCookie("sid")).toBeUndefined();
      // Replaying the old cookie does not bring the session back.
      client.setCookie("sid", sessionId);
      expect((await client.get("/api/user")).status).toBe(401);
    });
  });

  describe("errors", () => {
    it("answers malformed JSON with 400 and a message, without internals", async () => {
      const token = await client.csrfToken();
      const res = await client.request("POST", "/api/logout", {
        body: "{not json",
        headers: { "x-csrf-token": token, "content-type": "application/json" },
      });
      expect(res.status).toBe(400);
      expect(res.json()).toHaveProperty("message");
      expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it("answers unknown API paths with a JSON 404", async () => {
      const res = await client.get("/api/nothing-here");
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: "Not found" });
    });
  });

  describe("rate-limit store", () => {
    it("counts in the database, so every instance shares the window", async () => {
      const Store = createDatabaseRateLimitStore(t.db);
      const a = new Store();
      const b = new Store(); // a second app instance on the same database
      const incr = (store: InstanceType<typeof Store>) =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr("203.0.113.9", (err, res) => (err ? reject(err) : resolve(res!)), 60_000, 10),
        );
      expect((await incr(a)).current).toBe(1);
      expect((await incr(b)).current).toBe(2);
      const third = await incr(a);
      expect(third.current).toBe(3);
      expect(third.ttl).toBeGreaterThan(55_000);
      expect(third.ttl).toBeLessThanOrEqual(60_000);
    });

    it("starts a new window once the old one has ended", async () => {
      const Store = createDatabaseRateLimitStore(t.db);
      const store = new Store();
      const incr = () =>
        new Promise<{ current: number; ttl: number }>((resolve, reject) =>
          store.incr("198.51.100.7", (err, res) => (err ? reject(err) : resolve(res!)), 50, 10),
        );
      await incr();
      await incr();
      await new Promise((r) => setTimeout(r, 80));
      expect((await incr()).current).toBe(1);
    });

    it("answers 429 with a clear message past the limit", async () => {
      // One request opens this client's window of the global API limit; then fill it to 300.
      await client.get("/api/settings");
      await t.db.execute(sql`update rate_limits set count = 300 where key = ${"global:127.0.0.1"}`);
      const res = await client.get("/api/settings");
      expect(res.status).toBe(429);
      expect(res.json<{ message: string }>().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      // A page in Spanish (its Content-Language) reads it in Spanish.
      const spanish = await client.request("GET", "/api/settings", { headers: { "content-language": "es" } });
      expect(spanish.status).toBe(429);
      expect(spanish.json<{ message: string }>().message).toMatch(/^Demasiadas solicitudes\. Inténtelo de nuevo en \d+ segundos\.$/);
      // Health checks stay outside the limit, so a busy client never takes an instance out of rotation.
      expect((await client.get("/api/health")).status).toBe(200);
    });
  });
});

describe.each(DATABASE_KINDS)("failures on %s", (kind) => {
  it("answers an unexpected server error with a generic 500 that leaks nothing", async () => {
    const t = await startTestApp(kind, {
      setup: (app) => {
        app.get("/api/test-explode", async () => {
          throw new Error("secret detail: connection string postgres://user:pw@db/internal");
        });
      },
    });
    try {
      const res = await new TestClient(t.url).get("/api/test-explode");
      expect(res.status).toBe(500);
      expect(res.json()).toEqual({ message: "Internal server error" });
      expect(res.text).not.toContain("secret detail");
      expect(res.headers.get("cache-control")).toBe("no-store");
    } finally {
      await t.close();
    }
  });

  it("reports 503 from the health check when the database is gone", async () => {
    const t = await startTestApp(kind);
    try {
      const client = new TestClient(t.url);
      expect((await client.get("/api/health")).status).toBe(200);
      await t.closeDatabase();
      const res = await client.get("/api/health");
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({ status: "error", database: "unreachable" });
    } finally {
      await t.close();
    }
  });
});
