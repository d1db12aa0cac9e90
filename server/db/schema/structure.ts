/**
 * The school's structure, the learning wing's base (issue 15): school years with their terms and
 * calendar days, subjects, classes with their staff and enrolments, the children and the guardians
 * linked to them, the weekly timetable and the dated class sessions expanded from it, and the
 * personal calendar feeds. Who may see what is decided in server/learning/access.ts alone.
 */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { applications } from "./admissions";
import { billingFamilies } from "./billing";
import { createdAt } from "./columns";

/** A school year ("2026-27"), August to June. Exactly one is current (a partial unique index). */
export const schoolYears = pgTable(
  "school_years",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    isCurrent: boolean("is_current").notNull().default(false),
    /** When the move to the next year archived it (issue 36): read-only from then on. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** OneRoster sourcedId when the year came from (or goes to) another system. */
    sourcedId: text("sourced_id").unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("school_years_one_current_idx")
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);

/** The three terms of a year (tuition is paid per term); `number` is 1, 2 or 3. */
export const terms = pgTable(
  "terms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolYearId: uuid("school_year_id")
      .notNull()
      .references(() => schoolYears.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    name: text("name").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    sourcedId: text("sourced_id").unique(),
  },
  (t) => [uniqueIndex("terms_year_number_idx").on(t.schoolYearId, t.number)],
);

/**
 * Days on the school calendar: `holiday` and `closure` days have no class sessions; an `event` (a
 * family morning, a showcase) is shown on every calendar and cancels nothing. Dates are inclusive
 * calendar days in the school's zone.
 */
export const schoolDays = pgTable(
  "school_days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolYearId: uuid("school_year_id")
      .notNull()
      .references(() => schoolYears.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("school_days_year_idx").on(t.schoolYearId, t.startsOn)],
);

/** Subjects of the curriculum page; `code` is stable (common/learning/subjects.ts lists the defaults). */
export const subjects = pgTable("subjects", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  /** `core`, `specials` or `sel`. */
  category: text("category").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/**
 * A class: a homeroom for a grade or a subject section. It holds at most
 * `class_size_per_teacher` students per teaching member of staff (lead and co-teachers), and no more
 * than `maxStudents` when staff set a lower limit (common/learning/capacity.ts).
 */
export const classes = pgTable(
  "classes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    schoolYearId: uuid("school_year_id")
      .notNull()
      .references(() => schoolYears.id, { onDelete: "restrict" }),
    subjectId: uuid("subject_id")
      .notNull()
      .references(() => subjects.id, { onDelete: "restrict" }),
    /** `homeroom` or `section`. */
    kind: text("kind").notNull(),
    /** The grade as the application spells it: `K`, `1` ... `6`. */
    grade: text("grade").notNull(),
    name: text("name").notNull(),
    /** A lower limit than the ratio allows, or null for the ratio alone. */
    maxStudents: integer("max_students"),
    sourcedId: text("sourced_id").unique(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The class of the year before this one was copied from by the move to the next year (issue 36). */
    copiedFromId: uuid("copied_from_id").references((): AnyPgColumn => classes.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("classes_year_grade_idx").on(t.schoolYearId, t.grade), uniqueIndex("classes_year_name_idx").on(t.schoolYearId, sql`lower(${t.name})`)],
);

/** Staff of a class: one `lead` teacher, any `co_teacher`s (they count for capacity) and `support` staff (they do not). */
export const classStaff = pgTable(
  "class_staff",
  {
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.userId] }),
    uniqueIndex("class_staff_one_lead_idx")
      .on(t.classId)
      .where(sql`${t.role} = 'lead'`),
    index("class_staff_user_idx").on(t.userId),
  ],
);

/**
 * A child at the school. The student account (`userId`, role `student`) belongs to this one child;
 * accommodations are shown to staff and the child's own guardians only, never to the child's
 * classmates or their families.
 */
export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** The name the child goes by in class, when not the first name. */
    preferredName: text("preferred_name"),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    grade: text("grade").notNull(),
    /** `iep`, `504` or null. */
    accommodationPlan: text("accommodation_plan"),
    /** What teachers do for the child (extra time, read-aloud, breaks, ...). */
    accommodations: text("accommodations"),
    photoReleaseConsent: boolean("photo_release_consent").notNull().default(false),
    /** The enrolled application the record was made from (Create student), once only. */
    applicationId: uuid("application_id")
      .unique()
      .references(() => applications.id, { onDelete: "set null" }),
    /** One of common/learning/avatars.ts (children pick from a set; no photo uploads). */
    avatar: text("avatar"),
    /** Accessibility preferences that follow the child across the portal (common/learning/preferences.ts). */
    preferences: jsonb("preferences").$type<Record<string, unknown>>(),
    sourcedId: text("sourced_id").unique(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** The family the child is billed with (server/billing/families.ts); null until tuition is first billed. */
    billingFamilyId: uuid("billing_family_id").references(() => billingFamilies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("students_grade_idx").on(t.grade),
    index("students_last_name_idx").on(sql`lower(${t.lastName})`),
    index("students_billing_family_idx").on(t.billingFamilyId),
  ],
);

/**
 * A child leaving the school (issue 36, "Withdraw a child"): the day, the reason and who recorded it, and
 * when they came back (re-enrolment). `students.withdrawnAt` is the child's state now; these rows are its
 * history, never deleted.
 */
export const studentWithdrawals = pgTable(
  "student_withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    /** The first day the child is no longer at the school (the school's zone). */
    withdrawnOn: date("withdrawn_on", { mode: "string" }).notNull(),
    /** `withdrawn` (the office withdrew the child) or `graduated` (grade 6 finished, at the move to the next year). */
    kind: text("kind").notNull().default("withdrawn"),
    reason: text("reason").notNull(),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: createdAt(),
    reEnrolledOn: date("re_enrolled_on", { mode: "string" }),
    reEnrolledBy: uuid("re_enrolled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("student_withdrawals_student_idx").on(t.studentId),
    // At most one withdrawal not yet ended by a re-enrolment.
    uniqueIndex("student_withdrawals_open_idx")
      .on(t.studentId)
      .where(sql`${t.reEnrolledOn} is null`),
  ],
);

/**
 * Whom the school calls in an emergency (issue 36, "Emergency contacts"), copied from the application and
 * kept by staff and the child's guardians. An edit never changes a row: it ends it (`endedAt`, `endedBy`)
 * and adds the new one, so the history of who was on file, and who changed it, stays.
 */
export const emergencyContacts = pgTable(
  "emergency_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    /** `grandmother`, `neighbour`, ... as the family said it (free text, optional). */
    relationship: text("relationship"),
    /** The order the school calls them in, from 1. */
    position: integer("position").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: uuid("ended_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("emergency_contacts_student_idx").on(t.studentId)],
);

/** A guardian account (role `guardian` or `parent`) linked to a child; several on each side. */
export const guardianLinks = pgTable(
  "guardian_links",
  {
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    guardianUserId: uuid("guardian_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `mother`, `father`, `guardian`, ... as the family said it (free text, optional). */
    relationship: text("relationship"),
    /** The contact the school calls first. */
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.guardianUserId] }), index("guardian_links_guardian_idx").on(t.guardianUserId)],
);

/**
 * A child's place in a class. Nothing is deleted: removing or moving a child ends the row
 * (`endedAt`, `endReason` `removed` or `moved`, `movedTo`), so the history of every class list stays.
 * At most one open row per child and class.
 */
export const enrolments = pgTable(
  "enrolments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason"),
    movedTo: uuid("moved_to").references(() => classes.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    sourcedId: text("sourced_id").unique(),
  },
  (t) => [
    uniqueIndex("enrolments_open_idx")
      .on(t.classId, t.studentId)
      .where(sql`${t.endedAt} is null`),
    index("enrolments_student_idx").on(t.studentId),
  ],
);

/** The weekly timetable: a class meets on `weekday` (1 Monday ... 5 Friday) from `startTime` to `endTime` ("HH:MM", the school's zone). */
export const classMeetings = pgTable(
  "class_meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("class_meetings_class_idx").on(t.classId)],
);

/**
 * One dated meeting of a class, expanded from the timetable for a term and skipping holidays and
 * closures. Live classes and attendance hang off these rows. A session staff cancel stays, marked
 * `cancelled`.
 */
export const classSessions = pgTable(
  "class_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    meetingId: uuid("meeting_id").references(() => classMeetings.id, { onDelete: "set null" }),
    termId: uuid("term_id").references(() => terms.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** `scheduled` or `cancelled`. */
    status: text("status").notNull().default("scheduled"),
  },
  (t) => [uniqueIndex("class_sessions_class_start_idx").on(t.classId, t.startsAt), index("class_sessions_starts_at_idx").on(t.startsAt)],
);

/**
 * A personal iCalendar feed: the secret URL holds a random token; only its SHA-256 is stored.
 * Revoking sets `revokedAt`, and the old URL answers 404 from then on.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("calendar_feeds_user_idx").on(t.userId)],
);
