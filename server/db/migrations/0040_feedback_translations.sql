CREATE TABLE "feedback_translations" (
	"work_id" uuid NOT NULL,
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_translations_work_id_language_pk" PRIMARY KEY("work_id","language")
);
--> statement-breakpoint
ALTER TABLE "work" ADD COLUMN "feedback_language" text;--> statement-breakpoint
ALTER TABLE "feedback_translations" ADD CONSTRAINT "feedback_translations_work_id_work_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."work"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A comment saved before this was shown to every reader as written, in the school's language: English.
UPDATE "work" SET "feedback_language" = 'en' WHERE "feedback" IS NOT NULL;