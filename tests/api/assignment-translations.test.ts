/**
 * An assignment's title and instructions in each reader's language (issue 32) over real HTTP, with the
 * real embedded Apertium: a teacher who writes English publishes work to a class where Ada and her
 * guardian read Spanish. The translation is made after the publish (never holding it up), stored once
 * per language, made again when the work changes, and carried by the work screen (title and
 * instructions, formatting kept) and by the lists Ada and her family read it in (a list waits a
 * moment for a missing one, never longer). An English family and
 * another class's Spanish family get none of it. Without an engine the work comes as written.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { assignmentTranslations, assignments } from "../../server/db/schema";
import { LIST_WAIT_MS, translateForClass, translationsNow } from "../../server/learning/assignments/assignment-translations";
import type { Translator } from "../../server/translation/translator";
import { dateInZone } from "#common/time-zone";
import { holdTranslations, spanishOtters, startWithApertium } from "../support/translation";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Json = { data: any; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field in each test

const TITLE = "Fractions on a number line";
const INSTRUCTIONS = "<p>Mark <strong>one half</strong> on the number line.</p><ul><li>Read the story with your family.</li></ul>";

/** The Otters (spanishOtters): Ada and her guardian read Spanish, Ben's family English, Cy's Spanish family is in Badgers. */
async function school(t: TestApp) {
  const { otters, ada, ben, as } = await spanishOtters(t);
  return { as, classId: otters.class.id, ada: ada.student, ben: ben.student };
}

describe.each(DATABASE_KINDS)("assignments in the reader's language with the embedded engine on %s", (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof school>>;
  const stored = (assignmentId: string) => t.db.select().from(assignmentTranslations).where(eq(assignmentTranslations.assignmentId, assignmentId));
  // Due tomorrow at the school, so it is on the family's home too.
  const due = () => ({ date: dateInZone(Date.now() + 86_400_000), time: "23:00" });

  /** The teacher writes and publishes work through /teacher/content's own requests. */
  async function publish(title: string, instructions: string) {
    const created = await s.as.teacher.mutate("POST", "/api/teacher/assignments", {
      classId: s.classId,
      title,
      instructions,
      due: due(),
      answerKinds: ["text"],
      standardIds: [],
      rubric: [],
      attachments: [],
    });
    expect(created.status, created.text).toBe(201);
    const id = created.json<Json>().data.assignment.id as string;
    const published = await s.as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`, {});
    expect(published.status, published.text).toBe(200);
    return id;
  }

  beforeAll(async () => {
    t = await startWithApertium(kind);
    s = await school(t);
  }, 90_000);
  afterAll(async () => t?.close());

  it("translates the work for the class's Spanish readers after the publish, once, and the work screen carries it", async () => {
    const { spy, release, restore } = holdTranslations(t.app.translator);
    let id: string;
    try {
      // The publish answers while the engine is still held, and Spanish only was asked for.
      id = await publish(TITLE, INSTRUCTIONS);
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith(TITLE, "en", "es"));
      expect(spy.mock.calls.every((call) => call[1] === "en" && call[2] === "es")).toBe(true);
      // A sentence is sent whole, its bold words and all.
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith("Mark one half on the number line.", "en", "es"));
      expect(await stored(id)).toHaveLength(0);
      release();
      await vi.waitFor(async () => expect(await stored(id)).toHaveLength(1), { timeout: 15_000 });
    } finally {
      restore();
    }
    const [row] = await stored(id);
    expect(row!.language).toBe("es");
    expect(row!.title).toMatch(/fracci/i);
    expect(row!.instructions).toMatch(/^<p>.+<\/p><ul><li>.+<\/li><\/ul>$/);

    const quiet = vi.spyOn(t.app.translator, "translate");
    try {
      const own = (await s.as.child.get(`/api/assignments/${id}/work`)).json<Json>().data;
      expect(own).toMatchObject({
        title: TITLE,
        instructions: INSTRUCTIONS,
        language: "en",
        translation: { language: "es", title: row!.title, instructions: row!.instructions },
      });
      const family = (await s.as.spanishGuardian.get(`/api/assignments/${id}/work?studentId=${s.ada.id}`)).json<Json>().data;
      expect(family.translation).toEqual(own.translation);
      // The child's list and home, the family's home: the stored title, the engine not asked.
      const list = (await s.as.child.get("/api/student/assignments")).json<Json>().data;
      expect(list.due.find((w: { id: string }) => w.id === id)).toMatchObject({
        title: TITLE,
        titleLanguage: "en",
        titleTranslation: { language: "es", body: row!.title },
      });
      const home = (await s.as.child.get("/api/student/home")).json<Json>().data;
      expect(home.work.dueSoon.find((w: { id: string }) => w.id === id)).toMatchObject({ titleTranslation: { language: "es", body: row!.title } });
      const familyHome = (await s.as.spanishGuardian.get("/api/family/home")).json<Json>().data;
      expect(familyHome.due.find((w: { assignmentId: string }) => w.assignmentId === id)).toMatchObject({
        titleTranslation: { language: "es", body: row!.title },
      });
      expect(quiet).not.toHaveBeenCalled();
    } finally {
      quiet.mockRestore();
    }
  });

  it("translates changed work anew and never shows the old words' translation", async () => {
    const id = await publish("Measuring", "<p>Measure your table.</p>");
    await vi.waitFor(async () => expect(await stored(id)).toHaveLength(1), { timeout: 15_000 });
    const detail = (await s.as.teacher.get(`/api/teacher/assignments/${id}`)).json<Json>().data;
    const saved = await s.as.teacher.mutate("PUT", `/api/teacher/assignments/${id}`, {
      title: "Read the story",
      instructions: "<p>Read the story again with your family.</p>",
      due: detail.assignment.due,
      answerKinds: detail.assignment.answerKinds,
      standardIds: [],
      rubric: [],
      attachments: [],
    });
    expect(saved.status, saved.text).toBe(200);
    // Whether the change's own translation or the read's comes first, the answer is made from the new words.
    const own = (await s.as.child.get(`/api/assignments/${id}/work`)).json<Json>().data;
    expect(own.title).toBe("Read the story");
    expect(own.translation.instructions).toContain("historia");
    expect(own.translation.instructions).not.toMatch(/mesa/i);
    await vi.waitFor(async () => expect((await stored(id))[0]!.instructions).toContain("historia"), { timeout: 15_000 });
    expect(await stored(id)).toHaveLength(1);
  });

  it("makes a translation again once the engine's words have changed (a better glossary), and never shows the older one", async () => {
    const id = await publish("Story map", "<p>Draw the story map.</p>");
    await vi.waitFor(async () => expect(await stored(id)).toHaveLength(1), { timeout: 15_000 });
    // What an engine with an older glossary made, stored under its version.
    const older: Translator = { ...t.app.translator, version: "apertium:older-glossary", translate: async () => "Mapa viejo" };
    const [a] = await t.db.select().from(assignments).where(eq(assignments.id, id));
    await t.db.delete(assignmentTranslations).where(eq(assignmentTranslations.assignmentId, id));
    await translationsNow(t.db, { language: "es", translator: older }, [a!]);
    expect((await stored(id))[0]!.title).toBe("Mapa viejo");
    const own = (await s.as.child.get(`/api/assignments/${id}/work`)).json<Json>().data;
    expect(own.translation.title).toBe("Mapa del cuento");
    expect((await stored(id)).map((r) => r.title)).toEqual(["Mapa del cuento"]);
  });

  it("makes a list's missing translations as it is read, and waits for a held engine no longer than LIST_WAIT_MS", async () => {
    const id = await publish("Shapes around the house", "<p>Find three circles.</p>");
    await vi.waitFor(async () => expect(await stored(id)).toHaveLength(1), { timeout: 15_000 });
    await t.db.delete(assignmentTranslations).where(eq(assignmentTranslations.assignmentId, id));
    const first = (await s.as.child.get("/api/student/assignments")).json<Json>().data;
    expect(first.due.find((w: { id: string }) => w.id === id).titleTranslation).toMatchObject({ language: "es" });

    await t.db.delete(assignmentTranslations).where(eq(assignmentTranslations.assignmentId, id));
    const { release, restore } = holdTranslations(t.app.translator);
    try {
      const started = performance.now();
      const held = (await s.as.child.get("/api/student/assignments")).json<Json>().data;
      // Answered with the title as written once the wait was over, the engine still held.
      expect(performance.now() - started).toBeGreaterThanOrEqual(LIST_WAIT_MS - 50);
      expect(held.due.find((w: { id: string }) => w.id === id)).toMatchObject({ title: "Shapes around the house", titleTranslation: null });
      release();
      await vi.waitFor(async () => expect(await stored(id)).toHaveLength(1), { timeout: 15_000 });
    } finally {
      restore();
    }
    const next = (await s.as.child.get("/api/student/assignments")).json<Json>().data;
    expect(next.due.find((w: { id: string }) => w.id === id).titleTranslation).toMatchObject({ language: "es" });
  });

  it("gives an English-reading family no translation, and another family none of the work", async () => {
    const id = await publish("Counting coins", "<p>Count the coins in the jar.</p>");
    await vi.waitFor(async () => expect(await stored(id)).toHaveLength(1), { timeout: 15_000 });
    const ben = (await s.as.englishGuardian.get(`/api/assignments/${id}/work?studentId=${s.ben.id}`)).json<Json>().data;
    expect(ben).toMatchObject({ title: "Counting coins", language: "en", translation: null });
    const benHome = (await s.as.englishGuardian.get("/api/family/home")).json<Json>().data;
    expect(benHome.due.find((w: { assignmentId: string }) => w.assignmentId === id)).toMatchObject({ titleLanguage: "en", titleTranslation: null });
    // Cy's family reads Spanish but is not of the class: not the work, not its translation.
    const other = await s.as.otherSpanishGuardian.get(`/api/assignments/${id}/work?studentId=${s.ada.id}`);
    expect(other.status).toBe(404);
    const otherHome = await s.as.otherSpanishGuardian.get("/api/family/home");
    expect(otherHome.status).toBe(200);
    expect(otherHome.text).not.toContain("Counting coins");
    expect(otherHome.text).not.toMatch(/monedas/i);
    // Made for Spanish only (the teacher's and Ben's family's English need none), and once.
    expect((await stored(id)).map((r) => r.language)).toEqual(["es"]);
    const spy = vi.spyOn(t.app.translator, "translate");
    try {
      expect(await translateForClass(t.db, t.app.translator, id)).toBe(1);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("assignments without an engine (TRANSLATION=off)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof school>>;
  beforeAll(async () => {
    t = await startTestApp("pglite");
    s = await school(t);
  });
  afterAll(async () => t?.close());

  it("shows the work as written, in its language, with no translation and nothing stored", async () => {
    const created = await s.as.teacher.mutate("POST", "/api/teacher/assignments", {
      classId: s.classId,
      title: TITLE,
      instructions: INSTRUCTIONS,
      due: { date: dateInZone(Date.now() + 86_400_000), time: "23:00" },
      answerKinds: ["text"],
      standardIds: [],
      rubric: [],
      attachments: [],
    });
    const id = created.json<Json>().data.assignment.id as string;
    expect((await s.as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`, {})).status).toBe(200);
    const own = (await s.as.child.get(`/api/assignments/${id}/work`)).json<Json>().data;
    expect(own).toMatchObject({ title: TITLE, language: "en", translation: null });
    const list = (await s.as.child.get("/api/student/assignments")).json<Json>().data;
    expect(list.due.find((w: { id: string }) => w.id === id)).toMatchObject({ titleLanguage: "en", titleTranslation: null });
    expect(await t.db.select().from(assignmentTranslations)).toEqual([]);
  });
});
