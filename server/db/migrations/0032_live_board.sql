CREATE TABLE "live_board_strokes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"points" jsonb NOT NULL,
	"point_count" integer NOT NULL,
	"colour" text NOT NULL,
	"size" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "live_boards" (
	"room_id" uuid PRIMARY KEY NOT NULL,
	"open" boolean DEFAULT false NOT NULL,
	"background" text DEFAULT 'blank' NOT NULL,
	"pen" text DEFAULT 'none' NOT NULL,
	"pen_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "live_board_strokes" ADD CONSTRAINT "live_board_strokes_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_board_strokes" ADD CONSTRAINT "live_board_strokes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_boards" ADD CONSTRAINT "live_boards_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_boards" ADD CONSTRAINT "live_boards_pen_user_id_users_id_fk" FOREIGN KEY ("pen_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_board_strokes_room_idx" ON "live_board_strokes" USING btree ("room_id","created_at");