/**
 * Admissions rules the server applies to an application (DIRECTION.md section 5): the readable
 * application id, grade placement against the requested grade, and finding the same child again.
 */
import { randomInt } from "node:crypto";
import { calendarDateInZone, parseCalendarDate, type CalendarDate } from "../common/calendar-date";
import { calculatePlacement, DEFAULT_CUTOFF, OLDEST_AGE, YOUNGEST_AGE, type CutoffDate } from "../common/grade-placement";
import { gradeByApplicationValue } from "../common/grades";
import { school } from "../common/school";

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

const longDate = (d: CalendarDate) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(d.year, d.month - 1, d.day)),
  );

export interface GradeCheck {
  calculatedGrade: string | null;
  conflict?: { message: string; requested_grade: string; calculated_grade: string | null };
}

export function checkGrade(input: {
  childFirstName: string;
  dob: string;
  requestedGrade: string;
  isMidYearTransfer: boolean;
  today: CalendarDate;
  cutoff?: CutoffDate;
}): GradeCheck {
  const birth = parseCalendarDate(input.dob)!;
  const placement = calculatePlacement(birth, { today: input.today, isMidYearTransfer: input.isMidYearTransfer, cutoff: input.cutoff ?? DEFAULT_CUTOFF });
  const calculated = placement.grade?.applicationValue ?? null;
  if (calculated === input.requestedGrade) return { calculatedGrade: calculated };

  const requested = gradeByApplicationValue(input.requestedGrade)!;
  const on = `on ${longDate(placement.cutoffDate)}`;
  const age = `${input.childFirstName} will be ${placement.ageOnCutoff} ${on}`;
  const message = placement.grade
    ? `You requested ${requested.name}. Based on the date of birth, ${age}, which places them in ${placement.grade.name}. Please tell us how you would like to proceed.`
    : `You requested ${requested.name}. Based on the date of birth, ${age}; we place children aged ${YOUNGEST_AGE} to ${OLDEST_AGE} on that date in kindergarten to grade 6. Please tell us how you would like to proceed.`;
  return { calculatedGrade: calculated, conflict: { message, requested_grade: input.requestedGrade, calculated_grade: calculated } };
}

export const DUPLICATE_REVIEW = {
  message:
    "We already have an application for this child. We've saved this one too, and our admissions team will review both and contact you.",
  estimated_review_time: "2-3 business days",
} as const;
