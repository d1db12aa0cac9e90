/**
 * People's own files (docs/api/files.md): upload with the learning and voice policies, the owner's
 * list and quota, who may read a file through where it is used, and deleting only what nothing uses.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_QUOTA_BYTES } from "#common/learning/files";
import { createSession } from "../../server/auth/sessions";
import { isForeignKeyViolation } from "../../server/db/queries";
import { assignmentAttachments, assignments, conversations, files, messageAttachments, messages, reportCards, workFiles, work } from "../../server/db/schema";
import { FILE_IN_USE } from "../../server/learning/files/store";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { EXE, OGG_OPUS, PDF, PNG, WEBM } from "../support/sample-files";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NOW = new Date();

describe.each(DATABASE_KINDS)("people's own files on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<"teacher" | "student" | "classmate" | "otherStudent" | "guardian" | "otherGuardian" | "admin", TestClient>;
  let world: Awaited<ReturnType<typeof build>>;

  async function build() {
    const { year, terms } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    const child = await makeStudent(t.db, { firstName: "Ada" });
    const classmate = await makeStudent(t.db, { firstName: "Ben" });
    const other = await makeStudent(t.db, { firstName: "Cy" });
    await enrol(t.db, a.class.id, child.student.id);
    await enrol(t.db, a.class.id, classmate.student.id);
    await enrol(t.db, b.class.id, other.student.id);
    const admin = await createUser(t.db, "admin", "files-admin");
    return { year, terms, a, b, child, classmate, other, admin };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await build();
    as.teacher = await signIn(world.a.teacher!.id);
    as.student = await signIn(world.child.user.id);
    as.classmate = await signIn(world.classmate.user.id);
    as.otherStudent = await signIn(world.other.user.id);
    as.guardian = await signIn(world.child.guardian!.id);
    as.otherGuardian = await signIn(world.other.guardian!.id);
    as.admin = await signIn(world.admin.id);
  });
  afterAll(async () => t?.close());

  const upload = (c: TestClient, name: string, bytes: Uint8Array) => c.upload("/api/files", { name, bytes });
  const idOf = (res: { json: <T>() => T }) => res.json<{ data: { id: string } }>().data.id;

  it("keeps a child's picture, lists it with the quota and serves it to them inline", async () => {
    const res = await upload(as.student, "my drawing.png", PNG);
    expect(res.status).toBe(201);
    const id = idOf(res);
    const list = (await as.student.get("/api/files")).json<{
      data: { files: { id: string; name: string; size: number; usedIn: unknown[] }[]; usedBytes: number; quotaBytes: number };
    }>().data;
    expect(list.files.map((f) => f.name)).toEqual(["my drawing.png"]);
    expect(list.usedBytes).toBe(PNG.length);
    expect(list.quotaBytes).toBe(FILE_QUOTA_BYTES.student);
    const content = await as.student.get(`/api/files/${id}/content`);
    expect(content.status).toBe(200);
    expect(content.headers.get("content-type")).toBe("image/png");
    expect(content.headers.get("content-disposition")).toMatch(/^inline/);
    expect(content.headers.get("content-security-policy")).toContain("sandbox");
    // Nobody else's list shows it, and nobody unrelated reads it.
    expect((await as.classmate.get("/api/files")).text).not.toContain("my drawing");
    for (const c of [as.classmate, as.otherStudent, as.guardian, as.otherGuardian, as.teacher])
      expect((await c.get(`/api/files/${id}/content`)).status).toBe(404);
    expect((await as.admin.get(`/api/files/${id}/content`)).status).toBe(200);
  });

  it("refuses a file whose bytes are not what its name says, and a dangerous name, storing nothing", async () => {
    const before = (await t.db.select().from(files)).length;
    const fake = await upload(as.student, "homework.pdf", PNG);
    expect(fake.status).toBe(400);
    expect(fake.json<{ message: string }>().message).toBe("The contents of 'homework.pdf' do not match its file type");
    const exe = await upload(as.student, "game.exe", EXE);
    expect(exe.status).toBe(400);
    expect((await t.db.select().from(files)).length).toBe(before);
  });

  it("takes a voice answer with its length only as a recording", async () => {
    const voice = async (name: string, bytes: Uint8Array, seconds: string) => {
      const token = await as.student.csrfToken();
      const form = new FormData();
      form.append("kind", "voice");
      form.append("durationSeconds", seconds);
      form.append("file", new Blob([new Uint8Array(bytes)]), name);
      const res = await fetch(`${t.url}/api/files`, {
        method: "POST",
        headers: { "x-csrf-token": token, cookie: `sid=${as.student.getCookie("sid")}; csrf=${as.student.getCookie("csrf")}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { data: { kind: string; contentType: string; durationSeconds: number }; message: string } };
    };
    const webm = await voice("answer.webm", WEBM, "42");
    expect(webm.status).toBe(201);
    expect(webm.body.data).toMatchObject({ kind: "voice", contentType: "audio/webm", durationSeconds: 42 });
    expect((await voice("answer.ogg", OGG_OPUS, "10")).body.data.contentType).toBe("audio/ogg");
    expect((await voice("answer.webm", WEBM, "900")).status).toBe(400);
    // A recording is not an ordinary file, and a document is not a recording.
    expect((await upload(as.student, "answer.webm", WEBM)).status).toBe(400);
    expect((await voice("answer.pdf", PDF, "5")).status).toBe(400);
  });

  it("refuses an upload over the person's quota with 413 and keeps nothing", async () => {
    const guardianId = world.child.guardian!.id;
    await t.db.insert(files).values({
      ownerUserId: guardianId,
      storedName: "0".repeat(48),
      originalName: "big.pdf",
      contentType: "application/pdf",
      size: FILE_QUOTA_BYTES.guardian - 10,
      sha256: "x",
    });
    const res = await upload(as.guardian, "note.pdf", PDF);
    expect(res.status).toBe(413);
    expect(res.json<{ message: string }>().message).toContain("100 MB");
    await t.db.delete(files).where(eq(files.ownerUserId, guardianId));
  });

  it("lets the class read a published assignment's attachment, never another class or a draft's", async () => {
    const file = idOf(await upload(as.teacher, "fractions.pdf", PDF));
    const [task] = await t.db
      .insert(assignments)
      .values({ classId: world.a.class.id, title: "Fractions", publishAt: new Date(NOW.getTime() + 86_400_000) })
      .returning();
    await t.db.insert(assignmentAttachments).values({ assignmentId: task!.id, fileId: file });
    // Scheduled for tomorrow: the class does not see it yet.
    expect((await as.student.get(`/api/files/${file}/content`)).status).toBe(404);
    await t.db
      .update(assignments)
      .set({ publishAt: new Date(NOW.getTime() - 1000) })
      .where(eq(assignments.id, task!.id));
    for (const c of [as.student, as.classmate, as.guardian, as.teacher]) expect((await c.get(`/api/files/${file}/content`)).status).toBe(200);
    for (const c of [as.otherStudent, as.otherGuardian]) expect((await c.get(`/api/files/${file}/content`)).status).toBe(404);
    // It is in use: its owner cannot delete it, and the list says where.
    expect((await as.teacher.mutate("DELETE", `/api/files/${file}`)).status).toBe(409);
    const mine = (await as.teacher.get("/api/files")).json<{ data: { files: { id: string; usedIn: { kind: string; title: string }[] }[] } }>().data.files;
    expect(mine.find((f) => f.id === file)!.usedIn).toEqual([{ kind: "assignment", title: "Fractions (Otters)" }]);
  });

  it("shows a handed-in file to the child, their guardian and their teacher only; a report card to guardians and staff", async () => {
    const file = idOf(await upload(as.student, "essay.pdf", PDF));
    const [task] = await t.db
      .insert(assignments)
      .values({ classId: world.a.class.id, title: "Essay", publishAt: new Date(NOW.getTime() - 1000) })
      .returning();
    const [sub] = await t.db.insert(work).values({ assignmentId: task!.id, studentId: world.child.student.id, status: "submitted" }).returning();
    await t.db.insert(workFiles).values({ workId: sub!.id, fileId: file, kind: "file" });
    for (const c of [as.student, as.guardian, as.teacher, as.admin]) expect((await c.get(`/api/files/${file}/content`)).status).toBe(200);
    for (const c of [as.classmate, as.otherStudent, as.otherGuardian]) expect((await c.get(`/api/files/${file}/content`)).status).toBe(404);

    const report = idOf(await upload(as.admin, "report.pdf", PDF));
    await t.db.insert(reportCards).values({ studentId: world.child.student.id, termId: world.terms[0]!.id, fileId: report });
    for (const c of [as.guardian, as.admin]) expect((await c.get(`/api/files/${report}/content`)).status).toBe(200);
    for (const c of [as.student, as.teacher, as.otherGuardian]) expect((await c.get(`/api/files/${report}/content`)).status).toBe(404);
  });

  it("answers 404, leaking nothing, when a file's bytes are missing from the disk", async () => {
    const [row] = await t.db
      .insert(files)
      .values({ ownerUserId: world.child.user.id, storedName: "a".repeat(48), originalName: "gone.png", contentType: "image/png", size: 10, sha256: "x" })
      .returning();
    const res = await as.student.get(`/api/files/${row!.id}/content`);
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: "We could not find that file." });
  });

  it("deletes an unused file of the owner's only", async () => {
    const id = idOf(await upload(as.student, "old.png", PNG));
    expect((await as.classmate.mutate("DELETE", `/api/files/${id}`)).status).toBe(404);
    expect((await as.student.mutate("DELETE", `/api/files/${id}`)).status).toBe(200);
    expect((await as.student.get(`/api/files/${id}/content`)).status).toBe(404);
    expect((await as.student.mutate("DELETE", `/api/files/not-a-uuid`)).status).toBe(404);
  });

  it("keeps a file sent with a message: listed as used there, and its delete a 409, never a 500", async () => {
    const id = idOf(await upload(as.guardian, "permission slip.pdf", PDF));
    const [conversation] = await t.db.insert(conversations).values({ kind: "group", subject: "Museum trip", startedBy: world.child.guardian!.id }).returning();
    const [message] = await t.db.insert(messages).values({ conversationId: conversation!.id, senderId: world.child.guardian!.id, body: "Signed." }).returning();
    await t.db.insert(messageAttachments).values({ messageId: message!.id, fileId: id });

    const listed = (await as.guardian.get("/api/files")).json<{ data: { files: { id: string; usedIn: unknown[] }[] } }>().data.files.find((f) => f.id === id);
    expect(listed!.usedIn).toEqual([{ kind: "message", title: "Museum trip" }]);
    const refused = await as.guardian.mutate("DELETE", `/api/files/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ message: FILE_IN_USE });
    expect((await as.guardian.get(`/api/files/${id}/content`)).status).toBe(200);
  });

  it("recognises the database's refusal to delete a file still referred to (restrict) as a use, on either database", async () => {
    // The check before the delete and the key's refusal both stand between a use and a lost file;
    // this is the refusal alone, as when a use appears between the check and the delete.
    const id = idOf(await upload(as.guardian, "race.pdf", PDF));
    const [conversation] = await t.db.insert(conversations).values({ kind: "group", subject: null, startedBy: world.child.guardian!.id }).returning();
    const [message] = await t.db.insert(messages).values({ conversationId: conversation!.id, senderId: world.child.guardian!.id, body: "Here." }).returning();
    await t.db.insert(messageAttachments).values({ messageId: message!.id, fileId: id });
    const refusal = await t.db
      .delete(files)
      .where(eq(files.id, id))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isForeignKeyViolation(refusal)).toBe(true);
  });
});
