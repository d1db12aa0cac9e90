/**
 * Number bonds (K.OA.A.3, K.OA.A.4, 1.OA.C.6): the missing number of a bond. Wholes up to 5 at level
 * 1 and up to 10 at 2 (K.OA.A.3), the partner of a number to make 10 at 3 (K.OA.A.4), wholes up to 20
 * at 4, and at 5 a missing part or a missing whole up to 20 (1.OA.C.6).
 */
import { t } from "#common/i18n/messages";
import { chooseItem, choiceCount, nearNumbers, standardOf } from "./choices";
import type { ItemMaker } from "./types";

const STANDARD_OF_LEVEL = [0, 0, 1, 2, 2] as const;

function wholeAt(rng: Parameters<ItemMaker>[0], level: number): number {
  if (level === 1) return rng.int(3, 5);
  if (level === 2) return rng.int(5, 10);
  if (level === 3) return 10;
  return rng.int(11, 20);
}

export const numberBonds: ItemMaker = (rng, level, language) => {
  const whole = wholeAt(rng, level);
  const part = rng.int(1, whole - 1);
  const other = whole - part;
  const missingWhole = level === 5 && rng.int(0, 1) === 1;
  const answer = missingWhole ? whole : other;
  const wrong = nearNumbers(rng, answer, choiceCount(level) - 1, missingWhole ? { min: Math.max(part, other) + 1 } : { min: 0, max: whole });
  const prompt = t(language, "gameItems.numberBonds.prompt");
  const speech = missingWhole
    ? t(language, "gameItems.numberBonds.wholeSpeech", { first: part, second: other })
    : t(language, "gameItems.numberBonds.partSpeech", { part, whole });
  return chooseItem(rng, {
    standardCode: standardOf("number-bonds", STANDARD_OF_LEVEL[level - 1]!),
    prompt,
    speech,
    language,
    picture: missingWhole ? { kind: "bond", whole: null, parts: [part, other] } : { kind: "bond", whole, parts: [part, null] },
    right: { label: String(answer) },
    wrong: wrong.map((n) => ({ label: String(n) })),
  });
};
