/**
 * Database schema. Everything several app instances must share lives here: accounts, sessions,
 * settings and rate-limit counters. Change it, then run `npm run db:generate` for a migration.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull().unique(),
    /** Stored lower-case; not unique (sign-up must not reveal who has an account). */
    email: text("email"),
    phone: text("phone"),
    /** argon2id (PHC string). */
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull(),
    /** The person's name as staff and letters use it (optional; the username is what signs in). */
    fullName: text("full_name"),
    /**
     * When the owner proved they read mail at `email` (a verification link, or a set-password or
     * reset link sent there). Family data matched by email is shown only to verified accounts.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The staff member who created the account (null for self-registration and the bootstrap tool). */
    createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** A deactivated account cannot sign in and its sessions stop working. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Maria" and "maria" are the same person signing in: one account per name, whatever the case.
    uniqueIndex("users_username_lower_idx").on(sql`lower(${t.username})`),
    index("users_email_idx").on(t.email),
  ],
);

/**
 * Two-factor authentication of one account. The TOTP secret is encrypted (AES-256-GCM, see
 * server/auth/secret-box.ts). A setup stays pending (pending_* columns) until a valid code enables
 * it; `last_step` is the time step of the last accepted code, so no code is accepted twice.
 */
export const userMfa = pgTable("user_mfa", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret"),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  pendingSecret: text("pending_secret"),
  /** argon2id hashes of the backup codes offered with the pending setup. */
  pendingBackupCodes: jsonb("pending_backup_codes").$type<string[]>(),
  pendingCreatedAt: timestamp("pending_created_at", { withTimezone: true }),
});

/** Single-use backup codes of an enabled 2FA, stored as argon2id hashes (salted, like passwords). */
export const mfaBackupCodes = pgTable(
  "mfa_backup_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Every one-time secret sent to or held by a browser: password reset and set-password links
 * (`reset_password`), email verification links (`verify_email`) and half-done sign-ins waiting for
 * the second factor (`mfa_login`). Only the SHA-256 of the token is stored.
 */
export const verifications = pgTable(
  "verifications",
  {
    idHash: text("id_hash").primaryKey(),
    type: text("type").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The address a mailed link was sent to (lower-case; null for `mfa_login`). Using the link proves
     * that address only while it is still the account's (server/auth/verifications.ts).
     */
    email: text("email"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("verifications_user_idx").on(t.userId, t.type), index("verifications_expires_at_idx").on(t.expiresAt)],
);

/**
 * Sign-in attempts per account and per client address (`key`), shared by every instance. A row is
 * written before the password is checked and removed when the attempt succeeds, so what remains
 * within the window are failures (and attempts in flight).
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_key_at_idx").on(t.key, t.at)],
);

/** Only a hash of the session id is stored; the cookie holds the id itself. */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** School-wide settings (session timeout, tour capacity, ...) and generated secrets. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid("updated_by"),
});

/** Fixed-window counters for @fastify/rate-limit, shared by every instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A message sent with the General Contact form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentName: text("parent_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    gradeLevel: text("grade_level"),
    message: text("message").notNull(),
    ip: text("ip"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
    readBy: uuid("read_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

/**
 * An uploaded file. The bytes live in the uploads directory under `stored_name` (random, no
 * extension); a file becomes a contact attachment when the message that lists it is accepted, and
 * unattached uploads are deleted after two hours.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storedName: text("stored_name").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    contactMessageId: uuid("contact_message_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_contact_message_id_idx").on(t.contactMessageId), index("uploads_created_at_idx").on(t.createdAt)],
);

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

/** An admission application (spec section 3) with what the school derived from it. */
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

/**
 * Every email the school sends, written in the same transaction as what caused it and delivered by
 * server/mail/outbox.ts, which retries while the SMTP server is unreachable. Without SMTP_URL mail
 * is not sent: it is written as .eml files to DATA_DIR/outbox and marked "kept".
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** Calendar invitation (text/calendar) sent with the mail, if any. */
    icalEvent: text("ical_event"),
    /** pending | sent | failed | kept (written to the local outbox folder, no SMTP server configured) */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    messageId: text("message_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt), index("mail_outbox_created_at_idx").on(t.createdAt)],
);

/**
 * Every staff action (status changes, account changes, settings, bookings, messages read), who did
 * it, when and from where. Rows are only ever inserted; super_admin reads them.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the entry still says who acted after the account is renamed or removed. */
    actorUsername: text("actor_username").notNull(),
    actorRole: text("actor_role").notNull(),
    /** Dotted name of what was done, e.g. "application.status_changed", "user.deactivated". */
    action: text("action").notNull(),
    /** application | user | tour_booking | contact_message | setting */
    targetType: text("target_type").notNull(),
    /** The readable id where there is one (APP-..., a username, a setting key), else the row id. */
    targetId: text("target_id").notNull(),
    /** One plain sentence for the log screen. */
    summary: text("summary").notNull(),
    detail: jsonb("detail"),
    ip: text("ip"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

export const schema = {
  users,
  userMfa,
  mfaBackupCodes,
  verifications,
  loginAttempts,
  sessions,
  settings,
  rateLimits,
  contactMessages,
  uploads,
  tourSlots,
  tourBookings,
  applications,
  applicationEvents,
  mailOutbox,
  auditLog,
};
