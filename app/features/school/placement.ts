/**
 * Grade placement as families read it on the admissions page, derived from the rules the
 * application uses (common/grade-placement.ts): the child's age on the cut-off date decides the grade.
 */
import { cutoffLabel, YOUNGEST_AGE } from "#common/grade-placement";
import { GRADE_LEVELS } from "#common/grades";

export const PLACEMENT_CUTOFF_LABEL = cutoffLabel();

export const AGE_PLACEMENT: readonly { age: number; grade: string }[] = GRADE_LEVELS.map((g) => ({ age: g.number + YOUNGEST_AGE, grade: g.name }));

/** The four steps of docs/product.md section 2, names verbatim. */
export const ADMISSION_STEPS = ["Inquire/Book a Tour", "Submit Application", "Readiness Conversation", "Placement & Orientation"] as const;
