/**
 * Quick checks (issue 35, docs/api/live.md): the teacher asks the room a thumbs, multiple-choice,
 * number or word question; each admitted child answers (and may change it until the check closes);
 * the teacher sees every answer live and shows the class the totals when they choose. Like every rule
 * of the room, decided here whatever a page sends, and each change made in one transaction that
 * announces it on the bus (`room:<sessionId>`). The checks and answers stay after the room ends: the
 * session's evidence for the teacher.
 */
import { and, eq, isNull } from "drizzle-orm";
import { LIVE_CHECK_WORD_MAX, LIVE_THUMBS, type LiveCheck, type LiveCheckKind } from "#common/schemas/learning/live";
import type { MasteryLevel } from "#common/learning/mastery";
import type { Actor } from "../../actor";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { classes, liveCheckAnswers, liveChecks, liveParticipants, standards, subjects } from "../../db/schema";
import { conflict, forbidden, invalid, notFound } from "../../domain-errors";
import type { LiveSessionAccess } from "../access";
import { checkViewOf, readAllChecks, type CheckRow } from "./check-view";
import { changed, NOT_ADMITTED, participantOf, requireHost, requireLiveRoom, roomOf, type Tx } from "./rooms";

export const CHECK_NOT_FOUND = "We could not find that quick check.";
export const CHECK_CLOSED = "This quick check is closed.";
export const ONLY_CHILDREN_ANSWER = "Only the children answer quick checks.";
export const NOT_A_THUMB = "Choose a thumb: up, sideways or down.";
export const NOT_A_CHOICE = "Choose one of the answers.";
export const NOT_A_NUMBER = "Write a number.";
export const WORD_TOO_LONG = "Answers must not exceed 40 characters.";
export const STANDARD_NOT_OF_CLASS = "Choose a standard of this class's subject and grade.";
export const NOT_A_RIGHT_CHOICE = "Choose the right answer among the answers to choose from.";
export const CHECK_WITHOUT_STANDARD = "This quick check counts for no standard.";
export const CHECK_STILL_OPEN = "This quick check is still open: its answers count once it is closed.";
export const NO_ANSWER_FROM_CHILD = "We could not find that child's answer to this quick check.";

/** A number as children write it: digits, maybe a minus and a decimal point (or comma). */
const NUMBER = /^-?\d{1,12}(?:[.,]\d{1,6})?$/;

/** The answer field's message, shown next to it. */
const onAnswer = (message: string) => [{ field: "answer", message }];

/**
 * The answer as kept, or a 400 saying what to fix: a thumb or a choice exactly as offered, a number
 * written the one way (`07` and `7,0` are `7`), a word with its spaces tidied.
 */
export function answerFor(kind: LiveCheckKind, choices: string[], answer: string): string {
  switch (kind) {
    case "thumbs":
      if (!(LIVE_THUMBS as readonly string[]).includes(answer)) throw invalid(NOT_A_THUMB, onAnswer(NOT_A_THUMB));
      return answer;
    case "choice":
      if (!choices.includes(answer)) throw invalid(NOT_A_CHOICE, onAnswer(NOT_A_CHOICE));
      return answer;
    case "number":
      if (!NUMBER.test(answer)) throw invalid(NOT_A_NUMBER, onAnswer(NOT_A_NUMBER));
      return String(Number(answer.replace(",", ".")));
    case "word": {
      const word = answer.replace(/\s+/g, " ");
      if (word.length > LIVE_CHECK_WORD_MAX) throw invalid(WORD_TOO_LONG, onAnswer(WORD_TOO_LONG));
      return word;
    }
  }
}

async function checkOf(db: Pick<Db, "select">, roomId: string, checkId: string): Promise<CheckRow> {
  const [check] = await db
    .select()
    .from(liveChecks)
    .where(and(eq(liveChecks.id, checkId), eq(liveChecks.roomId, roomId)));
  if (!check) throw notFound(CHECK_NOT_FOUND);
  return check;
}

async function closeOpenChecks(tx: Tx, roomId: string, now: Date) {
  await tx
    .update(liveChecks)
    .set({ closedAt: now })
    .where(and(eq(liveChecks.roomId, roomId), isNull(liveChecks.closedAt)));
}

/**
 * The standard a check is evidence of: a current standard of the class's subject and grade (what the
 * assignment editor's picker offers for the class), else a 400. A conference has no class: none.
 */
async function requireClassStandard(db: Pick<Db, "select">, access: LiveSessionAccess, standardId: string): Promise<string> {
  const refuse = () => invalid(STANDARD_NOT_OF_CLASS, [{ field: "standardId", message: STANDARD_NOT_OF_CLASS }]);
  if (!access.classId) throw refuse();
  const [match] = await db
    .select({ id: standards.id })
    .from(standards)
    .innerJoin(subjects, eq(subjects.code, standards.subjectCode))
    .innerJoin(classes, and(eq(classes.subjectId, subjects.id), eq(classes.grade, standards.grade)))
    .where(and(eq(standards.id, standardId), isNull(standards.archivedAt), eq(classes.id, access.classId)));
  if (!match) throw refuse();
  return match.id;
}

/** The right answer as kept, written like the children's answers are (a choice as offered, a number one way). */
function rightAnswerFor(kind: LiveCheckKind, choices: string[], answer: string): string {
  try {
    return answerFor(kind, choices, answer);
  } catch {
    const message = kind === "choice" ? NOT_A_RIGHT_CHOICE : kind === "number" ? NOT_A_NUMBER : WORD_TOO_LONG;
    throw invalid(message, [{ field: "correctAnswer", message }]);
  }
}

/** The teacher asks a new quick check, maybe as evidence of a standard; the one open before closes (one open at a time). */
export async function openCheck(
  db: Db,
  access: LiveSessionAccess,
  userId: string,
  input: { kind: LiveCheckKind; question?: string; choices?: string[]; standardId?: string; correctAnswer?: string },
  now: Date,
): Promise<void> {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  const choices = input.kind === "choice" ? (input.choices ?? []) : [];
  const standardId = input.standardId ? await requireClassStandard(db, access, input.standardId) : null;
  const correctAnswer = standardId && input.correctAnswer ? rightAnswerFor(input.kind, choices, input.correctAnswer) : null;
  await db.transaction(async (tx) => {
    await closeOpenChecks(tx, room.id, now);
    await tx.insert(liveChecks).values({
      roomId: room.id,
      kind: input.kind,
      question: input.question ?? null,
      choices,
      openedAt: now,
      createdBy: userId,
      standardId,
      correctAnswer,
    });
    await changed(tx, access.sessionId, { check: true });
  });
}

/** The teacher closes a check (no more answers) and shows or hides its totals to the class. */
export async function updateCheck(
  db: Db,
  access: LiveSessionAccess,
  checkId: string,
  change: { closed?: true; totalsShown?: boolean },
  now: Date,
): Promise<void> {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  const check = await checkOf(db, room.id, checkId);
  await db.transaction(async (tx) => {
    await tx
      .update(liveChecks)
      .set({ closedAt: change.closed && !check.closedAt ? now : undefined, totalsShown: change.totalsShown })
      .where(eq(liveChecks.id, check.id));
    await changed(tx, access.sessionId, { check: true });
  });
}

/**
 * An admitted child answers the open check, or changes their answer. A child who waits or was
 * removed is refused as in the chat; a closed check, also one closed while the answer was on its way.
 */
export async function answerCheck(db: Db, access: LiveSessionAccess, userId: string, checkId: string, raw: string, now: Date): Promise<void> {
  if (access.role !== "learner") throw forbidden(ONLY_CHILDREN_ANSWER);
  const room = await requireLiveRoom(db, access);
  const me = await participantOf(db, room.id, userId);
  if (!me || me.state !== "admitted") throw conflict(NOT_ADMITTED);
  const check = await checkOf(db, room.id, checkId);
  if (check.closedAt) throw conflict(CHECK_CLOSED);
  const answer = answerFor(check.kind as LiveCheckKind, check.choices, raw);
  await db.transaction(async (tx) => {
    // Holds the check open while the answer is written: a close waits for it, or it sees the close.
    const [stillOpen] = await tx
      .select({ id: liveChecks.id })
      .from(liveChecks)
      .where(and(eq(liveChecks.id, check.id), isNull(liveChecks.closedAt)))
      .for("update");
    if (!stillOpen) throw conflict(CHECK_CLOSED);
    const [stillIn] = await tx
      .select({ id: liveParticipants.id })
      .from(liveParticipants)
      .where(and(eq(liveParticipants.id, me.id), eq(liveParticipants.state, "admitted")));
    if (!stillIn) throw conflict(NOT_ADMITTED);
    await tx
      .insert(liveCheckAnswers)
      .values({ checkId: check.id, userId, studentId: me.studentId, answer, answeredAt: now })
      .onConflictDoUpdate({ target: [liveCheckAnswers.checkId, liveCheckAnswers.userId], set: { answer, answeredAt: now } });
    await changed(tx, access.sessionId, { check: true });
  });
}

/**
 * The session's checks with every answer and the child's name, for its teachers (also after the room
 * ended: a check still open then closed with the room).
 */
export async function readSessionChecks(db: Db, access: LiveSessionAccess, viewerId: string): Promise<LiveCheck[]> {
  requireHost(access);
  const room = await roomOf(db, access.sessionId);
  if (!room) return [];
  const [reads, people] = await Promise.all([
    readAllChecks(db, room.id),
    db.select({ userId: liveParticipants.userId, name: liveParticipants.displayName }).from(liveParticipants).where(eq(liveParticipants.roomId, room.id)),
  ]);
  const names = new Map(people.map((p) => [p.userId, p.name]));
  return reads.map((read) => checkViewOf(read, "host", viewerId, names, read.check.closedAt ?? room.endedAt));
}

/**
 * The teacher sets the level of one child's answer as evidence (1-4), or null to go back to the level
 * read from the answer: as they change a mark, also after the room ended. Only an ended check with a
 * standard has evidence to change.
 */
export async function setCheckEvidence(
  db: Db,
  access: LiveSessionAccess,
  teacher: Actor,
  target: { checkId: string; studentId: string },
  level: MasteryLevel | null,
  now: Date,
): Promise<void> {
  const teacherId = teacher.id;
  requireHost(access);
  const room = await roomOf(db, access.sessionId);
  if (!room) throw notFound(CHECK_NOT_FOUND);
  const check = await checkOf(db, room.id, target.checkId);
  const standardId = check.standardId;
  if (!standardId) throw conflict(CHECK_WITHOUT_STANDARD);
  if (!check.closedAt && !room.endedAt) throw conflict(CHECK_STILL_OPEN);
  await db.transaction(async (tx) => {
    const where = and(eq(liveCheckAnswers.checkId, check.id), eq(liveCheckAnswers.studentId, target.studentId));
    const [before] = await tx.select({ level: liveCheckAnswers.evidenceLevel }).from(liveCheckAnswers).where(where).for("update");
    if (!before) throw notFound(NO_ANSWER_FROM_CHILD);
    await tx
      .update(liveCheckAnswers)
      .set({ evidenceLevel: level, evidenceSetBy: level === null ? null : teacherId, evidenceSetAt: level === null ? null : now })
      .where(where);
    await recordAudit(tx, teacher, {
      action: "live_check.evidence_set",
      targetId: check.id,
      summary: level === null ? "Set a quick check answer's evidence back to right or wrong." : `Set a quick check answer's evidence to level ${level}.`,
      detail: { studentId: target.studentId, standardId, from: before.level, to: level },
    });
    if (!room.endedAt) await changed(tx, access.sessionId, { check: true });
  });
}
