/** Server-side admissions rules: readable ids, the same child found again, grade conflicts. */
import { describe, expect, it } from "vitest";
import { APPLICATION_ID_PATTERN, checkGrade, childKey, newApplicationId } from "../../server/admissions";

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

  it("finds no conflict when the requested grade is the one the date of birth gives", () => {
    // Next school year starts 1 September 2027: a child born 1 June 2020 is 7 then, grade 2.
    expect(checkGrade({ ...base, dob: "2020-06-01", requestedGrade: "2" })).toEqual({ calculatedGrade: "2" });
  });

  it("decides on the cut-off day itself: born on 1 September counts as a year older than born on 2 September", () => {
    expect(checkGrade({ ...base, dob: "2022-09-01", requestedGrade: "K" }).calculatedGrade).toBe("K");
    expect(checkGrade({ ...base, dob: "2022-09-02", requestedGrade: "K" }).calculatedGrade).toBeNull();
  });

  it("explains a conflict in words, with both grades", () => {
    const result = checkGrade({ ...base, dob: "2020-06-01", requestedGrade: "4" });
    expect(result.conflict).toEqual({
      requested_grade: "4",
      calculated_grade: "2",
      message:
        "You requested Grade 4. Based on the date of birth, Sam will be 7 on September 1, 2027, which places them in Grade 2. Please tell us how you would like to proceed.",
    });
  });

  it("reports no calculated grade for ages outside K-6", () => {
    const young = checkGrade({ ...base, dob: "2023-01-10", requestedGrade: "K" });
    expect(young.conflict).toMatchObject({ calculated_grade: null });
    expect(young.conflict!.message).toContain("Sam will be 4 on September 1, 2027; we place children aged 5 to 11");
    expect(checkGrade({ ...base, dob: "2014-01-10", requestedGrade: "6" }).conflict).toMatchObject({ calculated_grade: null });
  });

  it("places a mid-year transfer by the school year in progress", () => {
    expect(checkGrade({ ...base, isMidYearTransfer: true, dob: "2020-06-01", requestedGrade: "1" })).toEqual({ calculatedGrade: "1" });
  });

  it("counts a 29 February birthday as 28 February in common years", () => {
    // 1 March 2027 cut-off: born 29 Feb 2020, the birthday falls on 28 Feb 2027, so the child is 7.
    const cutoff = { month: 3, day: 1 };
    expect(checkGrade({ ...base, dob: "2020-02-29", requestedGrade: "2", today: { year: 2026, month: 11, day: 21 }, cutoff }).calculatedGrade).toBe("2");
  });
});
