/**
 * Grade levels of docs/product.md section 3. The contact and tour forms use `kindergarten`, `grade-1` ...
 * `grade-6`; the application uses `K`, `1` ... `6`. Both carry the same labels with ages 5-6 up to
 * 11-12, and both map to one grade number (0 = kindergarten) for placement.
 */
export interface GradeLevel {
  /** 0 for kindergarten, 1-6 for grades 1-6. */
  number: number;
  /** Value used by the contact and tour forms. */
  formValue: string;
  /** Value used by the admission application. */
  applicationValue: string;
  name: string;
  ages: string;
  label: string;
}

const NAMES = ["Kindergarten", "Grade 1", "Grade 2", "Grade 3", "Grade 4", "Grade 5", "Grade 6"];

export const GRADE_LEVELS: readonly GradeLevel[] = NAMES.map((name, number) => {
  const ages = `${number + 5}-${number + 6}`;
  return {
    number,
    formValue: number === 0 ? "kindergarten" : `grade-${number}`,
    applicationValue: number === 0 ? "K" : String(number),
    name,
    ages,
    label: `${name} (ages ${ages})`,
  };
});

export const FORM_GRADE_VALUES = GRADE_LEVELS.map((g) => g.formValue) as [string, ...string[]];
export const APPLICATION_GRADE_VALUES = GRADE_LEVELS.map((g) => g.applicationValue) as [string, ...string[]];

export function gradeByFormValue(value: string): GradeLevel | undefined {
  return GRADE_LEVELS.find((g) => g.formValue === value);
}

export function gradeByApplicationValue(value: string): GradeLevel | undefined {
  return GRADE_LEVELS.find((g) => g.applicationValue === value);
}

export function gradeByNumber(number: number): GradeLevel | undefined {
  return GRADE_LEVELS[number];
}

/** What gradeLabel says for no grade at all (a date of birth outside K-6, a placement not decided). */
export const NO_GRADE_LABEL = "Outside K-6";

/** "name": "Grade 1", "Kindergarten"; "with-ages": "Grade 1 (ages 6-7)". */
export type GradeLabelStyle = "name" | "with-ages";

/**
 * THE grade label, for a contact/tour form value ("grade-1") or an application value ("1") alike
 * (the two sets do not overlap). The one fallback rule: a value that names no grade is shown as it
 * is, so an unknown or old value stays readable; no value at all (null, undefined, "") is `missing`,
 * NO_GRADE_LABEL unless the caller words it its own way (the families' "Outside K-6 placement", a
 * mail's "no grade from kindergarten to grade 6", "" to leave a mail line or CSV cell out).
 */
export function gradeLabel(value: string | null | undefined, style: GradeLabelStyle = "name", missing: string = NO_GRADE_LABEL): string {
  if (!value) return missing;
  const grade = gradeByFormValue(value) ?? gradeByApplicationValue(value);
  if (!grade) return value;
  return style === "name" ? grade.name : grade.label;
}
