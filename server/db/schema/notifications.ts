/**
 * Notifications (issue 17): the in-app list, each person's channel per kind, and the family daily
 * digests sent. The way to raise one is server/notifications/notify.ts; delivery (quiet hours, the
 * digest, work due and missing) is server/notifications/jobs.ts.
 */
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { students } from "./structure";

/**
 * An in-app notification for one person (work returned, a message, ...); `studentId` names the child
 * it is about. Raised once per person, kind and subject.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body"),
    /** A path of the portal ("/parent/progress?child=..."). */
    link: text("link"),
    /** What the notification is about (a work id), so it is raised once per event. */
    subjectId: uuid("subject_id"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Quiet hours: raised outside school hours with `quietHours`, the person is told (list, unread
     * count, mail, nudge) when this passes; null once told (or never held).
     */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /**
     * Its email is waiting to be gathered with others of its kind for the same person: the mail goes
     * once the first of them has waited this long (server/notifications/jobs.ts, `sendGatheredMails`).
     */
    mailAfter: timestamp("mail_after", { withTimezone: true }),
    /** When its email went to the outbox (the person's channel for the kind was email). */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** When a family daily digest listed it. */
    digestedAt: timestamp("digested_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_once_idx")
      .on(t.userId, t.kind, t.subjectId)
      .where(sql`${t.subjectId} is not null`),
    index("notifications_held_idx")
      .on(t.heldUntil)
      .where(sql`${t.heldUntil} is not null`),
    index("notifications_mail_waiting_idx")
      .on(t.mailAfter)
      .where(sql`${t.mailAfter} is not null and ${t.emailedAt} is null`),
  ],
);

/**
 * A person's chosen channel for one kind (`email`, `digest` or `app`); a kind without a row takes the
 * default of common/notifications/preferences.ts.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A family daily digest sent: one row per guardian and school day, written in the transaction that
 * puts the digest in the outbox, so each digest is sent once whichever instance runs the job.
 */
export const notificationDigests = pgTable(
  "notification_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The school day ("YYYY-MM-DD", in the school's zone). */
    digestDate: text("digest_date").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.digestDate] })],
);
