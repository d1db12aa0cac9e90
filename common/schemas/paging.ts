/**
 * Paging of staff lists (applications, accounts, messages, audit log): ?page=1&pageSize=25 in, and
 * { items, total, page, pageSize } out inside the usual { success, data } envelope.
 */
import { z } from "zod";

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

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

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The LIMIT/OFFSET of a page. */
export function pageWindow({ page, pageSize }: PagingQuery) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
