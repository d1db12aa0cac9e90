/**
 * GET /api/standards's query (docs/api/standards.md): the standards picker of the assignment form
 * and the gradebook's filter. All filters are optional; `q` matches a code or words of a description.
 */
import { z } from "zod";
import { APPLICATION_GRADE_VALUES } from "../../grades";
import { text } from "../fields";
import { optionalQuery } from "../paging";

export const STANDARDS_QUERY_MESSAGES = {
  subject: "Please choose a subject from the list.",
  grade: "Please choose a grade from the list.",
  q: "Please shorten your search to 100 characters or fewer.",
} as const;

export const standardsQuerySchema = z.object({
  subject: optionalQuery(text({ error: STANDARDS_QUERY_MESSAGES.subject }).trim().regex(/^[a-z][a-z0-9-]{0,39}$/, STANDARDS_QUERY_MESSAGES.subject)),
  grade: optionalQuery(z.enum(APPLICATION_GRADE_VALUES, { error: STANDARDS_QUERY_MESSAGES.grade })),
  q: optionalQuery(text({ error: STANDARDS_QUERY_MESSAGES.q }).trim().max(100, STANDARDS_QUERY_MESSAGES.q)),
});
export type StandardsQuery = z.infer<typeof standardsQuerySchema>;

/** A standard as every screen shows it. */
export interface StandardSummary {
  id: string;
  code: string;
  framework: string;
  subjectCode: string;
  grade: string;
  domain: string;
  cluster: string;
  description: string;
}

/** At most this many standards answer one search (the picker narrows by subject, grade and words). */
export const STANDARDS_PAGE_SIZE = 200;
