/**
 * Grade levels of docs/product.md section 3. The contact and tour forms use `kindergarten`, `grade-1` ...
 * `grade-6`; the application uses `K`, `1` ... `6`. Both carry the same labels with ages 5-6 up to
 * 11-12, and both map to one grade number (0 = kindergarten) for placement.
 */
import type { Language } from "./i18n/languages";
import { grades as englishGradeTexts } from "./i18n/en/grades";
import { addMessages, t, type MessageId } from "./i18n/messages";

export interface GradeLevel {
  /** 0 for kindergarten, 1-6 for grades 1-6. */
  number: number;
  /** Value used by the contact and tour forms. */
  formValue: string;
  /** Value used by the admission application. */
  applicationValue: string;
  /** The English name and label; `gradeName` and `gradeLabel` give them in another language. */
  name: string;
  ages: string;
  label: string;
  /** The catalogue id of the name (common/i18n/<language>/grades.ts). */
  nameId: MessageId;
}

const NAME_IDS = [
  "grades.name.kindergarten",
  "grades.name.grade1",
  "grades.name.grade2",
  "grades.name.grade3",
  "grades.name.grade4",
  "grades.name.grade5",
  "grades.name.grade6",
] as const satisfies readonly MessageId[];

// The English names are this module's data: a browser, whose catalogues start empty, has them from here.
addMessages("en", englishGradeTexts);

export const GRADE_LEVELS: readonly GradeLevel[] = NAME_IDS.map((nameId, number) => {
  const ages = `${number + 5}-${number + 6}`;
  const name = t("en", nameId);
  return {
    number,
    formValue: number === 0 ? "kindergarten" : `grade-${number}`,
    applicationValue: number === 0 ? "K" : String(number),
    name,
    ages,
    label: t("en", "grades.withAges", { name, ages }),
    nameId,
  };
});

/** A grade's name in `language`: "Grade 1", "Primer grado". */
export function gradeName(grade: GradeLevel, language: Language = "en"): string {
  return t(language, grade.nameId);
}

/** A grade's name with its ages in `language`: "Grade 1 (ages 6-7)", "Primer grado (6-7 años)". */
export function gradeNameWithAges(grade: GradeLevel, language: Language = "en"): string {
  return t(language, "grades.withAges", { name: gradeName(grade, language), ages: grade.ages });
}

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
export const NO_GRADE_LABEL = t("en", "grades.outsideK6");

/** "name": "Grade 1", "Kindergarten"; "with-ages": "Grade 1 (ages 6-7)". */
export type GradeLabelStyle = "name" | "with-ages";

/**
 * THE grade label, for a contact/tour form value ("grade-1") or an application value ("1") alike
 * (the two sets do not overlap). The one fallback rule: a value that names no grade is shown as it
 * is, so an unknown or old value stays readable; no value at all (null, undefined, "") is `missing`,
 * NO_GRADE_LABEL unless the caller words it its own way (the families' "Outside K-6 placement", a
 * mail's "no grade from kindergarten to grade 6", "" to leave a mail line or CSV cell out).
 */
export function gradeLabel(
  value: string | null | undefined,
  style: GradeLabelStyle = "name",
  missing: string = NO_GRADE_LABEL,
  language: Language = "en",
): string {
  if (!value) return language === "en" || missing !== NO_GRADE_LABEL ? missing : t(language, "grades.outsideK6");
  const grade = gradeByFormValue(value) ?? gradeByApplicationValue(value);
  if (!grade) return value;
  return style === "name" ? gradeName(grade, language) : gradeNameWithAges(grade, language);
}
