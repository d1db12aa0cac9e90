/**
 * Database faults under a running app (issue 13, items 2, 4 and 5): PostgreSQL ending the app's
 * connections while submissions are in flight, a PostgreSQL server that stops answering (a TCP
 * proxy the test freezes), statement timeouts, and database errors in the logs, which must name the
 * error's code and constraint but never the values of the failed statement.
 */
import { inArray, sql } from "drizzle-orm";
import { Writable } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from "../../server/errors";
import { enquiries, users } from "../../server/db/schema";
import { validContact } from "../support/form-data";
import { TestClient, type TestResponse } from "../support/http-client";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { createPostgresDatabase, DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

/** Everything the app logs, one JSON line each. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string; err?: Record<string, unknown> }) };
}

function expectUnavailable(res: TestResponse) {
  expect(res.status).toBe(503);
  expect(res.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
  expect(res.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
}

/** A name the contact form accepts (letters only), different for each n below 26 * 26. */
const letters = (n: number) => String.fromCharCode(65 + (Math.floor(n / 26) % 26)) + String.fromCharCode(97 + (n % 26));

/** A browser that has its anti-forgery token, so its submissions need no further request. */
async function submitter(url: string) {
  const client = new TestClient(url);
  const token = await client.csrfToken();
  return (body: Record<string, unknown>) => client.request("POST", "/api/contact", { body, headers: { "x-csrf-token": token } });
}

describe("PostgreSQL ending the app's connections (pg_terminate_backend)", () => {
  let t: TestApp;
  /** Ends the app's connections (outside any transaction, so it sees every backend as it is now). */
  let admin: pg.Client;
  /** Holds a lock that stops the submissions mid-transaction. */
  let locker: pg.Client;
  let lockerPid: number;
  const log = logCapture();

  beforeAll(async () => {
    t = await startTestApp("postgres", {
      config: { formRateLimitPerHour: 100_000, apiRateLimitPerMinute: 100_000, logLevel: "warn" },
      logStream: log.stream,
    });
    admin = new pg.Client({ connectionString: t.config.databaseUrl });
    locker = new pg.Client({ connectionString: t.config.databaseUrl });
    await admin.connect();
    await locker.connect();
    lockerPid = (await locker.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  });
  afterAll(async () => {
    await admin?.end();
    await locker?.end();
    await t?.close();
  });

  const terminateAppConnections = async () =>
    (
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> $1", [
        lockerPid,
      ])
    ).rowCount ?? 0;

  // Read on the test's own connection, which the terminations spare: a pooled one ended a moment ago may
  // not have left the pool yet (the clean clone of stop 49 failed on that read, not on the app).
  const stored = async (ids: string[]) =>
    ids.length === 0 ? 0 : Number((await admin.query<{ n: string }>("select count(*) as n from enquiries where id = any($1::uuid[])", [ids])).rows[0]!.n);

  it("answers the submissions in flight 503, stays up, and serves the next ones", async () => {
    const submit = await submitter(t.url);
    // The submissions stop inside their transaction, at the insert, until the test lets them go.
    await locker.query("begin");
    await locker.query("lock table enquiries in access exclusive mode");
    const inFlight = Array.from({ length: 6 }, (_, i) => submit(validContact({ parent_name: `Inflight Parent ${letters(i)}` })));
    for (let waited = 0; ; waited += 50) {
      const { rows } = await admin.query<{ n: string }>("select count(*) as n from pg_locks where relation = 'enquiries'::regclass and not granted");
      if (Number(rows[0]!.n) === 6) break;
      if (waited > 10_000) throw new Error("the submissions never reached the locked table");
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await terminateAppConnections()).toBeGreaterThanOrEqual(6);
    await locker.query("rollback");

    for (const res of await Promise.all(inFlight)) expectUnavailable(res);

    // The pool replaced the ended connections: the next submissions are stored.
    const next = await Promise.all(Array.from({ length: 4 }, (_, i) => submit(validContact({ parent_name: `After Parent ${letters(i)}` }))));
    expect(next.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await stored(next.map((r) => r.json<{ data: { id: string } }>().data.id))).toBe(4);
    expect((await new TestClient(t.url).get("/api/health")).status).toBe(200);

    // The warnings say what happened to the connection, never the submissions' values.
    const warnings = log.entries().filter((e) => e.msg === "request failed: database unavailable");
    expect(warnings.length).toBeGreaterThanOrEqual(6);
    for (const w of warnings) expect(`${w.err?.code} ${w.err?.message}`).toMatch(/57P01|Connection terminated|not queryable/);
    expect(log.lines.join("\n")).not.toMatch(/Inflight|Parent|maria|params|Failed query/i);
  });

  it("in a burst with connections ended at random moments: nothing 500, every acknowledged submission stored", async () => {
    const submit = await submitter(t.url);
    const statuses: number[] = [];
    const acknowledged: string[] = [];
    let ended = 0;
    for (let round = 0; round < 5; round++) {
      const burst = Promise.all(Array.from({ length: 12 }, (_, i) => submit(validContact({ parent_name: `Burst Parent ${letters(round * 12 + i)}` }))));
      for (let k = 0; k < 3; k++) {
        await new Promise((r) => setTimeout(r, Math.random() * 15));
        ended += await terminateAppConnections();
      }
      for (const res of await burst) {
        statuses.push(res.status);
        if (res.status === 201) acknowledged.push(res.json<{ data: { id: string } }>().data.id);
        else expectUnavailable(res);
      }
    }
    expect(ended).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(await stored(acknowledged)).toBe(acknowledged.length);

    // No connection was kept by a request that lost it: once the answers are in, every connection
    // is back in the pool, and more submissions than it has connections all go through at once.
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 3_000 });
    const after = await Promise.all(Array.from({ length: 15 }, (_, i) => submit(validContact({ parent_name: `After Burst ${letters(i)}` }))));
    expect(after.map((r) => r.status)).toEqual(Array(15).fill(201));
  });
});

describe("a PostgreSQL server that stops answering", () => {
  const HELD_NAME = "Held Transaction";
  const held = { inside: () => {}, goOn: Promise.resolve() };
  let t: TestApp;
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  // Both longer than the health check's 2 s, which must not wait for them.
  const timeouts = { connectMs: 3_000, statementMs: 2_000, idleInTransactionMs: 8_000 };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const proxied = new URL(database.url);
    proxied.port = String(proxy.port);
    t = await startTestApp("postgres", {
      databaseUrl: proxied.toString(),
      config: { databaseTimeouts: timeouts, formRateLimitPerHour: 1_000 },
      setup: (app) => {
        app.get("/api/test-slow-statement", async () => {
          await app.db.execute(sql`select pg_sleep(5)`);
          return { done: true };
        });
        // A transaction that stores a row, then waits for the test (which freezes the server) to go on.
        app.get("/api/test-held-transaction", async () => {
          await app.db.transaction(async (tx) => {
            await tx.insert(enquiries).values({ parentName: HELD_NAME, email: "held@example.com", message: "held" });
            held.inside();
            await held.goOn;
            await tx.execute(sql`select 1`);
          });
          return { done: true };
        });
      },
    });
  });
  afterAll(async () => {
    proxy?.resume();
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });
  beforeEach(() => proxy.resume());

  it("opens its connections with the configured statement and idle-in-transaction timeouts", async () => {
    const setting = async (name: string) => ((await t.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![name];
    expect(await setting("statement_timeout")).toBe("2s");
    expect(await setting("idle_in_transaction_session_timeout")).toBe("8s");
  });

  it("answers a statement the server cancelled for running too long with 503 and Retry-After", async () => {
    const started = performance.now();
    expectUnavailable(await new TestClient(t.url).get("/api/test-slow-statement"));
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it("reports itself unhealthy within seconds, answers 503 with Retry-After, and recovers without a restart", async () => {
    const client = new TestClient(t.url);
    const submit = await submitter(t.url);
    expect((await submit(validContact({ parent_name: "Before Freeze" }))).status).toBe(201);

    proxy.pause();
    let started = performance.now();
    const health = await client.get("/api/health");
    expect(health.status).toBe(503);
    expect(health.json()).toEqual({ status: "error", database: "unreachable" });
    expect(performance.now() - started).toBeLessThan(2_800);

    // On a connection the pool already holds (statement + 2 s = 4 s), or one it must open (3 s).
    started = performance.now();
    const [first, second] = await Promise.all([submit(validContact({ parent_name: "Frozen One" })), submit(validContact({ parent_name: "Frozen Two" }))]);
    expectUnavailable(first!);
    expectUnavailable(second!);
    expect(performance.now() - started).toBeLessThan(6_000);
    expectUnavailable(await client.get("/api/settings"));

    proxy.resume();
    let healthy = false;
    for (const deadline = Date.now() + 10_000; !healthy && Date.now() < deadline;) {
      healthy = (await client.get("/api/health")).status === 200;
      if (!healthy) await new Promise((r) => setTimeout(r, 200));
    }
    expect(healthy).toBe(true);
    const after = await submit(validContact({ parent_name: "After Thaw" }));
    expect(after.status).toBe(201);
    const id = after.json<{ data: { id: string } }>().data.id;
    expect(
      (
        await t.db
          .select()
          .from(enquiries)
          .where(inArray(enquiries.id, [id]))
      ).length,
    ).toBe(1);
  }, 30_000);

  it("never hands a connection whose transaction timed out to the next request", async () => {
    const submit = await submitter(t.url);
    let goOn!: () => void;
    const inside = new Promise<void>((resolve) => (held.inside = resolve));
    held.goOn = new Promise<void>((resolve) => (goOn = resolve));
    const answer = new TestClient(t.url).get("/api/test-held-transaction");
    await inside;
    proxy.pause();
    goOn();
    // The statement after the freeze, then the ROLLBACK, get no answer.
    const t0 = performance.now();
    const a = await answer;
    process.stdout.write(`DEBUG ${performance.now() - t0} ${a.status} ${a.text}\n`);
    expectUnavailable(a);
    proxy.resume();

    // Had the connection gone back to the pool with its transaction open, the next submission on it
    // would commit the held row along with its own.
    for (let i = 0; i < 4; i++) expect((await submit(validContact({ parent_name: `Next Parent ${letters(i)}` }))).status).toBe(201);
    const stray = await t.db
      .select()
      .from(enquiries)
      .where(inArray(enquiries.parentName, [HELD_NAME]));
    expect(stray).toEqual([]);
  }, 30_000);
});

describe.each(DATABASE_KINDS)("database errors in the logs on %s", (kind) => {
  let t: TestApp;
  const log = logCapture();
  // Personal data of the kind the forms store, in the failing statements' parameters.
  const person = { username: "zebedee.quux", email: "zebedee.quux@family.example", dob: "Zebedee Quux 2019-02-30", needs: "Quux needs a quiet room" };

  beforeAll(async () => {
    t = await startTestApp(kind, {
      config: { logLevel: "info" },
      logStream: log.stream,
      setup: (app) => {
        const values = { username: person.username, email: person.email, passwordHash: "x", role: "guardian" as const };
        // A unique violation: PostgreSQL's detail quotes the duplicate value.
        app.get("/api/test-duplicate", async () => {
          await app.db.insert(users).values(values);
          await app.db.insert(users).values(values);
        });
        // Refused input: PostgreSQL's message itself quotes the value.
        app.get("/api/test-bad-date", async () => {
          await app.db.execute(sql`select ${person.dob}::date, ${person.needs}::text`);
        });
        // A NUL character, which PostgreSQL refuses in text.
        app.get("/api/test-nul", async () => {
          await app.db.execute(sql`select ${`${person.needs}\u0000`}::text`);
        });
        // A database error wrapped once more by the code that caught it.
        app.get("/api/test-wrapped", async () => {
          try {
            await app.db.execute(sql`select ${person.dob}::date`);
          } catch (err) {
            throw new Error("loading the family failed", { cause: err });
          }
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(["/api/test-duplicate", "/api/test-bad-date", "/api/test-nul", "/api/test-wrapped"])(
    "%s: answers 500 and logs the error's code, never the statement or its values",
    async (path) => {
      log.lines.length = 0;
      const res = await new TestClient(t.url).get(path);
      expect(res.status).toBe(500);
      expect(res.json()).toEqual({ message: "Internal server error" });
      const failure = log.entries().find((e) => e.msg === "request failed");
      expect(failure?.err?.code).toMatch(/^[0-9A-Z]{5}$/);
      expect(failure?.err?.stack).toMatch(/\n\s+at /);
      const text = log.lines.join("\n");
      for (const value of Object.values(person)) expect(text).not.toContain(value);
      expect(text).not.toMatch(/zebedee|quux|params|Failed query|select |insert into/i);
    },
  );

  it("names the constraint and table of a unique violation", async () => {
    log.lines.length = 0;
    await t.db.delete(users);
    await new TestClient(t.url).get("/api/test-duplicate");
    const failure = log.entries().find((e) => e.msg === "request failed");
    expect(failure?.err).toMatchObject({ code: "23505", constraint: expect.stringMatching(/^users_/), table: "users" });
    expect(failure?.err?.message).toMatch(/^duplicate key value violates unique constraint/);
  });
});
