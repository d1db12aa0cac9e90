/** The due words of the child's screens (common/learning/due-words.ts), counted in the school's days. */
import { describe, expect, it } from "vitest";
import { dueWords, isDueWithin } from "#common/learning/due-words";

// Tuesday, November 24, 2026, 10:00 AM at the school (EST, UTC-5).
const NOW = new Date("2026-11-24T15:00:00Z");
const at = (iso: string) => new Date(iso);

describe("dueWords", () => {
  it("says today with the school's time, tomorrow, the weekday within the week, the date further on", () => {
    expect(dueWords(at("2026-11-24T20:00:00Z"), NOW)).toBe("Due today at 3:00 PM");
    expect(dueWords(at("2026-11-25T20:00:00Z"), NOW)).toBe("Due tomorrow");
    expect(dueWords(at("2026-11-27T20:00:00Z"), NOW)).toBe("Due Friday");
    expect(dueWords(at("2026-11-30T20:00:00Z"), NOW)).toBe("Due Monday");
    expect(dueWords(at("2026-12-07T20:00:00Z"), NOW)).toBe("Due December 7");
    expect(dueWords(null, NOW)).toBe("No due date");
  });

  it("counts days in the school's zone, not UTC: 11:30 PM at the school is still that day", () => {
    // 2026-11-26T04:30Z is 11:30 PM on Wednesday the 25th at the school.
    expect(dueWords(at("2026-11-26T04:30:00Z"), NOW)).toBe("Due tomorrow");
  });

  it("says when past work was due", () => {
    expect(dueWords(at("2026-11-24T14:00:00Z"), NOW)).toBe("It was due today at 9:00 AM");
    expect(dueWords(at("2026-11-23T20:00:00Z"), NOW)).toBe("It was due yesterday");
    expect(dueWords(at("2026-11-20T20:00:00Z"), NOW)).toBe("It was due Friday");
    expect(dueWords(at("2026-11-02T20:00:00Z"), NOW)).toBe("It was due November 2");
  });

  it("says it in the reader's language, with the school's clock in that language's form", () => {
    expect(dueWords(at("2026-11-24T20:00:00Z"), NOW, "es")).toBe("Para hoy a las 3:00 p.m.");
    expect(dueWords(at("2026-11-25T20:00:00Z"), NOW, "es")).toBe("Para mañana");
    expect(dueWords(at("2026-11-27T20:00:00Z"), NOW, "es")).toBe("Para el viernes");
    expect(dueWords(at("2026-12-07T20:00:00Z"), NOW, "es")).toBe("Para el 7 de diciembre");
    expect(dueWords(at("2026-11-20T20:00:00Z"), NOW, "es")).toBe("Era para el viernes");
    expect(dueWords(null, NOW, "es")).toBe("Sin fecha de entrega");
  });

  it("knows what is due within the next days", () => {
    expect(isDueWithin(at("2026-11-26T20:00:00Z"), NOW, 3)).toBe(true);
    expect(isDueWithin(at("2026-11-28T20:00:00Z"), NOW, 3)).toBe(false);
    expect(isDueWithin(at("2026-11-20T20:00:00Z"), NOW, 3)).toBe(true);
    expect(isDueWithin(null, NOW, 3)).toBe(false);
  });
});
