/**
 * The demo school's learning games (issue 34): about half the K-3 children played a few rounds over
 * the past three weeks, after school, of games made for their grade; the kindergarten teacher assigned
 * counting to her class and rhyming to one child, a grade 2 (else 3) teacher telling the time; a
 * Spanish-speaking mother set a daily limit for her kindergartner (other families set none).
 *
 * Rounds are played here as the server plays them (server/learning/games/rounds.ts), without its
 * per-answer transactions: every item is made with the real item makers from the round's seed, its
 * level follows `nextLevel`, a finished round has its 8 answers and `starsFor` its stars, and the
 * next round of a kind starts where the last one ended. Seeds come from the demo's seeded random, so
 * the same demo school has the same rounds. Everything is before today: today's playing time is 0.
 */
import { randomUUID } from "node:crypto";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import type { Language } from "#common/i18n/languages";
import { GAME_KINDS, GAME_KIND_INFO, ROUND_ITEMS, firstLevel, nextLevel, starsFor, type GameKind } from "#common/learning/games";
import { dateInZone, zonedInstant } from "#common/time-zone";
import type { Tx } from "../../server/db/client";
import { gameAnswers, gameAssignments, gameLimits, gameRounds } from "../../server/db/schema";
import { makeItem } from "../../server/learning/games/items";
import type { DemoPlan, PlannedStudent } from "./plan";
import { seededRandom, type Random } from "./random";

const CHUNK = 1_000;
const PLAYING_GRADES = new Set(["K", "1", "2", "3"]);
/** How far back the rounds go (days before today). */
const DAYS_BACK = 21;
/** The people the demo's story names (README "Demo school"); absent from a school of another size or seed, their part is left out. */
const KINDERGARTEN_TEACHER = "rosa.delgadomarsh";
const LIMITED_CHILD = "beatriz.nakamura";
const LIMITING_GUARDIAN = "giselle.nakamura";
const LIMIT_MINUTES = 20;

type RoundRow = typeof gameRounds.$inferInsert & { id: string };
type AnswerRow = typeof gameAnswers.$inferInsert;
type AssignmentRow = typeof gameAssignments.$inferInsert & { id: string; createdAt: Date; kind: GameKind };

interface Options {
  seed: number;
  now: Date;
  idOf: (key: string) => string;
}

/** An instant `daysAgo` school days before today (calendar days, weekends too: children play at home) at `time` in the school's zone. */
function atSchool(now: Date, daysAgo: number, time: string): Date {
  const day = addDays(parseCalendarDate(dateInZone(now.getTime()))!, -daysAgo);
  return new Date(zonedInstant(formatCalendarDate(day), time));
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The teachers' assignments: counting to the kindergarten math class with a note, rhyming to Beatriz, telling the time to a grade 2 (else 3) math class. */
function planAssignments(plan: DemoPlan, o: Options): AssignmentRow[] {
  const rows: AssignmentRow[] = [];
  const leadOf = (c: DemoPlan["classes"][number]) => c.staff.find((s) => s.role === "lead")?.userKey;
  const teacher = plan.teachers.find((t) => t.username === KINDERGARTEN_TEACHER);
  const taught = (subjectCode: string) => plan.classes.find((c) => c.subjectCode === subjectCode && teacher && leadOf(c) === teacher.key);
  const kMath = taught("math");
  if (teacher && kMath)
    rows.push({
      id: randomUUID(),
      classId: o.idOf(kMath.key),
      kind: "counting",
      note: "Count the apples with a grown-up this week, then try the game on your own!",
      assignedBy: o.idOf(teacher.key),
      createdAt: atSchool(o.now, 9, "08:40"),
    });
  const beatriz = plan.students.find((s) => s.user.username === LIMITED_CHILD);
  const kEla = taught("ela");
  if (teacher && kEla && beatriz && kEla.studentKeys.includes(beatriz.key))
    rows.push({
      id: randomUUID(),
      classId: o.idOf(kEla.key),
      studentId: o.idOf(`record:${beatriz.key}`),
      kind: "rhyming",
      note: "Listen for the words that sound the same at the end.",
      assignedBy: o.idOf(teacher.key),
      createdAt: atSchool(o.now, 6, "12:10"),
    });
  const clockClass = ["2", "3"].map((g) => plan.classes.find((c) => c.subjectCode === "math" && c.grade === g && c.studentKeys.length > 0)).find(Boolean);
  const clockTeacher = clockClass && leadOf(clockClass);
  if (clockClass && clockTeacher)
    rows.push({
      id: randomUUID(),
      classId: o.idOf(clockClass.key),
      kind: "telling-time",
      note: null,
      assignedBy: o.idOf(clockTeacher),
      createdAt: atSchool(o.now, 4, "10:50"),
    });
  return rows;
}

/** The games a child plays: some of their grade's, the games assigned to them among them. */
function kindsFor(random: Random, child: PlannedStudent, assigned: readonly GameKind[]): GameKind[] {
  const forGrade = GAME_KINDS.filter((k) => (GAME_KIND_INFO[k].grades as readonly string[]).includes(child.grade));
  const chosen = random.shuffle(forGrade).slice(0, 1 + random.int(3));
  return [...new Set([...assigned, ...chosen])];
}

/**
 * One round as the server would have left it: `rate` is the child's chance of an item right at the
 * first try at their starting level (less at harder levels). `leftAfter` items answered, then walked
 * away (an unfinished round), or all 8.
 */
function playRound(
  random: Random,
  round: { id: string; studentId: string; kind: GameKind; seed: number; language: Language; level: number; startedAt: Date; assignmentId: string | null },
  rate: number,
  leftAfter: number,
): { row: RoundRow; answers: AnswerRow[] } {
  const answers: AnswerRow[] = [];
  const startLevel = round.level;
  let level = round.level;
  let right = 0;
  let at = round.startedAt.getTime();
  for (let index = 0; index < leftAfter; index++) {
    const item = makeItem(round.kind, round.seed, index, level, round.language);
    const rightFirstTime = random.chance(Math.max(0.25, rate - 0.12 * (level - startLevel)));
    at += (6 + random.int(20)) * 1000 + (rightFirstTime ? 0 : 8_000);
    answers.push({
      roundId: round.id,
      itemIndex: index,
      studentId: round.studentId,
      standardCode: item.face.standardCode,
      level,
      rightFirstTime,
      tries: rightFirstTime ? 1 : 2,
      answeredAt: new Date(at),
    });
    if (rightFirstTime) right += 1;
    level = nextLevel(
      level,
      answers.map((a) => ({ rightFirstTime: a.rightFirstTime, level: a.level })),
    );
  }
  const last = new Date(at);
  const done = leftAfter >= ROUND_ITEMS;
  return {
    row: {
      id: round.id,
      studentId: round.studentId,
      kind: round.kind,
      seed: round.seed,
      language: round.language,
      assignmentId: round.assignmentId,
      level,
      itemIndex: leftAfter,
      tries: 0,
      tried: [],
      rightFirstTime: right,
      startedAt: round.startedAt,
      lastActiveAt: last,
      finishedAt: done ? last : null,
      stars: done ? starsFor(right) : null,
    },
    answers,
  };
}

/** A child's rounds, oldest first, each kind starting where its last round ended. */
function playChild(
  random: Random,
  child: PlannedStudent,
  o: Options,
  assignments: readonly AssignmentRow[],
  classIdsOf: (studentKey: string) => ReadonlySet<string>,
  plays: { kind: GameKind; daysAgo: number }[],
) {
  const studentId = o.idOf(`record:${child.key}`);
  const language = child.user.language ?? "en";
  const rate = 0.55 + random.next() * 0.35;
  const levels = new Map<GameKind, number>();
  const rounds: RoundRow[] = [];
  const answers: AnswerRow[] = [];
  const sorted = [...plays].sort((a, b) => b.daysAgo - a.daysAgo);
  let previousEnd = 0;
  for (const play of sorted) {
    const startedAt = new Date(Math.max(atSchool(o.now, play.daysAgo, clock(15 * 60 + 30 + random.int(210))).getTime(), previousEnd + 60_000));
    // A round of a game assigned to the child, started after it was assigned, was most often started from the assignment.
    const assignment = assignments.find(
      (a) =>
        a.kind === play.kind &&
        classIdsOf(child.key).has(a.classId) &&
        (!a.studentId || a.studentId === studentId) &&
        a.createdAt.getTime() < startedAt.getTime(),
    );
    const played = playRound(
      random,
      {
        id: randomUUID(),
        studentId,
        kind: play.kind,
        seed: random.int(2 ** 31),
        language,
        level: levels.get(play.kind) ?? firstLevel(GAME_KIND_INFO[play.kind], child.grade),
        startedAt,
        assignmentId: assignment && random.chance(0.7) ? assignment.id : null,
      },
      rate,
      random.chance(0.08) ? 1 + random.int(ROUND_ITEMS - 1) : ROUND_ITEMS,
    );
    levels.set(play.kind, played.row.level);
    previousEnd = played.row.lastActiveAt!.getTime();
    rounds.push(played.row);
    answers.push(...played.answers);
  }
  return { rounds, answers };
}

export async function writeGamesDemo(tx: Pick<Tx, "insert">, plan: DemoPlan, o: Options): Promise<{ rounds: number; answers: number }> {
  const random = seededRandom(o.seed * 7919 + 34);
  const assignments = planAssignments(plan, o);
  const classesOf = new Map<string, Set<string>>();
  for (const c of plan.classes) for (const k of c.studentKeys) classesOf.set(k, (classesOf.get(k) ?? new Set()).add(o.idOf(c.key)));
  const classIdsOf = (key: string) => classesOf.get(key) ?? new Set<string>();
  const assignedTo = (child: PlannedStudent) => {
    const studentId = o.idOf(`record:${child.key}`);
    return assignments.filter((a) => classIdsOf(child.key).has(a.classId) && (!a.studentId || a.studentId === studentId)).map((a) => a.kind);
  };

  const rounds: RoundRow[] = [];
  const answers: AnswerRow[] = [];
  for (const child of plan.students) {
    if (!PLAYING_GRADES.has(child.grade)) continue;
    // Beatriz's family follows her games (a few rounds of counting and rhyming in the past ten days).
    const plays =
      child.user.username === LIMITED_CHILD
        ? [
            { kind: "counting" as const, daysAgo: 10 },
            { kind: "counting" as const, daysAgo: 7 },
            { kind: "rhyming" as const, daysAgo: 5 },
            { kind: "counting" as const, daysAgo: 3 },
            { kind: "rhyming" as const, daysAgo: 2 },
          ]
        : random.chance(0.5)
          ? (() => {
              const kinds = kindsFor(random, child, assignedTo(child));
              return Array.from({ length: 2 + random.int(5) }, (_, i) => ({ kind: kinds[i % kinds.length]!, daysAgo: 1 + random.int(DAYS_BACK) }));
            })()
          : [];
    const played = playChild(random, child, o, assignments, classIdsOf, plays);
    rounds.push(...played.rounds);
    answers.push(...played.answers);
  }

  if (assignments.length > 0) await tx.insert(gameAssignments).values(assignments);
  for (let i = 0; i < rounds.length; i += CHUNK) await tx.insert(gameRounds).values(rounds.slice(i, i + CHUNK));
  for (let i = 0; i < answers.length; i += CHUNK) await tx.insert(gameAnswers).values(answers.slice(i, i + CHUNK));
  // Beatriz's mother chose 20 minutes a day; Daniel Deshpande, like most families, chose no limit (no row).
  const beatriz = plan.students.find((s) => s.user.username === LIMITED_CHILD);
  const mother = plan.guardians.find((g) => g.username === LIMITING_GUARDIAN);
  if (beatriz && mother && plan.links.some((l) => l.studentKey === beatriz.key && l.guardianKey === mother.key))
    await tx.insert(gameLimits).values({
      studentId: o.idOf(`record:${beatriz.key}`),
      minutesPerDay: LIMIT_MINUTES,
      setBy: o.idOf(mother.key),
      updatedAt: atSchool(o.now, 12, "20:15"),
    });
  return { rounds: rounds.length, answers: answers.length };
}
