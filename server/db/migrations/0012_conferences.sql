CREATE TABLE "conference_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"window_id" uuid NOT NULL,
	"teacher_user_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"booked_by_user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"contact_phone" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" uuid,
	"cancel_reason" text,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conference_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"breaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_window_id_conference_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."conference_windows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_bookings" ADD CONSTRAINT "conference_bookings_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_windows" ADD CONSTRAINT "conference_windows_teacher_user_id_users_id_fk" FOREIGN KEY ("teacher_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conference_bookings_teacher_slot_idx" ON "conference_bookings" USING btree ("teacher_user_id","starts_at") WHERE "conference_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "conference_bookings_student_idx" ON "conference_bookings" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "conference_bookings_window_idx" ON "conference_bookings" USING btree ("window_id");--> statement-breakpoint
CREATE INDEX "conference_bookings_starts_idx" ON "conference_bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "conference_windows_teacher_date_idx" ON "conference_windows" USING btree ("teacher_user_id","date");