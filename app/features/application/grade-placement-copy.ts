/**
 * Words for the grade-conflict review: the three resolutions of docs/product.md section 4 and how a grade value
 * reads to a family. Kept apart from the dialog so the confirmation panel can name the recorded
 * choice without downloading the dialog.
 */
import { gradeLabel } from "#common/grades";
import type { GradeConflictResolution } from "#common/schemas/application";

export interface ResolutionChoice {
  value: GradeConflictResolution;
  label: string;
  recommended: boolean;
}

export const RESOLUTION_CHOICES: readonly ResolutionChoice[] = [
  { value: "proceed_requested", label: "Keep the requested grade", recommended: false },
  { value: "accept_calculated", label: "Accept the calculated grade", recommended: false },
  { value: "placement_assessment", label: "Request a placement assessment", recommended: true },
];

export const OUTSIDE_PLACEMENT = "Outside K-6 placement";

/** The recorded choice in a sentence, for the confirmation panel. */
export function describeResolution(resolution: GradeConflictResolution, requested: string, calculated: string | null): string {
  switch (resolution) {
    case "proceed_requested":
      return `You chose to keep the grade you requested, ${gradeLabel(requested, "with-ages", OUTSIDE_PLACEMENT)}. Our admissions team will review the placement with you.`;
    case "accept_calculated":
      return calculated === null
        ? "You chose to accept the calculated grade. Our admissions team will contact you about placement."
        : `You chose to accept the grade for your child's age, ${gradeLabel(calculated, "with-ages", OUTSIDE_PLACEMENT)}.`;
    case "placement_assessment":
      return "You asked for a placement assessment. Our admissions team will contact you to arrange it, and we will agree your child's grade with you afterwards.";
  }
}
