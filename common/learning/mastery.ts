/**
 * THE mastery scale and THE rule that turns a child's marks on a standard into their current mastery
 * (docs/decisions/0016-mastery-rule.md). The gradebook's standards view, the family progress page,
 * insights and report cards all call currentMastery; nothing else averages marks.
 *
 * The rule is a decaying average, as Canvas's default: the most recent mark counts 65%, the average
 * of the earlier ones 35%. A child who has learned a standard is not held back by September's
 * attempts, and one off day after steady work does not wipe the record out. Only returned marks
 * count (drafts are the teacher's until returned), ordered by when the work was handed in.
 */
import { mastery } from "../i18n/en/mastery";

export const MASTERY_LEVELS = [4, 3, 2, 1] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

export const MASTERY_LABELS: Record<MasteryLevel, string> = {
  4: mastery["mastery.level4.label"],
  3: mastery["mastery.level3.label"],
  2: mastery["mastery.level2.label"],
  1: mastery["mastery.level1.label"],
};

export const NOT_YET_ASSESSED = mastery["mastery.notYetAssessed"];

/** What each level means, for keys, tooltips and the report card. */
export const MASTERY_MEANINGS: Record<MasteryLevel, string> = {
  4: mastery["mastery.level4.meaning"],
  3: mastery["mastery.level3.meaning"],
  2: mastery["mastery.level2.meaning"],
  1: mastery["mastery.level1.meaning"],
};

/** A level's label and meaning ids in the catalogues (area "mastery"), for a reader of another language. */
export const MASTERY_IDS = {
  4: { label: "mastery.level4.label", meaning: "mastery.level4.meaning" },
  3: { label: "mastery.level3.label", meaning: "mastery.level3.meaning" },
  2: { label: "mastery.level2.label", meaning: "mastery.level2.meaning" },
  1: { label: "mastery.level1.label", meaning: "mastery.level1.meaning" },
} as const satisfies Record<MasteryLevel, { label: keyof typeof mastery; meaning: keyof typeof mastery }>;

/** The weight of the most recent mark in the decaying average. */
export const MOST_RECENT_WEIGHT = 0.65;

/** The rule in words, shown beside every mastery figure. */
export const MASTERY_RULE_TEXT = mastery["mastery.rule"];

export interface MarkEvidence {
  level: number;
  /** When the work behind the mark was handed in (or returned, for work marked without a hand-in). */
  at: Date;
}

export function isMasteryLevel(value: unknown): value is MasteryLevel {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** The decaying average before rounding, or null with no marks. */
export function masteryScore(marks: readonly MarkEvidence[]): number | null {
  if (marks.length === 0) return null;
  const ordered = [...marks].sort((a, b) => a.at.getTime() - b.at.getTime());
  const latest = ordered[ordered.length - 1]!.level;
  if (ordered.length === 1) return latest;
  const earlier = ordered.slice(0, -1);
  const earlierAverage = earlier.reduce((sum, m) => sum + m.level, 0) / earlier.length;
  return MOST_RECENT_WEIGHT * latest + (1 - MOST_RECENT_WEIGHT) * earlierAverage;
}

/** A score on the 1-4 scale rounded to its level; halves round up (3.5 is Exceeds). */
export function levelOfScore(score: number): MasteryLevel {
  const rounded = Math.min(4, Math.max(1, Math.floor(score + 0.5 + 1e-9)));
  return rounded as MasteryLevel;
}

/** A child's current mastery of one standard from their returned marks on it; null is Not yet assessed. */
export function currentMastery(marks: readonly MarkEvidence[]): MasteryLevel | null {
  const score = masteryScore(marks);
  return score === null ? null : levelOfScore(score);
}

export function masteryLabel(level: MasteryLevel | null): string {
  return level === null ? NOT_YET_ASSESSED : MASTERY_LABELS[level];
}
