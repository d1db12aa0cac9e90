ALTER TABLE "classes" ADD COLUMN "copied_from_id" uuid;--> statement-breakpoint
ALTER TABLE "school_years" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "student_withdrawals" ADD COLUMN "kind" text DEFAULT 'withdrawn' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_copied_from_id_classes_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;