/**
 * Admissions rules the server applies to an application (DIRECTION.md section 5): the readable
 * application id, grade placement against the requested grade, and finding the same child again.
 */
import { randomInt } from "node:crypto";
import { compareCalendarDates, formatLongDate, formatMonthYear, parseCalendarDate, type CalendarDate } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import {
  birthDatesForGrade,
  calculatePlacement,
  DEFAULT_CUTOFF,
  formatYearMonth,
  parseYearMonth,
  placementSchoolYear,
  SCHOOL_YEAR_FIRST_MONTH,
  schoolYearName,
  schoolYearOf,
  startOptions,
  type CutoffDate,
  type YearMonth,
} from "#common/grade-placement";
import { GRADE_LEVELS, gradeByApplicationValue, gradeName, type GradeLevel } from "#common/grades";
import { DEFAULT_LANGUAGE, LOCALES, type Language } from "#common/i18n/languages";
import { formatPhrase, type Phrase } from "#common/i18n/phrase";
import { school } from "#common/school";

/** Crockford's base 32: no I, L, O or U, so an id read over the phone is not misheard. */
const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const APPLICATION_ID_PATTERN = /^APP-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

/** "APP-2026-7K3QH9XM": the year, then 40 random bits, so ids are unique and cannot be guessed. */
export function newApplicationId(now = new Date()) {
  const year = calendarDateInZone(now, school.timeZone).year;
  let code = "";
  for (let i = 0; i < 8; i++) code += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return `APP-${year}-${code}`;
}

/** First and last name with case, accents and punctuation folded: "Zoë O'Neil" and "zoe oneil" match. */
export function childKey(firstName: string, lastName: string) {
  const fold = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "");
  return `${fold(firstName)}|${fold(lastName)}`;
}

export interface PlacementAnswer {
  /** The placement in plain words, for the confirmation and its mail. */
  message: string;
  /** "2026-27": the school year the grade is for. */
  school_year: string;
  /** The start the family chose ("2026-12"), or null when the submission did not say. */
  desired_start: string | null;
  /** The grade the date of birth gives that year, or null when the age is outside K-6. */
  calculated_grade: string | null;
}

export interface GradeCheck {
  schoolYear: number;
  calculatedGrade: string | null;
  placement: PlacementAnswer;
  conflict?: { message: string; requested_grade: string; calculated_grade: string | null };
}

/** "born between September 2, 2018 and September 1, 2019", in the reader's words. */
const bornBetween = ({ from, to }: { from: CalendarDate; to: CalendarDate }): Phrase => ({
  id: "answers.placement.bornBetween",
  values: { from: (language) => formatLongDate(from, LOCALES[language]), to: (language) => formatLongDate(to, LOCALES[language]) },
});

/** A grade's name ("Grade 3", "Tercer grado") in the reader's language. */
const gradeWords =
  (grade: GradeLevel) =>
  (language: Language): string =>
    gradeName(grade, language);

/** How the sentence about the placement begins: when the child starts, and in which school year. */
function startPhrase(schoolYear: number, desiredStart: YearMonth | undefined, today: CalendarDate): Phrase {
  const year = schoolYearName(schoolYear);
  if (desiredStart) {
    const month = (language: Language) => formatMonthYear(desiredStart, LOCALES[language]);
    return desiredStart.month === SCHOOL_YEAR_FIRST_MONTH
      ? { id: "answers.placement.start.beginning", values: { month, year } }
      : { id: "answers.placement.start.during", values: { month, year } };
  }
  return schoolYear === schoolYearOf(today)
    ? { id: "answers.placement.start.inProgress", values: { year } }
    : { id: "answers.placement.start.year", values: { year } };
}

/**
 * The grade the date of birth gives in the school year the child starts in (placementSchoolYear),
 * said in plain words, and a conflict when the requested grade differs, saying why. The placement
 * stays in English (the confirmation and its mail word it from the facts in other languages); the
 * conflict is in `language`, the family's, whose application page shows it as it is (issue 32).
 * `desiredStart` has been checked against the offered starts (findStartOption) before.
 */
export function checkGrade(input: {
  childFirstName: string;
  dob: string;
  requestedGrade: string;
  desiredStart?: string;
  isMidYearTransfer: boolean;
  today: CalendarDate;
  cutoff?: CutoffDate;
  language?: Language;
}): GradeCheck {
  const birth = parseCalendarDate(input.dob)!;
  const desiredStart = input.desiredStart === undefined ? undefined : parseYearMonth(input.desiredStart);
  const schoolYear = placementSchoolYear(input.today, { desiredStart, isMidYearTransfer: input.isMidYearTransfer });
  const placement = calculatePlacement(birth, { schoolYear, cutoff: input.cutoff ?? DEFAULT_CUTOFF });
  const calculated = placement.grade?.applicationValue ?? null;
  const child = input.childFirstName;
  const start = startPhrase(schoolYear, desiredStart, input.today);

  let sentence: Phrase;
  if (placement.grade) {
    const born = bornBetween(birthDatesForGrade(placement.grade, placement.cutoffDate));
    sentence = { id: "answers.placement.grade", values: { start, child, grade: gradeWords(placement.grade), born } };
  } else {
    const youngest = birthDatesForGrade(GRADE_LEVELS[0]!, placement.cutoffDate);
    const oldest = birthDatesForGrade(GRADE_LEVELS[GRADE_LEVELS.length - 1]!, placement.cutoffDate);
    const cutoffDate = placement.cutoffDate;
    sentence = {
      id: "answers.placement.noGrade",
      values: {
        start,
        child,
        cutoff: (language) => formatLongDate(cutoffDate, LOCALES[language]),
        when: compareCalendarDates(cutoffDate, input.today) < 0 ? "past" : "future",
        age: placement.ageOnCutoff,
        born: bornBetween({ from: oldest.from, to: youngest.to }),
      },
    };
  }
  const answer: GradeCheck = {
    schoolYear,
    calculatedGrade: calculated,
    placement: {
      message: formatPhrase(DEFAULT_LANGUAGE, sentence),
      school_year: schoolYearName(schoolYear),
      desired_start: desiredStart ? formatYearMonth(desiredStart) : null,
      calculated_grade: calculated,
    },
  };
  if (calculated === input.requestedGrade) return answer;

  const requested = gradeByApplicationValue(input.requestedGrade)!;
  const asked = { requested: gradeWords(requested), placement: sentence };
  const refusal: Phrase = placement.grade
    ? { id: "answers.placement.conflictWhy", values: { ...asked, born: bornBetween(birthDatesForGrade(requested, placement.cutoffDate)) } }
    : { id: "answers.placement.conflict", values: asked };
  return {
    ...answer,
    conflict: {
      message: formatPhrase(input.language ?? DEFAULT_LANGUAGE, refusal),
      requested_grade: input.requestedGrade,
      calculated_grade: calculated,
    },
  };
}

/** The answer to a start that is not on offer today: what is. */
export function startNotOffered(today: CalendarDate) {
  const options = startOptions(today);
  const months = options.filter((option) => !option.nextSchoolYear);
  const next = options.find((option) => option.nextSchoolYear)!;
  const nextYear = `the next school year (${schoolYearName(next.schoolYear)})`;
  const first = months[0]?.label;
  const last = months[months.length - 1]?.label;
  if (!first) return `Please choose a start we offer: ${nextYear}.`;
  return `Please choose a start we offer: ${first === last ? first : `a month from ${first} to ${last}`}, or ${nextYear}.`;
}

/**
 * The answer when the same child applied before (DIRECTION.md section 5). Anyone can type a child's
 * name and date of birth, so it says nothing about the earlier application, not even that there is
 * one, and it is the same whoever sent it; staff see the link in the back office.
 */
export const DUPLICATE_REVIEW = {
  message: "Our admissions team will review this application before we reply. You don't need to do anything else in the meantime.",
  estimated_review_time: "2-3 business days",
} as const;
