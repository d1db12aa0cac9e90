/**
 * Learning games (issue 34, "Learning games"): the kinds of short practice rounds a child plays, the
 * standards each practises, and the pure rules of a round: how many items, how the level follows the
 * child's answers, and the stars a finished round earns. Positive only: no lives, no timers, no
 * ranking; a round always ends with at least one star. Items are made and checked on the server
 * (server/learning/games/), never here: an answer is never trusted from the page.
 */

/** The kinds of game, in the order a child meets them (reading first, then numbers). */
export const GAME_KINDS = [
  "letter-sounds",
  "rhyming",
  "sight-words",
  "sentence-building",
  "counting",
  "number-bonds",
  "add-subtract",
  "place-value",
  "times-tables",
  "fractions",
  "telling-time",
  "money",
] as const;
export type GameKind = (typeof GAME_KINDS)[number];

export function isGameKind(value: string): value is GameKind {
  return (GAME_KINDS as readonly string[]).includes(value);
}

/** The grades as the school spells them (`K`, `1` ... `6`). */
export type GameGrade = "K" | "1" | "2" | "3" | "4" | "5" | "6";

export interface GameKindInfo {
  kind: GameKind;
  /** A code of common/learning/subjects.ts. */
  subject: "ela" | "math";
  /** The grades it is made for: shown first to these children, offered to every child. */
  grades: readonly GameGrade[];
  /** The picture beside its name (an emoji: big, colourful, and read by screen readers by its name). */
  picture: string;
  /** The standards (codes as published, common/learning/standards/) its items practise, easiest first. */
  standards: readonly string[];
}

/**
 * Every kind with its standards. ELA games are in English in every language of the screens, their
 * instructions too: they teach reading English, the school's language of instruction, and Read to me
 * reads an item in one voice.
 */
export const GAME_KIND_INFO: Readonly<Record<GameKind, GameKindInfo>> = {
  "letter-sounds": { kind: "letter-sounds", subject: "ela", grades: ["K", "1"], picture: "🔤", standards: ["RF.K.3", "RF.1.3"] },
  rhyming: { kind: "rhyming", subject: "ela", grades: ["K", "1"], picture: "🎵", standards: ["RF.K.2"] },
  "sight-words": { kind: "sight-words", subject: "ela", grades: ["K", "1", "2"], picture: "👀", standards: ["RF.K.3", "RF.1.3", "RF.2.3"] },
  "sentence-building": { kind: "sentence-building", subject: "ela", grades: ["1", "2", "3"], picture: "🧱", standards: ["L.1.1", "L.2.1", "L.3.1"] },
  counting: { kind: "counting", subject: "math", grades: ["K"], picture: "🍎", standards: ["K.CC.B.5"] },
  "number-bonds": { kind: "number-bonds", subject: "math", grades: ["K", "1"], picture: "🔗", standards: ["K.OA.A.3", "K.OA.A.4", "1.OA.C.6"] },
  "add-subtract": { kind: "add-subtract", subject: "math", grades: ["K", "1", "2"], picture: "➕", standards: ["K.OA.A.5", "1.OA.C.6", "2.OA.B.2"] },
  "place-value": { kind: "place-value", subject: "math", grades: ["1", "2", "3"], picture: "🧮", standards: ["1.NBT.B.2", "2.NBT.A.1", "4.NBT.A.2"] },
  "times-tables": { kind: "times-tables", subject: "math", grades: ["3", "4", "5"], picture: "✖️", standards: ["3.OA.C.7"] },
  fractions: { kind: "fractions", subject: "math", grades: ["3", "4"], picture: "🍕", standards: ["3.NF.A.2", "3.NF.A.3"] },
  "telling-time": { kind: "telling-time", subject: "math", grades: ["1", "2", "3"], picture: "🕒", standards: ["1.MD.B.3", "2.MD.C.7", "3.MD.A.1"] },
  money: { kind: "money", subject: "math", grades: ["2", "3"], picture: "🪙", standards: ["2.MD.C.8"] },
};

/** Items in a round: a few minutes for a young child. */
export const ROUND_ITEMS = 8;
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 5;
/** A child has two tries at an item: after a first wrong answer they try again; after a second they see the answer. */
export const TRIES_PER_ITEM = 2;
/** The grades for which no clock is ever shown (issue 34: no timers for K-2); older children see none either. */
export const YOUNGEST_GRADES: readonly GameGrade[] = ["K", "1", "2"];

/** The daily limits a guardian chooses among (minutes); null is no limit. */
export const DAILY_LIMIT_CHOICES = [10, 15, 20, 30, 45, 60] as const;

/** The level a round starts at for a child of `grade` who has not played this kind: 1 for the youngest, higher for older children. */
export function firstLevel(info: GameKindInfo, grade: string): number {
  const index = info.grades.indexOf(grade as GameGrade);
  if (index >= 0) return Math.min(MAX_LEVEL, MIN_LEVEL + index * 2);
  const order = ["K", "1", "2", "3", "4", "5", "6"];
  const childGrade = order.indexOf(grade);
  const last = order.indexOf(info.grades[info.grades.length - 1]!);
  return childGrade > last ? MAX_LEVEL - 1 : MIN_LEVEL;
}

/**
 * The level of the next item: up after two items right first time in a row, down after an item
 * missed twice, else the same. `recent` is the newest-last list of the round's answered items
 * (right at the first try or not).
 */
export function nextLevel(level: number, recent: readonly { rightFirstTime: boolean; level: number }[]): number {
  const last = recent[recent.length - 1];
  if (!last) return level;
  if (!last.rightFirstTime) return Math.max(MIN_LEVEL, level - 1);
  const before = recent[recent.length - 2];
  if (before && before.rightFirstTime && before.level === level && last.level === level) return Math.min(MAX_LEVEL, level + 1);
  return level;
}

/** Stars for a finished round: one for finishing, two for half right first time, three for all but one. */
export function starsFor(rightFirstTime: number, items: number = ROUND_ITEMS): 1 | 2 | 3 {
  if (rightFirstTime >= items - 1) return 3;
  if (rightFirstTime * 2 >= items) return 2;
  return 1;
}
