/**
 * Family progress, term comments and report cards (issue 16, "Families"; docs/api/progress.md): the
 * queries the server parses and the answers both sides read. Mastery is computed by the one rule of
 * common/learning/mastery.ts from RETURNED marks only; draft marks never reach these answers.
 */
import { z } from "zod";
import type { MasteryLevel } from "../../learning/mastery";
import type { WorkStatus } from "../../learning/work-status";
import { text } from "../fields";
import { optionalQuery } from "../paging";

export const PROGRESS_MESSAGES = {
  studentId: "Please choose a child.",
  termId: "Please choose a term from the list.",
  classId: "Please choose a class.",
  comment: "Please write a comment of 2,000 characters or fewer.",
  studentIds: "Please choose up to 5,000 children.",
} as const;

const requiredId = (message: string) => text({ error: message }).trim().pipe(z.uuid({ error: message }));
const optionalId = (message: string) => optionalQuery(requiredId(message));

/** `GET /api/family/progress?studentId=&termId=` (termId absent: the term of today, or the latest). */
export const familyProgressQuerySchema = z.object({
  studentId: requiredId(PROGRESS_MESSAGES.studentId),
  termId: optionalId(PROGRESS_MESSAGES.termId),
});
export type FamilyProgressQuery = z.infer<typeof familyProgressQuerySchema>;

/** `GET /api/student/progress?termId=` (the child's own). */
export const studentProgressQuerySchema = z.object({ termId: optionalId(PROGRESS_MESSAGES.termId) });

export interface ProgressTerm {
  id: string;
  name: string;
  yearName: string;
  startsOn: string;
  endsOn: string;
}

/** One returned mark and the work behind it: the evidence of a standard's mastery. */
export interface ProgressEvidence {
  submissionId: string;
  assignmentId: string;
  assignmentTitle: string;
  className: string;
  /** The rubric criterion the mark was given for, when there was one. */
  criterion: string | null;
  level: MasteryLevel;
  submittedAt: string | null;
  returnedAt: string;
  /** The teacher's comment on the work, as returned. */
  feedback: string | null;
  /**
   * The work screen of the piece (/portal/assignments/:id/work?studentId=) for the child's own
   * progress; null in a family's answer (families see the work inline, GET /api/assignments/:id/work).
   */
  workLink: string | null;
}

export interface ProgressStandard {
  id: string;
  code: string;
  description: string;
  domain: string;
  /** Current mastery by the one rule; null is Not yet assessed. */
  mastery: MasteryLevel | null;
  /** Newest first. */
  evidence: ProgressEvidence[];
}

export interface ProgressSubject {
  code: string;
  name: string;
  standards: ProgressStandard[];
}

export interface ProgressWork {
  assignmentId: string;
  title: string;
  className: string;
  dueAt: string | null;
  status: WorkStatus;
  /** The work screen for the child's own progress; null in a family's answer. */
  workLink: string | null;
}

export interface ReportCardSummary {
  id: string;
  termId: string;
  termName: string;
  generatedAt: string;
  fileId: string;
}

export interface ProgressChild {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  grade: string;
}

export interface FamilyProgress {
  child: ProgressChild;
  terms: ProgressTerm[];
  /** The term shown (null when the school has no terms yet). */
  termId: string | null;
  subjects: ProgressSubject[];
  /** Due in the next 14 days, not handed in yet (soonest first). */
  upcoming: ProgressWork[];
  /** Past the child's own due time and not handed in. */
  missing: ProgressWork[];
  /** The current report card of each term (guardians and staff only; empty for the child). */
  reportCards: ReportCardSummary[];
}

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

export interface TermCommentRow {
  studentId: string;
  firstName: string;
  lastName: string;
  comment: string;
  updatedAt: string | null;
}

export interface TermComments {
  classId: string;
  /** The term shown (null when the school has no terms yet). */
  termId: string | null;
  terms: ProgressTerm[];
  students: TermCommentRow[];
}

// --- Report cards (staff) --------------------------------------------------------------------------

/** `?termId=` (absent: the term of today, or the latest begun). */
export const reportCardsQuerySchema = z.object({ termId: optionalId(PROGRESS_MESSAGES.termId) });

export const generateReportCardsSchema = z.object({
  termId: z.uuid({ error: PROGRESS_MESSAGES.termId }),
  /** Absent: every child enrolled now in a class of the term's year. */
  studentIds: z.array(z.uuid({ error: PROGRESS_MESSAGES.studentId }), { error: PROGRESS_MESSAGES.studentIds }).max(5000, PROGRESS_MESSAGES.studentIds).optional(),
});
export type GenerateReportCards = z.infer<typeof generateReportCardsSchema>;

export interface GeneratedReportCards {
  termId: string;
  generated: number;
  superseded: number;
  milliseconds: number;
}

export interface ReportCardListItem extends ReportCardSummary {
  studentId: string;
  studentName: string;
  grade: string;
  supersededAt: string | null;
  generatedBy: string | null;
}

export interface ReportCardList {
  terms: ProgressTerm[];
  /** The term shown (null when the school has no terms yet). */
  termId: string | null;
  reportCards: ReportCardListItem[];
}
