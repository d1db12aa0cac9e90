/**
 * Fractions on a number line from 0 to 1 (3.NF.A.2, 3.NF.A.3): tap the point of a fraction. Halves,
 * thirds and fourths at level 1, sixths and eighths too at 2, up to the whole (4/4) at 3; at 4-5 a
 * fraction on a line cut finer (1/2 on a line of fourths: the point 2/4, an equivalent fraction). The
 * choices are points of the line: `at` is where the page draws each.
 */
import type { Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import type { Rng } from "../rng";
import { chooseItem, standardOf, type ChoiceDraft } from "./choices";
import type { ItemMaker } from "./types";

const UNITS = { 2: "halves", 3: "thirds", 4: "fourths", 6: "sixths", 8: "eighths" } as const;
type Denominator = keyof typeof UNITS;

/** At levels 4 and 5: the denominator asked and the finer parts of the line it is shown on. */
const FINER_LINES: readonly (readonly (readonly [Denominator, Denominator])[])[] = [
  [
    [2, 4],
    [2, 6],
    [3, 6],
    [4, 8],
  ],
  [
    [2, 8],
    [3, 6],
    [4, 8],
    [2, 4],
    [3, 6],
  ],
];

/** The fraction asked (numerator over denominator) and the line's parts. */
function askedAt(rng: Rng, level: number): { numerator: number; denominator: Denominator; parts: Denominator } {
  if (level <= 3) {
    const denominator = rng.pick(level === 1 ? ([2, 3, 4] as const) : ([2, 3, 4, 6, 8] as const));
    const numerator = rng.int(1, level === 3 ? denominator : denominator - 1);
    return { numerator, denominator, parts: denominator };
  }
  const [denominator, parts] = rng.pick(FINER_LINES[level === 4 ? 0 : 1]!);
  return { numerator: rng.int(1, level === 5 ? denominator : denominator - 1), denominator, parts };
}

const written = (numerator: number, denominator: number) => `${numerator}/${denominator}`;

function spoken(language: Language, numerator: number, denominator: Denominator): string {
  return t(language, "gameItems.fractions.name", { numerator, unit: UNITS[denominator] });
}

export const fractions: ItemMaker = (rng, level, language) => {
  const { numerator, denominator, parts } = askedAt(rng, level);
  const rightPoint = (numerator * parts) / denominator;
  const point = (k: number): ChoiceDraft => ({ label: written(k, parts), speech: spoken(language, k, parts), at: k / parts });
  // The nearest other points; the point of the numerator alone (1/2 tapped as the first mark of fourths) first when it differs.
  const others = rng.shuffle([...Array(parts + 1).keys()].filter((k) => k !== rightPoint && k !== 0));
  others.sort((x, y) => Number(y === numerator) - Number(x === numerator) || Math.abs(x - rightPoint) - Math.abs(y - rightPoint));
  const wrong = others.slice(0, Math.min(level <= 1 ? 2 : 3, others.length));
  const fraction = written(numerator, denominator);
  return chooseItem(rng, {
    standardCode: standardOf("fractions", level <= 3 ? 0 : 1),
    prompt: t(language, "gameItems.fractions.tap", { fraction }),
    speech: t(language, "gameItems.fractions.tapSpeech", { name: spoken(language, numerator, denominator) }),
    language,
    picture: { kind: "numberLine", denominator: parts, end: 1 },
    right: point(rightPoint),
    wrong: wrong.map(point),
  });
};
