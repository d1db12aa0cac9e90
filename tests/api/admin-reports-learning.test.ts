/**
 * The office's attendance and learning reports (issue 33, "Admin") over real HTTP: admins only, every
 * figure checked against the rows inserted here (rates by grade, class and child; chronic absence at
 * exactly 10 %, excused absences counted; a run of absences across two classes; the session nobody
 * took; missing work in the range; work waiting N days, as the teacher's "to mark"; standards where a
 * class's children are mostly below Meets), the CSVs, and bad queries refused with a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceOfficeReport, LearningOfficeReport } from "#common/schemas/office-reports";
import { createSession } from "../../server/auth/sessions";
import { assignments, attendanceMarks, classSessions, enrolments, marks, standards, work } from "../../server/db/schema";
import { schoolDate } from "../../server/learning/attendance/attendance-read";
import { shiftDate } from "../../server/learning/attendance/family";
import { currentTermRange } from "../../server/learning/attendance/reports";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DATABASE_KINDS)("the office's attendance and learning reports on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"admin" | "superAdmin" | "teacher" | "parent" | "student" | "anonymous", TestClient>;
  const now = Date.now();
  /** Otters meet 2 hours before now's time of day, Badgers 1 hour before: on one day, Otters first. */
  const otters = (daysAgo: number) => new Date(now - daysAgo * DAY - 2 * HOUR);
  const badgers = (daysAgo: number) => new Date(now - daysAgo * DAY - HOUR);
  const today = schoolDate(new Date(now));
  const range = `from=${shiftDate(today, -14)}&to=${today}`;

  async function build() {
    const { year } = await makeYear(t.db);
    const o = await makeClass(t.db, year.id, { name: "Otters", grade: "1" });
    const b = await makeClass(t.db, year.id, { name: "Badgers", grade: "2" });
    const empty = await makeClass(t.db, year.id, { name: "Empty room", grade: "3" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott", grade: "1" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Brook", grade: "1" });
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Dawson", grade: "2" });
    for (const c of [ada, ben, dee]) await enrol(t.db, o.class.id, c.student.id);
    await enrol(t.db, b.class.id, dee.student.id);
    await t.db.update(enrolments).set({ startedAt: new Date(now - 60 * DAY) });

    // Otters: ten sessions taken (10 to 1 days ago), one nobody took (11 days ago), one cancelled, one tomorrow.
    const otterSessions = await t.db
      .insert(classSessions)
      .values([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => ({ classId: o.class.id, startsAt: otters(d), endsAt: new Date(otters(d).getTime() + 45 * 60_000) })))
      .returning();
    const [untaken, , , emptySession] = await t.db
      .insert(classSessions)
      .values([
        { classId: o.class.id, startsAt: otters(11), endsAt: new Date(otters(11).getTime() + 45 * 60_000) },
        { classId: o.class.id, startsAt: otters(12), endsAt: new Date(otters(12).getTime() + 45 * 60_000), status: "cancelled" },
        { classId: o.class.id, startsAt: otters(-1), endsAt: new Date(otters(-1).getTime() + 45 * 60_000) },
        { classId: empty.class.id, startsAt: otters(4), endsAt: new Date(otters(4).getTime() + 45 * 60_000) },
      ])
      .returning();
    // Badgers: five sessions taken, 5 to 1 days ago.
    const badgerSessions = await t.db
      .insert(classSessions)
      .values([1, 2, 3, 4, 5].map((d) => ({ classId: b.class.id, startsAt: badgers(d), endsAt: new Date(badgers(d).getTime() + 45 * 60_000) })))
      .returning();
    const daysAgo = (s: { startsAt: Date }, at: (d: number) => Date) => [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((d) => at(d).getTime() === s.startsAt.getTime())!;

    // Ada: absent once of ten, explained (excused): exactly 10 %. Ben: always present.
    // Dee: absent at Otters 3 days ago, Badgers 3 days ago and Otters 2 days ago (a run of 3 over two
    // classes), present at Badgers 2 days ago; late once at Badgers (late is not absent).
    const markRows: (typeof attendanceMarks.$inferInsert)[] = [];
    for (const s of otterSessions) {
      const d = daysAgo(s, otters);
      markRows.push({ classSessionId: s.id, studentId: ada.student.id, status: d === 6 ? "absent" : "present", reason: d === 6 ? "Dentist" : null });
      markRows.push({ classSessionId: s.id, studentId: ben.student.id, status: "present" });
      markRows.push({ classSessionId: s.id, studentId: dee.student.id, status: d === 3 || d === 2 ? "absent" : "present" });
    }
    for (const s of badgerSessions) {
      const d = daysAgo(s, badgers);
      markRows.push({ classSessionId: s.id, studentId: dee.student.id, status: d === 3 ? "absent" : d === 5 ? "late" : "present" });
    }
    await t.db.insert(attendanceMarks).values(markRows);

    // Learning. Otters' "Shapes hunt" (due 3 days ago): Ada nothing (missing), Ben handed in 9 days
    // ago (early) and waiting, Dee handed in 2 days ago and waiting. "Old work" due 40 days ago: Ada
    // missing, outside the range. Badgers' "Map skills" due yesterday: Dee missing.
    const ago = (days: number) => new Date(now - days * DAY);
    const assignment = (classId: string, title: string, dueDaysAgo: number) =>
      t.db
        .insert(assignments)
        .values({ classId, title, dueAt: ago(dueDaysAgo), publishAt: ago(50) })
        .returning()
        .then((r) => r[0]!);
    const shapes = await assignment(o.class.id, "Shapes hunt", 3);
    await assignment(o.class.id, "Old work", 40);
    await assignment(b.class.id, "Map skills", 1);
    const counting = await assignment(o.class.id, "Counting", 20);
    const mapping = await assignment(b.class.id, "Mapping", 20);
    const handIn = async (assignmentId: string, studentId: string, submittedDaysAgo: number, returnedDaysAgo: number | null) => {
      const [row] = await t.db
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
      return row!;
    };
    await handIn(shapes.id, ben.student.id, 9, null);
    await handIn(shapes.id, dee.student.id, 2, null);
    const [s1, s2] = await t.db
      .insert(standards)
      .values([
        { code: "T.OFF.1", framework: "school", subjectCode: "math", grade: "1", domain: "Test", cluster: "Test", description: "Counts to twenty" },
        { code: "T.OFF.2", framework: "school", subjectCode: "math", grade: "1", domain: "Test", cluster: "Test", description: "Adds within ten" },
      ])
      .returning();
    // Otters on T.OFF.1: Ada 1, Ben 2, Dee 4 (two of three below Meets); on T.OFF.2: Ada 2, Ben 4 (half is not most).
    // Badgers on T.OFF.1: Dee 2.
    const levels: [string, string, [string, number][]][] = [
      [
        counting.id,
        ada.student.id,
        [
          [s1!.id, 1],
          [s2!.id, 2],
        ],
      ],
      [
        counting.id,
        ben.student.id,
        [
          [s1!.id, 2],
          [s2!.id, 4],
        ],
      ],
      [counting.id, dee.student.id, [[s1!.id, 4]]],
      [mapping.id, dee.student.id, [[s1!.id, 2]]],
    ];
    for (const [assignmentId, studentId, marked] of levels) {
      const row = await handIn(assignmentId, studentId, 21, 19);
      await t.db.insert(marks).values(marked.map(([standardId, level]) => ({ workId: row.id, standardId, level })));
    }

    const admin = await createUser(t.db, "admin", `office-reports-admin-${kind}`);
    const superAdmin = await createUser(t.db, "super_admin", `office-reports-super-${kind}`);
    const parent = await createUser(t.db, "parent", `office-reports-parent-${kind}`);
    return { o, b, ada, ben, dee, untaken: untaken!, emptySession: emptySession!, admin, superAdmin, parent, s1: s1! };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await build();
    as.admin = await signIn(w.admin.id);
    as.superAdmin = await signIn(w.superAdmin.id);
    as.teacher = await signIn(w.o.teacher!.id);
    as.parent = await signIn(w.parent.id);
    as.student = await signIn(w.ada.user.id);
    as.anonymous = new TestClient(t.url);
  });
  afterAll(async () => t?.close());

  const attendance = async (query = range) => {
    const res = await as.admin.get(`/api/admin/reports/attendance?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: AttendanceOfficeReport }>().data;
  };
  const learning = async (query = range) => {
    const res = await as.admin.get(`/api/admin/reports/learning?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: LearningOfficeReport }>().data;
  };

  it("lets admins and super admins read every report and CSV, and nobody else", async () => {
    const paths = [
      `/api/admin/reports/attendance?${range}`,
      `/api/admin/reports/attendance.csv?${range}`,
      `/api/admin/reports/learning?${range}`,
      `/api/admin/reports/learning.csv?${range}`,
    ];
    for (const path of paths) {
      expect((await as.admin.get(path)).status, path).toBe(200);
      expect((await as.superAdmin.get(path)).status, path).toBe(200);
      for (const who of ["teacher", "parent", "student"] as const) {
        const res = await as[who].get(path);
        expect(res.status, `${who} ${path}`).toBe(403);
        expect(res.text).not.toContain("Dawson");
      }
      expect((await as.anonymous.get(path)).status, path).toBe(401);
    }
  });

  it("rates attendance by grade, class and child over the taken sessions", async () => {
    const data = await attendance();
    expect(data).toMatchObject({ from: shiftDate(today, -14), to: today, chronicPercent: 10, runMin: 3 });
    // 10 Ada + 10 Ben + 15 Dee records; 4 absences, Ada's explained.
    expect(data.totals).toEqual({ counts: { sessions: 35, present: 30, late: 1, leftEarly: 0, absent: 4, excused: 1 }, rate: 89 });
    expect(data.grades.map((g) => [g.grade, g.children, g.counts.sessions, g.counts.absent, g.rate])).toEqual([
      ["1", 2, 20, 1, 95],
      ["2", 1, 15, 3, 80],
    ]);
    expect(data.classes.map((c) => [c.className, c.grade, c.teacherName !== null, c.children, c.counts.sessions, c.counts.absent, c.rate])).toEqual([
      ["Badgers", "2", true, 1, 5, 1, 80],
      ["Otters", "1", true, 3, 30, 3, 90],
    ]);
    expect(data.children.map((c) => [c.name, c.counts.sessions, c.counts.absent, c.absenceRate, c.chronic])).toEqual([
      ["Ada Abbott", 10, 1, 10, true],
      ["Ben Brook", 10, 0, 0, false],
      ["Dee Dawson", 15, 3, 20, true],
    ]);
  });

  it("lists the chronically absent at 10 % or more, excused absences counted and shown apart", async () => {
    const data = await attendance();
    expect(data.chronic).toEqual([
      { studentId: w.dee.student.id, name: "Dee Dawson", grade: "2", sessions: 15, absent: 3, excused: 0, absenceRate: 20 },
      { studentId: w.ada.student.id, name: "Ada Abbott", grade: "1", sessions: 10, absent: 1, excused: 1, absenceRate: 10 },
    ]);
  });

  it("finds a run of absences across two classes, in time order", async () => {
    const data = await attendance();
    expect(data.runs).toEqual([
      {
        studentId: w.dee.student.id,
        name: "Dee Dawson",
        grade: "2",
        length: 3,
        firstDate: schoolDate(otters(3)),
        lastDate: schoolDate(otters(2)),
        classNames: ["Badgers", "Otters"],
      },
    ]);
  });

  it("lists past sessions nobody took, with class and teacher; not cancelled, future or childless ones", async () => {
    const data = await attendance();
    expect(data.unconfirmed).toEqual([
      {
        sessionId: w.untaken.id,
        classId: w.o.class.id,
        className: "Otters",
        teacherName: expect.any(String),
        date: schoolDate(otters(11)),
        startsAt: otters(11).toISOString(),
        children: 3,
      },
    ]);
    expect(data.unconfirmed.some((s) => s.sessionId === w.emptySession.id)).toBe(false);
    // Outside the range, it is not listed.
    const later = await attendance(`from=${shiftDate(today, -5)}&to=${today}`);
    expect(later.unconfirmed).toEqual([]);
    expect(later.chronic.map((c) => c.name)).toEqual(["Dee Dawson"]);
  });

  it("defaults to the current term", async () => {
    const term = await currentTermRange(t.db, today);
    expect(await attendance("")).toMatchObject(term);
    expect(await learning("")).toMatchObject({ ...term, days: 7 });
  });

  it("writes each attendance section as a CSV", async () => {
    const res = await as.admin.get(`/api/admin/reports/attendance.csv?${range}&section=chronic`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(`attendance-chronic-${shiftDate(today, -14)}-${today}.csv`);
    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      `"Child","Grade","Sessions taken","Absent","Of which excused","Absence rate (%)"`,
      `"Dee Dawson","Grade 2","15","3","0","20"`,
      `"Ada Abbott","Grade 1","10","1","1","10"`,
    ]);
    const children = await as.admin.get(`/api/admin/reports/attendance.csv?${range}`);
    expect(children.text.trim().split("\r\n")).toHaveLength(4);
    const unconfirmed = await as.admin.get(`/api/admin/reports/attendance.csv?${range}&section=unconfirmed`);
    expect(unconfirmed.text).toContain(`"${schoolDate(otters(11))}"`);
    expect(unconfirmed.text).toContain(`"Otters"`);
  });

  it("reports missing work due in the range, per child and class", async () => {
    const data = await learning();
    expect(data.missing.map((m) => [m.name, m.className, m.count, m.titles])).toEqual([
      ["Dee Dawson", "Badgers", 1, ["Map skills"]],
      ["Ada Abbott", "Otters", 1, ["Shapes hunt"]],
    ]);
    const wider = await learning(`from=${shiftDate(today, -60)}&to=${today}`);
    expect(wider.missing.find((m) => m.name === "Ada Abbott")).toMatchObject({ count: 2, titles: ["Old work", "Shapes hunt"] });
  });

  it("reports work not returned after N days, as the teacher's work to mark", async () => {
    const week = await learning();
    expect(week.days).toBe(7);
    expect(week.waiting).toEqual([{ classId: w.o.class.id, className: "Otters", teacherName: expect.any(String), count: 1, oldestAt: expect.any(String) }]);
    const day = await learning(`${range}&days=1`);
    expect(day.waiting.map((x) => [x.className, x.count])).toEqual([["Otters", 2]]);
    const home = await as.teacher.get("/api/teacher/attention-counts");
    expect(home.status).toBe(200);
    expect(home.json<{ data: { toMark: number } }>().data.toMark).toBe(2);
    expect((await learning(`${range}&days=10`)).waiting).toEqual([]);
  });

  it("reports standards where most of a class's assessed children are below Meets", async () => {
    const data = await learning();
    expect(data.standards.map((s) => [s.className, s.code, s.below, s.assessed])).toEqual([
      ["Badgers", "T.OFF.1", 1, 1],
      ["Otters", "T.OFF.1", 2, 3],
    ]);
  });

  it("writes each learning section as a CSV", async () => {
    const res = await as.admin.get(`/api/admin/reports/learning.csv?${range}&section=standards`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(
      res.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toEqual([
      `"Class","Standard","Description","Below Meets","Assessed"`,
      `"Badgers","T.OFF.1","Counts to twenty","1","1"`,
      `"Otters","T.OFF.1","Counts to twenty","2","3"`,
    ]);
    const waiting = await as.admin.get(`/api/admin/reports/learning.csv?${range}&section=waiting&days=1`);
    expect(waiting.text).toContain(`"Not returned after 1 days"`);
    const missing = await as.admin.get(`/api/admin/reports/learning.csv?${range}`);
    expect(missing.text).toContain(`"Map skills"`);
  });

  it("refuses bad queries with a clear 400", async () => {
    const bad = [
      ["/api/admin/reports/attendance?from=2026-13-40", "Please enter a date as YYYY-MM-DD."],
      [`/api/admin/reports/attendance?from=${today}&to=${shiftDate(today, -1)}`, "The start date must be on or before the end date."],
      [`/api/admin/reports/attendance.csv?from=${shiftDate(today, -400)}&to=${today}`, "Please choose at most 366 days."],
      [`/api/admin/reports/attendance?from=${shiftDate(today, -400)}`, "Please choose at most 366 days."],
      ["/api/admin/reports/attendance.csv?section=everything", "Please choose one of the report's sections."],
      ["/api/admin/reports/learning?days=0", "Please choose a number of days from 1 to 60."],
      ["/api/admin/reports/learning?days=61", "Please choose a number of days from 1 to 60."],
      ["/api/admin/reports/learning.csv?days=two", "Please choose a number of days from 1 to 60."],
      ["/api/admin/reports/learning.csv?section=grades", "Please choose one of the report's sections."],
    ];
    for (const [path, message] of bad) {
      const res = await as.admin.get(path!);
      expect(res.status, path).toBe(400);
      expect(res.text, path).toContain(message);
    }
  });
});
