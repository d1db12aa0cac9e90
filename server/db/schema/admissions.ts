/** Admissions: applications and their history. */
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";

/** An admission application (docs/product.md section 3) with what the school derived from it. */
export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The readable id families quote ("APP-2026-7K3QH9XM"). */
    applicationId: text("application_id").notNull().unique(),
    status: text("status").notNull(),
    parentName: text("parent_name").notNull(),
    parentEmail: text("parent_email").notNull(),
    parentPhone: text("parent_phone"),
    secondaryGuardianName: text("secondary_guardian_name"),
    secondaryGuardianEmail: text("secondary_guardian_email"),
    childFirstName: text("child_first_name").notNull(),
    childLastName: text("child_last_name").notNull(),
    /** First and last name folded (case, accents, punctuation) to find the same child again. */
    childKey: text("child_key").notNull(),
    childDob: date("child_dob", { mode: "string" }).notNull(),
    childGradeRequested: text("child_grade_requested").notNull(),
    /** The grade the date of birth gives, or null when the age is outside K-6. */
    calculatedGrade: text("calculated_grade"),
    /** Joins the school year in progress: derived from `desiredStart` when the family chose one. */
    isMidYearTransfer: boolean("is_mid_year_transfer").notNull(),
    /** When the family would like the child to start, "YYYY-MM"; null when the submission did not say. */
    desiredStart: text("desired_start"),
    /** The school year the calculated grade is for, by its first calendar year (2026 = 2026-27). */
    schoolYear: integer("school_year"),
    priorSchoolName: text("prior_school_name"),
    priorSchoolContact: text("prior_school_contact"),
    specialNeeds: text("special_needs"),
    previousOnlineExperience: boolean("previous_online_experience").notNull(),
    emergencyContactName: text("emergency_contact_name").notNull(),
    emergencyContactPhone: text("emergency_contact_phone").notNull(),
    ferpaConsent: boolean("ferpa_consent").notNull(),
    photoReleaseConsent: boolean("photo_release_consent").notNull(),
    marketingConsent: boolean("marketing_consent").notNull(),
    gradeConflict: boolean("grade_conflict").notNull(),
    gradeConflictResolution: text("grade_conflict_resolution"),
    gradeConflictResolvedAt: timestamp("grade_conflict_resolved_at", { withTimezone: true }),
    /** The earlier application of the same child, when this one needs duplicate review. */
    duplicateOf: uuid("duplicate_of").references((): AnyPgColumn => applications.id, { onDelete: "set null" }),
    /** Staff review of a duplicate: merged (folded into `duplicate_of`) or dismissed (not the same child). */
    duplicateDecision: text("duplicate_decision"),
    duplicateReviewedAt: timestamp("duplicate_reviewed_at", { withTimezone: true }),
    duplicateReviewedBy: uuid("duplicate_reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** The grade staff placed the child in after reviewing a grade conflict. */
    placementGrade: text("placement_grade"),
    gradeReviewedAt: timestamp("grade_reviewed_at", { withTimezone: true }),
    gradeReviewedBy: uuid("grade_reviewed_by").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    /** The language of the pages the family applied on (issue 32): the new family's accounts speak it. */
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("applications_child_idx").on(t.childKey, t.childDob),
    // A family's applications on /parent, by either guardian's address (stored lower-cased).
    index("applications_parent_email_idx").on(t.parentEmail),
    index("applications_secondary_guardian_email_idx").on(t.secondaryGuardianEmail),
    // The later applications an application's detail lists as its duplicates.
    index("applications_duplicate_of_idx").on(t.duplicateOf),
    index("applications_status_idx").on(t.status),
    index("applications_created_at_idx").on(t.createdAt),
  ],
);

/** What happened to an application, who did it and when (the status history staff and families read). */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** submitted | status_changed | grade_conflict_resolved | ... */
    type: text("type").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    detail: jsonb("detail"),
    note: text("note"),
    /** Null when the family (not a signed-in user) acted. */
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("application_events_application_idx").on(t.applicationId, t.createdAt)],
);
