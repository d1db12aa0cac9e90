/**
 * Place value (1.NBT.B.2, 2.NBT.A.1, 4.NBT.A.2): the two-digit number base-ten blocks show (level 1),
 * the tens in a written two-digit number (2), the three-digit number blocks show (3), the value of a
 * digit in a three-digit number (4) and in a number up to six digits (5).
 */
import { t } from "#common/i18n/messages";
import type { Rng } from "../rng";
import { chooseItem, formatNumber, nearNumbers, standardOf, type ChoiceDraft } from "./choices";
import type { ItemMaker } from "./types";

const STANDARD_OF_LEVEL = [0, 0, 1, 1, 2] as const;

/** A number of `digits` digits, all different (so "the 4 in 347" is one digit), the first not 0. */
function numberWithDifferentDigits(rng: Rng, digits: number): number[] {
  const first = rng.int(1, 9);
  return [
    first,
    ...rng.sample(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== first),
      digits - 1,
    ),
  ];
}

const valueOf = (digits: readonly number[]) => digits.reduce((n, d) => n * 10 + d, 0);

export const placeValue: ItemMaker = (rng, level, language) => {
  const label = (n: number): ChoiceDraft => ({ label: formatNumber(language, n) });
  const standardCode = standardOf("place-value", STANDARD_OF_LEVEL[level - 1]!);
  if (level === 1 || level === 3) {
    const [hundreds, tens, ones] = level === 1 ? [0, rng.int(1, 9), rng.int(0, 9)] : [rng.int(1, 9), rng.int(0, 9), rng.int(0, 9)];
    const answer = hundreds * 100 + tens * 10 + ones;
    // The likeliest slips: the tens and ones read the other way round, a ten or a hundred more or less.
    const swapped = hundreds * 100 + ones * 10 + tens;
    const likely = level === 1 ? [swapped, answer + 10, answer - 10] : [swapped, answer + 100, answer - 100, answer + 10, answer - 10];
    const wrong = nearNumbers(rng, answer, level === 1 ? 2 : 3, { min: 1, likely: rng.sample(likely, likely.length) });
    const prompt = t(language, "gameItems.placeValue.blocks");
    return chooseItem(rng, {
      standardCode,
      prompt,
      speech: prompt,
      language,
      picture: { kind: "blocks", hundreds, tens, ones },
      right: label(answer),
      wrong: wrong.map(label),
    });
  }
  if (level === 2) {
    const [tens, ones] = [rng.int(1, 9), rng.int(0, 9)];
    const number = tens * 10 + ones;
    const wrong = nearNumbers(rng, tens, 2, { min: 0, likely: [ones, number] });
    const prompt = t(language, "gameItems.placeValue.tens", { number: formatNumber(language, number) });
    return chooseItem(rng, { standardCode, prompt, speech: prompt, language, picture: null, right: label(tens), wrong: wrong.map(label) });
  }
  const digits = numberWithDifferentDigits(rng, level === 4 ? 3 : rng.int(4, 6));
  // The asked digit is never 0 (whose value is 0 wherever it stands).
  const position = rng.pick(digits.map((d, i) => (d === 0 ? -1 : i)).filter((i) => i >= 0));
  const digit = digits[position]!;
  const place = digits.length - 1 - position;
  const answer = digit * 10 ** place;
  // The same digit in the nearest other places (one more than the number has at most): the value a child gets by miscounting the places.
  const others = rng.shuffle([...Array(digits.length + 1).keys()].filter((p) => p !== place));
  const wrong = others.sort((x, y) => Math.abs(x - place) - Math.abs(y - place)).slice(0, 3);
  const prompt = t(language, "gameItems.placeValue.valueOf", { digit, number: formatNumber(language, valueOf(digits)) });
  return chooseItem(rng, {
    standardCode,
    prompt,
    speech: prompt,
    language,
    picture: null,
    right: label(answer),
    wrong: wrong.map((p) => label(digit * 10 ** p)),
  });
};
