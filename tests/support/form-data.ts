/** Valid public-form submissions for tests, computed from today's date in the school's zone. */
import { formatCalendarDate } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import { placementSchoolYear, schoolYearCutoff } from "#common/grade-placement";
import { school } from "#common/school";
import { tourDates } from "#common/tour";

export function validContact(overrides: Record<string, unknown> = {}) {
  return {
    parent_name: "Maria O'Neil-Garcia",
    email: "Maria.Garcia@Example.com",
    phone: "(555) 123-4567",
    grade_level: "grade-3",
    message: "Hello, we are moving abroad and would like to know how grade 3 placement works for our daughter.",
    ...overrides,
  };
}

/** The n-th date on offer for tours (0 = tomorrow or the next weekday). */
export function offeredTourDate(n = 0) {
  return formatCalendarDate(tourDates(new Date())[n]!);
}

export function validTour(overrides: Record<string, unknown> = {}) {
  return {
    parent_name: "James Park",
    email: "james.park@example.com",
    phone: "+1 555 987 6543",
    child_name: "Mina",
    grade_level: "kindergarten",
    preferred_date: offeredTourDate(2),
    preferred_time: "10:00 AM",
    message: "Mina is shy on camera; is that OK?",
    ...overrides,
  };
}

/**
 * A date of birth that places a child in `grade` (0 = K) for the next school year (or the one in
 * progress for a mid-year transfer), with the default cut-off, for an application sent without a
 * start: the child turns 5 + grade about three months before the cut-off.
 */
export function dobForGrade(grade: number, isMidYearTransfer = false, now = new Date()) {
  const today = calendarDateInZone(now, school.timeZone);
  const cutoff = schoolYearCutoff(placementSchoolYear(today, { isMidYearTransfer }));
  return formatCalendarDate({ year: cutoff.year - 5 - grade, month: 6, day: 1 });
}

/** The spec's fields only (docs/product.md section 3), as a client that knows nothing of `desired_start` sends them. */
export function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    parent_name: "Aisha Rahman",
    parent_email: "aisha.rahman@example.com",
    parent_phone: "555-222-3333",
    child_first_name: "Zoë",
    child_last_name: "Rahman",
    child_dob: dobForGrade(2),
    child_grade_requested: "2",
    emergency_contact_name: "Omar Rahman",
    emergency_contact_phone: "555-444-5555",
    ferpa_consent: true,
    ...overrides,
  };
}
