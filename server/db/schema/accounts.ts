/** Accounts and signing in: people with a role, their second factor, one-time links and sessions, and the
 * sign-in attempts that throttle guessing. */
import { sql } from "drizzle-orm";
import { type AnyPgColumn, bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
     * The given and family names as a OneRoster roster brought them (users.csv), so the roster
     * export writes them back as they came ("Ana María" / "de la Cruz"); null for a person entered
     * with one full name. They count only while they still make up `fullName` (server/learning/roster/names.ts).
     */
    givenName: text("given_name"),
    familyName: text("family_name"),
    /**
     * When the owner proved they read mail at `email` (a verification link, or a set-password or
     * reset link sent there). Family data matched by email is shown only to verified accounts.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The staff member who created the account (null for self-registration and the bootstrap tool). */
    createdBy: uuid("created_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    /** A deactivated account cannot sign in and its sessions stop working. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** OneRoster sourcedId of a teacher or guardian account imported from (or exported to) another system (server/learning/roster). */
    sourcedId: text("sourced_id").unique(),
    /** The language the person reads the site, mails and PDFs in (common/i18n/languages.ts). */
    language: text("language").notNull().default("en"),
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
    /** The guardian who handed this device to their child (issue 34): coming back asks for the guardian's password. */
    handedOverBy: uuid("handed_over_by").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);
