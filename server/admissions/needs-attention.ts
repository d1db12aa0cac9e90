/**
 * Applications that need a status decision, a grade review or a duplicate review: the one
 * definition behind the dashboard's cards, the list's "Needs review" filter and its row flags.
 * A withdrawn application needs no review.
 */
import { and, eq, isNotNull, isNull, ne, type SQL } from "drizzle-orm";
import { applications } from "../db/schema";

export const NEEDS_ATTENTION = {
  newApplications: eq(applications.status, "submitted"),
  gradeConflicts: and(eq(applications.gradeConflict, true), isNull(applications.gradeReviewedAt), ne(applications.status, "withdrawn"))!,
  duplicates: and(isNotNull(applications.duplicateOf), isNull(applications.duplicateDecision), ne(applications.status, "withdrawn"))!,
} satisfies Record<string, SQL>;
