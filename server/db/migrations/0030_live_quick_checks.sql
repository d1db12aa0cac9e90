CREATE TABLE "live_check_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"student_id" uuid,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"question" text,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"totals_shown" boolean DEFAULT false NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "live_check_answers" ADD CONSTRAINT "live_check_answers_check_id_live_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."live_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_check_answers" ADD CONSTRAINT "live_check_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_check_answers" ADD CONSTRAINT "live_check_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_checks" ADD CONSTRAINT "live_checks_room_id_live_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."live_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_checks" ADD CONSTRAINT "live_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_check_answers_check_user_idx" ON "live_check_answers" USING btree ("check_id","user_id");--> statement-breakpoint
CREATE INDEX "live_checks_room_idx" ON "live_checks" USING btree ("room_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_checks_one_open_idx" ON "live_checks" USING btree ("room_id") WHERE "live_checks"."closed_at" is null;