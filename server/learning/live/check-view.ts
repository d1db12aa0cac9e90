/**
 * Quick checks (issue 35, docs/api/live.md) as the room's pages see them: the room's current check
 * read with its answers once per change (part of the room's snapshot), and each viewer's own view of
 * it. A child's view never holds another child's answer: their own, and the totals (counts, no
 * names) only while the teacher shows them. The commands are in ./checks.ts.
 */
import { asc, desc, eq, inArray } from "drizzle-orm";
import { LIVE_THUMBS, type LiveCheck, type LiveCheckKind, type LiveCheckTotal } from "#common/schemas/learning/live";
import type { Db } from "../../db/client";
import { liveCheckAnswers, liveChecks, standards } from "../../db/schema";
import { answerKey, evidenceLevelOf, isRightAnswer } from "./check-evidence";

export type CheckRow = typeof liveChecks.$inferSelect;
export type CheckAnswerRow = typeof liveCheckAnswers.$inferSelect;

/** The standard a check is evidence of, as the teacher sees it. */
export interface CheckStandard {
  id: string;
  code: string;
  description: string;
}

/** A check and its answers, as read. */
export interface CheckRead {
  check: CheckRow;
  answers: CheckAnswerRow[];
  standard: CheckStandard | null;
}

async function standardsOf(db: Pick<Db, "select">, checks: readonly CheckRow[]): Promise<Map<string, CheckStandard>> {
  const ids = [...new Set(checks.flatMap((c) => (c.standardId ? [c.standardId] : [])))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: standards.id, code: standards.code, description: standards.description })
    .from(standards)
    .where(inArray(standards.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The room's pages show its latest check while it is open, or while its totals are shown after it closed. */
function onScreen(check: CheckRow): boolean {
  return check.closedAt === null || check.totalsShown;
}

async function answersOf(db: Pick<Db, "select">, checkIds: string[]): Promise<CheckAnswerRow[]> {
  if (checkIds.length === 0) return [];
  return db.select().from(liveCheckAnswers).where(inArray(liveCheckAnswers.checkId, checkIds)).orderBy(asc(liveCheckAnswers.answeredAt));
}

/** The room's check on screen now, with its answers, or null. */
export async function readCurrentCheck(db: Pick<Db, "select">, roomId: string): Promise<CheckRead | null> {
  const [latest] = await db.select().from(liveChecks).where(eq(liveChecks.roomId, roomId)).orderBy(desc(liveChecks.openedAt)).limit(1);
  if (!latest || !onScreen(latest)) return null;
  const [answers, standardById] = await Promise.all([answersOf(db, [latest.id]), standardsOf(db, [latest])]);
  return { check: latest, answers, standard: latest.standardId ? (standardById.get(latest.standardId) ?? null) : null };
}

/** Every check of the room, oldest first, with their answers (the session's evidence). */
export async function readAllChecks(db: Pick<Db, "select">, roomId: string): Promise<CheckRead[]> {
  const checks = await db.select().from(liveChecks).where(eq(liveChecks.roomId, roomId)).orderBy(asc(liveChecks.openedAt));
  const [answers, standardById] = await Promise.all([
    answersOf(
      db,
      checks.map((c) => c.id),
    ),
    standardsOf(db, checks),
  ]);
  return checks.map((check) => ({
    check,
    answers: answers.filter((a) => a.checkId === check.id),
    standard: check.standardId ? (standardById.get(check.standardId) ?? null) : null,
  }));
}

/**
 * Counts per answer: every thumb and every choice in their order (zeros too, so the bars line up);
 * numbers and words as answered, the most frequent first.
 */
export function totalsOf(check: CheckRow, answers: CheckAnswerRow[]): LiveCheckTotal[] {
  const kind = check.kind as LiveCheckKind;
  const counts = new Map<string, number>();
  const fixed = kind === "thumbs" ? [...LIVE_THUMBS] : kind === "choice" ? check.choices : [];
  for (const answer of fixed) counts.set(answer, 0);
  for (const a of answers) {
    const key = answerKey(kind, a.answer);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const totals = [...counts].map(([answer, count]) => ({ answer, count }));
  if (fixed.length > 0) return totals;
  return totals.sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer));
}

/**
 * One viewer's view of a check. `names` names the room's people (hosts see who answered what);
 * `closedAt` may be the room's end for a check left open when the room ended.
 */
export function checkViewOf(
  read: CheckRead,
  role: "host" | "learner",
  viewerId: string,
  names: Map<string, string>,
  closedAt = read.check.closedAt,
): LiveCheck {
  const { check, answers } = read;
  const isHost = role === "host";
  const ended = closedAt !== null;
  return {
    id: check.id,
    kind: check.kind as LiveCheckKind,
    question: check.question,
    choices: check.choices,
    open: closedAt === null,
    totalsShown: check.totalsShown,
    openedAt: check.openedAt.toISOString(),
    closedAt: closedAt?.toISOString() ?? null,
    mine: isHost ? null : (answers.find((a) => a.userId === viewerId)?.answer ?? null),
    totals: isHost || check.totalsShown ? totalsOf(check, answers) : null,
    answers: isHost
      ? answers.map((a) => ({
          userId: a.userId,
          studentId: a.studentId,
          name: names.get(a.userId) ?? "",
          answer: a.answer,
          at: a.answeredAt.toISOString(),
          correct: isRightAnswer(check, a.answer),
          level: evidenceLevelOf(check, a, ended),
          overridden: a.evidenceLevel !== null,
        }))
      : null,
    standard: isHost ? read.standard : null,
    correctAnswer: isHost ? check.correctAnswer : null,
  };
}
