CREATE TABLE "game_answers" (
	"round_id" uuid NOT NULL,
	"item_index" integer NOT NULL,
	"student_id" uuid NOT NULL,
	"standard_code" text NOT NULL,
	"level" integer NOT NULL,
	"right_first_time" boolean NOT NULL,
	"tries" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_answers_round_id_item_index_pk" PRIMARY KEY("round_id","item_index")
);
--> statement-breakpoint
CREATE TABLE "game_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid,
	"kind" text NOT NULL,
	"note" text,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_limits" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"minutes_per_day" integer NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seed" integer NOT NULL,
	"language" text NOT NULL,
	"assignment_id" uuid,
	"level" integer NOT NULL,
	"item_index" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"tried" text[] DEFAULT '{}'::text[] NOT NULL,
	"right_first_time" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"stars" integer,
	CONSTRAINT "game_rounds_level_check" CHECK ("game_rounds"."level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "game_answers" ADD CONSTRAINT "game_answers_round_id_game_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."game_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_answers" ADD CONSTRAINT "game_answers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_assignments" ADD CONSTRAINT "game_assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_assignments" ADD CONSTRAINT "game_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_assignments" ADD CONSTRAINT "game_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_limits" ADD CONSTRAINT "game_limits_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_limits" ADD CONSTRAINT "game_limits_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_assignment_id_game_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."game_assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_answers_student_idx" ON "game_answers" USING btree ("student_id","standard_code");--> statement-breakpoint
CREATE INDEX "game_assignments_class_idx" ON "game_assignments" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "game_assignments_student_idx" ON "game_assignments" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "game_rounds_student_idx" ON "game_rounds" USING btree ("student_id","started_at");