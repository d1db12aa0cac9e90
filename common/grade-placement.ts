/**
 * Grade placement by age (DIRECTION.md section 5): the child's age on the cut-off date (default
 * 1 September) of the school year the child would join decides the grade. Age 5 is kindergarten,
 * 6 is grade 1 ... 11 is grade 6; any other age has no grade at this school.
 */
import { ageOn, type CalendarDate } from "./calendar-date";
import { gradeByNumber, type GradeLevel } from "./grades";

export interface CutoffDate {
  month: number;
  day: number;
}

export const DEFAULT_CUTOFF: CutoffDate = { month: 9, day: 1 };
export const YOUNGEST_AGE = 5;
export const OLDEST_AGE = 11;

/**
 * The cut-off date that applies. A mid-year transfer joins the school year in progress (the latest
 * cut-off on or before today); anyone else joins the next school year to start (the first cut-off
 * after today).
 */
export function placementCutoff(today: CalendarDate, isMidYearTransfer: boolean, cutoff: CutoffDate = DEFAULT_CUTOFF): CalendarDate {
  const reached = today.month > cutoff.month || (today.month === cutoff.month && today.day >= cutoff.day);
  const year = isMidYearTransfer ? (reached ? today.year : today.year - 1) : reached ? today.year + 1 : today.year;
  return { year, month: cutoff.month, day: cutoff.day };
}

export interface Placement {
  cutoffDate: CalendarDate;
  ageOnCutoff: number;
  /** Undefined when the child is younger than 5 or older than 11 on the cut-off date. */
  grade: GradeLevel | undefined;
}

export function calculatePlacement(
  birth: CalendarDate,
  options: { today: CalendarDate; isMidYearTransfer: boolean; cutoff?: CutoffDate },
): Placement {
  const cutoffDate = placementCutoff(options.today, options.isMidYearTransfer, options.cutoff);
  const ageOnCutoff = ageOn(birth, cutoffDate);
  const grade = ageOnCutoff >= YOUNGEST_AGE && ageOnCutoff <= OLDEST_AGE ? gradeByNumber(ageOnCutoff - YOUNGEST_AGE) : undefined;
  return { cutoffDate, ageOnCutoff, grade };
}
