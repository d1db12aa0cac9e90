/**
 * The staff admissions API (docs/api/admin-applications.md): the list's query string, the bodies of
 * the status change and the two reviews, and the shapes of the answers. The server validates with
 * these schemas and the back-office screens build their forms and types from them.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, DUPLICATE_DECISIONS, type ApplicationStatus, type DuplicateDecision } from "../application-status";
import { APPLICATION_GRADE_VALUES } from "../grades";
import type { GradeConflictResolution } from "./application";
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

/** One row of the list. Dates are ISO 8601 instants. */
export interface ApplicationListItem {
  applicationId: string;
  status: ApplicationStatus;
  childFirstName: string;
  childLastName: string;
  childGradeRequested: string;
  calculatedGrade: string | null;
  placementGrade: string | null;
  parentName: string;
  parentEmail: string;
  createdAt: string;
  flags: {
    /** A grade conflict staff have not reviewed yet. */
    gradeConflict: boolean;
    /** A possible duplicate staff have not decided yet. */
    duplicate: boolean;
  };
}

export interface ApplicationEventView {
  id: string;
  /** submitted | status_changed | grade_conflict_resolved | grade_reviewed | duplicate_reviewed | duplicate_merged */
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  /** Staff-only note. */
  note: string | null;
  /** The staff member's username, or "Family" for what the family did. */
  actor: string;
  at: string;
  detail: Record<string, unknown> | null;
}

export interface RelatedApplication {
  applicationId: string;
  status: ApplicationStatus;
  createdAt: string;
}

export interface ApplicationDetail {
  applicationId: string;
  status: ApplicationStatus;
  createdAt: string;
  updatedAt: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string | null;
  secondaryGuardianName: string | null;
  secondaryGuardianEmail: string | null;
  childFirstName: string;
  childLastName: string;
  childDob: string;
  childGradeRequested: string;
  calculatedGrade: string | null;
  isMidYearTransfer: boolean;
  /** When the family would like the child to start, "2026-12"; null when the application did not say. */
  desiredStart: string | null;
  /** The school year the calculated grade is for, by its first calendar year (2026 = 2026-27); null on older applications. */
  schoolYear: number | null;
  priorSchoolName: string | null;
  priorSchoolContact: string | null;
  specialNeeds: string | null;
  previousOnlineExperience: boolean;
  emergencyContactName: string;
  emergencyContactPhone: string;
  ferpaConsent: boolean;
  photoReleaseConsent: boolean;
  marketingConsent: boolean;
  gradeConflict: {
    /** The date of birth gives another grade than the one requested. */
    hasConflict: boolean;
    /** The family's answer to the conflict, if they gave one. */
    familyChoice: GradeConflictResolution | null;
    familyChoiceAt: string | null;
    /** The grade staff decided, once reviewed. */
    placementGrade: string | null;
    reviewedAt: string | null;
    reviewedBy: string | null;
  };
  duplicate: {
    /** The earlier application of the same child (null when there is none, or it was deleted). */
    of: RelatedApplication | null;
    decision: DuplicateDecision | null;
    reviewedAt: string | null;
    reviewedBy: string | null;
    /** Later applications that name this one as their earlier application. */
    laterApplications: (RelatedApplication & { decision: DuplicateDecision | null })[];
  };
  events: ApplicationEventView[];
  /** The statuses staff may move this application to now (STATUS_TRANSITIONS). */
  allowedStatuses: ApplicationStatus[];
}

/** Plain words for the family's answer to a grade conflict. */
export const FAMILY_CHOICE_LABELS: Readonly<Record<GradeConflictResolution, string>> = {
  proceed_requested: "Keep the requested grade",
  accept_calculated: "Accept the grade from the date of birth",
  placement_assessment: "Take a placement assessment",
};
