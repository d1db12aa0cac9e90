ALTER TABLE "applications" ADD COLUMN "desired_start" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "school_year" integer;