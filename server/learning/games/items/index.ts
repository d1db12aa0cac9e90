/**
 * The items of the learning games (issue 34): made on the server from the round's seed, the item's
 * index and its level, so the same round gives the same item again, and checked here against the
 * right answer the page never sees.
 */
import type { Language } from "#common/i18n/languages";
import { MAX_LEVEL, MIN_LEVEL, type GameKind } from "#common/learning/games";
import { rngFor } from "../rng";
import { addSubtract } from "./add-subtract";
import { counting } from "./counting";
import { fractions } from "./fractions";
import { letterSounds } from "./letter-sounds";
import { money } from "./money";
import { numberBonds } from "./number-bonds";
import { placeValue } from "./place-value";
import { rhyming } from "./rhyming";
import { sentenceBuilding } from "./sentence-building";
import { sightWords } from "./sight-words";
import { tellingTime } from "./telling-time";
import { timesTables } from "./times-tables";
import type { ItemMaker, MadeItem } from "./types";

const MAKERS: Record<GameKind, ItemMaker> = {
  "letter-sounds": letterSounds,
  rhyming,
  "sight-words": sightWords,
  "sentence-building": sentenceBuilding,
  counting,
  "number-bonds": numberBonds,
  "add-subtract": addSubtract,
  "place-value": placeValue,
  "times-tables": timesTables,
  fractions,
  "telling-time": tellingTime,
  money,
};

/** Item `index` of the round with `seed`, at `level` (MIN_LEVEL..MAX_LEVEL), its words in `language` (English for reading games). */
export function makeItem(kind: GameKind, seed: number, index: number, level: number, language: Language): MadeItem {
  if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL) throw new RangeError(`no level ${level}`);
  return MAKERS[kind](rngFor(seed, index, level), level, language);
}

/** Whether `answer` is the item's right answer: the right choice, or every tile in the right order. */
export function isRight(made: MadeItem, answer: { choice?: string; order?: string[] }): boolean {
  const right = made.right;
  if ("choice" in right) return answer.order === undefined && answer.choice === right.choice;
  const order = answer.order;
  return answer.choice === undefined && order !== undefined && order.length === right.order.length && order.every((id, i) => id === right.order[i]);
}
