/**
 * Grade options (docs/product.md section 3), the school calendar (school years, the starts offered in every month
 * of the year) and grade placement by age around the cut-off date and leap days.
 */
import { describe, expect, it } from "vitest";
import { addDays, ageOn, compareCalendarDates, daysInMonth, formatCalendarDate, parseCalendarDate, weekday, type CalendarDate } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import {
  birthDatesForGrade,
  calculatePlacement,
  findStartOption,
  formatYearMonth,
  parseYearMonth,
  placementSchoolYear,
  schoolYearCutoff,
  schoolYearName,
  schoolYearOf,
  startLabel,
  startOptions,
} from "#common/grade-placement";
import { APPLICATION_GRADE_VALUES, FORM_GRADE_VALUES, GRADE_LEVELS, gradeByApplicationValue, gradeByFormValue } from "#common/grades";

const d = (text: string): CalendarDate => {
  const date = parseCalendarDate(text);
  if (!date) throw new Error(`bad test date ${text}`);
  return date;
};

describe("grade options", () => {
  it("contact/tour and application values with the spec's labels", () => {
    expect(FORM_GRADE_VALUES).toEqual(["kindergarten", "grade-1", "grade-2", "grade-3", "grade-4", "grade-5", "grade-6"]);
    expect(APPLICATION_GRADE_VALUES).toEqual(["K", "1", "2", "3", "4", "5", "6"]);
    expect(GRADE_LEVELS[0]!.label).toBe("Kindergarten (ages 5-6)");
    expect(GRADE_LEVELS[6]!.label).toBe("Grade 6 (ages 11-12)");
    expect(gradeByFormValue("grade-3")).toBe(gradeByApplicationValue("3"));
    expect(gradeByFormValue("grade-7")).toBeUndefined();
  });
});

describe("calendar dates", () => {
  it("parses only real ISO dates", () => {
    expect(parseCalendarDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ["2025-02-29", "2025-13-01", "2025-00-10", "2025-04-31", "25-01-01", "2025-1-1", "", "2025-01-01T00:00"]) {
      expect(parseCalendarDate(bad)).toBeUndefined();
    }
    expect(formatCalendarDate(d("2026-03-07"))).toBe("2026-03-07");
  });

  it("adds days across months, years and leap days; knows weekdays", () => {
    expect(formatCalendarDate(addDays(d("2024-02-28"), 1))).toBe("2024-02-29");
    expect(formatCalendarDate(addDays(d("2025-02-28"), 1))).toBe("2025-03-01");
    expect(formatCalendarDate(addDays(d("2026-12-31"), 1))).toBe("2027-01-01");
    expect(weekday(d("2026-11-21"))).toBe(6); // a Saturday
    expect(weekday(d("2026-11-23"))).toBe(1);
  });

  it("reads today's date in the school's zone, not the server's", () => {
    // 03:30 UTC on 1 September is still 31 August in New York.
    expect(calendarDateInZone(new Date("2026-09-01T03:30:00Z"), "America/New_York")).toEqual(d("2026-08-31"));
    expect(calendarDateInZone(new Date("2026-09-01T04:30:00Z"), "America/New_York")).toEqual(d("2026-09-01"));
  });

  it("counts age in completed years; a leap-day child's birthday is 28 February in common years", () => {
    expect(ageOn(d("2020-09-01"), d("2026-09-01"))).toBe(6);
    expect(ageOn(d("2020-09-02"), d("2026-09-01"))).toBe(5);
    expect(ageOn(d("2020-02-29"), d("2025-02-27"))).toBe(4);
    expect(ageOn(d("2020-02-29"), d("2025-02-28"))).toBe(5);
    expect(ageOn(d("2020-02-29"), d("2028-02-28"))).toBe(7);
    expect(ageOn(d("2020-02-29"), d("2028-02-29"))).toBe(8);
  });
});

describe("the school year", () => {
  it("runs from August to July and is named by its two calendar years", () => {
    expect(schoolYearOf(d("2026-07-31"))).toBe(2025);
    expect(schoolYearOf(d("2026-08-01"))).toBe(2026);
    expect(schoolYearOf(d("2027-05-15"))).toBe(2026);
    expect(schoolYearName(2026)).toBe("2026-27");
    expect(schoolYearName(2099)).toBe("2099-00");
  });

  it("has its cut-off on the occurrence of the cut-off day nearest to 1 August", () => {
    expect(schoolYearCutoff(2026)).toEqual(d("2026-09-01"));
    expect(schoolYearCutoff(2026, { month: 12, day: 31 })).toEqual(d("2026-12-31"));
    expect(schoolYearCutoff(2026, { month: 1, day: 1 })).toEqual(d("2027-01-01"));
    expect(schoolYearCutoff(2026, { month: 7, day: 31 })).toEqual(d("2026-07-31"));
    expect(schoolYearCutoff(2026, { month: 3, day: 1 })).toEqual(d("2026-03-01"));
  });
});

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * For each month of the 2026-27 school year as "today": the months of that year still offered. The
 * next school year (2027-28, from August 2027) is offered in every one of them.
 */
const OFFERED_MONTHS: [string, string[]][] = [
  ["2026-08", ["2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05"]],
  ["2026-09", ["2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05"]],
  ["2026-10", ["2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05"]],
  ["2026-11", ["2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05"]],
  ["2026-12", ["2027-01", "2027-02", "2027-03", "2027-04", "2027-05"]],
  ["2027-01", ["2027-02", "2027-03", "2027-04", "2027-05"]],
  ["2027-02", ["2027-03", "2027-04", "2027-05"]],
  ["2027-03", ["2027-04", "2027-05"]],
  ["2027-04", ["2027-05"]],
  ["2027-05", []],
  ["2027-06", []],
  ["2027-07", []],
];

describe("start options, for every month of the year as today", () => {
  it.each(OFFERED_MONTHS)("in %s: the months left in 2026-27, then the next school year", (month, expected) => {
    for (const day of ["01", "15", String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5)))).padStart(2, "0")]) {
      const options = startOptions(d(`${month}-${day}`));
      expect(options.map((o) => o.value)).toEqual([...expected, "2027-08"]);
      expect(options.at(-1)).toEqual({ value: "2027-08", label: "Next school year (2027-28)", schoolYear: 2027, nextSchoolYear: true });
      for (const option of options.slice(0, -1)) {
        expect(option.label).toBe(`${MONTH_NAMES[Number(option.value.slice(5)) - 1]} ${option.value.slice(0, 4)}`);
        expect(option).toMatchObject({ schoolYear: 2026, nextSchoolYear: false });
      }
      // Never this month or one gone by; nothing beyond the start of the next school year.
      expect(findStartOption(d(`${month}-${day}`), month)).toBeUndefined();
      expect(findStartOption(d(`${month}-${day}`), "2027-09")).toBeUndefined();
      expect(findStartOption(d(`${month}-${day}`), "2026-07")).toBeUndefined();
    }
  });

  it("offers the next school year from the month before it begins", () => {
    expect(startOptions(d("2026-07-31")).map((o) => o.label)).toEqual(["Next school year (2026-27)"]);
    expect(startOptions(d("2026-08-01")).at(-1)!.label).toBe("Next school year (2027-28)");
  });

  it("reads and writes months as YYYY-MM only", () => {
    expect(parseYearMonth("2026-12")).toEqual({ year: 2026, month: 12 });
    for (const bad of ["2026-13", "2026-00", "2026-1", "26-12", "2026-12-01", "next-year", "", " 2026-12"]) expect(parseYearMonth(bad), bad).toBeUndefined();
    expect(formatYearMonth({ year: 2027, month: 1 })).toBe("2027-01");
  });

  it("names a stored start in words", () => {
    expect(startLabel("2026-12", 2026)).toBe("December 2026, during the 2026-27 school year");
    expect(startLabel("2027-08", 2027)).toBe("August 2027, the start of the 2027-28 school year");
    expect(startLabel(null, 2026)).toBe("Not given (placed for the 2026-27 school year)");
    expect(startLabel(null, null)).toBe("Not given");
  });
});

describe("placement for every start on offer, a child on each side of the cut-off", () => {
  // Born 1 September 2019: 7 on 1 September 2026 (grade 2), 8 on 1 September 2027 (grade 3).
  // Born a day later: a year younger on both cut-off days.
  const onCutoff = d("2019-09-01");
  const dayAfter = d("2019-09-02");
  const gradeOf = (birth: CalendarDate, today: CalendarDate, start: string) =>
    calculatePlacement(birth, { schoolYear: placementSchoolYear(today, { desiredStart: parseYearMonth(start), isMidYearTransfer: false }) }).grade?.name;

  it.each(OFFERED_MONTHS)("in %s", (month) => {
    const today = d(`${month}-10`);
    for (const option of startOptions(today)) {
      if (option.nextSchoolYear) {
        expect(gradeOf(onCutoff, today, option.value), option.value).toBe("Grade 3");
        expect(gradeOf(dayAfter, today, option.value), option.value).toBe("Grade 2");
      } else {
        expect(gradeOf(onCutoff, today, option.value), option.value).toBe("Grade 2");
        expect(gradeOf(dayAfter, today, option.value), option.value).toBe("Grade 1");
      }
    }
  });

  it("without a start: the year in progress for a mid-year transfer, else the next", () => {
    for (const [month] of OFFERED_MONTHS) {
      expect(placementSchoolYear(d(`${month}-10`), { isMidYearTransfer: true }), month).toBe(2026);
      expect(placementSchoolYear(d(`${month}-10`), { isMidYearTransfer: false }), month).toBe(2027);
    }
  });

  it("follows a configured cut-off in the school year the child starts in", () => {
    const cutoff = { month: 12, day: 31 };
    const today = d("2026-11-21");
    // Born 31 December 2019: 7 on 31 December 2026; born 1 January 2020: 6.
    expect(calculatePlacement(d("2019-12-31"), { schoolYear: 2026, cutoff }).grade?.name).toBe("Grade 2");
    expect(
      calculatePlacement(d("2020-01-01"), {
        schoolYear: placementSchoolYear(today, { desiredStart: { year: 2027, month: 2 }, isMidYearTransfer: false }),
        cutoff,
      }).grade?.name,
    ).toBe("Grade 1");
  });
});

describe("calculatePlacement", () => {
  it("maps age 5 to kindergarten up to age 11 to grade 6", () => {
    // 2027-28: cut-off 2027-09-01.
    expect(calculatePlacement(d("2022-09-01"), { schoolYear: 2027 }).grade?.applicationValue).toBe("K");
    expect(calculatePlacement(d("2016-09-01"), { schoolYear: 2027 }).grade?.applicationValue).toBe("6");
    expect(calculatePlacement(d("2019-05-10"), { schoolYear: 2027 }).grade?.applicationValue).toBe("3");
  });

  it("turns on the cut-off day itself", () => {
    const onCutoff = calculatePlacement(d("2022-09-01"), { schoolYear: 2027 });
    const dayAfter = calculatePlacement(d("2022-09-02"), { schoolYear: 2027 });
    expect(onCutoff.cutoffDate).toEqual(d("2027-09-01"));
    expect(onCutoff.ageOnCutoff).toBe(5);
    expect(onCutoff.grade?.name).toBe("Kindergarten");
    expect(dayAfter.ageOnCutoff).toBe(4);
    expect(dayAfter.grade).toBeUndefined();
  });

  it("places the same child a grade lower in the year in progress than in the next", () => {
    const birth = d("2019-05-10");
    expect(calculatePlacement(birth, { schoolYear: 2027 }).grade?.number).toBe(3);
    expect(calculatePlacement(birth, { schoolYear: 2026 }).grade?.number).toBe(2);
  });

  it("has no grade for children older than 11 on the cut-off date", () => {
    const placement = calculatePlacement(d("2015-06-01"), { schoolYear: 2027 });
    expect(placement.ageOnCutoff).toBe(12);
    expect(placement.grade).toBeUndefined();
  });

  it("places a leap-day child by the 28 February rule when the cut-off falls on it", () => {
    // A 28 February cut-off is the one before the school year: for 2027-28, 28 February 2027 (a common
    // year). Born 29 February 2020, the child turns 7 that day.
    const placement = calculatePlacement(d("2020-02-29"), { schoolYear: 2027, cutoff: { month: 2, day: 28 } });
    expect(formatCalendarDate(placement.cutoffDate)).toBe("2027-02-28");
    expect(placement.ageOnCutoff).toBe(7);
    expect(placement.grade?.number).toBe(2);
  });
});

describe("the dates of birth a grade takes", () => {
  it("are exactly the children of that age on the cut-off day, leap days included", () => {
    for (const cutoff of ["2026-09-01", "2027-02-28", "2028-02-28", "2027-03-01", "2026-12-31", "2027-01-01"].map(d)) {
      for (const grade of GRADE_LEVELS) {
        const age = grade.number + 5;
        const { from, to } = birthDatesForGrade(grade, cutoff);
        // Every day from a week before the range to a week after: inside it exactly when of that age.
        for (let day = addDays(from, -7); compareCalendarDates(day, addDays(to, 7)) <= 0; day = addDays(day, 1)) {
          const inside = compareCalendarDates(day, from) >= 0 && compareCalendarDates(day, to) <= 0;
          expect(ageOn(day, cutoff) === age, `${formatCalendarDate(cutoff)} ${grade.name} ${formatCalendarDate(day)}`).toBe(inside);
        }
      }
    }
    expect(birthDatesForGrade(GRADE_LEVELS[2]!, d("2026-09-01"))).toEqual({ from: d("2018-09-02"), to: d("2019-09-01") });
    // 28 February 2027 cut-off: a child born 29 February 2020 is 7 that day, so grade 2 ends on 29 February.
    expect(birthDatesForGrade(GRADE_LEVELS[2]!, d("2027-02-28"))).toEqual({ from: d("2019-03-01"), to: d("2020-02-29") });
  });
});
