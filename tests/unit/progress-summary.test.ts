/**
 * A child's progress in plain words (issue 33, common/learning/progress-summary.ts): per subject how
 * the assessed standards stand (exceeding, meeting all, most (two thirds), some (a third), not yet
 * most), then at most two standards still below Meets named, the lowest first; a subject with nothing
 * assessed said plainly; the same sentences in Spanish.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import { formatPhrase } from "#common/i18n/phrase";
import type { MasteryLevel } from "#common/learning/mastery";
import { progressSummary, subjectSummary, type SummarySubject } from "#common/learning/progress-summary";

const standard = (description: string, mastery: MasteryLevel | null) => ({ description, mastery });
const subject = (name: string, ...levels: (MasteryLevel | null)[]): SummarySubject => ({
  name,
  standards: levels.map((level, i) => standard(`Standard ${i + 1}`, level)),
});

/** The subject's line as a reader of `language` reads it. */
const line = (s: SummarySubject, language: Language = "en") =>
  subjectSummary("Jonah", s)
    .sentences.map((p) => formatPhrase(language, p))
    .join(" ");

describe("a child's progress summary", () => {
  it("says a subject is met in full when every assessed standard is at Meets or above, leaving out the ones not yet assessed", () => {
    const reading = subject("Reading", 3, 4, 3, null);
    expect(subjectSummary("Jonah", reading).standing).toBe("meetingAll");
    expect(line(reading)).toBe("Jonah is meeting all 3 Reading standards assessed so far.");
    expect(line(subject("Reading", 3))).toBe("Jonah is meeting the Reading standard assessed so far.");
  });

  it("says most from two thirds, naming the standard still below Meets", () => {
    const math = {
      name: "Math",
      standards: [standard("Count to 100 by ones and by tens", 2), standard("Compare two numbers", 3), standard("Add within 10", 4)],
    };
    expect(subjectSummary("Jonah", math).standing).toBe("meetingMost");
    expect(line(math)).toBe("Jonah is meeting most Math standards (2 of 3). Jonah is still working on “Count to 100 by ones and by tens”.");
  });

  it("says some from a third, and not yet most below it", () => {
    expect(subjectSummary("Jonah", subject("Science", 3, 2, 2)).standing).toBe("meetingSome");
    expect(line(subject("Science", 3, 2, 2))).toMatch(/^Jonah is meeting some Science standards \(1 of 3\)\. /);
    expect(subjectSummary("Jonah", subject("Science", 3, 2, 2, 1)).standing).toBe("meetingFew");
    expect(line(subject("Science", 3, 2, 2, 1))).toMatch(/^Jonah is not yet meeting most Science standards \(1 of 4\)\. /);
    expect(line(subject("Science", 1))).toBe("Jonah is not yet meeting the Science standard assessed so far. Jonah is still working on “Standard 1”.");
  });

  it("says exceeding when two thirds are at Exceeds, and all when every one is", () => {
    expect(line(subject("Art", 4, 4, 3))).toBe("Jonah is exceeding most Art standards (2 of 3).");
    expect(line(subject("Art", 4, 4))).toBe("Jonah is exceeding all 2 Art standards assessed so far.");
    // One in three at Exceeds is not "exceeding": all three are met.
    expect(subjectSummary("Jonah", subject("Art", 4, 3, 3)).standing).toBe("meetingAll");
  });

  it("names at most two standards still below Meets, the lowest level first, and counts the others", () => {
    const math = {
      name: "Math",
      standards: [standard("Tell time", 2), standard("Count to 100", 1), standard("Add within 10", 2), standard("Compare numbers", 2), standard("Shapes", 3)],
    };
    expect(line(math)).toBe(
      "Jonah is not yet meeting most Math standards (1 of 5). Jonah is still working on “Count to 100” and “Tell time” and 2 other standards.",
    );
    expect(line({ name: "Math", standards: [standard("Tell time", 2), standard("Count to 100", 1), standard("Shapes", 3)] })).toBe(
      "Jonah is meeting some Math standards (1 of 3). Jonah is still working on “Count to 100” and “Tell time”.",
    );
  });

  it("says plainly that a subject has nothing assessed yet, and says nothing for a child without subjects", () => {
    const summary = progressSummary("Jonah", [subject("Reading", 3), subject("Music"), subject("Science", null, null)]);
    expect(summary.map((s) => [s.subject, s.standing])).toEqual([
      ["Reading", "meetingAll"],
      ["Music", "notAssessed"],
      ["Science", "notAssessed"],
    ]);
    expect(line(subject("Music"))).toBe("No Music standards have been assessed yet this term.");
    expect(progressSummary("Jonah", [])).toEqual([]);
  });

  it("writes the same sentences in Spanish, the school's names and descriptions as given", () => {
    const math = { name: "Math", standards: [standard("Count to 100", 1), standard("Compare numbers", 3), standard("Add within 10", 3)] };
    expect(line(math, "es")).toBe("Jonah cumple con la mayoría de los estándares de Math (2 de 3). Jonah todavía está trabajando en “Count to 100”.");
    expect(line(subject("Reading", 3, 3), "es")).toBe("Jonah cumple con los 2 estándares de Reading evaluados hasta ahora.");
    expect(line(subject("Music"), "es")).toBe("Todavía no se ha evaluado ningún estándar de Music en este período.");
    expect(line(subject("Art", 4, 2, 2, 1), "es")).toBe(
      "Jonah todavía no cumple con la mayoría de los estándares de Art (1 de 4). Jonah todavía está trabajando en “Standard 4” y “Standard 2” y 1 estándar más.",
    );
  });
});
