/**
 * Translated messages (issue 32, "Translated messages"; docs/api/messages.md) over real HTTP, with the
 * real embedded Apertium (apertium and apertium-eng-spa, which CI installs): a teacher who reads
 * English writes to a family who reads Spanish and back; each translation is made once and stored;
 * sending never waits for the engine; withdrawn messages and people outside the conversation see no
 * translation; the office sees the original and the translation. Without an engine (TRANSLATION off,
 * the tests' default) messages come as written, their language telling the screen to say so.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { messageTranslations, messages } from "../../server/db/schema";
import { translateForParticipants } from "../../server/learning/messages/translations";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { holdTranslations, startWithApertium } from "../support/translation";
import { ottersAndBadgers } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Json = { data: any; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field in each test

type Name = "teacher" | "spanishGuardian" | "englishGuardian" | "otherSpanishGuardian" | "admin";

/** A class whose teacher reads English, one family reading Spanish, one English, and a Spanish family of another class. */
async function school(t: TestApp) {
  const { otters, ada, ben, cy } = await ottersAndBadgers(t.db);
  const admin = await createUser(t.db, "admin");
  const as = {} as Record<Name, TestClient>;
  const ids = {} as Record<Name, string>;
  const people: [Name, string][] = [
    ["teacher", otters.teacher!.id],
    ["spanishGuardian", ada.guardian!.id],
    ["englishGuardian", ben.guardian!.id],
    ["otherSpanishGuardian", cy.guardian!.id],
    ["admin", admin.id],
  ];
  for (const [name, id] of people) {
    as[name] = new TestClient(t.url);
    as[name].setCookie("sid", (await createSession(t.db, id)).id);
    ids[name] = id;
  }
  // The families choose Spanish themselves, as on /settings/security.
  for (const name of ["spanishGuardian", "otherSpanishGuardian"] as const) {
    expect((await as[name].mutate("PUT", "/api/account/language", { language: "es" })).status).toBe(200);
  }
  return { as, ids };
}

function conversationHelpers(t: () => TestApp, s: () => Awaited<ReturnType<typeof school>>) {
  return {
    start: async (from: Name, to: Name, body: string) => {
      const res = await s().as[from].mutate("POST", "/api/messages/conversations", { participantIds: [s().ids[to]], body });
      expect(res.status, res.text).toBe(201);
      return res.json<Json>().data as { conversationId: string; messageId: string };
    },
    send: async (from: Name, conversationId: string, body: string) => {
      const res = await s().as[from].mutate("POST", `/api/messages/conversations/${conversationId}/messages`, { body, attachmentIds: [] });
      expect(res.status, res.text).toBe(201);
      return res.json<Json>().data as { conversationId: string; messageId: string };
    },
    thread: async (who: Name, conversationId: string) => {
      const res = await s().as[who].get(`/api/messages/conversations/${conversationId}`);
      expect(res.status, res.text).toBe(200);
      return res.json<Json>().data as {
        messages: { id: string; body: string | null; language: string; translation: { language: string; body: string } | null }[];
      };
    },
    stored: (messageId: string) => t().db.select().from(messageTranslations).where(eq(messageTranslations.messageId, messageId)),
  };
}

describe.each(DATABASE_KINDS)("translated messages with the embedded engine on %s", (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof school>>;
  const { start, send, thread, stored } = conversationHelpers(
    () => t,
    () => s,
  );
  const byId = <M extends { id: string }>(list: M[], id: string) => list.find((m) => m.id === id)!;

  beforeAll(async () => {
    t = await startWithApertium(kind);
    s = await school(t);
  }, 90_000);
  afterAll(async () => t?.close());

  it("a teacher's English message reaches a Spanish-reading family in Spanish, made once and stored", async () => {
    const original = "Please bring your reading log tomorrow.";
    const sent = await start("teacher", "spanishGuardian", original);
    const [row] = await t.db.select({ language: messages.language }).from(messages).where(eq(messages.id, sent.messageId));
    expect(row!.language).toBe("en");

    const read = byId((await thread("spanishGuardian", sent.conversationId)).messages, sent.messageId);
    expect(read.body).toBe(original);
    expect(read.language).toBe("en");
    expect(read.translation!.language).toBe("es");
    expect(read.translation!.body).toContain("registro de lectura");
    expect(read.translation!.body).toMatch(/mañana/);
    expect(read.translation!.body).not.toBe(original);
    // The send's own translation and the read's are one: a single row, and later reads ask the engine nothing.
    await vi.waitFor(async () => expect(await stored(sent.messageId)).toHaveLength(1), { timeout: 15_000 });
    const spy = vi.spyOn(t.app.translator, "translate");
    try {
      const again = byId((await thread("spanishGuardian", sent.conversationId)).messages, sent.messageId);
      expect(again.translation).toEqual(read.translation);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    const rows = await stored(sent.messageId);
    expect(rows.map((r) => [r.language, r.body])).toEqual([["es", read.translation!.body]]);

    // The writer reads their own words, untranslated; the conversation list previews the family's language.
    expect(byId((await thread("teacher", sent.conversationId)).messages, sent.messageId).translation).toBeNull();
    const list = (await s.as.spanishGuardian.get("/api/messages/conversations")).json<Json>().data;
    const summary = list.items.find((c: { id: string }) => c.id === sent.conversationId);
    expect(summary.lastMessage.preview).toBe(read.translation!.body);
  });

  it("sending answers without waiting for the engine; the translation is stored after, unread", async () => {
    const { conversationId } = await start("teacher", "spanishGuardian", "Good morning.");
    const { spy, release, restore } = holdTranslations(t.app.translator);
    try {
      const sent = await send("teacher", conversationId, "Ada did very good work in class today.");
      // Answered while the engine is still held: and the translation was asked for, for Spanish.
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith("Ada did very good work in class today.", "en", "es"));
      expect(await stored(sent.messageId)).toHaveLength(0);
      release();
      await vi.waitFor(async () => expect(await stored(sent.messageId)).toHaveLength(1), { timeout: 15_000 });
      const [row] = await stored(sent.messageId);
      expect(row!.language).toBe("es");
      expect(row!.body).toContain("clase hoy");
    } finally {
      restore();
    }
  });

  it("the family's Spanish reply reaches the teacher in English, with the original", async () => {
    const { conversationId } = await start("teacher", "spanishGuardian", "Hello, this is a second note about homework.");
    const original = "Gracias, maestra. ¿A qué hora es la reunión de padres y maestros?";
    const reply = await send("spanishGuardian", conversationId, original);
    const [row] = await t.db.select({ language: messages.language }).from(messages).where(eq(messages.id, reply.messageId));
    expect(row!.language).toBe("es");
    const read = byId((await thread("teacher", conversationId)).messages, reply.messageId);
    expect(read.body).toBe(original);
    expect(read.language).toBe("es");
    expect(read.translation!.language).toBe("en");
    expect(read.translation!.body).toContain("parent-teacher conference");
    expect(read.translation!.body).toMatch(/^Thank you/);
    // The family reads its own reply as written.
    expect(byId((await thread("spanishGuardian", conversationId)).messages, reply.messageId).translation).toBeNull();
  });

  it("a family who reads English gets no translation, and nothing is made for it", async () => {
    const sent = await start("teacher", "englishGuardian", "The field trip is on Friday.");
    const read = byId((await thread("englishGuardian", sent.conversationId)).messages, sent.messageId);
    expect(read).toMatchObject({ body: "The field trip is on Friday.", language: "en", translation: null });
    expect(await stored(sent.messageId)).toHaveLength(0);
  });

  it("a message keeps the language its words are in: a Spanish-reading guardian who writes English is not translated for an English teacher", async () => {
    const { conversationId } = await start("teacher", "spanishGuardian", "A question about the spelling list.");
    const english = await send("spanishGuardian", conversationId, "Thank you, Ada will bring the spelling list tomorrow.");
    const [row] = await t.db.select({ language: messages.language }).from(messages).where(eq(messages.id, english.messageId));
    expect(row!.language).toBe("en");
    const read = byId((await thread("teacher", conversationId)).messages, english.messageId);
    expect(read).toMatchObject({ language: "en", translation: null });
    // Too few words to tell ("OK"): the writer's own language, Spanish, and the teacher gets it as it was.
    const ok = await send("spanishGuardian", conversationId, "OK");
    expect(byId((await thread("teacher", conversationId)).messages, ok.messageId).language).toBe("es");
    expect(await stored(english.messageId)).toHaveLength(0);
  });

  it("a withdrawn message is neither shown nor translated", async () => {
    const { conversationId } = await start("teacher", "spanishGuardian", "A first word.");
    const spy = vi.spyOn(t.app.translator, "translate").mockResolvedValue(null);
    try {
      const sent = await send("teacher", conversationId, "A message I will withdraw.");
      expect((await s.as.teacher.mutate("POST", `/api/messages/${sent.messageId}/withdraw`)).status).toBe(200);
      spy.mockClear();
      const read = byId((await thread("spanishGuardian", conversationId)).messages, sent.messageId);
      expect(read).toMatchObject({ withdrawn: true, body: null, translation: null });
      expect(spy.mock.calls.map((c) => c[0])).not.toContain("A message I will withdraw.");
      // The send's translation, had it started only now, would make nothing either.
      spy.mockClear();
      expect(await translateForParticipants(t.db, t.app.translator, sent.messageId)).toBe(0);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("another family reads nothing of the conversation, translated or not", async () => {
    const sent = await start("teacher", "spanishGuardian", "Please bring your reading log tomorrow.");
    const res = await s.as.otherSpanishGuardian.get(`/api/messages/conversations/${sent.conversationId}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain("registro");
    expect(res.text).not.toContain("reading log");
  });

  it("the office reviewing a report sees the original and the stored translation, labelled by language", async () => {
    const original = "Please bring your reading log tomorrow.";
    const sent = await start("teacher", "spanishGuardian", original);
    const translated = byId((await thread("spanishGuardian", sent.conversationId)).messages, sent.messageId).translation!;
    const report = await s.as.spanishGuardian.mutate("POST", `/api/messages/${sent.messageId}/report`, { reason: "No entiendo." });
    expect(report.status).toBe(201);
    const read = (await s.as.admin.get(`/api/admin/safeguarding/reports/${report.json<Json>().data.id}`)).json<Json>().data;
    const message = byId(read.messages, sent.messageId) as unknown as { body: string; language: string; translations: unknown[] };
    expect(message.body).toBe(original);
    expect(message.language).toBe("en");
    expect(message.translations).toEqual([{ language: "es", body: translated.body }]);
  });
});

describe("translated messages without an engine (TRANSLATION=off)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof school>>;
  const { start, thread, stored } = conversationHelpers(
    () => t,
    () => s,
  );

  beforeAll(async () => {
    t = await startTestApp("pglite", { config: { apiRateLimitPerMinute: 1_000_000 } });
    expect(t.app.translator.name).toBe("none");
    s = await school(t);
  });
  afterAll(async () => t?.close());

  it("shows the original in its language, with no translation and nothing stored", async () => {
    const original = "Please bring your reading log tomorrow.";
    const sent = await start("teacher", "spanishGuardian", original);
    const read = (await thread("spanishGuardian", sent.conversationId)).messages.find((m) => m.id === sent.messageId)!;
    // The screen's cue for "Not translated": another language than the reader's, and no translation.
    expect(read).toMatchObject({ body: original, language: "en", translation: null });
    expect(await stored(sent.messageId)).toHaveLength(0);
    const list = (await s.as.spanishGuardian.get("/api/messages/conversations")).json<Json>().data;
    expect(list.items[0].lastMessage.preview).toBe(original);
  });
});
