/**
 * Grade placement by age (DIRECTION.md section 5) and the school calendar it rests on.
 *
 * A school year runs from August to July and is named by its two calendar years ("2026-27"; in code
 * by the first, 2026). Families start on a month: any month of a school year from August to May
 * (June and July close the year), and August, the first, is the start of the year (docs/product.md section 9:
 * rolling admissions, monthly starts, priority cohorts in August and January).
 *
 * The child's age on the school year's cut-off date (a school setting, default 1 September) decides
 * the grade: age 5 is kindergarten, 6 is grade 1 ... 11 is grade 6; any other age has no grade here.
 * The school year is the one the child starts in, so a family starting in December joins the year in
 * progress (what the spec's `is_mid_year_transfer` meant) and one starting next school year the next.
 */
import { addDays, ageOn, type CalendarDate, daysInMonth, formatMonthYear, monthName, toDayNumber } from "./calendar-date";
import { gradeByNumber, type GradeLevel } from "./grades";

export interface CutoffDate {
  month: number;
  day: number;
}

export const DEFAULT_CUTOFF: CutoffDate = { month: 9, day: 1 };

/** THE cut-off date label: "September 1" (the standard date unless another is given). */
export function cutoffLabel(cutoff: CutoffDate = DEFAULT_CUTOFF): string {
  return `${monthName(cutoff.month)} ${cutoff.day}`;
}
export const YOUNGEST_AGE = 5;
export const OLDEST_AGE = 11;

/** August: the first month of a school year, and the start of the year for a family joining then. */
export const SCHOOL_YEAR_FIRST_MONTH = 8;
/** May: the last month a child can start in; June and July belong to the year but take no new starts. */
export const LAST_START_MONTH = 5;

/** A month of a calendar year; `month` is 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

const YEAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Parses "2026-12"; undefined for anything else. */
export function parseYearMonth(text: string): YearMonth | undefined {
  const match = YEAR_MONTH.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

export function formatYearMonth({ year, month }: YearMonth) {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}`;
}

function nextMonth({ year, month }: YearMonth): YearMonth {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/** The school year a date or month falls in, by its first calendar year (August 2026 to July 2027 is 2026). */
export function schoolYearOf({ year, month }: YearMonth): number {
  return month >= SCHOOL_YEAR_FIRST_MONTH ? year : year - 1;
}

/** "2026-27". */
export function schoolYearName(schoolYear: number) {
  return `${schoolYear}-${String((schoolYear + 1) % 100).padStart(2, "0")}`;
}

/** The first month of a school year (August 2026 for 2026-27). */
export function schoolYearStart(schoolYear: number): YearMonth {
  return { year: schoolYear, month: SCHOOL_YEAR_FIRST_MONTH };
}

/**
 * The cut-off date of a school year: the occurrence of the cut-off day nearest to the year's first
 * day (1 August). So 1 September and 31 December fall in the year's first autumn, 31 July just before
 * it, and 1 January in the following winter, as the states that use those dates mean them.
 */
export function schoolYearCutoff(schoolYear: number, cutoff: CutoffDate = DEFAULT_CUTOFF): CalendarDate {
  const first = toDayNumber({ year: schoolYear, month: SCHOOL_YEAR_FIRST_MONTH, day: 1 });
  const candidates = [schoolYear - 1, schoolYear, schoolYear + 1].map((year) => ({
    year,
    month: cutoff.month,
    // A 29 February cut-off (refused by the settings screen) would be 28 February in common years.
    day: Math.min(cutoff.day, daysInMonth(year, cutoff.month)),
  }));
  const distance = (date: CalendarDate) => Math.abs(toDayNumber(date) - first);
  return candidates.reduce((best, date) => (distance(date) < distance(best) ? date : best));
}

/** Whether a family can start in this month at all (August to May). */
export function isStartMonth({ month }: YearMonth) {
  return month >= SCHOOL_YEAR_FIRST_MONTH || month <= LAST_START_MONTH;
}

export interface StartOption {
  /** "2026-12": the month the child starts, as the application's `desired_start` carries it. */
  value: string;
  /** "December 2026", or "Next school year (2027-28)". */
  label: string;
  schoolYear: number;
  /** The start of the next school year rather than a month of the year in progress. */
  nextSchoolYear: boolean;
}

/**
 * The starts a family can choose on `today` (in the school's zone): every start month after this one
 * left in the school year in progress, then the start of the next school year (August). In May, June
 * and July no month of the year in progress is left, so only the next school year is offered.
 */
export function startOptions(today: CalendarDate): StartOption[] {
  const current = schoolYearOf(today);
  const options: StartOption[] = [];
  for (let month = nextMonth(today); schoolYearOf(month) === current; month = nextMonth(month)) {
    if (isStartMonth(month)) options.push({ value: formatYearMonth(month), label: formatMonthYear(month), schoolYear: current, nextSchoolYear: false });
  }
  options.push({
    value: formatYearMonth(schoolYearStart(current + 1)),
    label: `Next school year (${schoolYearName(current + 1)})`,
    schoolYear: current + 1,
    nextSchoolYear: true,
  });
  return options;
}

/**
 * A stored start in words, for the confirmation mail and the staff screens: "December 2026, during
 * the 2026-27 school year"; without a chosen start, the school year the grade was calculated for.
 */
export function startLabel(desiredStart: string | null, schoolYear: number | null) {
  const start = desiredStart ? parseYearMonth(desiredStart) : undefined;
  if (!start) return schoolYear === null ? "Not given" : `Not given (placed for the ${schoolYearName(schoolYear)} school year)`;
  const year = `the ${schoolYearName(schoolYearOf(start))} school year`;
  return start.month === SCHOOL_YEAR_FIRST_MONTH ? `${formatMonthYear(start)}, the start of ${year}` : `${formatMonthYear(start)}, during ${year}`;
}

/** The offered start with this value on `today`, or undefined when it is not (or no longer) offered. */
export function findStartOption(today: CalendarDate, value: string): StartOption | undefined {
  return startOptions(today).find((option) => option.value === value);
}

/**
 * The school year a child is placed in: the one the chosen start falls in; without a start (a client
 * that sends only the spec's fields), the year in progress for a mid-year transfer, else the next.
 */
export function placementSchoolYear(today: CalendarDate, choice: { desiredStart?: YearMonth; isMidYearTransfer: boolean }): number {
  if (choice.desiredStart) return schoolYearOf(choice.desiredStart);
  return schoolYearOf(today) + (choice.isMidYearTransfer ? 0 : 1);
}

export interface Placement {
  schoolYear: number;
  cutoffDate: CalendarDate;
  ageOnCutoff: number;
  /** Undefined when the child is younger than 5 or older than 11 on the cut-off date. */
  grade: GradeLevel | undefined;
}

export function calculatePlacement(birth: CalendarDate, options: { schoolYear: number; cutoff?: CutoffDate }): Placement {
  const cutoffDate = schoolYearCutoff(options.schoolYear, options.cutoff);
  const ageOnCutoff = ageOn(birth, cutoffDate);
  const grade = ageOnCutoff >= YOUNGEST_AGE && ageOnCutoff <= OLDEST_AGE ? gradeByNumber(ageOnCutoff - YOUNGEST_AGE) : undefined;
  return { schoolYear: options.schoolYear, cutoffDate, ageOnCutoff, grade };
}

/** The latest date of birth of a child at least `age` years old on `on` (29 February births included). */
function latestBirthAged(age: number, on: CalendarDate): CalendarDate {
  const year = on.year - age;
  let date: CalendarDate = { year, month: on.month, day: Math.min(on.day, daysInMonth(year, on.month)) };
  // A leap-day birthday counts as 28 February in common years: step onto it when that applies.
  while (ageOn(addDays(date, 1), on) >= age) date = addDays(date, 1);
  while (ageOn(date, on) < age) date = addDays(date, -1);
  return date;
}

/** The dates of birth, first and last, of the children of exactly `age` years on `on`. */
export function birthDatesAged(age: number, on: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(latestBirthAged(age + 1, on), 1), to: latestBirthAged(age, on) };
}

/** The dates of birth a grade takes in the school year of this cut-off date. */
export function birthDatesForGrade(grade: GradeLevel, cutoffDate: CalendarDate) {
  return birthDatesAged(grade.number + YOUNGEST_AGE, cutoffDate);
}
