/**
 * The adults' side of the learning games (issue 34): the teacher's practice table (short cells with
 * their long words for screen readers, "—" for a standard not practised, the empty class pointing to
 * Assign a game), the assigned games, a family's games card and the practice line beside a standard
 * on the progress page, in English and Spanish. Practice is said never to be a mark.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import type { ClassPractice, PracticeAssignment } from "#common/schemas/learning/games";
import { GameFacts } from "../../app/features/learning/games/assign-game-dialog";
import { AssignedGames, NotAMark, PracticeCell, PracticeMatrix } from "../../app/features/learning/games/class-practice";
import { PlayedList, TodayLine } from "../../app/features/learning/games/family-games";
import { PracticeLine } from "../../app/features/learning/progress/practice-line";
import { LanguageProvider } from "../../app/lib/i18n";

const render = (node: ReactNode, language: Language = "en") => renderToStaticMarkup(<LanguageProvider language={language}>{node}</LanguageProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const noop = () => undefined;

const AVA = "00000000-0000-4000-8000-000000000001";
const BEN = "00000000-0000-4000-8000-000000000002";

const practice = (over: Partial<ClassPractice> = {}): ClassPractice => ({
  classId: "00000000-0000-4000-8000-0000000000c1",
  children: [
    { id: AVA, name: "Ava Lopez", grade: "1", rounds: 4, minutesThisWeek: 12, lastPlayedAt: "2026-11-28T15:00:00Z" },
    { id: BEN, name: "Ben Ortiz", grade: "1", rounds: 0, minutesThisWeek: 0, lastPlayedAt: null },
  ],
  standards: [
    { code: "1.OA.C.6", description: "Add and subtract within 20", kinds: ["number-bonds", "add-subtract"] },
    { code: "RF.1.3", description: "Know and apply phonics", kinds: ["letter-sounds"] },
  ],
  cells: [{ studentId: AVA, standardCode: "1.OA.C.6", items: 9, rightFirstTime: 7, lastAt: "2026-11-28T15:00:00Z" }],
  assignments: [],
  ...over,
});

const assignment = (over: Partial<PracticeAssignment> = {}): PracticeAssignment => ({
  id: "a1",
  kind: "add-subtract",
  studentId: null,
  studentName: null,
  note: "Ten minutes a day",
  teacherName: "Ms. Rivera",
  assignedAt: "2026-11-27T14:00:00Z",
  playedBy: 5,
  assignedTo: 18,
  ...over,
});

describe("a practice cell", () => {
  it("shows 7/9 and says 7 of 9 right first time to screen readers", () => {
    const html = render(<PracticeCell cell={{ studentId: AVA, standardCode: "1.OA.C.6", items: 9, rightFirstTime: 7, lastAt: "2026-11-28T15:00:00Z" }} />);
    expect(html).toContain('<span aria-hidden="true" class="tabular-nums">7/9</span>');
    expect(html).toContain('<span class="sr-only">7 of 9 right first time</span>');
  });

  it("shows a dash for a standard not practised, and says so", () => {
    const html = render(<PracticeCell cell={undefined} />);
    expect(html).toContain(">—</span>");
    expect(html).toContain('<span class="sr-only">Not practised</span>');
    expect(render(<PracticeCell cell={undefined} />, "es")).toContain("Sin práctica");
  });
});

describe("the practice table", () => {
  it("has a row per child and a column per practised standard, its description in the heading's title", () => {
    const html = render(<PracticeMatrix data={practice()} onAssign={noop} />);
    expect(html.match(/data-testid="practice-child-row"/g)).toHaveLength(2);
    expect(html).toContain('<abbr title="Add and subtract within 20" class="no-underline">1.OA.C.6</abbr>');
    expect(html).toContain('role="region" aria-label="Practice per child and standard"');
    expect(text(html)).toContain("Ava Lopez 4 12 Nov 28 7/9 7 of 9 right first time — Not practised");
    expect(text(html)).toContain("Ben Ortiz 0 0 Not yet");
    // The names stay in view while the standards scroll sideways.
    expect(html).toMatch(/<th scope="row" class="[^"]*sticky left-0/);
  });

  it("says plainly that a class without practice has none, and points to Assign a game", () => {
    const html = render(<PracticeMatrix data={practice({ cells: [], children: practice().children.map((c) => ({ ...c, rounds: 0 })) })} onAssign={noop} />);
    expect(html).not.toContain("<table");
    expect(text(html)).toContain("No one in this class has practised in the games yet. Assign a game to get them started. Assign a game");
  });

  it("says that practice is not a mark", () => {
    expect(text(render(<NotAMark />))).toContain("Practice is not a mark: it is not counted in mastery or report cards.");
    expect(text(render(<NotAMark />, "es"))).toContain("La práctica no es una calificación");
  });
});

describe("the assigned games", () => {
  it("names the game, who it is for, the note, how many played it, and Take back with its full name", () => {
    const html = render(
      <AssignedGames
        assignments={[
          assignment(),
          assignment({ id: "a2", kind: "rhyming", studentId: BEN, studentName: "Ben Ortiz", note: null, playedBy: 0, assignedTo: 1 }),
        ]}
        onAssign={noop}
        onTakeBack={noop}
      />,
    );
    const words = text(html);
    expect(words).toContain("Adding and subtracting");
    expect(words).toContain("For the whole class · Played by 5 of 18");
    expect(words).toContain("Note: Ten minutes a day");
    expect(words).toContain("Assigned on Nov 27, 2026 by Ms. Rivera");
    expect(words).toContain("For Ben Ortiz · Played by 0 of 1");
    expect(html).toContain('<span class="sr-only">Take back Rhyming words, For Ben Ortiz</span>');
    expect(words).toContain("Assign a game");
  });

  it("says when none is assigned", () => {
    expect(text(render(<AssignedGames assignments={[]} onAssign={noop} onTakeBack={noop} />))).toContain("No game is assigned to this class yet.");
  });

  it("shows a game's grades and standards in the dialog", () => {
    expect(render(<GameFacts kind="number-bonds" />)).toBe("Grades K, 1. Standards practised: K.OA.A.3, K.OA.A.4, 1.OA.C.6.");
  });
});

describe("a family's games card", () => {
  it("says today's minutes against the limit, and when the limit is reached", () => {
    expect(text(render(<TodayLine time={{ minutesPlayed: 12, limitMinutes: 20, canPlay: true }} name="Ava" />))).toContain("Played today: 12 of 20 minutes");
    expect(text(render(<TodayLine time={{ minutesPlayed: 1, limitMinutes: null, canPlay: true }} name="Ava" />))).toContain("Played today: 1 minute");
    const reached = text(render(<TodayLine time={{ minutesPlayed: 20, limitMinutes: 20, canPlay: false }} name="Ava" />, "es"));
    expect(reached).toContain("Jugó hoy: 20 de 20 minutos");
    expect(reached).toContain("Ava podrá volver a jugar mañana");
  });

  it("lists what the child played, or that they have not played", () => {
    const words = text(render(<PlayedList kinds={[{ kind: "counting", rounds: 3, stars: 7, lastPlayedAt: "2026-11-28T15:00:00Z" }]} name="Ava" />));
    expect(words).toContain("What Ava played");
    expect(words).toContain("Counting 3 rounds · 7 stars · last played Nov 28");
    expect(text(render(<PlayedList kinds={[]} name="Ava" />))).toContain("Ava has not played a game yet.");
  });
});

describe("the practice line beside a standard on the progress page", () => {
  const line = { items: 15, rightFirstTime: 12, lastAt: "2026-11-28T15:00:00Z" };

  it("says the practice under a Practice badge, never as a mastery level", () => {
    const html = render(<PracticeLine practice={line} />);
    expect(text(html)).toContain("Practice Practice in games: 12 of 15 right first time (last on Nov 28)");
    expect(html).not.toContain('data-testid="mastery"');
    expect(html).toContain("text-muted-foreground");
  });

  it("says it in Spanish, and nothing without practice", () => {
    expect(text(render(<PracticeLine practice={line} />, "es"))).toContain("Práctica en juegos: 12 de 15 acertadas al primer intento");
    expect(render(<PracticeLine practice={null} />)).toBe("");
  });
});
