CREATE TABLE "live_slide_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"file_id" uuid,
	"title" text NOT NULL,
	"page_count" integer NOT NULL,
	"current_page" integer DEFAULT 1 NOT NULL,
	"opened_by" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "live_slide_decks_page_in_deck" CHECK ("live_slide_decks"."current_page" between 1 and "live_slide_decks"."page_count")
);
--> statement-breakpoint
CREATE TABLE "live_slide_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"stored_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "live_slide_pages_stored_name_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
ALTER TABLE "live_slide_decks" ADD CONSTRAINT "live_slide_decks_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_slide_decks" ADD CONSTRAINT "live_slide_decks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_slide_decks" ADD CONSTRAINT "live_slide_decks_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_slide_pages" ADD CONSTRAINT "live_slide_pages_deck_id_live_slide_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."live_slide_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_slide_decks_room_idx" ON "live_slide_decks" USING btree ("room_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_slide_decks_one_open_idx" ON "live_slide_decks" USING btree ("room_id") WHERE "live_slide_decks"."closed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "live_slide_pages_deck_page_idx" ON "live_slide_pages" USING btree ("deck_id","page");