CREATE TABLE "assignment_translations" (
	"assignment_id" uuid NOT NULL,
	"language" text NOT NULL,
	"source_hash" text NOT NULL,
	"title" text NOT NULL,
	"instructions" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_translations_assignment_id_language_pk" PRIMARY KEY("assignment_id","language")
);
--> statement-breakpoint
ALTER TABLE "assignment_translations" ADD CONSTRAINT "assignment_translations_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;