/**
 * GET /api/standards's query (docs/api/standards.md): the standards picker of the assignment form
 * and the gradebook's filter. All filters are optional; `q` matches a code or words of a description.
 */
import { z } from "zod";
import { APPLICATION_GRADE_VALUES } from "../../grades";
import { text } from "../fields";
import { optionalQuery, pagingQuerySchema } from "../paging";

export const STANDARDS_QUERY_MESSAGES = {
  subject: "Please choose a subject from the list.",
  grade: "Please choose a grade from the list.",
  q: "Please shorten your search to 100 characters or fewer.",
} as const;

export const standardsQuerySchema = z.object({
  subject: optionalQuery(
    text({ error: STANDARDS_QUERY_MESSAGES.subject })
      .trim()
      .regex(/^[a-z][a-z0-9-]{0,39}$/, STANDARDS_QUERY_MESSAGES.subject),
  ),
  grade: optionalQuery(z.enum(APPLICATION_GRADE_VALUES, { error: STANDARDS_QUERY_MESSAGES.grade })),
  q: optionalQuery(text({ error: STANDARDS_QUERY_MESSAGES.q }).trim().max(100, STANDARDS_QUERY_MESSAGES.q)),
});
export type StandardsQuery = z.infer<typeof standardsQuerySchema>;

/** A standard as every screen shows it. */
export const standardSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  framework: z.string(),
  subjectCode: z.string(),
  grade: z.string(),
  domain: z.string(),
  cluster: z.string(),
  description: z.string(),
});
export type StandardSummary = z.infer<typeof standardSummarySchema>;

/** GET /api/standards: the standards that match, at most STANDARDS_PAGE_SIZE. */
export const standardsAnswerSchema = z.object({ standards: z.array(standardSummarySchema) });
export type StandardsAnswer = z.infer<typeof standardsAnswerSchema>;

/** At most this many standards answer one search (the picker narrows by subject, grade and words). */
export const STANDARDS_PAGE_SIZE = 200;

/*
 * Staff's standards (/admin/courses, Standards tab; docs/api/admin-standards.md): the whole catalog
 * with archived ones flagged, and the school's own standards (social studies, SEL, specials) added,
 * edited, archived and restored. Published standards are read-only; any standard can be archived
 * (it stays on old marks and report cards but leaves the picker) and restored.
 */
export const STANDARD_FRAMEWORKS = ["ccss-math", "ccss-ela", "ngss", "school"] as const;
export type StandardFrameworkValue = (typeof STANDARD_FRAMEWORKS)[number];

export const STANDARD_MESSAGES = {
  framework: "Please choose a framework from the list.",
  code: "Please enter a code of letters, digits, dots and dashes, such as SEL.2.1.",
  codeLength: "Please keep the code to 30 characters or fewer.",
  subject: "Please choose a subject from the list.",
  grade: "Choose a grade, K to 6.",
  domain: "Please enter the domain (the strand, such as Self-awareness).",
  cluster: "Please enter the cluster (the group of standards within the domain).",
  description: "Please describe the standard in a sentence.",
  tooLong: (max: number) => `Please keep it to ${max} characters or fewer.`,
} as const;

/** Letters and digits in parts joined by single dots or dashes: "SEL.2.1", "SS-K-3", "ART.4.CR.1". */
export const SCHOOL_STANDARD_CODE_PATTERN = /^[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*$/;

export const adminStandardsQuerySchema = pagingQuerySchema.extend({
  subject: standardsQuerySchema.shape.subject,
  grade: standardsQuerySchema.shape.grade,
  q: standardsQuerySchema.shape.q,
  framework: optionalQuery(z.enum(STANDARD_FRAMEWORKS, { error: STANDARD_MESSAGES.framework })),
});
export type AdminStandardsQuery = z.infer<typeof adminStandardsQuerySchema>;

const required = (message: string, max: number) => text({ error: message }).trim().min(1, message).max(max, STANDARD_MESSAGES.tooLong(max));

export const standardCreateSchema = z.object({
  code: text({ error: STANDARD_MESSAGES.code })
    .trim()
    .min(1, STANDARD_MESSAGES.code)
    .max(30, STANDARD_MESSAGES.codeLength)
    .regex(SCHOOL_STANDARD_CODE_PATTERN, STANDARD_MESSAGES.code),
  subjectCode: text({ error: STANDARD_MESSAGES.subject })
    .trim()
    .regex(/^[a-z][a-z0-9-]{0,39}$/, STANDARD_MESSAGES.subject),
  grade: z.enum(APPLICATION_GRADE_VALUES, { error: STANDARD_MESSAGES.grade }),
  domain: required(STANDARD_MESSAGES.domain, 120),
  cluster: required(STANDARD_MESSAGES.cluster, 160),
  description: required(STANDARD_MESSAGES.description, 300),
});
export type StandardCreate = z.output<typeof standardCreateSchema>;

/** Any of the fields; what is left out stays as it is. */
export const standardPatchSchema = standardCreateSchema.partial();
export type StandardPatch = z.output<typeof standardPatchSchema>;

/** A standard as staff see it: with its archive flag and whether the school may edit it. */
export const adminStandardSchema = standardSummarySchema.extend({
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  /** School standards only; published ones are read-only. */
  editable: z.boolean(),
});
export type AdminStandard = z.infer<typeof adminStandardSchema>;
