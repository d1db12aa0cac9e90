/**
 * Messaging (issue 17, "Messaging"; docs/api/messages.md): conversations between people and class
 * announcements, their participants with their read position, messages with attachments, and the
 * reports of the safeguarding queue. Who may write to whom is decided in server/learning/access.ts
 * alone, by the rule of common/learning/messaging-rule.ts.
 *
 * Nothing here is ever deleted, and a message's body is never changed: a sender may only withdraw a
 * message (`withdrawnAt`), which hides it from everyone but the office reading it from a report.
 *
 * A message is stored in the language it was written in; its translations into the other
 * participants' languages are kept beside it (`message_translations`), never in its place.
 *
 * Every new message and every withdrawal takes the next number of `message_change_seq` (`changeSeq`):
 * the real-time stream (GET /api/events) uses it as the event id, so a page reconnecting with
 * Last-Event-ID reads the changes it missed from this table.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { files } from "./learning";
import { classes } from "./structure";

export const messageChangeSeq = pgSequence("message_change_seq");

/**
 * `direct` (two people; one conversation per pair, `directKey` = the two ids in order), `group`
 * (started by one person with several; never two children) or `announcement` (a teacher to a class's
 * families or children: only the teacher posts, replies go to the teacher in a direct conversation).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    subject: text("subject"),
    startedBy: uuid("started_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    directKey: text("direct_key").unique(),
    classId: uuid("class_id").references(() => classes.id, { onDelete: "restrict" }),
    /** Of an announcement: `families` or `children`. */
    audience: text("audience"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check("conversations_kind_check", sql`${t.kind} in ('direct', 'group', 'announcement')`),
    check("conversations_announcement_check", sql`(${t.kind} = 'announcement') = (${t.classId} is not null and ${t.audience} in ('families', 'children'))`),
    index("conversations_class_idx").on(t.classId),
  ],
);

/** A person in a conversation, with how far they have read (the `seq` of the last message read). */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "restrict" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("conversation_participants_user_idx").on(t.userId)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order of messages, school-wide (a conversation's messages are read in this order). */
    seq: bigint("seq", { mode: "number" })
      .notNull()
      .unique()
      .default(sql`nextval('message_change_seq')`),
    /** The latest change: `seq` when sent, a new number when withdrawn (the event id of the change). */
    changeSeq: bigint("change_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('message_change_seq')`),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "restrict" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Plain text with line breaks, never changed. */
    body: text("body").notNull(),
    /** The language it was written in: the sender's `users.language` when sent (what translations start from). */
    language: text("language").notNull().default("en"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("messages_conversation_idx").on(t.conversationId, t.seq), index("messages_change_idx").on(t.changeSeq)],
);

export const messageAttachments = pgTable(
  "message_attachments",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "restrict" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    position: bigint("position", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index("message_attachments_file_idx").on(t.fileId)],
);

/**
 * A message's machine translation into one language (issue 32, "Translated messages"), made once by
 * the school's engine (server/translation) and kept with the message it translates: made after the
 * send for the other participants' languages, or when a thread is read and one is missing.
 */
export const messageTranslations = pgTable(
  "message_translations",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "restrict" }),
    language: text("language").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.language] })],
);

/** A message someone reported: `open` until an admin marks it `handled` with a note. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "restrict" }),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("open"),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "restrict" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [
    check("message_reports_status_check", sql`${t.status} in ('open', 'handled')`),
    index("message_reports_status_idx").on(t.status, t.createdAt),
    uniqueIndex("message_reports_once_idx")
      .on(t.messageId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
  ],
);
