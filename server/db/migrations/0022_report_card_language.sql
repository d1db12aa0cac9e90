DROP INDEX "report_cards_current_idx";--> statement-breakpoint
ALTER TABLE "report_cards" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_current_idx" ON "report_cards" USING btree ("student_id","term_id","language") WHERE "report_cards"."superseded_at" is null;