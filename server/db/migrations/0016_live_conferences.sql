ALTER TABLE "live_rooms" ALTER COLUMN "class_session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "live_participants" ADD COLUMN "self_camera_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD COLUMN "conference_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_conference_booking_id_conference_bookings_id_fk" FOREIGN KEY ("conference_booking_id") REFERENCES "public"."conference_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_rooms_conference_idx" ON "live_rooms" USING btree ("conference_booking_id");--> statement-breakpoint
ALTER TABLE "live_rooms" ADD CONSTRAINT "live_rooms_one_session" CHECK (("live_rooms"."class_session_id" is null) <> ("live_rooms"."conference_booking_id" is null));