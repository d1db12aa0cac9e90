/**
 * A round of a learning game (issue 34): started at the child's level for the game, played one item
 * at a time, every answer checked here against the item made again from the round's seed. The page
 * is told an item's face and, after the last try, the right answer: never before. Two tries per item;
 * the level follows the answers (common/learning/games.ts); a finished round earns 1 to 3 stars.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { GAME_KIND_INFO, ROUND_ITEMS, TRIES_PER_ITEM, firstLevel, nextLevel, starsFor, type GameKind } from "#common/learning/games";
import type { Language } from "#common/i18n/languages";
import type { AnswerInput, AnswerResult, GameRound, StartRoundInput } from "#common/schemas/learning/games";
import { GAMES_MESSAGES } from "#common/schemas/learning/games";
import type { Db, Tx } from "../../db/client";
import { gameAnswers, gameRounds, students } from "../../db/schema";
import { conflict, invalid, notFound } from "../../domain-errors";
import { isRight, makeItem } from "./items";
import type { MadeItem } from "./items/types";
import { newSeed } from "./rng";
import { evaluateBadges } from "../rewards/badges";
import { badgeOfCode } from "#common/learning/badges";
import type { BadgeView } from "#common/schemas/learning/rewards";
import { gameTimeToday, requireAssignedGame } from "./games-read";

export const ROUND_NOT_FOUND = "We could not find that game.";
export const ROUND_FINISHED = "This game is finished. Start a new one!";
export const DAILY_LIMIT_REACHED = "That's all the games for today. Come back tomorrow!";

type Round = typeof gameRounds.$inferSelect;

/** The child who plays: their record, grade and the language of their screens. */
export interface Player {
  studentId: string;
  grade: string;
  language: Language;
}

/** The child signed in as `userId`, as a player in `language`; null for an account that is not a child's. */
export async function playerOfUser(db: Pick<Db, "select">, userId: string, language: Language): Promise<Player | null> {
  const [child] = await db.select({ id: students.id, grade: students.grade }).from(students).where(eq(students.userId, userId));
  return child ? { studentId: child.id, grade: child.grade, language } : null;
}

function made(round: Round): MadeItem {
  return makeItem(round.kind as GameKind, round.seed, round.itemIndex, round.level, round.language as Language);
}

/** The round as its child sees it: the current item's face (never its answer), or how it ended. */
export function roundView(round: Round): GameRound {
  const finished = round.finishedAt !== null;
  return {
    id: round.id,
    kind: round.kind as GameKind,
    assignmentId: round.assignmentId,
    index: round.itemIndex,
    items: ROUND_ITEMS,
    rightFirstTime: round.rightFirstTime,
    item: finished ? null : { ...made(round).face, index: round.itemIndex, level: round.level },
    tried: finished ? [] : round.tried,
    finished: finished ? { stars: round.stars ?? 1, rightFirstTime: round.rightFirstTime, items: ROUND_ITEMS, level: round.level } : null,
  };
}

/** The level the child's next round of `kind` starts at: where their last round of it ended, else by grade. */
async function startingLevel(db: Pick<Db, "select">, player: Player, kind: GameKind): Promise<number> {
  const [last] = await db
    .select({ level: gameRounds.level })
    .from(gameRounds)
    .where(and(eq(gameRounds.studentId, player.studentId), eq(gameRounds.kind, kind)))
    .orderBy(desc(gameRounds.startedAt))
    .limit(1);
  return last?.level ?? firstLevel(GAME_KIND_INFO[kind], player.grade);
}

/** Starts a round for the child; refused (409) once today's limit is reached. */
export async function startRound(db: Db, player: Player, input: StartRoundInput, now: Date): Promise<GameRound> {
  const time = await gameTimeToday(db, player.studentId, now);
  if (!time.canPlay) throw conflict(DAILY_LIMIT_REACHED);
  if (input.assignmentId) await requireAssignedGame(db, player.studentId, input.assignmentId, input.kind);
  const [round] = await db
    .insert(gameRounds)
    .values({
      studentId: player.studentId,
      kind: input.kind,
      seed: newSeed(),
      language: player.language,
      assignmentId: input.assignmentId ?? null,
      level: await startingLevel(db, player, input.kind),
      startedAt: now,
      lastActiveAt: now,
    })
    .returning();
  return roundView(round!);
}

/** The child's own round, or a 404 that reads like a missing one. */
export async function ownRound(db: Pick<Db, "select">, studentId: string, roundId: string): Promise<GameRound> {
  const [round] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.id, roundId), eq(gameRounds.studentId, studentId)));
  if (!round) throw notFound(ROUND_NOT_FOUND);
  return roundView(round);
}

/** The answer's shape against the item: a choice it offers (not tried already), or its tiles each once. */
function refuseMalformed(item: MadeItem, round: Round, answer: AnswerInput) {
  const ids = item.face.choices.map((c) => c.id);
  if (item.face.mode === "choose") {
    if (answer.choice === undefined || !ids.includes(answer.choice) || round.tried.includes(answer.choice)) throw invalid(GAMES_MESSAGES.answer);
    return;
  }
  const order = answer.order ?? [];
  if (order.length !== ids.length || new Set(order).size !== order.length || order.some((id) => !ids.includes(id))) throw invalid(GAMES_MESSAGES.answer);
}

/**
 * Checks the child's answer to the round's current item and moves the round on. The round is locked
 * for the check: a double tap answers once, the second is refused as an answer to another item.
 */
export async function answerItem(db: Db, studentId: string, roundId: string, answer: AnswerInput, now: Date, language: Language): Promise<AnswerResult> {
  return db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.id, roundId), eq(gameRounds.studentId, studentId)))
      .for("update");
    if (!round) throw notFound(ROUND_NOT_FOUND);
    if (round.finishedAt) throw conflict(ROUND_FINISHED);
    if (answer.index !== round.itemIndex) throw conflict(GAMES_MESSAGES.index);
    const item = made(round);
    refuseMalformed(item, round, answer);
    const right = isRight(item, answer);
    const tries = round.tries + 1;
    if (!right && tries < TRIES_PER_ITEM) {
      const [updated] = await tx
        .update(gameRounds)
        .set({ tries, tried: answer.choice ? [...round.tried, answer.choice] : round.tried, lastActiveAt: now })
        .where(eq(gameRounds.id, round.id))
        .returning();
      return { right: false, tryAgain: true, shown: null, round: roundView(updated!), newBadges: [] };
    }
    const updated = await finishItem(tx, round, item, right && tries === 1, tries, now);
    const shown = right ? null : "choice" in item.right ? { choice: item.right.choice, order: null } : { choice: null, order: item.right.order };
    // A finished round may earn a badge (the first game, 10 games): stored and announced once, as every badge.
    const earned = updated.finishedAt ? ((await evaluateBadges(tx, [studentId], now)).get(studentId) ?? []) : [];
    return { right, tryAgain: false, shown, round: roundView(updated), newBadges: badgeViews(earned, language) };
  });
}

/** The badges of `codes` as the child reads them (game badges name no skill). */
function badgeViews(codes: readonly string[], language: Language): BadgeView[] {
  return codes.flatMap((code) => {
    const badge = badgeOfCode(code, [], language);
    return badge ? [{ code: badge.code, kind: badge.kind, name: badge.name, picture: badge.picture, childWords: badge.childWords, rule: badge.rule }] : [];
  });
}

/** Records the item's answer and moves to the next item at its level, or finishes the round. */
async function finishItem(tx: Tx, round: Round, item: MadeItem, rightFirstTime: boolean, tries: number, now: Date): Promise<Round> {
  await tx.insert(gameAnswers).values({
    roundId: round.id,
    itemIndex: round.itemIndex,
    studentId: round.studentId,
    standardCode: item.face.standardCode,
    level: round.level,
    rightFirstTime,
    tries,
    answeredAt: now,
  });
  const recent = await tx
    .select({ rightFirstTime: gameAnswers.rightFirstTime, level: gameAnswers.level })
    .from(gameAnswers)
    .where(eq(gameAnswers.roundId, round.id))
    .orderBy(asc(gameAnswers.itemIndex));
  const index = round.itemIndex + 1;
  const right = round.rightFirstTime + (rightFirstTime ? 1 : 0);
  const done = index >= ROUND_ITEMS;
  const [updated] = await tx
    .update(gameRounds)
    .set({
      itemIndex: index,
      level: nextLevel(round.level, recent),
      tries: 0,
      tried: [],
      rightFirstTime: right,
      lastActiveAt: now,
      ...(done ? { finishedAt: now, stars: starsFor(right) } : {}),
    })
    .where(eq(gameRounds.id, round.id))
    .returning();
  return updated!;
}
