/**
 * The staff admissions API (docs/api/admin-applications.md): the list's query string, the bodies of
 * the status change and the two reviews, and the shapes of the answers. The server validates with
 * these schemas and the back-office screens build their forms and types from them.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, DUPLICATE_DECISIONS } from "../application-status";
import { APPLICATION_GRADE_VALUES } from "../grades";
import { GRADE_CONFLICT_RESOLUTIONS, type GradeConflictResolution } from "./application";
import { text } from "./fields";
import { optionalDate, optionalQuery, orderedDateRange, pagingQuerySchema, searchQuery } from "./paging";

/** What "Needs review" filters on: an unresolved grade conflict or a possible duplicate not yet decided. */
export const APPLICATION_NEEDS = ["grade_conflict", "duplicate"] as const;
export type ApplicationNeed = (typeof APPLICATION_NEEDS)[number];

export const NOTE_MAX = 2000;
export const SEARCH_MAX = 200;

export const applicationListQuerySchema = pagingQuerySchema
  .extend({
    q: searchQuery(SEARCH_MAX),
    status: optionalQuery(z.enum(APPLICATION_STATUSES, { error: "Please choose one of the listed statuses." })),
    grade: optionalQuery(z.enum(APPLICATION_GRADE_VALUES, { error: "Please choose one of the listed grades." })),
    /** First day (America/New_York) of submission, inclusive. */
    from: optionalDate(),
    /** Last day (America/New_York) of submission, inclusive. */
    to: optionalDate(),
    needs: optionalQuery(z.enum(APPLICATION_NEEDS, { error: "Needs review must be grade_conflict or duplicate." })),
  })
  .superRefine(orderedDateRange);
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

const note = text({ error: "The note must be text.", multiline: true })
  .trim()
  .max(NOTE_MAX, `The note must be at most ${NOTE_MAX} characters.`)
  .optional()
  .transform((value) => (value ? value : undefined));

export const statusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: "Please choose the new status." }),
  /**
   * Optional: the status the person saw when they chose the move. When given, the move is refused
   * (409) if the application is no longer in it, so nobody moves an application they have not seen
   * in its current state.
   */
  from: z.enum(APPLICATION_STATUSES, { error: "The current status must be one of the listed statuses." }).optional(),
  note,
});
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

export const gradeReviewSchema = z.object({
  placementGrade: z.enum(APPLICATION_GRADE_VALUES, { error: "Please choose the grade to place the child in." }),
  note,
});
export type GradeReviewInput = z.input<typeof gradeReviewSchema>;

export const duplicateReviewSchema = z.object({
  decision: z.enum(DUPLICATE_DECISIONS, { error: "Please choose merge or not a duplicate." }),
  note,
});
export type DuplicateReviewInput = z.input<typeof duplicateReviewSchema>;

const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
const duplicateDecisionSchema = z.enum(DUPLICATE_DECISIONS);

/** One row of the list. Dates are ISO 8601 instants. */
export const applicationListItemSchema = z.object({
  applicationId: z.string(),
  status: applicationStatusSchema,
  childFirstName: z.string(),
  childLastName: z.string(),
  childGradeRequested: z.string(),
  calculatedGrade: z.string().nullable(),
  placementGrade: z.string().nullable(),
  parentName: z.string(),
  parentEmail: z.string(),
  createdAt: z.string(),
  flags: z.object({
    /** A grade conflict staff have not reviewed yet. */
    gradeConflict: z.boolean(),
    /** A possible duplicate staff have not decided yet. */
    duplicate: z.boolean(),
  }),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;

export const applicationEventViewSchema = z.object({
  id: z.string(),
  /** submitted | status_changed | grade_conflict_resolved | grade_reviewed | duplicate_reviewed | duplicate_merged */
  type: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  /** Staff-only note. */
  note: z.string().nullable(),
  /** The staff member's username, or "Family" for what the family did. */
  actor: z.string(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type ApplicationEventView = z.infer<typeof applicationEventViewSchema>;

export const relatedApplicationSchema = z.object({
  applicationId: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
});
export type RelatedApplication = z.infer<typeof relatedApplicationSchema>;

export const applicationDetailSchema = z.object({
  applicationId: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  parentName: z.string(),
  parentEmail: z.string(),
  parentPhone: z.string().nullable(),
  secondaryGuardianName: z.string().nullable(),
  secondaryGuardianEmail: z.string().nullable(),
  childFirstName: z.string(),
  childLastName: z.string(),
  childDob: z.string(),
  childGradeRequested: z.string(),
  calculatedGrade: z.string().nullable(),
  isMidYearTransfer: z.boolean(),
  /** When the family would like the child to start, "2026-12"; null when the application did not say. */
  desiredStart: z.string().nullable(),
  /** The school year the calculated grade is for, by its first calendar year (2026 = 2026-27); null on older applications. */
  schoolYear: z.number().nullable(),
  priorSchoolName: z.string().nullable(),
  priorSchoolContact: z.string().nullable(),
  specialNeeds: z.string().nullable(),
  previousOnlineExperience: z.boolean(),
  emergencyContactName: z.string(),
  emergencyContactPhone: z.string(),
  ferpaConsent: z.boolean(),
  photoReleaseConsent: z.boolean(),
  marketingConsent: z.boolean(),
  gradeConflict: z.object({
    /** The date of birth gives another grade than the one requested. */
    hasConflict: z.boolean(),
    /** The family's answer to the conflict, if they gave one. */
    familyChoice: z.enum(GRADE_CONFLICT_RESOLUTIONS).nullable(),
    familyChoiceAt: z.string().nullable(),
    /** The grade staff decided, once reviewed. */
    placementGrade: z.string().nullable(),
    reviewedAt: z.string().nullable(),
    reviewedBy: z.string().nullable(),
  }),
  duplicate: z.object({
    /** The earlier application of the same child (null when there is none, or it was deleted). */
    of: relatedApplicationSchema.nullable(),
    decision: duplicateDecisionSchema.nullable(),
    reviewedAt: z.string().nullable(),
    reviewedBy: z.string().nullable(),
    /** Later applications that name this one as their earlier application. */
    laterApplications: z.array(relatedApplicationSchema.extend({ decision: duplicateDecisionSchema.nullable() })),
  }),
  events: z.array(applicationEventViewSchema),
  /** The statuses staff may move this application to now (STATUS_TRANSITIONS). */
  allowedStatuses: z.array(applicationStatusSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** Plain words for the family's answer to a grade conflict. */
export const FAMILY_CHOICE_LABELS: Readonly<Record<GradeConflictResolution, string>> = {
  proceed_requested: "Keep the requested grade",
  accept_calculated: "Accept the grade from the date of birth",
  placement_assessment: "Take a placement assessment",
};
