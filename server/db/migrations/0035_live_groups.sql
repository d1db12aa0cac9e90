CREATE TABLE "class_groupings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"groups" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"janus_room" bigint,
	"secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "live_participants" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "groups_end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "groups_message" text;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "groups_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_groupings" ADD CONSTRAINT "class_groupings_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_groupings" ADD CONSTRAINT "class_groupings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_groups" ADD CONSTRAINT "live_groups_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_groupings_class_name_idx" ON "class_groupings" USING btree ("class_id","name");--> statement-breakpoint
CREATE INDEX "live_groups_room_idx" ON "live_groups" USING btree ("room_id");--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_group_id_live_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."live_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_participants" ADD CONSTRAINT "live_participants_group_id_live_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."live_groups"("id") ON DELETE set null ON UPDATE no action;