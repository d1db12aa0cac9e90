/**
 * Lessons and assignments of a class, as teachers write them on /teacher/content
 * (docs/api/assignments.md): the inputs the server parses and the answers both sides read.
 * Times are entered as a date and a time in the school's zone ({date, time}) and answered both as
 * that and as ISO instants. Instructions are HTML the server sanitises before storing.
 */
import { z } from "zod";
import { MASTERY_LEVELS } from "../../learning/mastery";
import { parseCalendarDate } from "../../calendar-date";
import { text } from "../fields";
import { optionalQuery } from "../paging";
import { standardSummarySchema } from "./standards";

export const ASSIGNMENT_KINDS = ["assignment", "lesson"] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];
export const ASSIGNMENT_KIND_LABELS: Record<AssignmentKind, string> = { assignment: "Assignment", lesson: "Lesson" };

/** Where a piece of work stands for the class: a draft, scheduled for later, out, or put away. */
export const ASSIGNMENT_STATES = ["draft", "scheduled", "published", "archived"] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];
export const ASSIGNMENT_STATE_LABELS: Record<AssignmentState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  archived: "Archived",
};

/** The answers the work screen offers. */
export const ANSWER_KINDS = ["text", "files", "voice", "drawing", "photo"] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];
export const ANSWER_KIND_LABELS: Record<AnswerKind, string> = {
  text: "Typed answer",
  files: "Files",
  voice: "Voice recording",
  drawing: "Drawing",
  photo: "Photo of paper work",
};

/** Whether a stored list's entry is an answer kind (kinds are kept as jsonb text, unchecked by the database). */
export function isAnswerKind(value: string): value is AnswerKind {
  return (ANSWER_KINDS as readonly string[]).includes(value);
}

export const TITLE_MAX = 120;
export const INSTRUCTIONS_MAX = 20_000;
export const CRITERION_TITLE_MAX = 120;
export const LEVEL_DESCRIPTION_MAX = 500;
export const RUBRIC_MAX = 12;
export const STANDARDS_MAX = 20;
export const ATTACHMENTS_MAX = 20;
export const REDUCED_WORK_MAX = 500;

export const ASSIGNMENT_MESSAGES = {
  classId: "Please choose a class.",
  kind: "Please choose a lesson or an assignment.",
  status: "Please choose draft, scheduled, published or archived.",
  title: "Please enter a title.",
  titleTooLong: `The title must not exceed ${TITLE_MAX} characters.`,
  instructions: "Instructions must be text.",
  instructionsTooLong: `The instructions are too long (at most ${INSTRUCTIONS_MAX.toLocaleString("en-US")} characters of formatted text).`,
  date: "Please enter a date as YYYY-MM-DD.",
  time: "Please enter a time as HH:MM.",
  answerKinds: "Please choose at least one way to answer.",
  answerKind: "Please choose typed answer, files or voice recording.",
  standardId: "Please choose a standard from the list.",
  standardsTooMany: `An assignment assesses at most ${STANDARDS_MAX} standards.`,
  standardsRepeated: "Each standard can be added once.",
  criterionTitle: "Please give the criterion a title.",
  criterionTitleTooLong: `A criterion's title must not exceed ${CRITERION_TITLE_MAX} characters.`,
  level: "Please describe this level.",
  levelTooLong: `A level's description must not exceed ${LEVEL_DESCRIPTION_MAX} characters.`,
  rubricTooMany: `A rubric has at most ${RUBRIC_MAX} criteria.`,
  attachmentKind: "An attachment is an uploaded file or a library resource.",
  attachmentId: "Please choose a file or a library resource.",
  attachmentsTooMany: `Work has at most ${ATTACHMENTS_MAX} attachments.`,
  attachmentsRepeated: "Each file or resource can be attached once.",
  reducedWorkTooLong: `Reduced work must not exceed ${REDUCED_WORK_MAX} characters.`,
  flag: "Must be true or false",
} as const;

const uuid = (message: string) =>
  text({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

/** A calendar date "YYYY-MM-DD" and a time "HH:MM" on the school's wall clock. */
export const zonedDateTimeSchema = z.object({
  date: text({ error: ASSIGNMENT_MESSAGES.date })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== undefined, ASSIGNMENT_MESSAGES.date),
  time: text({ error: ASSIGNMENT_MESSAGES.time })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, ASSIGNMENT_MESSAGES.time),
});
export type ZonedDateTime = z.infer<typeof zonedDateTimeSchema>;

const levels = () => {
  const level = text({ error: ASSIGNMENT_MESSAGES.level })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.level)
    .max(LEVEL_DESCRIPTION_MAX, ASSIGNMENT_MESSAGES.levelTooLong);
  return z.object({ "4": level, "3": level, "2": level, "1": level });
};

/** A rubric criterion; `id` names an existing one to keep (its marks stay with it). */
export const criterionSchema = z.object({
  id: uuid(ASSIGNMENT_MESSAGES.criterionTitle).optional(),
  title: text({ error: ASSIGNMENT_MESSAGES.criterionTitle })
    .trim()
    .min(1, ASSIGNMENT_MESSAGES.criterionTitle)
    .max(CRITERION_TITLE_MAX, ASSIGNMENT_MESSAGES.criterionTitleTooLong),
  standardId: uuid(ASSIGNMENT_MESSAGES.standardId).nullable().default(null),
  levels: levels(),
});
export type CriterionInput = z.infer<typeof criterionSchema>;

export const attachmentInputSchema = z.object({
  kind: z.enum(["file", "resource"], { error: ASSIGNMENT_MESSAGES.attachmentKind }),
  id: uuid(ASSIGNMENT_MESSAGES.attachmentId),
});
export type AttachmentInput = z.infer<typeof attachmentInputSchema>;

const unique = <T>(items: readonly T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

/** The editable parts of a lesson or an assignment, replaced together by PUT. */
export const assignmentContentSchema = z.object({
  title: text({ error: ASSIGNMENT_MESSAGES.title }).trim().min(1, ASSIGNMENT_MESSAGES.title).max(TITLE_MAX, ASSIGNMENT_MESSAGES.titleTooLong),
  instructions: text({ error: ASSIGNMENT_MESSAGES.instructions, multiline: true }).max(INSTRUCTIONS_MAX, ASSIGNMENT_MESSAGES.instructionsTooLong).default(""),
  /** The due date and time in the school's zone; null for none (lessons have none). */
  due: zonedDateTimeSchema.nullable().default(null),
  answerKinds: z
    .array(z.enum(ANSWER_KINDS, { error: ASSIGNMENT_MESSAGES.answerKind }), { error: ASSIGNMENT_MESSAGES.answerKinds })
    .min(1, ASSIGNMENT_MESSAGES.answerKinds)
    .max(ANSWER_KINDS.length, ASSIGNMENT_MESSAGES.answerKinds)
    .refine((kinds) => unique(kinds, (k) => k), ASSIGNMENT_MESSAGES.answerKinds)
    .default(["text"]),
  standardIds: z
    .array(uuid(ASSIGNMENT_MESSAGES.standardId), { error: ASSIGNMENT_MESSAGES.standardId })
    .max(STANDARDS_MAX, ASSIGNMENT_MESSAGES.standardsTooMany)
    .refine((ids) => unique(ids, (id) => id), ASSIGNMENT_MESSAGES.standardsRepeated)
    .default([]),
  rubric: z.array(criterionSchema, { error: ASSIGNMENT_MESSAGES.criterionTitle }).max(RUBRIC_MAX, ASSIGNMENT_MESSAGES.rubricTooMany).default([]),
  attachments: z
    .array(attachmentInputSchema, { error: ASSIGNMENT_MESSAGES.attachmentId })
    .max(ATTACHMENTS_MAX, ASSIGNMENT_MESSAGES.attachmentsTooMany)
    .refine((items) => unique(items, (a) => `${a.kind}:${a.id}`), ASSIGNMENT_MESSAGES.attachmentsRepeated)
    .default([]),
});
export type AssignmentContent = z.infer<typeof assignmentContentSchema>;
export type AssignmentContentInput = z.input<typeof assignmentContentSchema>;

/** POST /api/teacher/assignments: a new draft in a class the teacher teaches. */
export const assignmentCreateSchema = assignmentContentSchema.extend({
  classId: uuid(ASSIGNMENT_MESSAGES.classId),
  kind: z.enum(ASSIGNMENT_KINDS, { error: ASSIGNMENT_MESSAGES.kind }).default("assignment"),
});
export type AssignmentCreate = z.infer<typeof assignmentCreateSchema>;

/** GET /api/teacher/assignments?classId=&status= */
export const assignmentListQuerySchema = z.object({
  classId: optionalQuery(uuid(ASSIGNMENT_MESSAGES.classId)),
  status: optionalQuery(z.enum(ASSIGNMENT_STATES, { error: ASSIGNMENT_MESSAGES.status })),
});
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

/** POST .../publish: now (no body, or no publishAt) or later ({publishAt: {date, time}} in the school's zone). */
export const publishSchema = z.object({
  publishAt: zonedDateTimeSchema.nullable().optional(),
});
export type PublishInput = z.infer<typeof publishSchema>;

/** POST .../copy: to another class the teacher teaches, as a draft. */
export const copySchema = z.object({
  classId: uuid(ASSIGNMENT_MESSAGES.classId),
});

/** PUT .../adjustments/:studentId: one child's changes. */
export const adjustmentSchema = z.object({
  /** A due date and time later than the class's, in the school's zone; null keeps the class's. */
  due: zonedDateTimeSchema.nullable().default(null),
  reducedWork: text({ error: ASSIGNMENT_MESSAGES.reducedWorkTooLong, multiline: true })
    .trim()
    .max(REDUCED_WORK_MAX, ASSIGNMENT_MESSAGES.reducedWorkTooLong)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
  readAloud: z.boolean({ error: ASSIGNMENT_MESSAGES.flag }).default(false),
  excused: z.boolean({ error: ASSIGNMENT_MESSAGES.flag }).default(false),
});
export type AdjustmentInput = z.input<typeof adjustmentSchema>;

export const ADJUSTMENT_MESSAGES = {
  notEnrolled: "That child is not in this class.",
  dueNotLater: "A child's own due date must be later than the class's.",
  empty: "Choose a later due date, reduced work, read-aloud or excused, or remove the change.",
} as const;

export const CONTENT_MESSAGES = {
  standardUnknown: "That standard is not in the catalog (or no longer used).",
  criterionStandard: "A criterion's standard must be one the work assesses.",
  criterionUnknown: "That criterion is not part of this work's rubric.",
  criterionMarked: "This criterion already has marks: it cannot be removed. Edit its wording instead.",
  standardMarked: "This standard already has marks on this work: it cannot be removed.",
  fileUnknown: "That file is not one of your uploads.",
  resourceUnknown: "That resource is not in your library or the school's.",
  archived: "This work is archived: it can no longer be changed.",
  publishPast: "Please choose a time in the future to publish, or publish now.",
  publishAfterDue: "Work must be published before it is due.",
  unpublishHandedIn: "Children have already handed this in: it cannot go back to draft. Archive it instead.",
  notPublished: "This work is already a draft.",
  classArchived: "That class is archived.",
} as const;

// --- Answers -------------------------------------------------------------------------------------

export const assignmentSummarySchema = z.object({
  id: z.string(),
  classId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  title: z.string(),
  state: z.enum(ASSIGNMENT_STATES),
  /** ISO instants. */
  dueAt: z.string().nullable(),
  publishAt: z.string().nullable(),
  termId: z.string().nullable(),
  updatedAt: z.string(),
  /** Children enrolled now; of them, handed in and waiting (submitted or late), and returned. */
  children: z.number(),
  handedIn: z.number(),
  returned: z.number(),
});
export type AssignmentSummary = z.infer<typeof assignmentSummarySchema>;

export const taughtClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string(),
  subjectName: z.string(),
});
export type TaughtClass = z.infer<typeof taughtClassSchema>;

export const assignmentListSchema = z.object({
  viewingAsStaff: z.boolean(),
  classes: z.array(taughtClassSchema),
  assignments: z.array(assignmentSummarySchema),
});
export type AssignmentList = z.infer<typeof assignmentListSchema>;

export const rubricCriterionSchema = z.object({
  id: z.string(),
  title: z.string(),
  standardId: z.string().nullable(),
  levels: z.object({ "4": z.string(), "3": z.string(), "2": z.string(), "1": z.string() }),
  /** Marks given on it (it cannot be removed once marked). */
  marks: z.number(),
});
export type RubricCriterion = z.infer<typeof rubricCriterionSchema>;

export const attachmentDetailSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("file"), id: z.string(), name: z.string(), contentType: z.string(), size: z.number() }),
  z.object({
    kind: z.literal("resource"),
    id: z.string(),
    name: z.string(),
    resourceKind: z.string(),
    fileId: z.string().nullable(),
    url: z.string().nullable(),
  }),
]);
export type AttachmentDetail = z.infer<typeof attachmentDetailSchema>;

/** A date and a time on the school's wall clock, as answers carry them. */
const zonedDateTimeAnswer = z.object({ date: z.string(), time: z.string() });

export const adjustmentDetailSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  dueAt: z.string().nullable(),
  due: zonedDateTimeAnswer.nullable(),
  reducedWork: z.string().nullable(),
  readAloud: z.boolean(),
  excused: z.boolean(),
});
export type AdjustmentDetail = z.infer<typeof adjustmentDetailSchema>;

export const classChildSchema = z.object({
  id: z.string(),
  /** The name the child goes by and their last name. */
  name: z.string(),
  hasAccommodations: z.boolean(),
  accommodationPlan: z.string().nullable(),
  accommodations: z.string().nullable(),
});
export type ClassChild = z.infer<typeof classChildSchema>;

export const assignmentDetailSchema = z.object({
  viewingAsStaff: z.boolean(),
  assignment: z.object({
    id: z.string(),
    classId: z.string(),
    className: z.string(),
    kind: z.enum(ASSIGNMENT_KINDS),
    title: z.string(),
    instructions: z.string(),
    state: z.enum(ASSIGNMENT_STATES),
    dueAt: z.string().nullable(),
    due: zonedDateTimeAnswer.nullable(),
    publishAt: z.string().nullable(),
    publish: zonedDateTimeAnswer.nullable(),
    termId: z.string().nullable(),
    termName: z.string().nullable(),
    answerKinds: z.array(z.enum(ANSWER_KINDS)),
    archivedAt: z.string().nullable(),
    updatedAt: z.string(),
    /** Children who have handed in (it can then no longer go back to draft). */
    handedIn: z.number(),
  }),
  standards: z.array(standardSummarySchema),
  rubric: z.array(rubricCriterionSchema),
  attachments: z.array(attachmentDetailSchema),
  adjustments: z.array(adjustmentDetailSchema),
  children: z.array(classChildSchema),
});
export type AssignmentDetail = z.infer<typeof assignmentDetailSchema>;

/** The state of a row: archived, draft, scheduled or published at `now`. */
export function assignmentState(row: { publishAt: Date | null; archivedAt: Date | null }, now: Date): AssignmentState {
  if (row.archivedAt) return "archived";
  if (!row.publishAt) return "draft";
  return row.publishAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** The levels of a rubric, highest first, for the editor's and the marking view's columns. */
export const RUBRIC_LEVELS = MASTERY_LEVELS;
