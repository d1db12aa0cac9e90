/**
 * The real-time bus (server/realtime/bus.ts): an event published in a transaction reaches every
 * instance on the same database once the transaction commits, never for a rolled-back one; a lost
 * LISTEN connection is reopened and subscribers are told to catch up. On PGlite it works in-process.
 */
import { eq, sql } from "drizzle-orm";
import { notifications } from "../../server/db/schema";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publish, type BusEvent } from "../../server/realtime/bus";
import { notify } from "../../server/notifications/notify";
import { createSession } from "../../server/auth/sessions";
import { MAX_STREAMS_PER_PERSON, TOO_MANY_STREAMS } from "../../server/routes/events";
import { createUser } from "../support/fixtures";
import { openEventStream } from "../support/event-stream";
import { startTestApp, type TestApp } from "../support/test-app";

function nextEvent(app: TestApp, topic: string, timeoutMs = 3_000): Promise<BusEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no event on ${topic} within ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = app.app.bus.subscribe(topic, (event) => {
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

function collect(app: TestApp, topic: string): BusEvent[] {
  const seen: BusEvent[] = [];
  app.app.bus.subscribe(topic, (event) => seen.push(event));
  return seen;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("the real-time bus on PGlite", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => t?.close());

  it("delivers a committed event to the topic's subscribers only", async () => {
    const other = collect(t, "user:other");
    const arrived = nextEvent(t, "user:one");
    await t.db.transaction(async (tx) => publish(tx, { topic: "user:one", type: "ping", data: { n: 1 } }));
    expect(await arrived).toEqual({ topic: "user:one", type: "ping", data: { n: 1 } });
    await settle();
    expect(other).toEqual([]);
  });

  it("delivers nothing for a rolled-back transaction", async () => {
    const seen = collect(t, "user:rolled-back");
    await t.db
      .transaction(async (tx) => {
        await publish(tx, { topic: "user:rolled-back", type: "ping" });
        throw new Error("roll back");
      })
      .catch(() => {});
    await settle();
    expect(seen).toEqual([]);
  });

  it("notify() stores the notification and nudges the person's pages", async () => {
    const user = await createUser(t.db, "parent");
    const arrived = nextEvent(t, `user:${user.id}`);
    await notify(t.db, [{ userId: user.id, kind: "message", title: { id: "notices.message.title", values: { name: "Ms. Rivera" } } }], { now: new Date() });
    expect(await arrived).toMatchObject({ type: "notifications" });
    const rows = await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toEqual([{ title: "New message from Ms. Rivera" }]);
  });

  it("caps one person's open event streams with a 429 (others unaffected) and frees a place when a page goes", async () => {
    const parent = await createUser(t.db, "parent");
    const sid = (await createSession(t.db, parent.id)).id;
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_PERSON }, () => openEventStream(t.url, sid)));
    try {
      expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
      const refused = await fetch(`${t.url}/api/events`, { headers: { cookie: `sid=${sid}` }, signal: AbortSignal.timeout(5_000) });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: TOO_MANY_STREAMS });
      expect(refused.headers.get("retry-after")).toBe("30");

      const someoneElse = await openEventStream(t.url, (await createSession(t.db, (await createUser(t.db, "parent")).id)).id);
      expect(someoneElse.status).toBe(200);
      someoneElse.close();

      streams.pop()!.close();
      // The server hears of the closed page a moment later.
      await vi.waitFor(
        async () => {
          const again = await openEventStream(t.url, sid);
          if (again.status !== 200) throw new Error(`status ${again.status}`);
          streams.push(again);
        },
        { timeout: 3_000, interval: 20 },
      );
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("refuses an event too large for a PostgreSQL notification", async () => {
    await expect(publish(t.db, { topic: "user:x", type: "big", data: { text: "x".repeat(9_000) } })).rejects.toThrow(/too large/);
  });
});

describe("the real-time bus across two instances on one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp("postgres");
    second = await startTestApp("postgres", { databaseUrl: first.config.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("an event published through one instance reaches the other's subscribers", async () => {
    const onSecond = nextEvent(second, "conversation:c1");
    const onFirst = nextEvent(first, "conversation:c1");
    const started = Date.now();
    await first.db.transaction(async (tx) => publish(tx, [{ topic: "conversation:c1", type: "message", data: { id: "m1" } }]));
    expect(await onSecond).toEqual({ topic: "conversation:c1", type: "message", data: { id: "m1" } });
    expect(await onFirst).toMatchObject({ type: "message" });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("a lost LISTEN connection is reopened, subscribers are told to catch up, and events flow again", async () => {
    let resynced = 0;
    second.app.bus.onResync(() => (resynced += 1));
    await first.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => resynced, { timeout: 5_000 }).toBeGreaterThan(0);
    const arrived = nextEvent(second, "room:r1");
    await publish(first.db, { topic: "room:r1", type: "admit" });
    expect(await arrived).toMatchObject({ type: "admit" });
  });
});
