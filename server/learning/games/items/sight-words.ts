/**
 * Sight words (RF.K.3, RF.1.3, RF.2.3): tap the word shown and said among words that look like it.
 * Dolch lists: pre-primer at level 1, primer at 2, first grade at 3, second grade at 4-5 (the wrong
 * words at 5 the likest).
 */
import { t } from "#common/i18n/messages";
import { chooseItem, choiceCount, standardOf } from "./choices";
import type { ItemMaker } from "./types";
import { HOMOPHONES, SIGHT_WORDS } from "./words";

/** How alike two words look: the same first letter counts most, then a near length, then shared letters. */
function likeness(a: string, b: string): number {
  const shared = [...new Set(a.toLowerCase())].filter((c) => b.toLowerCase().includes(c)).length;
  return (a[0]!.toLowerCase() === b[0]!.toLowerCase() ? 3 : 0) + (Math.abs(a.length - b.length) <= 1 ? 2 : 0) + shared / Math.max(a.length, b.length);
}

const soundsLike = (a: string, b: string) => HOMOPHONES.some((group) => group.includes(a) && group.includes(b));

const LIST_OF_LEVEL = [0, 1, 2, 3, 3] as const;
const STANDARD_OF_LEVEL = [0, 0, 1, 2, 2] as const;

export const sightWords: ItemMaker = (rng, level) => {
  const list = LIST_OF_LEVEL[level - 1]!;
  const word = rng.pick(SIGHT_WORDS[list]!);
  const candidates = SIGHT_WORDS.slice(0, list + 1)
    .flat()
    .filter((other) => other.toLowerCase() !== word.toLowerCase() && !soundsLike(other, word))
    .sort((a, b) => likeness(word, b) - likeness(word, a) || a.localeCompare(b));
  // The likest few at level 5; a wider set below, so the wrong words are not always the same.
  const alike = candidates.slice(0, level >= 5 ? 4 : 8);
  const wrong = rng.sample(alike, choiceCount(level) - 1);
  const prompt = t("en", "gameItems.sightWords.prompt", { word });
  return chooseItem(rng, {
    standardCode: standardOf("sight-words", STANDARD_OF_LEVEL[level - 1]!),
    prompt,
    speech: prompt,
    language: "en",
    picture: { kind: "word", text: word, emoji: null },
    right: { label: word },
    wrong: wrong.map((label) => ({ label })),
  });
};
