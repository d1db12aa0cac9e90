/**
 * Grade placement as families read it on the admissions page (spec section 9 and DIRECTION.md
 * section 5): the child's age on the September 1 cut-off decides the grade, 5 for kindergarten up
 * to 11 for grade 6.
 */
export const PLACEMENT_CUTOFF_LABEL = "September 1";

export const AGE_PLACEMENT: readonly { age: number; grade: string }[] = [
  { age: 5, grade: "Kindergarten" },
  { age: 6, grade: "Grade 1" },
  { age: 7, grade: "Grade 2" },
  { age: 8, grade: "Grade 3" },
  { age: 9, grade: "Grade 4" },
  { age: 10, grade: "Grade 5" },
  { age: 11, grade: "Grade 6" },
];

/** The four steps of spec section 2, names verbatim. */
export const ADMISSION_STEPS = ["Inquire/Book a Tour", "Submit Application", "Readiness Conversation", "Placement & Orientation"] as const;
