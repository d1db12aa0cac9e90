/**
 * Grade levels of spec section 3. The contact and tour forms use `kindergarten`, `grade-1` ...
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
