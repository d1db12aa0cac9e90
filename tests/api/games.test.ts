/**
 * Learning games (issue 34; docs/api/games.md): rounds made from a seed and checked on the server (a
 * forged answer is refused, another child's round reads as missing), the level following the
 * answers, stars for a finished round, the family's daily limit, the teacher's assigned games and
 * practice view, and practice beside the standard on the family's progress page (never a mark).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_KINDS, GAME_KIND_INFO, ROUND_ITEMS } from "#common/learning/games";
import type { AnswerResult, ClassPractice, FamilyGames, GameRound, GamesHome } from "#common/schemas/learning/games";
import type { FamilyProgress } from "#common/schemas/learning/progress";
import { createSession } from "../../server/auth/sessions";
import { gameAnswers, gameRounds } from "../../server/db/schema";
import { makeItem } from "../../server/learning/games/items";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Who = "teacher" | "otherTeacher" | "child" | "classmate" | "otherChild" | "guardian" | "otherGuardian" | "admin";

describe.each(DATABASE_KINDS)("learning games on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<Who, TestClient>;
  let w: Awaited<ReturnType<typeof build>>;

  async function build() {
    const { year } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters", grade: "K" });
    const b = await makeClass(t.db, year.id, { name: "Badgers", grade: "K" });
    const child = await makeStudent(t.db, { firstName: "Ada", lastName: "Quill", grade: "K" });
    const classmate = await makeStudent(t.db, { firstName: "Ben", lastName: "Rook", grade: "K" });
    const other = await makeStudent(t.db, { firstName: "Cy", lastName: "Sparrow", grade: "K" });
    await enrol(t.db, a.class.id, child.student.id);
    await enrol(t.db, a.class.id, classmate.student.id);
    await enrol(t.db, b.class.id, other.student.id);
    const admin = await createUser(t.db, "admin", "games-admin");
    return { year, a, b, child, classmate, other, admin };
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
    as.child = await signIn(w.child.user.id);
    as.classmate = await signIn(w.classmate.user.id);
    as.otherChild = await signIn(w.other.user.id);
    as.guardian = await signIn(w.child.guardian!.id);
    as.otherGuardian = await signIn(w.other.guardian!.id);
    as.admin = await signIn(w.admin.id);
  });
  afterAll(async () => t?.close());

  const start = (c: TestClient, body: Record<string, unknown>) => c.mutate("POST", "/api/student/games/rounds", body);
  const answer = (c: TestClient, roundId: string, body: Record<string, unknown>) => c.mutate("POST", `/api/student/games/rounds/${roundId}/answers`, body);

  /** What the server made for the round's current item: the test reads the seed the page never sees. */
  async function madeNow(roundId: string) {
    const [round] = await t.db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
    return makeItem(round!.kind as (typeof GAME_KINDS)[number], round!.seed, round!.itemIndex, round!.level, round!.language as "en" | "es");
  }
  const rightAnswer = async (roundId: string, index: number) => {
    const made = await madeNow(roundId);
    return "choice" in made.right ? { index, choice: made.right.choice } : { index, order: made.right.order };
  };
  const wrongAnswer = async (roundId: string, index: number) => {
    const made = await madeNow(roundId);
    if ("choice" in made.right) {
      const right = made.right.choice;
      return { index, choice: made.face.choices.find((c) => c.id !== right)!.id };
    }
    return { index, order: [...made.right.order].reverse() };
  };

  it("lists every game for the child, their grade's first, with today's time and no limit", async () => {
    const res = await as.child.get("/api/student/games");
    expect(res.status).toBe(200);
    const home = res.json<{ data: GamesHome }>().data;
    expect(home.student?.name).toBe("Ada");
    expect(home.kinds.map((k) => k.kind)).toEqual([...GAME_KINDS]);
    expect(home.kinds.filter((k) => k.forGrade).map((k) => k.kind)).toEqual(GAME_KINDS.filter((k) => GAME_KIND_INFO[k].grades.includes("K")));
    expect(home.kinds.find((k) => k.kind === "counting")!.standards[0]).toEqual({ code: "K.CC.B.5", description: expect.stringContaining("Count") });
    expect(home.time).toEqual({ minutesPlayed: 0, limitMinutes: null, canPlay: true });
    // An adult on the student portal has no child record: an empty home, and no round to start.
    expect((await as.admin.get("/api/student/games")).json<{ data: GamesHome }>().data.student).toBeNull();
    expect((await start(as.admin, { kind: "counting" })).status).toBe(404);
    for (const c of [as.teacher, as.guardian]) expect((await c.get("/api/student/games")).status).toBe(403);
  });

  it("serves an item without its answer, the same item from the same seed, and refuses forged answers", async () => {
    const res = await start(as.child, { kind: "counting" });
    expect(res.status).toBe(201);
    const round = res.json<{ data: GameRound }>().data;
    expect(round.index).toBe(0);
    expect(round.item?.standardCode).toBe("K.CC.B.5");
    expect(round.item?.picture?.kind).toBe("objects");
    // Nothing in the answer says which choice is right.
    expect(res.text).not.toMatch(/"right"|"correct"|"answer"/);
    const made = await madeNow(round.id);
    expect(round.item).toEqual({ ...made.face, index: 0, level: round.item!.level });
    // Reading the round again gives the same item.
    expect((await as.child.get(`/api/student/games/rounds/${round.id}`)).json<{ data: GameRound }>().data.item).toEqual(round.item);

    const before = (await t.db.select().from(gameAnswers)).length;
    // A choice the item does not offer, no answer at all, an answer to another item, a claim of being right.
    expect((await answer(as.child, round.id, { index: 0, choice: "zz" })).status).toBe(400);
    expect((await answer(as.child, round.id, { index: 0 })).status).toBe(400);
    expect((await answer(as.child, round.id, { index: 0, order: ["a", "b"] })).status).toBe(400);
    expect((await answer(as.child, round.id, { ...(await rightAnswer(round.id, 0)), index: 1 })).status).toBe(409);
    const forged = await answer(as.child, round.id, { ...(await wrongAnswer(round.id, 0)), right: true, stars: 3 });
    expect(forged.status).toBe(200);
    expect(forged.json<{ data: AnswerResult }>().data.right).toBe(false);
    // Another child's round reads as missing, to its classmate and to a child of another class.
    for (const c of [as.classmate, as.otherChild]) {
      expect((await c.get(`/api/student/games/rounds/${round.id}`)).status).toBe(404);
      expect((await answer(c, round.id, await rightAnswer(round.id, 0))).status).toBe(404);
    }
    expect((await as.child.get("/api/student/games/rounds/not-a-uuid")).status).toBe(404);
    expect((await t.db.select().from(gameAnswers)).length).toBe(before);
  });

  it("gives a second try, then shows the right answer and goes on", async () => {
    const round = (await start(as.child, { kind: "add-subtract" })).json<{ data: GameRound }>().data;
    const made = await madeNow(round.id);
    const wrong = await wrongAnswer(round.id, 0);
    const first = (await answer(as.child, round.id, wrong)).json<{ data: AnswerResult }>().data;
    expect(first).toMatchObject({ right: false, tryAgain: true, shown: null });
    expect(first.round.index).toBe(0);
    expect(first.round.tried).toEqual([wrong.choice]);
    // The same wrong choice again is refused (it is greyed on the page).
    expect((await answer(as.child, round.id, wrong)).status).toBe(400);
    const other = made.face.choices.find((c) => c.id !== wrong.choice && c.id !== ("choice" in made.right ? made.right.choice : ""))!;
    const second = (await answer(as.child, round.id, { index: 0, choice: other.id })).json<{ data: AnswerResult }>().data;
    expect(second).toMatchObject({ right: false, tryAgain: false, shown: { choice: "choice" in made.right ? made.right.choice : null } });
    expect(second.round.index).toBe(1);
    expect(second.round.rightFirstTime).toBe(0);
    const [row] = await t.db.select().from(gameAnswers).where(eq(gameAnswers.roundId, round.id));
    expect(row).toMatchObject({ itemIndex: 0, rightFirstTime: false, tries: 2, standardCode: made.face.standardCode });
  });

  it("raises the level after answers right the first time and ends the round with stars", async () => {
    const round = (await start(as.child, { kind: "counting" })).json<{ data: GameRound }>().data;
    const firstLevel = round.item!.level;
    let last: AnswerResult | undefined;
    for (let index = 0; index < ROUND_ITEMS; index++) {
      last = (await answer(as.child, round.id, await rightAnswer(round.id, index))).json<{ data: AnswerResult }>().data;
      expect(last.right).toBe(true);
    }
    expect(last!.round.item).toBeNull();
    expect(last!.round.finished).toEqual({ stars: 3, rightFirstTime: ROUND_ITEMS, items: ROUND_ITEMS, level: expect.any(Number) });
    expect(last!.round.finished!.level).toBeGreaterThan(firstLevel);
    // The first finished round earns the first game's badge, once, in the child's words.
    expect(last!.newBadges.map((b) => b.code)).toEqual(["first-game"]);
    expect(last!.newBadges[0]!.childWords).toBe("You finished your first learning game!");
    const levels = (await t.db.select().from(gameAnswers).where(eq(gameAnswers.roundId, round.id))).map((a) => a.level);
    expect(Math.max(...levels)).toBeGreaterThan(firstLevel);
    // A finished round takes no more answers; the next round starts where this one ended.
    expect((await answer(as.child, round.id, { index: ROUND_ITEMS - 1, choice: "a" })).status).toBe(409);
    const next = (await start(as.child, { kind: "counting" })).json<{ data: GameRound }>().data;
    expect(next.item!.level).toBe(last!.round.finished!.level);
    const home = (await as.child.get("/api/student/games")).json<{ data: GamesHome }>().data;
    expect(home.kinds.find((k) => k.kind === "counting")).toMatchObject({ rounds: 1, stars: 3 });
    expect(home.totalStars).toBeGreaterThanOrEqual(3);
    expect(home.open).toEqual({ id: next.id, kind: "counting" });
  });

  it("lets only the child's own guardian set a daily limit, and stops new rounds once it is reached", async () => {
    const limit = (c: TestClient, id: string, minutesPerDay: unknown) => c.mutate("PUT", `/api/family/children/${id}/game-limit`, { minutesPerDay });
    expect((await limit(as.guardian, w.child.student.id, 7)).status).toBe(400);
    expect((await limit(as.otherGuardian, w.child.student.id, 10)).status).toBe(404);
    expect((await limit(as.teacher, w.child.student.id, 10)).status).toBe(403);
    expect((await limit(as.child, w.child.student.id, 10)).status).toBe(403);
    const set = await limit(as.guardian, w.child.student.id, 10);
    expect(set.status).toBe(200);
    expect(set.json<{ data: { minutesPerDay: number } }>().data.minutesPerDay).toBe(10);
    // Eleven minutes played already today (a round's time is from its start to its last answer).
    const now = Date.now();
    await t.db.insert(gameRounds).values({
      studentId: w.child.student.id,
      kind: "rhyming",
      seed: 1,
      language: "en",
      level: 1,
      startedAt: new Date(now - 11 * 60_000),
      lastActiveAt: new Date(now - 1000),
    });
    const refused = await start(as.child, { kind: "rhyming" });
    expect(refused.status).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe("That's all the games for today. Come back tomorrow!");
    const home = (await as.child.get("/api/student/games")).json<{ data: GamesHome }>().data;
    expect(home.time).toMatchObject({ limitMinutes: 10, canPlay: false });
    expect(home.time.minutesPlayed).toBeGreaterThanOrEqual(10);
    const family = (await as.guardian.get(`/api/family/games?studentId=${w.child.student.id}`)).json<{ data: FamilyGames }>().data;
    expect(family.time.limitMinutes).toBe(10);
    expect(family.kinds.find((k) => k.kind === "counting")?.rounds).toBe(1);
    expect((await as.otherGuardian.get(`/api/family/games?studentId=${w.child.student.id}`)).status).toBe(404);
    // Lifting the limit lets the child play again.
    expect((await limit(as.guardian, w.child.student.id, null)).status).toBe(200);
    expect((await start(as.child, { kind: "rhyming" })).status).toBe(201);
  });

  it("lets a teacher assign a game to their class or one child, and shows the class's practice per child and standard", async () => {
    const assign = (c: TestClient, body: Record<string, unknown>) => c.mutate("POST", "/api/teacher/practice/assignments", body);
    expect((await assign(as.teacher, { classId: w.a.class.id, kind: "chess" })).status).toBe(400);
    expect((await assign(as.otherTeacher, { classId: w.a.class.id, kind: "rhyming" })).status).toBe(404);
    const wrongChild = await assign(as.teacher, { classId: w.a.class.id, kind: "rhyming", studentId: w.other.student.id });
    expect(wrongChild.status).toBe(404);
    expect(wrongChild.text).not.toContain("Sparrow");
    expect((await assign(as.guardian, { classId: w.a.class.id, kind: "rhyming" })).status).toBe(403);
    const made = await assign(as.teacher, { classId: w.a.class.id, kind: "rhyming", note: "Practise before Friday's poem" });
    expect(made.status).toBe(201);
    const assignmentId = made.json<{ data: { id: string } }>().data.id;
    const forBen = await assign(as.teacher, { classId: w.a.class.id, kind: "number-bonds", studentId: w.classmate.student.id });
    expect(forBen.status).toBe(201);

    const adaHome = (await as.child.get("/api/student/games")).json<{ data: GamesHome }>().data;
    expect(adaHome.assigned.map((g) => g.kind)).toEqual(["rhyming"]);
    expect(adaHome.assigned[0]).toMatchObject({ note: "Practise before Friday's poem", className: "Otters", done: false });
    const benHome = (await as.classmate.get("/api/student/games")).json<{ data: GamesHome }>().data;
    expect(benHome.assigned.map((g) => g.kind).sort()).toEqual(["number-bonds", "rhyming"]);
    expect((await as.otherChild.get("/api/student/games")).json<{ data: GamesHome }>().data.assigned).toEqual([]);
    // Cy (another class) cannot start a round of Otters' assignment; Ada can.
    expect((await start(as.otherChild, { kind: "rhyming", assignmentId })).status).toBe(404);
    expect((await start(as.child, { kind: "counting", assignmentId })).status).toBe(404);

    const practice = (await as.teacher.get(`/api/teacher/practice?classId=${w.a.class.id}`)).json<{ data: ClassPractice }>().data;
    expect(practice.children.map((c) => c.name)).toEqual(["Ada Quill", "Ben Rook"]);
    const ada = practice.children.find((c) => c.name === "Ada Quill")!;
    expect(ada.rounds).toBeGreaterThanOrEqual(1);
    const counted = practice.cells.find((c) => c.studentId === w.child.student.id && c.standardCode === "K.CC.B.5");
    expect(counted?.items).toBeGreaterThanOrEqual(ROUND_ITEMS);
    expect(practice.standards.map((s) => s.code)).toContain("K.CC.B.5");
    expect(practice.assignments.find((a) => a.id === assignmentId)).toMatchObject({ kind: "rhyming", studentId: null, assignedTo: 2, playedBy: 0 });
    expect(practice.assignments.find((a) => a.kind === "number-bonds")).toMatchObject({ studentName: "Ben Rook", assignedTo: 1 });
    expect(JSON.stringify(practice)).not.toContain("Sparrow");
    expect((await as.otherTeacher.get(`/api/teacher/practice?classId=${w.a.class.id}`)).status).toBe(404);
    expect((await as.child.get(`/api/teacher/practice?classId=${w.a.class.id}`)).status).toBe(403);
    // A reading class shows its children's reading practice only, not their counting.
    const reading = await makeClass(t.db, w.year.id, { name: "Otters Reading", grade: "K", subject: "ela" });
    await enrol(t.db, reading.class.id, w.child.student.id);
    const readingTeacher = await signIn(reading.teacher!.id);
    const readingPractice = (await readingTeacher.get(`/api/teacher/practice?classId=${reading.class.id}`)).json<{ data: ClassPractice }>().data;
    expect(readingPractice.children.map((c) => c.name)).toEqual(["Ada Quill"]);
    expect(readingPractice.standards.map((s) => s.code)).not.toContain("K.CC.B.5");
    expect(readingPractice.cells.some((c) => c.standardCode === "K.CC.B.5")).toBe(false);

    // Only a teacher of the class takes an assignment back.
    expect((await as.otherTeacher.mutate("DELETE", `/api/teacher/practice/assignments/${assignmentId}`)).status).toBe(404);
    expect((await as.teacher.mutate("DELETE", `/api/teacher/practice/assignments/${assignmentId}`)).status).toBe(200);
    expect((await as.child.get("/api/student/games")).json<{ data: GamesHome }>().data.assigned).toEqual([]);
  });

  it("shows practice beside its standard on the family's progress page, as practice and not a mark", async () => {
    const progress = (await as.guardian.get(`/api/family/progress?studentId=${w.child.student.id}`)).json<{ data: FamilyProgress }>().data;
    const counting = progress.subjects.flatMap((s) => s.standards).find((s) => s.code === "K.CC.B.5");
    expect(counting?.practice?.items).toBeGreaterThanOrEqual(ROUND_ITEMS);
    expect(counting?.mastery).toBeNull();
    expect(counting?.evidence).toEqual([]);
    const other = (await as.otherGuardian.get(`/api/family/progress?studentId=${w.other.student.id}`)).json<{ data: FamilyProgress }>().data;
    expect(other.subjects.flatMap((s) => s.standards).some((s) => s.practice)).toBe(false);
  });
});
