/** The staff audit log. */
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

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
