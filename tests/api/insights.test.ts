/**
 * Insights and analytics of a class (docs/api/insights.md): counts of missing and late work per
 * child and per assignment, the mastery distribution per standard from returned marks only, the
 * children flagged with their rule, and the weekly trends, all against rows inserted here; every
 * role; another teacher's class is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTENTION_RULES } from "#common/learning/attention";
import type { ClassAnalytics, ClassInsights } from "#common/schemas/learning/insights";
import { createSession } from "../../server/auth/sessions";
import { assignmentAdjustments, assignments, assignmentStandards, marks, standards, work } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe.each(DATABASE_KINDS)("insights and analytics on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<"teacher" | "otherTeacher" | "student" | "guardian" | "admin", TestClient>;
  let w: Awaited<ReturnType<typeof build>>;

  async function build() {
    const now = new Date();
    const startYear = now.getUTCMonth() >= 7 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    const { year, terms } = await makeYear(t.db, { startYear });
    const other = await makeYear(t.db, { startYear: startYear - 1, current: false });
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Rook" });
    const cal = await makeStudent(t.db, { firstName: "Cal", lastName: "Wren" });
    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Sparrow" });
    for (const s of [ada, ben, cal]) await enrol(t.db, a.class.id, s.student.id);
    await enrol(t.db, b.class.id, cy.student.id);
    const [s1, s2] = await t.db
      .insert(standards)
      .values([
        { code: "T.INS.1", framework: "school", subjectCode: "math", grade: "1", domain: "Test", cluster: "Test", description: "Counts to twenty" },
        { code: "T.INS.2", framework: "school", subjectCode: "math", grade: "1", domain: "Test", cluster: "Test", description: "Adds within ten" },
      ])
      .returning();
    const make = (title: string, dueDaysAgo: number, classId = a.class.id) =>
      t.db
        .insert(assignments)
        .values({ classId, title, termId: terms[0]!.id, dueAt: ago(dueDaysAgo), publishAt: ago(20) })
        .returning()
        .then((r) => r[0]!);
    const a1 = await make("Shapes hunt", 2);
    const a2 = await make("Number line", 5);
    const a3 = await make("Counting jar", 9);
    const a4 = await make("Story sums", -3);
    await make("Badgers' work", 2, b.class.id);
    const draft = await t.db
      .insert(assignments)
      .values({ classId: a.class.id, title: "Not yet published", dueAt: ago(1), publishAt: null })
      .returning();
    await t.db.insert(assignmentStandards).values([
      { assignmentId: a3.id, standardId: s1!.id },
      { assignmentId: a3.id, standardId: s2!.id },
      { assignmentId: a2.id, standardId: s1!.id },
    ]);
    const hand = async (assignmentId: string, studentId: string, submittedDaysAgo: number, returnedDaysAgo: number | null, levels: [string, number][] = []) => {
      const [sub] = await t.db
        .insert(work)
        .values({
          assignmentId,
          studentId,
          status: returnedDaysAgo === null ? "submitted" : "returned",
          submittedAt: ago(submittedDaysAgo),
          firstSubmittedAt: ago(submittedDaysAgo),
          attempts: 1,
          returnedAt: returnedDaysAgo === null ? null : ago(returnedDaysAgo),
        })
        .returning();
      if (levels.length) await t.db.insert(marks).values(levels.map(([standardId, level]) => ({ workId: sub!.id, standardId, level })));
    };
    // Ada hands in nothing. Ben: a1 on time, a2 late, a3 returned with Beginning on both standards.
    await hand(a1.id, ben.student.id, 2.5, null);
    await hand(a2.id, ben.student.id, 4, null);
    await hand(a3.id, ben.student.id, 10, 8, [
      [s1!.id, 1],
      [s2!.id, 1],
    ]);
    // Cal: excused from a1; a2 and a3 on time and returned (S1: 3 then 4); a4 handed in early with a draft mark.
    await t.db.insert(assignmentAdjustments).values({ assignmentId: a1.id, studentId: cal.student.id, excused: true });
    await hand(a2.id, cal.student.id, 6, 4, [[s1!.id, 4]]);
    await hand(a3.id, cal.student.id, 10, 8, [[s1!.id, 3]]);
    await hand(a4.id, cal.student.id, 1, null, [[s2!.id, 1]]);
    const admin = await createUser(t.db, "admin", "insights-admin");
    return { year, terms, other, a, b, ada, ben, cal, cy, s1: s1!, s2: s2!, a1, a2, a3, a4, draft: draft[0]!, admin };
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

  const insights = async (c: TestClient, query = `classId=${w.a.class.id}`) => c.get(`/api/teacher/insights?${query}`);

  it("counts missing and late work per child and per assignment from the rows", async () => {
    const res = await insights(as.teacher);
    expect(res.status).toBe(200);
    const data = res.json<{ data: ClassInsights }>().data;
    expect(data.class.name).toBe("Otters");
    expect(data.children).toEqual([
      { studentId: w.ada.student.id, name: "Ada Quill", missing: 3, late: 0, due: 3 },
      { studentId: w.ben.student.id, name: "Ben Rook", missing: 0, late: 1, due: 3 },
      { studentId: w.cal.student.id, name: "Cal Wren", missing: 0, late: 0, due: 2 },
    ]);
    const byTitle = Object.fromEntries(
      data.assignments.map((x) => [x.title, { missing: x.missing, late: x.late, handedIn: x.handedIn, children: x.children }]),
    );
    expect(byTitle).toEqual({
      "Counting jar": { missing: 1, late: 0, handedIn: 2, children: 3 },
      "Number line": { missing: 1, late: 1, handedIn: 2, children: 3 },
      "Shapes hunt": { missing: 1, late: 0, handedIn: 1, children: 3 },
      "Story sums": { missing: 0, late: 0, handedIn: 1, children: 3 },
    });
    expect(res.text).not.toContain("Not yet published");
    expect(res.text).not.toContain("Badgers");
    expect(res.text).not.toContain("Sparrow");
  });

  it("gives the mastery distribution per standard from returned marks only, by the mastery rule", async () => {
    const data = (await insights(as.teacher)).json<{ data: ClassInsights }>().data;
    const s1 = data.standards.find((s) => s.code === "T.INS.1")!;
    const s2 = data.standards.find((s) => s.code === "T.INS.2")!;
    // Ben 1; Cal 3 then 4 -> 0.65*4 + 0.35*3 = 3.65 -> Exceeds; Ada not yet assessed.
    expect(s1).toMatchObject({ levels: { 4: 1, 3: 0, 2: 0, 1: 1 }, notYetAssessed: 1 });
    // Cal's draft mark (not returned) does not count.
    expect(s2).toMatchObject({ levels: { 4: 0, 3: 0, 2: 0, 1: 1 }, notYetAssessed: 2 });
    expect(data.masteryRule).toMatch(/decaying average/);
  });

  it("flags the children who need attention with the rule behind each flag", async () => {
    const data = (await insights(as.teacher)).json<{ data: ClassInsights }>().data;
    const flags = Object.fromEntries(data.attention.map((c) => [c.name, c.flags.map((f) => f.code)]));
    expect(flags).toEqual({ "Ada Quill": ["missing", "quiet"], "Ben Rook": ["beginning"] });
    const ada = data.attention.find((c) => c.name === "Ada Quill")!;
    expect(ada.flags[0]).toMatchObject({ rule: ATTENTION_RULES.missing.rule, detail: "3 missing", numbers: { count: 3 } });
    expect(data.rules.map((r) => r.rule)).toContain(ATTENTION_RULES.beginning.rule);
  });

  it("narrows to a term; a term of another year is a 404; an empty term has no work and no flags", async () => {
    const term1 = (await insights(as.teacher, `classId=${w.a.class.id}&termId=${w.terms[0]!.id}`)).json<{ data: ClassInsights }>().data;
    expect(term1.termId).toBe(w.terms[0]!.id);
    expect(term1.assignments).toHaveLength(4);
    const term2 = (await insights(as.teacher, `classId=${w.a.class.id}&termId=${w.terms[1]!.id}`)).json<{ data: ClassInsights }>().data;
    expect(term2.assignments).toEqual([]);
    expect(term2.standards).toEqual([]);
    expect(term2.attention).toEqual([]);
    expect((await insights(as.teacher, `classId=${w.a.class.id}&termId=${w.other.terms[0]!.id}`)).status).toBe(404);
  });

  it("gives weekly trends: on-time rate, turnaround and mastery over time, from the same rows", async () => {
    const res = await as.teacher.get(`/api/teacher/analytics?classId=${w.a.class.id}`);
    expect(res.status).toBe(200);
    const data = res.json<{ data: ClassAnalytics }>().data;
    const sum = (k: "due" | "onTime" | "late" | "missing") => data.onTime.reduce((n, x) => n + x[k], 0);
    expect({ due: sum("due"), onTime: sum("onTime"), late: sum("late"), missing: sum("missing") }).toEqual({ due: 8, onTime: 4, late: 1, missing: 3 });
    for (const week of data.onTime) if (week.due) expect(week.onTimeRate).toBe(Math.round((week.onTime / week.due) * 100));
    expect(data.turnaround.reduce((n, x) => n + x.returned, 0)).toBe(3);
    for (const week of data.turnaround.filter((x) => x.returned)) expect(week.averageDays).toBe(2);
    const last = data.mastery.at(-1)!;
    expect(last).toMatchObject({ subjectCode: "math", subjectName: "Mathematics", average: 2, assessed: 3 });
    expect(data.onTime.at(-1)!.weekOf <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it("answers the class's teachers and staff only; another teacher gets a 404 with nothing of the class", async () => {
    const other = await insights(as.otherTeacher);
    expect(other.status).toBe(404);
    expect(other.text).not.toMatch(/Otters|Quill/);
    expect((await as.otherTeacher.get(`/api/teacher/analytics?classId=${w.a.class.id}`)).status).toBe(404);
    for (const c of [as.student, as.guardian]) {
      expect((await insights(c)).status).toBe(403);
      expect((await c.get(`/api/teacher/analytics?classId=${w.a.class.id}`)).status).toBe(403);
    }
    expect((await insights(as.admin)).status).toBe(200);
    expect((await insights(as.teacher, "classId=nope")).status).toBe(400);
    expect((await insights(as.teacher, "")).status).toBe(400);
    expect((await insights(as.teacher, `classId=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await insights(as.admin, `classId=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await as.admin.get(`/api/teacher/analytics?classId=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    const empty = (await as.otherTeacher.get(`/api/teacher/insights?classId=${w.b.class.id}`)).json<{ data: ClassInsights }>().data;
    expect(empty.standards).toEqual([]);
    expect(empty.children.map((c) => c.name)).toEqual(["Cy Sparrow"]);
  });
});
