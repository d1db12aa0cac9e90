/**
 * How the server reads odd addresses, over real HTTP with paths sent exactly as written: the
 * anti-forgery check decides on the route the router matched (not the raw text, which
 * /%61pi/... used to slip past), the trailing-slash redirect only ever names a path on this site, and
 * a malformed or over-long address is answered like any other unknown one, not with Fastify's own 400.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;

/** Ways of writing /api/<rest> that the router still reads as that route. */
const ROUTED: ((rest: string) => string)[] = [
  (rest) => `/%61pi/${rest}`,
  (rest) => `/%61%70%69/${rest}`,
  (rest) => `/%61pi/${rest.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
  (rest) => `/api/${rest.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
  (rest) => `/api/${rest}?via=query`,
  (rest) => `/api/${rest}#fragment`,
  // The absolute form of the request line (RFC 9112 section 3.2.2), which the router also matches.
  (rest) => `http://127.0.0.1/api/${rest}`,
];

/** Ways of writing it that no route matches: answered 403 (an API address) or 404, never run. */
const UNROUTED: ((rest: string) => string)[] = [
  (rest) => `/%2561pi/${rest}`,
  (rest) => `/API/${rest}`,
  (rest) => `/Api/${rest}`,
  (rest) => `//api/${rest}`,
  (rest) => `/api//${rest}`,
  (rest) => `/api/./${rest}`,
  (rest) => `/./api/${rest}`,
  (rest) => `/api/%2e/${rest}`,
  (rest) => `/%2e/api/${rest}`,
  (rest) => `/api/../api/${rest}`,
  (rest) => `/%2Fapi/${rest}`,
  (rest) => `/\\api/${rest}`,
  (rest) => `/api\\${rest}`,
  (rest) => `/api/${rest}/`,
  (rest) => `/api/${rest}%2F`,
  (rest) => `/api/${rest};x=1`,
];

describe.each(DATABASE_KINDS)("request paths on %s", (kind) => {
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

  async function signIn(role: "admin" | "parent") {
    const signedIn = await createSignedInUser(t.db, role);
    client.setCookie("sid", signedIn.sessionId);
    await client.get("/api/settings"); // the anti-forgery cookie, as a browser would hold it
    return signedIn;
  }

  const userCount = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(users))[0]!.n);

  describe("the anti-forgery check decides on the matched route", () => {
    it.each(ROUTED.map((write) => [write("admin/users")]))("POST %s without a token is refused and creates nobody", async (path) => {
      await signIn("admin");
      const before = await userCount();
      const person = { username: "forged.account", fullName: "Forged Account", email: "forged@example.com", role: "teacher" };
      const res = await client.rawRequest("POST", path, { body: person });
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ message: "Invalid or missing CSRF token" });
      expect(await userCount()).toBe(before);
    });

    it.each(ROUTED.map((write) => [write("account")]))("PATCH %s without a token is refused and changes nothing", async (path) => {
      const { user } = await signIn("parent");
      const res = await client.rawRequest("PATCH", path, { body: { fullName: "Changed By A Forged Request" } });
      expect(res.status).toBe(403);
      const [row] = await t.db.select({ fullName: users.fullName }).from(users).where(eq(users.id, user.id));
      expect(row!.fullName).toBeNull();
    });

    it.each(ROUTED.map((write) => [write("logout")]))("POST %s without a token does not sign out; with one it does", async (path) => {
      await signIn("parent");
      expect((await client.rawRequest("POST", path)).status).toBe(403);
      expect((await client.get("/api/user")).status).toBe(200);
      // The same address with the token reaches the real route: it was the check that refused it.
      const token = await client.csrfToken();
      expect((await client.rawRequest("POST", path, { headers: { "x-csrf-token": token } })).status).toBe(200);
      expect((await client.get("/api/user")).status).toBe(401);
    });

    it.each(MUTATING)("%s to /api/logout written any other way, without a token, never runs a route", async (method) => {
      await signIn("parent");
      for (const path of [...ROUTED, ...UNROUTED].map((write) => write("logout"))) {
        const res = await client.rawRequest(method, path);
        expect([403, 404], path).toContain(res.status);
        expect(res.json(), path).toEqual({ message: res.status === 403 ? "Invalid or missing CSRF token" : "Not found" });
        expect((await client.get("/api/user")).status, path).toBe(200);
      }
    });

    it("still refuses an unknown API address without a token, however it is written, then answers 404", async () => {
      for (const path of ["/api/no-such-endpoint", "/%61pi/no-such-endpoint", "//api/no-such-endpoint", "/api/./no-such-endpoint"]) {
        expect((await client.rawRequest("DELETE", path)).status, path).toBe(403);
      }
      const token = await client.csrfToken();
      const missing = await client.rawRequest("DELETE", "/%61pi/no-such-endpoint", { headers: { "x-csrf-token": token } });
      expect(missing.status).toBe(404);
      expect(missing.json()).toEqual({ message: "Not found" });
    });

    it("leaves a mutating request to a page address a plain 404", async () => {
      const res = await client.rawRequest("POST", "/contact", { body: {} });
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: "Not found" });
    });
  });

  describe("the trailing-slash redirect only names a path on this site", () => {
    it.each([
      "/.//evil.example/",
      "//evil.example/",
      "///evil.example//",
      "/\\evil.example/",
      "/\\\\evil.example/",
      "/\\/evil.example/",
      "/./\\evil.example/",
      "/.//evil/",
      "/a/../..//evil.example/",
      "/a/..\\..\\/\\evil.example/",
      "/%2F%2Fevil.example/",
      "/%5C%5Cevil.example/",
      "/%2e//evil.example/",
      "/.%2e//evil.example/",
      "/.//evil.example/?next=//evil.example",
    ])("GET %s", async (path) => {
      const res = await client.rawRequest("GET", path);
      expect([301, 404]).toContain(res.status);
      const location = res.headers.get("location");
      if (location === null) return;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://school.example/some/page").host).toBe("school.example");
      expect(location).not.toMatch(/\/$/);
    });

    it("redirects a malformed address's trailing slash to the same address here", async () => {
      const res = await client.rawRequest("GET", "/%E0%A4%A/");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/%25E0%25A4%25A");
    });

    it("still redirects a page's trailing slash to its one address, keeping the query", async () => {
      const res = await client.rawRequest("GET", "/our-school/?tab=1");
      expect(res.status).toBe(301);
      expect(res.headers.get("location")).toBe("/our-school?tab=1");
      expect((await client.rawRequest("GET", "/.//evil.example/")).headers.get("location")).toBe("/evil.example");
    });
  });

  describe("malformed and over-long addresses", () => {
    it.each(["/%E0%A4%A", "/%zz", "/careers%", "/our-school/%C3%28?x=%"])("GET %s answers 404 like any unknown page, with the usual headers", async (path) => {
      const res = await client.rawRequest("GET", path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("FST_ERR");
      expect(res.headers.get("content-type")).not.toContain("application/json");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    });

    it.each(["/api/%E0%A4%A", "/api/admin/users/%C3%28/deactivate", "/%61pi/%zz", "/%61pi/%E0%A4%A"])("GET %s answers the API's JSON 404", async (path) => {
      const res = await client.rawRequest("GET", path);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: "Not found" });
      expect(res.headers.get("cache-control")).toBe("no-store");
    });

    it("checks a malformed API address's anti-forgery token too", async () => {
      const res = await client.rawRequest("POST", "/api/%E0%A4%A");
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ message: "Invalid or missing CSRF token" });
    });

    it("answers a path parameter longer than the router takes with the API's JSON 404", async () => {
      await signIn("admin");
      const res = await client.rawRequest("POST", `/api/admin/users/${"a".repeat(150)}/deactivate`);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: "Not found" });
      expect(res.headers.get("cache-control")).toBe("no-store");
    });
  });
});
