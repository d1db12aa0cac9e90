/**
 * The portal homes over real HTTP (docs/api/portal-homes.md), on PGlite and PostgreSQL, with a fixed
 * clock (Tuesday 24 November 2026, 10:30 Eastern): each endpoint as the teacher of the class, a
 * teacher of another class, the child, the child's guardian, another family's guardian and an admin.
 * Nothing of another class or family is in any answer; accommodations never reach the child nor
 * another family; today's sessions come in order with "now" and "next" marked; a holiday has none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#common/roles";
import type {
  ChildDay,
  ClassRoster,
  FamilyChild,
  FamilyHome,
  StudentCourses,
  StudentHome,
  TeacherClassList,
  TeacherHome,
} from "#common/schemas/learning/homes";
import { zonedInstant } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import type { ClassInsights } from "#common/schemas/learning/insights";
import {
  assignments,
  attendanceMarks,
  badgeAwards,
  classMeetings,
  classSessions,
  classStaff,
  classes,
  conversationParticipants,
  conversations,
  enrolments,
  guardianLinks,
  marks,
  messages,
  schoolDays,
  schoolYears,
  standards,
  students,
  subjects,
  terms,
  users,
  work,
} from "../../server/db/schema";
import { and, eq, inArray } from "drizzle-orm";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NOW = new Date(zonedInstant("2026-11-24", "10:30"));

interface World {
  t1: { id: string };
  t2: { id: string };
  admin: { id: string };
  g1: { id: string };
  g2: { id: string };
  s1User: { id: string };
  child1: { id: string };
  child2: { id: string };
  classA: string;
  classB: string;
  classC: string;
  classD: string;
}

async function subjectId(db: Db, code: string) {
  const [row] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, code));
  return row!.id;
}

async function person(db: Db, role: Role, fullName: string, extra: { phone?: string } = {}) {
  const user = await createUser(db, role);
  await db
    .update(users)
    .set({ fullName, ...extra })
    .where(eq(users.id, user.id));
  return user;
}

async function makeClass(db: Db, yearId: string, name: string, subject: string, grade: string, teacherId: string, times: [string, string][], days: string[]) {
  const [row] = await db
    .insert(classes)
    .values({ schoolYearId: yearId, subjectId: await subjectId(db, subject), kind: subject === "homeroom" ? "homeroom" : "section", grade, name })
    .returning();
  await db.insert(classStaff).values({ classId: row!.id, userId: teacherId, role: "lead" });
  if (times.length > 0) {
    await db.insert(classMeetings).values(times.map(([startTime, endTime]) => ({ classId: row!.id, weekday: 2, startTime, endTime })));
    for (const date of days) {
      await db
        .insert(classSessions)
        .values(times.map(([start, end]) => ({ classId: row!.id, startsAt: new Date(zonedInstant(date, start)), endsAt: new Date(zonedInstant(date, end)) })));
    }
  }
  return row!.id;
}

async function makeChild(db: Db, firstName: string, lastName: string, grade: string, accommodations: { plan: string | null; notes: string | null }) {
  const user = await createUser(db, "student");
  const [row] = await db
    .insert(students)
    .values({
      userId: user.id,
      firstName,
      lastName,
      dateOfBirth: "2020-03-02",
      grade,
      accommodationPlan: accommodations.plan,
      accommodations: accommodations.notes,
      avatar: "rocket",
    })
    .returning();
  return { user, child: row! };
}

async function buildWorld(db: Db): Promise<World> {
  const [year] = await db.insert(schoolYears).values({ name: "2026-27", startsOn: "2026-08-17", endsOn: "2027-06-11", isCurrent: true }).returning();
  await db.insert(schoolDays).values({ schoolYearId: year!.id, kind: "holiday", title: "Thanksgiving", startsOn: "2026-11-26", endsOn: "2026-11-27" });
  const t1 = await person(db, "teacher", "Grace Hopper");
  const t2 = await person(db, "teacher", "Ada Lovelace");
  const admin = await person(db, "admin", "Office Admin");
  const days = ["2026-11-24", "2026-11-25", "2026-11-30"];
  const classA = await makeClass(
    db,
    year!.id,
    "Kindergarten Homeroom Owls",
    "homeroom",
    "K",
    t1.id,
    [
      ["09:00", "09:30"],
      ["13:00", "13:30"],
      ["14:00", "14:30"],
    ],
    days,
  );
  const classB = await makeClass(db, year!.id, "Kindergarten Math Foxes", "math", "K", t1.id, [["10:15", "11:00"]], days);
  const classC = await makeClass(db, year!.id, "Grade 3 Homeroom Otters", "homeroom", "3", t2.id, [["11:00", "11:30"]], days);
  const classD = await makeClass(db, year!.id, "Kindergarten Science Bees", "science", "K", t1.id, [], []);
  // The 13:00 session of class A today is cancelled.
  await db
    .update(classSessions)
    .set({ status: "cancelled" })
    .where(eq(classSessions.startsAt, new Date(zonedInstant("2026-11-24", "13:00"))));
  const { user: s1User, child: child1 } = await makeChild(db, "Maya", "Quintero", "K", { plan: "iep", notes: "Extra time and read-aloud for instructions" });
  const { child: child2 } = await makeChild(db, "Theo", "Zebrowski", "3", { plan: "504", notes: "Movement breaks every twenty minutes" });
  const g1 = await person(db, "guardian", "Rosa Quintero", { phone: "555-010-2000" });
  const g2 = await person(db, "parent", "Ivan Zebrowski");
  await db.insert(guardianLinks).values([
    { studentId: child1.id, guardianUserId: g1.id, relationship: "mother", isPrimary: true },
    { studentId: child2.id, guardianUserId: g2.id, relationship: "father", isPrimary: true },
  ]);
  await db.insert(enrolments).values([
    { classId: classA, studentId: child1.id },
    { classId: classB, studentId: child1.id },
    { classId: classD, studentId: child1.id },
    { classId: classC, studentId: child2.id },
  ]);
  return { t1, t2, admin, g1, g2, s1User, child1, child2, classA, classB, classC, classD };
}

/** Words of the other family or class that must never appear in an answer. */
const CHILD2_WORDS = ["Zebrowski", "Theo", "Movement breaks", "Otters", "Ada Lovelace"];
const CHILD1_PRIVATE = ["Extra time and read-aloud", "iep", "Rosa Quintero", "555-010-2000"];

describe.each(DATABASE_KINDS)("portal homes on %s", (kind) => {
  let t: TestApp;
  let w: World;
  let clock = NOW;

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => clock } });
    w = await buildWorld(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function as(user: { id: string }) {
    const client = new TestClient(t.url);
    client.setCookie("sid", (await createSession(t.db, user.id, {}, clock)).id);
    return client;
  }
  const data = <T>(res: { status: number; json: <U>() => U }) => {
    expect(res.status).toBe(200);
    return res.json<{ success: true; data: T }>().data;
  };

  it("gives the teacher today's sessions of their classes in order, the current and next marked, the cancelled one kept", async () => {
    const res = await (await as(w.t1)).get("/api/teacher/home");
    const home = data<TeacherHome>(res);
    expect(home.viewingAsStaff).toBe(false);
    expect(home.today.date).toBe("2026-11-24");
    expect(home.today.sessions.map((s) => [s.className, s.status, s.marker])).toEqual([
      ["Kindergarten Homeroom Owls", "scheduled", null],
      ["Kindergarten Math Foxes", "scheduled", "now"],
      ["Kindergarten Homeroom Owls", "cancelled", null],
      ["Kindergarten Homeroom Owls", "scheduled", "next"],
    ]);
    expect(home.today.sessions[0]!.startsAt).toBe(new Date(zonedInstant("2026-11-24", "09:00")).toISOString());
    expect(home.today.sessions[0]!.teachers).toEqual(["Grace Hopper"]);
    // Still to start from 10:30 today to 10:30 next Tuesday: A 14:00 today; A x3 and B tomorrow and on Monday (Thanksgiving off).
    expect(home.weekAhead).toBe(9);
    expect(home.classes.map((c) => c.name).sort()).toEqual(["Kindergarten Homeroom Owls", "Kindergarten Math Foxes", "Kindergarten Science Bees"]);
    const owls = home.classes.find((c) => c.id === w.classA)!;
    expect(owls).toMatchObject({ grade: "K", subjectCode: "homeroom", enrolled: 1, capacity: 12, myRole: "lead" });
    expect(owls.nextSession?.startsAt).toBe(new Date(zonedInstant("2026-11-24", "14:00")).toISOString());
    expect(home.attention).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "accommodations", classId: w.classA, className: "Kindergarten Homeroom Owls", count: 1 }),
        expect.objectContaining({ kind: "accommodations", classId: w.classB }),
        expect.objectContaining({ kind: "no_timetable", classId: w.classD }),
      ]),
    );
    for (const word of CHILD2_WORDS) expect(res.text).not.toContain(word);
    // The home names no child, so accommodations themselves stay on the roster.
    expect(res.text).not.toContain("Extra time");
  });

  it("names the teacher's classes with published work, for the gradebook to open on: not drafts, work to come, archived work or other teachers' classes", async () => {
    const teacher = await as(w.t1);
    expect(data<TeacherClassList>(await teacher.get("/api/teacher/classes")).classesWithWork).toEqual([]);
    const day = 24 * 3600_000;
    const rows = await t.db
      .insert(assignments)
      .values([
        { classId: w.classA, title: "A draft", publishAt: null },
        { classId: w.classA, title: "Published tomorrow", publishAt: new Date(NOW.getTime() + day) },
        { classId: w.classA, title: "Archived", publishAt: new Date(NOW.getTime() - day), archivedAt: NOW },
        { classId: w.classC, title: "Another teacher's", publishAt: new Date(NOW.getTime() - day) },
        { classId: w.classB, title: "Counting to 20", publishAt: new Date(NOW.getTime() - day) },
      ])
      .returning({ id: assignments.id });
    try {
      const list = data<TeacherClassList>(await teacher.get("/api/teacher/classes"));
      expect(list.classesWithWork).toEqual([w.classB]);
    } finally {
      await t.db.delete(assignments).where(
        inArray(
          assignments.id,
          rows.map((r) => r.id),
        ),
      );
    }
  });

  it("gives the teacher the roster of a class they teach, with accommodations and guardians' contacts, and a 404 for another class", async () => {
    const teacher = await as(w.t1);
    const list = data<TeacherClassList>(await teacher.get("/api/teacher/classes"));
    expect(list.classes.map((c) => c.id)).not.toContain(w.classC);
    const roster = data<ClassRoster>(await teacher.get(`/api/teacher/classes/${w.classA}`));
    expect(roster.class.name).toBe("Kindergarten Homeroom Owls");
    expect(roster.class.meetings).toHaveLength(3);
    expect(roster.students).toEqual([
      {
        id: w.child1.id,
        firstName: "Maya",
        lastName: "Quintero",
        preferredName: null,
        grade: "K",
        accommodationPlan: "iep",
        accommodations: "Extra time and read-aloud for instructions",
        guardians: [{ name: "Rosa Quintero", email: expect.stringContaining("@example.test"), phone: "555-010-2000", relationship: "mother", isPrimary: true }],
        emergencyContacts: [],
      },
    ]);
    for (const path of [`/api/teacher/classes/${w.classC}`, "/api/teacher/classes/00000000-0000-4000-8000-000000000000", "/api/teacher/classes/nope"]) {
      const res = await teacher.get(path);
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: "We could not find that class." });
    }
    const other = await as(w.t2);
    const res = await other.get(`/api/teacher/classes/${w.classA}`);
    expect(res.status).toBe(404);
    const home = await other.get("/api/teacher/home");
    for (const word of ["Maya", "Quintero", "Owls", "Foxes", "Grace Hopper"]) expect(home.text).not.toContain(word);
    expect(data<TeacherHome>(home).today.sessions.map((s) => s.className)).toEqual(["Grade 3 Homeroom Otters"]);
  });

  it("gives the child their own day and courses, never accommodations nor anything of another child", async () => {
    const child = await as(w.s1User);
    const res = await child.get("/api/student/home");
    const home = data<StudentHome>(res);
    expect(home.student).toEqual({ firstName: "Maya", preferredName: null, avatar: "rocket", grade: "K" });
    expect(home.today!.sessions.map((s) => [s.subjectCode, s.marker])).toEqual([
      ["homeroom", null],
      ["math", "now"],
      ["homeroom", null],
      ["homeroom", "next"],
    ]);
    expect(home.nextDay).toBeNull();
    const courses = await child.get("/api/student/courses");
    expect(data<StudentCourses>(courses).courses.map((c) => [c.name, c.teachers])).toEqual([
      ["Kindergarten Homeroom Owls", ["Grace Hopper"]],
      ["Kindergarten Math Foxes", ["Grace Hopper"]],
      ["Kindergarten Science Bees", ["Grace Hopper"]],
    ]);
    for (const text of [res.text, courses.text]) {
      for (const word of [...CHILD2_WORDS, ...CHILD1_PRIVATE, "Quintero"]) expect(text).not.toContain(word);
    }
    // Other areas' endpoints are not the child's.
    expect((await child.get("/api/teacher/home")).status).toBe(403);
    expect((await child.get(`/api/family/children/${w.child1.id}/day`)).status).toBe(403);
  });

  it("gives a guardian their own children and each child's day with accommodations, and a 404 for another family's child", async () => {
    const guardian = await as(w.g1);
    const children = data<FamilyChild[]>(await guardian.get("/api/family/children"));
    expect(children).toEqual([{ id: w.child1.id, firstName: "Maya", lastName: "Quintero", preferredName: null, grade: "K", avatar: "rocket" }]);
    const res = await guardian.get(`/api/family/children/${w.child1.id}/day`);
    const day = data<ChildDay>(res);
    expect(day.child).toMatchObject({ accommodationPlan: "iep", accommodations: "Extra time and read-aloud for instructions" });
    expect(day.day.date).toBe("2026-11-24");
    expect(day.day.sessions.filter((s) => s.marker === "next")).toHaveLength(1);
    expect(day.nextDay?.date).toBe("2026-11-25");
    // Today still has classes to come, so nothing on the next school day is "next".
    expect(day.nextDay!.sessions.every((s) => s.marker === null)).toBe(true);
    expect(day.classes.map((c) => c.name)).toContain("Kindergarten Math Foxes");
    for (const word of CHILD2_WORDS) expect(res.text).not.toContain(word);

    const other = await as(w.g2);
    const refused = await other.get(`/api/family/children/${w.child1.id}/day`);
    expect(refused.status).toBe(404);
    expect(refused.json()).toEqual({ message: "We could not find that student." });
    const theirs = data<FamilyChild[]>(await other.get("/api/family/children"));
    expect(theirs.map((c) => c.firstName)).toEqual(["Theo"]);
    expect((await guardian.get(`/api/family/children/${w.child2.id}/day`)).status).toBe(404);
  });

  it("leads the family's home with their own children's work due today or tomorrow and their latest work, comments and badges, newest first and bounded", async () => {
    const hour = 3600_000;
    const { child: child3 } = await makeChild(t.db, "Lena", "Quintero", "K", { plan: null, notes: null });
    await t.db.insert(guardianLinks).values({ studentId: child3.id, guardianUserId: w.g1.id, relationship: "mother", isPrimary: true });
    await t.db.insert(enrolments).values({ classId: w.classB, studentId: child3.id });
    const published = new Date(NOW.getTime() - 10 * 24 * hour);
    const made = await t.db
      .insert(assignments)
      .values([
        ...Array.from({ length: 12 }, (_, i) => ({ classId: w.classB, title: `Counting set ${i + 1}`, publishAt: published, dueAt: published })),
        { classId: w.classB, title: "Shapes poster", publishAt: published, dueAt: published },
        { classId: w.classB, title: "Count to 50", publishAt: published, dueAt: new Date(zonedInstant("2026-11-25", "17:00")) },
        { classId: w.classB, title: "Number line", publishAt: published, dueAt: new Date(zonedInstant("2026-11-30", "17:00")) },
        { classId: w.classC, title: "Otters essay", publishAt: published, dueAt: published },
      ])
      .returning({ id: assignments.id, title: assignments.title });
    const id = (title: string) => made.find((a) => a.title === title)!.id;
    try {
      const returnedWork = await t.db
        .insert(work)
        .values(
          Array.from({ length: 12 }, (_, i) => ({
            assignmentId: id(`Counting set ${i + 1}`),
            studentId: w.child1.id,
            status: "returned",
            submittedAt: published,
            returnedAt: new Date(NOW.getTime() - (i + 2) * hour),
            feedback: i === 0 ? "Lovely counting, Maya!" : null,
          })),
        )
        .returning({ id: work.id, assignmentId: work.assignmentId });
      const [standard] = await t.db.select({ id: standards.id }).from(standards).limit(1);
      await t.db.insert(marks).values({ workId: returnedWork.find((r) => r.assignmentId === id("Counting set 1"))!.id, standardId: standard!.id, level: 3 });
      await t.db.insert(work).values([
        // Handed in, not returned yet: the teacher's comment is still a draft.
        {
          assignmentId: id("Shapes poster"),
          studentId: child3.id,
          status: "submitted",
          submittedAt: new Date(NOW.getTime() - hour),
          feedback: "A draft comment",
        },
        {
          assignmentId: id("Otters essay"),
          studentId: w.child2.id,
          status: "returned",
          submittedAt: published,
          returnedAt: new Date(NOW.getTime() - 10 * 60_000),
          feedback: "Theo wrote well",
        },
      ]);
      // An announced badge is recent work; a quiet one (given for past work, dated when stored) is not, newer or not.
      await t.db.insert(badgeAwards).values([
        { studentId: w.child1.id, badgeCode: "first-work", earnedAt: new Date(NOW.getTime() - 30 * 60_000) },
        { studentId: w.child1.id, badgeCode: "on-time-5", earnedAt: new Date(NOW.getTime() - 5 * 60_000), quiet: true },
      ]);

      const res = await (await as(w.g1)).get("/api/family/home");
      const home = data<FamilyHome>(res);
      // Due tomorrow for both children; "Number line" (Monday) is further on.
      expect(home.due.map((d) => [d.title, d.studentId, d.status])).toEqual(
        expect.arrayContaining([
          ["Count to 50", child3.id, "not_started"],
          ["Count to 50", w.child1.id, "not_started"],
        ]),
      );
      expect(home.due).toHaveLength(2);
      expect(home.recent).toHaveLength(10);
      expect(home.recent.slice(0, 3)).toEqual([
        { kind: "badge", studentId: w.child1.id, at: new Date(NOW.getTime() - 30 * 60_000).toISOString(), badgeCode: "first-work", name: "First work sent" },
        expect.objectContaining({ kind: "handed_in", studentId: child3.id, title: "Shapes poster", className: "Kindergarten Math Foxes", subjectCode: "math" }),
        expect.objectContaining({ kind: "returned", studentId: w.child1.id, title: "Counting set 1", feedback: "Lovely counting, Maya!", levels: [3] }),
      ]);
      expect(home.recent.slice(3).map((r) => (r.kind === "returned" ? [r.title, r.feedback, r.levels] : r.kind))).toEqual(
        Array.from({ length: 7 }, (_, i) => [`Counting set ${i + 2}`, null, []]),
      );
      expect(home.recent.filter((r) => r.kind === "badge").map((r) => r.badgeCode)).toEqual(["first-work"]);
      expect(res.text).not.toContain("A draft comment");
      for (const word of [...CHILD2_WORDS, "Theo wrote well"]) expect(res.text).not.toContain(word);

      const theirs = data<FamilyHome>(await (await as(w.g2)).get("/api/family/home"));
      expect(theirs.due).toEqual([]);
      expect(theirs.recent.map((r) => (r.kind === "returned" ? [r.studentId, r.title, r.feedback] : r.kind))).toEqual([
        [w.child2.id, "Otters essay", "Theo wrote well"],
      ]);
      expect(data<FamilyHome>(await (await as(w.admin)).get("/api/family/home"))).toEqual({ due: [], recent: [] });
      expect((await (await as(w.t1)).get("/api/family/home")).status).toBe(403);
    } finally {
      await t.db.delete(badgeAwards).where(eq(badgeAwards.studentId, w.child1.id));
      await t.db.delete(assignments).where(
        inArray(
          assignments.id,
          made.map((a) => a.id),
        ),
      );
      await t.db.delete(students).where(eq(students.id, child3.id));
    }
  });

  it("shows a holiday with no sessions and the next school day after it, and refuses a malformed day", async () => {
    const guardian = await as(w.g1);
    const day = data<ChildDay>(await guardian.get(`/api/family/children/${w.child1.id}/day?date=2026-11-26`));
    expect(day.day).toMatchObject({ date: "2026-11-26", dayOff: { kind: "holiday", title: "Thanksgiving" }, sessions: [] });
    expect(day.nextDay?.date).toBe("2026-11-30");
    expect(day.nextDay?.sessions.map((s) => [s.subjectCode, s.marker])).toEqual([
      ["homeroom", null],
      ["math", null],
      ["homeroom", null],
      ["homeroom", null],
    ]);
    const weekend = data<ChildDay>(await guardian.get(`/api/family/children/${w.child1.id}/day?date=2026-11-28`));
    expect(weekend.day).toMatchObject({ weekend: true, sessions: [] });
    for (const date of ["2026-13-01", "tomorrow", "2026-11-1"]) {
      const res = await guardian.get(`/api/family/children/${w.child1.id}/day?date=${date}`);
      expect(res.status).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("date");
    }
  });

  it("lets an admin see every class and any child's day, and explains /student has no child of theirs", async () => {
    const admin = await as(w.admin);
    const home = data<TeacherHome>(await admin.get("/api/teacher/home"));
    expect(home.viewingAsStaff).toBe(true);
    expect(home.classes.map((c) => c.id).sort()).toEqual([w.classA, w.classB, w.classC, w.classD].sort());
    expect(home.classes.every((c) => c.myRole === null)).toBe(true);
    const roster = data<ClassRoster>(await admin.get(`/api/teacher/classes/${w.classC}`));
    expect(roster.students.map((s) => s.accommodationPlan)).toEqual(["504"]);
    expect(data<StudentHome>(await admin.get("/api/student/home"))).toEqual({ student: null, today: null, nextDay: null, work: null });
    expect(data<StudentCourses>(await admin.get("/api/student/courses"))).toEqual({ student: null, courses: [] });
    expect(data<FamilyChild[]>(await admin.get("/api/family/children"))).toEqual([]);
    expect(data<ChildDay>(await admin.get(`/api/family/children/${w.child2.id}/day`)).child.accommodationPlan).toBe("504");
  });

  it("after the last class of the day, marks the first class of the next school day as next", async () => {
    clock = new Date(zonedInstant("2026-11-24", "16:00"));
    try {
      const home = data<StudentHome>(await (await as(w.s1User)).get("/api/student/home"));
      expect(home.today!.sessions.every((s) => s.marker === null)).toBe(true);
      expect(home.nextDay?.date).toBe("2026-11-25");
      expect(home.nextDay?.sessions.map((s) => s.marker)).toEqual(["next", null, null, null]);
      const day = data<ChildDay>(await (await as(w.g1)).get(`/api/family/children/${w.child1.id}/day`));
      expect(day.nextDay?.sessions.map((s) => s.marker)).toEqual(["next", null, null, null]);
      expect(day.classes.every((c) => c.teachers.length > 0)).toBe(true);
    } finally {
      clock = NOW;
    }
  });

  it("lists what needs the teacher's attention, most urgent first, with counts per class, and the navigation's counts: never another teacher's classes", async () => {
    const [year] = await t.db.select({ id: schoolYears.id }).from(schoolYears);
    const t3 = await person(t.db, "teacher", "Katherine Johnson");
    // Two past sessions this week (Monday and this morning); this morning's attendance was taken.
    const classE = await makeClass(t.db, year!.id, "Grade 3 ELA Herons", "ela", "3", t3.id, [["09:00", "09:45"]], ["2026-11-23", "2026-11-24"]);
    const kids = [];
    for (const [first, last] of [
      ["Ana", "Abara"],
      ["Ben", "Bello"],
      ["Cleo", "Cruz"],
    ] as const) {
      kids.push((await makeChild(t.db, first, last, "3", { plan: null, notes: null })).child);
    }
    const [ana, ben, cleo] = kids as [(typeof kids)[number], (typeof kids)[number], (typeof kids)[number]];
    await t.db.insert(enrolments).values(kids.map((k) => ({ classId: classE, studentId: k.id, startedAt: new Date("2026-08-17T12:00:00Z") })));
    const at = (date: string, time = "12:00") => new Date(zonedInstant(date, time));
    const [readingLog, poem, ...recent] = await t.db
      .insert(assignments)
      .values([
        { classId: classE, title: "Reading log", publishAt: at("2026-08-20"), dueAt: at("2026-08-27") },
        { classId: classE, title: "A poem", publishAt: at("2026-11-01"), dueAt: at("2026-11-10") },
        // Three due in the last fortnight: Ana and Ben hand in none (Insights' "Missing work" rule).
        { classId: classE, title: "Spelling 1", publishAt: at("2026-11-10"), dueAt: at("2026-11-13") },
        { classId: classE, title: "Spelling 2", publishAt: at("2026-11-10"), dueAt: at("2026-11-17") },
        { classId: classE, title: "Spelling 3", publishAt: at("2026-11-10"), dueAt: at("2026-11-21") },
      ])
      .returning({ id: assignments.id });
    await t.db.insert(work).values([
      // Handed in on Aug 28, never returned: waiting for weeks.
      { assignmentId: readingLog!.id, studentId: ana.id, status: "submitted", submittedAt: at("2026-08-28", "15:00"), attempts: 1 },
      // Returned: nothing to mark.
      { assignmentId: readingLog!.id, studentId: ben.id, status: "returned", submittedAt: at("2026-09-02"), returnedAt: at("2026-09-05"), attempts: 1 },
      { assignmentId: poem!.id, studentId: cleo.id, status: "submitted", submittedAt: at("2026-11-09"), attempts: 1 },
      // A draft is not handed in.
      { assignmentId: poem!.id, studentId: ana.id, status: "in_progress" },
      ...recent.map((a, i) => ({
        assignmentId: a.id,
        studentId: cleo.id,
        status: "returned",
        submittedAt: at(["2026-11-12", "2026-11-16", "2026-11-20"][i]!),
        returnedAt: at("2026-11-22"),
        attempts: 1,
      })),
    ]);
    const [taken] = await t.db
      .select({ id: classSessions.id })
      .from(classSessions)
      .where(and(eq(classSessions.classId, classE), eq(classSessions.startsAt, at("2026-11-24", "09:00"))));
    await t.db.insert(attendanceMarks).values(kids.map((k) => ({ classSessionId: taken!.id, studentId: k.id, status: "present", markedBy: t3.id })));
    // A family's message the teacher has not read, and one the teacher sent (never waiting for them).
    const [conversation] = await t.db
      .insert(conversations)
      .values({ kind: "direct", startedBy: w.g1.id, directKey: `${w.g1.id}:${t3.id}` })
      .returning();
    await t.db.insert(conversationParticipants).values([
      { conversationId: conversation!.id, userId: w.g1.id },
      { conversationId: conversation!.id, userId: t3.id },
    ]);
    await t.db.insert(messages).values([
      { conversationId: conversation!.id, senderId: w.g1.id, body: "Could we talk about reading?" },
      { conversationId: conversation!.id, senderId: t3.id, body: "Of course." },
    ]);
    const teacher = await as(t3);
    const home = data<TeacherHome>(await teacher.get("/api/teacher/home"));
    expect(home.attention).toEqual([
      { kind: "messages", classId: null, className: null, count: 1, oldestAt: null },
      {
        kind: "attendance_to_confirm",
        classId: classE,
        className: "Grade 3 ELA Herons",
        count: 1,
        oldestAt: at("2026-11-23", "09:00").toISOString(),
      },
      { kind: "to_mark", classId: classE, className: "Grade 3 ELA Herons", count: 2, oldestAt: at("2026-08-28", "15:00").toISOString() },
      { kind: "flagged", classId: classE, className: "Grade 3 ELA Herons", count: 2, oldestAt: null },
    ]);
    // The flagged children are Insights' own.
    const insights = data<ClassInsights>(await teacher.get(`/api/teacher/insights?classId=${classE}`));
    expect(insights.attention.map((c) => c.studentId).sort()).toEqual([ana.id, ben.id].sort());
    expect(data<{ toMark: number }>(await teacher.get("/api/teacher/attention-counts"))).toEqual({ toMark: 2 });
    expect(data<{ unread: number }>(await teacher.get("/api/messages/unread-count"))).toEqual({ unread: 1 });

    // Another teacher's home and counts never include class E, nor their messages.
    const other = await as(w.t1);
    const theirs = data<TeacherHome>(await other.get("/api/teacher/home"));
    expect(theirs.attention.map((item) => item.classId)).not.toContain(classE);
    expect(theirs.attention.map((item) => item.kind)).not.toContain("messages");
    expect(data<{ toMark: number }>(await other.get("/api/teacher/attention-counts"))).toEqual({ toMark: 0 });
    expect(data<{ unread: number }>(await other.get("/api/messages/unread-count"))).toEqual({ unread: 0 });
    expect(home.attention.map((item) => item.classId)).not.toContain(w.classA);

    // Returning the work empties the list of work to mark.
    await t.db.update(work).set({ status: "returned", returnedAt: NOW }).where(eq(work.status, "submitted"));
    const after = data<TeacherHome>(await teacher.get("/api/teacher/home"));
    expect(after.attention.map((item) => item.kind)).toEqual(["messages", "attendance_to_confirm", "flagged"]);
    expect(data<{ toMark: number }>(await teacher.get("/api/teacher/attention-counts")).toMark).toBe(0);
  });

  it("refuses the signed-out and the wrong roles", async () => {
    const anonymous = new TestClient(t.url);
    for (const path of ["/api/teacher/home", "/api/teacher/classes", "/api/student/home", "/api/student/courses", "/api/family/children"]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await anonymous.get("/api/teacher/attention-counts")).status).toBe(401);
    const guardian = await as(w.g1);
    expect((await guardian.get("/api/teacher/classes")).status).toBe(403);
    expect((await guardian.get("/api/teacher/attention-counts")).status).toBe(403);
    expect((await (await as(w.s1User)).get("/api/teacher/attention-counts")).status).toBe(403);
    expect((await guardian.get("/api/student/home")).status).toBe(403);
    const teacher = await as(w.t1);
    expect((await teacher.get("/api/family/children")).status).toBe(403);
  });
});

/**
 * The child's work on their home (issue 34) on Friday 20 November 2026 at 10:30, in the second term
 * (from 9 November): what is missing this term apart from what is due in the next seven days (the
 * coming Monday included), and what came back with its levels and the first words of the comment.
 */
describe.each(DATABASE_KINDS)("the child's home: Missing, Due soon and Came back on %s", (kind) => {
  const FRIDAY = new Date(zonedInstant("2026-11-20", "10:30"));
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { now: () => FRIDAY } });
    w = await buildWorld(t.db);
    const [year] = await t.db.select({ id: schoolYears.id }).from(schoolYears);
    await t.db.insert(terms).values([
      { schoolYearId: year!.id, number: 1, name: "Term 1", startsOn: "2026-08-17", endsOn: "2026-11-06" },
      { schoolYearId: year!.id, number: 2, name: "Term 2", startsOn: "2026-11-09", endsOn: "2027-01-29" },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("splits missing work of this term (oldest first) from work due in the next seven days, Monday included, and shows what came back", async () => {
    const published = new Date(zonedInstant("2026-09-01", "08:00"));
    const due = (date: string) => new Date(zonedInstant(date, "15:00"));
    const made = await t.db
      .insert(assignments)
      .values([
        { classId: w.classA, title: "September worksheet", publishAt: published, dueAt: due("2026-09-15") },
        { classId: w.classB, title: "Spelling list", publishAt: published, dueAt: due("2026-11-19") },
        { classId: w.classA, title: "Reading log", publishAt: published, dueAt: due("2026-11-18") },
        { classId: w.classB, title: "Shapes hunt", publishAt: published, dueAt: due("2026-11-20") },
        { classId: w.classB, title: "Count to 50", publishAt: published, dueAt: due("2026-11-23") },
        { classId: w.classB, title: "Handed in already", publishAt: published, dueAt: due("2026-11-23") },
        { classId: w.classB, title: "After the break", publishAt: published, dueAt: due("2026-11-30") },
        { classId: w.classB, title: "Story map", publishAt: published, dueAt: due("2026-11-16") },
        { classId: w.classC, title: "Otters essay", publishAt: published, dueAt: due("2026-11-18") },
      ])
      .returning({ id: assignments.id, title: assignments.title });
    const id = (title: string) => made.find((a) => a.title === title)!.id;
    const comment = "Maya, you put every part of the story in order and drew the places so clearly. Next time add the ending.";
    const [storyMap] = await t.db
      .insert(work)
      .values([
        {
          assignmentId: id("Story map"),
          studentId: w.child1.id,
          status: "returned",
          submittedAt: due("2026-11-16"),
          returnedAt: new Date(zonedInstant("2026-11-19", "16:00")),
          feedback: comment,
        },
        { assignmentId: id("Handed in already"), studentId: w.child1.id, status: "submitted", submittedAt: new Date(zonedInstant("2026-11-19", "18:00")) },
      ])
      .returning({ id: work.id });
    const [s1, s2] = await t.db.select({ id: standards.id }).from(standards).limit(2);
    await t.db.insert(marks).values([
      { workId: storyMap!.id, standardId: s1!.id, level: 3 },
      { workId: storyMap!.id, standardId: s2!.id, level: 4 },
    ]);

    const child = new TestClient(t.url);
    child.setCookie("sid", (await createSession(t.db, w.s1User.id, {}, FRIDAY)).id);
    const res = await child.get("/api/student/home");
    expect(res.status).toBe(200);
    const home = res.json<{ data: StudentHome }>().data;
    expect(home.work!.missing.map((m) => [m.title, m.subjectCode])).toEqual([
      ["Reading log", "homeroom"],
      ["Spelling list", "math"],
    ]);
    expect(home.work!.missingCount).toBe(2);
    // Due from now to the end of next Friday: today's, and Monday's though this week ends first; not the week after.
    expect(home.work!.dueSoon.map((d) => [d.title, d.dueAt])).toEqual([
      ["Shapes hunt", due("2026-11-20").toISOString()],
      ["Count to 50", due("2026-11-23").toISOString()],
    ]);
    expect(home.work!.cameBack).toEqual([
      {
        id: id("Story map"),
        title: "Story map",
        // An English child reads it as written.
        titleLanguage: "en",
        titleTranslation: null,
        subjectCode: "math",
        subjectName: expect.any(String),
        dueAt: due("2026-11-16").toISOString(),
        returnedAt: new Date(zonedInstant("2026-11-19", "16:00")).toISOString(),
        levels: [4, 3],
        commentStart: "Maya, you put every part of the story in order and drew the places so clearly...",
      },
    ]);
    // The September worksheet is last term's; the Otters' essay is another child's class.
    expect(res.text).not.toContain("September worksheet");
    expect(res.text).not.toContain("Otters essay");
    expect(res.text).not.toContain("Next time add the ending");
  });
});
