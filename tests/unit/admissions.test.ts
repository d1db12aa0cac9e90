/** Server-side admissions rules: readable ids, the same child found again, placement in words and grade conflicts. */
import { describe, expect, it } from "vitest";
import { APPLICATION_ID_PATTERN, checkGrade, childKey, newApplicationId, startNotOffered } from "../../server/admissions/application-rules";

describe("newApplicationId", () => {
  it("gives the school year's calendar year and 8 characters that cannot be misread", () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newApplicationId(new Date("2026-11-21T15:00:00Z"))));
    expect(ids.size).toBe(2000);
    for (const id of ids) {
      expect(id).toMatch(APPLICATION_ID_PATTERN);
      expect(id.startsWith("APP-2026-")).toBe(true);
      expect(id.slice(9)).not.toMatch(/[ILOU]/);
    }
  });

  it("uses the year in New York, not UTC, on New Year's Eve", () => {
    expect(newApplicationId(new Date("2027-01-01T03:00:00Z")).startsWith("APP-2026-")).toBe(true);
  });
});

describe("childKey", () => {
  it("folds case, accents, spaces and punctuation", () => {
    expect(childKey("Zoë", "O'Neil")).toBe(childKey(" zoe ", "ONEIL"));
    expect(childKey("José-Luis", "García")).toBe(childKey("jose luis", "garcia"));
    expect(childKey("Ann", "Lee")).not.toBe(childKey("Anna", "Lee"));
  });
});

describe("checkGrade", () => {
  const today = { year: 2026, month: 11, day: 21 };
  const base = { childFirstName: "Sam", isMidYearTransfer: false, today };

  it("places by the school year the child starts in: the issue's family, Grade 2 by age today, starting in December", () => {
    // Born 1 June 2019: 7 on 1 September 2026 (grade 2 in 2026-27), 8 on 1 September 2027 (grade 3 in 2027-28).
    const december = checkGrade({ ...base, dob: "2019-06-01", requestedGrade: "2", desiredStart: "2026-12" });
    expect(december).toEqual({
      schoolYear: 2026,
      calculatedGrade: "2",
      placement: {
        message:
          "Starting in December 2026, during the 2026-27 school year, Sam would join Grade 2 (children born between September 2, 2018 and September 1, 2019).",
        school_year: "2026-27",
        desired_start: "2026-12",
        calculated_grade: "2",
      },
    });
    const nextYear = checkGrade({ ...base, dob: "2019-06-01", requestedGrade: "2", desiredStart: "2027-08" });
    expect(nextYear.placement.message).toBe(
      "Starting in August 2027, at the beginning of the 2027-28 school year, Sam would join Grade 3 (children born between September 2, 2018 and September 1, 2019).",
    );
    expect(nextYear.conflict).toEqual({
      requested_grade: "2",
      calculated_grade: "3",
      message:
        "You requested Grade 2. Starting in August 2027, at the beginning of the 2027-28 school year, Sam would join Grade 3 (children born between September 2, 2018 and September 1, 2019). Grade 2 that year is for children born between September 2, 2019 and September 1, 2020. Please tell us how you would like to proceed.",
    });
    // The family reads the question in the language it applied in; the placement stays English (its mail words it).
    const spanish = checkGrade({ ...base, dob: "2019-06-01", requestedGrade: "2", desiredStart: "2027-08", language: "es" });
    expect(spanish.placement.message).toBe(nextYear.placement.message);
    expect(spanish.conflict!.message).toBe(
      "Usted pidió Segundo grado. Si empieza en agosto de 2027, al comienzo del año escolar 2027-28, Sam entraría en Tercer grado (para niños nacidos entre el 2 de septiembre de 2018 y el 1 de septiembre de 2019). Segundo grado ese año es para niños nacidos entre el 2 de septiembre de 2019 y el 1 de septiembre de 2020. Díganos cómo desea continuar.",
    );
  });

  it("without a start, places a mid-year transfer in the year in progress and anyone else in the next", () => {
    expect(checkGrade({ ...base, dob: "2020-06-01", requestedGrade: "2" })).toMatchObject({
      schoolYear: 2027,
      calculatedGrade: "2",
      placement: {
        school_year: "2027-28",
        desired_start: null,
        message: expect.stringMatching(/^Starting in the 2027-28 school year, Sam would join Grade 2 /),
      },
    });
    expect(checkGrade({ ...base, isMidYearTransfer: true, dob: "2020-06-01", requestedGrade: "1" })).toMatchObject({
      schoolYear: 2026,
      calculatedGrade: "1",
      placement: { message: expect.stringMatching(/^Joining the 2026-27 school year in progress, Sam would join Grade 1 /) },
    });
  });

  it("decides on the cut-off day itself: born on 1 September counts as a year older than born on 2 September", () => {
    expect(checkGrade({ ...base, dob: "2022-09-01", requestedGrade: "K" }).calculatedGrade).toBe("K");
    expect(checkGrade({ ...base, dob: "2022-09-02", requestedGrade: "K" }).calculatedGrade).toBeNull();
  });

  it("reports no calculated grade for ages outside K-6, and says why in words", () => {
    const young = checkGrade({ ...base, dob: "2023-01-10", requestedGrade: "K", desiredStart: "2027-01" });
    expect(young.conflict).toMatchObject({ calculated_grade: null });
    expect(young.placement.message).toBe(
      "Starting in January 2027, during the 2026-27 school year, Sam would have no grade at our school: the grade follows a child's age on September 1, 2026, when Sam was 3, and kindergarten to grade 6 that year is for children born between September 2, 2014 and September 1, 2021.",
    );
    expect(young.conflict!.message).toBe(`You requested Kindergarten. ${young.placement.message} Please tell us how you would like to proceed.`);
    expect(checkGrade({ ...base, dob: "2023-01-10", requestedGrade: "K" }).placement.message).toContain("when Sam will be 4");
    expect(checkGrade({ ...base, dob: "2014-01-10", requestedGrade: "6" }).conflict).toMatchObject({ calculated_grade: null });
  });

  it("counts a 29 February birthday as 28 February in common years", () => {
    // 1 March 2027 cut-off for 2027-28 (the nearest to 1 August 2027): born 29 Feb 2020, the birthday falls on 28 Feb 2027, so the child is 7.
    const cutoff = { month: 3, day: 1 };
    expect(checkGrade({ ...base, dob: "2020-02-29", requestedGrade: "2", cutoff }).calculatedGrade).toBe("2");
  });
});

describe("startNotOffered", () => {
  it("names what is on offer", () => {
    expect(startNotOffered({ year: 2026, month: 11, day: 21 })).toBe(
      "Please choose a start we offer: a month from December 2026 to May 2027, or the next school year (2027-28).",
    );
    expect(startNotOffered({ year: 2027, month: 4, day: 2 })).toBe("Please choose a start we offer: May 2027, or the next school year (2027-28).");
    expect(startNotOffered({ year: 2027, month: 6, day: 2 })).toBe("Please choose a start we offer: the next school year (2027-28).");
  });
});
