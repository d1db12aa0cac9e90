/**
 * The published standards shipped as data (common/learning/standards/): codes unique and in their
 * framework's published form, every grade K-6 covered with at least three clusters in mathematics and
 * ELA, NGSS for K-5 and grade 6, and the exact counts checked against the published lists
 * (corestandards.org dot notation; nextgenscience.org performance expectations).
 */
import { describe, expect, it } from "vitest";
import { PUBLISHED_STANDARDS, type StandardDefinition } from "#common/learning/standards/index";
import { CCSS_ELA } from "#common/learning/standards/ccss-ela";
import { CCSS_MATH } from "#common/learning/standards/ccss-math";
import { NGSS } from "#common/learning/standards/ngss";

const GRADES = ["K", "1", "2", "3", "4", "5", "6"] as const;

const PATTERNS: Record<StandardDefinition["framework"], RegExp> = {
  // K.CC.A.1, 3.NF.A.1, 6.SP.B.5
  "ccss-math": /^(K|[1-6])\.(CC|OA|NBT|NF|MD|G|RP|NS|EE|SP)\.[A-D]\.\d{1,2}$/,
  // RL.2.3, RF.1.2, W.4.1, L.6.4
  "ccss-ela": /^(RL|RI|RF|W|SL|L)\.(K|[1-6])\.\d{1,2}$/,
  // K-PS2-1, 1-LS1-1, K-2-ETS1-1, 3-5-ETS1-1, MS-ESS3-5
  ngss: /^((K|[1-5])|K-2|3-5|MS)-(PS[1-4]|LS[1-4]|ESS[1-3]|ETS1)-\d$/,
};

function countBy<T>(list: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of list) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

function gradePart(s: StandardDefinition): string {
  return s.framework === "ccss-math" ? s.code.split(".")[0]! : s.code.split(".")[1]!;
}

describe("published standards catalog", () => {
  it("holds every framework once, in one list", () => {
    expect(PUBLISHED_STANDARDS).toHaveLength(CCSS_MATH.length + CCSS_ELA.length + NGSS.length);
    expect(PUBLISHED_STANDARDS.length).toBe(605);
  });

  it("has unique codes", () => {
    const codes = PUBLISHED_STANDARDS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("writes every code in its framework's published form, with the matching subject", () => {
    const subjects = { "ccss-math": "math", "ccss-ela": "ela", ngss: "science" } as const;
    for (const s of PUBLISHED_STANDARDS) {
      expect(s.code, s.code).toMatch(PATTERNS[s.framework]);
      expect(s.subjectCode, s.code).toBe(subjects[s.framework]);
      expect(GRADES as readonly string[], s.code).toContain(s.grade);
    }
    for (const s of CCSS_MATH) expect(s.framework).toBe("ccss-math");
    for (const s of CCSS_ELA) expect(s.framework).toBe("ccss-ela");
    for (const s of NGSS) expect(s.framework).toBe("ngss");
  });

  it("files each Common Core standard under the grade its code names", () => {
    for (const s of [...CCSS_MATH, ...CCSS_ELA]) expect(s.grade, s.code).toBe(gradePart(s));
  });

  it("files NGSS by grade: K-5 codes under their grade, K-2 and 3-5 engineering under 2 and 5, middle school under 6", () => {
    for (const s of NGSS) {
      const expected = s.code.startsWith("MS-") ? "6" : s.code.startsWith("K-2-") ? "2" : s.code.startsWith("3-5-") ? "5" : s.code.split("-")[0];
      expect(s.grade, s.code).toBe(expected);
    }
    expect(NGSS.map((s) => s.code)).toEqual(expect.arrayContaining(["K-2-ETS1-1", "3-5-ETS1-3", "MS-ETS1-4", "MS-PS1-1", "MS-ESS3-5"]));
  });

  it("gives every grade K-6 mathematics and ELA standards in at least three clusters each", () => {
    for (const list of [CCSS_MATH, CCSS_ELA]) {
      for (const grade of GRADES) {
        const ofGrade = list.filter((s) => s.grade === grade);
        expect(ofGrade.length, `${list[0]!.framework} ${grade}`).toBeGreaterThan(0);
        expect(new Set(ofGrade.map((s) => `${s.domain}|${s.cluster}`)).size, `${list[0]!.framework} ${grade}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it("gives NGSS science for K-5 and grade 6", () => {
    expect(Object.keys(countBy(NGSS, (s) => s.grade)).sort()).toEqual(["1", "2", "3", "4", "5", "6", "K"]);
  });

  it("counts exactly the published standards per framework and grade", () => {
    expect(countBy(CCSS_MATH, (s) => s.grade)).toEqual({ K: 22, "1": 21, "2": 26, "3": 25, "4": 28, "5": 26, "6": 29 });
    expect(CCSS_MATH).toHaveLength(177);
    expect(countBy(CCSS_ELA, (s) => s.grade)).toEqual({ K: 41, "1": 41, "2": 40, "3": 42, "4": 43, "5": 43, "6": 41 });
    expect(CCSS_ELA).toHaveLength(291);
    expect(countBy(CCSS_ELA, (s) => `${s.code.split(".")[0]}.${s.grade}`)).toMatchObject({
      "RL.K": 9,
      "RL.6": 9,
      "RI.K": 10,
      "RI.6": 10,
      "RF.K": 4,
      "RF.1": 4,
      "RF.2": 2,
      "RF.5": 2,
      "W.K": 7,
      "W.2": 7,
      "W.3": 9,
      "W.4": 10,
      "W.6": 10,
      "SL.K": 6,
      "SL.6": 6,
      "L.K": 5,
      "L.1": 5,
      "L.2": 6,
      "L.6": 6,
    });
    expect(countBy(NGSS, (s) => s.grade)).toEqual({ K: 10, "1": 9, "2": 14, "3": 15, "4": 14, "5": 16, "6": 59 });
    expect(NGSS).toHaveLength(137);
  });

  it("leaves out what the frameworks leave out: RL.x.8, RF in grade 6, W.K.4", () => {
    const codes = new Set(PUBLISHED_STANDARDS.map((s) => s.code));
    for (const grade of GRADES) expect(codes.has(`RL.${grade}.8`)).toBe(false);
    expect(CCSS_ELA.filter((s) => s.grade === "6" && s.code.startsWith("RF."))).toEqual([]);
    expect(codes.has("W.K.4")).toBe(false);
    expect(codes.has("L.K.3")).toBe(false);
  });

  it("keeps the published order: grades in order and codes ascending within a cluster", () => {
    for (const list of [CCSS_MATH, CCSS_ELA, NGSS]) {
      const gradeOrder = list.map((s) => GRADES.indexOf(s.grade as (typeof GRADES)[number]));
      expect(gradeOrder).toEqual([...gradeOrder].sort((a, b) => a - b));
    }
    const number = (code: string) => Number(code.split(/[.-]/).at(-1));
    for (let i = 1; i < CCSS_MATH.length; i++) {
      const [a, b] = [CCSS_MATH[i - 1]!, CCSS_MATH[i]!];
      if (a.grade === b.grade && a.domain === b.domain) expect(number(b.code), b.code).toBeGreaterThan(number(a.code));
    }
  });

  it("has no empty text and no description longer than 200 characters", () => {
    for (const s of PUBLISHED_STANDARDS) {
      for (const field of ["domain", "cluster", "description"] as const) {
        expect(s[field].trim(), `${s.code} ${field}`).not.toBe("");
        expect(s[field], `${s.code} ${field}`).toBe(s[field].trim());
      }
      expect(s.description.length, s.code).toBeLessThanOrEqual(200);
      expect(s.description, s.code).toMatch(/[.!?]$/);
    }
  });

  it("keeps the codes other areas rely on", () => {
    const byCode = new Map(PUBLISHED_STANDARDS.map((s) => [s.code, s]));
    expect(byCode.get("3.NF.A.1")).toMatchObject({ framework: "ccss-math", grade: "3", domain: "Number and Operations - Fractions" });
    expect(byCode.get("RL.2.3")).toMatchObject({ framework: "ccss-ela", grade: "2", domain: "Reading: Literature" });
    expect(byCode.get("K-PS2-1")).toMatchObject({
      framework: "ngss",
      grade: "K",
      domain: "Motion and Stability: Forces and Interactions",
      cluster: "Pushes and pulls",
    });
  });
});
