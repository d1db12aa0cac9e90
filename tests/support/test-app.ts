/**
 * Starts the real application over HTTP for API tests, on PGlite (a fresh data directory) or on
 * its own database in the test PostgreSQL server.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, inject } from "vitest";
import { buildApp } from "../../server/app";
import { serveAxeScript } from "./axe-script";
import { loadConfig, type AppConfig } from "../../server/config";
import { openDatabase, type Database, type Db } from "../../server/db/client";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

export type DatabaseKind = "pglite" | "postgres";
export const DATABASE_KINDS: DatabaseKind[] = ["pglite", "postgres"];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  url: string;
  config: AppConfig;
  /** Closes the database under the running app, as an outage would. */
  closeDatabase: () => Promise<void>;
  close: () => Promise<void>;
}

/** A new, empty database on the test PostgreSQL server (or the one given), dropped by `drop`. */
export async function createPostgresDatabase(serverUrl = inject("postgresUrl")): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface StartOptions {
  config?: Partial<AppConfig>;
  /** Use this PostgreSQL database instead of creating one (a second instance on the same data). */
  databaseUrl?: string;
  /** Runs before the app listens: tests may add routes here. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /** Turns the app's logger on, writing to this stream (set `config.logLevel` too: tests default to silent). */
  logStream?: NodeJS.WritableStream;
}

export async function startTestApp(kind: DatabaseKind, options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-test-"));
  const template = kind === "pglite" ? inject("pgliteTemplate") : undefined;
  if (template) cpSync(template, path.join(dataDir, "db"), { recursive: true });
  const pgDb = kind === "postgres" && !options.databaseUrl ? await createPostgresDatabase() : undefined;
  const overrides = options.config ?? {};
  const config = loadConfig(
    { NODE_ENV: "test", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    { databaseUrl: options.databaseUrl ?? pgDb?.url, host: "127.0.0.1", clientDir: path.join(dataDir, "no-client-build"), ...overrides },
  );
  const database: Database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, timeouts: config.databaseTimeouts });
  const app = await buildApp({ config, database, logger: Boolean(options.logStream), logStream: options.logStream });
  // A server with the built site is one an end-to-end test browses and may check with axe.
  if (overrides.clientDir) serveAxeScript(app);
  await options.setup?.(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  let databaseClosed = false;
  return {
    app,
    db: database.db,
    url: `http://127.0.0.1:${port}`,
    config,
    closeDatabase: async () => {
      if (!databaseClosed) await database.close();
      databaseClosed = true;
    },
    close: async () => {
      // A client's idle keep-alive connection would hold the close open (seen for 70 s on PostgreSQL).
      app.server.closeAllConnections();
      await app.close();
      if (!databaseClosed) await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The tables `truncate ... cascade` of these would empty: these and every table referring to them. */
const RESET_ROOTS = [
  "sessions",
  "verifications",
  "login_attempts",
  "mfa_backup_codes",
  "user_mfa",
  "users",
  "rate_limits",
  "enquiries",
  "uploads",
  "tour_slots",
  "tour_bookings",
  "applications",
  "application_events",
  "mail_outbox",
  "audit_log",
  "school_years",
];
const resetStatements = new WeakMap<Db, Promise<string>>();

async function resetStatement(db: Db): Promise<string> {
  const result = await db.execute(sql`
    with recursive emptied(oid) as (
      select oid from pg_class where relnamespace = 'public'::regnamespace and relname in ${RESET_ROOTS}
      union
      select c.conrelid from pg_constraint c join emptied on c.confrelid = emptied.oid where c.contype = 'f'
    )
    select relname from pg_class where oid in (select oid from emptied) order by relname`);
  const { rows } = result as unknown as { rows: { relname: string }[] };
  const deletes = rows.map((r) => `delete from "${r.relname}";`).join(" ");
  // No table has a sequence (ids are UUIDs), so nothing needs restarting.
  return `do $$ begin set local session_replication_role = replica; ${deletes} end $$`;
}

/**
 * Empties every table between tests (the schema stays migrated). `truncate` made new files for some
 * 60 tables and their indexes and took about 200 ms on PGlite; deleting the few rows a test made,
 * with the foreign-key triggers off for the statement (as a replica applies changes), takes about 5 ms.
 */
export async function resetDatabase(db: Db) {
  let statement = resetStatements.get(db);
  if (!statement) resetStatements.set(db, (statement = resetStatement(db)));
  await db.execute(sql.raw(await statement));
  await db.execute(sql`delete from settings where key not in ('app_secret', 'notification_unsubscribe_secret', 'notification_public_url')`);
}

/**
 * The hooks of an API suite whose app sends mail: the app and a real SMTP server start once for the
 * suite; before each test the mail still on its way is delivered, then the database and the mailbox
 * are emptied. The returned objects are filled in when the suite starts, so they can be named at
 * the top of a `describe` and used inside its tests and hooks (registered later, so they run after).
 */
export function appWithMailServer(kind: DatabaseKind, config: (smtpUrl: string) => Partial<AppConfig>) {
  const t = {} as TestApp;
  const smtp = {} as TestSmtpServer;
  let started = false;
  beforeAll(async () => {
    Object.assign(smtp, await startSmtpServer());
    Object.assign(t, await startTestApp(kind, { config: config(smtp.url) }));
    started = true;
  });
  afterAll(async () => {
    if (started) await t.close();
    await smtp.close?.();
  });
  beforeEach(async () => {
    await t.app.mail.runOnce();
    await resetDatabase(t.db);
    smtp.messages.length = 0;
  });
  return { t, smtp };
}
