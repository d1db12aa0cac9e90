/** Virtual tours: seats taken per slot and the families' bookings. */
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Seats taken per tour slot; the upsert that takes a seat is what stops two families taking the last one. */
export const tourSlots = pgTable(
  "tour_slots",
  {
    tourDate: date("tour_date", { mode: "string" }).notNull(),
    tourTime: text("tour_time").notNull(),
    booked: integer("booked").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourDate, t.tourTime] })],
);

export const tourBookings = pgTable(
  "tour_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    childName: text("child_name").notNull(),
    gradeLevel: text("grade_level").notNull(),
    tourDate: date("tour_date", { mode: "string" }).notNull(),
    tourTime: text("tour_time").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    message: text("message"),
    /** The language of the page the family booked on (issue 32): staff's later mails about the tour speak it. */
    language: text("language").notNull().default("en"),
    /** booked | cancelled */
    status: text("status").notNull().default("booked"),
    ip: text("ip"),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("tour_bookings_slot_idx").on(t.tourDate, t.tourTime),
    index("tour_bookings_starts_at_idx").on(t.startsAt),
    // A family's bookings on /parent (stored lower-cased).
    index("tour_bookings_email_idx").on(t.email),
  ],
);
