/**
 * Portfolios (issue 16, /student/portfolio; docs/api/portfolio.md): a child adds their own handed-in
 * work with a title and a few words of reflection; a teacher of the work's class approves it or
 * sends it back; the family sees approved items; a term's approved items download as one PDF.
 */
import { z } from "zod";
import { text } from "../fields";
import { optionalQuery } from "../paging";

export const PORTFOLIO_STATUSES = ["pending", "approved", "declined"] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

export const PORTFOLIO_MESSAGES = {
  workId: "Please choose a piece of your work.",
  title: "Please give it a title of 1 to 80 characters.",
  reflection: "Please keep your words to 1,000 characters or fewer.",
  classId: "Please choose a class.",
  status: "Please choose pending, approved or declined.",
  studentId: "Please choose a child.",
  termId: "Please choose a term from the list.",
} as const;

export const TITLE_MAX = 80;
export const REFLECTION_MAX = 1000;

const requiredId = (message: string) =>
  text({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));

export const addPortfolioItemSchema = z.object({
  workId: z.uuid({ error: PORTFOLIO_MESSAGES.workId }),
  title: text({ error: PORTFOLIO_MESSAGES.title }).trim().min(1, PORTFOLIO_MESSAGES.title).max(TITLE_MAX, PORTFOLIO_MESSAGES.title),
  reflection: text({ error: PORTFOLIO_MESSAGES.reflection, multiline: true }).trim().max(REFLECTION_MAX, PORTFOLIO_MESSAGES.reflection).default(""),
});
export type AddPortfolioItem = z.input<typeof addPortfolioItemSchema>;

export const teacherPortfolioQuerySchema = z.object({
  classId: requiredId(PORTFOLIO_MESSAGES.classId),
  status: optionalQuery(z.enum(PORTFOLIO_STATUSES, { error: PORTFOLIO_MESSAGES.status })),
});

export const familyPortfolioQuerySchema = z.object({ studentId: requiredId(PORTFOLIO_MESSAGES.studentId) });

export const familyPortfolioPdfQuerySchema = z.object({
  studentId: requiredId(PORTFOLIO_MESSAGES.studentId),
  termId: optionalQuery(requiredId(PORTFOLIO_MESSAGES.termId)),
});

export const studentPortfolioPdfQuerySchema = z.object({ termId: optionalQuery(requiredId(PORTFOLIO_MESSAGES.termId)) });

// --- Answers (schemas of common/api/learning/portfolio.ts) ------------------------------------------

export const portfolioFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  /** `file` or `voice`. */
  kind: z.string(),
});
export type PortfolioFile = z.infer<typeof portfolioFileSchema>;

export const portfolioItemSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  title: z.string(),
  reflection: z.string(),
  status: z.enum(PORTFOLIO_STATUSES),
  termId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  workId: z.string().nullable(),
  assignmentTitle: z.string().nullable(),
  className: z.string().nullable(),
  textAnswer: z.string(),
  files: z.array(portfolioFileSchema),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

/** Handed-in work the child may still add. */
export const portfolioCandidateSchema = z.object({
  workId: z.string(),
  assignmentTitle: z.string(),
  className: z.string(),
  status: z.string(),
  submittedAt: z.string().nullable(),
});
export type PortfolioCandidate = z.infer<typeof portfolioCandidateSchema>;

export const studentPortfolioSchema = z.object({
  items: z.array(portfolioItemSchema),
  candidates: z.array(portfolioCandidateSchema),
});
export type StudentPortfolio = z.infer<typeof studentPortfolioSchema>;

/** The teacher's and the family's lists: items only. */
export const portfolioItemsSchema = z.object({ items: z.array(portfolioItemSchema) });
export type PortfolioItems = z.infer<typeof portfolioItemsSchema>;
