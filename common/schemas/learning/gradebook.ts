/**
 * The gradebook and marking (issue 16, "Teachers"; docs/api/gradebook.md): the grid's, the standards
 * view's and the CSV's queries, the marks and feedback a teacher saves, returning work, the personal
 * comment bank, and the answers the screen reads. Times are ISO instants.
 */
import { z } from "zod";
import type { MasteryLevel } from "../../learning/mastery";
import type { WorkStatus } from "../../learning/work-status";
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
  submissionIds: "Please choose the work to return.",
  tooManySubmissions: "Return at most 200 pieces of work at once.",
  comment: "Please write the comment to save.",
  commentTooLong: "Please keep a saved comment to 1,000 characters or fewer.",
} as const;

export const FEEDBACK_MAX = 5000;
export const COMMENT_MAX = 1000;

const uuidQuery = (message: string) => text({ error: message }).trim().pipe(z.uuid({ error: message }));

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
  subject: optionalQuery(text({ error: GRADEBOOK_MESSAGES.subject }).trim().regex(/^[a-z][a-z0-9-]{0,39}$/, GRADEBOOK_MESSAGES.subject)),
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
  submissionIds: z
    .array(z.uuid({ error: GRADEBOOK_MESSAGES.submissionIds }), { error: GRADEBOOK_MESSAGES.submissionIds })
    .min(1, GRADEBOOK_MESSAGES.submissionIds)
    .max(200, GRADEBOOK_MESSAGES.tooManySubmissions),
});

/** POST /api/teacher/comment-bank: a comment saved to the teacher's own bank. */
export const commentCreateSchema = z.object({
  text: text({ error: GRADEBOOK_MESSAGES.comment, multiline: true }).trim().min(1, GRADEBOOK_MESSAGES.comment).max(COMMENT_MAX, GRADEBOOK_MESSAGES.commentTooLong),
});
export type CommentCreateInput = z.input<typeof commentCreateSchema>;

// --- Answers -----------------------------------------------------------------------------------

export interface GradebookStudent {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  /** The child has an IEP/504 plan or accommodations on record (details on the class roster). */
  hasAccommodations: boolean;
}

export interface GradebookAssignment {
  id: string;
  title: string;
  dueAt: string | null;
  termId: string | null;
  /** The codes of the standards it assesses. */
  standardCodes: string[];
}

/** A summary of a cell's marks: their average level, and whether they are still drafts. */
export interface CellMarks {
  count: number;
  /** The average level, one decimal (3.5). */
  average: number;
  /** Not yet returned: the child and family do not see them. */
  draft: boolean;
}

/** A child's work on one assignment; its child and assignment are its place in `GradebookGrid.cells`. */
export interface GradebookCell {
  status: WorkStatus;
  submissionId: string | null;
  /** The child's own due time when it differs from the assignment's (a later date given to them); else null. */
  ownDueAt: string | null;
  /** The child has a change on this work (later date, reduced work, read-aloud or excused). */
  adjusted: boolean;
  marks: CellMarks | null;
}

export interface GradebookTerm {
  id: string;
  number: number;
  name: string;
}

export interface GradebookStandardOption {
  id: string;
  code: string;
  subjectCode: string;
  description: string;
}

export interface GradebookGrid {
  class: { id: string; name: string; grade: string; subjectCode: string };
  terms: GradebookTerm[];
  /** The standards the class's published work assesses (the standard filter's options). */
  standards: GradebookStandardOption[];
  students: GradebookStudent[];
  assignments: GradebookAssignment[];
  /**
   * `cells[i][j]` is the work of `students[i]` on `assignments[j]` (kept positional: a class's year
   * is 24 × 150 cells, and ids in each would double the answer).
   */
  cells: GradebookCell[][];
}

export interface MarkingFile {
  fileId: string;
  /** `file` or `voice`. */
  kind: string;
  name: string;
  contentType: string;
  size: number;
  durationSeconds: number | null;
}

export interface MarkingCriterion {
  id: string;
  position: number;
  title: string;
  standardId: string | null;
  standardCode: string | null;
  /** The description of each level, "4" to "1". */
  levels: Record<string, string>;
}

export interface MarkingStandard {
  id: string;
  code: string;
  description: string;
}

export interface SavedMark {
  criterionId: string | null;
  standardId: string | null;
  level: number;
}

export interface MarkingView {
  student: { id: string; firstName: string; lastName: string; preferredName: string | null };
  assignment: { id: string; classId: string; title: string; instructions: string; dueAt: string | null; answerKinds: string[] };
  status: WorkStatus;
  /** The child's own due time. */
  dueAt: string | null;
  adjustment: { dueAt: string | null; reducedWork: string | null; readAloud: boolean; excused: boolean } | null;
  /** Null while the child has saved nothing and nothing was marked. */
  submission: {
    id: string;
    status: string;
    textAnswer: string;
    submittedAt: string | null;
    firstSubmittedAt: string | null;
    attempts: number;
    late: boolean;
    feedback: string | null;
    markedAt: string | null;
    returnedAt: string | null;
  } | null;
  files: MarkingFile[];
  criteria: MarkingCriterion[];
  standards: MarkingStandard[];
  marks: SavedMark[];
}

export interface ReturnResult {
  returned: number;
  /** Work with nothing to return yet (not handed in, no marks, no comment). */
  skipped: number;
}

export interface MasteryCell {
  studentId: string;
  standardId: string;
  level: MasteryLevel | null;
  /** Returned marks behind it. */
  count: number;
}

export interface GradebookStandards {
  class: { id: string; name: string };
  students: GradebookStudent[];
  standards: GradebookStandardOption[];
  cells: MasteryCell[];
  /** MASTERY_RULE_TEXT, shown beside the figures. */
  rule: string;
}

export interface BankComment {
  id: string;
  text: string;
  uses: number;
  createdAt: string;
}
