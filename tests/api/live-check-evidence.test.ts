/**
 * Quick checks as evidence of a standard (issue 35, docs/api/live.md "Quick checks as evidence") over
 * real HTTP with a real media server: the teacher asks a check with a standard of the class and its
 * right answer; once it is closed each answering child has one mark on the standard (3 when right, 2
 * when not yet, none without an answer), read by the family's and the child's progress and the
 * gradebook's standards view; the teacher changes one answer's level and back; another class's
 * teacher and another family see nothing of it; a check without a standard counts for nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GradebookStandards } from "#common/schemas/learning/gradebook";
import type { LiveCheck, LiveSessionView } from "#common/schemas/learning/live";
import type { FamilyProgress, ProgressStandard } from "#common/schemas/learning/progress";
import { asc, eq } from "drizzle-orm";
import { auditLog, classSessions, standards } from "../../server/db/schema";
import { CHECK_STILL_OPEN, CHECK_WITHOUT_STANDARD, STANDARD_NOT_OF_CLASS } from "../../server/learning/live/checks";
import type { TestClient } from "../support/http-client";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { liveSessionApi } from "../support/live-api";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

describe.skipIf(JANUS_MISSING).each(DATABASE_KINDS)("quick checks as evidence of a standard on %s", (kind) => {
  let janus: TestJanus;
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const { signIn, path, call, post, read, viewOf, startLesson } = liveSessionApi(
    () => t,
    () => w.session.id,
  );
  const as = {} as Record<"teacher" | "otherTeacher" | "ada" | "ben" | "cy" | "adaFamily" | "deeFamily", TestClient>;

  /** Otters (math, grade 1) with Ada, Ben and Cy and a session under way in term 2; Badgers (math, grade 1) with Dee. */
  const build = async () => {
    const { year, terms } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters", subject: "math", kind: "section" });
    const b = await makeClass(t.db, year.id, { name: "Badgers", subject: "math", kind: "section" });
    const [ada, ben, cy, dee] = [
      await makeStudent(t.db, { firstName: "Ada" }),
      await makeStudent(t.db, { firstName: "Ben" }),
      await makeStudent(t.db, { firstName: "Cy" }),
      await makeStudent(t.db, { firstName: "Dee" }),
    ];
    for (const c of [ada, ben, cy]) await enrol(t.db, a.class.id, c.student.id);
    await enrol(t.db, b.class.id, dee.student.id);
    const term = terms[1]!;
    const now = Date.now();
    const [session] = await t.db
      .insert(classSessions)
      .values({ classId: a.class.id, termId: term.id, startsAt: new Date(now - 5 * 60_000), endsAt: new Date(now + 40 * 60_000) })
      .returning();
    const standard = { framework: "school", subjectCode: "math", domain: "Operations", cluster: "Add and subtract" };
    const [adding, later] = await t.db
      .insert(standards)
      .values([
        { ...standard, code: "LC.1.OA.6", grade: "1", description: "Adds and subtracts within 20" },
        { ...standard, code: "LC.3.OA.7", grade: "3", description: "Multiplies within 100" },
      ])
      .returning();
    return { a, b, ada, ben, cy, dee, term, session: session!, adding: adding!, later: later! };
  };

  const ask = async (body: unknown) => (await call(as.teacher, "POST", "/checks", body)).json<{ data: LiveSessionView }>().data.check!;
  const answer = (c: TestClient, checkId: string, value: string) => call(c, "PUT", `/checks/${checkId}/answer`, { answer: value });
  const close = (checkId: string) => call(as.teacher, "PATCH", `/checks/${checkId}`, { closed: true });
  const setLevel = (c: TestClient, checkId: string, studentId: string, level: number | null, status = 200) =>
    call(c, "PUT", `/checks/${checkId}/evidence/${studentId}`, { level }, status);
  const checks = () => read<LiveCheck[]>(as.teacher, "/checks");
  const progress = async (c: TestClient, url: string, status = 200) => {
    const res = await c.get(url);
    expect(res.status, res.text).toBe(status);
    return res.json<{ data: FamilyProgress }>().data;
  };
  const familyProgress = (c: TestClient, studentId: string, status = 200) =>
    progress(c, `/api/family/progress?studentId=${studentId}&termId=${w.term.id}`, status);
  const childProgress = (c: TestClient) => progress(c, `/api/student/progress?termId=${w.term.id}`);
  const standardIn = (p: FamilyProgress, code = "LC.1.OA.6"): ProgressStandard | undefined =>
    p.subjects.flatMap((s) => s.standards).find((s) => s.code === code);
  const masteryView = async (c: TestClient, classId: string, status = 200) => {
    const res = await c.get(`/api/teacher/gradebook/standards?classId=${classId}&termId=${w.term.id}`);
    expect(res.status, res.text).toBe(status);
    return res.json<{ data: GradebookStandards }>().data;
  };
  let checkId = "";

  beforeAll(async () => {
    janus = await startTestJanus();
    t = await startTestApp(kind, { config: { live: janus.live } });
    w = await build();
    as.teacher = await signIn("teacher", w.a.teacher!.id);
    as.otherTeacher = await signIn("otherTeacher", w.b.teacher!.id);
    as.ada = await signIn("ada", w.ada.user.id);
    as.ben = await signIn("ben", w.ben.user.id);
    as.cy = await signIn("cy", w.cy.user.id);
    as.adaFamily = await signIn("adaFamily", w.ada.guardian!.id);
    as.deeFamily = await signIn("deeFamily", w.dee.guardian!.id);
    await startLesson(as.teacher, [as.ada, as.ben, as.cy], { all: true });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await janus?.stop();
  });

  it("takes a standard of the class's subject and grade only, with a right answer the check can have", async () => {
    const refused = await call(as.teacher, "POST", "/checks", { kind: "number", question: "6 x 7?", standardId: w.later.id, correctAnswer: "42" }, 400);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: "standardId", message: STANDARD_NOT_OF_CLASS }]);
    await call(as.teacher, "POST", "/checks", { kind: "thumbs", standardId: w.adding.id, correctAnswer: "up" }, 400);
    await call(as.teacher, "POST", "/checks", { kind: "number", question: "9 + 8?", standardId: w.adding.id }, 400);
    await call(as.teacher, "POST", "/checks", { kind: "choice", question: "9 + 8?", choices: ["16", "17"], standardId: w.adding.id, correctAnswer: "18" }, 400);
    // A child never asks, with or without a standard.
    await call(as.ada, "POST", "/checks", { kind: "number", question: "9 + 8?", standardId: w.adding.id, correctAnswer: "17" }, 403);
  });

  it("once closed, each answering child has one mark on the standard: 3 right, 2 not yet, none without an answer", async () => {
    const check = await ask({ kind: "choice", question: "9 + 8?", choices: ["16", "17", "18"], standardId: w.adding.id, correctAnswer: "17" });
    checkId = check.id;
    expect(check).toMatchObject({ standard: { id: w.adding.id, code: "LC.1.OA.6" }, correctAnswer: "17" });
    await answer(as.ada, checkId, "17");
    await answer(as.ben, checkId, "16");
    // The child's view never holds the right answer nor the standard.
    const adaView = await viewOf(as.ada);
    expect(adaView.check).toMatchObject({ mine: "17", correctAnswer: null, standard: null });
    // Open: no evidence yet, and the teacher cannot change what does not count yet.
    expect((await checks()).find((c) => c.id === checkId)!.answers!.map((a) => a.level)).toEqual([null, null]);
    expect(standardIn(await familyProgress(as.adaFamily, w.ada.student.id))).toBeUndefined();
    const early = await setLevel(as.teacher, checkId, w.ben.student.id, 3, 409);
    expect(early.json<{ message: string }>().message).toBe(CHECK_STILL_OPEN);

    await close(checkId);
    const answers = (await checks()).find((c) => c.id === checkId)!.answers!;
    expect(answers.map((a) => ({ studentId: a.studentId, correct: a.correct, level: a.level, overridden: a.overridden }))).toEqual([
      { studentId: w.ada.student.id, correct: true, level: 3, overridden: false },
      { studentId: w.ben.student.id, correct: false, level: 2, overridden: false },
    ]);

    const ada = standardIn(await familyProgress(as.adaFamily, w.ada.student.id))!;
    expect(ada).toMatchObject({ mastery: 3, evidence: [] });
    expect(ada.liveChecks).toEqual([
      { checkId, className: "Otters", question: "9 + 8?", answer: "17", correct: true, level: 3, overridden: false, answeredAt: expect.any(String) },
    ]);
    const ben = standardIn(await childProgress(as.ben))!;
    expect(ben).toMatchObject({ mastery: 2, liveChecks: [{ checkId, answer: "16", correct: false, level: 2 }] });
    // Cy did not answer: no evidence, so the standard is not on Cy's page.
    expect(standardIn(await childProgress(as.cy))).toBeUndefined();

    const view = await masteryView(as.teacher, w.a.class.id);
    expect(view.standards.map((s) => s.code)).toEqual(["LC.1.OA.6"]);
    const cell = (studentId: string) => view.cells.find((c) => c.studentId === studentId && c.standardId === w.adding.id);
    expect([cell(w.ada.student.id), cell(w.ben.student.id), cell(w.cy.student.id)]).toMatchObject([
      { level: 3, count: 1 },
      { level: 2, count: 1 },
      { level: null, count: 0 },
    ]);
  });

  it("the teacher changes one answer's level as they change a mark, and back to the level read from the answer", async () => {
    const afterChange = (await setLevel(as.teacher, checkId, w.ben.student.id, 4)).json<{ data: LiveCheck[] }>().data;
    expect(afterChange.find((c) => c.id === checkId)!.answers!.find((a) => a.studentId === w.ben.student.id)).toMatchObject({ level: 4, overridden: true });
    expect(standardIn(await childProgress(as.ben))).toMatchObject({ mastery: 4, liveChecks: [{ level: 4, overridden: true }] });
    await setLevel(as.teacher, checkId, w.ben.student.id, null);
    expect(standardIn(await childProgress(as.ben))).toMatchObject({ mastery: 2, liveChecks: [{ level: 2, overridden: false }] });
    // Bad levels, a child without an answer, a child, another class's teacher.
    await setLevel(as.teacher, checkId, w.ben.student.id, 5, 400);
    await setLevel(as.teacher, checkId, w.cy.student.id, 3, 404);
    await setLevel(as.ben, checkId, w.ben.student.id, 4, 403);
    await setLevel(as.otherTeacher, checkId, w.ben.student.id, 4, 404);
    expect(standardIn(await childProgress(as.ben))).toMatchObject({ mastery: 2 });
    // Each change is audited: the child, the standard, from and to (a refused one writes nothing).
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "live_check.evidence_set")).orderBy(asc(auditLog.at));
    expect(audit.map((a) => a.detail)).toEqual([
      { studentId: w.ben.student.id, standardId: w.adding.id, from: null, to: 4 },
      { studentId: w.ben.student.id, standardId: w.adding.id, from: 4, to: null },
    ]);
  });

  it("another class's teacher and another family see nothing of it", async () => {
    expect((await as.otherTeacher.get(path("/checks"))).status).toBe(404);
    await masteryView(as.otherTeacher, w.a.class.id, 404);
    const badgers = await masteryView(as.otherTeacher, w.b.class.id);
    expect(badgers.standards).toEqual([]);
    expect(badgers.cells).toEqual([]);
    await familyProgress(as.deeFamily, w.ada.student.id, 404);
    expect(standardIn(await familyProgress(as.deeFamily, w.dee.student.id))).toBeUndefined();
  });

  it("a check without a standard counts for nothing", async () => {
    const plain = await ask({ kind: "number", question: "5 + 5?" });
    expect(plain).toMatchObject({ standard: null, correctAnswer: null });
    await answer(as.ada, plain.id, "10");
    await close(plain.id);
    expect((await checks()).find((c) => c.id === plain.id)!.answers!.map((a) => a.level)).toEqual([null]);
    const refused = await setLevel(as.teacher, plain.id, w.ada.student.id, 3, 409);
    expect(refused.json<{ message: string }>().message).toBe(CHECK_WITHOUT_STANDARD);
    const page = await familyProgress(as.adaFamily, w.ada.student.id);
    expect(page.subjects.flatMap((s) => s.standards).flatMap((s) => s.liveChecks)).toHaveLength(1);
    expect(standardIn(page)).toMatchObject({ mastery: 3 });
  });

  it("a check still open when the room ends counts from the end, and its teacher can still change it", async () => {
    const last = await ask({ kind: "word", question: "Seven and ten make...?", standardId: w.adding.id, correctAnswer: "Seventeen" });
    await answer(as.ben, last.id, " seventeen ");
    await post(as.teacher, "/end");
    const ben = standardIn(await childProgress(as.ben))!;
    // Right whatever the capitals and spaces; the newest answer weighs most (0.65 x 3 + 0.35 x 2 = 2.65).
    expect(ben.liveChecks.map((c) => ({ checkId: c.checkId, correct: c.correct, level: c.level }))).toEqual([
      { checkId: last.id, correct: true, level: 3 },
      { checkId, correct: false, level: 2 },
    ]);
    expect(ben.mastery).toBe(3);
    await setLevel(as.teacher, last.id, w.ben.student.id, 1);
    expect(standardIn(await childProgress(as.ben))).toMatchObject({ mastery: 1 });
  });
});
