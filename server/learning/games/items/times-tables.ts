/**
 * Times tables (3.OA.C.7): ×2, ×5 and ×10 at level 1, adding ×3 and ×4 at 2, ×3, ×4 and ×6 at 3,
 * ×6 to ×9 at 4 and 5 (with factors up to 10 at 5). The wrong products are the neighbours in the same
 * tables, the likeliest slips.
 */
import { t } from "#common/i18n/messages";
import { chooseItem, nearNumbers, standardOf } from "./choices";
import type { ItemMaker } from "./types";

const TABLES_OF_LEVEL: readonly (readonly number[])[] = [
  [2, 5, 10],
  [2, 3, 4, 5, 10],
  [3, 4, 6],
  [6, 7, 8, 9],
  [6, 7, 8, 9],
];

export const timesTables: ItemMaker = (rng, level, language) => {
  const table = rng.pick(TABLES_OF_LEVEL[level - 1]!);
  const other = level === 5 ? rng.int(3, 10) : rng.int(1, 10);
  const [a, b] = rng.int(0, 1) === 1 ? [table, other] : [other, table];
  const answer = a * b;
  const likely = rng.shuffle([(a + 1) * b, (a - 1) * b, a * (b + 1), a * (b - 1), a + b]);
  const wrong = nearNumbers(rng, answer, 3, { min: 1, likely });
  return chooseItem(rng, {
    standardCode: standardOf("times-tables", 0),
    prompt: t(language, "gameItems.timesTables.whatIs", { a, b }),
    speech: t(language, "gameItems.timesTables.whatIsSpeech", { a, b }),
    language,
    picture: null,
    right: { label: String(answer) },
    wrong: wrong.map((n) => ({ label: String(n) })),
  });
};
