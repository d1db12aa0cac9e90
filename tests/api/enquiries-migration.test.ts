/**
 * Migration 0007 renames contact_messages to enquiries in place (docs/decisions/0014): a database
 * migrated to 0006 with an enquiry and its attachment keeps both, under the new names, and the
 * indexes and constraints are renamed with them, on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "../../server/db/client";
import { databases, migrationsUpTo } from "../support/migrations";

const BEFORE = "0006_verification_email";

describe.each(databases)("migration 0007 (enquiries) on %s", (_kind, open) => {
  it("keeps every enquiry and attachment, under the new table, column, index and constraint names", async () => {
    const db = await open();
    try {
      const before = migrationsUpTo(BEFORE);
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
