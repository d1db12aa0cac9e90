/**
 * Several app instances behind a load balancer share one PostgreSQL database: start-up migrations
 * do not collide, a browser's session and anti-forgery token work on whichever instance answers, and
 * per-account limits count across instances.
 */
import { sql } from "drizzle-orm";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MFA_SETUPS_PER_ACCOUNT } from "../../server/auth/mfa";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { startTestApp, type TestApp } from "../support/test-app";

describe("two instances on one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;
  let third: TestApp;

  beforeAll(async () => {
    first = await startTestApp("postgres");
    // Two more instances start at the same moment on the same, already migrated database.
    [second, third] = await Promise.all([
      startTestApp("postgres", { databaseUrl: first.config.databaseUrl }),
      startTestApp("postgres", { databaseUrl: first.config.databaseUrl }),
    ]);
  });
  afterAll(async () => {
    await third?.close();
    await second?.close();
    await first?.close(); // drops the database last
  });

  it("all start and report healthy", async () => {
    for (const t of [first, second, third]) {
      expect((await new TestClient(t.url).get("/api/health")).status).toBe(200);
    }
  });

  it("accept a session created through another instance", async () => {
    const { user, sessionId } = await createSignedInUser(first.db, "teacher");
    for (const t of [first, second, third]) {
      const client = new TestClient(t.url);
      client.setCookie("sid", sessionId);
      const res = await client.get("/api/user");
      expect(res.status).toBe(200);
      expect(res.json()).toMatchObject({ id: user.id, role: "teacher" });
    }
  });

  it("count an account's 2FA setups together, whichever instance answers", async () => {
    const { sessionId } = await createSignedInUser(first.db, "guardian");
    const setup = async (t: TestApp) => {
      const client = new TestClient(t.url);
      client.setCookie("sid", sessionId);
      return (await client.mutate("POST", "/api/auth/mfa/setup")).status;
    };
    const instances = [first, second, third];
    for (let i = 0; i < MFA_SETUPS_PER_ACCOUNT; i++) expect(await setup(instances[i % 3]!)).toBe(200);
    for (const t of instances) expect(await setup(t)).toBe(429);
  });

  it("accept an anti-forgery token issued by another instance", async () => {
    const onFirst = new TestClient(first.url);
    const token = await onFirst.csrfToken();
    const onSecond = new TestClient(second.url);
    onSecond.setCookie("csrf", onFirst.getCookie("csrf")!);
    const res = await onSecond.request("POST", "/api/logout", { headers: { "x-csrf-token": token } });
    expect(res.status).toBe(200);
  });
});

describe("concurrent first start", () => {
  it("migrates a fresh database exactly once when instances start together", async () => {
    const seed = await startTestApp("postgres");
    // A brand-new database, then three instances racing to migrate it.
    const url = new URL(seed.config.databaseUrl!);
    await seed.db.execute(sql.raw("drop schema if exists drizzle cascade"));
    await seed.db.execute(sql.raw("drop schema public cascade"));
    await seed.db.execute(sql.raw("create schema public"));
    const racers = await Promise.all([0, 1, 2].map(() => startTestApp("postgres", { databaseUrl: url.toString() })));
    for (const t of racers) expect((await new TestClient(t.url).get("/api/health")).status).toBe(200);
    const { rows } = (await seed.db.execute(sql.raw("select count(*)::int as n from drizzle.__drizzle_migrations"))) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]!.n).toBe(readdirSync("server/db/migrations").filter((f) => f.endsWith(".sql")).length);
    for (const t of racers) await t.close();
    await seed.close();
  });
});
