/**
 * The demo school (npm run seed:demo, README "Demo school"; issue 15, "Demo school and scale"): it
 * is refused on a database with data, and the school it writes is what the issue promises: one year
 * of three terms with holidays, every grade K-6, 14 teachers, about 100 children with distinct family
 * names and birth dates for their grade, a guardian for every child (some with two children, some
 * children with two guardians), the 12:1 rule in every class, a timetable where no teacher and no
 * child is in two places at once, sessions never on a holiday, and accounts that sign in with the
 * one password. The command's --json prints one account per line and nothing else.
 */
import { asc, count, eq, isNull } from "drizzle-orm";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCalendarDate } from "#common/calendar-date";
import { calculatePlacement } from "#common/grade-placement";
import { classCapacity, countsForCapacity, DEFAULT_CLASS_SIZE_PER_TEACHER } from "#common/learning/capacity";
import { meetingsOverlap } from "#common/learning/timetable";
import { dateInZone, zonedInstant } from "#common/time-zone";
import { GAME_KIND_INFO, ROUND_ITEMS, nextLevel, starsFor, type GameKind } from "#common/learning/games";
import type { FamilyGames, GamesHome } from "#common/schemas/learning/games";
import type { FamilyProgress } from "#common/schemas/learning/progress";
import { makeItem } from "../../server/learning/games/items";
import {
  applications,
  classMeetings,
  classSessions,
  classStaff,
  classes,
  enrolments,
  gameAnswers,
  gameAssignments,
  gameLimits,
  gameRounds,
  guardianLinks,
  liveCheckAnswers,
  liveChecks,
  liveParticipants,
  liveRooms,
  schoolDays,
  schoolYears,
  standards,
  students,
  subjects,
  terms,
  users,
} from "../../server/db/schema";
import { DemoRefused, NOT_EMPTY_MESSAGE, planDemoSchool, seedDemoSchool, type DemoSeedResult } from "../../scripts/demo";
import { insertApplication } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const PASSWORD = "Sunflower-Maple-2026";

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
const NOW = new Date("2026-11-24T15:00:00Z");

describe("the demo school plan", () => {
  it("is the same school for the same seed, and another for another seed", () => {
    const a = planDemoSchool({ students: 100, seed: 15, now: NOW });
    const b = planDemoSchool({ students: 100, seed: 15, now: NOW });
    const c = planDemoSchool({ students: 100, seed: 16, now: NOW });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a.students)).not.toBe(JSON.stringify(c.students));
  });

  it("scales the teachers with the children, keeping 12:1 (2,000 children: about 170 teachers)", () => {
    const plan = planDemoSchool({ students: 2000, seed: 15, now: NOW });
    expect(plan.students).toHaveLength(2000);
    expect(plan.teachers.length).toBeGreaterThanOrEqual(Math.ceil(2000 / 12));
    expect(plan.teachers.length).toBeLessThan(200);
    for (const c of plan.classes) expect(c.studentKeys.length, c.name).toBeLessThanOrEqual(12 * c.staff.length);
    expect(new Set(plan.classes.map((c) => c.name.toLowerCase())).size).toBe(plan.classes.length);
  });
});

describe.each(DATABASE_KINDS)("npm run seed:demo on %s", (kind) => {
  let t: TestApp;
  let seeded: DemoSeedResult;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("refuses a database that has an application, and writes nothing", async () => {
    await insertApplication(t.db);
    await expect(seedDemoSchool(t.db, { students: 100, password: PASSWORD, now: NOW })).rejects.toThrow(DemoRefused);
    await expect(seedDemoSchool(t.db, { students: 100, password: PASSWORD, now: NOW })).rejects.toThrow(NOT_EMPTY_MESSAGE);
    const [years] = await t.db.select({ n: count() }).from(schoolYears);
    expect(Number(years!.n)).toBe(0);
    await resetDatabase(t.db);
  });

  it("fills an empty database, then refuses to run a second time", async () => {
    seeded = await seedDemoSchool(t.db, { students: 100, password: PASSWORD, now: NOW });
    await expect(seedDemoSchool(t.db, { students: 100, password: PASSWORD, now: NOW })).rejects.toThrow(NOT_EMPTY_MESSAGE);
    const [people] = await t.db.select({ n: count() }).from(users);
    expect(Number(people!.n)).toBe(seeded.counts.accounts);
  });

  it("has one current year of three terms, with holidays, closures and events", async () => {
    const years = await t.db.select().from(schoolYears);
    expect(years).toEqual([expect.objectContaining({ name: "2026-27", isCurrent: true, startsOn: "2026-08-17", endsOn: "2027-06-11" })]);
    const yearTerms = await t.db.select().from(terms).orderBy(terms.number);
    expect(yearTerms.map((x) => x.number)).toEqual([1, 2, 3]);
    const days = await t.db.select().from(schoolDays);
    const titles = days.map((d) => d.title);
    for (const holiday of ["Thanksgiving break", "Winter break", "Martin Luther King Jr. Day", "Presidents' Day", "Spring break", "Memorial Day"])
      expect(titles).toContain(holiday);
    expect(days.some((d) => d.kind === "event")).toBe(true);
    expect(days.some((d) => d.kind === "closure")).toBe(true);
  });

  it("has every grade K-6, 14 teachers (a co-teacher where a section reaches 12), about 100 children with distinct family names and birth dates for their grade", async () => {
    const teachers = await t.db.select().from(users).where(eq(users.role, "teacher"));
    expect(teachers).toHaveLength(14);
    for (const teacher of teachers) expect(teacher.fullName).toMatch(/^\S+ \S+/);
    const children = await t.db.select().from(students);
    expect(children.length).toBeGreaterThanOrEqual(90);
    expect(children.length).toBeLessThanOrEqual(110);
    expect(new Set(children.map((c) => c.grade))).toEqual(new Set(["K", "1", "2", "3", "4", "5", "6"]));
    for (const child of children) {
      const placement = calculatePlacement(parseCalendarDate(child.dateOfBirth)!, { schoolYear: 2026 });
      expect(placement.grade?.applicationValue, `${child.firstName} ${child.lastName}`).toBe(child.grade);
    }
    // Family names are distinct between families: children sharing one are siblings (same guardians).
    const links = await t.db.select().from(guardianLinks);
    const guardiansOf = (id: string) =>
      links
        .filter((l) => l.studentId === id)
        .map((l) => l.guardianUserId)
        .sort()
        .join();
    const byName = groupBy(children, (c) => c.lastName);
    for (const [name, same] of byName) expect(new Set(same.map((c) => guardiansOf(c.id))).size, name).toBe(1);
    const plans = children.filter((c) => c.accommodationPlan);
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans.length).toBeLessThanOrEqual(10);
    expect(children.filter((c) => c.photoReleaseConsent).length).toBeGreaterThan(children.length / 2);
  });

  it("gives every child a guardian; some guardians have two children, some children two guardians", async () => {
    const children = await t.db.select().from(students);
    const links = await t.db.select().from(guardianLinks);
    for (const child of children)
      expect(
        links.some((l) => l.studentId === child.id),
        child.firstName,
      ).toBe(true);
    const perGuardian = groupBy(links, (l) => l.guardianUserId);
    const perChild = groupBy(links, (l) => l.studentId);
    expect([...perGuardian.values()].some((l) => l.length >= 2)).toBe(true);
    expect([...perChild.values()].some((l) => l.length >= 2)).toBe(true);
    const guardianAccounts = await t.db.select().from(users).where(eq(users.role, "parent"));
    const otherGuardians = await t.db.select().from(users).where(eq(users.role, "guardian"));
    for (const g of [...guardianAccounts, ...otherGuardians]) {
      expect(g.email).toMatch(/@example\.org$/);
      expect(g.emailVerifiedAt).not.toBeNull();
      expect(perGuardian.has(g.id), g.username).toBe(true);
    }
  });

  it("keeps 12 children per teacher in every class", async () => {
    const all = await t.db.select({ id: classes.id, name: classes.name, maxStudents: classes.maxStudents }).from(classes);
    const staff = await t.db.select().from(classStaff);
    const open = await t.db.select().from(enrolments).where(isNull(enrolments.endedAt));
    for (const c of all) {
      const teaching = staff.filter((s) => s.classId === c.id && countsForCapacity(s.role)).length;
      expect(teaching, c.name).toBeGreaterThanOrEqual(1);
      const size = open.filter((e) => e.classId === c.id).length;
      expect(size, c.name).toBeLessThanOrEqual(
        classCapacity({ perTeacher: DEFAULT_CLASS_SIZE_PER_TEACHER, teachingStaff: teaching, maxStudents: c.maxStudents }),
      );
    }
  });

  it("has a timetable where no teacher and no child is in two places at once", async () => {
    const meetings = await t.db.select().from(classMeetings);
    const staff = await t.db.select().from(classStaff);
    const open = await t.db.select().from(enrolments).where(isNull(enrolments.endedAt));
    const check = (owner: string, classIds: string[]) => {
      const mine = meetings.filter((m) => classIds.includes(m.classId));
      for (let i = 0; i < mine.length; i++) for (let j = i + 1; j < mine.length; j++) expect(meetingsOverlap(mine[i]!, mine[j]!), owner).toBe(false);
    };
    for (const [userId, rows] of groupBy(staff, (s) => s.userId))
      check(
        `teacher ${userId}`,
        rows.map((r) => r.classId),
      );
    for (const [studentId, rows] of groupBy(open, (e) => e.studentId))
      check(
        `student ${studentId}`,
        rows.map((r) => r.classId),
      );
    // Every child has the day of /daily-life: homeroom, ELA, math, science or social studies, specials.
    for (const rows of groupBy(open, (e) => e.studentId).values()) expect(rows.length).toBe(10);
  });

  it("expands the timetable into sessions for each term, never on a holiday or closure", async () => {
    const sessions = await t.db.select({ startsAt: classSessions.startsAt, termId: classSessions.termId }).from(classSessions);
    expect(sessions.length).toBe(seeded.counts.sessions);
    expect(sessions.length).toBeGreaterThan(5000);
    const off = (await t.db.select().from(schoolDays)).filter((d) => d.kind !== "event");
    const dates = new Set(sessions.map((s) => dateInZone(s.startsAt.getTime())));
    for (const day of off) for (const date of dates) expect(date >= day.startsOn && date <= day.endsOn, `${date} is ${day.title}`).toBe(false);
    expect(new Set(sessions.map((s) => s.termId)).size).toBe(3);
    // Today (a Tuesday before Thanksgiving) has classes; Thanksgiving Thursday has none.
    expect(dates.has("2026-11-24")).toBe(true);
    expect(dates.has("2026-11-26")).toBe(false);
  });

  it("has applications in several statuses, one enrolled without a student yet", async () => {
    const rows = await t.db.select().from(applications);
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(5);
    expect(rows.some((r) => r.status === "enrolled")).toBe(true);
    const made = await t.db.select({ applicationId: students.applicationId }).from(students);
    expect(made.every((s) => s.applicationId === null)).toBe(true);
  });

  it("signs in every kind of account with the one password", async () => {
    for (const role of ["super_admin", "admin", "teacher", "parent", "student"] as const) {
      const account = seeded.accounts.find((a) => a.role === role)!;
      const client = new TestClient(t.url);
      const res = await client.mutate("POST", "/api/login", { username: account.username, password: PASSWORD });
      expect(res.status, `${role} ${account.username}: ${res.text}`).toBe(200);
    }
    // A child signs in with their sign-in card's code too (issue 34).
    const child = seeded.accounts.find((a) => a.role === "student")!;
    const byCard = await new TestClient(t.url).mutate("POST", "/api/login/card", { code: child.signInCode });
    expect(byCard.status, byCard.text).toBe(200);
    expect(byCard.json<{ username: string }>().username).toBe(child.username);
    // The hash is made once and shared (2,000+ accounts would otherwise take minutes).
    const hashes = await t.db.selectDistinct({ hash: users.passwordHash }).from(users);
    expect(hashes).toHaveLength(1);
  });

  it("lists every account with its children or classes", () => {
    const { accounts } = seeded;
    expect(accounts).toHaveLength(seeded.counts.accounts);
    for (const a of accounts) {
      // A child's line also has their sign-in card's code (issue 34).
      const keys = ["children", "classes", "fullName", "language", "password", "role", "username", ...(a.role === "student" ? ["signInCode"] : [])];
      expect(Object.keys(a).sort()).toEqual(keys.sort());
      if (a.role === "student" || a.role === "teacher") expect(a.classes.length, a.username).toBeGreaterThan(0);
      if (a.role === "parent" || a.role === "guardian") expect(a.children.length, a.username).toBeGreaterThan(0);
    }
  });

  it("gives some families and one teacher Spanish, the adults and their children alike, and GET /api/user's language matches", async () => {
    const spanish = seeded.accounts.filter((a) => a.language === "es");
    expect(spanish.some((a) => a.role === "student")).toBe(true);
    expect(spanish.some((a) => a.role === "parent" || a.role === "guardian")).toBe(true);
    expect(spanish.length).toBeLessThan(seeded.accounts.length / 3);
    // And one teacher, so the staff screens' Spanish is part of the demo.
    expect(spanish.filter((a) => a.role === "teacher").map((a) => a.fullName)).toEqual(["Lourdes Barrientos"]);
    // A Spanish-speaking adult's children read Spanish too.
    const childrenOf = new Set(spanish.filter((a) => a.role !== "student").flatMap((a) => a.children));
    for (const child of seeded.accounts.filter((a) => a.role === "student" && childrenOf.has(a.fullName))) expect(child.language, child.username).toBe("es");
    const stored = await t.db.select({ username: users.username, language: users.language }).from(users);
    const byName = new Map(stored.map((u) => [u.username, u.language]));
    for (const a of seeded.accounts) expect(byName.get(a.username), a.username).toBe(a.language);
  });

  it("has rounds of learning games by about half the K-3 children, each as the server would have played it (issue 34)", async () => {
    const rounds = await t.db.select().from(gameRounds).orderBy(asc(gameRounds.startedAt));
    const answers = await t.db.select().from(gameAnswers).orderBy(asc(gameAnswers.itemIndex));
    const children = await t.db.select({ id: students.id, grade: students.grade }).from(students);
    const young = children.filter((c) => ["K", "1", "2", "3"].includes(c.grade));
    const gradeOf = new Map(children.map((c) => [c.id, c.grade]));
    const players = new Set(rounds.map((r) => r.studentId));
    expect(players.size).toBeGreaterThan(young.length * 0.3);
    expect(players.size).toBeLessThan(young.length * 0.7);
    const today = new Date(zonedInstant(dateInZone(NOW.getTime()), "00:00"));
    for (const r of rounds) {
      expect(GAME_KIND_INFO[r.kind as GameKind].grades as readonly string[]).toContain(gradeOf.get(r.studentId));
      expect(r.startedAt < today, "played before today").toBe(true);
    }
    const finished = rounds.filter((r) => r.finishedAt);
    // A few rounds were left unfinished (a child who walked away), most were played to the end.
    expect(finished.length).toBeGreaterThan(rounds.length * 0.8);
    const answersOf = (roundId: string) => answers.filter((a) => a.roundId === roundId);
    for (const r of rounds) {
      const mine = answersOf(r.id);
      expect(mine.map((a) => a.itemIndex)).toEqual(Array.from({ length: r.itemIndex }, (_, i) => i));
      if (r.finishedAt) expect(mine).toHaveLength(ROUND_ITEMS);
      // Each item made again from the seed at its level, the level following the answers, the stars by the rule.
      for (const [i, a] of mine.entries()) {
        expect(a.standardCode).toBe(makeItem(r.kind as GameKind, r.seed, i, a.level, r.language as "en" | "es").face.standardCode);
        expect(a.tries).toBe(a.rightFirstTime ? 1 : 2);
        const next = nextLevel(a.level, mine.slice(0, i + 1));
        expect(mine[i + 1]?.level ?? r.level).toBe(next);
      }
      expect(r.rightFirstTime).toBe(mine.filter((a) => a.rightFirstTime).length);
      expect(r.stars).toBe(r.finishedAt ? starsFor(r.rightFirstTime) : null);
    }
    // A child's next round of a kind starts where the last one ended.
    for (const r of rounds) {
      const before = rounds.filter((o) => o.studentId === r.studentId && o.kind === r.kind && o.startedAt < r.startedAt).at(-1);
      const first = answersOf(r.id)[0];
      if (before && first) expect(first.level).toBe(before.level);
    }
  });

  it("has the teachers' assigned games, Beatriz's daily limit and her stars and practice (issue 34)", async () => {
    const userId = async (username: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const recordOf = async (username: string) =>
      (
        await t.db
          .select({ id: students.id })
          .from(students)
          .where(eq(students.userId, await userId(username)))
      )[0]!.id;
    const beatriz = await recordOf("beatriz.nakamura");
    const assigned = await t.db.select().from(gameAssignments);
    const rosa = await userId("rosa.delgadomarsh");
    expect(assigned.find((a) => a.kind === "counting")).toMatchObject({ assignedBy: rosa, studentId: null, note: expect.stringContaining("Count") });
    expect(assigned.find((a) => a.kind === "rhyming")).toMatchObject({ assignedBy: rosa, studentId: beatriz });
    const clock = assigned.find((a) => a.kind === "telling-time")!;
    const [clockClass] = await t.db.select({ grade: classes.grade }).from(classes).where(eq(classes.id, clock.classId));
    expect(["2", "3"]).toContain(clockClass!.grade);
    expect(await t.db.select().from(gameLimits)).toEqual([
      expect.objectContaining({ studentId: beatriz, minutesPerDay: 20, setBy: await userId("giselle.nakamura") }),
    ]);

    const signIn = async (username: string) => {
      const client = new TestClient(t.url);
      expect((await client.mutate("POST", "/api/login", { username, password: PASSWORD })).status).toBe(200);
      return client;
    };
    const home = (await (await signIn("beatriz.nakamura")).get("/api/student/games")).json<{ data: GamesHome }>().data;
    for (const kind of ["counting", "rhyming"]) expect(home.kinds.find((k) => k.kind === kind)!.stars, kind).toBeGreaterThan(0);
    expect(home.assigned.map((a) => a.kind).sort()).toEqual(["counting", "rhyming"]);
    expect(home.time.limitMinutes).toBe(20);
    const mother = await signIn("giselle.nakamura");
    const games = (await mother.get(`/api/family/games?studentId=${beatriz}`)).json<{ data: FamilyGames }>().data;
    expect(games.kinds.map((k) => k.kind).sort()).toEqual(["counting", "rhyming"]);
    const progress = (await mother.get(`/api/family/progress?studentId=${beatriz}`)).json<{ data: FamilyProgress }>().data;
    const counting = progress.subjects.flatMap((s) => s.standards).find((s) => s.code === "K.CC.B.5");
    expect(counting?.practice?.items).toBeGreaterThan(0);
    // Daniel Deshpande set no limit for his children.
    const daniel = await signIn("daniel.deshpande");
    const links = await t.db
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.guardianUserId, await userId("daniel.deshpande")));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links)
      expect((await daniel.get(`/api/family/games?studentId=${l.studentId}`)).json<{ data: FamilyGames }>().data.time.limitMinutes).toBeNull();
  });

  it("has quick checks on a standard in past math rooms, answered by the children there, that giselle.nakamura reads as Live class checks (issue 35)", async () => {
    const checks = await t.db
      .select({
        check: liveChecks,
        endedAt: liveRooms.endedAt,
        classId: classSessions.classId,
        classSubject: classes.subjectId,
        classGrade: classes.grade,
        standardSubject: subjects.id,
        standardGrade: standards.grade,
        archivedAt: standards.archivedAt,
      })
      .from(liveChecks)
      .innerJoin(liveRooms, eq(liveRooms.id, liveChecks.roomId))
      .innerJoin(classSessions, eq(classSessions.id, liveRooms.classSessionId))
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .leftJoin(standards, eq(standards.id, liveChecks.standardId))
      .leftJoin(subjects, eq(subjects.code, standards.subjectCode));
    expect(checks.length).toBe(seeded.counts.liveChecks);
    expect(new Set(checks.map((c) => c.check.roomId)).size).toBe(seeded.counts.liveCheckSessions);
    expect(seeded.counts.liveCheckSessions).toBeGreaterThanOrEqual(5);
    for (const { check, ...c } of checks) {
      // As the server takes them: a current standard of the class's subject and grade, with a right answer it can be.
      expect(c.standardSubject, check.question!).toBe(c.classSubject);
      expect(c.standardGrade).toBe(c.classGrade);
      expect(c.archivedAt).toBeNull();
      expect(["choice", "number"]).toContain(check.kind);
      if (check.kind === "choice") {
        expect(check.choices.length).toBeGreaterThanOrEqual(3);
        expect(check.choices.length).toBeLessThanOrEqual(4);
        expect(check.choices).toContain(check.correctAnswer);
      } else expect(check.correctAnswer).toBe(String(Number(check.correctAnswer)));
      // Ended, so it counts: the room ended before today, the check closed before that or with it.
      expect(c.endedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      if (check.closedAt) expect(check.closedAt.getTime()).toBeLessThan(c.endedAt!.getTime());
    }
    const answers = await t.db
      .select({ answer: liveCheckAnswers, roomId: liveChecks.roomId, classId: classSessions.classId, check: liveChecks })
      .from(liveCheckAnswers)
      .innerJoin(liveChecks, eq(liveChecks.id, liveCheckAnswers.checkId))
      .innerJoin(liveRooms, eq(liveRooms.id, liveChecks.roomId))
      .innerJoin(classSessions, eq(classSessions.id, liveRooms.classSessionId));
    expect(answers.length).toBe(seeded.counts.liveCheckAnswers);
    const enrolled = new Set((await t.db.select().from(enrolments)).map((e) => `${e.classId}:${e.studentId}`));
    const inRoom = new Set((await t.db.select().from(liveParticipants)).map((p) => `${p.roomId}:${p.studentId}`));
    for (const { answer, roomId, classId, check } of answers) {
      expect(enrolled.has(`${classId}:${answer.studentId}`)).toBe(true);
      expect(inRoom.has(`${roomId}:${answer.studentId}`)).toBe(true);
      if (check.kind === "choice") expect(check.choices).toContain(answer.answer);
    }
    // Right answers mostly, some not yet; some children in the rooms gave none; one answer's level was the teacher's.
    const right = answers.filter((a) => a.answer.answer === a.check.correctAnswer).length;
    expect(right).toBeGreaterThan(answers.length * 0.6);
    expect(right).toBeLessThan(answers.length);
    expect(answers.filter((a) => a.answer.evidenceLevel !== null)).toHaveLength(1);

    const mother = new TestClient(t.url);
    expect((await mother.mutate("POST", "/api/login", { username: "giselle.nakamura", password: PASSWORD })).status).toBe(200);
    const children = await t.db
      .select({ studentId: guardianLinks.studentId })
      .from(guardianLinks)
      .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
      .where(eq(users.username, "giselle.nakamura"));
    expect(children).toHaveLength(2);
    for (const { studentId } of children) {
      const progress = (await mother.get(`/api/family/progress?studentId=${studentId}`)).json<{ data: FamilyProgress }>().data;
      const seen = progress.subjects.flatMap((s) => s.standards).flatMap((s) => s.liveChecks);
      const own = answers.filter((a) => a.answer.studentId === studentId);
      expect(seen.length, studentId).toBeGreaterThan(0);
      expect(seen.map((c) => c.checkId).sort()).toEqual(own.map((a) => a.check.id).sort());
      for (const c of seen) expect(c.level).toBe(c.correct ? 3 : 2);
    }
  });
});

describe("the seed:demo command", () => {
  const run = promisify(execFile);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "school-seed-demo-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DEMO_PASSWORD: PASSWORD };
  const tsx = path.resolve("node_modules/.bin/tsx");

  it("migrates a fresh data directory and prints one JSON object per account on stdout, nothing else", { timeout: 120_000 }, async () => {
    const { stdout } = await run(tsx, ["scripts/seed-demo.ts", "--students", "24", "--json"], { env, maxBuffer: 10_000_000 });
    const lines = stdout.trimEnd().split("\n");
    const accounts = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(accounts.length).toBeGreaterThan(24 + 12);
    for (const a of accounts) {
      expect(Object.keys(a)).toEqual([
        "role",
        "username",
        "password",
        "fullName",
        "children",
        "classes",
        "language",
        ...(a.role === "student" ? ["signInCode"] : []),
      ]);
      if (a.role === "student") expect(a.signInCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      expect(a.password).toBe(PASSWORD);
    }
    expect(accounts.filter((a) => a.role === "student")).toHaveLength(24);
    expect(accounts.filter((a) => a.role === "admin")).toHaveLength(1);
    // A head of school, so the audit log and admin creation can be tried.
    expect(accounts.filter((a) => a.role === "super_admin")).toHaveLength(1);
  });

  it("refuses to run again on the same database, with exit code 1 and a clear message", { timeout: 120_000 }, async () => {
    const failed = await run(tsx, ["scripts/seed-demo.ts"], { env }).then(
      () => undefined,
      (err: { code: number; stderr: string; stdout: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(NOT_EMPTY_MESSAGE);
  });

  it("refuses a weak DEMO_PASSWORD", { timeout: 60_000 }, async () => {
    const failed = await run(tsx, ["scripts/seed-demo.ts"], { env: { ...env, DEMO_PASSWORD: "password" } }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("DEMO_PASSWORD is too weak");
  });
});
