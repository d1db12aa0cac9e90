/**
 * THE mastery rule (common/learning/mastery.ts, docs/decisions/0016-mastery-rule.md): a decaying
 * average where the most recent returned mark counts 65% and the average of the earlier ones 35%,
 * ordered by when the work was handed in (never by the order the marks arrive in), rounded to the
 * nearest level with halves rounding up; no marks is "Not yet assessed".
 */
import { describe, expect, it } from "vitest";
import {
  MASTERY_LABELS,
  MASTERY_LEVELS,
  MASTERY_RULE_TEXT,
  MOST_RECENT_WEIGHT,
  NOT_YET_ASSESSED,
  currentMastery,
  isMasteryLevel,
  levelOfScore,
  masteryLabel,
  masteryScore,
  type MarkEvidence,
} from "#common/learning/mastery";

const day = (d: number) => new Date(Date.UTC(2026, 8, d, 14));
/** Marks in hand-in order, one day apart. */
const inOrder = (...levels: number[]): MarkEvidence[] => levels.map((level, i) => ({ level, at: day(i + 1) }));

describe("the mastery scale", () => {
  it("has four levels with their names, and Not yet assessed", () => {
    expect(MASTERY_LEVELS).toEqual([4, 3, 2, 1]);
    expect(MASTERY_LABELS).toEqual({ 4: "Exceeds", 3: "Meets", 2: "Approaching", 1: "Beginning" });
    expect(masteryLabel(null)).toBe(NOT_YET_ASSESSED);
    expect(masteryLabel(3)).toBe("Meets");
  });

  it("accepts only the whole levels 1 to 4", () => {
    for (const level of [1, 2, 3, 4]) expect(isMasteryLevel(level)).toBe(true);
    for (const value of [0, 5, 2.5, "3", null, undefined]) expect(isMasteryLevel(value)).toBe(false);
  });

  it("states the rule as implemented (65% most recent)", () => {
    expect(MOST_RECENT_WEIGHT).toBe(0.65);
    expect(MASTERY_RULE_TEXT).toContain("65%");
    expect(MASTERY_RULE_TEXT).toContain("35%");
  });
});

describe("currentMastery", () => {
  it("is Not yet assessed with no marks", () => {
    expect(masteryScore([])).toBeNull();
    expect(currentMastery([])).toBeNull();
    expect(masteryLabel(currentMastery([]))).toBe("Not yet assessed");
  });

  it("is the mark itself with a single mark", () => {
    for (const level of [1, 2, 3, 4]) {
      expect(masteryScore(inOrder(level))).toBe(level);
      expect(currentMastery(inOrder(level))).toBe(level);
    }
  });

  it("weighs the most recent mark 65% and the average of the earlier ones 35%", () => {
    expect(masteryScore(inOrder(1, 4))).toBeCloseTo(0.65 * 4 + 0.35 * 1); // 2.95
    expect(masteryScore(inOrder(2, 4, 3))).toBeCloseTo(0.65 * 3 + 0.35 * 3); // 3
    expect(masteryScore(inOrder(1, 2, 3, 4))).toBeCloseTo(0.65 * 4 + 0.35 * 2); // 3.3
  });

  it("lets a child who has learned the standard show it, without one off day wiping out steady work", () => {
    // September's beginnings do not hold back October's mastery (a plain average would say 2).
    expect(currentMastery(inOrder(1, 1, 1, 4))).toBe(3);
    // One weak piece after steady Exceeds lowers the level but does not drop it to Beginning.
    expect(currentMastery(inOrder(4, 4, 4, 1))).toBe(2);
    // Steady work stays where it is.
    expect(currentMastery(inOrder(3, 3, 3))).toBe(3);
  });

  it("orders marks by hand-in date, not by the order they are given", () => {
    const september = { level: 1, at: day(1) };
    const october = { level: 4, at: day(30) };
    expect(currentMastery([october, september])).toBe(currentMastery([september, october]));
    expect(currentMastery([october, september])).toBe(3); // 0.65 x 4 + 0.35 x 1 = 2.95
    // The same two levels the other way round in time give a different answer.
    expect(
      currentMastery([
        { level: 4, at: day(1) },
        { level: 1, at: day(30) },
      ]),
    ).toBe(2); // 2.05
  });

  it("does not change the caller's list", () => {
    const marks = [
      { level: 4, at: day(9) },
      { level: 1, at: day(1) },
    ];
    const copy = marks.map((m) => ({ ...m }));
    currentMastery(marks);
    expect(marks).toEqual(copy);
  });
});

describe("rounding to a level", () => {
  it("rounds to the nearest level, halves up", () => {
    expect(levelOfScore(3.5)).toBe(4);
    expect(levelOfScore(3.49)).toBe(3);
    expect(levelOfScore(2.5)).toBe(3);
    expect(levelOfScore(2.4999)).toBe(2);
    expect(levelOfScore(1.5)).toBe(2);
    expect(levelOfScore(1.49)).toBe(1);
    expect(levelOfScore(2.95)).toBe(3);
    expect(levelOfScore(2.05)).toBe(2);
  });

  it("treats a score a hair under a half from floating-point sums as the half", () => {
    expect(levelOfScore(2.5 - 1e-12)).toBe(3);
  });

  it("stays on the 1-4 scale", () => {
    expect(levelOfScore(0.2)).toBe(1);
    expect(levelOfScore(4.8)).toBe(4);
  });

  it("rounds the decaying average of real marks across each boundary", () => {
    expect(currentMastery(inOrder(3, 4))).toBe(4); // 3.65
    expect(currentMastery(inOrder(2, 4))).toBe(3); // 3.3
    expect(currentMastery(inOrder(4, 4, 2))).toBe(3); // 2.7
    expect(currentMastery(inOrder(3, 3, 2))).toBe(2); // 2.35
    expect(currentMastery(inOrder(1, 2))).toBe(2); // 1.65
    expect(currentMastery(inOrder(2, 1))).toBe(1); // 1.35
  });
});
