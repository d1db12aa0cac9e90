/**
 * What the learning games read (issue 34): a child's playing time today against the family's limit,
 * the child's games home, a family's view of the child's games, and the games assigned to a child.
 * Callers ask server/learning/access.ts first: these read whatever child they are given.
 */
import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { GAME_KINDS, GAME_KIND_INFO, firstLevel, isGameKind, type GameKind } from "#common/learning/games";
import { knownAs } from "#common/learning/child-name";
import { dateInZone, zonedInstant } from "#common/time-zone";
import type { AssignedGame, FamilyGames, GameTime, GamesHome } from "#common/schemas/learning/games";
import type { Db } from "../../db/client";
import { classes, enrolments, gameAssignments, gameLimits, gameRounds, standards, students, users } from "../../db/schema";
import { notFound } from "../../domain-errors";

type Reader = Pick<Db, "select" | "selectDistinctOn">;

export const GAME_NOT_FOUND = "We could not find that game.";

/** A round left open counts at most this long: a child who walked away is not playing. */
const MAX_ROUND_SECONDS = 15 * 60;

/** The start of today at the school. */
export function startOfSchoolDay(now: Date): Date {
  return new Date(zonedInstant(dateInZone(now.getTime()), "00:00"));
}

/** Seconds played per child since `from`: each round from its start to its last answer, capped. */
export async function secondsPlayedSince(db: Pick<Db, "select">, studentIds: readonly string[], from: Date): Promise<Map<string, number>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: gameRounds.studentId,
      seconds: sql<number>`coalesce(sum(least(extract(epoch from ${gameRounds.lastActiveAt} - ${gameRounds.startedAt}), ${MAX_ROUND_SECONDS})), 0)::int`,
    })
    .from(gameRounds)
    .where(and(inArray(gameRounds.studentId, [...studentIds]), gte(gameRounds.startedAt, from)))
    .groupBy(gameRounds.studentId);
  return new Map(rows.map((r) => [r.studentId, Number(r.seconds)]));
}

/** Today's playing time and whether the child may start a round (under the family's limit, if any). */
export async function gameTimeToday(db: Pick<Db, "select">, studentId: string, now: Date): Promise<GameTime> {
  const [played, [limit]] = await Promise.all([
    secondsPlayedSince(db, [studentId], startOfSchoolDay(now)),
    db.select({ minutes: gameLimits.minutesPerDay }).from(gameLimits).where(eq(gameLimits.studentId, studentId)),
  ]);
  const seconds = played.get(studentId) ?? 0;
  const limitMinutes = limit?.minutes ?? null;
  return { minutesPlayed: Math.floor(seconds / 60), limitMinutes, canPlay: limitMinutes === null || seconds < limitMinutes * 60 };
}

/** The games assigned to the child: to one of their classes now, or to them by name. */
function assignedToChild(studentId: string) {
  return and(
    inArray(
      gameAssignments.classId,
      sql`(select ${enrolments.classId} from ${enrolments} where ${enrolments.studentId} = ${studentId} and ${enrolments.endedAt} is null)`,
    ),
    or(isNull(gameAssignments.studentId), eq(gameAssignments.studentId, studentId)),
  );
}

/** A game assigned to the child, of this kind; or a 404 that reads like a missing game. */
export async function requireAssignedGame(db: Pick<Db, "select">, studentId: string, assignmentId: string, kind: GameKind): Promise<void> {
  const [row] = await db
    .select({ id: gameAssignments.id })
    .from(gameAssignments)
    .where(and(eq(gameAssignments.id, assignmentId), eq(gameAssignments.kind, kind), assignedToChild(studentId)));
  if (!row) throw notFound(GAME_NOT_FOUND);
}

const ASSIGNED_SHOWN = 10;

async function assignedGames(db: Reader, studentId: string): Promise<AssignedGame[]> {
  const rows = await db
    .select({
      id: gameAssignments.id,
      kind: gameAssignments.kind,
      note: gameAssignments.note,
      createdAt: gameAssignments.createdAt,
      className: classes.name,
      fullName: users.fullName,
      username: users.username,
      // Done: the child finished a round of the game since it was assigned.
      done: sql<boolean>`exists (select 1 from ${gameRounds} where ${gameRounds.studentId} = ${studentId} and ${gameRounds.kind} = ${gameAssignments.kind} and ${gameRounds.finishedAt} >= ${gameAssignments.createdAt})`,
    })
    .from(gameAssignments)
    .innerJoin(classes, eq(classes.id, gameAssignments.classId))
    .leftJoin(users, eq(users.id, gameAssignments.assignedBy))
    .where(assignedToChild(studentId))
    .orderBy(desc(gameAssignments.createdAt))
    .limit(ASSIGNED_SHOWN);
  return rows.flatMap((r) =>
    isGameKind(r.kind)
      ? [
          {
            id: r.id,
            kind: r.kind,
            note: r.note,
            teacherName: r.fullName?.trim() || r.username || "",
            className: r.className,
            done: Boolean(r.done),
            assignedAt: r.createdAt.toISOString(),
          },
        ]
      : [],
  );
}

/** Per game: finished rounds, stars, the last play and the level the child is at. */
async function playedKinds(db: Reader, studentId: string) {
  const [totals, latest] = await Promise.all([
    db
      .select({
        kind: gameRounds.kind,
        rounds: sql<number>`count(*)::int`,
        stars: sql<number>`coalesce(sum(${gameRounds.stars}), 0)::int`,
        lastPlayedAt: sql<Date>`max(${gameRounds.finishedAt})`.mapWith(gameRounds.finishedAt),
      })
      .from(gameRounds)
      .where(and(eq(gameRounds.studentId, studentId), isNotNull(gameRounds.finishedAt)))
      .groupBy(gameRounds.kind),
    db
      .selectDistinctOn([gameRounds.kind], { kind: gameRounds.kind, level: gameRounds.level })
      .from(gameRounds)
      .where(eq(gameRounds.studentId, studentId))
      .orderBy(gameRounds.kind, desc(gameRounds.startedAt)),
  ]);
  return { totals: new Map(totals.map((t) => [t.kind, t])), levels: new Map(latest.map((l) => [l.kind, l.level])) };
}

/** The descriptions of every standard the games practise, by code. */
async function gameStandards(db: Reader): Promise<Map<string, string>> {
  const codes = [...new Set(GAME_KINDS.flatMap((k) => GAME_KIND_INFO[k].standards))];
  const rows = await db.select({ code: standards.code, description: standards.description }).from(standards).where(inArray(standards.code, codes));
  return new Map(rows.map((r) => [r.code, r.description]));
}

const NO_CHILD: GamesHome = {
  student: null,
  time: { minutesPlayed: 0, limitMinutes: null, canPlay: false },
  assigned: [],
  kinds: [],
  open: null,
  totalStars: 0,
};

/** The child's games home: assigned games, every game with the child's level and stars, today's time, a round to go on with. */
export async function gamesHome(db: Reader, studentId: string | null, now: Date): Promise<GamesHome> {
  if (!studentId) return NO_CHILD;
  const [child] = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName, grade: students.grade })
    .from(students)
    .where(eq(students.id, studentId));
  if (!child) return NO_CHILD;
  const [time, assigned, played, described, [open]] = await Promise.all([
    gameTimeToday(db, studentId, now),
    assignedGames(db, studentId),
    playedKinds(db, studentId),
    gameStandards(db),
    db
      .select({ id: gameRounds.id, kind: gameRounds.kind })
      .from(gameRounds)
      .where(and(eq(gameRounds.studentId, studentId), isNull(gameRounds.finishedAt), gte(gameRounds.startedAt, startOfSchoolDay(now))))
      .orderBy(desc(gameRounds.lastActiveAt))
      .limit(1),
  ]);
  const kinds = GAME_KINDS.map((kind) => {
    const info = GAME_KIND_INFO[kind];
    const total = played.totals.get(kind);
    return {
      kind,
      forGrade: (info.grades as readonly string[]).includes(child.grade),
      level: played.levels.get(kind) ?? firstLevel(info, child.grade),
      rounds: total?.rounds ?? 0,
      stars: total?.stars ?? 0,
      lastPlayedAt: total?.lastPlayedAt?.toISOString() ?? null,
      standards: info.standards.map((code) => ({ code, description: described.get(code) ?? "" })),
    };
  });
  return {
    student: { id: child.id, name: knownAs(child), grade: child.grade },
    time,
    assigned,
    kinds,
    open: open && isGameKind(open.kind) ? { id: open.id, kind: open.kind } : null,
    totalStars: kinds.reduce((sum, k) => sum + k.stars, 0),
  };
}

/** A family's view of the child's games: today's time against the limit, and each game played. */
export async function familyGames(db: Reader, studentId: string, now: Date): Promise<FamilyGames> {
  const [[child], time, played] = await Promise.all([
    db.select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName }).from(students).where(eq(students.id, studentId)),
    gameTimeToday(db, studentId, now),
    playedKinds(db, studentId),
  ]);
  if (!child) throw notFound(GAME_NOT_FOUND);
  const kinds = [...played.totals.values()].flatMap((t) =>
    isGameKind(t.kind) && t.lastPlayedAt ? [{ kind: t.kind, rounds: t.rounds, stars: t.stars, lastPlayedAt: t.lastPlayedAt.toISOString() }] : [],
  );
  kinds.sort((a, b) => b.lastPlayedAt.localeCompare(a.lastPlayedAt));
  return { student: { id: child.id, name: knownAs(child) }, time, kinds };
}
