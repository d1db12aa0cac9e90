/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite persisted in
 * DATA_DIR/db (locked to this process). Migrations are applied on open; on PostgreSQL an advisory
 * lock keeps instances that start together from migrating at the same time.
 */
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdir } from "node:fs/promises";
import { preparePrivateDir, PRIVATE_DIR_MODE } from "../data-dir";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from "../config";
import { lockDirectory } from "./directory-lock";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Subscribes to a PostgreSQL notification channel (LISTEN). On PostgreSQL the subscription holds a
 * connection of its own and reconnects after a loss, calling `onReconnect` so callers can catch up on
 * what was sent meanwhile; PGlite delivers in-process. Resolves with the function that unsubscribes.
 */
export type Listen = (channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  listen: Listen;
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** Arbitrary constant naming this application's migration lock. */
const MIGRATION_LOCK_ID = 724_300_001;

/** How much longer than statement_timeout the client waits for an answer before it drops the connection. */
const CLIENT_GRACE_MS = 2_000;

/**
 * The planner's cost of reading a page out of order, for this application's sessions
 * (docs/decisions/0020-planner-page-cost.md): a school's database stays in memory, where PostgreSQL's
 * default of 4 (for spinning disks) made it scan whole tables instead of following an index.
 */
export const RANDOM_PAGE_COST = 1.1;

export async function openDatabase(options: { databaseUrl?: string; dataDir: string; timeouts?: DatabaseTimeouts }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.timeouts ?? DATABASE_TIMEOUT_DEFAULTS);

  const dir = path.join(options.dataDir, "db");
  // Scripts open the database without the app: DATA_DIR is made private here too.
  await preparePrivateDir(options.dataDir);
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const unlock = await lockDirectory(dir);
  try {
    const client = await PGlite.create(dir);
    await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }).catch(async (err) => {
      await client.close();
      throw err;
    });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      listen: async (channel, onPayload) => {
        const unlisten = await client.listen(channel, onPayload);
        return async () => {
          if (!client.closed) await unlisten();
        };
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          await unlock();
        }
      },
    };
  } catch (err) {
    await unlock();
    throw err;
  }
}

async function openPostgres(connectionString: string, timeouts: DatabaseTimeouts): Promise<Database> {
  // Migrations run on a connection of their own, without the statement timeouts: waiting for another
  // instance's migration, or a long migration, is expected at start-up.
  const migrator = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs });
  migrator.on("error", () => {}); // a lost connection fails the query in progress, which reports it
  await migrator.connect();
  try {
    await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client: migrator, schema }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await migrator.end().catch(() => {});
  }

  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Waiting for a connection (a new one, or a free one when all ten are busy) ends after this.
    connectionTimeoutMillis: timeouts.connectMs,
    // The server cancels a statement that runs too long and ends a transaction left idle (freeing its locks).
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // A server that does not answer at all (frozen, partitioned) cannot cancel anything: the client stops waiting.
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // An idle connection that drops (server restart, failover, an administrator ending it) is
  // discarded by the pool, which opens a new one when needed. Without a listener the event would
  // crash the process.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    releaseOnLostConnection(client);
    dropConnectionOnReadTimeout(client);
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<() => Promise<void>>();
  const listen: Listen = async (channel, onPayload, onReconnect) => {
    const stop = await listenOnPostgres(connectionString, timeouts, channel, onPayload, onReconnect);
    listeners.add(stop);
    return async () => {
      listeners.delete(stop);
      await stop();
    };
  };
  return {
    db,
    kind: "postgres",
    listen,
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** How long a lost LISTEN connection waits before it tries again, doubling up to the last. */
const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * A LISTEN on a connection of its own (a pooled connection cannot keep one). When it drops, it is
 * opened again with growing pauses; notifications sent while it was down are lost, so `onReconnect`
 * tells the caller to read what it missed from the tables.
 */
async function listenOnPostgres(
  connectionString: string,
  timeouts: DatabaseTimeouts,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: timeouts.connectMs, keepAlive: true });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = undefined;
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", lost);
    next.on("end", lost);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${quoted}`);
    } catch (err) {
      if (client === next) client = undefined;
      await next.end().catch(() => {});
      throw err;
    }
  };

  const schedule = () => {
    const wait = LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (stopped) return;
      connect().then(
        () => {
          failures = 0;
          onReconnect?.();
        },
        () => schedule(),
      );
    }, wait);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    const last = client;
    client = undefined;
    await last?.end().catch(() => {});
  };
}

/**
 * A connection checked out by a request can drop too (pg_terminate_backend mid-transaction, a failover):
 * the query in flight, or the next one, fails and the request answers 503. The client's "error" event
 * must have a listener (without one it crashes the process), and the client must go back to the pool,
 * which discards it: Drizzle's transaction never releases its client when BEGIN itself fails, and
 * every such request would otherwise keep one of the pool's connections for good. Releasing is made
 * idempotent for that, so the owner's own release() afterwards does nothing.
 */
function releaseOnLostConnection(client: pg.PoolClient) {
  // pg-pool assigns `release` at each checkout; it is kept here and handed out once.
  let release: pg.PoolClient["release"] | undefined;
  const releaseOnce: pg.PoolClient["release"] = (err) => {
    const pending = release;
    release = undefined;
    pending?.(err);
  };
  Object.defineProperty(client, "release", {
    configurable: true,
    get: () => releaseOnce,
    set: (fn: pg.PoolClient["release"]) => {
      release = fn;
    },
  });
  // While idle in the pool, `release` is unset and pg-pool's own listener discards the client.
  client.on("error", (err) => releaseOnce(err));
}

/**
 * After query_timeout, node-postgres reports the error but leaves the unanswered statement pending on
 * the connection: every later query on it would wait behind it, and a transaction whose ROLLBACK was
 * never sent could be reused by the next request. Such a connection is closed instead, so the pool
 * discards it and opens a fresh one.
 */
function dropConnectionOnReadTimeout(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const onError = (err: unknown) => {
    if (err instanceof Error && err.message === "Query read timeout") {
      (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
    }
  };
  client.query = ((...args: unknown[]) => {
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (err: unknown, ...rest: unknown[]) => {
        if (err) onError(err);
        return (callback as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(onError);
    return result;
  }) as typeof client.query;
}

/** A round trip to the database, given up after `timeoutMs` if given (health checks must answer even when it hangs). */
export async function pingDatabase(db: Db, timeoutMs?: number): Promise<void> {
  const ping = db.execute(sql`select 1`);
  if (timeoutMs === undefined) {
    await ping;
    return;
  }
  // If the timer wins, the query still ends later (at the latest after query_timeout): nothing awaits it then.
  ping.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
