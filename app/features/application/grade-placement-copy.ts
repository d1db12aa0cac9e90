/**
 * Words for the grade-conflict review: the three resolutions of docs/product.md section 4 and how a grade value
 * reads to a family. Kept apart from the dialog so the confirmation panel can name the recorded
 * choice without downloading the dialog. Texts are message ids, formatted in the page's language.
 */
import { formatMonthYear } from "#common/calendar-date";
import { parseYearMonth } from "#common/grade-placement";
import { gradeLabel } from "#common/grades";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import type { MessageId, MessageValues } from "#common/i18n/messages";
import type { Application, GradeConflictResolution } from "#common/schemas/application";
import type { ApplicationSubmission } from "#common/types/application-submission";

/** useT()'s formatter (or the server's t bound to a language). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

export interface ResolutionChoice {
  value: GradeConflictResolution;
  label: MessageId;
  recommended: boolean;
}

export const RESOLUTION_CHOICES: readonly ResolutionChoice[] = [
  { value: "proceed_requested", label: "application.placement.keepRequested", recommended: false },
  { value: "accept_calculated", label: "application.placement.acceptCalculated", recommended: false },
  { value: "placement_assessment", label: "application.placement.assessment", recommended: true },
];

/** A grade value as a family reads it: "Grade 1 (ages 6-7)", or "Outside K-6 placement" for none. */
export function placementGrade(value: string | null, t: Translate, language: Language): string {
  return gradeLabel(value, "with-ages", t("application.placement.outside"), language);
}

/** The recorded choice in a sentence, for the confirmation panel. */
export function describeResolution(
  resolution: GradeConflictResolution,
  requested: string,
  calculated: string | null,
  t: Translate,
  language: Language,
): string {
  switch (resolution) {
    case "proceed_requested":
      return t("application.placement.keptRequested", { grade: placementGrade(requested, t, language) });
    case "accept_calculated":
      return calculated === null
        ? t("application.placement.acceptedOutside")
        : t("application.placement.acceptedCalculated", { grade: placementGrade(calculated, t, language) });
    case "placement_assessment":
      return t("application.placement.askedAssessment");
  }
}

/**
 * The placement and the grade conflict as the confirmation shows them. The server words them in English
 * (server/admissions/application-rules.ts), which an English page shows as sent; a page in another language
 * says the same facts in its own words: the start, the school year, the requested and the calculated grade.
 */
export function placementTexts(
  submission: ApplicationSubmission,
  application: Pick<Application, "child_first_name" | "child_grade_requested" | "desired_start">,
  t: Translate,
  language: Language,
): { placement?: string; conflict?: string } {
  const { placement, grade_conflict: conflict } = submission;
  if (language === DEFAULT_LANGUAGE || !placement) return { placement: placement?.message, conflict: conflict?.message };
  const child = application.child_first_name;
  const year = placement.school_year;
  const start = application.desired_start ? parseYearMonth(application.desired_start) : undefined;
  // Without a conflict, the grade for the child's age is the grade requested.
  const grade = placementGrade(application.child_grade_requested, t, language);
  const summary = start
    ? t("application.placement.summary", { start: formatMonthYear(start, LOCALES[language]), child, grade, year })
    : t("application.placement.summaryNoStart", { child, grade, year });
  if (!conflict) return { placement: summary };
  const requested = placementGrade(conflict.requested_grade, t, language);
  return {
    placement: summary,
    conflict:
      conflict.calculated_grade === null
        ? t("application.placement.conflictOutsideSummary", { requested, child, year })
        : t("application.placement.conflictSummary", { requested, child, year, calculated: placementGrade(conflict.calculated_grade, t, language) }),
  };
}
