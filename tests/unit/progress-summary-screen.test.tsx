/**
 * The summary above a child's standards on /parent/progress (issue 33): one line per subject in the
 * reader's language, each with an icon of its standing hidden from screen readers (the words say it),
 * nothing at all for a child without subjects.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import type { MasteryLevel } from "#common/learning/mastery";
import type { ProgressSubject } from "#common/schemas/learning/progress";
import { ProgressSummary } from "../../app/features/learning/progress/progress-summary";
import { LanguageProvider } from "../../app/lib/i18n";

const subject = (code: string, name: string, standards: [string, MasteryLevel | null][]): ProgressSubject => ({
  code,
  name,
  standards: standards.map(([description, mastery], i) => ({
    id: `${code}-${i}`,
    code: `${code}.${i}`,
    description,
    domain: "",
    mastery,
    evidence: [],
    liveChecks: [],
    practice: null,
  })),
});

const SUBJECTS = [
  subject("math", "Math", [
    ["Count to 100 by ones and by tens", 2],
    ["Compare two numbers", 3],
    ["Add within 10", 3],
  ]),
  subject("science", "Science", []),
];

const render = (subjects: ProgressSubject[], language: Language = "en") =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <ProgressSummary name="Jonah" subjects={subjects} />
    </LanguageProvider>,
  );

describe("the progress summary on the family's progress page", () => {
  it("says each subject in one line, with an icon hidden from screen readers", () => {
    const html = render(SUBJECTS);
    expect(html).toContain("At a glance");
    expect(html).toContain("Jonah is meeting most Math standards (2 of 3). Jonah is still working on “Count to 100 by ones and by tens”.");
    expect(html).toContain("No Science standards have been assessed yet this term.");
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html).toContain('data-standing="meetingMost"');
    expect(html).toContain('data-standing="notAssessed"');
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(2);
  });

  it("says it in Spanish to a family that reads Spanish", () => {
    const html = render(SUBJECTS, "es");
    expect(html).toContain("En resumen");
    expect(html).toContain("Jonah cumple con la mayoría de los estándares de Math (2 de 3).");
  });

  it("shows nothing for a child without subjects", () => {
    expect(render([])).toBe("");
  });
});
