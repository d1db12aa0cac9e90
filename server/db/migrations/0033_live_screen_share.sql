ALTER TABLE "live_participants" ADD COLUMN "may_share" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_participants" ADD COLUMN "screen_feed_id" bigint;--> statement-breakpoint
ALTER TABLE "live_participants" ADD COLUMN "screen_mid" text;