ALTER TABLE "live_groups" ADD COLUMN "media_server" text;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "media_server" text;