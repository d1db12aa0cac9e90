/**
 * Portfolios (docs/api/portfolio.md): the child adds their own handed-in work (never a classmate's,
 * never a draft), removes it while pending; a teacher of the work's class approves or declines it
 * (another teacher cannot); the family sees approved items only; a term's portfolio downloads as one
 * PDF with titles, reflections, answers, pictures and voice answers by name, in any script and by the
 * name the child goes by; a picture of too many pixels is refused at upload and printed small when
 * already stored; PDFs are limited per person.
 */
import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PortfolioItem, StudentPortfolio } from "#common/schemas/learning/portfolio";
import { createSession } from "../../server/auth/sessions";
import { files, students, users, workFiles } from "../../server/db/schema";
import { MAX_PICTURE_PIXELS } from "../../server/uploads/picture-size";
import { PDF_REQUESTS_PER_WINDOW } from "../../server/http/pdf-rate-limit";
import { NAMES_IN_SCRIPTS, blankPng, pdfimages, pdftotext } from "../support/pdf-tools";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { handIn, makeAssignment } from "../support/progress-work";
import { PNG as PngImage } from "pngjs";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Actor = "teacher" | "otherTeacher" | "student" | "otherStudent" | "guardian" | "otherGuardian" | "admin";

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** A real 8×8 picture (pdfkit prints it), not just a PNG signature. */
function realPng(): Buffer {
  const png = new PngImage({ width: 8, height: 8 });
  png.data.fill(200);
  return PngImage.sync.write(png);
}
const PNG = realPng();

describe.each(DATABASE_KINDS)("portfolios on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<Actor, TestClient>;
  let w: Awaited<ReturnType<typeof build>>;

  async function build() {
    const { terms } = await makeYear(t.db);
    const term = terms[0]!;
    const a = await makeClass(t.db, term.schoolYearId, { name: "Otters" });
    const b = await makeClass(t.db, term.schoolYearId, { name: "Badgers" });
    const child = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill" });
    const other = await makeStudent(t.db, { firstName: "Cy", lastName: "Marsh" });
    await enrol(t.db, a.class.id, child.student.id);
    await enrol(t.db, b.class.id, other.student.id);
    const poem = await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Autumn poem" });
    const poemWork = await handIn(t.db, {
      assignmentId: poem.assignment.id,
      studentId: child.student.id,
      textAnswer: "Leaves fall down, red and brown.",
      returnedAt: new Date(),
    });
    // A picture and a voice answer handed in with the poem.
    const [picture] = await t.db
      .insert(files)
      .values({ ownerUserId: child.user.id, storedName: "a".repeat(48), originalName: "leaf.png", contentType: "image/png", size: PNG.length, sha256: "x" })
      .returning();
    const [voice] = await t.db
      .insert(files)
      .values({
        ownerUserId: child.user.id,
        storedName: "b".repeat(48),
        originalName: "reading.webm",
        contentType: "audio/webm",
        size: 10,
        sha256: "y",
        kind: "voice",
        durationSeconds: 12,
      })
      .returning();
    await t.db.insert(workFiles).values([
      { workId: poemWork.id, fileId: picture!.id, kind: "file" },
      { workId: poemWork.id, fileId: voice!.id, kind: "voice" },
    ]);
    const { mkdir, writeFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    await mkdir(t.config.uploadsDir, { recursive: true });
    await writeFile(join(t.config.uploadsDir, "a".repeat(48)), PNG);
    const story = await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Story map" });
    const storyWork = await handIn(t.db, { assignmentId: story.assignment.id, studentId: child.student.id });
    const drafting = await makeAssignment(t.db, { classId: a.class.id, termId: term.id, title: "Still drafting" });
    const draftWork = await handIn(t.db, { assignmentId: drafting.assignment.id, studentId: child.student.id });
    const theirs = await makeAssignment(t.db, { classId: b.class.id, termId: term.id, title: "Badger poem" });
    const theirWork = await handIn(t.db, { assignmentId: theirs.assignment.id, studentId: other.student.id });
    const admin = await createUser(t.db, "admin", "portfolio-admin");
    return { term, a, b, child, other, poemWork, storyWork, draftWork, theirWork, admin };
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
    // The draft is taken back to in progress: not handed in.
    const { work } = await import("../../server/db/schema");
    const { eq } = await import("drizzle-orm");
    await t.db.update(work).set({ status: "in_progress" }).where(eq(work.id, w.draftWork.id));
  });
  afterAll(async () => t?.close());

  const add = (c: TestClient, workId: string, title = "My best poem", reflection = "I used rhymes.\nI am proud.") =>
    c.mutate("POST", "/api/student/portfolio", { workId, title, reflection });
  const mine = async () => (await as.student.get("/api/student/portfolio")).json<{ data: StudentPortfolio }>().data;

  it("lets the child add their own handed-in work, pending, and offers what is left", async () => {
    expect((await mine()).candidates.map((c) => c.assignmentTitle).sort()).toEqual(["Autumn poem", "Story map"]);
    const res = await add(as.student, w.poemWork.id);
    expect(res.status).toBe(201);
    expect(res.json<{ data: PortfolioItem }>().data).toMatchObject({
      title: "My best poem",
      status: "pending",
      assignmentTitle: "Autumn poem",
      reflection: "I used rhymes.\nI am proud.",
    });
    const after = await mine();
    expect(after.items.map((i) => i.title)).toEqual(["My best poem"]);
    expect(after.candidates.map((c) => c.assignmentTitle)).toEqual(["Story map"]);
    expect((await add(as.student, w.poemWork.id)).status).toBe(409);
  });

  it("refuses a classmate's or another child's work (404), a draft (400) and bad input (400)", async () => {
    const theirs = await add(as.student, w.theirWork.id);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain("Badger");
    expect((await add(as.student, w.draftWork.id)).status).toBe(400);
    const bad = await add(as.student, w.storyWork.id, "");
    expect(bad.status).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("title");
    expect((await add(as.guardian, w.storyWork.id)).status).toBe(403);
  });

  it("shows the family nothing until a teacher of the class approves; another teacher cannot decide", async () => {
    const family = async (c: TestClient) => c.get(`/api/family/portfolio?studentId=${w.child.student.id}`);
    expect((await family(as.guardian)).json<{ data: { items: PortfolioItem[] } }>().data.items).toEqual([]);
    const pending = (await as.teacher.get(`/api/teacher/portfolio?classId=${w.a.class.id}&status=pending`)).json<{ data: { items: PortfolioItem[] } }>().data
      .items;
    expect(pending.map((i) => [i.title, i.studentName])).toEqual([["My best poem", "Ada Quill"]]);
    const id = pending[0]!.id;
    const theirs = await as.otherTeacher.get(`/api/teacher/portfolio?classId=${w.a.class.id}`);
    expect(theirs.status).toBe(404);
    expect((await as.otherTeacher.mutate("POST", `/api/teacher/portfolio/${id}/approve`, {})).status).toBe(404);
    expect((await as.student.mutate("POST", `/api/teacher/portfolio/${id}/approve`, {})).status).toBe(403);
    const approved = await as.teacher.mutate("POST", `/api/teacher/portfolio/${id}/approve`, {});
    expect(approved.json<{ data: PortfolioItem }>().data.status).toBe("approved");
    const seen = (await family(as.guardian)).json<{ data: { items: PortfolioItem[] } }>().data.items;
    expect(seen.map((i) => [i.title, i.textAnswer])).toEqual([["My best poem", "Leaves fall down, red and brown."]]);
    const other = await family(as.otherGuardian);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain("poem");
    // An approved item stays; a pending one can be removed by its child only.
    expect((await as.student.mutate("DELETE", `/api/student/portfolio/${id}`)).status).toBe(409);
    const story = (await add(as.student, w.storyWork.id, "Story")).json<{ data: PortfolioItem }>().data;
    expect((await as.otherStudent.mutate("DELETE", `/api/student/portfolio/${story.id}`)).status).toBe(404);
    expect((await as.student.mutate("DELETE", `/api/student/portfolio/${story.id}`)).status).toBe(200);
  });

  it("downloads a term's approved portfolio as one PDF for the family and the child", async () => {
    const get = (c: TestClient, path: string) => fetch(`${t.url}${path}`, { headers: { cookie: `sid=${c.getCookie("sid")}` } });
    const res = await get(as.guardian, `/api/family/portfolio.pdf?studentId=${w.child.student.id}&termId=${w.term.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    for (const words of [
      "Ada Quill's portfolio",
      "My best poem",
      "I used rhymes.",
      "Leaves fall down, red and brown.",
      "Picture: leaf.png",
      "Voice answer: reading.webm",
    ])
      expect(text).toContain(words);
    expect((await get(as.student, `/api/student/portfolio.pdf?termId=${w.term.id}`)).status).toBe(200);

    // A guardian who reads Spanish gets every word of it in Spanish; the English copy is kept apart.
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, w.child.guardian!.id));
    try {
      const spanish = await get(as.guardian, `/api/family/portfolio.pdf?studentId=${w.child.student.id}&termId=${w.term.id}`);
      expect(spanish.status).toBe(200);
      expect(decodeURIComponent(spanish.headers.get("content-disposition") ?? "")).toContain(`Portafolio Ada Quill ${w.term.name}.pdf`);
      const spanishText = await pdftotext(new Uint8Array(await spanish.arrayBuffer()));
      for (const words of [
        "Portafolio de Ada Quill",
        "En mis propias palabras:",
        "Mi respuesta:",
        "Leaves fall down, red and brown.",
        "Imagen: leaf.png",
        "Respuesta de voz: reading.webm",
      ])
        expect(spanishText).toContain(words);
      expect(spanishText).not.toContain("portfolio");
    } finally {
      await t.db.update(users).set({ language: "en" }).where(eq(users.id, w.child.guardian!.id));
    }
    const english = await get(as.student, `/api/student/portfolio.pdf?termId=${w.term.id}`);
    expect(decodeURIComponent(english.headers.get("content-disposition") ?? "")).toContain(`Portfolio Ada Quill ${w.term.name}.pdf`);
    expect(await pdftotext(new Uint8Array(await english.arrayBuffer()))).toContain("Ada Quill's portfolio");

    expect((await get(as.otherGuardian, `/api/family/portfolio.pdf?studentId=${w.child.student.id}`)).status).toBe(404);
    expect((await get(as.teacher, `/api/family/portfolio.pdf?studentId=${w.child.student.id}`)).status).toBe(403);
  });

  const familyPdf = async (c: TestClient) =>
    fetch(`${t.url}/api/family/portfolio.pdf?studentId=${w.child.student.id}&termId=${w.term.id}`, { headers: { cookie: `sid=${c.getCookie("sid")}` } });

  it("prints names and work in any script, by the name the child goes by", async () => {
    const names = NAMES_IN_SCRIPTS.map((n) => `${n.firstName} ${n.lastName}`);
    const added = await add(as.student, w.storyWork.id, "中村 さくら と Łucja", names.join("\n"));
    expect(added.status).toBe(201);
    const id = added.json<{ data: PortfolioItem }>().data.id;
    expect((await as.teacher.mutate("POST", `/api/teacher/portfolio/${id}/approve`, {})).status).toBe(200);
    await t.db.update(students).set({ preferredName: "Łucja" }).where(eq(students.id, w.child.student.id));
    const res = await familyPdf(as.guardian);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("Portfolio");
    const text = await pdftotext(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("Łucja Quill's portfolio");
    expect(text).not.toContain("Ada Quill");
    expect(text).toContain("中村 さくら と Łucja");
    for (const name of names) expect(text).toContain(name);
  });

  it("refuses a picture of too many pixels at upload, and prints one stored before small", async () => {
    const huge = blankPng(7500, 7500);
    expect(7500 * 7500).toBeGreaterThan(MAX_PICTURE_PIXELS);
    const before = (await t.db.select().from(files)).length;
    const refused = await as.student.upload("/api/files", { name: "huge.png", bytes: huge });
    expect(refused.status).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain("7500 × 7500 pixels");
    expect((await t.db.select().from(files)).length).toBe(before);
    // A phone's photo as it comes (an iPhone 15 saves 5712 × 4284, 24.5 megapixels) is kept.
    expect((await as.student.upload("/api/files", { name: "photo.png", bytes: blankPng(5712, 4284) })).status).toBe(201);

    // One stored before the limit, in an approved item: printed, re-encoded small, memory bounded.
    const storedName = "c".repeat(48);
    const [row] = await t.db
      .insert(files)
      .values({ ownerUserId: w.child.user.id, storedName, originalName: "huge.png", contentType: "image/png", size: huge.length, sha256: "z" })
      .returning();
    await t.db.insert(workFiles).values({ workId: w.poemWork.id, fileId: row!.id, kind: "file" });
    const { writeFile } = await import("node:fs/promises");
    const { join } = await import("node:path");
    await writeFile(join(t.config.uploadsDir, storedName), huge);
    const rss = process.memoryUsage().rss;
    const res = await familyPdf(as.guardian);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // Decoding a picture this size whole takes hundreds of MB; read a row at a time it is a few.
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
    const images = await pdfimages(bytes);
    expect(images.length).toBeGreaterThanOrEqual(2);
    for (const image of images) expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(1600);
    expect(images).toContainEqual({ width: 1600, height: 1600 });
    expect(await pdftotext(bytes)).toContain("Picture: huge.png");
  });

  it("keeps a built PDF while nothing changed and limits PDFs per person", async () => {
    const first = new Uint8Array(await (await familyPdf(as.admin)).arrayBuffer());
    const again = new Uint8Array(await (await familyPdf(as.admin)).arrayBuffer());
    // The same bytes (a new build would carry a new creation time and document id).
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    for (let i = 2; i < PDF_REQUESTS_PER_WINDOW; i++) expect((await familyPdf(as.admin)).status).toBe(200);
    const limited = await familyPdf(as.admin);
    expect(limited.status).toBe(429);
    // Another person has their own budget.
    expect((await familyPdf(as.guardian)).status).toBe(200);
  });

  it("shows the child's drawings and photos in their portfolio with their kinds (the screen shows them as pictures)", async () => {
    const art = await makeAssignment(t.db, { classId: w.a.class.id, termId: w.term.id, title: "Draw a leaf" });
    const artWork = await handIn(t.db, { assignmentId: art.assignment.id, studentId: w.child.student.id });
    const pictures = await t.db
      .insert(files)
      .values(
        (["drawing", "photo"] as const).map((kind) => ({
          ownerUserId: w.child.user.id,
          storedName: `${kind}-${"d".repeat(40)}`,
          originalName: `${kind}.png`,
          contentType: "image/png",
          size: PNG.length,
          sha256: "x",
          kind,
        })),
      )
      .returning();
    await t.db.insert(workFiles).values(pictures.map((p) => ({ workId: artWork.id, fileId: p.id, kind: p.kind })));
    expect((await add(as.student, artWork.id, "My leaf", "")).status).toBe(201);
    const item = (await mine()).items.find((i) => i.title === "My leaf")!;
    expect(item.studentName).toBe("Ada Quill");
    expect(item.files.map((f) => [f.kind, f.name, f.contentType]).sort()).toEqual([
      ["drawing", "drawing.png", "image/png"],
      ["photo", "photo.png", "image/png"],
    ]);
  });
});
