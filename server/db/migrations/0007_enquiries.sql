-- The public contact messages are "enquiries" (docs/decisions/0014): the table, its column in
-- uploads, and every index and constraint that named them are renamed in place, so no row moves.
ALTER TABLE "contact_messages" RENAME TO "enquiries";--> statement-breakpoint
ALTER TABLE "enquiries" RENAME CONSTRAINT "contact_messages_pkey" TO "enquiries_pkey";--> statement-breakpoint
ALTER TABLE "enquiries" RENAME CONSTRAINT "contact_messages_read_by_users_id_fk" TO "enquiries_read_by_users_id_fk";--> statement-breakpoint
ALTER INDEX "contact_messages_created_at_idx" RENAME TO "enquiries_created_at_idx";--> statement-breakpoint
ALTER TABLE "uploads" RENAME COLUMN "contact_message_id" TO "enquiry_id";--> statement-breakpoint
ALTER TABLE "uploads" RENAME CONSTRAINT "uploads_contact_message_id_contact_messages_id_fk" TO "uploads_enquiry_id_enquiries_id_fk";--> statement-breakpoint
ALTER INDEX "uploads_contact_message_id_idx" RENAME TO "uploads_enquiry_id_idx";
--> statement-breakpoint
-- PostgreSQL 18 (and PGlite) also name each NOT NULL constraint after its table.
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint WHERE conrelid = 'enquiries'::regclass AND conname LIKE 'contact\_messages\_%' LOOP
    EXECUTE format('ALTER TABLE "enquiries" RENAME CONSTRAINT %I TO %I', c.conname, 'enquiries_' || substr(c.conname, length('contact_messages_') + 1));
  END LOOP;
END $$;
