/** Admission applications (docs/product.md section 7, docs/api/public-forms.md). */
import { z } from "zod";
import { GRADE_CONFLICT_RESOLUTIONS, applicationSchema, resolveGradeConflictSchema } from "../schemas/application";
import { duplicateReviewSchema, gradeConflictSchema, placementAnswerSchema } from "../types/application-submission";
import { defineContract, PUBLIC } from "./contract";

/** Submits an application; the answer names it, its status and placement, and any grade conflict or duplicate review. */
export const submitApplication = defineContract({
  method: "POST",
  path: "/api/application-submission",
  roles: PUBLIC,
  body: applicationSchema,
  output: z.object({
    success: z.literal(true),
    message: z.string(),
    application_id: z.string(),
    status: z.string(),
    placement: placementAnswerSchema,
    grade_conflict: gradeConflictSchema.optional(),
    duplicate_review: duplicateReviewSchema.optional(),
  }),
  status: 201,
});

/** The family's answer to a grade conflict. */
export const resolveGradeConflict = defineContract({
  method: "POST",
  path: "/api/application-submission/:applicationId/resolve-grade-conflict",
  roles: PUBLIC,
  body: resolveGradeConflictSchema,
  output: z.object({ success: z.literal(true), message: z.string(), resolution: z.enum(GRADE_CONFLICT_RESOLUTIONS) }),
});
