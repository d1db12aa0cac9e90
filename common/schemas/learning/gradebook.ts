/**
 * The gradebook and marking (issue 16, "Teachers"; docs/api/gradebook.md): the grid's, the standards
 * view's and the CSV's queries, the marks and feedback a teacher saves, returning work, the personal
 * comment bank, and the answers the screen reads. Times are ISO instants.
 */
import { z } from "zod";
import { MASTERY_LEVELS } from "../../learning/mastery";
import { WORK_STATUSES } from "../../learning/work-status";
import { text } from "../fields";
import { optionalQuery } from "../paging";

export const GRADEBOOK_MESSAGES = {
  classId: "Please choose a class from the list.",
  termId: "Please choose a term from the list.",
  standardId: "Please choose a standard from the list.",
  subject: "Please choose a subject from the list.",
  level: "A level is a whole number from 1 to 4.",
  target: "Each mark needs a rubric criterion or a standard.",
  criterionId: "Please choose a criterion of this work's rubric.",
  markStandardId: "Please choose a standard this work assesses.",
  tooManyMarks: "A piece of work takes at most 50 marks.",
  feedbackTooLong: "Please keep the comment to 5,000 characters or fewer.",
  workIds: "Please choose the work to return.",
  tooMuchWork: "Return at most 200 pieces of work at once.",
  comment: "Please write the comment to save.",
  commentTooLong: "Please keep a saved comment to 1,000 characters or fewer.",
} as const;

export const FEEDBACK_MAX = 5000;
export const COMMENT_MAX = 1000;

const uuidQuery = (message: string) =>
  text({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

/** `?classId=&termId=&standardId=` of the grid. */
export const gradebookQuerySchema = z.object({
  classId: uuidQuery(GRADEBOOK_MESSAGES.classId),
  termId: optionalQuery(uuidQuery(GRADEBOOK_MESSAGES.termId)),
  standardId: optionalQuery(uuidQuery(GRADEBOOK_MESSAGES.standardId)),
});
export type GradebookQuery = z.infer<typeof gradebookQuerySchema>;

/** `?classId=&termId=&subject=` of the standards view. */
export const gradebookStandardsQuerySchema = z.object({
  classId: uuidQuery(GRADEBOOK_MESSAGES.classId),
  termId: optionalQuery(uuidQuery(GRADEBOOK_MESSAGES.termId)),
  subject: optionalQuery(
    text({ error: GRADEBOOK_MESSAGES.subject })
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, GRADEBOOK_MESSAGES.subject),
  ),
});
export type GradebookStandardsQuery = z.infer<typeof gradebookStandardsQuerySchema>;

/** `?classId=&termId=` of the CSV export. */
export const gradebookCsvQuerySchema = z.object({
  classId: uuidQuery(GRADEBOOK_MESSAGES.classId),
  termId: optionalQuery(uuidQuery(GRADEBOOK_MESSAGES.termId)),
});
export type GradebookCsvQuery = z.infer<typeof gradebookCsvQuerySchema>;

export const markInputSchema = z
  .object({
    criterionId: z.uuid({ error: GRADEBOOK_MESSAGES.criterionId }).optional(),
    standardId: z.uuid({ error: GRADEBOOK_MESSAGES.markStandardId }).optional(),
    level: z.number({ error: GRADEBOOK_MESSAGES.level }).int(GRADEBOOK_MESSAGES.level).min(1, GRADEBOOK_MESSAGES.level).max(4, GRADEBOOK_MESSAGES.level),
  })
  .refine((m) => m.criterionId !== undefined || m.standardId !== undefined, { message: GRADEBOOK_MESSAGES.target, path: ["criterionId"] });
export type MarkInput = z.infer<typeof markInputSchema>;

/**
 * PUT .../marks: the whole set of marks (a criterion's mark, or a standard's without a rubric) and
 * the comment. Saved as drafts until the work is returned; after that, a change stays returned.
 */
export const marksSchema = z.object({
  marks: z.array(markInputSchema, { error: GRADEBOOK_MESSAGES.target }).max(50, GRADEBOOK_MESSAGES.tooManyMarks),
  feedback: text({ error: GRADEBOOK_MESSAGES.feedbackTooLong, multiline: true }).trim().max(FEEDBACK_MAX, GRADEBOOK_MESSAGES.feedbackTooLong).default(""),
});
export type MarksInput = z.input<typeof marksSchema>;

/** POST /api/teacher/gradebook/return: several pieces of work returned at once. */
export const returnManySchema = z.object({
  workIds: z
    .array(z.uuid({ error: GRADEBOOK_MESSAGES.workIds }), { error: GRADEBOOK_MESSAGES.workIds })
    .min(1, GRADEBOOK_MESSAGES.workIds)
    .max(200, GRADEBOOK_MESSAGES.tooMuchWork),
});

/** POST /api/teacher/comment-bank: a comment saved to the teacher's own bank. */
export const commentCreateSchema = z.object({
  text: text({ error: GRADEBOOK_MESSAGES.comment, multiline: true })
    .trim()
    .min(1, GRADEBOOK_MESSAGES.comment)
    .max(COMMENT_MAX, GRADEBOOK_MESSAGES.commentTooLong),
});
export type CommentCreateInput = z.input<typeof commentCreateSchema>;

// --- Answers -----------------------------------------------------------------------------------

export const gradebookStudentSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  /** The child has an IEP/504 plan or accommodations on record (details on the class roster). */
  hasAccommodations: z.boolean(),
});
export type GradebookStudent = z.infer<typeof gradebookStudentSchema>;

export const gradebookAssignmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueAt: z.string().nullable(),
  termId: z.string().nullable(),
  /** The codes of the standards it assesses. */
  standardCodes: z.array(z.string()),
});
export type GradebookAssignment = z.infer<typeof gradebookAssignmentSchema>;

/** A summary of a cell's marks: their average level, and whether they are still drafts. */
export const cellMarksSchema = z.object({
  count: z.number(),
  /** The average level, one decimal (3.5). */
  average: z.number(),
  /** Not yet returned: the child and family do not see them. */
  draft: z.boolean(),
});
export type CellMarks = z.infer<typeof cellMarksSchema>;

/** A child's work on one assignment; its child and assignment are its place in `GradebookGrid.cells`. */
export const gradebookCellSchema = z.object({
  status: z.enum(WORK_STATUSES),
  workId: z.string().nullable(),
  /** The child's own due time when it differs from the assignment's (a later date given to them); else null. */
  ownDueAt: z.string().nullable(),
  /** The child has a change on this work (later date, reduced work, read-aloud or excused). */
  adjusted: z.boolean(),
  marks: cellMarksSchema.nullable(),
});
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

export const gradebookTermSchema = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
});
export type GradebookTerm = z.infer<typeof gradebookTermSchema>;

export const gradebookStandardOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  subjectCode: z.string(),
  description: z.string(),
});
export type GradebookStandardOption = z.infer<typeof gradebookStandardOptionSchema>;

export const gradebookGridSchema = z.object({
  class: z.object({ id: z.string(), name: z.string(), grade: z.string(), subjectCode: z.string() }),
  terms: z.array(gradebookTermSchema),
  /** The standards the class's published work assesses (the standard filter's options). */
  standards: z.array(gradebookStandardOptionSchema),
  students: z.array(gradebookStudentSchema),
  assignments: z.array(gradebookAssignmentSchema),
  /**
   * `cells[i][j]` is the work of `students[i]` on `assignments[j]` (kept positional: a class's year
   * is 24 × 150 cells, and ids in each would double the answer).
   */
  cells: z.array(z.array(gradebookCellSchema)),
});
export type GradebookGrid = z.infer<typeof gradebookGridSchema>;

export const markingFileSchema = z.object({
  fileId: z.string(),
  /** `file` or `voice`. */
  kind: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  durationSeconds: z.number().nullable(),
});
export type MarkingFile = z.infer<typeof markingFileSchema>;

export const markingCriterionSchema = z.object({
  id: z.string(),
  position: z.number(),
  title: z.string(),
  standardId: z.string().nullable(),
  standardCode: z.string().nullable(),
  /** The description of each level, "4" to "1". */
  levels: z.record(z.string(), z.string()),
});
export type MarkingCriterion = z.infer<typeof markingCriterionSchema>;

export const markingStandardSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
});
export type MarkingStandard = z.infer<typeof markingStandardSchema>;

export const savedMarkSchema = z.object({
  criterionId: z.string().nullable(),
  standardId: z.string().nullable(),
  level: z.number(),
});
export type SavedMark = z.infer<typeof savedMarkSchema>;

export const markingViewSchema = z.object({
  student: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), preferredName: z.string().nullable() }),
  assignment: z.object({
    id: z.string(),
    classId: z.string(),
    title: z.string(),
    instructions: z.string(),
    dueAt: z.string().nullable(),
    answerKinds: z.array(z.string()),
  }),
  status: z.enum(WORK_STATUSES),
  /** The child's own due time. */
  dueAt: z.string().nullable(),
  adjustment: z.object({ dueAt: z.string().nullable(), reducedWork: z.string().nullable(), readAloud: z.boolean(), excused: z.boolean() }).nullable(),
  /** Null while the child has saved nothing and nothing was marked. */
  work: z
    .object({
      id: z.string(),
      status: z.string(),
      textAnswer: z.string(),
      submittedAt: z.string().nullable(),
      firstSubmittedAt: z.string().nullable(),
      attempts: z.number(),
      late: z.boolean(),
      feedback: z.string().nullable(),
      markedAt: z.string().nullable(),
      returnedAt: z.string().nullable(),
    })
    .nullable(),
  files: z.array(markingFileSchema),
  criteria: z.array(markingCriterionSchema),
  standards: z.array(markingStandardSchema),
  marks: z.array(savedMarkSchema),
});
export type MarkingView = z.infer<typeof markingViewSchema>;

export const returnResultSchema = z.object({
  returned: z.number(),
  /** Work with nothing to return yet (not handed in, no marks, no comment). */
  skipped: z.number(),
});
export type ReturnResult = z.infer<typeof returnResultSchema>;

export const masteryCellSchema = z.object({
  studentId: z.string(),
  standardId: z.string(),
  level: z.literal(MASTERY_LEVELS).nullable(),
  /** Returned marks behind it. */
  count: z.number(),
});
export type MasteryCell = z.infer<typeof masteryCellSchema>;

export const gradebookStandardsSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  students: z.array(gradebookStudentSchema),
  standards: z.array(gradebookStandardOptionSchema),
  cells: z.array(masteryCellSchema),
  /** MASTERY_RULE_TEXT, shown beside the figures. */
  rule: z.string(),
});
export type GradebookStandards = z.infer<typeof gradebookStandardsSchema>;

export const bankCommentSchema = z.object({
  id: z.string(),
  text: z.string(),
  uses: z.number(),
  createdAt: z.string(),
});
export type BankComment = z.infer<typeof bankCommentSchema>;

/** GET /api/teacher/comment-bank. */
export const commentBankSchema = z.object({ comments: z.array(bankCommentSchema) });
