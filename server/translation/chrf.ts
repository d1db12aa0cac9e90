/**
 * chrF (Popović 2015), as sacreBLEU 2 computes it by default: character n-grams of orders 1 to 6
 * with whitespace removed, case kept, beta 2 (recall weighs more than precision). Per order the
 * counts of hypothesis n-grams, reference n-grams and matches (clipped); precision and recall are
 * averaged over the orders that both sides have, then combined into the F-score. A corpus score sums
 * the counts of all its segments first (not the mean of sentence scores). No maintained npm package
 * computes it, hence this one; the tests check it against sacreBLEU 2.6.0's numbers.
 */
export const CHRF_ORDER = 6;
export const CHRF_BETA = 2;

/** Per order: [hypothesis n-grams, reference n-grams, matches]. */
export type ChrfStats = [number, number, number][];

function ngrams(text: string, n: number): Map<string, number> {
  // Code points, as Python strings count them (an accented letter or an emoji is one character).
  const chars = Array.from(text.replace(/\s+/gu, ""));
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= chars.length; i += 1) {
    const gram = chars.slice(i, i + n).join("");
    counts.set(gram, (counts.get(gram) ?? 0) + 1);
  }
  return counts;
}

export function chrfStats(hypothesis: string, reference: string, order = CHRF_ORDER): ChrfStats {
  const stats: ChrfStats = [];
  for (let n = 1; n <= order; n += 1) {
    const hyp = ngrams(hypothesis, n);
    const ref = ngrams(reference, n);
    let hypCount = 0;
    let refCount = 0;
    let match = 0;
    for (const count of ref.values()) refCount += count;
    for (const [gram, count] of hyp) {
      hypCount += count;
      match += Math.min(count, ref.get(gram) ?? 0);
    }
    stats.push([hypCount, refCount, match]);
  }
  return stats;
}

/** The score (0 to 100) of counts summed over one or more segments. */
export function chrfFromStats(stats: ChrfStats, beta = CHRF_BETA): number {
  const factor = beta * beta;
  let precision = 0;
  let recall = 0;
  let orders = 0;
  for (const [hyp, ref, match] of stats) {
    if (hyp > 0 && ref > 0) {
      precision += match / hyp;
      recall += match / ref;
      orders += 1;
    }
  }
  if (orders === 0) return 0;
  precision /= orders;
  recall /= orders;
  if (precision + recall === 0) return 0;
  return (100 * (1 + factor) * precision * recall) / (factor * precision + recall);
}

export function sentenceChrf(hypothesis: string, reference: string): number {
  return chrfFromStats(chrfStats(hypothesis, reference));
}

/** chrF of a whole set: each hypothesis against its reference, counts summed before scoring. */
export function corpusChrf(hypotheses: readonly string[], references: readonly string[]): number {
  if (hypotheses.length !== references.length) throw new Error("chrF needs one reference per hypothesis");
  const total: ChrfStats = Array.from({ length: CHRF_ORDER }, () => [0, 0, 0]);
  hypotheses.forEach((hypothesis, i) => {
    chrfStats(hypothesis, references[i]!).forEach(([h, r, m], n) => {
      const sum = total[n]!;
      sum[0] += h;
      sum[1] += r;
      sum[2] += m;
    });
  });
  return chrfFromStats(total);
}
