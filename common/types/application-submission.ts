/**
 * The answer to `POST /api/application-submission` (docs/product.md section 7, docs/api/public-forms.md): the
 * application id and status, the grade placement in plain words, and a grade conflict or duplicate
 * review when the server found one.
 */
import { z } from "zod";

/** The requested grade differs from the grade for the child's age (server/admissions.ts decides). */
export const gradeConflictSchema = z.object({
  message: z.string(),
  /** Application grade value: "K", "1" ... "6". */
  requested_grade: z.string(),
  /** Null when the child's age is outside K-6 placement. */
  calculated_grade: z.string().nullable(),
});
export type GradeConflict = z.infer<typeof gradeConflictSchema>;

/** The grade placement in plain words: the school year the child starts in and the grade for their age then. */
export const placementNoteSchema = z.object({
  message: z.string(),
  /** "2026-27". */
  school_year: z.string(),
});
export type PlacementNote = z.infer<typeof placementNoteSchema>;

/** The placement as the server sends it: the note, and what it was worked out from. */
export const placementAnswerSchema = placementNoteSchema.extend({
  /** The start the family chose ("2026-12"), or null when the submission did not say. */
  desired_start: z.string().nullable(),
  /** The grade the date of birth gives that year, or null when the age is outside K-6. */
  calculated_grade: z.string().nullable(),
});

export const duplicateReviewSchema = z.object({
  message: z.string(),
  estimated_review_time: z.string(),
});
export type DuplicateReview = z.infer<typeof duplicateReviewSchema>;

export const applicationSubmissionSchema = z.object({
  message: z.string(),
  application_id: z.string(),
  status: z.string(),
  placement: placementNoteSchema.optional(),
  grade_conflict: gradeConflictSchema.optional(),
  duplicate_review: duplicateReviewSchema.optional(),
});
export type ApplicationSubmission = z.infer<typeof applicationSubmissionSchema>;
