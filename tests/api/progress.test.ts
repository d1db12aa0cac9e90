/**
 * Family progress and term comments (docs/api/progress.md): mastery per standard by THE rule from
 * returned marks only, with the evidence (the work, the level, the teacher's comment); draft marks
 * and feedback never shown; upcoming and missing work; a guardian's own child only; the child's own
 * page without report cards; teachers' term comments for their classes only.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FamilyProgress, TermComments } from "#common/schemas/learning/progress";
import { createSession } from "../../server/auth/sessions";
import { enrolments } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { daysAgo, daysAhead, handIn, makeAssignment, makeStandard } from "../support/progress-work";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Actor = "teacher" | "otherTeacher" | "student" | "otherStudent" | "guardian" | "otherGuardian" | "admin";

describe.each(DATABASE_KINDS)("family progress on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<Actor, TestClient>;
  let w: Awaited<ReturnType<typeof build>>;

  async function build() {
    const { terms } = await makeYear(t.db);
    const term = terms[0]!;
    const a = await makeClass(t.db, term.schoolYearId, { name: "Otters", grade: "3" });
    const b = await makeClass(t.db, term.schoolYearId, { name: "Badgers", grade: "3" });
    const child = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill", grade: "3" });
    const other = await makeStudent(t.db, { firstName: "Cy", lastName: "Marsh", grade: "3" });
    await enrol(t.db, a.class.id, child.student.id);
    await enrol(t.db, b.class.id, other.student.id);
    const fractions = await makeStandard(t.db, { code: "P.3.NF.1", subjectCode: "math", description: "Understand a fraction as a part of a whole" });
    const reading = await makeStandard(t.db, { code: "P.RL.3.3", subjectCode: "ela", description: "Describe characters in a story" });
    const unassessed = await makeStandard(t.db, { code: "P.3.MD.1", subjectCode: "math", description: "Tell time to the minute" });
    // Two returned pieces on fractions (2 then 4: 0.65*4 + 0.35*2 = 3.3, Meets), one with a rubric.
    const first = await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Pizza fractions", standardIds: [fractions.id] });
    await handIn(t.db, {
      assignmentId: first.assignment.id,
      studentId: child.student.id,
      submittedAt: daysAgo(9),
      marks: { [fractions.id]: 2 },
      feedback: "Look again at the halves.",
      returnedAt: daysAgo(8),
    });
    const second = await makeAssignment(t.db, {
      classId: a.class.id,
      termId: term.id,
      title: "Fraction strips",
      standardIds: [fractions.id, reading.id],
      rubric: true,
    });
    await handIn(t.db, {
      assignmentId: second.assignment.id,
      studentId: child.student.id,
      submittedAt: daysAgo(5),
      marks: { [fractions.id]: 4 },
      criteria: second.criteria,
      feedback: "Wonderful strips, Ada!",
      returnedAt: daysAgo(4),
    });
    // Marked but not returned: a draft, invisible to the family.
    const draft = await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Story characters", standardIds: [reading.id] });
    await handIn(t.db, {
      assignmentId: draft.assignment.id,
      studentId: child.student.id,
      submittedAt: daysAgo(2),
      marks: { [reading.id]: 1 },
      feedback: "DRAFT-SECRET note",
      returnedAt: null,
    });
    // A lesson plan standard assessed by work not handed in: Not yet assessed, and the work is missing.
    await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Clock faces", standardIds: [unassessed.id], dueAt: daysAgo(1) });
    await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Number line", dueAt: daysAhead(3) });
    await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Far away project", dueAt: daysAhead(30) });
    await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Not yet published", dueAt: daysAhead(2), publishAt: null });
    // The other family's child has returned work too.
    const theirs = await makeAssignment(t.db, { classId: b.class.id, termId: term.id, title: "Badger maths", standardIds: [fractions.id] });
    await handIn(t.db, {
      assignmentId: theirs.assignment.id,
      studentId: other.student.id,
      marks: { [fractions.id]: 1 },
      feedback: "Marsh feedback",
      returnedAt: daysAgo(3),
    });
    const admin = await createUser(t.db, "admin", "progress-admin");
    return { terms, term, a, b, child, other, fractions, reading, unassessed, admin };
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
    as.student = await signIn(w.child.user.id);
    as.otherStudent = await signIn(w.other.user.id);
    as.guardian = await signIn(w.child.guardian!.id);
    as.otherGuardian = await signIn(w.other.guardian!.id);
    as.admin = await signIn(w.admin.id);
  });
  afterAll(async () => t?.close());

  const progressOf = async (c: TestClient, studentId: string, termId?: string) => {
    const res = await c.get(`/api/family/progress?studentId=${studentId}${termId ? `&termId=${termId}` : ""}`);
    return { status: res.status, text: res.text, data: res.status === 200 ? res.json<{ data: FamilyProgress }>().data : null };
  };

  it("shows the guardian each standard's mastery by the rule from returned marks, with the evidence and the teacher's comment", async () => {
    const { status, data, text } = await progressOf(as.guardian, w.child.student.id, w.term.id);
    expect(status).toBe(200);
    expect(data!.child).toMatchObject({ firstName: "Ada", lastName: "Quill" });
    expect(data!.termId).toBe(w.term.id);
    const math = data!.subjects.find((s) => s.code === "math")!;
    expect(math.name).toBe("Mathematics");
    const fractions = math.standards.find((s) => s.code === "P.3.NF.1")!;
    expect(fractions.mastery).toBe(3);
    expect(fractions.evidence.map((e) => [e.assignmentTitle, e.level, e.feedback, e.className])).toEqual([
      ["Fraction strips", 4, "Wonderful strips, Ada!", "Otters"],
      ["Pizza fractions", 2, "Look again at the halves.", "Otters"],
    ]);
    expect(fractions.evidence[0]!.criterion).toBe("Criterion 1");
    // The work screen is the child's route: the family reads the work inline, from the work endpoint.
    expect(fractions.evidence.map((e) => e.workLink)).toEqual([null, null]);
    expect([...data!.upcoming, ...data!.missing].every((x) => x.workLink === null)).toBe(true);
    const work = await as.guardian.get(`/api/assignments/${fractions.evidence[0]!.assignmentId}/work?studentId=${w.child.student.id}`);
    expect(work.status).toBe(200);
    expect(work.json<{ data: { feedback: string; student: { id: string } } }>().data).toMatchObject({
      feedback: "Wonderful strips, Ada!",
      student: { id: w.child.student.id },
    });
    expect(math.standards.find((s) => s.code === "P.3.MD.1")).toMatchObject({ mastery: null, evidence: [] });
    // Reading is assessed, but its only mark is a draft: Not yet assessed, nothing of the draft shown.
    const ela = data!.subjects.find((s) => s.code === "ela")!;
    expect(ela.standards.find((s) => s.code === "P.RL.3.3")).toMatchObject({ mastery: null, evidence: [] });
    expect(text).not.toContain("DRAFT-SECRET");
    expect(text).not.toContain("Marsh");
  });

  it("lists upcoming work of the next 14 days and missing work, published work only", async () => {
    const { data } = await progressOf(as.guardian, w.child.student.id);
    expect(data!.upcoming.map((u) => u.title)).toEqual(["Number line"]);
    expect(data!.missing.map((m) => [m.title, m.status])).toEqual([["Clock faces", "missing"]]);
    expect(JSON.stringify(data)).not.toContain("Not yet published");
  });

  it("answers another family's child, a teacher and a child with 404 or 403, and staff with the page", async () => {
    const theirs = await progressOf(as.otherGuardian, w.child.student.id);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain("Ada");
    expect((await progressOf(as.teacher, w.child.student.id)).status).toBe(403);
    expect((await progressOf(as.student, w.child.student.id)).status).toBe(403);
    expect((await progressOf(as.admin, w.other.student.id, w.term.id)).data!.subjects.find((s) => s.code === "math")!.standards[0]!.mastery).toBe(1);
    expect((await new TestClient(t.url).get(`/api/family/progress?studentId=${w.child.student.id}`)).status).toBe(401);
  });

  it("a child who moved section keeps their work there as evidence: they and their family read it, nothing more is handed in", async () => {
    const mover = await makeStudent(t.db, { firstName: "Moe", lastName: "Lark", grade: "3" });
    const before = await enrol(t.db, w.a.class.id, mover.student.id);
    const kites = await makeAssignment(t.db, { classId: w.a.class.id, termId: w.term.id, title: "Kite fractions", standardIds: [w.fractions.id] });
    await handIn(t.db, {
      assignmentId: kites.assignment.id,
      studentId: mover.student.id,
      marks: { [w.fractions.id]: 3 },
      feedback: "Lovely kites, Moe.",
      returnedAt: daysAgo(2),
    });
    const untouched = await makeAssignment(t.db, { classId: w.a.class.id, termId: w.term.id, title: "Otters only", standardIds: [w.fractions.id] });
    await t.db
      .update(enrolments)
      .set({ endedAt: daysAgo(1), endReason: "moved", movedTo: w.b.class.id })
      .where(eq(enrolments.id, before.id));
    await enrol(t.db, w.b.class.id, mover.student.id);
    const guardian = await signIn(mover.guardian!.id);
    const child = await signIn(mover.user.id);

    const evidence = (await progressOf(guardian, mover.student.id, w.term.id))
      .data!.subjects.find((s) => s.code === "math")!
      .standards.find((s) => s.code === "P.3.NF.1")!.evidence;
    expect(evidence.map((e) => [e.assignmentTitle, e.className])).toEqual([["Kite fractions", "Otters"]]);
    type Screen = { data: { feedback: string; editable: boolean; student: { id: string } } };
    const shown = await guardian.get(`/api/assignments/${kites.assignment.id}/work?studentId=${mover.student.id}`);
    expect(shown.status).toBe(200);
    expect(shown.json<Screen>().data).toMatchObject({ feedback: "Lovely kites, Moe.", editable: false, student: { id: mover.student.id } });
    const own = await child.get(`/api/assignments/${kites.assignment.id}/work`);
    expect(own.status).toBe(200);
    expect(own.json<Screen>().data).toMatchObject({ feedback: "Lovely kites, Moe.", editable: false });
    // Read only: nothing can be changed or handed in to the class they left.
    expect((await child.mutate("PUT", `/api/assignments/${kites.assignment.id}/work/draft`, { textAnswer: "more", version: 1 })).status).toBe(404);
    expect((await child.mutate("POST", `/api/assignments/${kites.assignment.id}/work/submit`, { version: 1 })).status).toBe(404);
    // Work of the old class they never started, and other families, stay out.
    expect((await child.get(`/api/assignments/${untouched.assignment.id}/work`)).status).toBe(404);
    expect((await guardian.get(`/api/assignments/${untouched.assignment.id}/work?studentId=${mover.student.id}`)).status).toBe(404);
    const stranger = await as.otherGuardian.get(`/api/assignments/${kites.assignment.id}/work?studentId=${mover.student.id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.text).not.toContain("Moe");
    // A classmate of the old class reads the work's page as their own, never Moe's work.
    const classmate = await as.student.get(`/api/assignments/${kites.assignment.id}/work`);
    expect(classmate.status).toBe(200);
    expect(classmate.text).not.toContain("Lovely kites");
  });

  it("refuses bad input with a clear 400 and an unknown term with 404", async () => {
    const bad = await as.guardian.get("/api/family/progress?studentId=nope");
    expect(bad.status).toBe(400);
    expect(bad.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: "studentId", message: "Please choose a child." }]);
    expect((await as.guardian.get(`/api/family/progress?studentId=${w.child.student.id}&termId=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it("shows the child their own progress without report cards, and nobody else's", async () => {
    const res = await as.student.get(`/api/student/progress?termId=${w.term.id}`);
    expect(res.status).toBe(200);
    const data = res.json<{ data: FamilyProgress }>().data;
    expect(data.child.firstName).toBe("Ada");
    expect(data.reportCards).toEqual([]);
    // The child may open their own work screen from the evidence.
    const fractions = data.subjects.find((s) => s.code === "math")!.standards.find((s) => s.code === "P.3.NF.1")!;
    expect(fractions.evidence[0]!.workLink).toBe(`/portal/assignments/${fractions.evidence[0]!.assignmentId}/work?studentId=${w.child.student.id}`);
    expect(res.text).not.toContain("DRAFT-SECRET");
    expect((await as.guardian.get("/api/student/progress")).status).toBe(403);
  });

  it("keeps a teacher's term comments for their own class and children only", async () => {
    const url = `/api/teacher/term-comments?classId=${w.a.class.id}&termId=${w.term.id}`;
    const put = await as.teacher.mutate("PUT", "/api/teacher/term-comments", {
      classId: w.a.class.id,
      termId: w.term.id,
      studentId: w.child.student.id,
      comment: "Ada worked hard.\nShe reads every day.",
    });
    expect(put.status).toBe(200);
    const list = (await as.teacher.get(url)).json<{ data: TermComments }>().data;
    expect(list.students).toEqual([expect.objectContaining({ firstName: "Ada", comment: "Ada worked hard.\nShe reads every day." })]);
    // Another teacher, another class's child, a family: 404 or 403, nothing of theirs.
    const theirs = await as.otherTeacher.get(url);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain("Ada");
    expect(
      (
        await as.otherTeacher.mutate("PUT", "/api/teacher/term-comments", {
          classId: w.a.class.id,
          termId: w.term.id,
          studentId: w.child.student.id,
          comment: "x",
        })
      ).status,
    ).toBe(404);
    expect(
      (await as.teacher.mutate("PUT", "/api/teacher/term-comments", { classId: w.a.class.id, termId: w.term.id, studentId: w.other.student.id, comment: "x" }))
        .status,
    ).toBe(404);
    expect((await as.guardian.get(url)).status).toBe(403);
    const tooLong = await as.teacher.mutate("PUT", "/api/teacher/term-comments", {
      classId: w.a.class.id,
      termId: w.term.id,
      studentId: w.child.student.id,
      comment: "a".repeat(2001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("comment");
    // An empty comment removes it.
    await as.teacher.mutate("PUT", "/api/teacher/term-comments", { classId: w.a.class.id, termId: w.term.id, studentId: w.child.student.id, comment: "" });
    expect((await as.teacher.get(url)).json<{ data: TermComments }>().data.students[0]!.comment).toBe("");
  });
});
