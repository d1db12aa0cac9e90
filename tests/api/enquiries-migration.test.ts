/**
 * Migration 0007 renames contact_messages to enquiries in place (docs/decisions/0014): a database
 * migrated to 0006 with an enquiry and its attachment keeps both, under the new names, and the
 * indexes and constraints are renamed with them, on PGlite and on PostgreSQL.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_DIR } from "../../server/db/client";

const BEFORE = "0006_verification_email";

/** A copy of the migrations folder that stops at `last`. */
function migrationsUpTo(last: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === last) + 1);
  mkdirSync(path.join(dir, "meta"));
  writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) cpSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

interface Handle {
  query: (sql: string) => Promise<Record<string, unknown>[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function pgliteHandle(): Promise<Handle> {
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return {
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgresHandle(): Promise<Handle> {
  const serverUrl = inject("postgresUrl");
  const name = `migration_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePg(client);
  return {
    query: async (sql) => (await client.query<Record<string, unknown>>(sql)).rows,
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ["pglite", pgliteHandle],
  ["postgres", postgresHandle],
] as const)("migration 0007 (enquiries) on %s", (_kind, open) => {
  it("keeps every enquiry and attachment, under the new table, column, index and constraint names", async () => {
    const db = await open();
    try {
      const before = migrationsUpTo(BEFORE);
      folders.push(before);
      await db.migrate(before);
      await db.query(`insert into users (id, username, password_hash, role) values ('6f1c2a57-0b7a-4b43-9b51-2f6f0f1f7e11', 'staff', 'x', 'admin')`);
      await db.query(
        `insert into contact_messages (id, parent_name, email, message, read_at, read_by)
         values ('0b7a6f1c-2a57-4b43-9b51-2f6f0f1f7e22', 'Ana Souza', 'ana@example.com', 'About maths', now(), '6f1c2a57-0b7a-4b43-9b51-2f6f0f1f7e11')`,
      );
      await db.query(
        `insert into uploads (stored_name, original_name, content_type, size, sha256, contact_message_id)
         values ('stored-1', 'report.pdf', 'application/pdf', 10, 'abc', '0b7a6f1c-2a57-4b43-9b51-2f6f0f1f7e22')`,
      );

      await db.migrate(MIGRATIONS_DIR);

      expect(await db.query(`select parent_name, message, read_by from enquiries`)).toEqual([
        { parent_name: "Ana Souza", message: "About maths", read_by: "6f1c2a57-0b7a-4b43-9b51-2f6f0f1f7e11" },
      ]);
      expect(await db.query(`select original_name, enquiry_id from uploads`)).toEqual([
        { original_name: "report.pdf", enquiry_id: "0b7a6f1c-2a57-4b43-9b51-2f6f0f1f7e22" },
      ]);
      expect(await db.query(`select to_regclass('public.contact_messages') as old`)).toEqual([{ old: null }]);
      const names = (
        await db.query(`select indexname as name from pg_indexes where tablename in ('enquiries', 'uploads')
        union select conname from pg_constraint where conrelid in ('enquiries'::regclass, 'uploads'::regclass) order by 1`)
      ).map((r) => r.name);
      expect(names).toEqual(
        expect.arrayContaining([
          "enquiries_pkey",
          "enquiries_created_at_idx",
          "enquiries_read_by_users_id_fk",
          "uploads_enquiry_id_idx",
          "uploads_enquiry_id_enquiries_id_fk",
        ]),
      );
      expect(names.filter((name) => String(name).includes("contact_message"))).toEqual([]);
      // The foreign key still holds: deleting the enquiry deletes its attachment's row.
      await db.query(`delete from enquiries`);
      expect(await db.query(`select count(*)::int as n from uploads`)).toEqual([{ n: 0 }]);
    } finally {
      await db.close();
    }
    // Opens a fresh PGlite and applies every migration twice over: well under 30 s alone, slower on a busy CI.
  }, 90_000);
});
