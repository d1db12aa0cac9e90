/**
 * The move to the next school year (issue 36, "Next school year") over HTTP: the dry run answers exactly
 * what the move does and changes nothing; the move copies the classes (staff, timetable, sessions), moves
 * each child up a grade into the same section of the next grade, graduates grade 6 (who can no longer sign
 * in), leaves withdrawn children alone, archives the year and makes the next one current. A class over its
 * limit refuses the move, as does a year not yet over; only the office may do it.
 */
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RolloverResult } from "#common/schemas/learning/rollover";
import { ROLLOVER_MESSAGES } from "#common/schemas/learning/rollover";
import { createSession } from "../../server/auth/sessions";
import { classSessions, classStaff, classes, enrolments, schoolYears, studentWithdrawals, students, users } from "../../server/db/schema";
import { nextGrade } from "../../server/learning/courses/rollover";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

/** The last day of 2026-27 is 2027-06-11. */
const BEFORE_THE_END = new Date("2027-06-10T16:00:00Z");
const AFTER_THE_END = new Date("2027-06-20T16:00:00Z");
const MONDAY_MATH = [{ weekday: 1, startTime: "10:00", endTime: "10:45" }];

describe("the next grade", () => {
  it("is K to 1 up to 5 to 6; after 6 the child graduates", () => {
    expect(["K", "1", "2", "3", "4", "5", "6"].map(nextGrade)).toEqual(["1", "2", "3", "4", "5", "6", null]);
    expect(nextGrade("7")).toBeUndefined();
  });
});

describe.each(DATABASE_KINDS)("moving to the next school year on %s", (kind) => {
  let t: TestApp;
  let clock = BEFORE_THE_END;
  let w: Awaited<ReturnType<typeof build>>;
  let admin: TestClient;

  async function build() {
    const { year } = await makeYear(t.db, { startYear: 2026 });
    const next = await makeYear(t.db, { startYear: 2027, current: false, name: "2027-28" });
    const teacher = await createUser(t.db, "teacher", "rollover-teacher");
    const g2home = await makeClass(t.db, year.id, { name: "Grade 2 Homeroom", grade: "2" });
    const g2mathA = await makeClass(t.db, year.id, { name: "Grade 2 Math A", grade: "2", subject: "math", kind: "section", teacher });
    const g2mathB = await makeClass(t.db, year.id, { name: "Grade 2 Math B", grade: "2", subject: "math", kind: "section" });
    const g3home = await makeClass(t.db, year.id, { name: "Grade 3 Homeroom", grade: "3" });
    // Next year's Grade 3 Math A is copied from this one: its limit (1) comes with it.
    const g3mathA = await makeClass(t.db, year.id, {
      name: "Grade 3 Math A",
      grade: "3",
      subject: "math",
      kind: "section",
      maxStudents: 1,
      meetings: MONDAY_MATH,
    });
    const g3mathB = await makeClass(t.db, year.id, { name: "Grade 3 Math B", grade: "3", subject: "math", kind: "section" });
    const g6home = await makeClass(t.db, year.id, { name: "Grade 6 Homeroom", grade: "6" });
    const start = new Date("2026-08-17T13:00:00Z");
    const enrol = (classId: string, studentId: string) => t.db.insert(enrolments).values({ classId, studentId, startedAt: start });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Ames", grade: "2" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Bell", grade: "2" });
    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Cole", grade: "2" });
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Dunn", grade: "6" });
    const eve = await makeStudent(t.db, { firstName: "Eve", lastName: "Eads", grade: "2" });
    for (const child of [ada, ben, cy]) await enrol(g2home.class.id, child.student.id);
    await enrol(g2mathA.class.id, ada.student.id);
    await enrol(g2mathA.class.id, ben.student.id);
    await enrol(g2mathB.class.id, cy.student.id);
    await enrol(g6home.class.id, dee.student.id);
    // Eve left in the spring: she stays as she is.
    await enrol(g2home.class.id, eve.student.id);
    await t.db
      .update(students)
      .set({ withdrawnAt: new Date("2027-03-01T05:00:00Z") })
      .where(eq(students.id, eve.student.id));
    await t.db
      .update(enrolments)
      .set({ endedAt: new Date("2027-03-01T05:00:00Z"), endReason: "withdrawn" })
      .where(eq(enrolments.studentId, eve.student.id));
    const staff = await createUser(t.db, "admin", "rollover-admin");
    return { year, next: next.year, teacher, g2home, g2mathA, g2mathB, g3home, g3mathA, g3mathB, g6home, ada, ben, cy, dee, eve, staff };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId, {}, clock)).id);
    return c;
  };
  const rollOver = (client: TestClient, body: Record<string, unknown>) => client.mutate("POST", "/api/admin/courses/rollover", body);
  const answer = async (body: Record<string, unknown>) => {
    const res = await rollOver(admin, body);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: RolloverResult }>().data;
  };
  const snapshot = async () => ({
    classes: (await t.db.select({ id: classes.id }).from(classes)).length,
    open: (await t.db.select({ id: enrolments.id }).from(enrolments).where(isNull(enrolments.endedAt))).length,
    grades: (await t.db.select({ grade: students.grade }).from(students)).map((s) => s.grade).sort(),
    current: (await t.db.select({ name: schoolYears.name }).from(schoolYears).where(eq(schoolYears.isCurrent, true)))[0]!.name,
  });

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => clock } });
    w = await build();
    admin = await signIn(w.staff.id);
  });
  afterAll(async () => t?.close());

  it("is the office's alone", async () => {
    for (const userId of [w.teacher.id, w.ada.guardian!.id, w.ada.user.id]) {
      expect((await rollOver(await signIn(userId), { toYearId: w.next.id, dryRun: true })).status).toBe(403);
    }
    expect((await rollOver(new TestClient(t.url), { toYearId: w.next.id, dryRun: true })).status).toBe(401);
    const bad = await rollOver(admin, { toYearId: "next year", dryRun: true });
    expect(bad.status).toBe(400);
    expect((await rollOver(admin, { toYearId: w.year.id, dryRun: true })).status).toBe(400);
    expect((await rollOver(admin, { toYearId: "00000000-0000-4000-8000-000000000000", dryRun: true })).status).toBe(404);
  });

  it("previews before the year is over, changing nothing, and refuses the move itself until then", async () => {
    const before = await snapshot();
    const preview = await answer({ toYearId: w.next.id, dryRun: true });
    expect(preview).toMatchObject({ dryRun: true, fromYear: w.year.name, toYear: "2027-28", classesCopied: 7, graduates: 1 });
    expect(await snapshot()).toEqual(before);
    const early = await rollOver(admin, { toYearId: w.next.id, dryRun: false });
    expect(early.status).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(ROLLOVER_MESSAGES.tooEarly);
    expect(await snapshot()).toEqual(before);
  });

  it("names the class that would be over its limit, and refuses the move while it is", async () => {
    clock = AFTER_THE_END;
    admin = await signIn(w.staff.id);
    const preview = await answer({ toYearId: w.next.id, dryRun: true });
    // Ada and Ben were both in Grade 2 Math A; next year's Grade 3 Math A takes one.
    expect(preview.overLimit).toEqual(["Grade 3 Math A"]);
    const ben = preview.moves.find((m) => m.name === "Ben Bell")!;
    expect(ben.notPlaced).toEqual(["Grade 3 Math A"]);
    const refused = await rollOver(admin, { toYearId: w.next.id, dryRun: false });
    expect(refused.status).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain("Grade 3 Math A");
    expect((await snapshot()).current).toBe(w.year.name);
    await t.db.update(classes).set({ maxStudents: null }).where(eq(classes.id, w.g3mathA.class.id));
  });

  it("moves every child up into the same section, graduates grade 6, archives the year: what the dry run said", async () => {
    const preview = await answer({ toYearId: w.next.id, dryRun: true });
    expect(preview.overLimit).toEqual([]);
    const moved = await answer({ toYearId: w.next.id, dryRun: false });
    expect({ ...moved, dryRun: true }).toEqual(preview);

    const byName = Object.fromEntries(moved.moves.map((m) => [m.name, m]));
    expect(Object.keys(byName).sort()).toEqual(["Ada Ames", "Ben Bell", "Cy Cole", "Dee Dunn"]);
    expect(byName["Ada Ames"]).toMatchObject({ fromGrade: "2", toGrade: "3", notPlaced: [] });
    expect(byName["Ada Ames"]!.classes.sort()).toEqual(["Grade 3 Homeroom", "Grade 3 Math A"]);
    expect(byName["Cy Cole"]!.classes.sort()).toEqual(["Grade 3 Homeroom", "Grade 3 Math B"]);
    expect(byName["Dee Dunn"]).toMatchObject({ fromGrade: "6", toGrade: null, classes: [] });

    // The next year is current, with its copies (staff, timetable and sessions); this one archived.
    const [next] = await t.db.select().from(schoolYears).where(eq(schoolYears.id, w.next.id));
    const [last] = await t.db.select().from(schoolYears).where(eq(schoolYears.id, w.year.id));
    expect(next!.isCurrent).toBe(true);
    expect(last).toMatchObject({ isCurrent: false, archivedAt: expect.any(Date) as Date });
    const copies = await t.db.select().from(classes).where(eq(classes.schoolYearId, w.next.id));
    expect(copies).toHaveLength(7);
    const mathA = copies.find((c) => c.name === "Grade 2 Math A")!;
    expect(mathA.copiedFromId).toBe(w.g2mathA.class.id);
    expect(await t.db.select({ userId: classStaff.userId }).from(classStaff).where(eq(classStaff.classId, mathA.id))).toEqual([{ userId: w.teacher.id }]);
    const g3mathA = copies.find((c) => c.name === "Grade 3 Math A")!;
    const sessions = await t.db.select().from(classSessions).where(eq(classSessions.classId, g3mathA.id));
    expect(sessions.length).toBeGreaterThan(30);
    expect(sessions.every((s) => s.startsAt >= new Date("2027-08-16T00:00:00Z"))).toBe(true);
    const old = await t.db.select().from(classes).where(eq(classes.schoolYearId, w.year.id));
    expect(old.every((c) => c.archivedAt !== null)).toBe(true);

    // This year's places ended with the year; each child is in next year's classes of their new grade.
    const adaPlaces = await t.db
      .select({ classId: enrolments.classId, endReason: enrolments.endReason, endedAt: enrolments.endedAt })
      .from(enrolments)
      .where(eq(enrolments.studentId, w.ada.student.id));
    expect(
      adaPlaces
        .filter((p) => p.endedAt === null)
        .map((p) => copies.find((c) => c.id === p.classId)!.name)
        .sort(),
    ).toEqual(["Grade 3 Homeroom", "Grade 3 Math A"]);
    expect(adaPlaces.filter((p) => p.endedAt !== null).every((p) => p.endReason === "year-ended")).toBe(true);
    const [ada] = await t.db.select({ grade: students.grade }).from(students).where(eq(students.id, w.ada.student.id));
    expect(ada!.grade).toBe("3");

    // Dee graduated: the leaving is on her record and she can no longer sign in. Eve, who left, is as she was.
    const [dee] = await t.db.select().from(studentWithdrawals).where(eq(studentWithdrawals.studentId, w.dee.student.id));
    expect(dee).toMatchObject({ kind: "graduated", withdrawnOn: "2027-06-12", reEnrolledOn: null });
    const [deeAccount] = await t.db.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, w.dee.user.id));
    expect(deeAccount!.deactivatedAt).not.toBeNull();
    const record = (await admin.get(`/api/admin/students/${w.dee.student.id}`)).json<{ data: { withdrawals: { kind: string }[] } }>();
    expect(record.data.withdrawals).toEqual([expect.objectContaining({ kind: "graduated", withdrawnOn: "2027-06-12" })]);
    const [eve] = await t.db.select({ grade: students.grade }).from(students).where(eq(students.id, w.eve.student.id));
    expect(eve!.grade).toBe("2");
    expect(
      await t.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.studentId, w.eve.student.id), isNull(enrolments.endedAt))),
    ).toEqual([]);

    // Ada's family still reads last year's progress, its terms beside the new year's.
    const family = await signIn(w.ada.guardian!.id);
    const progress = await family.get(`/api/family/progress?studentId=${w.ada.student.id}`);
    expect(progress.status, progress.text).toBe(200);
    const years = progress.json<{ data: { terms: { yearName: string }[] } }>().data.terms.map((term) => term.yearName);
    expect(new Set(years)).toEqual(new Set([w.year.name, "2027-28"]));

    // No new work in last year's classes; the move is not made twice.
    const teacher = await signIn(w.teacher.id);
    const res = await teacher.mutate("POST", "/api/teacher/assignments", { classId: w.g2mathA.class.id, title: "Summer sums" });
    expect(res.status, res.text).toBe(409);
    expect(res.json<{ message: string }>().message).toBe("That class is archived.");
    expect((await rollOver(admin, { toYearId: w.next.id, dryRun: true })).status).toBe(400);
  });
});
