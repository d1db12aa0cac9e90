CREATE INDEX "applications_secondary_guardian_email_idx" ON "applications" USING btree ("secondary_guardian_email");--> statement-breakpoint
CREATE INDEX "applications_duplicate_of_idx" ON "applications" USING btree ("duplicate_of");--> statement-breakpoint
CREATE INDEX "tour_bookings_email_idx" ON "tour_bookings" USING btree ("email");