/**
 * Parent-teacher conferences (issue 17, "Conferences"; docs/api/conferences.md).
 *
 * A teacher publishes availability windows: a school date, a start and an end in the school's zone,
 * a slot length, breaks and phone or video. Slots are not stored: they are computed from the window
 * (common/learning/conferences.ts `windowSlots`), so changing a window never leaves stale slot rows
 * behind, and a slot is free when no booking holds it. A booking is one child's conference with one
 * teacher; the bookings made by one request (a sibling visit laid out back to back) share `visitId`.
 *
 * No double booking: the booking transaction takes each teacher's advisory lock and checks overlaps,
 * and the partial unique index below is the database's last word (one booked row per teacher and
 * start), whatever the number of app instances.
 */
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { students } from "./structure";

export interface ConferenceBreak {
  startTime: string;
  endTime: string;
}

export const conferenceWindows = pgTable(
  "conference_windows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teacherUserId: uuid("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The school date (America/New_York) of the window. */
    date: date("date", { mode: "string" }).notNull(),
    /** "HH:MM", wall-clock time at the school. */
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    slotMinutes: integer("slot_minutes").notNull(),
    breaks: jsonb("breaks").$type<ConferenceBreak[]>().notNull().default([]),
    /** phone | video */
    mode: text("mode").notNull(),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** A removed window keeps its row (bookings made in it refer to it). */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [index("conference_windows_teacher_date_idx").on(t.teacherUserId, t.date)],
);

export const conferenceBookings = pgTable(
  "conference_bookings",
  {
    /** Also the calendar UID: `conference-<id>@<host>`, the same in the invitations and the feed. */
    id: uuid("id").primaryKey().defaultRandom(),
    /** The bookings of one request (a sibling visit) share it. */
    visitId: uuid("visit_id").notNull(),
    windowId: uuid("window_id")
      .notNull()
      .references(() => conferenceWindows.id),
    teacherUserId: uuid("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    bookedByUserId: uuid("booked_by_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** phone | video (the window's) */
    mode: text("mode").notNull(),
    /** booked | cancelled */
    status: text("status").notNull().default("booked"),
    /** The iCalendar SEQUENCE: raised by every change sent to calendars (a new time, a cancellation). */
    sequence: integer("sequence").notNull().default(0),
    /** The number the teacher calls for a phone conference. */
    contactPhone: text("contact_phone"),
    /** What the family would like to talk about. */
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledByUserId: uuid("cancelled_by_user_id").references(() => users.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
    /** Set once by the instance that sends the day-before reminder (a moved conference gets a new one). */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("conference_bookings_teacher_slot_idx")
      .on(t.teacherUserId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index("conference_bookings_student_idx").on(t.studentId, t.startsAt),
    index("conference_bookings_window_idx").on(t.windowId),
    index("conference_bookings_starts_idx").on(t.startsAt),
  ],
);
