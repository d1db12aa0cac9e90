/** Word error rate of caption engines (scripts/captions/wer.ts, docs/decisions/0027). */
import { describe, expect, it } from "vitest";
import { normalisedWords, numberInWords, wordErrorRate, wordErrors } from "../../scripts/captions/wer";

describe("normalisedWords", () => {
  it("lower-cases, drops punctuation and keeps apostrophes inside words", () => {
    expect(normalisedWords("Let's read the story, together!")).toEqual(["let's", "read", "the", "story", "together"]);
    expect(normalisedWords("“Good morning,” everyone’s here.")).toEqual(["good", "morning", "everyone's", "here"]);
  });

  it("writes numbers as words, so digits and words compare equal", () => {
    expect(normalisedWords("page 12")).toEqual(normalisedWords("page twelve"));
    expect(normalisedWords("Count by twos to twenty-one")).toEqual(["count", "by", "twos", "to", "twenty", "one"]);
    expect(normalisedWords("1,250 pages")).toEqual(["one", "thousand", "two", "hundred", "fifty", "pages"]);
  });
});

describe("numberInWords", () => {
  it("names numbers below a million", () => {
    expect(numberInWords(0)).toBe("zero");
    expect(numberInWords(15)).toBe("fifteen");
    expect(numberInWords(40)).toBe("forty");
    expect(numberInWords(105)).toBe("one hundred five");
    expect(numberInWords(999_999)).toBe("nine hundred ninety nine thousand nine hundred ninety nine");
  });
});

describe("wordErrors", () => {
  const reference = "Please open your math books to page twelve.";

  it("is zero for the same words, whatever the case, punctuation or digits", () => {
    expect(wordErrors(reference, "please open your math books to page 12")).toEqual({
      substitutions: 0,
      deletions: 0,
      insertions: 0,
      referenceWords: 8,
    });
  });

  it("counts a word heard as another as one substitution", () => {
    expect(wordErrors(reference, "please open your bath books to page twelve")).toEqual({
      substitutions: 1,
      deletions: 0,
      insertions: 0,
      referenceWords: 8,
    });
  });

  it("counts a missing word as a deletion and an extra word as an insertion", () => {
    expect(wordErrors(reference, "please open math books to page twelve")).toMatchObject({
      substitutions: 0,
      deletions: 1,
      insertions: 0,
    });
    expect(wordErrors(reference, "please open up your math books to page twelve")).toMatchObject({
      substitutions: 0,
      deletions: 0,
      insertions: 1,
    });
  });

  it("counts every reference word as deleted when nothing was heard", () => {
    expect(wordErrors("Good morning, everyone.", "")).toEqual({
      substitutions: 0,
      deletions: 3,
      insertions: 0,
      referenceWords: 3,
    });
  });
});

describe("wordErrorRate", () => {
  it("divides all errors by all reference words, not the mean of the sentences' rates", () => {
    // 1 error over 5 words is 0.2; the mean of the two sentences' rates (0 and 1) would be 0.5.
    expect(wordErrorRate([wordErrors("a b c d", "a b c d"), wordErrors("e", "f")])).toBeCloseTo(1 / 5);
    expect(wordErrorRate([])).toBe(0);
  });
});
