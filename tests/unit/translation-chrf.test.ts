/**
 * chrF (server/translation/chrf.ts) against sacreBLEU 2.6.0's CHRF() with its defaults (character
 * orders 1-6, beta 2, whitespace removed, case kept): the expected numbers were printed by it, one
 * by hand below.
 */
import { describe, expect, it } from "vitest";
import { chrfStats, corpusChrf, sentenceChrf } from "../../server/translation/chrf";

describe("chrF", () => {
  it("gives sacreBLEU's sentence scores", () => {
    expect(sentenceChrf("Complacer traer vuestro registro de lectura mañana.", "Por favor, traiga mañana el registro de lectura.")).toBeCloseTo(
      54.90609708154701,
      10,
    );
    expect(sentenceChrf("niño", "niña")).toBeCloseTo(47.91666666666667, 10);
    // Case counts; accents and emoji are one character each (code points, as Python counts).
    expect(sentenceChrf("Hola", "hola")).toBeCloseTo(47.91666666666667, 10);
    expect(sentenceChrf("¿Está todo bien? 🎒", "¿Está todo bien?")).toBeCloseTo(98.2553168750668, 10);
  });

  it("averages precision and recall over the orders both sides have (by hand)", () => {
    // "ab" against "abcdefgh": unigrams 2/2 precise, 2/8 recalled; bigrams 1/1 and 1/7; no trigrams in the hypothesis.
    // P = 1, R = (1/4 + 1/7) / 2 = 11/56; F2 = 5PR / (4P + R) = (55/56) / (4 + 11/56) = 55/235.
    expect(chrfStats("ab", "abcdefgh").slice(0, 3)).toEqual([
      [2, 8, 2],
      [1, 7, 1],
      [0, 6, 0],
    ]);
    expect(sentenceChrf("ab", "abcdefgh")).toBeCloseTo((100 * 55) / 235, 10);
    expect(sentenceChrf("ab", "abcdefgh")).toBeCloseTo(23.404255319148938, 10);
  });

  it("ignores whitespace, and scores 0 with nothing in common or nothing at all", () => {
    expect(sentenceChrf("a b", "ab")).toBe(100);
    expect(sentenceChrf("abc", "xyz")).toBe(0);
    expect(sentenceChrf("", "xyz")).toBe(0);
  });

  it("sums the counts of a corpus before scoring, as sacreBLEU's corpus_score", () => {
    const hyps = ["the cat sat on the mat", "hola amigo"];
    const refs = ["the cat is on the mat", "hola, amiga"];
    expect(corpusChrf(hyps, refs)).toBeCloseTo(55.905205905205904, 10);
    // Not the mean of the sentence scores.
    expect(corpusChrf(hyps, refs)).not.toBeCloseTo((sentenceChrf(hyps[0]!, refs[0]!) + sentenceChrf(hyps[1]!, refs[1]!)) / 2, 3);
    expect(() => corpusChrf(["a"], [])).toThrow();
  });
});
