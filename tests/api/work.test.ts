/**
 * The child's work (docs/api/work.md): the child's list and the work screen, the draft with its
 * versions, files and voice answers, the hand-in and second hand-in, what each role and relationship
 * may do (the child; a classmate, who reaches only their own work; a child of another class; the
 * child's guardian, read only; another family; the teacher and staff, who use the gradebook), marks
 * hidden until returned, late work and a child's own later due date; drawing and photo answers
 * (issue 34), each only where the work offers it, bounded in bytes and pixels.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StudentWorkList, WorkConflict, WorkSaved, WorkScreen } from "#common/schemas/learning/work";
import { createSession } from "../../server/auth/sessions";
import { assignmentAdjustments, assignmentAttachments, assignments, files, marks, rubricCriteria, standards, work } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { blankPng } from "../support/pdf-tools";
import { TestClient, type TestResponse } from "../support/http-client";
import { PDF, PNG, WEBM } from "../support/sample-files";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Actor = "student" | "classmate" | "otherStudent" | "guardian" | "otherGuardian" | "teacher" | "admin";

describe.each(DATABASE_KINDS)("the child's work on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<Actor, TestClient>;
  let world: Awaited<ReturnType<typeof build>>;

  async function build() {
    const { year, terms } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters", subject: "math" });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    const child = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill" });
    const classmate = await makeStudent(t.db, { firstName: "Ben", lastName: "Stone" });
    const other = await makeStudent(t.db, { firstName: "Cy", lastName: "Marsh" });
    await enrol(t.db, a.class.id, child.student.id);
    await enrol(t.db, a.class.id, classmate.student.id);
    await enrol(t.db, b.class.id, other.student.id);
    const admin = await createUser(t.db, "admin", "work-admin");
    return { year, terms, a, b, child, classmate, other, admin };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  /** A published assignment of a class (class A by default), due in `dueIn` ms from now. */
  const assignment = async (values: Partial<typeof assignments.$inferInsert> & { dueIn?: number | null } = {}) => {
    const { dueIn = 2 * DAY, ...rest } = values;
    const [row] = await t.db
      .insert(assignments)
      .values({
        classId: world.a.class.id,
        title: "Counting to 20",
        instructions: "<p>Count the <strong>apples</strong>.</p>",
        answerKinds: ["text", "files", "voice"],
        publishAt: new Date(Date.now() - HOUR),
        dueAt: dueIn === null ? null : new Date(Date.now() + dueIn),
        ...rest,
      })
      .returning();
    return row!;
  };

  const screen = async (c: TestClient, id: string, query = "") => {
    const res = await c.get(`/api/assignments/${id}/work${query}`);
    return { res, data: res.status === 200 ? res.json<{ data: WorkScreen }>().data : (undefined as unknown as WorkScreen) };
  };
  const draft = (c: TestClient, id: string, textAnswer: string, version: number) =>
    c.mutate("PUT", `/api/assignments/${id}/work/draft`, { textAnswer, version });
  const submit = (c: TestClient, id: string, version: number) => c.mutate("POST", `/api/assignments/${id}/work/submit`, { version });
  const saved = (res: TestResponse) => res.json<{ data: WorkSaved }>().data;
  const list = async (c: TestClient) => (await c.get("/api/student/assignments")).json<{ data: StudentWorkList }>().data;
  const uploadPdf = async (c: TestClient, name = "my work.pdf") =>
    (await c.upload("/api/files", { name, bytes: PDF })).json<{ data: { id: string } }>().data.id;
  const voiceFile = async (ownerUserId: string) => {
    const [row] = await t.db
      .insert(files)
      .values({
        ownerUserId,
        storedName: `voice-${Math.random().toString(36).slice(2)}`,
        originalName: "my answer.webm",
        contentType: "audio/webm",
        size: 1200,
        sha256: "x",
        kind: "voice",
        durationSeconds: 7,
      })
      .returning();
    return row!.id;
  };

  /** A multipart upload with fields sent before the file (a recording's, a drawing's or a photo's `kind`). */
  const uploadWith = async (c: TestClient, path: string, name: string, bytes: Uint8Array, fields: Record<string, string>) => {
    const token = await c.csrfToken();
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    const res = await fetch(`${t.url}${path}`, {
      method: "POST",
      headers: { "x-csrf-token": token, cookie: `sid=${c.getCookie("sid")}; csrf=${c.getCookie("csrf")}` },
      body: form,
    });
    const text = await res.text();
    return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
  };
  /** A real picture of `width` × `height` pixels (a few strokes of colour on white), as the browser makes them. */
  const picture = (width: number, height: number, format: "png" | "jpeg" | "webp") =>
    sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
      .composite([{ input: { create: { width: Math.ceil(width / 4), height: Math.ceil(height / 4), channels: 3, background: "#dc2626" } }, left: 10, top: 10 }])
      .toFormat(format)
      .toBuffer();

  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await build();
    as.student = await signIn(world.child.user.id);
    as.classmate = await signIn(world.classmate.user.id);
    as.otherStudent = await signIn(world.other.user.id);
    as.guardian = await signIn(world.child.guardian!.id);
    as.otherGuardian = await signIn(world.other.guardian!.id);
    as.teacher = await signIn(world.a.teacher!.id);
    as.admin = await signIn(world.admin.id);
  });
  afterAll(async () => {
    // Every call has been answered: a keep-alive socket left open by the test clients must not hold
    // the server's close up (it was seen waiting ~70 s for the headers timeout under load).
    t?.app.server.closeAllConnections();
    await t?.close();
  });

  it("shows the child the work screen, the guardian the same read-only, and nobody else anything", async () => {
    const task = await assignment({ title: "Apples and pears" });
    const mine = await screen(as.student, task.id);
    expect(mine.res.status).toBe(200);
    expect(mine.data).toMatchObject({
      title: "Apples and pears",
      instructions: "<p>Count the <strong>apples</strong>.</p>",
      className: "Otters",
      subjectCode: "math",
      answerKinds: ["text", "files", "voice"],
      status: "not_started",
      editable: true,
      student: { id: world.child.student.id, firstName: "Ada" },
      work: { state: null, textAnswer: "", version: 0, files: [], attempts: 0 },
      feedback: null,
      marks: [],
    });
    const family = await screen(as.guardian, task.id);
    expect(family.res.status).toBe(200);
    expect(family.data).toMatchObject({ editable: false, student: { firstName: "Ada" }, children: [{ id: world.child.student.id, firstName: "Ada" }] });
    // A classmate has the same path and sees only their own (empty) work.
    expect((await draft(as.student, task.id, "Ada's secret answer", 0)).status).toBe(200);
    const theirs = await screen(as.classmate, task.id);
    expect(theirs.data.student.firstName).toBe("Ben");
    expect(theirs.data.work.textAnswer).toBe("");
    expect(theirs.res.text).not.toContain("secret");
    // Another class's child, another family, the teacher and staff: nothing here.
    for (const c of [as.otherStudent, as.otherGuardian]) {
      const res = (await screen(c, task.id)).res;
      expect(res.status).toBe(404);
      expect(res.text).not.toContain("Apples");
    }
    for (const c of [as.teacher, as.admin]) expect((await screen(c, task.id)).res.status).toBe(403);
    // A guardian naming a child who is not theirs in this class.
    expect((await screen(as.guardian, task.id, `?studentId=${world.classmate.student.id}`)).res.status).toBe(404);
    expect((await screen(as.guardian, task.id, `?studentId=${world.child.student.id}`)).data.work.textAnswer).toBe("Ada's secret answer");
    expect((await screen(as.guardian, task.id, "?studentId=nope")).res.status).toBe(400);
    expect((await screen(as.student, "not-a-uuid")).res.status).toBe(404);
  });

  it("keeps drafts and scheduled work out of reach until published", async () => {
    const hidden = await assignment({ title: "Not yet", publishAt: new Date(Date.now() + DAY) });
    const unpublished = await assignment({ title: "Draft only", publishAt: null });
    for (const w of [hidden, unpublished]) {
      expect((await screen(as.student, w.id)).res.status).toBe(404);
      expect((await draft(as.student, w.id, "hi", 0)).status).toBe(404);
    }
    const names = JSON.stringify(await list(as.student));
    expect(names).not.toContain("Not yet");
    expect(names).not.toContain("Draft only");
  });

  it("saves drafts by version, answers a stale tab 409 with the newer text, and makes one row", async () => {
    const task = await assignment({ title: "Versions" });
    const first = await draft(as.student, task.id, "One apple", 0);
    expect(first.status).toBe(200);
    expect(saved(first)).toMatchObject({ version: 1, state: "in_progress", attempts: 0 });
    expect(saved(await draft(as.student, task.id, "Two apples", 1)).version).toBe(2);
    // A second tab that still holds version 1.
    const stale = await draft(as.student, task.id, "Old tab text", 1);
    expect(stale.status).toBe(409);
    expect(stale.json<WorkConflict>()).toMatchObject({ current: { textAnswer: "Two apples", version: 2 } });
    expect(stale.json<WorkConflict>().message).toMatch(/another window/);
    const rows = await t.db
      .select()
      .from(work)
      .where(and(eq(work.assignmentId, task.id), eq(work.studentId, world.child.student.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textAnswer).toBe("Two apples");
    // Input rules: too long, wrong types, a NUL.
    expect((await draft(as.student, task.id, "x".repeat(20_001), 2)).status).toBe(400);
    expect(
      (await as.student.mutate("PUT", `/api/assignments/${task.id}/work/draft`, { textAnswer: 5, version: "x" }))
        .json<{ errors: { field: string }[] }>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(["textAnswer", "version"]);
    expect((await draft(as.student, task.id, "a\u0000b", 2)).status).toBe(400);
    expect((await draft(as.student, task.id, "line one\nline two", 2)).status).toBe(200);
    expect((await screen(as.student, task.id)).data.status).toBe("in_progress");
  });

  it("refuses writes to the guardian (403), the teacher and staff (403), and other children (404)", async () => {
    const task = await assignment({ title: "Writes" });
    const fileOfChild = await uploadPdf(as.student);
    for (const c of [as.guardian, as.otherGuardian, as.teacher, as.admin]) {
      expect((await draft(c, task.id, "hi", 0)).status).toBe(403);
      expect((await submit(c, task.id, 0)).status).toBe(403);
      expect((await c.mutate("POST", `/api/assignments/${task.id}/work/files`, { fileId: fileOfChild })).status).toBe(403);
      expect((await c.mutate("DELETE", `/api/assignments/${task.id}/work/files/${fileOfChild}`)).status).toBe(403);
    }
    expect((await draft(as.otherStudent, task.id, "hi", 0)).status).toBe(404);
    expect((await submit(as.otherStudent, task.id, 0)).status).toBe(404);
    expect((await as.otherStudent.mutate("POST", `/api/assignments/${task.id}/work/files`, { fileId: fileOfChild })).status).toBe(404);
    expect((await (await signIn(world.child.user.id)).get("/api/student/assignments")).status).toBe(200);
    for (const c of [as.guardian, as.teacher, as.admin]) expect((await c.get("/api/student/assignments")).status).toBe(403);
  });

  it("adds only the child's own files, of the kinds the work offers, and takes them out before the return", async () => {
    const task = await assignment({ title: "With files", answerKinds: ["text", "files"] });
    const mine = await uploadPdf(as.student, "counting.pdf");
    const classmates = await uploadPdf(as.classmate, "bens.pdf");
    const add = (c: TestClient, fileId: string) => c.mutate("POST", `/api/assignments/${task.id}/work/files`, { fileId });
    expect((await add(as.student, classmates)).status).toBe(404);
    const added = await add(as.student, mine);
    expect(added.status).toBe(201);
    expect((await add(as.student, mine)).status).toBe(409);
    // A voice answer is refused where the work does not offer voice.
    const voice = await voiceFile(world.child.user.id);
    const refused = await add(as.student, voice);
    expect(refused.status).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe("This work does not take that kind of answer.");
    const view = await screen(as.student, task.id);
    expect(view.data.work.files).toEqual([
      { fileId: mine, name: "counting.pdf", contentType: "application/pdf", size: PDF.length, kind: "file", durationSeconds: null },
    ]);
    // The guardian and the teacher may read the handed-in file; the classmate may not.
    for (const c of [as.guardian, as.teacher]) expect((await c.get(`/api/files/${mine}/content`)).status).toBe(200);
    expect((await as.classmate.get(`/api/files/${mine}/content`)).status).toBe(404);
    // A file used in one piece of work cannot join another.
    const other = await assignment({ title: "Other work", answerKinds: ["files"] });
    expect((await as.student.mutate("POST", `/api/assignments/${other.id}/work/files`, { fileId: mine })).status).toBe(409);
    expect((await as.student.mutate("DELETE", `/api/assignments/${task.id}/work/files/${mine}`)).status).toBe(200);
    expect((await as.student.mutate("DELETE", `/api/assignments/${task.id}/work/files/${mine}`)).status).toBe(404);
    expect((await screen(as.student, task.id)).data.work.files).toEqual([]);
    expect((await as.student.mutate("POST", `/api/assignments/${task.id}/work/files`, { fileId: "nope" })).status).toBe(400);
  });

  it("uploads a file straight into the work in one request; a file the work refuses is not kept, using no quota", async () => {
    const mine = async () => (await as.classmate.get("/api/files")).json<{ data: { files: { id: string }[]; usedBytes: number } }>().data;
    const before = await mine();
    const textOnly = await assignment({ title: "Words only", answerKinds: ["text"] });
    const refused = await as.classmate.upload(`/api/assignments/${textOnly.id}/work/files`, { name: "extra.pdf", bytes: PDF });
    expect(refused.status).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe("This work does not take that kind of answer.");
    // Work that is not the child's: refused before a byte is kept.
    expect((await as.classmate.upload(`/api/assignments/${crypto.randomUUID()}/work/files`, { name: "extra.pdf", bytes: PDF })).status).toBe(404);
    expect(await mine()).toEqual(before);

    const withFiles = await assignment({ title: "Show your working", answerKinds: ["files"] });
    const added = await as.classmate.upload(`/api/assignments/${withFiles.id}/work/files`, { name: "working.pdf", bytes: PDF });
    expect(added.status, added.text).toBe(201);
    const data = added.json<{ data: { id: string; name: string; size: number; kind: string; workId: string } }>().data;
    expect(data).toMatchObject({ name: "working.pdf", size: PDF.length, kind: "file" });
    expect((await screen(as.classmate, withFiles.id)).data.work.files).toMatchObject([{ fileId: data.id, name: "working.pdf", kind: "file" }]);
    expect((await mine()).usedBytes).toBe(before.usedBytes + PDF.length);
  });

  it("takes a voice answer as kind voice with its length", async () => {
    const task = await assignment({ title: "Say it", answerKinds: ["voice"] });
    const voice = await voiceFile(world.child.user.id);
    const res = await as.student.mutate("POST", `/api/assignments/${task.id}/work/files`, { fileId: voice });
    expect(res.status).toBe(201);
    expect((await screen(as.student, task.id)).data.work.files).toMatchObject([{ fileId: voice, kind: "voice", durationSeconds: 7 }]);
    // A picture is not a voice answer, and this work takes no files.
    const picture = (await as.student.upload("/api/files", { name: "drawing.png", bytes: PNG })).json<{ data: { id: string } }>().data.id;
    expect((await as.student.mutate("POST", `/api/assignments/${task.id}/work/files`, { fileId: picture })).status).toBe(400);
    // A recording alone is enough to hand in.
    const sent = await submit(as.student, task.id, 0);
    expect(sent.status).toBe(200);
    expect(saved(sent)).toMatchObject({ state: "submitted", attempts: 1 });
  });

  it("takes a drawing (PNG) and a photo (JPEG or WebP) as their own kinds, only where the work offers them", async () => {
    const task = await assignment({ title: "Draw the apples", answerKinds: ["drawing", "photo"] });
    const path = `/api/assignments/${task.id}/work/files`;
    const drawing = await uploadWith(as.student, path, "my drawing.png", await picture(1024, 768, "png"), { kind: "drawing" });
    expect(drawing.status, drawing.text).toBe(201);
    const drawn = drawing.json<{ data: { id: string; kind: string; contentType: string }; message: string }>();
    expect(drawn.data).toMatchObject({ kind: "drawing", contentType: "image/png" });
    expect(drawn.message).toBe("Drawing added.");
    const photo = await uploadWith(as.student, path, "my photo.jpg", await picture(2048, 1536, "jpeg"), { kind: "photo" });
    expect(photo.status, photo.text).toBe(201);
    const webp = await uploadWith(as.student, path, "my photo.webp", await picture(1200, 900, "webp"), { kind: "photo" });
    expect(webp.status, webp.text).toBe(201);
    const kept = (await screen(as.student, task.id)).data;
    expect(kept.answerKinds).toEqual(["drawing", "photo"]);
    expect(kept.work.files.map((f) => [f.kind, f.contentType])).toEqual([
      ["drawing", "image/png"],
      ["photo", "image/jpeg"],
      ["photo", "image/webp"],
    ]);
    // Stored as the child's files of those kinds.
    const [row] = await t.db.select().from(files).where(eq(files.id, drawn.data.id));
    expect(row!.kind).toBe("drawing");
    // A drawing alone (no text) is an answer: it hands in.
    expect((await submit(as.student, task.id, 0)).status).toBe(200);

    // A drawing is a PNG, a photo a JPEG or WebP: a photo named as a drawing, or the reverse, is refused by its name.
    expect((await uploadWith(as.student, path, "my photo.jpg", await picture(100, 100, "jpeg"), { kind: "drawing" })).status).toBe(400);
    expect((await uploadWith(as.student, path, "my drawing.png", await picture(100, 100, "png"), { kind: "photo" })).status).toBe(400);

    // Where the work does not offer them: refused, and not kept among the child's files.
    const before = (await t.db.select().from(files).where(eq(files.ownerUserId, world.child.user.id))).length;
    const wordsOnly = await assignment({ title: "Words and files", answerKinds: ["text", "files"] });
    for (const [name, bytes, kind] of [
      ["my drawing.png", await picture(1024, 768, "png"), "drawing"],
      ["my photo.jpg", await picture(800, 600, "jpeg"), "photo"],
    ] as const) {
      const refused = await uploadWith(as.student, `/api/assignments/${wordsOnly.id}/work/files`, name, bytes, { kind });
      expect(refused.status).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe("This work does not take that kind of answer.");
    }
    expect((await t.db.select().from(files).where(eq(files.ownerUserId, world.child.user.id))).length).toBe(before);
    // A drawing uploaded first to the child's files is refused too when added by id.
    const loose = await uploadWith(as.student, "/api/files", "my drawing.png", await picture(1024, 768, "png"), { kind: "drawing" });
    expect(loose.status, loose.text).toBe(201);
    const looseId = loose.json<{ data: { id: string; kind: string } }>().data;
    expect(looseId.kind).toBe("drawing");
    expect((await as.student.mutate("POST", `/api/assignments/${wordsOnly.id}/work/files`, { fileId: looseId.id })).status).toBe(400);
  });

  it("refuses a drawing or a photo of too many pixels or bytes, or one that is not a picture, with the reason", async () => {
    const task = await assignment({ title: "Bounded pictures", answerKinds: ["drawing", "photo"] });
    const path = `/api/assignments/${task.id}/work/files`;
    const filesBefore = (await t.db.select().from(files)).length;
    // A drawing is 1024 × 768; one wider than 2048 pixels is not what the pad makes.
    const wide = await uploadWith(as.classmate, path, "my drawing.png", blankPng(3000, 200), { kind: "drawing" });
    expect(wide.status).toBe(400);
    expect(wide.json<{ message: string }>().message).toBe(
      "This picture is 3000 × 200 pixels; a drawing or photo answer may be at most 2048 pixels on its longer side. Please send a smaller copy.",
    );
    // A phone's full-size photo must be made smaller first (the screen does it): 4096 pixels at most.
    const huge = await uploadWith(as.classmate, path, "my photo.jpg", await picture(5712, 4284, "jpeg"), { kind: "photo" });
    expect(huge.status).toBe(400);
    expect(huge.json<{ message: string }>().message).toContain("5712 × 4284 pixels");
    // Bytes: a drawing is at most 5 MB.
    const heavy = Buffer.concat([await picture(64, 64, "png"), Buffer.alloc(6 * 1024 * 1024)]);
    const tooHeavy = await uploadWith(as.classmate, path, "my drawing.png", heavy, { kind: "drawing" });
    expect(tooHeavy.status).toBe(400);
    expect(tooHeavy.json<{ message: string }>().message).toContain("exceeds the 5 MB limit");
    // A picture whose size cannot be read is refused (its pixels must be known).
    const broken = await uploadWith(as.classmate, path, "my drawing.png", PNG, { kind: "drawing" });
    expect(broken.status).toBe(400);
    expect(broken.json<{ message: string }>().message).toBe("This picture could not be read. Please take it again or send another copy.");
    expect((await t.db.select().from(files)).length).toBe(filesBefore);
    expect((await screen(as.classmate, task.id)).data.work.files).toEqual([]);
  });

  it("hands in work whose only answer is a recording uploaded with it", async () => {
    const task = await assignment({ title: "Say it in one step", answerKinds: ["text", "voice"] });
    const added = await uploadWith(as.classmate, `/api/assignments/${task.id}/work/files`, "my recording.webm", WEBM, { kind: "voice", durationSeconds: "4" });
    expect(added.status, added.text).toBe(201);
    expect(added.json<{ message: string }>().message).toBe("Recording added.");
    const view = (await screen(as.classmate, task.id)).data;
    expect(view.work.textAnswer).toBe("");
    expect(view.work.files).toMatchObject([{ kind: "voice", durationSeconds: 4 }]);
    const sent = await submit(as.classmate, task.id, view.work.version);
    expect(sent.status, sent.text).toBe(200);
    expect(saved(sent)).toMatchObject({ state: "submitted", attempts: 1 });
  });

  it("refuses empty work, hands in, hands in again until returned, then changes nothing", async () => {
    const task = await assignment({ title: "Hand in" });
    const empty = await submit(as.student, task.id, 0);
    expect(empty.status).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe("Please write an answer or add a file or a recording before you send it in.");
    expect(saved(await draft(as.student, task.id, "   ", 0)).version).toBe(1);
    expect((await submit(as.student, task.id, 1)).status).toBe(400);
    await draft(as.student, task.id, "Twenty apples", 1);
    expect((await submit(as.student, task.id, 1)).status).toBe(409);
    const first = saved(await submit(as.student, task.id, 2));
    expect(first).toMatchObject({ state: "submitted", attempts: 1 });
    let view = await screen(as.student, task.id);
    expect(view.data.status).toBe("submitted");
    expect((await list(as.student)).sent.map((w) => w.title)).toContain("Hand in");
    // Changed and sent in again: one more attempt, the first hand-in kept.
    await draft(as.student, task.id, "Twenty-one apples", 2);
    const again = saved(await submit(as.student, task.id, 3));
    expect(again.attempts).toBe(2);
    const [row] = await t.db
      .select()
      .from(work)
      .where(and(eq(work.assignmentId, task.id), eq(work.studentId, world.child.student.id)));
    expect(row!.firstSubmittedAt!.getTime()).toBeLessThanOrEqual(row!.submittedAt!.getTime());
    expect(row!.firstSubmittedAt!.toISOString()).toBe(first.submittedAt);
    // Returned by the teacher: no more changes.
    await t.db.update(work).set({ status: "returned", returnedAt: new Date() }).where(eq(work.id, row!.id));
    expect((await draft(as.student, task.id, "later", 3)).status).toBe(409);
    expect((await submit(as.student, task.id, 3)).status).toBe(409);
    const pdf = await uploadPdf(as.student);
    expect((await as.student.mutate("POST", `/api/assignments/${task.id}/work/files`, { fileId: pdf })).status).toBe(409);
    view = await screen(as.student, task.id);
    expect(view.data).toMatchObject({ status: "returned", editable: false, statusWords: "Your teacher sent it back" });
  });

  it("hides marks and feedback until the work is returned, then shows them with their level words", async () => {
    const task = await assignment({ title: "Marked work" });
    const [standard] = await t.db.select().from(standards).where(eq(standards.code, "3.NF.A.1"));
    const [criterion] = await t.db
      .insert(rubricCriteria)
      .values({
        assignmentId: task.id,
        position: 0,
        title: "Counts carefully",
        standardId: standard!.id,
        levels: { "4": "Counts past 20", "3": "Counts to 20", "2": "Counts to 10", "1": "Starting" },
      })
      .returning();
    await draft(as.student, task.id, "I counted", 0);
    await submit(as.student, task.id, 1);
    const [row] = await t.db
      .select()
      .from(work)
      .where(and(eq(work.assignmentId, task.id), eq(work.studentId, world.child.student.id)));
    await t.db.update(work).set({ feedback: "Lovely counting, Ada!", markedAt: new Date() }).where(eq(work.id, row!.id));
    await t.db.insert(marks).values({ workId: row!.id, criterionId: criterion!.id, standardId: standard!.id, level: 3 });
    for (const c of [as.student, as.guardian]) {
      const view = await screen(c, task.id);
      expect(view.data.marks).toEqual([]);
      expect(view.data.feedback).toBeNull();
      expect(view.res.text).not.toContain("Lovely counting");
      expect(view.data.criteria).toEqual([
        {
          id: criterion!.id,
          title: "Counts carefully",
          standardCode: "3.NF.A.1",
          standardDescription: standard!.description,
          levels: { "4": "Counts past 20", "3": "Counts to 20", "2": "Counts to 10", "1": "Starting" },
        },
      ]);
    }
    await t.db.update(work).set({ status: "returned", returnedAt: new Date() }).where(eq(work.id, row!.id));
    for (const c of [as.student, as.guardian]) {
      const view = await screen(c, task.id);
      expect(view.data.feedback).toBe("Lovely counting, Ada!");
      expect(view.data.marks).toEqual([
        {
          criterionId: criterion!.id,
          standardCode: "3.NF.A.1",
          title: "Counts carefully",
          standardDescription: standard!.description,
          level: 3,
          label: "Meets",
        },
      ]);
    }
    expect((await list(as.student)).returned.map((w) => w.title)).toContain("Marked work");
  });

  it("lists returned work with its levels and the first words of the comment, and nothing of a draft comment", async () => {
    const [standard] = await t.db.select().from(standards).where(eq(standards.code, "3.NF.A.1"));
    const [another] = await t.db.select().from(standards).where(eq(standards.code, "3.NF.A.2"));
    const handIn = async (title: string) => {
      const task = await assignment({ title });
      await draft(as.student, task.id, "My answer", 0);
      await submit(as.student, task.id, 1);
      const [row] = await t.db
        .select()
        .from(work)
        .where(and(eq(work.assignmentId, task.id), eq(work.studentId, world.child.student.id)));
      return { task, row: row! };
    };
    const comment = "You counted every apple and then you checked your counting again, which is exactly what careful mathematicians do!";
    const back = await handIn("Came back with a comment");
    await t.db.update(work).set({ feedback: comment, markedAt: new Date() }).where(eq(work.id, back.row.id));
    await t.db.insert(marks).values([
      { workId: back.row.id, standardId: standard!.id, level: 3 },
      { workId: back.row.id, standardId: another!.id, level: 4 },
    ]);
    const waiting = await handIn("Marked, not returned yet");
    await t.db.update(work).set({ feedback: "A draft comment", markedAt: new Date() }).where(eq(work.id, waiting.row.id));
    await t.db.insert(marks).values({ workId: waiting.row.id, standardId: standard!.id, level: 2 });

    const before = await list(as.student);
    const sentIn = before.sent.find((w) => w.id === waiting.task.id)!;
    expect(sentIn).toMatchObject({ levels: [], commentStart: null });
    expect(JSON.stringify(before)).not.toContain("A draft comment");

    await t.db.update(work).set({ status: "returned", returnedAt: new Date() }).where(eq(work.id, back.row.id));
    const after = await list(as.student);
    const returned = after.returned.find((w) => w.id === back.task.id)!;
    expect(returned.levels).toEqual([4, 3]);
    expect(returned.commentStart).toBe("You counted every apple and then you checked your counting again, which is...");
    expect(after.due.every((w) => w.levels.length === 0 && w.commentStart === null)).toBe(true);
    expect(JSON.stringify(after)).not.toContain("A draft comment");
  });

  it("lists due work soonest first with the child's own due date, late and missing work, and what came back", async () => {
    const fresh = await makeStudent(t.db, { firstName: "Dot" });
    await enrol(t.db, world.b.class.id, fresh.student.id);
    const dot = await signIn(fresh.user.id);
    const mk = (title: string, dueIn: number | null) => assignment({ title, classId: world.b.class.id, dueIn });
    await mk("Later work", 5 * DAY);
    await mk("Soon work", DAY);
    const overdue = await mk("Overdue work", -DAY);
    await mk("No due date", null);
    const moved = await mk("Moved for Dot", 2 * HOUR);
    await t.db.insert(assignmentAdjustments).values({
      assignmentId: moved.id,
      studentId: fresh.student.id,
      dueAt: new Date(Date.now() + 3 * DAY),
      reducedWork: "Only the first five",
      readAloud: true,
    });
    const excused = await mk("Excused work", DAY);
    await t.db.insert(assignmentAdjustments).values({ assignmentId: excused.id, studentId: fresh.student.id, excused: true });
    const data = await list(dot);
    expect(data.child).toBe(true);
    expect(data.due.map((w) => w.title)).toEqual(["Overdue work", "Soon work", "Moved for Dot", "Later work", "No due date"]);
    expect(data.due[0]).toMatchObject({ status: "missing", statusWords: "Not sent in yet, it was due", className: "Badgers", subjectCode: "homeroom" });
    expect(data.due.find((w) => w.id === moved.id)).toMatchObject({ reducedWork: "Only the first five", readAloud: true, status: "not_started" });
    expect(JSON.stringify(data)).not.toContain("Excused work");
    // Excused work takes nothing.
    expect((await draft(dot, excused.id, "hi", 0)).status).toBe(404);
    // Handed in after the due time: late. The class's teachers' per-child date makes "Moved" on time.
    await draft(dot, overdue.id, "sorry", 0);
    expect(saved(await submit(dot, overdue.id, 1)).state).toBe("submitted");
    const [moreTime] = await t.db.select().from(assignments).where(eq(assignments.id, moved.id));
    await t.db
      .update(assignments)
      .set({ dueAt: new Date(Date.now() - HOUR) })
      .where(eq(assignments.id, moreTime!.id));
    await draft(dot, moved.id, "done", 0);
    await submit(dot, moved.id, 1);
    const after = await list(dot);
    expect(after.sent.find((w) => w.id === overdue.id)).toMatchObject({ status: "late", statusWords: "Sent in late" });
    expect(after.sent.find((w) => w.id === moved.id)!.status).toBe("submitted");
    expect((await screen(dot, overdue.id)).data.status).toBe("late");
    expect(after.due.map((w) => w.title)).toEqual(["Soon work", "Later work", "No due date"]);
    // Nobody else's work in a child's list.
    expect(JSON.stringify(await list(as.student))).not.toContain("Soon work");
  });

  it("shows attachments: the teacher's file and a library link", async () => {
    const task = await assignment({ title: "Attached" });
    const teacherFile = (await as.teacher.upload("/api/files", { name: "apples.pdf", bytes: PDF })).json<{ data: { id: string } }>().data.id;
    await t.db.insert(assignmentAttachments).values({ assignmentId: task.id, fileId: teacherFile, position: 0 });
    const view = await screen(as.student, task.id);
    expect(view.data.attachments).toEqual([{ fileId: teacherFile, url: null, name: "apples.pdf", contentType: "application/pdf", size: PDF.length }]);
    expect((await as.student.get(`/api/files/${teacherFile}/content`)).status).toBe(200);
  });
});
