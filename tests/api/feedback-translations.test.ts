/**
 * A teacher's comment on returned work in each reader's language (issue 32) over real HTTP, with the
 * real embedded Apertium (apertium and apertium-eng-spa, which CI installs): a teacher who writes in
 * English returns work to a child and a family who read Spanish. The comment keeps its language; its
 * translations are made after the return (the return never waits for them), stored once per language,
 * made again when the comment changes, and carried by every answer the child and family read it in:
 * the work screen, the family's home, the progress page, the child's list and home. Another family
 * reads none of it. Without an engine the comment comes as written, its language telling the screen to say so.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { feedbackTranslations, users, work } from "../../server/db/schema";
import { commentStart } from "#common/learning/comment-start";
import { translateReturnedComments } from "../../server/learning/work/feedback-translations";
import { handIn, makeAssignment, makeStandard } from "../support/progress-work";
import { holdTranslations, spanishOtters, startWithApertium } from "../support/translation";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Json = { data: any; message?: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field in each test

const COMMENT = "Lovely work on your fractions. Please check your spelling next time.";

/** The Otters (spanishOtters), with a term's standard to mark Ada's work against. */
async function school(t: TestApp) {
  const { terms, otters, ada, ben, as } = await spanishOtters(t);
  const term = terms[0]!;
  const standard = await makeStandard(t.db, { description: "Understand fractions" });
  /** A piece of Ada's work on a new assignment, handed in and waiting for its marks. */
  const handedIn = async (title: string) => {
    const { assignment } = await makeAssignment(t.db, {
      classId: otters.class.id,
      termId: term.id,
      title,
      standardIds: [standard.id],
      dueAt: new Date(Date.now() + 86_400_000),
    });
    const row = await handIn(t.db, { assignmentId: assignment.id, studentId: ada.student.id });
    return { assignment, workId: row.id };
  };
  return { as, teacherId: otters.teacher!.id, ada: ada.student, ben: ben.student, term, standard, handedIn };
}

describe.each(DATABASE_KINDS)("returned comments with the embedded engine on %s", (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof school>>;
  const stored = (workId: string) => t.db.select().from(feedbackTranslations).where(eq(feedbackTranslations.workId, workId));

  /** The teacher marks the work with `comment` and returns it, through the gradebook's own requests. */
  async function markAndReturn(workId: string, comment: string) {
    const saved = await s.as.teacher.mutate("PUT", `/api/teacher/work/${workId}/marks`, {
      marks: [{ standardId: s.standard.id, level: 3 }],
      feedback: comment,
    });
    expect(saved.status, saved.text).toBe(200);
    const returned = await s.as.teacher.mutate("POST", `/api/teacher/work/${workId}/return`);
    expect(returned.status, returned.text).toBe(200);
  }

  beforeAll(async () => {
    t = await startWithApertium(kind);
    s = await school(t);
  }, 90_000);
  afterAll(async () => t?.close());

  it("keeps the comment in its writer's language and translates it for the Spanish readers after the return, once", async () => {
    const { assignment, workId } = await s.handedIn("Fraction strips");
    const { spy, release, restore } = holdTranslations(t.app.translator);
    try {
      // The return answers while the engine is still held, and asked for Spanish only (the child's and the guardian's).
      await markAndReturn(workId, COMMENT);
      await vi.waitFor(() => expect(spy).toHaveBeenCalledWith(COMMENT, "en", "es"));
      expect(spy.mock.calls.every((call) => call[2] === "es")).toBe(true);
      const [row] = await t.db.select({ language: work.feedbackLanguage, feedback: work.feedback }).from(work).where(eq(work.id, workId));
      expect(row).toEqual({ language: "en", feedback: COMMENT });
      release();
      await vi.waitFor(async () => expect(await stored(workId)).toHaveLength(1), { timeout: 15_000 });
    } finally {
      restore();
    }
    const [translation] = await stored(workId);
    expect(translation!.language).toBe("es");
    expect(translation!.body).toContain("fracciones");

    // Read by the family and the child: the stored translation, the engine not asked for it again.
    const quiet = vi.spyOn(t.app.translator, "translate");
    try {
      const screen = (await s.as.spanishGuardian.get(`/api/assignments/${assignment.id}/work?studentId=${s.ada.id}`)).json<Json>().data;
      expect(screen).toMatchObject({ feedback: COMMENT, feedbackLanguage: "en", feedbackTranslation: { language: "es", body: translation!.body } });
      const own = (await s.as.child.get(`/api/assignments/${assignment.id}/work`)).json<Json>().data;
      expect(own).toMatchObject({ feedback: COMMENT, feedbackLanguage: "en", feedbackTranslation: { language: "es", body: translation!.body } });
      // (The work's own title is translated for them on that first read: assignment-translations.test.ts.)
      expect(quiet.mock.calls.filter(([text]) => text === COMMENT)).toEqual([]);
    } finally {
      quiet.mockRestore();
    }
  });

  it("carries the Spanish comment in the family's home and progress, and the child's list and home", async () => {
    const { assignment, workId } = await s.handedIn("Number stories");
    await markAndReturn(workId, COMMENT);
    await vi.waitFor(async () => expect(await stored(workId)).toHaveLength(1), { timeout: 15_000 });
    const spanish = (await stored(workId))[0]!.body;

    const home = (await s.as.spanishGuardian.get("/api/family/home")).json<Json>().data;
    const item = home.recent.find((r: { kind: string; assignmentId: string }) => r.kind === "returned" && r.assignmentId === assignment.id);
    expect(item).toMatchObject({ feedback: COMMENT, feedbackLanguage: "en", feedbackTranslation: { language: "es", body: spanish } });

    const progress = (await s.as.spanishGuardian.get(`/api/family/progress?studentId=${s.ada.id}&termId=${s.term.id}`)).json<Json>().data;
    const evidence = progress.subjects
      .flatMap((subject: { standards: { evidence: { workId: string }[] }[] }) => subject.standards.flatMap((standard) => standard.evidence))
      .find((e: { workId: string }) => e.workId === workId);
    expect(evidence).toMatchObject({ feedback: COMMENT, feedbackLanguage: "en", feedbackTranslation: { language: "es", body: spanish } });
    const childProgress = (await s.as.child.get(`/api/student/progress?termId=${s.term.id}`)).json<Json>().data;
    expect(JSON.stringify(childProgress)).toContain(spanish);

    // The first words a child sees of the comment in their lists are the Spanish ones.
    const list = (await s.as.child.get("/api/student/assignments")).json<Json>().data;
    const listed = list.returned.find((r: { id: string }) => r.id === assignment.id);
    expect(listed.commentStart).toBe(commentStart(spanish));
    const childHome = (await s.as.child.get("/api/student/home")).json<Json>().data;
    const back = childHome.work.cameBack.find((r: { id: string }) => r.id === assignment.id);
    expect(back.commentStart).toBe(commentStart(spanish));
  });

  it("translates a comment changed after its return anew, and never shows the old words' translation", async () => {
    const { assignment, workId } = await s.handedIn("Measuring");
    await markAndReturn(workId, COMMENT);
    await vi.waitFor(async () => expect(await stored(workId)).toHaveLength(1), { timeout: 15_000 });
    const changed = "Now read the story again with your family.";
    const saved = await s.as.teacher.mutate("PUT", `/api/teacher/work/${workId}/marks`, {
      marks: [{ standardId: s.standard.id, level: 3 }],
      feedback: changed,
    });
    expect(saved.status, saved.text).toBe(200);
    // Whether the change's own translation or the read's comes first, the answer is made from the new words.
    const screen = (await s.as.spanishGuardian.get(`/api/assignments/${assignment.id}/work?studentId=${s.ada.id}`)).json<Json>().data;
    expect(screen.feedback).toBe(changed);
    expect(screen.feedbackTranslation.body).toContain("historia");
    expect(screen.feedbackTranslation.body).not.toContain("fracciones");
    await vi.waitFor(async () => expect((await stored(workId))[0]!.body).toContain("historia"), { timeout: 15_000 });
    expect(await stored(workId)).toHaveLength(1);
  });

  it("gives an English-reading family no translation, and another family none of the work", async () => {
    const { assignment, workId } = await s.handedIn("Shapes");
    await markAndReturn(workId, COMMENT);
    // Ben's guardian reads English: their child's work is not Ada's, and Ada's is not theirs.
    const english = await s.as.englishGuardian.get(`/api/assignments/${assignment.id}/work?studentId=${s.ada.id}`);
    expect(english.status).toBe(404);
    expect(english.text).not.toContain("fraction");
    for (const other of [s.as.englishGuardian, s.as.otherSpanishGuardian]) {
      const res = await other.get(`/api/assignments/${assignment.id}/work?studentId=${s.ada.id}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("fraccion");
      const progress = await other.get(`/api/family/progress?studentId=${s.ada.id}&termId=${s.term.id}`);
      expect(progress.status).toBe(404);
      const home = await other.get("/api/family/home");
      expect(home.status).toBe(200);
      expect(home.text).not.toContain("fraccion");
      expect(home.text).not.toContain("fraction");
    }
    // Made for the Spanish readers only: nothing for the teacher's English or Ben's family; and made once.
    await vi.waitFor(async () => expect((await stored(workId)).map((r) => r.language)).toEqual(["es"]), { timeout: 15_000 });
    const spy = vi.spyOn(t.app.translator, "translate");
    try {
      expect(await translateReturnedComments(t.db, t.app.translator, [workId])).toBe(1);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("keeps a comment in the language its words are in, whatever the teacher's account reads", async () => {
    const teacherId = s.teacherId;
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, teacherId));
    try {
      // A bilingual teacher reading the site in Spanish writes to the child in Spanish: no translation for the Spanish readers.
      const spanish = await s.handedIn("Cuentos");
      await markAndReturn(spanish.workId, "¡Muy buen trabajo, Ada! Lee el cuento otra vez con tu familia.");
      const screen = (await s.as.child.get(`/api/assignments/${spanish.assignment.id}/work`)).json<Json>().data;
      expect(screen).toMatchObject({ feedbackLanguage: "es", feedbackTranslation: null });
      // And in English, it is English, translated for them.
      const english = await s.handedIn("Stories");
      await markAndReturn(english.workId, COMMENT);
      const own = (await s.as.child.get(`/api/assignments/${english.assignment.id}/work`)).json<Json>().data;
      expect(own).toMatchObject({ feedbackLanguage: "en", feedbackTranslation: { language: "es" } });
      expect(await stored(spanish.workId)).toEqual([]);
    } finally {
      await t.db.update(users).set({ language: "en" }).where(eq(users.id, teacherId));
    }
  });

  it("never translates a comment that is not returned", async () => {
    const { workId } = await s.handedIn("Draft only");
    const saved = await s.as.teacher.mutate("PUT", `/api/teacher/work/${workId}/marks`, { marks: [], feedback: "A draft comment." });
    expect(saved.status).toBe(200);
    const spy = vi.spyOn(t.app.translator, "translate");
    try {
      expect(await translateReturnedComments(t.db, t.app.translator, [workId])).toBe(0);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect(await stored(workId)).toHaveLength(0);
  });
});

describe("returned comments without an engine (TRANSLATION=off)", () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof school>>;

  beforeAll(async () => {
    t = await startTestApp("pglite", { config: { apiRateLimitPerMinute: 1_000_000 } });
    expect(t.app.translator.name).toBe("none");
    s = await school(t);
  });
  afterAll(async () => t?.close());

  it("shows the comment as written, in its language, with no translation and nothing stored", async () => {
    const { assignment, workId } = await s.handedIn("Fraction strips");
    expect((await s.as.teacher.mutate("PUT", `/api/teacher/work/${workId}/marks`, { marks: [], feedback: COMMENT })).status).toBe(200);
    expect((await s.as.teacher.mutate("POST", `/api/teacher/work/${workId}/return`)).status).toBe(200);
    const screen = (await s.as.spanishGuardian.get(`/api/assignments/${assignment.id}/work?studentId=${s.ada.id}`)).json<Json>().data;
    // The screen's cue for "Not translated": another language than the reader's, and no translation.
    expect(screen).toMatchObject({ feedback: COMMENT, feedbackLanguage: "en", feedbackTranslation: null });
    expect(await t.db.select().from(feedbackTranslations).where(eq(feedbackTranslations.workId, workId))).toHaveLength(0);
  });
});
