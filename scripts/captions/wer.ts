/**
 * Word error rate of a caption engine (issue 35, docs/decisions/0027): (substitutions + deletions +
 * insertions) / words of the reference, after both texts are written the same way (lower case, no
 * punctuation, numbers as words), so that "page 12." and "page twelve" count as the same words.
 */

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  referenceWords: number;
}

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** An integer below a million in words, without "and" ("one hundred five"), hyphens as spaces. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1_000_000) throw new RangeError(`no words for ${value}`);
  if (value < 20) return ONES[value]!;
  if (value < 100) return [TENS[Math.floor(value / 10)]!, value % 10 ? ONES[value % 10]! : ""].join(" ").trim();
  if (value < 1000) {
    const rest = value % 100;
    return `${ONES[Math.floor(value / 100)]!} hundred${rest ? ` ${numberInWords(rest)}` : ""}`;
  }
  const rest = value % 1000;
  return `${numberInWords(Math.floor(value / 1000))} thousand${rest ? ` ${numberInWords(rest)}` : ""}`;
}

/** The words of a text as they are compared: lower case, digits as words, punctuation removed. */
export function normalisedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(\d),(\d{3})\b/g, "$1$2")
    .replace(/\d+/g, (digits) => ` ${numberInWords(Number(digits))} `)
    .replace(/[^a-z0-9' ]+/g, " ")
    .split(" ")
    .map((word) => word.replace(/^'+|'+$/g, ""))
    .filter((word) => word.length > 0);
}

/** The fewest substitutions, deletions and insertions that turn the reference into the hypothesis. */
export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const expected = normalisedWords(reference);
  const heard = normalisedWords(hypothesis);
  // costs[i][j]: the best alignment of expected[0..i) with heard[0..j), as its total and its parts.
  type Cell = { total: number; substitutions: number; deletions: number; insertions: number };
  const costs: Cell[][] = [];
  for (let i = 0; i <= expected.length; i++) {
    const row: Cell[] = [];
    for (let j = 0; j <= heard.length; j++) {
      if (i === 0) row.push({ total: j, substitutions: 0, deletions: 0, insertions: j });
      else if (j === 0) row.push({ total: i, substitutions: 0, deletions: i, insertions: 0 });
      else {
        const diagonal = costs[i - 1]![j - 1]!;
        const same = expected[i - 1] === heard[j - 1];
        const up = costs[i - 1]![j]!;
        const left = row[j - 1]!;
        const candidates: Cell[] = [
          { ...diagonal, total: diagonal.total + (same ? 0 : 1), substitutions: diagonal.substitutions + (same ? 0 : 1) },
          { ...up, total: up.total + 1, deletions: up.deletions + 1 },
          { ...left, total: left.total + 1, insertions: left.insertions + 1 },
        ];
        row.push(candidates.reduce((best, candidate) => (candidate.total < best.total ? candidate : best)));
      }
    }
    costs.push(row);
  }
  const best = costs[expected.length]![heard.length]!;
  return {
    substitutions: best.substitutions,
    deletions: best.deletions,
    insertions: best.insertions,
    referenceWords: expected.length,
  };
}

/** The word error rate of many sentences together: all their errors over all their reference words. */
export function wordErrorRate(results: readonly WordErrors[]): number {
  const words = results.reduce((sum, result) => sum + result.referenceWords, 0);
  const errors = results.reduce((sum, result) => sum + result.substitutions + result.deletions + result.insertions, 0);
  return words === 0 ? 0 : errors / words;
}
