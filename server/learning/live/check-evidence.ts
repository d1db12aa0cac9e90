/**
 * Quick checks as evidence of a standard (issue 35, docs/api/live.md "Quick checks as evidence"). A
 * check the teacher started with a standard and its right answer counts, once it has ended (closed, or
 * its room ended), as ONE mark per answering child on that standard, in the same decaying average as a
 * returned mark (common/learning/mastery.ts): a right answer is a 3 (Meets), a wrong one a 2
 * (Approaching: not yet), a child who did not answer gives nothing. A single question never says
 * Exceeds or Beginning: those need the teacher, who may set any level for one answer instead
 * (`evidence_level`), as they change a mark.
 *
 * The evidence is read from the checks and answers themselves, never copied: a teacher's change shows
 * on every screen at once. Callers ask server/learning/access.ts first: this reads whatever ids it gets.
 */
import { and, desc, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import type { MarkEvidence, MasteryLevel } from "#common/learning/mastery";
import type { LiveCheckKind } from "#common/schemas/learning/live";
import type { Db } from "../../db/client";
import { classes, classSessions, liveCheckAnswers, liveChecks, liveRooms } from "../../db/schema";
import type { CheckAnswerRow, CheckRow } from "./check-view";

/** A right answer: it meets the standard. */
export const RIGHT_ANSWER_LEVEL = 3;
/** A wrong answer: not yet (Approaching, not Beginning: one question is not a term's work). */
export const WRONG_ANSWER_LEVEL = 2;

type Reader = Pick<Db, "select">;

/** Words are counted together whatever their capitals and spaces ("Cat", "cat "): in the totals and against the right answer. */
export function answerKey(kind: LiveCheckKind, answer: string): string {
  return kind === "word" ? answer.trim().replace(/\s+/g, " ").toLocaleLowerCase() : answer;
}

/** Whether an answer is the check's right one (words whatever their capitals), or null for a check without one. */
export function isRightAnswer(check: Pick<CheckRow, "kind" | "correctAnswer">, answer: string): boolean | null {
  if (check.correctAnswer === null) return null;
  const kind = check.kind as LiveCheckKind;
  return answerKey(kind, answer) === answerKey(kind, check.correctAnswer);
}

/** One answer's level as evidence once its check has ended: the teacher's, else read from right or wrong; null without a standard. */
export function evidenceLevelOf(
  check: Pick<CheckRow, "kind" | "correctAnswer" | "standardId">,
  answer: Pick<CheckAnswerRow, "answer" | "evidenceLevel">,
  ended: boolean,
): MasteryLevel | null {
  if (!ended || check.standardId === null) return null;
  if (answer.evidenceLevel !== null) return answer.evidenceLevel as MasteryLevel;
  return isRightAnswer(check, answer.answer) ? RIGHT_ANSWER_LEVEL : WRONG_ANSWER_LEVEL;
}

/** One child's answer to an ended check with a standard, as evidence. */
export interface LiveCheckEvidence extends MarkEvidence {
  studentId: string;
  standardId: string;
  checkId: string;
  sessionId: string;
  classId: string;
  className: string;
  question: string | null;
  answer: string;
  correct: boolean;
  level: MasteryLevel;
  overridden: boolean;
}

/**
 * The evidence of ended checks with a standard, newest first: of some children, or of one class,
 * optionally of the class sessions of one term (as a mark counts for its work's term).
 */
export async function readLiveCheckEvidence(
  db: Reader,
  filter: { studentIds?: readonly string[]; classId?: string; termId?: string },
): Promise<LiveCheckEvidence[]> {
  if (filter.studentIds?.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    isNotNull(liveChecks.standardId),
    isNotNull(liveCheckAnswers.studentId),
    or(isNotNull(liveChecks.closedAt), isNotNull(liveRooms.endedAt)),
    filter.studentIds ? inArray(liveCheckAnswers.studentId, [...filter.studentIds]) : undefined,
    filter.classId ? eq(classSessions.classId, filter.classId) : undefined,
    filter.termId ? eq(classSessions.termId, filter.termId) : undefined,
  ];
  const rows = await db
    .select({ check: liveChecks, answer: liveCheckAnswers, sessionId: classSessions.id, classId: classes.id, className: classes.name })
    .from(liveCheckAnswers)
    .innerJoin(liveChecks, eq(liveChecks.id, liveCheckAnswers.checkId))
    .innerJoin(liveRooms, eq(liveRooms.id, liveChecks.roomId))
    .innerJoin(classSessions, eq(classSessions.id, liveRooms.classSessionId))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(and(...conditions))
    .orderBy(desc(liveCheckAnswers.answeredAt));
  return rows.map(({ check, answer, sessionId, classId, className }) => ({
    studentId: answer.studentId!,
    standardId: check.standardId!,
    checkId: check.id,
    sessionId,
    classId,
    className,
    question: check.question,
    answer: answer.answer,
    correct: isRightAnswer(check, answer.answer) === true,
    level: evidenceLevelOf(check, answer, true)!,
    overridden: answer.evidenceLevel !== null,
    at: answer.answeredAt,
  }));
}
