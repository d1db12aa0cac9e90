ALTER TABLE "users" ADD COLUMN "sourced_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sourced_id_unique" UNIQUE("sourced_id");