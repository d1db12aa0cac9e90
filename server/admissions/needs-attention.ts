/**
 * Applications that need a status decision, a grade review, a duplicate review or a student record
 * (Create student): the one definition behind the dashboard's cards, the list's "Needs review" filter
 * and its row flags. A withdrawn application needs no review.
 */
import { and, eq, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import { applications, students } from "../db/schema";

export const NEEDS_ATTENTION = {
  newApplications: eq(applications.status, "submitted"),
  gradeConflicts: and(eq(applications.gradeConflict, true), isNull(applications.gradeReviewedAt), ne(applications.status, "withdrawn"))!,
  duplicates: and(isNotNull(applications.duplicateOf), isNull(applications.duplicateDecision), ne(applications.status, "withdrawn"))!,
  // students.application_id is set by Create student, once per application.
  awaitingStudent: and(eq(applications.status, "enrolled"), sql`not exists (select 1 from ${students} where ${students.applicationId} = ${applications.id})`)!,
} satisfies Record<string, SQL>;
