/**
 * /api/admin/courses (docs/api/admin-courses.md) over real HTTP on PGlite and PostgreSQL: years and
 * terms (one current year, terms inside the year), calendar days (a holiday removes the sessions it
 * falls on and gives them back when removed), subjects, classes and their staff, enrolment refused
 * when full (also with concurrent requests), moves that keep the history, timetable clashes refused
 * with the other class named, sessions generated and kept on regeneration, cancelling, the audit log,
 * and nobody but staff.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { classFullMessage } from "#common/learning/capacity";
import type { Role } from "#common/roles";
import type { ClassDetail, CoursesOverview, StaffCandidate, StudentSearchResult } from "#common/schemas/learning/courses";
import { auditLog, classSessions, enrolments, schoolYears, users } from "../../server/db/schema";
import { createSignedInUser, createUser } from "../support/fixtures";
import { TestClient, type TestResponse } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const A = "/api/admin/courses";
const MONDAY_0900 = { weekday: 1, startTime: "09:00", endTime: "09:45" };

describe.each(DATABASE_KINDS)("school structure staff API on %s", (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
    await t.db.execute(sql`truncate table school_years restart identity cascade`);
    const signed = await createSignedInUser(t.db, "admin");
    adminId = signed.user.id;
    admin = new TestClient(t.url);
    admin.setCookie("sid", signed.sessionId);
  });

  async function signedIn(role: Role) {
    const { user, sessionId } = await createSignedInUser(t.db, role);
    const client = new TestClient(t.url);
    client.setCookie("sid", sessionId);
    return { user, client };
  }

  const data = <T>(res: TestResponse) => res.json<{ data: T }>().data;
  const message = (res: TestResponse) => res.json<{ message: string }>().message;
  const detail = async (id: string) => data<ClassDetail>(await admin.get(`${A}/classes/${id}`));
  const actions = async () => (await t.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
  const setPerTeacher = async (n: number) => expect((await admin.mutate("PATCH", "/api/admin/settings", { class_size_per_teacher: n })).status).toBe(200);

  describe("years, terms and calendar days", () => {
    it("creates years (the first is current), keeps exactly one current, and refuses overlapping dates", async () => {
      const first = await admin.mutate("POST", `${A}/years`, { name: "2027-28", startsOn: "2027-08-16", endsOn: "2028-06-09" });
      expect(first.status).toBe(201);
      expect(data<{ isCurrent: boolean }>(first).isCurrent).toBe(true);
      const second = await admin.mutate("POST", `${A}/years`, { name: "2028-29", startsOn: "2028-08-14", endsOn: "2029-06-08" });
      expect(data<{ isCurrent: boolean }>(second).isCurrent).toBe(false);
      const overlap = await admin.mutate("POST", `${A}/years`, { name: "Overlap", startsOn: "2028-06-01", endsOn: "2028-09-01" });
      expect(overlap.status).toBe(409);
      expect(message(overlap)).toContain("2027-28");
      const dup = await admin.mutate("POST", `${A}/years`, { name: "2027-28", startsOn: "2031-08-14", endsOn: "2032-06-08" });
      expect(dup.status).toBe(409);

      const secondId = data<{ id: string }>(second).id;
      expect((await admin.mutate("POST", `${A}/years/${secondId}/current`)).status).toBe(200);
      const current = await t.db.select().from(schoolYears).where(eq(schoolYears.isCurrent, true));
      expect(current.map((y) => y.name)).toEqual(["2028-29"]);
      const overview = data<CoursesOverview>(await admin.get(`${A}/overview`));
      expect(overview.year?.name).toBe("2028-29");
      expect(overview.years.map((y) => y.name)).toEqual(["2028-29", "2027-28"]);
      expect(overview.subjects.map((s) => s.code)).toContain("math");
      expect(await actions()).toEqual(expect.arrayContaining(["school_year.created", "school_year.made_current"]));
    });

    it("sets three terms inside the year, in order, and refuses anything else with the field named", async () => {
      const res = await admin.mutate("POST", `${A}/years`, { name: "2027-28", startsOn: "2027-08-16", endsOn: "2028-06-09" });
      const id = data<{ id: string }>(res).id;
      const terms = [
        { name: "Fall", startsOn: "2027-08-16", endsOn: "2027-11-19" },
        { name: "Winter", startsOn: "2027-11-29", endsOn: "2028-03-10" },
        { name: "Spring", startsOn: "2028-03-20", endsOn: "2028-06-09" },
      ];
      expect((await admin.mutate("PUT", `${A}/years/${id}/terms`, { terms })).status).toBe(200);
      const two = await admin.mutate("PUT", `${A}/years/${id}/terms`, { terms: terms.slice(0, 2) });
      expect(two.status).toBe(400);
      expect(two.json()).toMatchObject({ errors: [{ field: "terms", message: "A school year has exactly three terms." }] });
      const outside = await admin.mutate("PUT", `${A}/years/${id}/terms`, { terms: [{ ...terms[0], startsOn: "2027-08-01" }, terms[1], terms[2]] });
      expect(outside.status).toBe(400);
      expect(outside.json()).toMatchObject({ errors: [{ field: "terms.0.startsOn" }] });
      const overlapping = await admin.mutate("PUT", `${A}/years/${id}/terms`, { terms: [terms[0], { ...terms[1], startsOn: "2027-11-01" }, terms[2]] });
      expect(overlapping.status).toBe(400);
      expect(message(overlapping)).toBe("Term 2 must start after term 1 ends.");
      // Shrinking the year past a term is refused.
      const shrink = await admin.mutate("PATCH", `${A}/years/${id}`, { endsOn: "2028-05-01" });
      expect(shrink.status).toBe(409);
      expect((await admin.mutate("PATCH", `${A}/years/${id}`, { name: "2027-2028" })).status).toBe(200);
      const overview = data<CoursesOverview>(await admin.get(`${A}/overview`));
      expect(overview.year?.terms.map((t) => t.name)).toEqual(["Fall", "Winter", "Spring"]);
      expect(overview.year?.name).toBe("2027-2028");
    });

    it("a holiday removes the sessions on its days (others keep their ids), and removing it gives them back; an event cancels nothing", async () => {
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const { class: cls } = await makeClass(t.db, year.id, { name: "Grade 1 Owls", meetings: [MONDAY_0900] });
      const generated = await admin.mutate("POST", `${A}/classes/${cls.id}/sessions/generate`);
      expect(generated.status).toBe(200);
      const before = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
      expect(data<{ created: number }>(generated).created).toBe(before.length);
      expect(before.length).toBeGreaterThan(30);
      // Monday, October 11 2027 at 9:00 Eastern is 13:00 UTC (daylight time).
      const onHoliday = before.find((s) => s.startsAt.toISOString() === "2027-10-11T13:00:00.000Z");
      expect(onHoliday).toBeDefined();

      const event = await admin.mutate("POST", `${A}/years/${year.id}/days`, {
        kind: "event",
        title: "Family morning",
        startsOn: "2027-10-11",
        endsOn: "2027-10-11",
      });
      expect(event.status).toBe(201);
      expect(await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id))).toHaveLength(before.length);

      const holiday = await admin.mutate("POST", `${A}/years/${year.id}/days`, {
        kind: "holiday",
        title: "Indigenous Peoples' Day",
        startsOn: "2027-10-11",
        endsOn: "2027-10-11",
      });
      expect(holiday.status).toBe(201);
      expect(data<{ removedSessions: number }>(holiday).removedSessions).toBe(1);
      expect(message(holiday)).toBe("Added Indigenous Peoples' Day; 1 class session was removed.");
      const after = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
      expect(after).toHaveLength(before.length - 1);
      expect(after.find((s) => s.id === onHoliday!.id)).toBeUndefined();
      expect(new Set(after.map((s) => s.id))).toEqual(new Set(before.filter((s) => s.id !== onHoliday!.id).map((s) => s.id)));

      const outside = await admin.mutate("POST", `${A}/years/${year.id}/days`, {
        kind: "closure",
        title: "Snow",
        startsOn: "2030-01-01",
        endsOn: "2030-01-01",
      });
      expect(outside.status).toBe(400);
      const dayId = data<{ day: { id: string } }>(holiday).day.id;
      expect((await admin.mutate("DELETE", `${A}/days/${dayId}`)).status).toBe(200);
      const back = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
      expect(back).toHaveLength(before.length);
      expect(await actions()).toEqual(expect.arrayContaining(["school_year.day_added", "school_year.day_removed", "class.sessions_generated"]));
    });

    it("answers and refuses a Spanish-reading admin in Spanish, names, dates and counts included (issue 32)", async () => {
      await t.db.update(users).set({ language: "es" }).where(eq(users.id, adminId));
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const { class: cls } = await makeClass(t.db, year.id, { name: "Grade 1 Owls", meetings: [MONDAY_0900] });
      expect((await admin.mutate("POST", `${A}/classes/${cls.id}/sessions/generate`)).status).toBe(200);

      const holiday = await admin.mutate("POST", `${A}/years/${year.id}/days`, {
        kind: "holiday",
        title: "Día de la Raza",
        startsOn: "2027-10-11",
        endsOn: "2027-10-11",
      });
      expect(holiday.status).toBe(201);
      expect(message(holiday)).toBe("Se agregó Día de la Raza; se quitó 1 sesión de clase.");
      const dayId = data<{ day: { id: string } }>(holiday).day.id;
      expect(message(await admin.mutate("DELETE", `${A}/days/${dayId}`))).toBe("Se quitó el día; se volvió a agregar 1 sesión de clase.");

      const overlap = await admin.mutate("POST", `${A}/years`, { name: "Solapado", startsOn: "2028-06-01", endsOn: "2028-09-01" });
      expect(overlap.status).toBe(409);
      expect(overlap.json()).toEqual({
        message: "Estas fechas se superponen con el año escolar 2027-28 (2027-08-17 a 2028-06-11).",
        errors: [{ field: "startsOn", message: "Se superpone con 2027-28." }],
      });
      const outside = await admin.mutate("POST", `${A}/years/${year.id}/days`, {
        kind: "closure",
        title: "Nieve",
        startsOn: "2030-01-01",
        endsOn: "2030-01-01",
      });
      expect(outside.status).toBe(400);
      expect(outside.json()).toEqual({
        message: "El día debe estar dentro del año escolar.",
        errors: [{ field: "startsOn", message: "2027-28 va del 2027-08-17 al 2028-06-11." }],
      });
    });
  });

  describe("subjects and classes", () => {
    it("adds and renames subjects, refusing a name in use", async () => {
      const res = await admin.mutate("POST", `${A}/subjects`, { name: "Robotics", category: "specials" });
      expect(res.status).toBe(201);
      const id = data<{ id: string }>(res).id;
      expect((await admin.mutate("POST", `${A}/subjects`, { name: "robotics", category: "core" })).status).toBe(409);
      expect((await admin.mutate("PATCH", `${A}/subjects/${id}`, { name: "Mathematics" })).status).toBe(409);
      expect((await admin.mutate("PATCH", `${A}/subjects/${id}`, { name: "Robotics and Making" })).status).toBe(200);
      expect(await actions()).toEqual(expect.arrayContaining(["subject.created", "subject.renamed"]));
      await t.db.execute(sql`delete from subjects where id = ${id}`);
    });

    it("creates a class with its teacher; only a teacher or an admin may be staff; bad input names its field", async () => {
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const overview = data<CoursesOverview>(await admin.get(`${A}/overview`));
      const math = overview.subjects.find((s) => s.code === "math")!;
      const teacher = await createUser(t.db, "teacher");
      await t.db.update(users).set({ fullName: "Maya Rivera" }).where(eq(users.id, teacher.id));
      const parent = await createUser(t.db, "parent");
      const body = { schoolYearId: year.id, subjectId: math.id, kind: "section", grade: "2", name: "Grade 2 Math A", teacherId: teacher.id };
      const refused = await admin.mutate("POST", `${A}/classes`, { ...body, teacherId: parent.id });
      expect(refused.status).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ field: "teacherId", message: "Only teachers and administrators can be class staff." }] });
      const created = await admin.mutate("POST", `${A}/classes`, body);
      expect(created.status).toBe(201);
      expect((await admin.mutate("POST", `${A}/classes`, { ...body, name: "grade 2 math a" })).status).toBe(409);
      const bad = await admin.mutate("POST", `${A}/classes`, { ...body, grade: "7", kind: "club", name: "" });
      expect(bad.status).toBe(400);
      expect(
        bad
          .json<{ errors: { field: string }[] }>()
          .errors.map((e) => e.field)
          .sort(),
      ).toEqual(["grade", "kind", "name"]);

      const list = data<CoursesOverview>(await admin.get(`${A}/overview`)).classes;
      expect(list).toEqual([
        expect.objectContaining({
          name: "Grade 2 Math A",
          grade: "2",
          subjectName: "Mathematics",
          enrolled: 0,
          capacity: 12,
          staff: [{ userId: teacher.id, fullName: "Maya Rivera", role: "lead" }],
        }),
      ]);
      const teachers = data<StaffCandidate[]>(await admin.get(`${A}/teachers`));
      expect(teachers[0]).toMatchObject({ id: teacher.id, role: "teacher" });
      expect(teachers.map((x) => x.id)).not.toContain(parent.id);
      expect((await admin.get(`${A}/classes/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
      expect((await admin.get(`${A}/classes/not-a-uuid`)).status).toBe(404);
      expect(await actions()).toContain("class.created");
    });
  });

  describe("enrolment", () => {
    it("refuses a child when the class is full, names the class, and counts co-teachers and a lower limit", async () => {
      await setPerTeacher(2);
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const { class: cls } = await makeClass(t.db, year.id, { name: "Grade 1 Owls" });
      const kids = await Promise.all([1, 2, 3].map(() => makeStudent(t.db)));
      for (const k of kids.slice(0, 2)) expect((await admin.mutate("POST", `${A}/classes/${cls.id}/enrolments`, { studentId: k.student.id })).status).toBe(201);
      const full = await admin.mutate("POST", `${A}/classes/${cls.id}/enrolments`, { studentId: kids[2]!.student.id });
      expect(full.status).toBe(409);
      expect(message(full)).toBe(classFullMessage("Grade 1 Owls", 2));
      const again = await admin.mutate("POST", `${A}/classes/${cls.id}/enrolments`, { studentId: kids[0]!.student.id });
      expect(message(again)).toBe("This student is in this class already.");

      const co = await createUser(t.db, "teacher");
      const lead = (await detail(cls.id)).staff[0]!;
      expect(
        (
          await admin.mutate("PUT", `${A}/classes/${cls.id}/staff`, {
            staff: [
              { userId: lead.userId, role: "lead" },
              { userId: co.id, role: "co_teacher" },
            ],
          })
        ).status,
      ).toBe(200);
      expect((await detail(cls.id)).capacity).toBe(4);
      expect((await admin.mutate("POST", `${A}/classes/${cls.id}/enrolments`, { studentId: kids[2]!.student.id })).status).toBe(201);
      // Dropping the co-teacher would leave three children with room for two.
      const drop = await admin.mutate("PUT", `${A}/classes/${cls.id}/staff`, { staff: [{ userId: lead.userId, role: "lead" }] });
      expect(drop.status).toBe(409);
      const limit = await admin.mutate("PATCH", `${A}/classes/${cls.id}`, { maxStudents: 2 });
      expect(limit.status).toBe(409);
      expect((await admin.mutate("PATCH", `${A}/classes/${cls.id}`, { maxStudents: 3 })).status).toBe(200);
      expect((await detail(cls.id)).capacity).toBe(3);
      const twoLeads = await admin.mutate("PUT", `${A}/classes/${cls.id}/staff`, {
        staff: [
          { userId: lead.userId, role: "lead" },
          { userId: co.id, role: "lead" },
        ],
      });
      expect(twoLeads.status).toBe(400);
      expect(await actions()).toEqual(expect.arrayContaining(["student.enrolled", "class.staff_set", "class.updated"]));
    });

    it("takes exactly as many concurrent enrolments as there are places", async () => {
      await setPerTeacher(3);
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const { class: cls } = await makeClass(t.db, year.id);
      const kids = await Promise.all(Array.from({ length: 8 }, () => makeStudent(t.db, { guardian: false })));
      const answers = await Promise.all(kids.map((k) => admin.mutate("POST", `${A}/classes/${cls.id}/enrolments`, { studentId: k.student.id })));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(5);
      const open = await t.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.classId, cls.id), isNull(enrolments.endedAt)));
      expect(open).toHaveLength(3);
    });

    it("moves a child between sections of the same subject and year, keeping the history; removes with history", async () => {
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const { class: a } = await makeClass(t.db, year.id, { name: "Math A", subject: "math", kind: "section" });
      const { class: b } = await makeClass(t.db, year.id, { name: "Math B", subject: "math", kind: "section" });
      const { class: art } = await makeClass(t.db, year.id, { name: "Art 1", subject: "art", kind: "section" });
      const kid = await makeStudent(t.db, { firstName: "Ada", lastName: "Lovelace" });
      const res = await admin.mutate("POST", `${A}/classes/${a.id}/enrolments`, { studentId: kid.student.id });
      const enrolmentId = data<{ enrolmentId: string }>(res).enrolmentId;
      expect((await detail(a.id)).moveTargets.map((x) => x.name)).toEqual(["Math B"]);
      const toArt = await admin.mutate("POST", `${A}/enrolments/${enrolmentId}/move`, { toClassId: art.id });
      expect(toArt.status).toBe(400);
      const moved = await admin.mutate("POST", `${A}/enrolments/${enrolmentId}/move`, { toClassId: b.id });
      expect(moved.status).toBe(200);
      const fromA = await detail(a.id);
      expect(fromA.roster).toEqual([]);
      expect(fromA.history).toEqual([expect.objectContaining({ enrolmentId, firstName: "Ada", endReason: "moved", movedToName: "Math B" })]);
      const inB = await detail(b.id);
      expect(inB.roster.map((r) => r.firstName)).toEqual(["Ada"]);
      const [row] = await t.db.select().from(enrolments).where(eq(enrolments.id, enrolmentId));
      expect(row).toMatchObject({ endReason: "moved", movedTo: b.id });
      expect(row!.endedAt).not.toBeNull();
      expect((await admin.mutate("POST", `${A}/enrolments/${enrolmentId}/move`, { toClassId: b.id })).status).toBe(409);

      const ended = await admin.mutate("POST", `${A}/enrolments/${inB.roster[0]!.enrolmentId}/end`);
      expect(ended.status).toBe(200);
      expect((await detail(b.id)).history).toEqual([expect.objectContaining({ endReason: "removed", movedToName: null })]);
      const found = data<StudentSearchResult[]>(await admin.get(`${A}/students?q=lovel`));
      expect(found).toEqual([expect.objectContaining({ id: kid.student.id, firstName: "Ada", classes: [] })]);
      expect(await actions()).toEqual(expect.arrayContaining(["student.moved", "student.unenrolled"]));
    });
  });

  describe("timetable", () => {
    it("refuses a meeting that puts a teacher or a child in two places, naming the other class and time", async () => {
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const { class: owls, teacher } = await makeClass(t.db, year.id, { name: "Grade 1 Owls", meetings: [MONDAY_0900] });
      await t.db.update(users).set({ fullName: "Maya Rivera" }).where(eq(users.id, teacher!.id));
      const { class: math } = await makeClass(t.db, year.id, { name: "Grade 1 Math", subject: "math", kind: "section", teacher: teacher });
      const overlap = await admin.mutate("POST", `${A}/classes/${math.id}/meetings`, { weekday: 1, startTime: "09:30", endTime: "10:15" });
      expect(overlap.status).toBe(409);
      expect(message(overlap)).toBe("This clashes with Grade 1 Owls on Monday 09:00-09:45 (Maya Rivera teaches it).");
      expect((await admin.mutate("POST", `${A}/classes/${math.id}/meetings`, { weekday: 1, startTime: "09:45", endTime: "10:30" })).status).toBe(201);
      const own = await admin.mutate("POST", `${A}/classes/${math.id}/meetings`, { weekday: 1, startTime: "10:00", endTime: "10:15" });
      expect(message(own)).toContain("another meeting of the same class");

      // A child in the Owls may not join a class that meets at the same time.
      const kid = await makeStudent(t.db, { firstName: "Ada", lastName: "Lovelace" });
      await enrol(t.db, owls.id, kid.student.id);
      const { class: art } = await makeClass(t.db, year.id, {
        name: "Art 1",
        subject: "art",
        kind: "section",
        meetings: [{ weekday: 1, startTime: "09:15", endTime: "09:40" }],
      });
      const enrolClash = await admin.mutate("POST", `${A}/classes/${art.id}/enrolments`, { studentId: kid.student.id });
      expect(enrolClash.status).toBe(409);
      expect(message(enrolClash)).toBe("This clashes with Grade 1 Owls on Monday 09:00-09:45 (Ada Lovelace attends it).");
      // Nor a meeting of a class the child attends.
      const { class: music } = await makeClass(t.db, year.id, { name: "Music 1", subject: "music", kind: "section" });
      await enrol(t.db, music.id, kid.student.id);
      const childClash = await admin.mutate("POST", `${A}/classes/${music.id}/meetings`, { weekday: 1, startTime: "08:30", endTime: "09:10" });
      expect(message(childClash)).toContain("Grade 1 Owls");
      // Nor staff that teach elsewhere at that time.
      const artLead = (await detail(art.id)).staff[0]!;
      const staffClash = await admin.mutate("PUT", `${A}/classes/${art.id}/staff`, {
        staff: [
          { userId: artLead.userId, role: "lead" },
          { userId: teacher!.id, role: "support" },
        ],
      });
      expect(staffClash.status).toBe(409);
      expect(message(staffClash)).toContain("Grade 1 Owls on Monday 09:00-09:45 (Maya Rivera teaches it)");

      const bad = await admin.mutate("POST", `${A}/classes/${math.id}/meetings`, { weekday: 6, startTime: "06:00", endTime: "05:00" });
      expect(bad.status).toBe(400);
      expect(new Set(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field))).toEqual(new Set(["endTime", "startTime", "weekday"]));
    });

    it("refuses one of two clashing meetings added at the same moment to two classes of one teacher", async () => {
      const { year } = await makeYear(t.db, { startYear: 2027 });
      const { class: a, teacher } = await makeClass(t.db, year.id, { name: "Grade 2 Owls" });
      const { class: b } = await makeClass(t.db, year.id, { name: "Grade 2 Math", subject: "math", kind: "section", teacher });
      const answers = await Promise.all([
        admin.mutate("POST", `${A}/classes/${a.id}/meetings`, MONDAY_0900),
        admin.mutate("POST", `${A}/classes/${b.id}/meetings`, { weekday: 1, startTime: "09:15", endTime: "10:00" }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it("generates sessions that skip a holiday, keeps them on regeneration, follows meeting changes and cancels one", async () => {
      const { year } = await makeYear(t.db, { startYear: 2027 });
      await admin.mutate("POST", `${A}/years/${year.id}/days`, { kind: "holiday", title: "Thanksgiving", startsOn: "2027-11-22", endsOn: "2027-11-26" });
      const { class: cls } = await makeClass(t.db, year.id, { name: "Grade 3 Foxes" });
      const meeting = await admin.mutate("POST", `${A}/classes/${cls.id}/meetings`, MONDAY_0900);
      expect(data<{ sessions: unknown }>(meeting).sessions).toBeNull();
      const first = data<{ created: number; kept: number }>(await admin.mutate("POST", `${A}/classes/${cls.id}/sessions/generate`));
      const rows = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
      expect(rows).toHaveLength(first.created);
      // Monday November 22 2027 is a holiday: 9:00 Eastern (standard time) is 14:00 UTC.
      expect(rows.map((r) => r.startsAt.toISOString())).not.toContain("2027-11-22T14:00:00.000Z");
      expect(rows.map((r) => r.startsAt.toISOString())).toContain("2027-11-15T14:00:00.000Z");
      expect(rows.every((r) => r.termId && r.meetingId)).toBe(true);

      const second = data<{ created: number; kept: number; removed: number }>(await admin.mutate("POST", `${A}/classes/${cls.id}/sessions/generate`));
      expect(second).toEqual({ created: 0, kept: rows.length, removed: 0 });
      const same = await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
      expect(new Set(same.map((r) => r.id))).toEqual(new Set(rows.map((r) => r.id)));

      const view = await detail(cls.id);
      expect(view.sessionCount).toBe(rows.length);
      expect(view.nextSessions).toHaveLength(10);
      const target = view.nextSessions[0]!;
      expect((await admin.mutate("POST", `${A}/sessions/${target.id}/cancel`)).status).toBe(200);
      expect((await admin.mutate("POST", `${A}/sessions/${target.id}/cancel`)).status).toBe(409);
      await admin.mutate("POST", `${A}/classes/${cls.id}/sessions/generate`);
      const [cancelled] = await t.db.select().from(classSessions).where(eq(classSessions.id, target.id));
      expect(cancelled?.status).toBe("cancelled");

      // A second weekly meeting adds its sessions at once; removing it takes them away again.
      const added = await admin.mutate("POST", `${A}/classes/${cls.id}/meetings`, { weekday: 3, startTime: "13:00", endTime: "13:30" });
      expect(data<{ sessions: { created: number } }>(added).sessions.created).toBeGreaterThan(30);
      const meetingId = data<{ id: string }>(added).id;
      const removed = await admin.mutate("DELETE", `${A}/meetings/${meetingId}`);
      expect(data<{ sessions: { removed: number } }>(removed).sessions.removed).toBe(data<{ sessions: { created: number } }>(added).sessions.created);
      expect(await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id))).toHaveLength(rows.length);
      expect(await actions()).toEqual(
        expect.arrayContaining(["class.meeting_added", "class.meeting_removed", "class.session_cancelled", "class.sessions_generated"]),
      );
      const entries = await t.db.select().from(auditLog);
      expect(entries.every((e) => e.actorUserId === adminId)).toBe(true);
    });
  });

  it("refuses teachers, students and guardians (403) and archived classes take no one", async () => {
    const { year } = await makeYear(t.db, { startYear: 2027 });
    const { class: cls } = await makeClass(t.db, year.id);
    for (const role of ["teacher", "student", "guardian", "parent"] as const) {
      const { client } = await signedIn(role);
      expect((await client.get(`${A}/overview`)).status, role).toBe(403);
      expect((await client.get(`${A}/classes/${cls.id}`)).status, role).toBe(403);
      expect((await client.mutate("POST", `${A}/classes/${cls.id}/meetings`, MONDAY_0900)).status, role).toBe(403);
    }
    // Archiving takes the class's future sessions away; restoring brings them back from its timetable.
    expect((await admin.mutate("POST", `${A}/classes/${cls.id}/meetings`, MONDAY_0900)).status).toBe(201);
    expect((await admin.mutate("POST", `${A}/classes/${cls.id}/sessions/generate`)).status).toBe(200);
    const sessionCount = async () => (await t.db.select().from(classSessions).where(eq(classSessions.classId, cls.id))).length;
    const before = await sessionCount();
    expect(before).toBeGreaterThan(30);
    expect((await admin.mutate("PATCH", `${A}/classes/${cls.id}`, { archived: true })).status).toBe(200);
    expect(await sessionCount()).toBe(0);
    expect((await admin.mutate("PATCH", `${A}/classes/${cls.id}`, { archived: false })).status).toBe(200);
    expect(await sessionCount()).toBe(before);
    expect((await admin.mutate("PATCH", `${A}/classes/${cls.id}`, { archived: true })).status).toBe(200);
    const kid = await makeStudent(t.db);
    const res = await admin.mutate("POST", `${A}/classes/${cls.id}/enrolments`, { studentId: kid.student.id });
    expect(res.status).toBe(409);
    expect(message(res)).toBe("This class is archived. Restore it first.");
    expect(await actions()).toContain("class.archived");
  });
});
