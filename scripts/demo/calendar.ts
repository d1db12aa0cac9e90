/**
 * The demo school's calendar for the school year a date falls in (August to July, named "2026-27"),
 * from the rules US schools use: the year starts on the third Monday of August and ends on the second
 * Friday of June; three terms (fall to winter break, winter to spring break, spring to June);
 * Labor Day, Thanksgiving (Wednesday to Friday), winter break (two weeks from the Monday on or after
 * 18 December), Martin Luther King Jr. Day, Presidents' Day, spring break (the week of the last
 * Monday of March) and Memorial Day off; two staff development days; a few school events.
 */
import { addDays, type CalendarDate, daysInMonth, formatCalendarDate, weekday } from "#common/calendar-date";
import { schoolYearName } from "#common/grade-placement";

export interface DemoDay {
  kind: "holiday" | "closure" | "event";
  title: string;
  startsOn: string;
  endsOn: string;
}

export interface DemoTerm {
  number: number;
  name: string;
  startsOn: string;
  endsOn: string;
}

export interface DemoCalendar {
  /** The first calendar year of the school year (2026 for 2026-27). */
  schoolYear: number;
  name: string;
  startsOn: string;
  endsOn: string;
  terms: DemoTerm[];
  days: DemoDay[];
}

/** The `n`-th given weekday (0 Sunday ... 6 Saturday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, day: number, n: number): CalendarDate {
  if (n > 0) {
    const first: CalendarDate = { year, month, day: 1 };
    const offset = (day - weekday(first) + 7) % 7;
    return addDays(first, offset + (n - 1) * 7);
  }
  const last: CalendarDate = { year, month, day: daysInMonth(year, month) };
  return addDays(last, -((weekday(last) - day + 7) % 7));
}

const MONDAY = 1;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;
const iso = formatCalendarDate;

export function demoCalendar(schoolYear: number): DemoCalendar {
  const next = schoolYear + 1;
  const start = nthWeekday(schoolYear, 8, MONDAY, 3);
  const end = nthWeekday(next, 6, FRIDAY, 2);
  const dec18: CalendarDate = { year: schoolYear, month: 12, day: 18 };
  const winterStart = addDays(dec18, (MONDAY - weekday(dec18) + 7) % 7);
  const winterEnd = addDays(winterStart, 11);
  const springStart = nthWeekday(next, 3, MONDAY, -1);
  const springEnd = addDays(springStart, 4);
  const thanksgiving = nthWeekday(schoolYear, 11, THURSDAY, 4);
  const oneDay = (kind: DemoDay["kind"], title: string, date: CalendarDate): DemoDay => ({ kind, title, startsOn: iso(date), endsOn: iso(date) });

  const days: DemoDay[] = [
    oneDay("event", "Family Welcome Morning (live, all grades)", addDays(start, 4)),
    oneDay("holiday", "Labor Day", nthWeekday(schoolYear, 9, MONDAY, 1)),
    oneDay("closure", "Staff development day (no classes)", nthWeekday(schoolYear, 10, FRIDAY, 1)),
    oneDay("event", "Fall Learning Showcase", nthWeekday(schoolYear, 10, THURSDAY, 4)),
    { kind: "holiday", title: "Thanksgiving break", startsOn: iso(addDays(thanksgiving, -1)), endsOn: iso(addDays(thanksgiving, 1)) },
    oneDay("event", "Winter Concert", addDays(winterStart, -3)),
    { kind: "holiday", title: "Winter break", startsOn: iso(winterStart), endsOn: iso(winterEnd) },
    oneDay("holiday", "Martin Luther King Jr. Day", nthWeekday(next, 1, MONDAY, 3)),
    oneDay("holiday", "Presidents' Day", nthWeekday(next, 2, MONDAY, 3)),
    oneDay("event", "Science Fair", nthWeekday(next, 3, WEDNESDAY, 2)),
    { kind: "holiday", title: "Spring break", startsOn: iso(springStart), endsOn: iso(springEnd) },
    oneDay("closure", "Staff development day (no classes)", nthWeekday(next, 4, FRIDAY, 3)),
    oneDay("holiday", "Memorial Day", nthWeekday(next, 5, MONDAY, -1)),
    oneDay("event", "Field Day", nthWeekday(next, 6, WEDNESDAY, 1)),
    oneDay("event", "Moving-Up Ceremony", end),
  ];

  const terms: DemoTerm[] = [
    { number: 1, name: "Term 1 (Fall)", startsOn: iso(start), endsOn: iso(addDays(winterStart, -3)) },
    { number: 2, name: "Term 2 (Winter)", startsOn: iso(addDays(winterEnd, 3)), endsOn: iso(addDays(springStart, -3)) },
    { number: 3, name: "Term 3 (Spring)", startsOn: iso(addDays(springEnd, 3)), endsOn: iso(end) },
  ];
  return {
    schoolYear,
    name: schoolYearName(schoolYear),
    startsOn: iso(start),
    endsOn: iso(end),
    terms,
    days: days.sort((a, b) => a.startsOn.localeCompare(b.startsOn)),
  };
}
