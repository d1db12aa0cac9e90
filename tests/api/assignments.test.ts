/**
 * Lessons and assignments of /teacher/content (docs/api/assignments.md): every endpoint by every
 * role and relationship (the class's teacher, another class's teacher, a child, a guardian, staff),
 * validation with field errors, sanitised instructions (no script survives), due dates entered in
 * the school's zone across daylight saving, terms from the due date, publish now and later, back to
 * draft only while nobody has handed in, marked criteria kept, per-child changes only for children
 * of the class, and copies to another class the teacher teaches.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssignmentDetail, AssignmentList } from "#common/schemas/learning/assignments";
import { createSession } from "../../server/auth/sessions";
import { assignments, classes, marks, resources, standards, users, work } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient, type TestResponse } from "../support/http-client";
import { PDF } from "../support/sample-files";
import { UNSAFE_MARKUP, XSS_PAYLOADS } from "../support/xss-payloads";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

/** A school year wholly in the future, so every date below is to come whenever the test runs. */
const Y = new Date().getUTCFullYear() + 1;
/** The second Sunday of March of `year`: daylight saving starts in New York. */
function dstStart(year: number) {
  const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + 7;
}
const pad = (n: number) => String(n).padStart(2, "0");
const DST_DAY = dstStart(Y + 1);
const BEFORE_DST = `${Y + 1}-03-${pad(DST_DAY - 2)}`;
const AFTER_DST = `${Y + 1}-03-${pad(DST_DAY + 1)}`;

const levels = (what: string) => ({ "4": `${what} beyond`, "3": `${what} meets`, "2": `${what} partly`, "1": `${what} not yet` });

describe.each(DATABASE_KINDS)("teacher content on %s", (kind) => {
  let t: TestApp;
  type Actor = "teacher" | "otherTeacher" | "student" | "guardian" | "admin";
  const as = {} as Record<Actor, TestClient>;
  let world: Awaited<ReturnType<typeof build>>;

  async function build() {
    const { year, terms } = await makeYear(t.db, { startYear: Y });
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    // The Otters' teacher also teaches a math section (a copy's target).
    const section = await makeClass(t.db, year.id, { name: "Math 1A", kind: "section", subject: "math", teacher: a.teacher });
    const child = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill", accommodations: "Extra time; read-aloud." });
    const classmate = await makeStudent(t.db, { firstName: "Ben", lastName: "Stone" });
    const other = await makeStudent(t.db, { firstName: "Cy", lastName: "Marsh" });
    await enrol(t.db, a.class.id, child.student.id);
    await enrol(t.db, a.class.id, classmate.student.id);
    await enrol(t.db, b.class.id, other.student.id);
    const admin = await createUser(t.db, "admin", "content-admin");
    const byCode = async (code: string) => (await t.db.select({ id: standards.id }).from(standards).where(eq(standards.code, code)))[0]!.id;
    return {
      year,
      terms,
      a,
      b,
      section,
      child,
      classmate,
      other,
      admin,
      nf: await byCode("3.NF.A.1"),
      rl: await byCode("RL.2.3"),
      ps: await byCode("K-PS2-1"),
    };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { apiRateLimitPerMinute: 1_000_000 } });
    world = await build();
    as.teacher = await signIn(world.a.teacher!.id);
    as.otherTeacher = await signIn(world.b.teacher!.id);
    as.student = await signIn(world.child.user.id);
    as.guardian = await signIn(world.child.guardian!.id);
    as.admin = await signIn(world.admin.id);
  });
  afterAll(async () => t?.close());

  const data = <T>(res: TestResponse) => res.json<{ data: T }>().data;
  const errorsOf = (res: TestResponse) => res.json<{ errors?: { field: string; message: string }[] }>().errors ?? [];
  const base = (overrides: Record<string, unknown> = {}) => ({
    classId: world.a.class.id,
    title: "Fractions on a number line",
    instructions: "<p>Mark <strong>one half</strong> on the line.</p>",
    due: { date: BEFORE_DST, time: "09:00" },
    answerKinds: ["text", "voice"],
    standardIds: [world.nf],
    rubric: [
      { title: "Places fractions", standardId: world.nf, levels: levels("Places") },
      { title: "Explains thinking", standardId: null, levels: levels("Explains") },
    ],
    attachments: [],
    ...overrides,
  });
  const create = async (c: TestClient, overrides: Record<string, unknown> = {}) => c.mutate("POST", "/api/teacher/assignments", base(overrides));
  const content = (d: AssignmentDetail, overrides: Record<string, unknown> = {}) => ({
    title: d.assignment.title,
    instructions: d.assignment.instructions,
    due: d.assignment.due,
    answerKinds: d.assignment.answerKinds,
    standardIds: d.standards.map((s) => s.id),
    rubric: d.rubric.map(({ id, title, standardId, levels }) => ({ id, title, standardId, levels })),
    attachments: d.attachments.map((a) => ({ kind: a.kind, id: a.id })),
    ...overrides,
  });

  it("creates a draft with standards, a rubric and attachments, and lists it with the class's counts", async () => {
    const file = data<{ id: string }>(await as.teacher.upload("/api/files", { name: "number line.pdf", bytes: PDF }));
    const [resource] = await t.db
      .insert(resources)
      .values({ scope: "school", ownerUserId: world.admin.id, title: "Fraction strips", kind: "link", url: "https://example.org/strips" })
      .returning();
    const res = await create(as.teacher, {
      attachments: [
        { kind: "file", id: file.id },
        { kind: "resource", id: resource!.id },
      ],
    });
    expect(res.status).toBe(201);
    const d = data<AssignmentDetail>(res);
    expect(d.assignment).toMatchObject({
      state: "draft",
      kind: "assignment",
      className: "Otters",
      answerKinds: ["text", "voice"],
      publishAt: null,
      handedIn: 0,
    });
    expect(d.standards.map((s) => s.code)).toEqual(["3.NF.A.1"]);
    expect(d.rubric.map((c) => [c.title, c.standardId, c.levels["4"], c.marks])).toEqual([
      ["Places fractions", world.nf, "Places beyond", 0],
      ["Explains thinking", null, "Explains beyond", 0],
    ]);
    expect(d.attachments).toEqual([
      { kind: "file", id: file.id, name: "number line.pdf", contentType: "application/pdf", size: PDF.length },
      { kind: "resource", id: resource!.id, name: "Fraction strips", resourceKind: "link", fileId: null, url: "https://example.org/strips" },
    ]);
    // The class's children for the per-child editor, the one with accommodations marked.
    expect(d.children.map((c) => [c.name, c.hasAccommodations])).toEqual([
      ["Ada Quill", true],
      ["Ben Stone", false],
    ]);
    const list = data<AssignmentList>(await as.teacher.get(`/api/teacher/assignments?classId=${world.a.class.id}`));
    expect(list.classes.map((c) => c.name).sort()).toEqual(["Math 1A", "Otters"]);
    expect(list.assignments.find((x) => x.id === d.assignment.id)).toMatchObject({ state: "draft", children: 2, handedIn: 0, returned: 0 });
    // Newest first: undated drafts, then the latest due.
    const dues = list.assignments.map((x) => x.dueAt);
    const dated = dues.filter((due): due is string => due !== null);
    expect(dues.slice(0, dues.length - dated.length).every((due) => due === null)).toBe(true);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(
      (await as.teacher.get("/api/teacher/assignments?status=published")).json<{ data: AssignmentList }>().data.assignments.map((x) => x.id),
    ).not.toContain(d.assignment.id);
  });

  it("answers only the class's teachers and staff: another teacher 404 with nothing of it, children and families 403", async () => {
    const d = data<AssignmentDetail>(await create(as.teacher, { title: "Secret otter plan" }));
    const id = d.assignment.id;
    const student = world.child.student.id;
    const calls: [string, string, unknown?][] = [
      ["GET", `/api/teacher/assignments/${id}`],
      ["PUT", `/api/teacher/assignments/${id}`, content(d)],
      ["POST", `/api/teacher/assignments/${id}/publish`, {}],
      ["POST", `/api/teacher/assignments/${id}/unpublish`, {}],
      ["POST", `/api/teacher/assignments/${id}/archive`, {}],
      ["POST", `/api/teacher/assignments/${id}/restore`, {}],
      ["POST", `/api/teacher/assignments/${id}/copy`, { classId: world.b.class.id }],
      ["PUT", `/api/teacher/assignments/${id}/adjustments/${student}`, { readAloud: true }],
      ["DELETE", `/api/teacher/assignments/${id}/adjustments/${student}`],
    ];
    for (const [method, path, body] of calls) {
      const res = method === "GET" ? await as.otherTeacher.get(path) : await as.otherTeacher.mutate(method as "PUT", path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.text).not.toMatch(/otter|Ada|Quill/i);
      for (const c of [as.student, as.guardian]) {
        const r = method === "GET" ? await c.get(path) : await c.mutate(method as "PUT", path, body);
        expect(r.status, `${method} ${path}`).toBe(403);
      }
    }
    for (const c of [as.student, as.guardian]) expect((await c.get("/api/teacher/assignments")).status).toBe(403);
    // Another teacher's list never shows it, and naming the class is a 404.
    expect((await as.otherTeacher.get("/api/teacher/assignments")).text).not.toContain("Secret otter plan");
    expect((await as.otherTeacher.get(`/api/teacher/assignments?classId=${world.a.class.id}`)).status).toBe(404);
    expect((await as.otherTeacher.mutate("POST", "/api/teacher/assignments", base({ title: "Intruder" }))).status).toBe(404);
    // Staff read and change any class's work.
    expect((await as.admin.get(`/api/teacher/assignments/${id}`)).status).toBe(200);
    expect((await as.admin.mutate("PUT", `/api/teacher/assignments/${id}`, content(d, { title: "Staff edit" }))).status).toBe(200);
    expect((await as.admin.get(`/api/teacher/assignments?classId=${world.b.class.id}`)).status).toBe(200);
    // A malformed id reads like a missing one.
    expect((await as.teacher.get("/api/teacher/assignments/not-a-uuid")).status).toBe(404);
  });

  it("refuses bad input with a clear 400 and the fields to fix", async () => {
    const empty = await create(as.teacher, { title: "  " });
    expect(empty.status).toBe(400);
    expect(errorsOf(empty)).toContainEqual({ field: "title", message: "Please enter a title." });
    const badDate = await create(as.teacher, { due: { date: "2027-02-30", time: "25:00" } });
    expect(
      errorsOf(badDate)
        .map((e) => e.field)
        .sort(),
    ).toEqual(["due.date", "due.time"]);
    const tooMany = await create(as.teacher, { rubric: Array.from({ length: 13 }, (_, i) => ({ title: `C${i}`, standardId: null, levels: levels("x") })) });
    expect(errorsOf(tooMany)).toContainEqual({ field: "rubric", message: "A rubric has at most 12 criteria." });
    const noLevel = await create(as.teacher, { rubric: [{ title: "C", standardId: null, levels: { ...levels("x"), "2": "" } }] });
    expect(errorsOf(noLevel)).toContainEqual({ field: "rubric.0.levels.2", message: "Please describe this level." });
    const notAssessed = await create(as.teacher, { standardIds: [world.nf], rubric: [{ title: "Reads", standardId: world.rl, levels: levels("r") }] });
    expect(notAssessed.status).toBe(400);
    expect(errorsOf(notAssessed)).toContainEqual({ field: "rubric.0.standardId", message: "A criterion's standard must be one the work assesses." });
    const noAnswer = await create(as.teacher, { answerKinds: [] });
    expect(errorsOf(noAnswer)[0]?.field).toBe("answerKinds");
    // Someone else's file, an unknown or archived standard, another teacher's own resource.
    const theirs = data<{ id: string }>(await as.otherTeacher.upload("/api/files", { name: "theirs.pdf", bytes: PDF }));
    const [archived] = await t.db
      .insert(standards)
      .values({
        code: "SCH.OLD.1",
        framework: "school",
        subjectCode: "sel",
        grade: "1",
        domain: "Old",
        cluster: "Old",
        description: "Retired",
        archivedAt: new Date(),
      })
      .returning();
    const [privateResource] = await t.db
      .insert(resources)
      .values({ scope: "teacher", ownerUserId: world.b.teacher!.id, title: "Badger notes", kind: "link", url: "https://example.org/b" })
      .returning();
    const refused = await create(as.teacher, {
      standardIds: [world.nf, archived!.id, "00000000-0000-4000-8000-000000000000"],
      rubric: [],
      attachments: [
        { kind: "file", id: theirs.id },
        { kind: "resource", id: privateResource!.id },
      ],
    });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused).map((e) => e.field)).toEqual(["standardIds.1", "standardIds.2", "attachments.0.id", "attachments.1.id"]);
    expect(refused.text).not.toContain("Badger notes");
    const junk = await as.teacher.mutate("POST", "/api/teacher/assignments", { classId: "nope", kind: "quiz", title: 42 });
    expect(junk.status).toBe(400);
    expect(
      errorsOf(junk)
        .map((e) => e.field)
        .sort(),
    ).toEqual(["classId", "kind", "title"]);
  });

  it("sanitises instructions on the server: formatting and safe links stay, no script survives", async () => {
    const kept = `<h3>Steps</h3><p><strong>Bold</strong> <em>it</em> <u>under</u></p><ol><li>one</li></ol><ul><li>two</li></ul><blockquote>quote</blockquote><p><a href="https://example.org/help">help</a> <a href="mailto:teacher@example.org">mail</a></p>`;
    const res = await create(as.teacher, { instructions: kept + XSS_PAYLOADS.join("\n") });
    expect(res.status).toBe(201);
    const stored = data<AssignmentDetail>(res).assignment.instructions;
    for (const bad of UNSAFE_MARKUP) {
      expect(stored, String(bad)).not.toMatch(bad);
    }
    expect(stored).toContain("<h3>Steps</h3>");
    expect(stored).toContain("<strong>Bold</strong> <em>it</em> <u>under</u>");
    expect(stored).toContain("<ol><li>one</li></ol><ul><li>two</li></ul><blockquote>quote</blockquote>");
    expect(stored).toContain('<a href="https://example.org/help" target="_blank" rel="noopener noreferrer">help</a>');
    expect(stored).toContain('<a href="mailto:teacher@example.org" target="_blank" rel="noopener noreferrer">mail</a>');
    // What is stored is what the database holds (nothing unsanitised behind the answer).
    const [row] = await t.db
      .select({ instructions: assignments.instructions })
      .from(assignments)
      .where(eq(assignments.id, data<AssignmentDetail>(res).assignment.id));
    expect(row!.instructions).toBe(stored);
  });

  it("reads the due date and time in the school's zone across daylight saving, and the term from it", async () => {
    const before = data<AssignmentDetail>(await create(as.teacher, { due: { date: BEFORE_DST, time: "09:00" } }));
    const after = data<AssignmentDetail>(await create(as.teacher, { due: { date: AFTER_DST, time: "09:00" } }));
    // 9:00 in New York is 14:00 UTC under EST and 13:00 UTC under EDT.
    expect(before.assignment.dueAt).toBe(`${BEFORE_DST}T14:00:00.000Z`);
    expect(after.assignment.dueAt).toBe(`${AFTER_DST}T13:00:00.000Z`);
    expect(after.assignment.due).toEqual({ date: AFTER_DST, time: "09:00" });
    // Term 2 ends on March 12 and term 3 starts March 22: a due date in the break counts for term 2.
    expect(before.assignment.termName).toBe("Term 2");
    expect(after.assignment.termName).toBe("Term 2");
    const spring = data<AssignmentDetail>(await create(as.teacher, { due: { date: `${Y + 1}-03-25`, time: "23:30" } }));
    expect(spring.assignment.termName).toBe("Term 3");
    expect(spring.assignment.dueAt).toBe(`${Y + 1}-03-26T03:30:00.000Z`);
    // A lesson has no due date; its term comes from its publish date.
    const lesson = data<AssignmentDetail>(await create(as.teacher, { kind: "lesson", due: { date: BEFORE_DST, time: "09:00" }, rubric: [] }));
    expect(lesson.assignment).toMatchObject({ kind: "lesson", dueAt: null, termId: null });
  });

  it("publishes later (scheduled) or now, refuses a past time or one after the due date, and goes back to draft only while nobody has handed in", async () => {
    const d = data<AssignmentDetail>(await create(as.teacher));
    const id = d.assignment.id;
    const past = await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`, { publishAt: { date: "2020-01-06", time: "08:00" } });
    expect(past.status).toBe(400);
    expect(errorsOf(past)[0]).toEqual({ field: "publishAt.date", message: "Please choose a time in the future to publish, or publish now." });
    const afterDue = await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`, { publishAt: { date: AFTER_DST, time: "08:00" } });
    expect(errorsOf(afterDue)[0]?.message).toBe("Work must be published before it is due.");
    const later = await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`, { publishAt: { date: `${Y + 1}-01-04`, time: "07:30" } });
    expect(later.status).toBe(200);
    expect(data<AssignmentDetail>(later).assignment).toMatchObject({
      state: "scheduled",
      publish: { date: `${Y + 1}-01-04`, time: "07:30" },
      publishAt: `${Y + 1}-01-04T12:30:00.000Z`,
    });
    const scheduled = data<AssignmentList>(await as.teacher.get(`/api/teacher/assignments?classId=${world.a.class.id}&status=scheduled`));
    expect(scheduled.assignments.map((x) => x.id)).toContain(id);
    const now = await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`);
    expect(data<AssignmentDetail>(now).assignment.state).toBe("published");
    const back = await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/unpublish`, {});
    expect(data<AssignmentDetail>(back).assignment.state).toBe("draft");
    await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`, {});
    // A child hands in: the counts show it, and the work can no longer go back to draft.
    await t.db.insert(work).values({
      assignmentId: id,
      studentId: world.child.student.id,
      status: "submitted",
      textAnswer: "1/2",
      firstSubmittedAt: new Date(),
      submittedAt: new Date(),
      attempts: 1,
    });
    const list = data<AssignmentList>(await as.teacher.get(`/api/teacher/assignments?classId=${world.a.class.id}&status=published`));
    expect(list.assignments.find((x) => x.id === id)).toMatchObject({ handedIn: 1, returned: 0, children: 2 });
    const refused = await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/unpublish`, {});
    expect(refused.status).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe("Children have already handed this in: it cannot go back to draft. Archive it instead.");
  });

  it("keeps children's work when the work changes, and refuses to remove a criterion or standard with marks", async () => {
    const d = data<AssignmentDetail>(await create(as.teacher));
    const id = d.assignment.id;
    await as.teacher.mutate("POST", `/api/teacher/assignments/${id}/publish`, {});
    const [stored] = await t.db
      .insert(work)
      .values({
        assignmentId: id,
        studentId: world.classmate.student.id,
        status: "submitted",
        textAnswer: "my answer",
        firstSubmittedAt: new Date(),
        submittedAt: new Date(),
        attempts: 1,
      })
      .returning();
    const [placed, explains] = d.rubric;
    await t.db.insert(marks).values({ workId: stored!.id, criterionId: placed!.id, standardId: world.nf, level: 3 });
    // Rewording and reordering keeps the criterion (and its mark); a new standard joins.
    const edited = content(d, {
      title: "Fractions, revised",
      standardIds: [world.nf, world.ps],
      rubric: [
        { id: explains!.id, title: "Explains", standardId: world.ps, levels: explains!.levels },
        { id: placed!.id, title: "Places fractions well", standardId: world.nf, levels: placed!.levels },
      ],
    });
    const ok = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}`, edited);
    expect(ok.status).toBe(200);
    const after = data<AssignmentDetail>(ok);
    expect(after.rubric.map((c) => [c.id, c.title, c.marks])).toEqual([
      [explains!.id, "Explains", 0],
      [placed!.id, "Places fractions well", 1],
    ]);
    expect(after.assignment.handedIn).toBe(1);
    const [kept] = await t.db.select().from(work).where(eq(work.id, stored!.id));
    expect(kept).toMatchObject({ textAnswer: "my answer", status: "submitted" });
    // Dropping the marked criterion is refused, and nothing of the edit is kept.
    const drop = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}`, { ...edited, title: "Dropped", rubric: [edited.rubric[0]] });
    expect(drop.status).toBe(409);
    expect(drop.json<{ message: string }>().message).toBe("This criterion already has marks: it cannot be removed. Edit its wording instead.");
    expect(data<AssignmentDetail>(await as.teacher.get(`/api/teacher/assignments/${id}`)).assignment.title).toBe("Fractions, revised");
    // A criterion id of another piece of work is refused.
    const foreign = data<AssignmentDetail>(await create(as.teacher)).rubric[0]!.id;
    const stolen = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}`, {
      ...edited,
      rubric: [...edited.rubric, { id: foreign, title: "x", standardId: null, levels: levels("x") }],
    });
    expect(errorsOf(stolen)).toContainEqual({ field: "rubric.2.id", message: "That criterion is not part of this work's rubric." });
    // A standard with a mark given without a rubric stays too.
    await t.db.insert(marks).values({ workId: stored!.id, criterionId: null, standardId: world.ps, level: 2 });
    const noPs = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}`, {
      ...edited,
      standardIds: [world.nf],
      rubric: edited.rubric.map((c) => ({ ...c, standardId: c.standardId === world.ps ? null : c.standardId })),
    });
    expect(noPs.status).toBe(409);
  });

  it("gives one child a later due date, reduced work or read-aloud, only for children of the class", async () => {
    const d = data<AssignmentDetail>(await create(as.teacher));
    const id = d.assignment.id;
    const ada = world.child.student.id;
    const set = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}/adjustments/${ada}`, {
      due: { date: AFTER_DST, time: "15:00" },
      reducedWork: "The first three questions.",
      readAloud: true,
    });
    expect(set.status).toBe(200);
    expect(data<AssignmentDetail>(set).adjustments).toEqual([
      {
        studentId: ada,
        name: "Ada Quill",
        dueAt: `${AFTER_DST}T19:00:00.000Z`,
        due: { date: AFTER_DST, time: "15:00" },
        reducedWork: "The first three questions.",
        readAloud: true,
        excused: false,
      },
    ]);
    const earlier = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}/adjustments/${ada}`, { due: { date: BEFORE_DST, time: "08:00" } });
    expect(errorsOf(earlier)).toEqual([{ field: "due.date", message: "A child's own due date must be later than the class's." }]);
    const nothing = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}/adjustments/${ada}`, {});
    expect(nothing.status).toBe(400);
    // A child of another class, or no child at all: 404, nothing of theirs.
    const elsewhere = await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}/adjustments/${world.other.student.id}`, { readAloud: true });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).not.toMatch(/Cy|Marsh/);
    expect((await as.teacher.mutate("PUT", `/api/teacher/assignments/${id}/adjustments/x`, { readAloud: true })).status).toBe(404);
    const removed = await as.teacher.mutate("DELETE", `/api/teacher/assignments/${id}/adjustments/${ada}`);
    expect(data<AssignmentDetail>(removed).adjustments).toEqual([]);
  });

  it("copies work as a draft to another class the teacher teaches, archives it and restores it", async () => {
    const d = data<AssignmentDetail>(await create(as.teacher, { title: "Copy me" }));
    await as.teacher.mutate("PUT", `/api/teacher/assignments/${d.assignment.id}/adjustments/${world.child.student.id}`, { readAloud: true });
    const copy = await as.teacher.mutate("POST", `/api/teacher/assignments/${d.assignment.id}/copy`, { classId: world.section.class.id });
    expect(copy.status).toBe(201);
    const c = data<AssignmentDetail>(copy);
    expect(c.assignment).toMatchObject({ classId: world.section.class.id, title: "Copy me", state: "draft", dueAt: d.assignment.dueAt, termName: "Term 2" });
    expect(c.assignment.id).not.toBe(d.assignment.id);
    expect(c.rubric.map((r) => r.title)).toEqual(d.rubric.map((r) => r.title));
    expect(c.rubric.map((r) => r.id)).not.toEqual(d.rubric.map((r) => r.id));
    expect(c.standards.map((s) => s.id)).toEqual([world.nf]);
    expect(c.adjustments).toEqual([]);
    // Not to a class they do not teach.
    expect((await as.teacher.mutate("POST", `/api/teacher/assignments/${d.assignment.id}/copy`, { classId: world.b.class.id })).status).toBe(404);
    const archived = await as.teacher.mutate("POST", `/api/teacher/assignments/${d.assignment.id}/archive`, {});
    expect(data<AssignmentDetail>(archived).assignment.state).toBe("archived");
    const edit = await as.teacher.mutate("PUT", `/api/teacher/assignments/${d.assignment.id}`, content(d));
    expect(edit.status).toBe(409);
    const list = data<AssignmentList>(await as.teacher.get(`/api/teacher/assignments?classId=${world.a.class.id}&status=archived`));
    expect(list.assignments.map((x) => x.id)).toEqual([d.assignment.id]);

    // Not back into an archived class.
    await t.db.update(classes).set({ archivedAt: new Date() }).where(eq(classes.id, world.a.class.id));
    const refused = await as.teacher.mutate("POST", `/api/teacher/assignments/${d.assignment.id}/restore`, {});
    await t.db.update(classes).set({ archivedAt: null }).where(eq(classes.id, world.a.class.id));
    expect(refused.status).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe("That class is archived.");
    expect(data<AssignmentDetail>(await as.teacher.get(`/api/teacher/assignments/${d.assignment.id}`)).assignment.state).toBe("archived");

    // Restored: back as the draft it was and changeable again; restoring again changes nothing.
    const restored = await as.teacher.mutate("POST", `/api/teacher/assignments/${d.assignment.id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.json<{ message: string }>().message).toBe("Restored.");
    expect(data<AssignmentDetail>(restored).assignment).toMatchObject({ state: "draft", archivedAt: null });
    expect((await as.teacher.mutate("PUT", `/api/teacher/assignments/${d.assignment.id}`, content(d, { title: "Copy me again" }))).status).toBe(200);
    expect(data<AssignmentDetail>(await as.teacher.mutate("POST", `/api/teacher/assignments/${d.assignment.id}/restore`, {})).assignment.state).toBe("draft");
  });

  it("keeps the language the title and instructions are written in, whatever the teacher's account reads", async () => {
    const languageOf = async (id: string) =>
      (await t.db.select({ language: assignments.language }).from(assignments).where(eq(assignments.id, id)))[0]!.language;
    // A bilingual teacher who reads the site in Spanish writes to an English class in English.
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, world.a.teacher!.id));
    try {
      const d = data<AssignmentDetail>(await create(as.teacher, { title: "Fractions on a number line" }));
      expect(await languageOf(d.assignment.id)).toBe("en");
      // Written again in Spanish, it is Spanish; a copy keeps it.
      const spanish = content(d, { title: "Fracciones en la recta numérica", instructions: "<p>Marca <strong>un medio</strong> en la recta.</p>" });
      expect((await as.teacher.mutate("PUT", `/api/teacher/assignments/${d.assignment.id}`, spanish)).status).toBe(200);
      expect(await languageOf(d.assignment.id)).toBe("es");
      const copy = data<AssignmentDetail>(
        await as.teacher.mutate("POST", `/api/teacher/assignments/${d.assignment.id}/copy`, { classId: world.section.class.id }),
      );
      expect(await languageOf(copy.assignment.id)).toBe("es");
      // Words too few to tell are in the writer's language.
      const short = data<AssignmentDetail>(await create(as.teacher, { title: "Nia", instructions: "" }));
      expect(await languageOf(short.assignment.id)).toBe("es");
    } finally {
      await t.db.update(users).set({ language: "en" }).where(eq(users.id, world.a.teacher!.id));
    }
  });
});
