/**
 * Counting (K.CC.B.5): how many things are in the picture. Up to 5 at level 1, up to 20 at level 5.
 * Read to me says the question only: the counting is the child's.
 */
import { t } from "#common/i18n/messages";
import { chooseItem, choiceCount, nearNumbers, standardOf } from "./choices";
import type { ItemMaker } from "./types";

const THINGS = { apple: "🍎", star: "⭐", fish: "🐟", duck: "🦆", ball: "⚽", flower: "🌸", car: "🚗", cookie: "🍪" } as const;
type Thing = keyof typeof THINGS;

/** The smallest and largest count at each level. */
const RANGES: readonly (readonly [number, number])[] = [
  [1, 5],
  [3, 8],
  [5, 10],
  [8, 15],
  [10, 20],
];

export const counting: ItemMaker = (rng, level, language) => {
  const [min, max] = RANGES[level - 1]!;
  const count = rng.int(min, max);
  const thing = rng.pick(Object.keys(THINGS) as Thing[]);
  const prompt = t(language, `gameItems.counting.howMany.${thing}`);
  const wrong = nearNumbers(rng, count, choiceCount(level) - 1, { min: 1 });
  return chooseItem(rng, {
    standardCode: standardOf("counting", 0),
    prompt,
    speech: prompt,
    language,
    picture: { kind: "objects", emoji: THINGS[thing], count },
    right: { label: String(count) },
    wrong: wrong.map((n) => ({ label: String(n) })),
  });
};
