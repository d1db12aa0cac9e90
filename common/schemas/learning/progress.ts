/**
 * Family progress, term comments and report cards (issue 16, "Families"; docs/api/progress.md): the
 * queries the server parses and the answers both sides read. Mastery is computed by the one rule of
 * common/learning/mastery.ts from RETURNED marks only; draft marks never reach these answers.
 */
import { z } from "zod";
import { MASTERY_LEVELS } from "../../learning/mastery";
import { WORK_STATUSES } from "../../learning/work-status";
import { text } from "../fields";
import { optionalQuery } from "../paging";
import { commentInLanguageFields, titleInLanguageFields } from "./work";

export const PROGRESS_MESSAGES = {
  studentId: "Please choose a child.",
  termId: "Please choose a term from the list.",
  classId: "Please choose a class.",
  comment: "Please write a comment of 2,000 characters or fewer.",
  studentIds: "Please choose up to 5,000 children.",
} as const;

const requiredId = (message: string) =>
  text({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));
const optionalId = (message: string) => optionalQuery(requiredId(message));

/** `GET /api/family/progress?studentId=&termId=` (termId absent: the term of today, or the latest). */
export const familyProgressQuerySchema = z.object({
  studentId: requiredId(PROGRESS_MESSAGES.studentId),
  termId: optionalId(PROGRESS_MESSAGES.termId),
});
export type FamilyProgressQuery = z.infer<typeof familyProgressQuerySchema>;

/** `GET /api/student/progress?termId=` (the child's own). */
export const studentProgressQuerySchema = z.object({ termId: optionalId(PROGRESS_MESSAGES.termId) });

export const progressTermSchema = z.object({
  id: z.string(),
  name: z.string(),
  yearName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type ProgressTerm = z.infer<typeof progressTermSchema>;

const masteryLevel = z.literal(MASTERY_LEVELS);

/** One returned mark and the work behind it: the evidence of a standard's mastery. */
export const progressEvidenceSchema = z.object({
  workId: z.string(),
  assignmentId: z.string(),
  assignmentTitle: z.string(),
  /** The title's language and its translation into the reader's (common/schemas/learning/work.ts). */
  ...titleInLanguageFields,
  className: z.string(),
  /** The rubric criterion the mark was given for, when there was one. */
  criterion: z.string().nullable(),
  level: masteryLevel,
  submittedAt: z.string().nullable(),
  returnedAt: z.string(),
  /** The teacher's comment on the work, as returned. */
  feedback: z.string().nullable(),
  ...commentInLanguageFields,
  /**
   * The work screen of the piece (/portal/assignments/:id/work?studentId=) for the child's own
   * progress; null in a family's answer (families see the work inline, GET /api/assignments/:id/work).
   */
  workLink: z.string().nullable(),
});
export type ProgressEvidence = z.infer<typeof progressEvidenceSchema>;

/**
 * One answer of the child to a quick check of a live class that the teacher counted for the standard
 * (issue 35, docs/api/live.md): one mark in the mastery rule, 3 when right, 2 when not yet, or the
 * level the teacher set (`overridden`).
 */
export const progressLiveCheckSchema = z.object({
  checkId: z.string(),
  className: z.string(),
  question: z.string().nullable(),
  answer: z.string(),
  correct: z.boolean(),
  level: masteryLevel,
  overridden: z.boolean(),
  answeredAt: z.string(),
});
export type ProgressLiveCheck = z.infer<typeof progressLiveCheckSchema>;

export const progressStandardSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  domain: z.string(),
  /** Current mastery by the one rule; null is Not yet assessed. */
  mastery: masteryLevel.nullable(),
  /** Newest first. */
  evidence: z.array(progressEvidenceSchema),
  /** "Live class check" evidence, newest first: counted in `mastery` like a returned mark. */
  liveChecks: z.array(progressLiveCheckSchema),
  /**
   * The child's practice of this standard in the learning games (issue 34): items answered and right
   * at the first try, all time; practice, never a mark (it counts in no mastery). Null: not practised.
   */
  practice: z.object({ items: z.number().int(), rightFirstTime: z.number().int(), lastAt: z.string() }).nullable(),
});
export type ProgressStandard = z.infer<typeof progressStandardSchema>;

export const progressSubjectSchema = z.object({
  code: z.string(),
  name: z.string(),
  standards: z.array(progressStandardSchema),
});
export type ProgressSubject = z.infer<typeof progressSubjectSchema>;

export const progressWorkSchema = z.object({
  assignmentId: z.string(),
  title: z.string(),
  ...titleInLanguageFields,
  className: z.string(),
  dueAt: z.string().nullable(),
  status: z.enum(WORK_STATUSES),
  /** The work screen for the child's own progress; null in a family's answer. */
  workLink: z.string().nullable(),
});
export type ProgressWork = z.infer<typeof progressWorkSchema>;

export const reportCardSummarySchema = z.object({
  id: z.string(),
  termId: z.string(),
  termName: z.string(),
  generatedAt: z.string(),
  fileId: z.string(),
});
export type ReportCardSummary = z.infer<typeof reportCardSummarySchema>;

export const progressChildSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  grade: z.string(),
});
export type ProgressChild = z.infer<typeof progressChildSchema>;

export const familyProgressSchema = z.object({
  child: progressChildSchema,
  terms: z.array(progressTermSchema),
  /** The term shown (null when the school has no terms yet). */
  termId: z.string().nullable(),
  subjects: z.array(progressSubjectSchema),
  /** Due in the next 14 days, not handed in yet (soonest first). */
  upcoming: z.array(progressWorkSchema),
  /** Past the child's own due time and not handed in. */
  missing: z.array(progressWorkSchema),
  /** The current report card of each term (guardians and staff only; empty for the child). */
  reportCards: z.array(reportCardSummarySchema),
});
export type FamilyProgress = z.infer<typeof familyProgressSchema>;

/** Upcoming work looks this far ahead. */
export const UPCOMING_DAYS = 14;

// --- Term comments (teachers) ----------------------------------------------------------------------

export const TERM_COMMENT_MAX = 2000;

/** `?classId=&termId=` (termId absent: the term of today, or the latest begun). */
export const termCommentsQuerySchema = z.object({
  classId: requiredId(PROGRESS_MESSAGES.classId),
  termId: optionalId(PROGRESS_MESSAGES.termId),
});

export const termCommentSchema = z.object({
  classId: z.uuid({ error: PROGRESS_MESSAGES.classId }),
  termId: z.uuid({ error: PROGRESS_MESSAGES.termId }),
  studentId: z.uuid({ error: PROGRESS_MESSAGES.studentId }),
  /** An empty comment removes it. */
  comment: text({ error: PROGRESS_MESSAGES.comment, multiline: true }).trim().max(TERM_COMMENT_MAX, PROGRESS_MESSAGES.comment),
});
export type TermCommentInput = z.infer<typeof termCommentSchema>;

export const termCommentRowSchema = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  comment: z.string(),
  updatedAt: z.string().nullable(),
});
export type TermCommentRow = z.infer<typeof termCommentRowSchema>;

export const termCommentsSchema = z.object({
  classId: z.string(),
  /** The term shown (null when the school has no terms yet). */
  termId: z.string().nullable(),
  terms: z.array(progressTermSchema),
  students: z.array(termCommentRowSchema),
});
export type TermComments = z.infer<typeof termCommentsSchema>;

/** PUT /api/teacher/term-comments: the child's comment as saved (empty and no date once removed). */
export const savedTermCommentSchema = z.object({ studentId: z.string(), comment: z.string(), updatedAt: z.string().nullable() });
export type SavedTermComment = z.infer<typeof savedTermCommentSchema>;

// --- Report cards (staff) --------------------------------------------------------------------------

/** `?termId=` (absent: the term of today, or the latest begun). */
export const reportCardsQuerySchema = z.object({ termId: optionalId(PROGRESS_MESSAGES.termId) });

export const generateReportCardsSchema = z.object({
  termId: z.uuid({ error: PROGRESS_MESSAGES.termId }),
  /** Absent: every child enrolled now in a class of the term's year. */
  studentIds: z
    .array(z.uuid({ error: PROGRESS_MESSAGES.studentId }), { error: PROGRESS_MESSAGES.studentIds })
    .max(5000, PROGRESS_MESSAGES.studentIds)
    .optional(),
});
export type GenerateReportCards = z.infer<typeof generateReportCardsSchema>;

export const generatedReportCardsSchema = z.object({
  termId: z.string(),
  generated: z.number(),
  superseded: z.number(),
  milliseconds: z.number(),
});
export type GeneratedReportCards = z.infer<typeof generatedReportCardsSchema>;

export const reportCardListItemSchema = reportCardSummarySchema.extend({
  studentId: z.string(),
  studentName: z.string(),
  grade: z.string(),
  supersededAt: z.string().nullable(),
  generatedBy: z.string().nullable(),
});
export type ReportCardListItem = z.infer<typeof reportCardListItemSchema>;

export const reportCardListSchema = z.object({
  terms: z.array(progressTermSchema),
  /** The term shown (null when the school has no terms yet). */
  termId: z.string().nullable(),
  /** How many children Generate makes report cards for in that term: every child enrolled now in a class of its year. */
  children: z.number(),
  reportCards: z.array(reportCardListItemSchema),
});
export type ReportCardList = z.infer<typeof reportCardListSchema>;
