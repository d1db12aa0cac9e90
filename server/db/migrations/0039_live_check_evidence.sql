ALTER TABLE "live_check_answers" ADD COLUMN "evidence_level" integer;--> statement-breakpoint
ALTER TABLE "live_check_answers" ADD COLUMN "evidence_set_by" uuid;--> statement-breakpoint
ALTER TABLE "live_check_answers" ADD COLUMN "evidence_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_checks" ADD COLUMN "standard_id" uuid;--> statement-breakpoint
ALTER TABLE "live_checks" ADD COLUMN "correct_answer" text;--> statement-breakpoint
ALTER TABLE "live_check_answers" ADD CONSTRAINT "live_check_answers_evidence_set_by_users_id_fk" FOREIGN KEY ("evidence_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_checks" ADD CONSTRAINT "live_checks_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_check_answers_student_idx" ON "live_check_answers" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "live_checks_standard_idx" ON "live_checks" USING btree ("standard_id");--> statement-breakpoint
ALTER TABLE "live_check_answers" ADD CONSTRAINT "live_check_answers_evidence_level" CHECK ("live_check_answers"."evidence_level" between 1 and 4);--> statement-breakpoint
ALTER TABLE "live_checks" ADD CONSTRAINT "live_checks_standard_answer" CHECK (("live_checks"."standard_id" is null) = ("live_checks"."correct_answer" is null));