/**
 * Learning (issue 16): standards, people's own files, the resource library, assignments with their
 * rubrics and per-child changes, work and marks, the teacher's comment bank, points and
 * badges, portfolios, term comments and report cards, and the in-app notifications they raise.
 * Who may see what is decided in server/learning/access.ts alone.
 *
 * Mastery is never stored: a child's current mastery of a standard is computed from their returned
 * marks by the one rule of common/learning/mastery.ts (docs/decisions/0016).
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt } from "./columns";
import { classes, students, terms } from "./structure";

/**
 * A learning standard. Published frameworks (`ccss-math`, `ccss-ela`, `ngss`) are shipped as data in
 * common/learning/standards/ and kept in this table by code at start-up; staff add `school` standards
 * (social studies, SEL, specials). `code` is as published ("3.NF.A.1", "RL.2.3", "K-PS2-1").
 */
export const standards = pgTable(
  "standards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull().unique(),
    /** `ccss-math`, `ccss-ela`, `ngss` or `school`. */
    framework: text("framework").notNull(),
    /** A code of common/learning/subjects.ts (math, ela, science, ...). */
    subjectCode: text("subject_code").notNull(),
    /** `K`, `1` ... `6`. */
    grade: text("grade").notNull(),
    /** The domain ("Number and Operations - Fractions") and the cluster within it. */
    domain: text("domain").notNull(),
    cluster: text("cluster").notNull(),
    /** A short description in the school's own words. */
    description: text("description").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Who added a school standard. Not a foreign key: the catalog never goes with an account. */
    createdBy: uuid("created_by"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("standards_subject_grade_idx").on(t.subjectCode, t.grade, t.sortOrder)],
);

/**
 * A person's own file (an assignment's attachment, a library file, a piece of work's file or voice
 * answer, a report card). The bytes live in the uploads directory under `stored_name`
 * (server/uploads/storage.ts); each person has a quota (common/learning/files.ts). Where a file is
 * used is read from the tables that point at it. Deleting a file the school still needs (a
 * submitted answer) is refused.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    storedName: text("stored_name").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    /** `upload`, `voice` (recorded in the browser) or `report-card` (made by the server). */
    kind: text("kind").notNull().default("upload"),
    /** Length of a voice answer, in seconds. */
    durationSeconds: integer("duration_seconds"),
    createdAt: createdAt(),
  },
  (t) => [index("files_owner_idx").on(t.ownerUserId, t.createdAt)],
);

/** A folder of the resource library: a teacher's own (`teacher`) or the school's (`school`). */
export const resourceFolders = pgTable(
  "resource_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** `teacher` (the owner's, across their classes) or `school` (every teacher's). */
    scope: text("scope").notNull(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    parentId: uuid("parent_id"),
    createdAt: createdAt(),
  },
  (t) => [index("resource_folders_owner_idx").on(t.ownerUserId), index("resource_folders_parent_idx").on(t.parentId)],
);

/** A file or a link in the resource library. */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    folderId: uuid("folder_id").references(() => resourceFolders.id, { onDelete: "set null" }),
    /** `teacher` or `school`, as folders. */
    scope: text("scope").notNull(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description"),
    /** `file` or `link`. */
    kind: text("kind").notNull(),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "restrict" }),
    url: text("url"),
    subjectCode: text("subject_code"),
    grade: text("grade"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("resources_owner_idx").on(t.ownerUserId),
    index("resources_folder_idx").on(t.folderId),
    index("resources_title_idx").on(sql`lower(${t.title})`),
    check("resources_kind_check", sql`(${t.kind} = 'file' and ${t.fileId} is not null) or (${t.kind} = 'link' and ${t.url} is not null)`),
  ],
);

/**
 * A lesson or an assignment of a class. `publishAt` null is a draft; a future `publishAt` is
 * scheduled; children and families see it from `publishAt` on. `dueAt` is an instant (entered as a
 * date and time in the school's zone); lessons have none. `instructions` is HTML sanitised on the
 * server before it is stored.
 */
export const assignments = pgTable(
  "assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    /** `assignment` or `lesson`. */
    kind: text("kind").notNull().default("assignment"),
    title: text("title").notNull(),
    instructions: text("instructions").notNull().default(""),
    /** The language the title and instructions are written in (server/translation/written-language.ts); null: written before, in English. */
    language: text("language"),
    /** The term the work counts for (the term of its due date, or chosen). */
    termId: uuid("term_id").references(() => terms.id, { onDelete: "set null" }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** Which answers the work screen offers: text, files, voice (an array of those words). */
    answerKinds: jsonb("answer_kinds").$type<string[]>().notNull().default(["text"]),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assignments_class_due_idx").on(t.classId, t.dueAt), index("assignments_term_idx").on(t.termId)],
);

/** The standards an assignment assesses. */
export const assignmentStandards = pgTable(
  "assignment_standards",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    standardId: uuid("standard_id")
      .notNull()
      .references(() => standards.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.standardId] }), index("assignment_standards_standard_idx").on(t.standardId)],
);

/**
 * A criterion of an assignment's rubric, linked to one of its standards (or to none: "neatness"),
 * with a description per level (`{"4": "...", "3": "...", "2": "...", "1": "..."}`).
 */
export const rubricCriteria = pgTable(
  "rubric_criteria",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    standardId: uuid("standard_id").references(() => standards.id, { onDelete: "restrict" }),
    levels: jsonb("levels").$type<Record<string, string>>().notNull(),
  },
  (t) => [index("rubric_criteria_assignment_idx").on(t.assignmentId, t.position)],
);

/** A file from the library or an upload, attached to an assignment's instructions. */
export const assignmentAttachments = pgTable(
  "assignment_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    resourceId: uuid("resource_id").references(() => resources.id, { onDelete: "restrict" }),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "restrict" }),
  },
  (t) => [
    index("assignment_attachments_assignment_idx").on(t.assignmentId),
    index("assignment_attachments_file_idx").on(t.fileId),
    check("assignment_attachments_one_check", sql`(${t.resourceId} is null) <> (${t.fileId} is null)`),
  ],
);

/**
 * A change of one assignment for one child: a later due date, reduced work, read-aloud. Shown to the
 * child, their guardians and their teachers; never to classmates.
 */
export const assignmentAdjustments = pgTable(
  "assignment_adjustments",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** What the child does instead ("the first five questions"), or null. */
    reducedWork: text("reduced_work"),
    readAloud: boolean("read_aloud").notNull().default(false),
    /** Excused from this work: never late or missing. */
    excused: boolean("excused").notNull().default(false),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.studentId] }), index("assignment_adjustments_student_idx").on(t.studentId)],
);

/**
 * A child's work on an assignment, one row per child and assignment, made when they first save.
 * `status`: `in_progress` (a draft), `submitted`, `returned`. Not started, late and missing are read
 * from the dates (common/learning/work-status.ts). The teacher's marks and comment are drafts until
 * `returnedAt`; families and the child see them only then. `version` rises with every save of the
 * answer, so a stale tab cannot overwrite a newer draft.
 */
export const work = pgTable(
  "work",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("in_progress"),
    textAnswer: text("text_answer").notNull().default(""),
    version: integer("version").notNull().default(0),
    draftSavedAt: timestamp("draft_saved_at", { withTimezone: true }),
    /** The first and the latest hand-in. */
    firstSubmittedAt: timestamp("first_submitted_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** Hand-ins so far (a second hand-in before the return counts). */
    attempts: integer("attempts").notNull().default(0),
    /** The teacher's comment to the child and family. */
    feedback: text("feedback"),
    /** The language the comment was written in: its writer's `users.language` when saved (what translations start from). */
    feedbackLanguage: text("feedback_language"),
    markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
    markedAt: timestamp("marked_at", { withTimezone: true }),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("work_assignment_student_idx").on(t.assignmentId, t.studentId), index("work_student_idx").on(t.studentId, t.returnedAt)],
);

/**
 * A returned comment's machine translation into one language (issue 32), made by the school's engine
 * for the child's and the guardians' languages: after the return, or when one is missing as it is
 * read (server/learning/work/feedback-translations.ts). A comment can be changed after it was returned,
 * so each translation names the words it was made from and the engine's version (`sourceHash`, SHA-256; Translator.version) and is read only with them.
 */
export const feedbackTranslations = pgTable(
  "feedback_translations",
  {
    workId: uuid("work_id")
      .notNull()
      .references(() => work.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    sourceHash: text("source_hash").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.language] })],
);

/**
 * An assignment's title and instructions machine-translated into one language (issue 32), for the
 * children and families who read another than the one it was written in: made when the work is
 * published, or when one is missing as it is read (server/learning/assignments/assignment-translations.ts).
 * Named by the words they were made from and the engine's version (`sourceHash`, SHA-256 of title and
 * instructions; Translator.version): a changed assignment, or a better glossary, has it made again.
 */
export const assignmentTranslations = pgTable(
  "assignment_translations",
  {
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    sourceHash: text("source_hash").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML, as the original's (server/learning/assignments/instructions-translation.ts). */
    instructions: text("instructions").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.language] })],
);

/** A file or a voice answer handed in with a piece of work. */
export const workFiles = pgTable(
  "work_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workId: uuid("work_id")
      .notNull()
      .references(() => work.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    /** `file` or `voice`. */
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("work_files_work_idx").on(t.workId), uniqueIndex("work_files_file_idx").on(t.fileId)],
);

/**
 * A mark on a piece of work: a level of the mastery scale (1-4) for a rubric criterion or, without a
 * rubric, for a standard the assignment assesses. `standardId` is copied from the criterion when it
 * has one, so mastery reads marks by standard alone. Drafts until the work is returned.
 */
export const marks = pgTable(
  "marks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workId: uuid("work_id")
      .notNull()
      .references(() => work.id, { onDelete: "cascade" }),
    criterionId: uuid("criterion_id").references(() => rubricCriteria.id, { onDelete: "cascade" }),
    standardId: uuid("standard_id").references(() => standards.id, { onDelete: "restrict" }),
    level: integer("level").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("marks_work_criterion_idx")
      .on(t.workId, t.criterionId)
      .where(sql`${t.criterionId} is not null`),
    uniqueIndex("marks_work_standard_idx")
      .on(t.workId, t.standardId)
      .where(sql`${t.criterionId} is null`),
    index("marks_standard_idx").on(t.standardId),
    // The partial unique indexes above cannot serve a join on the work alone (the gradebook's
    // summaries, mastery evidence): without this, PostgreSQL scans every mark of the school. The level
    // and standard make it an index-only read.
    index("marks_work_idx").on(t.workId, t.standardId, t.level),
    check("marks_level_check", sql`${t.level} between 1 and 4`),
    check("marks_target_check", sql`${t.criterionId} is not null or ${t.standardId} is not null`),
  ],
);

/** A teacher's own saved comments, offered in the marking view (most used first). */
export const commentBank = pgTable(
  "comment_bank",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    teacherUserId: uuid("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    uses: integer("uses").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("comment_bank_teacher_idx").on(t.teacherUserId)],
);

/** The skills teachers award points for; the school sets the list (positive only). */
export const skills = pgTable("skills", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  /** A picture name of app/components/learning/pictures.tsx. */
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Points a teacher gave a child for a skill; always positive (a check), never taken away. */
export const pointAwards = pgTable(
  "point_awards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    skillId: uuid("skill_id")
      .notNull()
      .references(() => skills.id, { onDelete: "restrict" }),
    classId: uuid("class_id").references(() => classes.id, { onDelete: "set null" }),
    points: integer("points").notNull(),
    note: text("note"),
    awardedBy: uuid("awarded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("point_awards_student_idx").on(t.studentId, t.createdAt), check("point_awards_positive_check", sql`${t.points} between 1 and 5`)],
);

/**
 * A badge a child earned (the badges and their rules are common/learning/badges.ts); once each.
 * `quiet`: given for past work when first evaluated (issue 34), so `earnedAt` is when it was stored,
 * not when it was earned: held like any other, never shown as new or recent.
 */
export const badgeAwards = pgTable(
  "badge_awards",
  {
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    badgeCode: text("badge_code").notNull(),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull().defaultNow(),
    quiet: boolean("quiet").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.badgeCode] })],
);

/**
 * Work a child chose for their portfolio: a piece of work of theirs (or a file of theirs), with a few
 * words of their own. `status`: `pending` until a teacher of the child approves (`approved`) or
 * sends it back (`declined`); families see approved items only.
 */
export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    workId: uuid("work_id").references(() => work.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "restrict" }),
    termId: uuid("term_id").references(() => terms.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    reflection: text("reflection"),
    status: text("status").notNull().default("pending"),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("portfolio_items_student_idx").on(t.studentId, t.termId),
    uniqueIndex("portfolio_items_work_idx")
      .on(t.workId)
      .where(sql`${t.workId} is not null`),
    check("portfolio_items_source_check", sql`${t.workId} is not null or ${t.fileId} is not null`),
  ],
);

/** A teacher's comment on a child's term in a class, printed on the report card. */
export const termComments = pgTable(
  "term_comments",
  {
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    termId: uuid("term_id")
      .notNull()
      .references(() => terms.id, { onDelete: "cascade" }),
    classId: uuid("class_id")
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.termId, t.classId] })],
);

/**
 * A generated report card: the PDF is archived as a file (kind `report-card`, owned by the staff
 * member who generated it) and read by the child's guardians and staff only. Generating again for
 * the same term keeps the old one (`supersededAt`).
 */
export const reportCards = pgTable(
  "report_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    termId: uuid("term_id")
      .notNull()
      .references(() => terms.id, { onDelete: "restrict" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "restrict" }),
    generatedBy: uuid("generated_by").references(() => users.id, { onDelete: "set null" }),
    generatedAt: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    /**
     * The language it is written in (issue 32): every child's report in English, the school's record,
     * and one more in each other language the child's guardians read.
     */
    language: text("language").notNull().default("en"),
  },
  (t) => [
    index("report_cards_student_idx").on(t.studentId, t.termId),
    uniqueIndex("report_cards_current_idx")
      .on(t.studentId, t.termId, t.language)
      .where(sql`${t.supersededAt} is null`),
  ],
);
