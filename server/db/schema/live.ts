/**
 * Live classes (issue 18): one room per class session or video conference on the media server (Janus VideoRoom), who is
 * in it and in what state, its chat, and every join and leave (attendance). The room's state lives
 * here, not in any app instance's memory, so a teacher on one instance admits a child waiting on
 * another; changes are announced on the real-time bus (`room:<sessionId>`).
 *
 * `secret` is the room's Janus secret: it never leaves the server (never in an answer or a log).
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { conferenceBookings } from "./conferences";
import { files, standards } from "./learning";
import { classes, classSessions, students } from "./structure";

export const liveRooms = pgTable(
  "live_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The class session this room is for, or (exactly one of the two) the video conference. */
    classSessionId: uuid("class_session_id").references(() => classSessions.id, { onDelete: "cascade" }),
    conferenceBookingId: uuid("conference_booking_id").references(() => conferenceBookings.id, { onDelete: "cascade" }),
    /** Which of the school's media servers holds the VideoRoom ("1", "2", ... in the order configured: server/learning/live/media-server.ts). */
    mediaServer: text("media_server"),
    /** The VideoRoom's numeric id on the media server (random, below 2^53); null until the teacher opens the room (children may wait before). */
    janusRoom: bigint("janus_room", { mode: "number" }),
    secret: text("secret"),
    openedBy: uuid("opened_by").references(() => users.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    locked: boolean("locked").notNull().default(false),
    /** Children see every classmate's video (otherwise the teacher's only). */
    classView: boolean("class_view").notNull().default(false),
    chatOn: boolean("chat_on").notNull().default(true),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Small groups (issue 35): while they run, when the teacher's timer brings everyone back. */
    groupsEndAt: timestamp("groups_end_at", { withTimezone: true }),
    /** The teacher's latest message to all groups, shown in every group until the groups end. */
    groupsMessage: text("groups_message"),
    groupsMessageAt: timestamp("groups_message_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("live_rooms_class_session_idx").on(t.classSessionId),
    uniqueIndex("live_rooms_conference_idx").on(t.conferenceBookingId),
    check("live_rooms_one_session", sql`(${t.classSessionId} is null) <> (${t.conferenceBookingId} is null)`),
  ],
);

export const liveParticipants = pgTable(
  "live_participants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The child, for a learner (attendance is per child). */
    studentId: uuid("student_id").references(() => students.id, { onDelete: "cascade" }),
    /** `host` (the class's teachers, staff) or `learner`. */
    role: text("role").notNull(),
    /** `waiting`, `admitted` or `removed` (removed is final for the session). */
    state: text("state").notNull().default("waiting"),
    displayName: text("display_name").notNull(),
    /** The teacher's hard mute: the child's own unmute is refused while it holds. */
    hardMuted: boolean("hard_muted").notNull().default(false),
    selfMuted: boolean("self_muted").notNull().default(false),
    cameraOff: boolean("camera_off").notNull().default(false),
    /** The person's own camera switch (the teacher's `cameraOff` wins over it). */
    selfCameraOff: boolean("self_camera_off").notNull().default(false),
    handRaised: boolean("hand_raised").notNull().default(false),
    /** SHA-256 of the person's current join token (single use), its expiry and when it was used. */
    tokenHash: text("token_hash"),
    /** The token itself is on the media server's allowed list; kept to remove it there. */
    janusToken: text("janus_token"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    tokenUsedAt: timestamp("token_used_at", { withTimezone: true }),
    /** The person's publisher id in the VideoRoom and the mids of their audio and video. */
    feedId: bigint("feed_id", { mode: "number" }),
    audioMid: text("audio_mid"),
    videoMid: text("video_mid"),
    /** The teacher lets this child share their screen (hosts always may). */
    mayShare: boolean("may_share").notNull().default(false),
    /** The person's screen share: a second publisher in the VideoRoom (one video stream, its mid), while it is live. */
    screenFeedId: bigint("screen_feed_id", { mode: "number" }),
    screenMid: text("screen_mid"),
    /** The small group the person is in while groups run (null: the main room). */
    groupId: uuid("group_id").references((): AnyPgColumn => liveGroups.id, { onDelete: "set null" }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp("admitted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("live_participants_room_user_idx").on(t.roomId, t.userId),
    uniqueIndex("live_participants_token_idx")
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
  ],
);

/** Joins and leaves of the media room (attendance is computed from them). */
export const liveAttendanceEvents = pgTable(
  "live_attendance_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `join` or `leave`. */
    kind: text("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("live_attendance_events_room_idx").on(t.roomId, t.userId, t.at)],
);

/** The room's chat: everyone in the room reads it (no private chat between children). */
export const liveChatMessages = pgTable(
  "live_chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Written in a small group: read in that group only (null: the main room). */
    groupId: uuid("group_id").references((): AnyPgColumn => liveGroups.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("live_chat_messages_room_idx").on(t.roomId, t.createdAt)],
);

/**
 * Small groups (issue 35): while they run, each is a VideoRoom of its own on the media server, with
 * the room's rules (tokens, hard mute, removal, no private chat). The rows stay after they end
 * (`endedAt`), with who was in which group kept by the chat and attendance they made.
 */
export const liveGroups = pgTable(
  "live_groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    /** 1, 2, ... in the order the teacher made them; the name the room shows ("Group 2" unless named). */
    number: integer("number").notNull(),
    name: text("name").notNull(),
    /** The media server holding the group's VideoRoom: its class's when it can. */
    mediaServer: text("media_server"),
    janusRoom: bigint("janus_room", { mode: "number" }),
    secret: text("secret"),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [index("live_groups_room_idx").on(t.roomId)],
);

/** A class's saved small groups, to use again in a later session: children by student id. */
export const classGroupings = pgTable(
  "class_groupings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    groups: jsonb("groups").$type<{ name: string; studentIds: string[] }[]>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("class_groupings_class_name_idx").on(t.classId, t.name)],
);

/**
 * Quick checks (issue 35): a thumbs, multiple-choice, number or word question the teacher asks the
 * room. At most one is open per room; the rows stay after the room ends, as the session's evidence.
 */
export const liveChecks = pgTable(
  "live_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    /** `thumbs`, `choice`, `number` or `word`. */
    kind: text("kind").notNull(),
    /** Optional for thumbs. */
    question: text("question"),
    /** The answers to choose from (2-6), for `choice`; empty otherwise. */
    choices: text("choices")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The class sees the totals (counts per answer, never who answered what). */
    totalsShown: boolean("totals_shown").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The standard the check is evidence of (a class session's check only), with its right answer as
     * kept (server/learning/live/check-evidence.ts): once the check has ended, each child's answer
     * counts as one mark on the standard.
     */
    standardId: uuid("standard_id").references(() => standards.id, { onDelete: "restrict" }),
    correctAnswer: text("correct_answer"),
  },
  (t) => [
    index("live_checks_room_idx").on(t.roomId, t.openedAt),
    index("live_checks_standard_idx").on(t.standardId),
    check("live_checks_standard_answer", sql`(${t.standardId} is null) = (${t.correctAnswer} is null)`),
    uniqueIndex("live_checks_one_open_idx")
      .on(t.roomId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/** A child's answer to a quick check: one per child, changeable until the check closes. */
export const liveCheckAnswers = pgTable(
  "live_check_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkId: uuid("check_id")
      .notNull()
      .references(() => liveChecks.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "cascade" }),
    answer: text("answer").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
    /** The teacher's level for this answer as evidence, replacing the one read from right or wrong (null: none given). */
    evidenceLevel: integer("evidence_level"),
    evidenceSetBy: uuid("evidence_set_by").references(() => users.id, { onDelete: "set null" }),
    evidenceSetAt: timestamp("evidence_set_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("live_check_answers_check_user_idx").on(t.checkId, t.userId),
    index("live_check_answers_student_idx").on(t.studentId),
    check("live_check_answers_evidence_level", sql`${t.evidenceLevel} between 1 and 4`),
  ],
);

/**
 * Slides (issue 35): a PDF the teacher may read (their upload, or the library's) shown in the room,
 * rendered once into one picture per page when the teacher opens it (server/learning/live/slides.ts).
 * At most one deck is open per room; the teacher turns `current_page` for everyone. The PDF may be
 * deleted afterwards (`file_id` then null): the pictures are the deck's own.
 */
export const liveSlideDecks = pgTable(
  "live_slide_decks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    pageCount: integer("page_count").notNull(),
    /** The page everyone sees (1..page_count). */
    currentPage: integer("current_page").notNull().default(1),
    openedBy: uuid("opened_by").references(() => users.id, { onDelete: "set null" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("live_slide_decks_room_idx").on(t.roomId, t.openedAt),
    uniqueIndex("live_slide_decks_one_open_idx")
      .on(t.roomId)
      .where(sql`${t.closedAt} is null`),
    check("live_slide_decks_page_in_deck", sql`${t.currentPage} between 1 and ${t.pageCount}`),
  ],
);

/**
 * One rendered page of a deck: a JPEG in the uploads directory under `stored_name`
 * (server/uploads/storage.ts), deleted with the rows when the deck closes.
 */
export const liveSlidePages = pgTable(
  "live_slide_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    deckId: uuid("deck_id")
      .notNull()
      .references(() => liveSlideDecks.id, { onDelete: "cascade" }),
    page: integer("page").notNull(),
    storedName: text("stored_name").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
  },
  (t) => [uniqueIndex("live_slide_pages_deck_page_idx").on(t.deckId, t.page)],
);

/**
 * The whiteboard (issue 35): one per room, made when the teacher first opens it. Who may draw besides
 * the room's hosts: `pen` is `none`, `all` (every admitted child) or `one` (`pen_user_id` only).
 */
export const liveBoards = pgTable("live_boards", {
  roomId: uuid("room_id")
    .primaryKey()
    .references(() => liveRooms.id, { onDelete: "cascade" }),
  open: boolean("open").notNull().default(false),
  /** `blank` or `slide` (the room's current slide under the strokes). */
  background: text("background").notNull().default("blank"),
  pen: text("pen").notNull().default("none"),
  /** The child holding the pen when `pen` is `one` (a deleted account holds nothing). */
  penUserId: uuid("pen_user_id").references(() => users.id, { onDelete: "set null" }),
});

/**
 * One stroke on a room's board: its points (`[x, y]` or `[x, y, pressure]`, each in 0..1 of the
 * board), colour and size from the fixed sets of common/schemas/learning/live.ts. Erasing (or clearing)
 * sets `erased_at`: the strokes are kept for the session. `point_count` bounds the board's total cheaply.
 */
export const liveBoardStrokes = pgTable(
  "live_board_strokes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => liveRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    points: jsonb("points").$type<number[][]>().notNull(),
    pointCount: integer("point_count").notNull(),
    colour: text("colour").notNull(),
    size: text("size").notNull(),
    createdAt: createdAt(),
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [index("live_board_strokes_room_idx").on(t.roomId, t.createdAt)],
);
