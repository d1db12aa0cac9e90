/**
 * The two calls of the admission application (docs/product.md section 7, docs/api/public-forms.md): submit the
 * application, then, if the server found a grade conflict, record the family's choice. Both go
 * through their contracts (cookies, CSRF token, "STATUS: text" errors).
 */
import { call } from "~/lib/api";
import { resolveGradeConflict as resolveGradeConflictContract, submitApplication as submitApplicationContract } from "#common/api/applications";
import type { Application, GradeConflictResolution } from "#common/schemas/application";
import { HONEYPOT_FIELD } from "#common/schemas/honeypot";
import type { ApplicationSubmission, DuplicateReview, GradeConflict, PlacementNote } from "#common/types/application-submission";

export type { ApplicationSubmission, DuplicateReview, GradeConflict, PlacementNote };

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object";
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Reads the answer defensively: a missing text becomes empty rather than breaking the page. */
export function readSubmission(body: unknown): ApplicationSubmission {
  if (!isObject(body) || typeof body.application_id !== "string" || !body.application_id) {
    throw new Error("The server's answer did not include an application id.");
  }
  const conflict = isObject(body.grade_conflict) ? body.grade_conflict : undefined;
  const duplicate = isObject(body.duplicate_review) ? body.duplicate_review : undefined;
  const placement = isObject(body.placement) && typeof body.placement.message === "string" ? body.placement : undefined;
  return {
    message: text(body.message),
    application_id: body.application_id,
    status: text(body.status),
    ...(placement ? { placement: { message: text(placement.message), school_year: text(placement.school_year) } } : {}),
    ...(conflict
      ? {
          grade_conflict: {
            message: text(conflict.message),
            requested_grade: text(conflict.requested_grade),
            calculated_grade: typeof conflict.calculated_grade === "string" ? conflict.calculated_grade : null,
          },
        }
      : {}),
    ...(duplicate ? { duplicate_review: { message: text(duplicate.message), estimated_review_time: text(duplicate.estimated_review_time) } } : {}),
  };
}

export async function submitApplication(application: Application, honeypot: string): Promise<ApplicationSubmission> {
  const body = { ...application, [HONEYPOT_FIELD]: honeypot };
  return readSubmission(await call(submitApplicationContract, { body }));
}

export async function resolveGradeConflict(applicationId: string, resolution: GradeConflictResolution): Promise<GradeConflictResolution> {
  const body: unknown = await call(resolveGradeConflictContract, { params: { applicationId }, body: { resolution } });
  return isObject(body) && typeof body.resolution === "string" ? (body.resolution as GradeConflictResolution) : resolution;
}
