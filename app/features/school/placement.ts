/**
 * Grade placement as families read it on the admissions page, derived from the rules the
 * application uses (common/grade-placement.ts): the child's age on the cut-off date decides the grade.
 */
import { cutoffLabel, DEFAULT_CUTOFF, YOUNGEST_AGE } from "#common/grade-placement";
import { GRADE_LEVELS, type GradeLevel } from "#common/grades";
import { formatMonthDayLong } from "#common/date-formats";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";

export const PLACEMENT_CUTOFF_LABEL = cutoffLabel();

/** The cut-off date as the page's language says it: "September 1", "1 de septiembre". */
export function placementCutoffLabel(language: Language = DEFAULT_LANGUAGE): string {
  if (language === DEFAULT_LANGUAGE) return PLACEMENT_CUTOFF_LABEL;
  // Any leap year: only the month and day are shown, and UTC keeps the date from shifting.
  const date = new Date(Date.UTC(2000, DEFAULT_CUTOFF.month - 1, DEFAULT_CUTOFF.day));
  return formatMonthDayLong(date, "UTC", LOCALES[language]);
}

/** Each age with its grade (named at render: gradeName(grade, language)). */
export const AGE_PLACEMENT: readonly { age: number; grade: GradeLevel }[] = GRADE_LEVELS.map((g) => ({ age: g.number + YOUNGEST_AGE, grade: g }));

/** The four steps of docs/product.md section 2 (names verbatim in the English catalogue), in order; `link` is where a body's linked words lead. */
export const ADMISSION_STEPS = [
  { id: "inquire", title: "admissions.steps.inquire.title", body: "admissions.steps.inquire.body", link: "/contact?tab=tour" },
  { id: "apply", title: "admissions.steps.apply.title", body: "admissions.steps.apply.body", link: "/apply" },
  { id: "readiness", title: "admissions.steps.readiness.title", body: "admissions.steps.readiness.body" },
  { id: "placement", title: "admissions.steps.placement.title", body: "admissions.steps.placement.body" },
] as const;
