/**
 * The pictures of the learning games' items (issue 34) drawn from what the server sends, and the pure
 * rules of the child's screens: a picture's name never gives the answer away, the number line's
 * points are named by their place along the line (never by their fraction), the warm word after a
 * right answer is picked by the item (never at random), today's minutes left under a family's limit,
 * and a round drawn from the round the server sent (an item, sentence tiles, the number line, the end).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "#common/i18n/languages";
import { t } from "#common/i18n/messages";
import { gameRound } from "#common/api/learning/games";
import type { GameChoice, GamePicture, GameRound } from "#common/schemas/learning/games";
import { minutesLeft, splitForGrade } from "../../app/features/learning/games/child-games";
import { clockHandAngles, GamePictureView, NumberLinePoints, placePoints, type StillPicture } from "../../app/features/learning/games/game-pictures";
import { choiceName, GameRoundView, praiseFor } from "../../app/features/learning/games/game-round";
import { dropIndex, placeAt, type TileRect } from "../../app/features/learning/games/tile-drag";
import { keyOf } from "../../app/lib/api-queries";
import { LanguageProvider } from "../../app/lib/i18n";

const draw = (picture: StillPicture, language: Language = "en") =>
  renderToStaticMarkup(
    <LanguageProvider language={language}>
      <GamePictureView picture={picture} language="en" />
    </LanguageProvider>,
  );

const point = (id: string, label: string, at: number): GameChoice => ({ id, label, emoji: null, speech: null, at });
const LINE: Extract<GamePicture, { kind: "numberLine" }> = { kind: "numberLine", denominator: 4, end: 1 };
// Given out of order: the page names them in their order along the line.
const POINTS = [point("c", "3/4", 0.75), point("a", "1/4", 0.25), point("b", "2/4", 0.5)];

const drawLine = (props: { tried?: string[]; shown?: string | null; language?: Language } = {}) =>
  renderToStaticMarkup(
    <LanguageProvider language={props.language ?? "en"}>
      <NumberLinePoints picture={LINE} choices={POINTS} tried={props.tried ?? []} shown={props.shown ?? null} disabled={false} onChoose={() => {}} />
    </LanguageProvider>,
  );

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe("the games' pictures", () => {
  it("draws pictures to count in rows of five, named without their number", () => {
    const html = draw({ kind: "objects", emoji: "🍎", count: 7 });
    expect(count(html, /data-testid="object"/g)).toBe(7);
    expect(html).toContain("grid-cols-5");
    expect(html).toContain('aria-label="Pictures to count"');
    expect(html).not.toMatch(/aria-label="[^"]*7/);
  });

  it("turns the clock's hands to the time, the hour hand moving on with the minutes", () => {
    expect(clockHandAngles(3, 0)).toEqual({ hour: 90, minute: 0 });
    expect(clockHandAngles(12, 30)).toEqual({ hour: 15, minute: 180 });
    expect(clockHandAngles(9, 45)).toEqual({ hour: 292.5, minute: 270 });
    const html = draw({ kind: "clock", hour: 3, minute: 0 });
    // At three o'clock the hour hand points right (x grows, y stays) and the minute hand straight up.
    expect(html).toMatch(/x1="100" y1="100" x2="148" y2="100"[^>]*data-hand="hour"/);
    expect(html).toMatch(/x1="100" y1="100" x2="100" y2="26"[^>]*data-hand="minute"/);
    expect(count(html, />\d{1,2}<\/text>/g)).toBe(12);
    expect(html).toContain('aria-label="A clock"');
  });

  it("labels each coin with its value and name", () => {
    const html = draw({ kind: "coins", coins: ["quarter", "dime", "nickel", "penny"] });
    for (const [coin, cents] of [
      ["quarter", 25],
      ["dime", 10],
      ["nickel", 5],
      ["penny", 1],
    ] as const) {
      expect(html).toContain(`data-coin="${coin}"`);
      expect(html).toContain(`${cents}¢`);
      expect(html).toContain(`>${coin}</span>`);
    }
  });

  it("draws a square per hundred, a rod per ten and a cube per one, and says how many of each", () => {
    const html = draw({ kind: "blocks", hundreds: 2, tens: 3, ones: 4 });
    expect(count(html, /data-block="hundred"/g)).toBe(2);
    expect(count(html, /data-block="ten"/g)).toBe(3);
    expect(count(html, /data-block="one"/g)).toBe(4);
    expect(html).toContain('aria-label="Blocks: 2 hundreds, 3 tens, 4 ones"');
    expect(draw({ kind: "blocks", hundreds: 1, tens: 0, ones: 1 }, "es")).toContain('aria-label="Bloques: 1 centena, 0 decenas, 1 unidad"');
  });

  it("draws a number bond with the whole on top and a ? for the missing part", () => {
    const html = draw({ kind: "bond", whole: 10, parts: [3, null] });
    expect(count(html, /data-bond="whole"/g)).toBe(1);
    expect(count(html, /data-bond="part"/g)).toBe(2);
    expect(html).toContain(">?</text>");
    expect(html).toContain('aria-label="Number bond: the whole is 10, the parts are 3 and a missing number"');
  });

  it("shows a word big in its own language, its picture hidden from screen readers", () => {
    const html = draw({ kind: "word", text: "cat", emoji: "🐱" });
    expect(html).toContain('<span lang="en" class="min-w-0 break-words text-5xl');
    expect(html).toContain('<span aria-hidden="true" class="text-6xl leading-none">🐱</span>');
  });
});

describe("the fractions game's number line", () => {
  it("names its points by their place along the line, never by the fraction", () => {
    const html = drawLine();
    const names = [...html.matchAll(/aria-label="(Point \d)"/g)].map((m) => m[1]);
    expect(names).toEqual(["Point 1", "Point 2", "Point 3"]);
    for (const fraction of ["1/4", "2/4", "3/4"]) expect(html).not.toContain(fraction);
    // Point 1 is the leftmost (1/4), wherever it came in the list.
    expect(html).toMatch(/left:25%[^>]*><button[^>]*aria-label="Point 1"/);
    expect(html).toMatch(/left:75%[^>]*><button[^>]*aria-label="Point 3"/);
    expect(drawLine({ language: "es" })).toContain('aria-label="Punto 1"');
  });

  it("cuts every whole in equal parts, with the wholes numbered", () => {
    const html = drawLine();
    expect(count(html, /data-tick="whole"/g)).toBe(2);
    expect(count(html, /data-tick="part"/g)).toBe(3);
    const twoWholes = renderToStaticMarkup(
      <LanguageProvider language="en">
        <NumberLinePoints picture={{ kind: "numberLine", denominator: 3, end: 2 }} choices={[]} tried={[]} shown={null} disabled={false} onChoose={() => {}} />
      </LanguageProvider>,
    );
    expect(count(twoWholes, /data-tick=/g)).toBe(7);
    expect(count(twoWholes, /data-tick="whole"/g)).toBe(3);
  });

  it("greys a point already tried and marks the right one once shown", () => {
    const html = drawLine({ tried: ["a"], shown: "b" });
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Point 1"/);
    expect(html).toMatch(/aria-label="Point 2"[^>]*data-shown="true"/);
  });

  it("puts points too close to each other in rows above one another", () => {
    const rows = placePoints([point("a", "2/20", 0.1), point("b", "3/20", 0.15), point("c", "4/20", 0.2), point("d", "18/20", 0.9)], 1).map((p) => p.row);
    expect(rows).toEqual([0, 1, 2, 0]);
    expect(placePoints([point("a", "1/4", 0.25), point("b", "2/4", 0.5)], 1).map((p) => p.row)).toEqual([0, 0]);
  });
});

describe("the round's words", () => {
  it("picks the warm word by the item, a different one for each item of a round", () => {
    const words = Array.from({ length: 8 }, (_, i) => t("en", praiseFor(i)));
    expect(new Set(words).size).toBe(8);
    expect(words[0]).toBe("Great job!");
    expect(praiseFor(3)).toBe(praiseFor(3));
  });

  it("names a choice by what is read aloud, keeping the label in the name", () => {
    expect(choiceName({ label: "cat", speech: null })).toBeUndefined();
    expect(choiceName({ label: "cat", speech: "cat" })).toBeUndefined();
    expect(choiceName({ label: "7", speech: "seven" })).toBe("7, seven");
    expect(choiceName({ label: "b", speech: "b, as in ball" })).toBe("b, as in ball");
  });
});

describe("the games home", () => {
  it("says the minutes left under the family's limit, never below zero", () => {
    expect(minutesLeft({ minutesPlayed: 5, limitMinutes: 15, canPlay: true })).toBe(10);
    expect(minutesLeft({ minutesPlayed: 20, limitMinutes: 15, canPlay: false })).toBe(0);
    expect(minutesLeft({ minutesPlayed: 20, limitMinutes: null, canPlay: true })).toBeNull();
    expect(t("en", "games.home.minutesLeft", { minutes: 10 })).toBe("You can play 10 more minutes today.");
    expect(t("es", "games.home.minutesLeft", { minutes: 1 })).toBe("Puedes jugar 1 minuto más hoy.");
  });

  it("puts the games of the child's grade first, keeping their order", () => {
    const summary = (kind: "counting" | "money" | "rhyming", forGrade: boolean) => ({
      kind,
      forGrade,
      level: 1,
      rounds: 0,
      stars: 0,
      lastPlayedAt: null,
      standards: [],
    });
    const { forYou, more } = splitForGrade([summary("rhyming", false), summary("counting", true), summary("money", true)]);
    expect(forYou.map((k) => k.kind)).toEqual(["counting", "money"]);
    expect(more.map((k) => k.kind)).toEqual(["rhyming"]);
  });
});

const choice = (id: string, label: string, extra: Partial<GameChoice> = {}): GameChoice => ({ id, label, emoji: null, speech: null, at: null, ...extra });

const roundOf = (over: Partial<GameRound>): GameRound => ({
  id: "r1",
  kind: "counting",
  assignmentId: null,
  index: 2,
  items: 8,
  rightFirstTime: 2,
  item: {
    index: 2,
    level: 1,
    standardCode: "K.CC.B.5",
    prompt: "How many apples?",
    speech: "How many apples are there?",
    language: "en",
    picture: { kind: "objects", emoji: "🍎", count: 3 },
    mode: "choose",
    choices: [choice("a", "2"), choice("b", "3", { speech: "three" }), choice("c", "4", { emoji: "🍏" })],
  },
  tried: ["a"],
  finished: null,
  ...over,
});

/** The round as the page shows it from the round the server sent (seeded in the cache, as after a reload). */
function drawRound(round: GameRound, older = false, language: Language = "en") {
  const client = new QueryClient();
  client.setQueryData(keyOf(gameRound, { params: { roundId: round.id } }), round);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LanguageProvider language={language}>
        <GameRoundView roundId={round.id} older={older} starting={false} startError={null} onPlayAgain={() => {}} onBack={() => {}} />
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

describe("a round on the child's screen", () => {
  it("shows the items done as dots, the prompt, and the choices with a tried one greyed", () => {
    const html = drawRound(roundOf({}));
    expect(html).toContain('aria-label="Question 3 of 8"');
    expect(count(html, /data-done="true"/g)).toBe(2);
    expect(html).toContain('lang="en" class="min-w-0 break-words text-3xl');
    expect(html).toContain("How many apples?");
    expect(count(html, /data-testid="game-choice"/g)).toBe(3);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-tried="true"/);
    expect(html).toContain('aria-label="3, three"');
    expect(html).toContain('role="status" aria-live="polite"');
  });

  it("lays out an order item as words to tap into the sentence strip, Check coming once all are placed", () => {
    const html = drawRound(
      roundOf({
        kind: "sentence-building",
        item: {
          ...roundOf({}).item!,
          picture: null,
          mode: "order",
          prompt: "Put the words in order.",
          choices: [choice("a", "dog"), choice("b", "The"), choice("c", "runs")],
        },
        tried: [],
      }),
    );
    expect(count(html, /data-testid="pool-tile"/g)).toBe(3);
    expect(html).toContain('aria-label="Add: dog"');
    expect(html).toContain("Tap the words in order.");
    expect(html).not.toContain('data-testid="check-order"');
    // The words can be dragged (no scrolling from a word), and a drop has a polite place to be said.
    expect(count(html, /<button[^>]*touch-none[^>]*data-testid="pool-tile"/g)).toBe(3);
    expect(html).toContain('data-testid="tile-drop-said"');
  });

  it("shows the number line's points instead of choice buttons for a fractions item", () => {
    const html = drawRound(roundOf({ kind: "fractions", item: { ...roundOf({}).item!, picture: LINE, choices: POINTS, prompt: "Tap 2/4." }, tried: [] }));
    expect(count(html, /data-testid="line-point"/g)).toBe(3);
    expect(html).not.toContain('data-testid="game-choice"');
    expect(html).not.toContain("3/4");
  });

  it("ends with the stars in words, and how many were right the first time only for older children", () => {
    const finished = roundOf({ index: 8, item: null, tried: [], rightFirstTime: 6, finished: { stars: 2, rightFirstTime: 6, items: 8, level: 2 } });
    const young = drawRound(finished);
    expect(young).toContain("You got 2 stars!");
    expect(count(young, /data-testid="finished-star"/g)).toBe(2);
    expect(young).not.toContain("right the first time");
    expect(young).toContain("Play again");
    expect(young).toContain("Back to games");
    expect(drawRound(finished, true)).toContain("You got 6 of 8 right the first time.");
    expect(drawRound(finished, true, "es")).toContain("¡Ganaste 2 estrellas!");
  });
});

describe("dragging the sentence's words", () => {
  // Two rows of 80 px tiles with 12 px gaps: "a b c" on the first row, "d" on the second.
  const tileAt = (left: number, top: number): TileRect => ({ left, right: left + 80, top, bottom: top + 60 });
  const ROWS = [tileAt(0, 0), tileAt(92, 0), tileAt(184, 0), tileAt(0, 72)];

  it("drops a word before the tile whose middle is right of the pointer, on the pointer's row", () => {
    expect(dropIndex({ x: 10, y: 30 }, ROWS)).toBe(0);
    expect(dropIndex({ x: 50, y: 30 }, ROWS)).toBe(1);
    expect(dropIndex({ x: 200, y: 30 }, ROWS)).toBe(2);
    expect(dropIndex({ x: 250, y: 30 }, ROWS)).toBe(3);
    expect(dropIndex({ x: 10, y: 100 }, ROWS)).toBe(3);
  });

  it("drops at the end past the last tile, and first into an empty strip", () => {
    expect(dropIndex({ x: 300, y: 100 }, ROWS)).toBe(4);
    expect(dropIndex({ x: 10, y: 500 }, ROWS)).toBe(4);
    expect(dropIndex({ x: 10, y: 10 }, [])).toBe(0);
  });

  it("puts a word from the pool in its place, and moves a placed word without doubling it", () => {
    expect(placeAt(["a", "b"], "c", 1)).toEqual(["a", "c", "b"]);
    expect(placeAt(["a", "b"], "c", 2)).toEqual(["a", "b", "c"]);
    // The index counts the strip without the moved word.
    expect(placeAt(["a", "b", "c"], "a", 2)).toEqual(["b", "c", "a"]);
    expect(placeAt(["a", "b", "c"], "c", 0)).toEqual(["c", "a", "b"]);
  });
});
