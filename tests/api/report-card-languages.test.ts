/**
 * Report cards in each family's language (issue 32; docs/api/progress.md): every child's report in
 * English, the school's record that staff list, and a copy in each other language the child's
 * guardians read, which their progress page offers and `pdftotext` reads in Spanish. With the real
 * embedded Apertium (which CI installs) the teacher's comment and the standards' descriptions are
 * machine translated, labelled, the teacher's own words printed beside the comment; without an
 * engine they print as written under Spanish headings.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FamilyProgress, GeneratedReportCards, ReportCardList } from "#common/schemas/learning/progress";
import { createSession } from "../../server/auth/sessions";
import { auditLog, reportCards, users } from "../../server/db/schema";
import { findApertium } from "../../server/translation/apertium";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { pdfinfo, pdftotext } from "../support/pdf-tools";
import { daysAgo, handIn, makeAssignment, makeStandard } from "../support/progress-work";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const COMMENT = "Ada reads every day and explains her thinking clearly.";

describe.each([
  { kind: "pglite" as const, engine: true },
  { kind: "postgres" as const, engine: false },
])("report cards in a family's language on $kind, translation engine $engine", ({ kind, engine }) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  let run: GeneratedReportCards;
  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  async function build() {
    const { terms } = await makeYear(t.db);
    const term = terms[0]!;
    const math = await makeClass(t.db, term.schoolYearId, { name: "Math 3A", grade: "3", subject: "math", kind: "section" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill", grade: "3" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Marsh", grade: "3" });
    await enrol(t.db, math.class.id, ada.student.id);
    await enrol(t.db, math.class.id, ben.student.id);
    // Ada's family reads Spanish; Ben's English.
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, ada.guardian!.id));
    const fractions = await makeStandard(t.db, { code: "R.3.NF.1", subjectCode: "math", description: "Understand a fraction as a part of a whole" });
    const work = await makeAssignment(t.db, { classId: math.class.id, termId: term.id, title: "Fraction strips", standardIds: [fractions.id] });
    await handIn(t.db, {
      assignmentId: work.assignment.id,
      studentId: ada.student.id,
      submittedAt: daysAgo(5),
      marks: { [fractions.id]: 3 },
      returnedAt: daysAgo(4),
    });
    const admin = await createUser(t.db, "admin");
    return { term, math, ada, ben, admin };
  }

  beforeAll(async () => {
    if (engine && !findApertium({})) throw new Error("Apertium is not installed: apt-get install -y apertium apertium-eng-spa (CI installs them)");
    t = await startTestApp(kind, engine ? { config: { translation: { mode: "auto" } } } : {});
    w = await build();
    const teacher = await signIn(w.math.teacher!.id);
    const saved = await teacher.mutate("PUT", "/api/teacher/term-comments", {
      classId: w.math.class.id,
      termId: w.term.id,
      studentId: w.ada.student.id,
      comment: COMMENT,
    });
    expect(saved.status).toBe(200);
    const res = await (await signIn(w.admin.id)).mutate("POST", "/api/admin/report-cards", { termId: w.term.id });
    expect(res.status, res.text).toBe(200);
    run = res.json<{ data: GeneratedReportCards }>().data;
  }, 120_000);
  afterAll(async () => t?.close());

  const current = (studentId: string) =>
    t.db
      .select()
      .from(reportCards)
      .where(and(eq(reportCards.studentId, studentId), isNull(reportCards.supersededAt)));

  const download = async (client: TestClient, fileId: string) => {
    const res = await fetch(`${t.url}/api/files/${fileId}/content`, { headers: { cookie: `sid=${client.getCookie("sid")}` } });
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };

  it("makes each child's report in English and one more in the language of a family that reads another; staff list the English ones", async () => {
    expect(run).toMatchObject({ generated: 2, superseded: 0 });
    expect((await current(w.ada.student.id)).map((r) => r.language).sort()).toEqual(["en", "es"]);
    expect((await current(w.ben.student.id)).map((r) => r.language)).toEqual(["en"]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, "report_cards.generated"));
    expect(audit!.detail).toMatchObject({ students: 2, copiesInOtherLanguages: 1 });
    const list = (await (await signIn(w.admin.id)).get(`/api/admin/report-cards?termId=${w.term.id}`)).json<{ data: ReportCardList }>().data;
    const english = (await current(w.ada.student.id)).find((r) => r.language === "en")!;
    expect(list.reportCards.filter((r) => r.studentId === w.ada.student.id).map((r) => r.fileId)).toEqual([english.fileId]);
  });

  it("offers the Spanish-reading family the Spanish report, written in Spanish, and the English-reading family the English one", async () => {
    const guardian = await signIn(w.ada.guardian!.id);
    const spanish = (await current(w.ada.student.id)).find((r) => r.language === "es")!;
    const progress = (await guardian.get(`/api/family/progress?studentId=${w.ada.student.id}&termId=${w.term.id}`)).json<{ data: FamilyProgress }>().data;
    expect(progress.reportCards.map((r) => r.fileId)).toEqual([spanish.fileId]);

    const bytes = await download(guardian, spanish.fileId);
    const text = await pdftotext(bytes);
    expect(text).toContain("Boleta de calificaciones");
    expect(text).toContain("Ada Quill");
    expect(text).toContain("Tercer grado");
    expect(text).toContain("Asistencia");
    expect(text).toContain("R.3.NF.1: Cumple (3 de 4)");
    expect(text).toContain("La escala de dominio");
    expect(text).toMatch(/Emitida el \d+ de [a-z]+ de \d{4}/);
    expect(await pdfinfo(bytes)).toMatch(/Title:\s+Boleta de calificaciones: Ada Quill/);
    const words = text.replace(/\s+/g, " ");
    // The progress page's summary (issue 33), in Spanish, the curriculum's subject named in Spanish (issue 32).
    expect(words).toContain("En resumen Ada cumple con el estándar de Matemáticas evaluado hasta ahora.");
    expect(words).not.toContain("Mathematics");
    // The family's progress page names it in Spanish too.
    expect(progress.subjects.map((s) => s.name)).toContain("Matemáticas");
    if (engine) {
      // The comment in Spanish, labelled, with the teacher's words beside it; the standard's description translated.
      expect(words).toContain("Traducido automáticamente. Lo que escribió el maestro o la maestra: " + COMMENT);
      expect(words).toContain("Las descripciones de los estándares se tradujeron automáticamente.");
      expect(words).not.toContain("Understand a fraction as a part of a whole");
    } else {
      expect(words).toContain(COMMENT);
      expect(words).not.toContain("Traducido automáticamente");
      expect(words).toContain("Understand a fraction as a part of a whole");
    }

    const benFamily = await signIn(w.ben.guardian!.id);
    const benCards = (await benFamily.get(`/api/family/progress?studentId=${w.ben.student.id}&termId=${w.term.id}`)).json<{ data: FamilyProgress }>().data
      .reportCards;
    const benText = await pdftotext(await download(benFamily, benCards[0]!.fileId));
    expect(benText).toContain("Report card");
    expect(benText).not.toContain("Boleta");
    // Another family can read neither of Ada's.
    for (const r of await current(w.ada.student.id)) expect((await benFamily.get(`/api/files/${r.fileId}/content`)).status).toBe(404);
  });

  it("supersedes both when generated again", async () => {
    const res = await (await signIn(w.admin.id)).mutate("POST", "/api/admin/report-cards", { termId: w.term.id, studentIds: [w.ada.student.id] });
    expect(res.json<{ data: GeneratedReportCards }>().data).toMatchObject({ generated: 1, superseded: 2 });
    expect((await current(w.ada.student.id)).map((r) => r.language).sort()).toEqual(["en", "es"]);
  });
});
