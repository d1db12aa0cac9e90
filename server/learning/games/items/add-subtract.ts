/**
 * Adding and subtracting (K.OA.A.5, 1.OA.C.6, 2.OA.B.2): within 5 at level 1, 10 at 2, 20 at 3,
 * within 20 across ten at 4, and a missing number ("7 − ? = 3") within 20 at 5. No answer and no
 * choice is ever negative.
 */
import { t } from "#common/i18n/messages";
import type { Rng } from "../rng";
import { chooseItem, choiceCount, nearNumbers, standardOf } from "./choices";
import type { ItemMaker } from "./types";

const STANDARD_OF_LEVEL = [0, 1, 1, 2, 2] as const;
const LIMIT_OF_LEVEL = [5, 10, 20, 20, 20] as const;

/** Shown signs: the true minus sign, which reads better than a hyphen. */
export const SIGNS = { plus: "+", minus: "−" } as const;

/** `a op b = c` with every number from 0 to the level's limit; from level 4 across ten (a sum over 10 of two one-digit numbers from 2). */
function sumOrDifference(rng: Rng, level: number) {
  const limit = LIMIT_OF_LEVEL[level - 1]!;
  const op = rng.pick(["plus", "minus"] as const);
  const acrossTen = level >= 4;
  const total = acrossTen ? rng.int(11, 18) : rng.int(level === 1 ? 2 : 3, limit);
  const part = acrossTen ? rng.int(Math.max(2, total - 9), Math.min(9, total - 2)) : rng.int(0, total);
  // The sum total = part + rest, told as an addition or as the subtraction total − part = rest.
  return op === "plus" ? { op, a: part, b: total - part, c: total } : { op, a: total, b: part, c: total - part };
}

export const addSubtract: ItemMaker = (rng, level, language) => {
  const { op, a, b, c } = sumOrDifference(rng, level);
  const sign = SIGNS[op];
  const missing = level === 5;
  const answer = missing ? b : c;
  // The likeliest slip: the other operation (a + b for a − b) or, for a missing number, the result itself.
  const likely = missing ? [c, answer + 1] : [op === "plus" ? Math.abs(a - b) : a + b];
  const wrong = nearNumbers(rng, answer, choiceCount(level) - 1, { min: 0, likely: rng.int(0, 1) === 1 ? likely : [] });
  const prompt = missing ? t(language, "gameItems.addSubtract.missing", { a, sign, c }) : t(language, "gameItems.addSubtract.whatIs", { a, sign, b });
  const speech = missing ? t(language, "gameItems.addSubtract.missingSpeech", { a, op, c }) : t(language, "gameItems.addSubtract.whatIsSpeech", { a, op, b });
  return chooseItem(rng, {
    standardCode: standardOf("add-subtract", STANDARD_OF_LEVEL[level - 1]!),
    prompt,
    speech,
    language,
    picture: null,
    right: { label: String(answer) },
    wrong: wrong.map((n) => ({ label: String(n) })),
  });
};
