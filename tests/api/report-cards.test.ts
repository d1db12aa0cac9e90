/**
 * Report cards (docs/api/progress.md): staff generate a term's PDFs (pdfkit) in batches; each PDF
 * names the child and shows the levels by THE rule and the teacher's comment; the child's guardians
 * and staff download it, the child, a teacher and another family cannot (404); generating again
 * supersedes the previous report; the run is audited. Also measures 24 report cards. Names in any
 * script print as written (embedded Noto fonts, right-to-left text ordered), by the name the child
 * goes by, in a tagged PDF. The progress page's summary in plain words heads the standards.
 */

import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FamilyProgress, GeneratedReportCards, ReportCardList } from "#common/schemas/learning/progress";
import type { FamilyAttendance } from "#common/schemas/learning/attendance";
import { createSession } from "../../server/auth/sessions";
import { attendanceMarks, auditLog, classSessions, enrolments, files, reportCards, students } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { NAMES_IN_SCRIPTS, pdffonts, pdfinfo, pdftotext } from "../support/pdf-tools";
import { daysAgo, handIn, makeAssignment, makeStandard } from "../support/progress-work";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Actor = "teacher" | "student" | "guardian" | "otherGuardian" | "admin";

async function pdfText(bytes: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe.each(DATABASE_KINDS)("report cards on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<Actor, TestClient>;
  let w: Awaited<ReturnType<typeof build>>;
  let firstRun: GeneratedReportCards;

  async function build() {
    const { terms } = await makeYear(t.db);
    const term = terms[0]!;
    const room = await makeClass(t.db, term.schoolYearId, { name: "Otters", grade: "3" });
    const math = await makeClass(t.db, term.schoolYearId, { name: "Math 3A", grade: "3", subject: "math", kind: "section" });
    const child = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill", grade: "3" });
    const other = await makeStudent(t.db, { firstName: "Cy", lastName: "Marsh", grade: "3" });
    await enrol(t.db, room.class.id, child.student.id);
    await enrol(t.db, math.class.id, child.student.id);
    await enrol(t.db, room.class.id, other.student.id);
    // 22 more children: 24 report cards in all, measured below.
    for (let i = 0; i < 22; i += 1) {
      const kid = await makeStudent(t.db, { firstName: `Kid${i}`, lastName: "Batch", grade: "3", guardian: false });
      await enrol(t.db, room.class.id, kid.student.id);
    }
    const fractions = await makeStandard(t.db, { code: "R.3.NF.1", subjectCode: "math", description: "Understand a fraction as a part of a whole" });
    const clocks = await makeStandard(t.db, { code: "R.3.MD.1", subjectCode: "math", description: "Tell time to the minute" });
    const work = await makeAssignment(t.db, { classId: math.class.id, termId: term.id, title: "Fraction strips", standardIds: [fractions.id, clocks.id] });
    await handIn(t.db, {
      assignmentId: work.assignment.id,
      studentId: child.student.id,
      submittedAt: daysAgo(5),
      marks: { [fractions.id]: 3 },
      feedback: "Good",
      returnedAt: daysAgo(4),
    });
    const draft = await makeAssignment(t.db, { classId: math.class.id, termId: term.id, title: "Clock faces", standardIds: [clocks.id] });
    await handIn(t.db, { assignmentId: draft.assignment.id, studentId: child.student.id, marks: { [clocks.id]: 1 }, returnedAt: null });
    // Attendance (issue 18): two sessions of the term marked by hand; Ada present, then absent with a reason.
    await t.db.update(enrolments).set({ startedAt: new Date("2026-08-17T04:00:00Z") });
    const [monday, tuesday] = await t.db
      .insert(classSessions)
      .values([
        { classId: room.class.id, startsAt: new Date("2026-10-05T14:00:00Z"), endsAt: new Date("2026-10-05T14:45:00Z") },
        { classId: room.class.id, startsAt: new Date("2026-10-06T14:00:00Z"), endsAt: new Date("2026-10-06T14:45:00Z") },
      ])
      .returning();
    await t.db.insert(attendanceMarks).values([
      { classSessionId: monday!.id, studentId: child.student.id, status: "present" },
      { classSessionId: tuesday!.id, studentId: child.student.id, status: "absent", reason: "Dentist" },
    ]);
    const admin = await createUser(t.db, "admin", "cards-admin");
    return { term, room, math, child, other, fractions, admin };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await build();
    as.teacher = await signIn(w.math.teacher!.id);
    as.student = await signIn(w.child.user.id);
    as.guardian = await signIn(w.child.guardian!.id);
    as.otherGuardian = await signIn(w.other.guardian!.id);
    as.admin = await signIn(w.admin.id);
    const comment = await as.teacher.mutate("PUT", "/api/teacher/term-comments", {
      classId: w.math.class.id,
      termId: w.term.id,
      studentId: w.child.student.id,
      comment: "Ada explains her fraction thinking clearly.",
    });
    expect(comment.status).toBe(200);
    const res = await as.admin.mutate("POST", "/api/admin/report-cards", { termId: w.term.id });
    expect(res.status).toBe(200);
    firstRun = res.json<{ data: GeneratedReportCards }>().data;
    // 26 accounts and 24 PDFs on a machine shared with other test runs.
  }, 120_000);
  afterAll(async () => t?.close());

  const currentCard = async (studentId: string) => {
    const [row] = await t.db
      .select()
      .from(reportCards)
      .where(and(eq(reportCards.studentId, studentId), eq(reportCards.termId, w.term.id)))
      .orderBy(reportCards.generatedAt);
    const all = await t.db
      .select()
      .from(reportCards)
      .where(and(eq(reportCards.studentId, studentId), eq(reportCards.termId, w.term.id)));
    return { any: row!, current: all.find((r) => r.supersededAt === null)!, all };
  };

  it("generates every enrolled child's report card and says how long 24 took", async () => {
    expect(firstRun).toMatchObject({ termId: w.term.id, generated: 24, superseded: 0 });
    console.info(`report cards (${kind}): 24 generated in ${firstRun.milliseconds} ms`);
    const [file] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, (await currentCard(w.child.student.id)).current.fileId));
    expect(file).toMatchObject({ kind: "report-card", ownerUserId: w.admin.id, contentType: "application/pdf" });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "report_cards.generated"));
    expect(audit.map((a) => a.targetId)).toContain(w.term.id);
  });

  it("makes a PDF that names the child and shows the levels, the comment and the scale, never a draft mark", async () => {
    const { current } = await currentCard(w.child.student.id);
    const res = await fetch(`${t.url}/api/files/${current.fileId}/content`, { headers: { cookie: `sid=${as.guardian.getCookie("sid")}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("BrightPath Academy");
    expect(text).toContain("Ada Quill");
    expect(text).toContain("Grade 3");
    expect(text).toContain("Term 1");
    expect(text).toContain("R.3.NF.1: Meets (3 of 4)");
    // The clock standard's only mark is a draft: Not yet assessed.
    expect(text).toContain("R.3.MD.1: Not yet assessed");
    expect(text).toContain("Ada explains her fraction thinking clearly.");
    expect(text).toContain("4 Exceeds");
    expect(text).toContain("Attended 1 of 2 class sessions (50%).");
    expect(text).toMatch(/Late 0 . Absent 1 \(excused 1\)/);
    // The summary of the family's progress page (issue 33) at the top, before the standards.
    const words = text.replace(/\s+/g, " ");
    expect(words).toContain("At a glance Ada is meeting the Mathematics standard assessed so far.");
    expect(words.indexOf("At a glance")).toBeLessThan(words.indexOf("R.3.NF.1"));
  });

  it("lets only the child's guardians and staff download it", async () => {
    const { current } = await currentCard(w.child.student.id);
    for (const c of [as.student, as.teacher, as.otherGuardian]) expect((await c.get(`/api/files/${current.fileId}/content`)).status).toBe(404);
    expect((await as.admin.get(`/api/files/${current.fileId}/content`)).status).toBe(200);
    // The family's progress page offers it.
    const progress = (await as.guardian.get(`/api/family/progress?studentId=${w.child.student.id}&termId=${w.term.id}`)).json<{ data: FamilyProgress }>().data;
    expect(progress.reportCards).toEqual([expect.objectContaining({ id: current.id, fileId: current.fileId, termName: "Term 1" })]);
    // And the term's attendance, counted as on the report card.
    const attendance = (await as.guardian.get(`/api/family/attendance?studentId=${w.child.student.id}&from=${w.term.startsOn}&to=${w.term.endsOn}`)).json<{
      data: FamilyAttendance;
    }>().data;
    expect(attendance.children.map((c) => [c.counts, c.rate])).toEqual([[{ sessions: 2, present: 1, late: 0, leftEarly: 0, absent: 1, excused: 1 }, 50]]);
  });

  it("keeps the previous report, superseded, when generated again", async () => {
    const before = await currentCard(w.child.student.id);
    const res = await as.admin.mutate("POST", "/api/admin/report-cards", { termId: w.term.id, studentIds: [w.child.student.id] });
    expect(res.json<{ data: GeneratedReportCards }>().data).toMatchObject({ generated: 1, superseded: 1 });
    const after = await currentCard(w.child.student.id);
    expect(after.all).toHaveLength(2);
    expect(after.current.id).not.toBe(before.current.id);
    expect(after.all.find((r) => r.id === before.current.id)!.supersededAt).not.toBeNull();
    const list = (await as.admin.get(`/api/admin/report-cards?termId=${w.term.id}`)).json<{ data: ReportCardList }>().data;
    // The count the confirmation states: as many children as Generate made report cards for.
    expect(list.children).toBe(firstRun.generated);
    const ada = list.reportCards.filter((r) => r.studentName === "Ada Quill");
    expect(ada.map((r) => r.supersededAt === null)).toEqual([true, false]);
    expect(list.reportCards.filter((r) => r.supersededAt === null)).toHaveLength(24);
    const progress = (await as.guardian.get(`/api/family/progress?studentId=${w.child.student.id}&termId=${w.term.id}`)).json<{ data: FamilyProgress }>().data;
    expect(progress.reportCards.map((r) => r.id)).toEqual([after.current.id]);
  });

  it("prints each child's name as written in any script, by the name they go by, in a tagged PDF with embedded fonts", async () => {
    const kids = [];
    for (const name of NAMES_IN_SCRIPTS) {
      const kid = await makeStudent(t.db, { firstName: name.firstName, lastName: name.lastName, grade: "2", guardian: false });
      if (name.preferredName) await t.db.update(students).set({ preferredName: name.preferredName }).where(eq(students.id, kid.student.id));
      kids.push({ ...name, id: kid.student.id });
    }
    const res = await as.admin.mutate("POST", "/api/admin/report-cards", { termId: w.term.id, studentIds: kids.map((k) => k.id) });
    expect(res.json<{ data: GeneratedReportCards }>().data).toMatchObject({ generated: kids.length });
    for (const kid of kids) {
      const { current } = await currentCard(kid.id);
      const res = await fetch(`${t.url}/api/files/${current.fileId}/content`, { headers: { cookie: `sid=${as.admin.getCookie("sid")}` } });
      const bytes = new Uint8Array(await res.arrayBuffer());
      const shown = `${kid.preferredName ?? kid.firstName} ${kid.lastName}`;
      const text = await pdftotext(bytes);
      expect(text).toContain(shown);
      if (kid.preferredName) expect(text).not.toContain(kid.firstName);
      const info = await pdfinfo(bytes);
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toContain(`Title:           Report card: ${shown}, Term 1`);
      // The document's language and its title shown as the window's title.
      expect(Buffer.from(bytes).toString("latin1")).toContain("/DisplayDocTitle true");
      expect(Buffer.from(bytes).toString("latin1")).toContain("/Lang (en-US)");
      const fonts = await pdffonts(bytes);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatchObject({ embedded: true, subset: true });
      expect(fonts.map((f) => f.name).join(" ")).not.toContain("Helvetica");
      expect(bytes.length).toBeLessThan(60_000);
    }
    // The staff list names them the same way.
    const list = (await as.admin.get(`/api/admin/report-cards?termId=${w.term.id}`)).json<{ data: ReportCardList }>().data;
    expect(list.reportCards.map((r) => r.studentName)).toContain("Дима Иванов");
  });

  it("refuses everyone but staff, bad input with 400 and unknown ids with 404", async () => {
    for (const c of [as.teacher, as.student, as.guardian]) {
      expect((await c.mutate("POST", "/api/admin/report-cards", { termId: w.term.id })).status).toBe(403);
      expect((await c.get(`/api/admin/report-cards?termId=${w.term.id}`)).status).toBe(403);
    }
    const bad = await as.admin.mutate("POST", "/api/admin/report-cards", { termId: "soon" });
    expect(bad.status).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("termId");
    expect((await as.admin.mutate("POST", "/api/admin/report-cards", { termId: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    expect((await as.admin.mutate("POST", "/api/admin/report-cards", { termId: w.term.id, studentIds: ["00000000-0000-4000-8000-000000000000"] })).status).toBe(
      404,
    );
    expect((await as.admin.get("/api/admin/report-cards?termId=x")).status).toBe(400);
    // Without a term: the term of today (or the latest begun).
    expect((await as.admin.get("/api/admin/report-cards")).json<{ data: ReportCardList }>().data.termId).not.toBeNull();
  });
});
