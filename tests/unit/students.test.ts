/**
 * The pure rules of students and families (issue 15, docs/api/students.md): the grade a created
 * student starts in and why, the suggested username, and the schemas the dialogs and the server
 * share (guardian addresses once each, the child's avatar from the set, preferences read safely).
 */
import { describe, expect, it } from "vitest";
import { childFullName, knownAs } from "#common/learning/child-name";
import { DEFAULT_PREFERENCES, readPreferences } from "#common/learning/preferences";
import { createStudentSchema, studentProfilePatchSchema, updateStudentSchema } from "#common/schemas/learning/students";
import { startingGrade, usernameBase } from "../../server/learning/students/create-student";

const valid = {
  firstName: "Maya",
  lastName: "Okafor",
  dateOfBirth: "2019-06-01",
  grade: "1",
  accommodationPlan: "none",
  photoReleaseConsent: false,
  username: "maya.okafor",
  guardians: [{ fullName: "Grace Okafor", email: "grace@example.com" }],
};

describe("startingGrade", () => {
  it("takes the placement grade, else the calculated one, else the requested one, and says which", () => {
    expect(startingGrade({ placementGrade: "2", calculatedGrade: "1", childGradeRequested: "3" })).toEqual({ grade: "2", source: "placement" });
    expect(startingGrade({ placementGrade: null, calculatedGrade: "1", childGradeRequested: "3" })).toEqual({ grade: "1", source: "calculated" });
    expect(startingGrade({ placementGrade: null, calculatedGrade: null, childGradeRequested: "K" })).toEqual({ grade: "K", source: "requested" });
  });
});

describe("usernameBase", () => {
  it("folds accents and punctuation into first.last, and is never shorter than a username may be", () => {
    expect(usernameBase("María José", "López-García")).toBe("mariajose.lopezgarcia");
    expect(usernameBase("Zoë", "Ødegård")).toBe("zoe.odegard");
    expect(usernameBase("李", "王")).toBe("student.student");
    expect(usernameBase("A", "")).toBe("a.student");
    expect(usernameBase("A".repeat(60), "B").length).toBeLessThanOrEqual(40);
  });
});

describe("createStudentSchema", () => {
  it("accepts the dialog's values and refuses an address given twice, a bad date and no guardian", () => {
    expect(createStudentSchema.safeParse(valid).success).toBe(true);
    const twice = createStudentSchema.safeParse({ ...valid, guardians: [...valid.guardians, { fullName: "G", email: "GRACE@example.com" }] });
    expect(twice.error?.issues.map((i) => i.path.join("."))).toEqual(["guardians.1.email"]);
    expect(createStudentSchema.safeParse({ ...valid, dateOfBirth: "2019-02-30" }).success).toBe(false);
    expect(createStudentSchema.safeParse({ ...valid, dateOfBirth: "0000-01-01" }).success).toBe(false);
    expect(createStudentSchema.safeParse({ ...valid, guardians: [] }).success).toBe(false);
    expect(createStudentSchema.safeParse({ ...valid, classId: "" }).data?.classId).toBeUndefined();
    expect(createStudentSchema.safeParse({ ...valid, classId: "not-a-class" }).success).toBe(false);
  });
});

describe("updateStudentSchema and studentProfilePatchSchema", () => {
  it("need something to change; an avatar comes from the set", () => {
    expect(updateStudentSchema.safeParse({}).success).toBe(false);
    expect(updateStudentSchema.safeParse({ preferredName: "" }).success).toBe(true);
    expect(studentProfilePatchSchema.safeParse({}).success).toBe(false);
    expect(studentProfilePatchSchema.safeParse({ avatar: "rocket" }).success).toBe(true);
    expect(studentProfilePatchSchema.safeParse({ avatar: null }).success).toBe(true);
    expect(studentProfilePatchSchema.safeParse({ avatar: "selfie.jpg" }).success).toBe(false);
    expect(studentProfilePatchSchema.safeParse({ preferences: { textSize: "huge" } }).success).toBe(false);
  });

  it("stored preferences are read with defaults for anything missing or unreadable", () => {
    expect(readPreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(readPreferences({ textSize: "large", reducedMotion: "yes" })).toEqual({ ...DEFAULT_PREFERENCES, textSize: "large" });
  });
});

describe("a child's name as the school shows it (common/learning/child-name.ts)", () => {
  it("is the name the child goes by, then the last name; the first name when no preferred name was given", () => {
    expect(knownAs({ firstName: "Dmitry", preferredName: "Дима" })).toBe("Дима");
    expect(knownAs({ firstName: "Dmitry", preferredName: "  " })).toBe("Dmitry");
    expect(knownAs({ firstName: "Dmitry", preferredName: null })).toBe("Dmitry");
    expect(childFullName({ firstName: "Dmitry", lastName: "Ivanov", preferredName: "Дима" })).toBe("Дима Ivanov");
  });
});
