/**
 * Learning games (issue 34): a child's rounds of practice and each item's answer, the games teachers
 * assign, and a guardian's daily limit. A round keeps its seed: every item is made again from it on
 * the server (server/learning/games/), so nothing the page says about an item is trusted. Practice is
 * evidence beside a standard, never a mark: it stays out of `marks` and of mastery.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { classes, students } from "./structure";

/** A game a teacher assigned as practice to a class, or to one child of it (`student_id`). */
export const gameAssignments = pgTable(
  "game_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: uuid("student_id").references(() => students.id, { onDelete: "cascade" }),
    /** A kind of common/learning/games.ts. */
    kind: text("kind").notNull(),
    note: text("note"),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("game_assignments_class_idx").on(t.classId, t.createdAt), index("game_assignments_student_idx").on(t.studentId)],
);

export const gameRounds = pgTable(
  "game_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What every item is made from: the same seed and the same answers make the same round. */
    seed: integer("seed").notNull(),
    /** The language its instructions were made in (the child's when it started). */
    language: text("language").notNull(),
    assignmentId: uuid("assignment_id").references(() => gameAssignments.id, { onDelete: "set null" }),
    /** The level of the current item (common/learning/games.ts nextLevel). */
    level: integer("level").notNull(),
    /** The item answered next (0-based); the round's length when it is finished. */
    itemIndex: integer("item_index").notNull().default(0),
    /** Wrong tries at the current item (0 or 1: the second try ends the item). */
    tries: integer("tries").notNull().default(0),
    /** The choices of those tries (greyed on the page; empty for an order answer). */
    tried: text("tried")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rightFirstTime: integer("right_first_time").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** The last answer (or the start): the round's playing time ends here. */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    stars: integer("stars"),
  },
  (t) => [index("game_rounds_student_idx").on(t.studentId, t.startedAt), check("game_rounds_level_check", sql`${t.level} between 1 and 5`)],
);

/** One answered item of a round: its standard and level, and whether it was right at the first try. */
export const gameAnswers = pgTable(
  "game_answers",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => gameRounds.id, { onDelete: "cascade" }),
    itemIndex: integer("item_index").notNull(),
    /** Denormalised from the round: the teacher's and family's practice reads go by child and standard. */
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    standardCode: text("standard_code").notNull(),
    level: integer("level").notNull(),
    rightFirstTime: boolean("right_first_time").notNull(),
    tries: integer("tries").notNull(),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.itemIndex] }), index("game_answers_student_idx").on(t.studentId, t.standardCode)],
);

/** A guardian's daily limit of a child's games (no row: no limit). */
export const gameLimits = pgTable("game_limits", {
  studentId: uuid("student_id")
    .primaryKey()
    .references(() => students.id, { onDelete: "cascade" }),
  minutesPerDay: integer("minutes_per_day").notNull(),
  setBy: uuid("set_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
