/**
 * A child's own screens in the child's language (issue 32, "Signed-in" and "Read-aloud"): what "Read to
 * me" says, the subject words and the times, in Spanish from the area "child" of the catalogues, with
 * English exactly as before.
 */
import { describe, expect, it } from "vitest";
import { t } from "#common/i18n/messages";
import type { HomeDay } from "#common/schemas/learning/homes";
import { zonedInstant } from "#common/time-zone";
import { subjectWord } from "../../app/components/learning/pictures";
import { readAloudText } from "../../app/features/learning/homes/student-home";
import { sessionSpan, sessionStart, weeklyTime } from "../../app/features/learning/homes/time";

const at = (time: string, date = "2026-11-30") => new Date(zonedInstant(date, time)).toISOString();

const session = (subjectCode: string, start: string, marker: "now" | "next" | null) => ({
  id: start,
  classId: "c",
  className: "Class",
  subjectCode,
  subjectName: subjectCode,
  grade: "K",
  startsAt: at(start),
  endsAt: at(start),
  status: "scheduled" as const,
  marker,
  teachers: [],
});

/** A Monday with two classes, one under way and one next, and Tuesday after it. */
const today: HomeDay = { date: "2026-11-30", dayOff: null, weekend: false, sessions: [session("math", "09:00", "now"), session("ela", "13:30", "next")] };
const tomorrow: HomeDay = { ...today, date: "2026-12-01", sessions: [] };

describe("Read to me in the child's language", () => {
  it("reads a Spanish child's day in Spanish: greeting, date, classes with their times, now and next", () => {
    const hello = t("es", "child.home.greeting", { time: "morning", name: "Beatriz" });
    expect(hello).toBe("¡Buenos días, Beatriz!");
    expect(readAloudText(hello, today, tomorrow, "America/New_York", "es")).toBe(
      "¡Buenos días, Beatriz! Hoy es lunes, 30 de noviembre. Matemáticas: 9:00 a.m. Es ahora. Lectura: 1:30 p.m. Es la siguiente. " +
        "Tu próximo día de escuela es el martes, 1 de diciembre.",
    );
  });

  it("keeps the English words exactly", () => {
    const hello = t("en", "child.home.greeting", { time: "evening", name: "Maya" });
    expect(hello).toBe("Good evening, Maya!");
    expect(readAloudText(hello, today, tomorrow, "America/New_York")).toBe(
      "Good evening, Maya! Today is Monday, November 30. Math at 9:00 AM. That is now. Reading at 1:30 PM. That is next. Your next school day is Tuesday, December 1.",
    );
    expect(readAloudText(hello, today, tomorrow, "America/New_York", "en")).toBe(readAloudText(hello, today, tomorrow, "America/New_York"));
  });

  it("says a day without classes in Spanish", () => {
    const holiday: HomeDay = { date: "2026-11-26", dayOff: { kind: "holiday", title: "Thanksgiving" }, weekend: false, sessions: [] };
    expect(readAloudText("¡Hola!", holiday, today, "America/New_York", "es")).toBe(
      "¡Hola! Hoy es jueves, 26 de noviembre. Hoy no hay clases. Tu próximo día de escuela es el lunes, 30 de noviembre.",
    );
  });
});

describe("the child's words and times per language", () => {
  it("names each subject for a young reader, a subject staff added by its own name", () => {
    expect(subjectWord("social-studies", "Social Studies")).toBe("Our World");
    expect(subjectWord("social-studies", "Social Studies", "es")).toBe("Nuestro mundo");
    expect(subjectWord("robotics", "Robotics", "es")).toBe("Robotics");
    expect(subjectWord("toString", "Odd code", "es")).toBe("Odd code");
  });

  it("counts stars with the language's plurals", () => {
    expect(t("en", "child.stars.count", { count: 1 })).toBe("1 star");
    expect(t("en", "child.stars.count", { count: 0 })).toBe("0 stars");
    expect(t("es", "child.stars.count", { count: 1 })).toBe("1 estrella");
    expect(t("es", "child.stars.count", { count: 12 })).toBe("12 estrellas");
  });

  it("reads the homes' times in Spanish, English unchanged", () => {
    const nine = at("09:00");
    const half = at("09:30");
    expect(sessionSpan(nine, half, "America/Los_Angeles", "es")).toBe("de 6:00 a.m. a 6:30 a.m., hora local (9:00 a.m., hora del Este)");
    expect(sessionSpan(nine, half, "America/New_York", "es")).toBe("de 9:00 a.m. a 9:30 a.m., hora del Este");
    expect(sessionStart(at("10:00"), "Asia/Tokyo", "es").main).toBe("12:00 a.m., hora local (el día siguiente)");
    expect(sessionStart(at("10:00"), "Asia/Tokyo").main).toBe("12:00 AM your time (the next day)");
    const tuesday = { weekday: 2, startTime: "09:00", endTime: "09:45" };
    expect(weeklyTime(tuesday, "America/New_York", "2026-11-24", "es")).toBe("Los martes, de 9:00 a.m. a 9:45 a.m., hora del Este");
    expect(weeklyTime(tuesday, "Europe/Paris", "2026-11-24", "es")).toBe(
      "Los martes, de 3:00 p.m. a 3:45 p.m., hora local (de 9:00 a.m. a 9:45 a.m., hora del Este)",
    );
    expect(weeklyTime(tuesday, "Europe/Paris", "2026-11-24")).toBe("Tuesdays 3:00 PM to 3:45 PM your time (9:00 AM to 9:45 AM Eastern)");
    expect(weeklyTime({ ...tuesday, weekday: 6 }, "America/New_York", "2026-11-24")).toBe("Weekdays 9:00 AM to 9:45 AM Eastern");
  });
});
