/**
 * The gradebook and marking (docs/api/gradebook.md): the grid's statuses (late, missing, excused, a
 * child's own due date), who may read and mark (the class's teacher and staff; another class's
 * teacher 404; children and families 403), marks as drafts invisible to the child and family until
 * returned, returning notifies the child and each guardian once, marks' validation, the standards
 * view by THE mastery rule over returned marks only, the CSV (with formulas neutralised) and the
 * personal comment bank.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BankComment, GradebookGrid, GradebookStandards, MarkingView } from "#common/schemas/learning/gradebook";
import { createSession } from "../../server/auth/sessions";
import {
  assignmentAdjustments,
  assignments,
  assignmentStandards,
  auditLog,
  files,
  marks,
  notifications,
  rubricCriteria,
  standards,
  workFiles,
  work,
} from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 60 * 60 * 1000;
const LEVELS = { "4": "Explains on their own", "3": "Explains", "2": "Explains with help", "1": "Starting" };

describe.each(DATABASE_KINDS)("the gradebook and marking on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"teacher" | "otherTeacher" | "student" | "guardian" | "admin", TestClient>;
  const now = Date.now();
  const at = (offsetDays: number) => new Date(now + offsetDays * DAY);

  async function build() {
    const { year, terms } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "=SUM(A1:A9)", accommodations: "Extra time" });
    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Carter" });
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Dawson" });
    for (const c of [ada, ben, cy]) await enrol(t.db, a.class.id, c.student.id);
    await enrol(t.db, b.class.id, dee.student.id);
    const [s1, s2] = await t.db
      .insert(standards)
      .values([
        { code: "GB.TEST.1", framework: "school", subjectCode: "math", grade: "1", domain: "Test", cluster: "Test", description: "Adds within 20" },
        { code: "GB.TEST.2", framework: "school", subjectCode: "ela", grade: "1", domain: "Test", cluster: "Test", description: "Retells a story" },
      ])
      .returning();
    const task = (title: string, values: Partial<typeof assignments.$inferInsert>) => ({
      classId: a.class.id,
      title,
      publishAt: at(-20),
      termId: terms[1]!.id,
      answerKinds: ["text", "files", "voice"],
      ...values,
    });
    const [a1, a2, a3, draft, b1] = await t.db
      .insert(assignments)
      .values([
        task("Fractions", { dueAt: at(-5), instructions: "<p>Shade half.</p>" }),
        task("Story retell", { dueAt: at(-2) }),
        task("Number line", { dueAt: at(5), termId: terms[0]!.id }),
        task("Secret draft", { dueAt: at(5), publishAt: null }),
        { classId: b.class.id, title: "Badger work", dueAt: at(-5), publishAt: at(-20) },
      ])
      .returning();
    await t.db.insert(assignmentStandards).values([
      { assignmentId: a1!.id, standardId: s1!.id },
      { assignmentId: a2!.id, standardId: s1!.id },
      { assignmentId: a2!.id, standardId: s2!.id },
    ]);
    const [c1, c2, cb] = await t.db
      .insert(rubricCriteria)
      .values([
        { assignmentId: a1!.id, position: 1, title: "Shades half", standardId: s1!.id, levels: LEVELS },
        { assignmentId: a1!.id, position: 2, title: "Neat work", levels: LEVELS },
        { assignmentId: b1!.id, position: 1, title: "Badger criterion", levels: LEVELS },
      ])
      .returning();
    // Ada handed in on time, Ben late; Cy has a later due date for Fractions; Ben is excused from the story.
    const [adaA1, benA1, cyA3, deeB1] = await t.db
      .insert(work)
      .values([
        {
          assignmentId: a1!.id,
          studentId: ada.student.id,
          status: "submitted",
          textAnswer: "Half is one of two equal parts.",
          submittedAt: at(-6),
          firstSubmittedAt: at(-6),
          attempts: 1,
        },
        {
          assignmentId: a1!.id,
          studentId: ben.student.id,
          status: "submitted",
          textAnswer: "Ben's half",
          submittedAt: at(-4),
          firstSubmittedAt: at(-4),
          attempts: 2,
        },
        { assignmentId: a3!.id, studentId: cy.student.id, status: "in_progress", textAnswer: "started", draftSavedAt: at(-1) },
        { assignmentId: b1!.id, studentId: dee.student.id, status: "submitted", textAnswer: "Badger answer", submittedAt: at(-6), attempts: 1 },
      ])
      .returning();
    await t.db.insert(assignmentAdjustments).values([
      { assignmentId: a1!.id, studentId: cy.student.id, dueAt: at(3), readAloud: true },
      { assignmentId: a2!.id, studentId: ben.student.id, excused: true },
    ]);
    const [voice] = await t.db
      .insert(files)
      .values({
        ownerUserId: ada.user.id,
        storedName: "v".repeat(48),
        originalName: "voice.webm",
        contentType: "audio/webm",
        size: 1200,
        sha256: "x",
        kind: "voice",
        durationSeconds: 7,
      })
      .returning();
    await t.db.insert(workFiles).values({ workId: adaA1!.id, fileId: voice!.id, kind: "voice" });
    const admin = await createUser(t.db, "admin", "gradebook-admin");
    return {
      terms,
      a,
      b,
      ada,
      ben,
      cy,
      dee,
      s1: s1!,
      s2: s2!,
      a1: a1!,
      a2: a2!,
      a3: a3!,
      draft: draft!,
      b1: b1!,
      c1: c1!,
      c2: c2!,
      cb: cb!,
      adaA1: adaA1!,
      benA1: benA1!,
      cyA3: cyA3!,
      deeB1: deeB1!,
      voice: voice!,
      admin,
    };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await build();
    as.teacher = await signIn(w.a.teacher!.id);
    as.otherTeacher = await signIn(w.b.teacher!.id);
    as.student = await signIn(w.ada.user.id);
    as.guardian = await signIn(w.ada.guardian!.id);
    as.admin = await signIn(w.admin.id);
  });
  afterAll(async () => t?.close());

  const grid = async (c: TestClient, query: string) => {
    const res = await c.get(`/api/teacher/gradebook?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: GradebookGrid }>().data;
  };
  const cellOf = (g: GradebookGrid, studentId: string, assignmentId: string) =>
    g.cells[g.students.findIndex((s) => s.id === studentId)]![g.assignments.findIndex((a) => a.id === assignmentId)]!;
  const view = async (c: TestClient, path: string) => {
    const res = await c.get(path);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: MarkingView }>().data;
  };

  it("shows the class's children × published work with THE status of each cell and each child's own due time", async () => {
    const g = await grid(as.teacher, `classId=${w.a.class.id}`);
    expect(g.class.name).toBe("Otters");
    expect(g.students.map((s) => s.firstName).sort()).toEqual(["Ada", "Ben", "Cy"]);
    expect(g.students.find((s) => s.firstName === "Ben")!.hasAccommodations).toBe(true);
    expect(g.assignments.map((a) => a.title)).toEqual(["Fractions", "Story retell", "Number line"]);
    expect(g.assignments[1]!.standardCodes).toEqual(["GB.TEST.1", "GB.TEST.2"]);
    expect(g.cells.map((row) => row.length)).toEqual([3, 3, 3]);
    expect(cellOf(g, w.ada.student.id, w.a1.id)).toMatchObject({ status: "submitted", workId: w.adaA1.id, marks: null });
    expect(cellOf(g, w.ben.student.id, w.a1.id).status).toBe("late");
    const cyFractions = cellOf(g, w.cy.student.id, w.a1.id);
    expect(cyFractions).toMatchObject({ status: "not_started", adjusted: true, workId: null });
    expect(new Date(cyFractions.ownDueAt!).getTime()).toBe(at(3).getTime());
    expect(cellOf(g, w.ada.student.id, w.a1.id).ownDueAt).toBeNull();
    expect(cellOf(g, w.ada.student.id, w.a2.id).status).toBe("missing");
    expect(cellOf(g, w.ben.student.id, w.a2.id).status).toBe("excused");
    expect(cellOf(g, w.cy.student.id, w.a3.id).status).toBe("in_progress");
    expect(g.terms.map((term) => term.name)).toEqual(["Term 1", "Term 2", "Term 3"]);
    // By subject (ela before math), then grade and code.
    expect(g.standards.map((s) => s.code)).toEqual(["GB.TEST.2", "GB.TEST.1"]);
    expect(JSON.stringify(g)).not.toContain("Secret draft");
    expect(JSON.stringify(g)).not.toContain("Badger");
  });

  it("filters by term and by standard", async () => {
    expect((await grid(as.teacher, `classId=${w.a.class.id}&termId=${w.terms[0]!.id}`)).assignments.map((a) => a.title)).toEqual(["Number line"]);
    expect((await grid(as.teacher, `classId=${w.a.class.id}&standardId=${w.s2.id}`)).assignments.map((a) => a.title)).toEqual(["Story retell"]);
    expect((await grid(as.teacher, `classId=${w.a.class.id}&standardId=${w.s1.id}`)).assignments.map((a) => a.title)).toEqual(["Fractions", "Story retell"]);
    const bad = await as.teacher.get(`/api/teacher/gradebook?classId=nope`);
    expect(bad.status).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("classId");
  });

  it("answers the class's teacher and staff; another class's teacher 404 with nothing of it; children and families 403", async () => {
    expect((await as.admin.get(`/api/teacher/gradebook?classId=${w.a.class.id}`)).status).toBe(200);
    expect((await as.admin.get(`/api/teacher/work/${w.deeB1.id}`)).status).toBe(200);
    expect((await as.admin.get(`/api/teacher/gradebook.csv?classId=${w.b.class.id}`)).status).toBe(200);
    const paths = [
      `/api/teacher/gradebook?classId=${w.a.class.id}`,
      `/api/teacher/gradebook/standards?classId=${w.a.class.id}`,
      `/api/teacher/gradebook.csv?classId=${w.a.class.id}`,
      `/api/teacher/work/${w.adaA1.id}`,
      `/api/teacher/assignments/${w.a2.id}/students/${w.ada.student.id}/work`,
    ];
    for (const path of paths) {
      const other = await as.otherTeacher.get(path);
      expect(other.status, path).toBe(404);
      expect(other.text).not.toMatch(/Ada|Otters|Fractions/);
      expect((await as.student.get(path)).status, path).toBe(403);
      expect((await as.guardian.get(path)).status, path).toBe(403);
    }
    // A child of another class through one's own assignment is a missing child.
    expect((await as.teacher.get(`/api/teacher/assignments/${w.a1.id}/students/${w.dee.student.id}/work`)).status).toBe(404);
    for (const [method, path, body] of [
      ["PUT", `/api/teacher/work/${w.adaA1.id}/marks`, { marks: [], feedback: "" }],
      ["PUT", `/api/teacher/assignments/${w.a2.id}/students/${w.ada.student.id}/marks`, { marks: [], feedback: "" }],
      ["POST", `/api/teacher/work/${w.adaA1.id}/return`, {}],
      ["POST", `/api/teacher/gradebook/return`, { workIds: [w.adaA1.id] }],
    ] as const) {
      expect((await as.otherTeacher.mutate(method, path, body)).status, path).toBe(404);
      expect((await as.student.mutate(method, path, body)).status, path).toBe(403);
      expect((await as.guardian.mutate(method, path, body)).status, path).toBe(403);
    }
    expect(await t.db.select().from(marks)).toEqual([]);
  });

  it("opens the marking view: the work, the voice answer, the rubric with its levels, the standards and the child's change", async () => {
    const v = await view(as.teacher, `/api/teacher/work/${w.adaA1.id}`);
    expect(v.student.firstName).toBe("Ada");
    expect(v.status).toBe("submitted");
    expect(v.work).toMatchObject({ textAnswer: "Half is one of two equal parts.", attempts: 1, late: false, returnedAt: null });
    expect(v.files).toEqual([{ fileId: w.voice.id, kind: "voice", name: "voice.webm", contentType: "audio/webm", size: 1200, durationSeconds: 7 }]);
    expect(v.criteria.map((c) => [c.title, c.standardCode, c.levels["3"]])).toEqual([
      ["Shades half", "GB.TEST.1", "Explains"],
      ["Neat work", null, "Explains"],
    ]);
    expect(v.standards.map((s) => s.code)).toEqual(["GB.TEST.1"]);
    // The teacher opens the voice answer through the files endpoint.
    // A drawing and a photo handed in keep their kinds: the marking view shows them as pictures.
    const pictures = await t.db
      .insert(files)
      .values(
        (["drawing", "photo"] as const).map((kind) => ({
          ownerUserId: w.ben.user.id,
          storedName: `${kind}-${"p".repeat(40)}`,
          originalName: `${kind}.png`,
          contentType: "image/png",
          size: 900,
          sha256: "x",
          kind,
        })),
      )
      .returning();
    await t.db.insert(workFiles).values(pictures.map((p) => ({ workId: w.benA1.id, fileId: p.id, kind: p.kind })));
    const late = await view(as.teacher, `/api/teacher/work/${w.benA1.id}`);
    expect(late.work!.late).toBe(true);
    expect(late.files.map((f) => [f.kind, f.name, f.contentType]).sort()).toEqual([
      ["drawing", "drawing.png", "image/png"],
      ["photo", "photo.png", "image/png"],
    ]);
    const notHandedIn = await view(as.teacher, `/api/teacher/assignments/${w.a1.id}/students/${w.cy.student.id}/work`);
    expect(notHandedIn.work).toBeNull();
    expect(notHandedIn.adjustment).toMatchObject({ readAloud: true });
    expect(new Date(notHandedIn.dueAt!).getTime()).toBe(at(3).getTime());
  });

  it("refuses a level outside 1-4, another work's criterion and a standard the work does not assess, saving nothing", async () => {
    const put = (body: unknown) => as.teacher.mutate("PUT", `/api/teacher/work/${w.adaA1.id}/marks`, body);
    const five = await put({ marks: [{ criterionId: w.c1.id, level: 5 }], feedback: "" });
    expect(five.status).toBe(400);
    expect(five.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("marks.0.level");
    const foreign = await put({ marks: [{ criterionId: w.cb.id, level: 3 }], feedback: "" });
    expect(foreign.status).toBe(400);
    expect(foreign.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("marks.0.criterionId");
    const notAssessed = await put({ marks: [{ standardId: w.s2.id, level: 3 }], feedback: "" });
    expect(notAssessed.status).toBe(400);
    expect(notAssessed.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("marks.0.standardId");
    const neither = await put({ marks: [{ level: 3 }] });
    expect(neither.status).toBe(400);
    expect(await t.db.select().from(marks)).toEqual([]);
  });

  it("keeps marks and the comment as drafts the child and family never see, until returned; returning notifies each once; each is audited", async () => {
    const audited = () =>
      t.db
        .select({ action: auditLog.action, actor: auditLog.actorUserId, summary: auditLog.summary, detail: auditLog.detail })
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "submission"), eq(auditLog.targetId, w.adaA1.id)))
        .orderBy(asc(auditLog.at));
    const res = await as.teacher.mutate("PUT", `/api/teacher/work/${w.adaA1.id}/marks`, {
      marks: [
        { criterionId: w.c1.id, level: 2, standardId: w.s2.id },
        { criterionId: w.c2.id, level: 3 },
      ],
      feedback: "Lovely shading, Ada!",
    });
    expect(res.status, res.text).toBe(200);
    const saved = await t.db.select().from(marks).where(eq(marks.workId, w.adaA1.id));
    // The criterion's standard is copied into its mark, whatever the body said.
    expect(saved.map((m) => [m.criterionId, m.standardId, m.level]).sort()).toEqual(
      [
        [w.c1.id, w.s1.id, 2],
        [w.c2.id, null, 3],
      ].sort(),
    );
    const [row] = await t.db.select().from(work).where(eq(work.id, w.adaA1.id));
    expect(row).toMatchObject({ returnedAt: null, status: "submitted", feedback: "Lovely shading, Ada!", markedBy: w.a.teacher!.id });
    // Audited with who, which work and the levels; the comment's words stay on the work only.
    expect(await audited()).toEqual([
      {
        action: "submission.marked",
        actor: w.a.teacher!.id,
        summary: expect.stringContaining('"Fractions"'),
        detail: {
          assignmentId: w.a1.id,
          studentId: w.ada.student.id,
          marks: expect.arrayContaining([
            { mark: `criterion:${w.c1.id}`, from: null, to: 2 },
            { mark: `criterion:${w.c2.id}`, from: null, to: 3 },
          ]),
          commentChanged: true,
          hasComment: true,
        },
      },
    ]);
    expect(JSON.stringify(await audited())).not.toContain("Lovely shading");
    expect(cellOf(await grid(as.teacher, `classId=${w.a.class.id}`), w.ada.student.id, w.a1.id)).toMatchObject({
      status: "submitted",
      marks: { count: 2, average: 2.5, draft: true },
    });
    expect(await t.db.select().from(notifications)).toEqual([]);
    // The child's and the family's reads on main show nothing of the draft.
    for (const [c, path] of [
      [as.student, "/api/student/home"],
      [as.guardian, "/api/family/children"],
      [as.guardian, `/api/family/children/${w.ada.student.id}/day`],
    ] as const) {
      const r = await c.get(path);
      expect(r.status, path).toBeLessThan(500);
      expect(r.text).not.toContain("Lovely shading");
    }
    // The standards view counts returned marks only.
    const before = (await as.teacher.get(`/api/teacher/gradebook/standards?classId=${w.a.class.id}`)).json<{ data: GradebookStandards }>().data;
    expect(before.cells.find((c) => c.studentId === w.ada.student.id && c.standardId === w.s1.id)).toMatchObject({ level: null, count: 0 });

    const returned = await as.teacher.mutate("POST", `/api/teacher/work/${w.adaA1.id}/return`, {});
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json<{ data: MarkingView }>().data.status).toBe("returned");
    const notes = await t.db.select().from(notifications).where(eq(notifications.subjectId, w.adaA1.id));
    expect(notes.map((n) => n.userId).sort()).toEqual([w.ada.user.id, w.ada.guardian!.id].sort());
    expect(notes.every((n) => n.kind === "work_returned" && n.title === "Fractions was returned" && n.studentId === w.ada.student.id)).toBe(true);
    expect(notes.find((n) => n.userId === w.ada.guardian!.id)!.link).toBe(`/parent/progress?child=${w.ada.student.id}`);
    expect(notes.find((n) => n.userId === w.ada.user.id)!.link).toBe(`/portal/assignments/${w.a1.id}/work`);
    // Returning again raises the same notifications anew, never a second copy.
    await t.db.update(notifications).set({ readAt: new Date() }).where(eq(notifications.subjectId, w.adaA1.id));
    expect((await as.teacher.mutate("POST", `/api/teacher/work/${w.adaA1.id}/return`, {})).status).toBe(200);
    const again = await t.db.select().from(notifications).where(eq(notifications.subjectId, w.adaA1.id));
    expect(again).toHaveLength(2);
    expect(again.every((n) => n.readAt === null)).toBe(true);
    expect(cellOf(await grid(as.teacher, `classId=${w.a.class.id}`), w.ada.student.id, w.a1.id)).toMatchObject({ status: "returned", marks: { draft: false } });

    // A change after the return stays returned (the family sees the change).
    const changed = await as.teacher.mutate("PUT", `/api/teacher/work/${w.adaA1.id}/marks`, {
      marks: [
        { criterionId: w.c1.id, level: 2 },
        { criterionId: w.c2.id, level: 4 },
      ],
      feedback: "Lovely shading, Ada!",
    });
    expect(changed.json<{ message: string; data: MarkingView }>().data.status).toBe("returned");
    // Saving the same again changes nothing, so records nothing.
    await as.teacher.mutate("PUT", `/api/teacher/work/${w.adaA1.id}/marks`, {
      marks: [
        { criterionId: w.c1.id, level: 2 },
        { criterionId: w.c2.id, level: 4 },
      ],
      feedback: "Lovely shading, Ada!",
    });
    const log = await audited();
    expect(log.map((e) => e.action)).toEqual(["submission.marked", "submission.returned", "submission.returned", "submission.marks_changed_after_return"]);
    expect(log[1]!.detail).toEqual({ assignmentId: w.a1.id, studentId: w.ada.student.id, again: false, marks: 2 });
    expect(log[2]!.detail).toMatchObject({ again: true });
    expect(log[3]!.detail).toEqual({
      assignmentId: w.a1.id,
      studentId: w.ada.student.id,
      marks: [{ mark: `criterion:${w.c2.id}`, from: 3, to: 4 }],
      commentChanged: false,
      hasComment: true,
    });
  });

  it("marks work done on paper (creating its row), refuses to return nothing, and returns several at once", async () => {
    // Nothing to return: Cy's draft on the number line has no marks or comment.
    expect((await as.teacher.mutate("POST", `/api/teacher/work/${w.cyA3.id}/return`, {})).status).toBe(409);
    const paper = await as.teacher.mutate("PUT", `/api/teacher/assignments/${w.a2.id}/students/${w.ada.student.id}/marks`, {
      marks: [
        { standardId: w.s1.id, level: 4 },
        { standardId: w.s2.id, level: 3 },
      ],
      feedback: "Great retell in class.",
    });
    expect(paper.status, paper.text).toBe(200);
    const paperView = paper.json<{ data: MarkingView }>().data;
    expect(paperView.work).toMatchObject({ status: "in_progress", submittedAt: null, returnedAt: null });
    const many = await as.teacher.mutate("POST", "/api/teacher/gradebook/return", { workIds: [paperView.work!.id, w.cyA3.id] });
    expect(many.status, many.text).toBe(200);
    expect(many.json<{ data: { returned: number; skipped: number } }>().data).toEqual({ returned: 1, skipped: 1 });
    const g = await grid(as.teacher, `classId=${w.a.class.id}`);
    expect(cellOf(g, w.ada.student.id, w.a2.id).status).toBe("returned");
    expect(cellOf(g, w.cy.student.id, w.a3.id).status).toBe("in_progress");
    // Work not published yet cannot be returned: the child could not open it.
    const draftMarks = await as.teacher.mutate("PUT", `/api/teacher/assignments/${w.draft.id}/students/${w.ada.student.id}/marks`, {
      marks: [],
      feedback: "Early look",
    });
    expect(draftMarks.status, draftMarks.text).toBe(200);
    const early = await as.teacher.mutate("POST", `/api/teacher/work/${draftMarks.json<{ data: MarkingView }>().data.work!.id}/return`, {});
    expect(early.status).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/not published/);
    // Another class's work in the batch refuses the whole batch.
    expect((await as.teacher.mutate("POST", "/api/teacher/gradebook/return", { workIds: [w.cyA3.id, w.deeB1.id] })).status).toBe(404);
  });

  it("shows mastery per child and standard by THE rule (a decaying average) over returned marks only", async () => {
    // Ben's draft marks on the standard must not count.
    await as.teacher.mutate("PUT", `/api/teacher/work/${w.benA1.id}/marks`, { marks: [{ criterionId: w.c1.id, level: 4 }], feedback: "" });
    const res = await as.teacher.get(`/api/teacher/gradebook/standards?classId=${w.a.class.id}`);
    expect(res.status, res.text).toBe(200);
    const v = res.json<{ data: GradebookStandards }>().data;
    expect(v.rule).toMatch(/decaying average/);
    const cell = (studentId: string, standardId: string) => v.cells.find((c) => c.studentId === studentId && c.standardId === standardId)!;
    // Ada on GB.TEST.1: 2 (Fractions, handed in 6 days ago), then 4 (the story, marked on paper and returned now):
    // 0.65 × 4 + 0.35 × 2 = 3.3, Meets. The average of the two (3) would say the same; the rule weights the latest.
    expect(cell(w.ada.student.id, w.s1.id)).toEqual({ studentId: w.ada.student.id, standardId: w.s1.id, level: 3, count: 2 });
    expect(cell(w.ada.student.id, w.s2.id)).toMatchObject({ level: 3, count: 1 });
    expect(cell(w.ben.student.id, w.s1.id)).toMatchObject({ level: null, count: 0 });
    const ela = (await as.teacher.get(`/api/teacher/gradebook/standards?classId=${w.a.class.id}&subject=ela`)).json<{ data: GradebookStandards }>().data;
    expect(ela.standards.map((s) => s.code)).toEqual(["GB.TEST.2"]);
    // A third returned mark of 1 pulls the level down: 0.65 × 1 + 0.35 × 3 = 1.7, Approaching.
    const later = await t.db
      .insert(assignments)
      .values({ classId: w.a.class.id, title: "Quick check", dueAt: at(-1), publishAt: at(-3), termId: w.terms[1]!.id })
      .returning();
    await t.db.insert(assignmentStandards).values({ assignmentId: later[0]!.id, standardId: w.s1.id });
    const put = await as.teacher.mutate("PUT", `/api/teacher/assignments/${later[0]!.id}/students/${w.ada.student.id}/marks`, {
      marks: [{ standardId: w.s1.id, level: 1 }],
    });
    await as.teacher.mutate("POST", `/api/teacher/work/${put.json<{ data: MarkingView }>().data.work!.id}/return`, {});
    const after = (await as.teacher.get(`/api/teacher/gradebook/standards?classId=${w.a.class.id}`)).json<{ data: GradebookStandards }>().data;
    expect(after.cells.find((c) => c.studentId === w.ada.student.id && c.standardId === w.s1.id)).toMatchObject({ level: 2, count: 3 });
  });

  it("exports the gradebook as CSV: a row per child, returned averages or statuses, mastery labels, formulas neutralised", async () => {
    const res = await as.teacher.get(`/api/teacher/gradebook.csv?classId=${w.a.class.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="gradebook-Otters-/);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^"Last name","First name","Preferred name","Fractions \(due \d{4}-\d{2}-\d{2}\)","Story retell \(due/);
    expect(lines[0]).toContain('"GB.TEST.2 mastery","GB.TEST.1 mastery"');
    expect(lines).toHaveLength(4);
    const ada = lines.find((l) => l.startsWith('"Abbott"'))!;
    // Fractions returned (2 and 4: 3.0), the story returned (4 and 3: 3.5), the quick check 1.0, the number line not started.
    expect(ada).toContain('"3.0","3.5","1.0","Not started"');
    expect(ada).toContain('"Meets (3)","Approaching (2)"');
    const ben = lines.find((l) => l.includes('"Ben"'))!;
    expect(ben.startsWith(`"'=SUM(A1:A9)"`)).toBe(true);
    // Ben's draft marks on Fractions never leave the marking view: the CSV says Late.
    expect(ben).toContain('"Late","Excused"');
    expect(ben).toContain('"Not yet assessed"');
  });

  it("keeps each teacher's own comment bank, most used first", async () => {
    const add = async (c: TestClient, text: string) => c.mutate("POST", "/api/teacher/comment-bank", { text });
    const first = await add(as.teacher, "Great effort!");
    expect(first.status).toBe(201);
    const second = (await add(as.teacher, "Check your units.")).json<{ data: BankComment }>().data;
    expect((await add(as.teacher, "Great effort!")).status).toBe(200);
    expect((await add(as.teacher, "   ")).status).toBe(400);
    expect((await as.teacher.mutate("POST", `/api/teacher/comment-bank/${second.id}/use`, {})).json<{ data: BankComment }>().data.uses).toBe(1);
    const list = (await as.teacher.get("/api/teacher/comment-bank")).json<{ data: { comments: BankComment[] } }>().data.comments;
    expect(list.map((c) => c.text)).toEqual(["Check your units.", "Great effort!"]);
    // Another teacher sees none of it, and can neither use nor delete it.
    expect((await as.otherTeacher.get("/api/teacher/comment-bank")).json<{ data: { comments: BankComment[] } }>().data.comments).toEqual([]);
    expect((await as.otherTeacher.mutate("POST", `/api/teacher/comment-bank/${second.id}/use`, {})).status).toBe(404);
    expect((await as.otherTeacher.mutate("DELETE", `/api/teacher/comment-bank/${second.id}`)).status).toBe(404);
    expect((await as.student.get("/api/teacher/comment-bank")).status).toBe(403);
    expect((await as.teacher.mutate("DELETE", `/api/teacher/comment-bank/${second.id}`)).status).toBe(200);
    expect((await as.teacher.get("/api/teacher/comment-bank")).json<{ data: { comments: BankComment[] } }>().data.comments.map((c) => c.text)).toEqual([
      "Great effort!",
    ]);
  });
});
