/**
 * Counting coins (2.MD.C.8): how many cents the coins make. Pennies and nickels at level 1, dimes too
 * at 2, quarters too at 3, 4 to 8 coins at 4 and 5 to 10 at 5, never a dollar or more. The coins are shown
 * biggest first up to level 3 (counting on from the biggest is how it is taught), mixed after.
 */
import { t } from "#common/i18n/messages";
import type { Rng } from "../rng";
import { chooseItem, choiceCount, nearNumbers, standardOf, type ChoiceDraft } from "./choices";
import type { ItemMaker } from "./types";

type Coin = "penny" | "nickel" | "dime" | "quarter";
export const CENTS: Readonly<Record<Coin, number>> = { penny: 1, nickel: 5, dime: 10, quarter: 25 };

const COINS_OF_LEVEL: readonly (readonly Coin[])[] = [
  ["nickel", "penny"],
  ["dime", "nickel", "penny"],
  ["quarter", "dime", "nickel", "penny"],
  ["quarter", "dime", "nickel", "penny"],
  ["quarter", "dime", "nickel", "penny"],
];
const FEWEST_COINS_OF_LEVEL = [2, 2, 3, 4, 5] as const;
const MOST_COINS_OF_LEVEL = [4, 5, 6, 8, 10] as const;

/** Coins worth less than a dollar in all, biggest first. */
function coinsUnderADollar(rng: Rng, level: number): Coin[] {
  const kinds = COINS_OF_LEVEL[level - 1]!;
  const count = rng.int(FEWEST_COINS_OF_LEVEL[level - 1]!, MOST_COINS_OF_LEVEL[level - 1]!);
  const coins: Coin[] = [];
  let total = 0;
  for (let i = 0; i < count; i++) {
    const fitting = kinds.filter((k) => total + CENTS[k] < 100);
    // At 99 cents not even a penny fits: the coins stop there.
    if (fitting.length === 0) break;
    const coin = rng.pick(fitting);
    coins.push(coin);
    total += CENTS[coin];
  }
  return coins.sort((a, b) => CENTS[b] - CENTS[a]);
}

export const money: ItemMaker = (rng, level, language) => {
  const sorted = coinsUnderADollar(rng, level);
  const coins = level <= 3 ? sorted : rng.shuffle(sorted);
  const total = coins.reduce((sum, coin) => sum + CENTS[coin], 0);
  // The likeliest slips: a coin counted as a penny, the number of coins taken for cents, a coin's value off.
  const likely = rng.shuffle([total - CENTS[coins[0]!] + 1, coins.length, total + 5, total - 5, total + 10, total - 1]);
  const wrong = nearNumbers(rng, total, choiceCount(level) - 1, { min: 1, max: 99, likely });
  const cents = (n: number): ChoiceDraft => ({ label: `${n}¢`, speech: t(language, "gameItems.money.cents", { cents: n }) });
  const prompt = t(language, "gameItems.money.prompt");
  return chooseItem(rng, {
    standardCode: standardOf("money", 0),
    prompt,
    speech: prompt,
    language,
    picture: { kind: "coins", coins },
    right: cents(total),
    wrong: wrong.map(cents),
  });
};
