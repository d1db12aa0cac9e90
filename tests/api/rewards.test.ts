/**
 * Points and badges (docs/api/rewards.md): points positive only, to children of a class the teacher
 * teaches; undo by the author within 10 minutes; a child and a family read only their own; no
 * ranking anywhere; badges at thresholds exactly once, announced once; the staff's skills list.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AwardResult, ChildRewards, ClassPoints, Skill } from "#common/schemas/learning/rewards";
import { createSession } from "../../server/auth/sessions";
import { assignments, auditLog, badgeAwards, classStaff, guardianLinks, notifications, pointAwards, skills, users, work } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import type { WorkSaved } from "#common/schemas/learning/work";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Who = "teacher" | "coTeacher" | "otherTeacher" | "student" | "classmate" | "otherStudent" | "guardian" | "spanishGuardian" | "otherGuardian" | "admin";

describe.each(DATABASE_KINDS)("points and badges on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<Who, TestClient>;
  let w: Awaited<ReturnType<typeof build>>;

  async function build() {
    const { year } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    const coTeacher = await createUser(t.db, "teacher", "rewards-co");
    await t.db.insert(classStaff).values({ classId: a.class.id, userId: coTeacher.id, role: "co_teacher" });
    const child = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill" });
    const classmate = await makeStudent(t.db, { firstName: "Ben", lastName: "Rook" });
    const other = await makeStudent(t.db, { firstName: "Cy", lastName: "Sparrow" });
    await enrol(t.db, a.class.id, child.student.id);
    await enrol(t.db, a.class.id, classmate.student.id);
    await enrol(t.db, b.class.id, other.student.id);
    const admin = await createUser(t.db, "admin", "rewards-admin");
    // Ada's other guardian reads Spanish: the badges' words reach them in Spanish.
    const spanishGuardian = await createUser(t.db, "guardian", "rewards-es");
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, spanishGuardian.id));
    await t.db.insert(guardianLinks).values({ studentId: child.student.id, guardianUserId: spanishGuardian.id });
    const [kindness] = await t.db.select().from(skills).where(eq(skills.name, "Kindness"));
    const [teamwork] = await t.db.select().from(skills).where(eq(skills.name, "Teamwork"));
    return { a, b, coTeacher, child, classmate, other, admin, spanishGuardian, kindness: kindness!, teamwork: teamwork! };
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
    as.coTeacher = await signIn(w.coTeacher.id);
    as.otherTeacher = await signIn(w.b.teacher!.id);
    as.student = await signIn(w.child.user.id);
    as.classmate = await signIn(w.classmate.user.id);
    as.otherStudent = await signIn(w.other.user.id);
    as.guardian = await signIn(w.child.guardian!.id);
    as.spanishGuardian = await signIn(w.spanishGuardian.id);
    as.otherGuardian = await signIn(w.other.guardian!.id);
    as.admin = await signIn(w.admin.id);
  });
  afterAll(async () => t?.close());

  const give = (c: TestClient, body: Record<string, unknown>) => c.mutate("POST", "/api/teacher/points", body);
  const award = (over: Record<string, unknown> = {}) => ({
    classId: w.a.class.id,
    studentIds: [w.child.student.id],
    skillId: w.kindness.id,
    points: 1,
    ...over,
  });
  const count = async () => (await t.db.select().from(pointAwards)).length;

  it("refuses anything but 1 to 5 points, storing nothing", async () => {
    const before = await count();
    for (const points of [0, -1, 6, 2.5, "3", null]) {
      const res = await give(as.teacher, award({ points }));
      expect(res.status, `points ${String(points)}`).toBe(400);
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain("points");
    }
    expect((await give(as.teacher, award({ studentIds: [] }))).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("refuses a child of another class and a class the teacher does not teach with a 404 naming nobody", async () => {
    const before = await count();
    const mixed = await give(as.teacher, award({ studentIds: [w.child.student.id, w.other.student.id] }));
    expect(mixed.status).toBe(404);
    expect(mixed.text).not.toContain("Sparrow");
    const otherClass = await give(as.teacher, award({ classId: w.b.class.id, studentIds: [w.other.student.id] }));
    expect(otherClass.status).toBe(404);
    expect(otherClass.text).not.toContain("Badgers");
    expect((await as.teacher.get(`/api/teacher/points?classId=${w.b.class.id}`)).status).toBe(404);
    expect((await as.admin.get(`/api/teacher/points?classId=00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await give(as.admin, award({ classId: "00000000-0000-4000-8000-000000000000" }))).status).toBe(404);
    for (const c of [as.student, as.guardian]) expect((await give(c, award())).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("gives points to two children and lists them for the class's teachers, with Undo for the author only", async () => {
    const res = await give(
      as.teacher,
      award({ studentIds: [w.child.student.id, w.classmate.student.id], skillId: w.teamwork.id, points: 2, note: "Built the tower together" }),
    );
    expect(res.status).toBe(201);
    const data = res.json<{ data: AwardResult }>().data;
    expect(data.awards).toHaveLength(2);
    expect(data.awards.every((a) => a.canUndo && a.points === 2)).toBe(true);
    const list = (await as.teacher.get(`/api/teacher/points?classId=${w.a.class.id}`)).json<{ data: ClassPoints }>().data;
    expect(list.children.map((c) => c.name)).toEqual(["Ada Quill", "Ben Rook"]);
    expect(list.skills.map((s) => s.name)).toContain("Kindness");
    expect(list.awards.filter((a) => a.note === "Built the tower together")).toHaveLength(2);
    const co = (await as.coTeacher.get(`/api/teacher/points?classId=${w.a.class.id}`)).json<{ data: ClassPoints }>().data;
    expect(co.awards.filter((a) => a.note === "Built the tower together").every((a) => !a.canUndo)).toBe(true);
  });

  it("lets only the author undo, and only within 10 minutes", async () => {
    const res = await give(as.teacher, award({ studentIds: [w.classmate.student.id], points: 1, note: "oops" }));
    const id = res.json<{ data: AwardResult }>().data.awards[0]!.id;
    expect((await as.coTeacher.mutate("DELETE", `/api/teacher/points/${id}`)).status).toBe(404);
    expect((await as.otherTeacher.mutate("DELETE", `/api/teacher/points/${id}`)).status).toBe(404);
    expect((await as.admin.mutate("DELETE", `/api/teacher/points/${id}`)).status).toBe(404);
    expect((await as.guardian.mutate("DELETE", `/api/teacher/points/${id}`)).status).toBe(403);
    const undo = await as.teacher.mutate("DELETE", `/api/teacher/points/${id}`);
    expect(undo.status).toBe(200);
    expect(await t.db.select().from(pointAwards).where(eq(pointAwards.id, id))).toEqual([]);
    expect((await as.teacher.mutate("DELETE", `/api/teacher/points/${id}`)).status).toBe(404);

    const late = await give(as.teacher, award({ studentIds: [w.classmate.student.id], points: 1 }));
    const lateId = late.json<{ data: AwardResult }>().data.awards[0]!.id;
    await t.db
      .update(pointAwards)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(pointAwards.id, lateId));
    const refused = await as.teacher.mutate("DELETE", `/api/teacher/points/${lateId}`);
    expect(refused.status).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/10 minutes/);
    expect(await t.db.select().from(pointAwards).where(eq(pointAwards.id, lateId))).toHaveLength(1);
  });

  it("earns a badge at its threshold exactly once and announces it once to the child and the guardian", async () => {
    // Ada has 2 (Teamwork). 4 + 4 Kindness = 10 in all: stars-10, not yet Kindness 10.
    await give(as.teacher, award({ points: 4 }));
    expect((await t.db.select().from(badgeAwards).where(eq(badgeAwards.studentId, w.child.student.id))).map((b) => b.badgeCode)).not.toContain("stars-10");
    const reached = (await give(as.teacher, award({ points: 4 }))).json<{ data: AwardResult }>().data;
    expect(reached.newBadges).toEqual([{ studentId: w.child.student.id, codes: ["stars-10"] }]);
    const again = (await give(as.teacher, award({ points: 1 }))).json<{ data: AwardResult }>().data;
    expect(again.newBadges).toEqual([]);
    const held = await t.db
      .select()
      .from(badgeAwards)
      .where(and(eq(badgeAwards.studentId, w.child.student.id), eq(badgeAwards.badgeCode, "stars-10")));
    expect(held).toHaveLength(1);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "badge_earned"), eq(notifications.studentId, w.child.student.id)));
    expect(notes.map((n) => n.userId).sort()).toEqual([w.child.user.id, w.child.guardian!.id, w.spanishGuardian.id].sort());
    expect(notes.find((n) => n.userId === w.child.user.id)?.title).toBe("New badge: 10 stars");
    expect(notes.find((n) => n.userId === w.child.user.id)?.body).toBe("You got 10 stars from your teachers!");
    expect(notes.find((n) => n.userId === w.child.guardian!.id)?.title).toBe("Ada earned a badge: 10 stars");
    expect(notes.find((n) => n.userId === w.child.guardian!.id)?.body).toBe("Earn 10 points in all skills together.");
    expect(notes.find((n) => n.userId === w.spanishGuardian.id)).toMatchObject({
      title: "Ada ganó una insignia: 10 estrellas",
      body: "Ganar 10 puntos sumando todas las habilidades.",
    });
  });

  it("takes back a star badge the undone award alone earned, leaving the family nothing to see", async () => {
    // Ben has 2 (Teamwork) + 1 (the late award) = 3; 5 + 2 = 10 earns stars-10; undoing the 2 withdraws it.
    await give(as.teacher, award({ studentIds: [w.classmate.student.id], points: 5 }));
    const res = (await give(as.teacher, award({ studentIds: [w.classmate.student.id], points: 2 }))).json<{ data: AwardResult }>().data;
    expect(res.newBadges[0]?.codes).toContain("stars-10");
    expect((await as.teacher.mutate("DELETE", `/api/teacher/points/${res.awards[0]!.id}`)).status).toBe(200);
    expect(await t.db.select().from(badgeAwards).where(eq(badgeAwards.studentId, w.classmate.student.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.studentId, w.classmate.student.id))).toEqual([]);
    const ben = (await as.classmate.get("/api/student/rewards")).json<{ data: ChildRewards }>().data;
    expect(ben.total).toBe(8);
  });

  it("shows the child their own stars and badges, and the family their own child only, with no ranking", async () => {
    const own = await as.student.get("/api/student/rewards");
    expect(own.status).toBe(200);
    const data = own.json<{ data: ChildRewards }>().data;
    expect(data.student?.name).toBe("Ada");
    expect(data.total).toBe(11);
    expect(data.skills.find((s) => s.name === "Kindness")?.points).toBe(9);
    expect(data.skills.find((s) => s.name === "Teamwork")?.points).toBe(2);
    expect(data.badges.map((b) => b.code)).toContain("stars-10");
    expect(data.next.find((b) => b.code === "stars-25")).toMatchObject({ current: 11, target: 25, progressWords: "14 more stars to go!" });
    expect(data.next.find((b) => b.code.startsWith("skill-") && b.code.endsWith("-10"))?.progressWords).toBe("1 more star to go!");

    const family = await as.guardian.get(`/api/family/rewards?studentId=${w.child.student.id}`);
    expect(family.status).toBe(200);
    expect(family.json<{ data: ChildRewards }>().data.total).toBe(11);
    expect(family.json<{ data: ChildRewards }>().data.badges.find((b) => b.code === "stars-10")).toMatchObject({
      name: "10 stars",
      childWords: "You got 10 stars from your teachers!",
      rule: "Earn 10 points in all skills together.",
    });
    // A guardian who reads Spanish reads every badge in Spanish; a skill's name stays as the school wrote it.
    const spanish = (await as.spanishGuardian.get(`/api/family/rewards?studentId=${w.child.student.id}`)).json<{ data: ChildRewards }>().data;
    expect(spanish.badges.find((b) => b.code === "stars-10")).toMatchObject({
      name: "10 estrellas",
      childWords: "¡Tus maestros te dieron 10 estrellas!",
      rule: "Ganar 10 puntos sumando todas las habilidades.",
    });
    expect(spanish.next.find((b) => b.code === "stars-25")?.progressWords).toBe("¡Te faltan 14 estrellas!");
    expect(spanish.next.find((b) => b.code.startsWith("skill-") && b.code.endsWith("-10"))).toMatchObject({
      name: "Kindness: 10 estrellas",
      progressWords: "¡Te falta 1 estrella!",
    });
    expect((await as.guardian.get(`/api/family/rewards?studentId=${w.other.student.id}`)).status).toBe(404);
    expect((await as.otherGuardian.get(`/api/family/rewards?studentId=${w.child.student.id}`)).status).toBe(404);
    expect((await as.guardian.get(`/api/family/rewards?studentId=nope`)).status).toBe(400);
    expect((await as.teacher.get(`/api/family/rewards?studentId=${w.child.student.id}`)).status).toBe(403);
    expect((await as.student.get(`/api/family/rewards?studentId=${w.child.student.id}`)).status).toBe(403);
    expect((await as.admin.get(`/api/family/rewards?studentId=${w.child.student.id}`)).status).toBe(200);

    for (const res of [own, family, await as.classmate.get("/api/student/rewards")]) {
      expect(res.text).not.toMatch(/rank|position|leader|average|classmate/i);
    }
    expect(own.text).not.toContain("Ben");
    expect(own.text).not.toContain("Rook");
    expect(family.text).not.toContain("Rook");
    const nobody = (await as.admin.get("/api/student/rewards")).json<{ data: ChildRewards }>().data;
    expect(nobody).toMatchObject({ student: null, total: 0, badges: [] });
    expect((await as.teacher.get("/api/student/rewards")).status).toBe(403);
  });

  it("lets staff keep the skills list, audited; an archived skill is no longer given", async () => {
    expect((await as.teacher.get("/api/admin/skills")).status).toBe(403);
    expect((await as.teacher.mutate("POST", "/api/admin/skills", { name: "Patience", icon: "sun" })).status).toBe(403);
    const created = await as.admin.mutate("POST", "/api/admin/skills", { name: "Patience", icon: "sun" });
    expect(created.status).toBe(201);
    const skill = created.json<{ data: Skill }>().data;
    expect((await as.admin.mutate("POST", "/api/admin/skills", { name: "patience", icon: "heart" })).status).toBe(409);
    expect((await as.admin.mutate("POST", "/api/admin/skills", { name: "Odd", icon: "skull" })).status).toBe(400);
    const list = (await as.admin.get("/api/admin/skills")).json<{ data: { skills: Skill[] } }>().data.skills;
    expect(list.map((s) => s.name)).toContain("Patience");
    expect((await give(as.teacher, award({ skillId: skill.id, points: 1 }))).status).toBe(201);
    const archived = await as.admin.mutate("PATCH", `/api/admin/skills/${skill.id}`, { archived: true, name: "Being patient" });
    expect(archived.json<{ data: Skill }>().data).toMatchObject({ archived: true, name: "Being patient" });
    expect((await give(as.teacher, award({ skillId: skill.id, points: 1 }))).status).toBe(400);
    const classList = (await as.teacher.get(`/api/teacher/points?classId=${w.a.class.id}`)).json<{ data: ClassPoints }>().data;
    expect(classList.skills.map((s) => s.name)).not.toContain("Being patient");
    // The child keeps the stars of an archived skill.
    const ada = (await as.student.get("/api/student/rewards")).json<{ data: ChildRewards }>().data;
    expect(ada.skills.find((s) => s.name === "Being patient")?.points).toBe(1);
    expect((await as.admin.mutate("PATCH", `/api/admin/skills/${skill.id}`, {})).status).toBe(400);
    expect((await as.admin.mutate("PATCH", `/api/admin/skills/00000000-0000-4000-8000-000000000000`, { archived: false })).status).toBe(404);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, skill.id));
    expect(audits.map((a) => a.action).sort()).toEqual(["skill.created", "skill.updated"]);
  });

  it("gives the badges a backlog of past work earns quietly, and announces only the one the new hand-in earns", async () => {
    // Dee's nine pieces of work, handed in on time and returned before badges were ever evaluated for her.
    const DAY = 24 * 60 * 60 * 1000;
    const at = (days: number) => new Date(Date.now() + days * DAY);
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Wren" });
    const c = await makeClass(t.db, w.a.class.schoolYearId, { name: "Wrens", teacher: w.a.teacher });
    await enrol(t.db, c.class.id, dee.student.id);
    const past = await t.db
      .insert(assignments)
      .values(Array.from({ length: 9 }, (_, i) => ({ classId: c.class.id, title: `Old work ${i + 1}`, publishAt: at(-25), dueAt: at(-20 + i) })))
      .returning();
    await t.db.insert(work).values(
      past.map((a, i) => ({
        assignmentId: a.id,
        studentId: dee.student.id,
        status: "returned" as const,
        textAnswer: "Done.",
        submittedAt: at(-21 + i),
        firstSubmittedAt: at(-21 + i),
        returnedAt: at(-20 + i),
        attempts: 1,
      })),
    );
    const deeNotes = () =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, "badge_earned"), eq(notifications.studentId, dee.student.id)));
    const awards = () => t.db.select().from(badgeAwards).where(eq(badgeAwards.studentId, dee.student.id));
    const held = async () => (await awards()).map((b) => b.badgeCode).sort();
    const quietOnes = async () =>
      (await awards())
        .filter((b) => b.quiet)
        .map((b) => b.badgeCode)
        .sort();

    // The first evaluation (a star from the teacher, earning nothing itself) finds the backlog's badges: stored, not announced.
    const star = (await give(as.teacher, award({ classId: c.class.id, studentIds: [dee.student.id], points: 1 }))).json<{ data: AwardResult }>().data;
    expect(await held()).toEqual(["first-work", "month-no-missing", "on-time-5"]);
    expect(star.newBadges).toEqual([]);
    expect(await deeNotes()).toEqual([]);
    expect(await quietOnes()).toEqual(["first-work", "month-no-missing", "on-time-5"]);

    // The tenth piece handed in on time earns "on time 10": that one alone is announced, to Dee and her guardian.
    const [tenth] = await t.db
      .insert(assignments)
      .values({ classId: c.class.id, title: "New work", publishAt: at(-1), dueAt: at(2) })
      .returning();
    const deeClient = await signIn(dee.user.id);
    const drafted = (await deeClient.mutate("PUT", `/api/assignments/${tenth!.id}/work/draft`, { textAnswer: "My answer.", version: 0 })).json<{
      data: WorkSaved;
    }>().data;
    expect((await deeClient.mutate("POST", `/api/assignments/${tenth!.id}/work/submit`, { version: drafted.version })).status).toBe(200);
    expect(await held()).toEqual(["first-work", "month-no-missing", "on-time-10", "on-time-5"]);
    const notes = await deeNotes();
    expect(notes.map((n) => n.userId).sort()).toEqual([dee.user.id, dee.guardian!.id].sort());
    expect(notes.find((n) => n.userId === dee.user.id)?.title).toBe("New badge: On time 10 in a row");
    // The announced one is not quiet; the backlog stays quiet.
    expect(await quietOnes()).toEqual(["first-work", "month-no-missing", "on-time-5"]);
  });
});
