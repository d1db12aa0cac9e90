/**
 * What the staff lists' query strings share: paging (?page=1&pageSize=25 in, and
 * { items, total, page, pageSize } out inside the usual { success, data } envelope), the search box,
 * and a From-To range of days.
 */
import { z } from "zod";
import { compareCalendarDates, parseCalendarDate } from "../calendar-date";
import { text } from "./fields";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export const DATE_RANGE_MESSAGES = {
  date: "Please enter a date as YYYY-MM-DD.",
  range: "The start date must be on or before the end date.",
} as const;

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int("Page must be a whole number.").min(1, "Page must be 1 or more.").default(1),
  pageSize: z.coerce
    .number()
    .int("Page size must be a whole number.")
    .min(1, "Page size must be 1 or more.")
    .max(MAX_PAGE_SIZE, `Page size must be ${MAX_PAGE_SIZE} or less.`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** An optional query parameter: an empty one (a cleared filter) means "not given". */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || (typeof value === "string" && value.trim() === "") ? undefined : value), schema.optional());

/** The search box of a staff list. */
export const searchQuery = (max = 100) => optionalQuery(text({ error: "Search must be text." }).trim().max(max, `Search must not exceed ${max} characters.`));

/** An optional day, "YYYY-MM-DD" (the school's time zone), of a From-To filter. */
export const optionalDate = () =>
  optionalQuery(
    text({ error: DATE_RANGE_MESSAGES.date })
      .trim()
      .refine((value) => parseCalendarDate(value) !== undefined, DATE_RANGE_MESSAGES.date),
  );

/**
 * The From-To rule of every range: From on or before To. An object's refinements still run when one
 * of its fields was refused, so only two dates that parse are compared (the refused one already has
 * its own message).
 */
export function orderedDateRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  const from = value.from === undefined ? undefined : parseCalendarDate(value.from);
  const to = value.to === undefined ? undefined : parseCalendarDate(value.to);
  if (from && to && compareCalendarDates(from, to) > 0) {
    ctx.addIssue({ code: "custom", path: ["to"], message: DATE_RANGE_MESSAGES.range });
  }
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The schema of a `Page<T>` answer whose items match `item`. */
export const pageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** The LIMIT/OFFSET of a page. */
export function pageWindow({ page, pageSize }: PagingQuery) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
