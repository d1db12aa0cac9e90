/**
 * Attendance (issue 18, "Attendance and insights"; docs/api/attendance.md). A child's status in a
 * class session is computed from the live room (live.ts: arrivals, joins and leaves) by THE rule in
 * common/learning/attendance.ts; these tables hold what people add to it:
 *
 * - `attendance_marks`: the teacher's hand, one per child and session (a correction of the room's
 *   status with its reason, or the mark of a session held without video).
 * - `absence_reports`: a family's absence reported in advance, school dates inclusive; withdrawing
 *   keeps the row (`withdrawnAt`).
 * - `attendance_notices`: each unexplained absence told to the family once (the job's claim: several
 *   instances may run it at the same time).
 */
import { date, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { classSessions, students } from "./structure";

export const attendanceMarks = pgTable(
  "attendance_marks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classSessionId: uuid("class_session_id")
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** One of ATTENDANCE_STATUSES. */
    status: text("status").notNull(),
    /** Why the teacher changed the room's status (required for a correction; optional by hand). */
    reason: text("reason"),
    markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("attendance_marks_session_student_idx").on(t.classSessionId, t.studentId), index("attendance_marks_student_idx").on(t.studentId)],
);

export const absenceReports = pgTable(
  "absence_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** School dates (the school's zone), inclusive. */
    fromDate: date("from_date", { mode: "string" }).notNull(),
    toDate: date("to_date", { mode: "string" }).notNull(),
    reason: text("reason").notNull(),
    reportedBy: uuid("reported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [index("absence_reports_student_idx").on(t.studentId, t.fromDate)],
);

export const attendanceNotices = pgTable(
  "attendance_notices",
  {
    classSessionId: uuid("class_session_id")
      .notNull()
      .references(() => classSessions.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classSessionId, t.studentId] })],
);
