/**
 * The answer to `POST /api/application-submission` (docs/product.md section 7, docs/api/public-forms.md): the
 * application id and status, the grade placement in plain words, and a grade conflict or duplicate
 * review when the server found one.
 */

/** The requested grade differs from the grade for the child's age (server/admissions.ts decides). */
export interface GradeConflict {
  message: string;
  /** Application grade value: "K", "1" ... "6". */
  requested_grade: string;
  /** Null when the child's age is outside K-6 placement. */
  calculated_grade: string | null;
}

/** The grade placement in plain words: the school year the child starts in and the grade for their age then. */
export interface PlacementNote {
  message: string;
  /** "2026-27". */
  school_year: string;
}

export interface DuplicateReview {
  message: string;
  estimated_review_time: string;
}

export interface ApplicationSubmission {
  message: string;
  application_id: string;
  status: string;
  placement?: PlacementNote;
  grade_conflict?: GradeConflict;
  duplicate_review?: DuplicateReview;
}
