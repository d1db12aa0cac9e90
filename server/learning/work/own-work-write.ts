/**
 * A child's changes to their own work (issue 16, "Children"; docs/api/work.md): the draft saved while
 * they type, the files and voice answers added to it, and the hand-in (again and again until the
 * teacher returns it). The caller has asked server/learning/access.ts (requireOwnWork) first.
 *
 * - `version` rises with every save of the text, so a stale tab cannot overwrite a newer draft: a
 *   save or a hand-in naming an older version answers 409 with the newer text.
 * - The work row is made by the first save (text or file), with version 0 before any text.
 * - After the return nothing changes (409); excused work takes nothing (404, as missing work).
 * - Saving after a hand-in keeps the work handed in (never "missing" because the child edited it);
 *   the screen offers to send it in again, which counts another attempt.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { AnswerKind } from "#common/schemas/learning/assignments";
import {
  WORK_FILES_MAX,
  WORK_MESSAGES,
  type WorkConflict,
  type WorkDraftInput,
  type WorkFileKind,
  type WorkSaved,
  workFileKindOf,
} from "#common/schemas/learning/work";
import type { Db, Tx } from "../../db/client";
import { assignmentAdjustments, assignments, files, workFiles, work } from "../../db/schema";
import { isUniqueViolation } from "../../db/queries";
import { ASSIGNMENT_NOT_FOUND, FILE_NOT_FOUND } from "../access";
import { evaluateBadges } from "../rewards/badges";
import { deleteOwnFile, keepOwnFile, usesOfFiles, type StoredFile } from "../files/store";
import type { ReceivedUpload } from "../../http/multipart";
import { conflict, invalid, notFound } from "../../domain-errors";

type Assignment = typeof assignments.$inferSelect;
type StoredWork = typeof work.$inferSelect;

export interface OwnWork {
  assignment: Assignment;
  studentId: string;
  /** The child's account (the owner of the files they hand in). */
  userId: string;
}

/** A stale save: the newer text, for the screen to offer. */
export class StaleWorkError extends Error {
  constructor(readonly body: WorkConflict) {
    super(body.message);
  }
}

const saved = (row: StoredWork): WorkSaved => ({
  version: row.version,
  draftSavedAt: row.draftSavedAt?.toISOString() ?? null,
  state: row.status as WorkSaved["state"],
  submittedAt: row.submittedAt?.toISOString() ?? null,
  attempts: row.attempts,
});

const stale = (row: StoredWork) =>
  new StaleWorkError({
    message: WORK_MESSAGES.stale,
    current: { textAnswer: row.textAnswer, version: row.version, draftSavedAt: row.draftSavedAt?.toISOString() ?? null },
  });

/** Excused work takes no answer: it reads as missing work (404). */
async function refuseExcused(tx: Pick<Db, "select">, own: OwnWork) {
  const [adjustment] = await tx
    .select({ excused: assignmentAdjustments.excused })
    .from(assignmentAdjustments)
    .where(and(eq(assignmentAdjustments.assignmentId, own.assignment.id), eq(assignmentAdjustments.studentId, own.studentId)));
  if (adjustment?.excused) throw notFound(ASSIGNMENT_NOT_FOUND);
}

/** The child's work, locked for this transaction, or null before the first save. */
async function lockedWork(tx: Tx, own: OwnWork): Promise<StoredWork | null> {
  const [row] = await tx
    .select()
    .from(work)
    .where(and(eq(work.assignmentId, own.assignment.id), eq(work.studentId, own.studentId)))
    .for("update");
  return row ?? null;
}

/** The work, made (empty, version 0) when there is none yet; a parallel first save is waited for. */
async function ensureWork(tx: Tx, own: OwnWork): Promise<StoredWork> {
  const existing = await lockedWork(tx, own);
  if (existing) return existing;
  await tx.insert(work).values({ assignmentId: own.assignment.id, studentId: own.studentId }).onConflictDoNothing();
  return (await lockedWork(tx, own))!;
}

function refuseReturned(row: StoredWork) {
  if (row.returnedAt || row.status === "returned") throw conflict(WORK_MESSAGES.returned);
}

/** One change of the child's work, in one transaction. */
function inTransaction<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(run);
}

/** Saves the text draft when `version` is the stored one; answers the new version. */
export async function saveDraft(db: Db, own: OwnWork, input: WorkDraftInput, now: Date): Promise<WorkSaved> {
  return inTransaction(db, async (tx) => {
    await refuseExcused(tx, own);
    const row = await ensureWork(tx, own);
    refuseReturned(row);
    if (row.version !== input.version) throw stale(row);
    const [updated] = await tx
      .update(work)
      .set({ textAnswer: input.textAnswer, version: sql`${work.version} + 1`, draftSavedAt: now, updatedAt: now })
      .where(eq(work.id, row.id))
      .returning();
    // Work in on time counts towards the steady-habit badges (common/learning/badges.ts).
    await evaluateBadges(tx, [own.studentId], now);
    return saved(updated!);
  });
}

/** The answer kind an assignment must offer for each kind of file in work. */
const ANSWER_KIND_OF: Record<WorkFileKind, AnswerKind> = { file: "files", voice: "voice", drawing: "drawing", photo: "photo" };

/**
 * Adds one of the child's own files to their work: kind `voice` for a recording, `drawing` for a
 * drawing, `photo` for a photo of paper work (the assignment must offer that kind of answer), `file`
 * otherwise (it must offer files). A file someone else owns, or one already used elsewhere, is refused.
 */
export async function addWorkFile(db: Db, own: OwnWork, fileId: string) {
  // Read before the transaction (its reads run in parallel); a file handed in meanwhile is caught by
  // work_files' unique index.
  const usedElsewhere = (await usesOfFiles(db, [fileId])).get(fileId) ?? [];
  return inTransaction(db, async (tx) => {
    await refuseExcused(tx, own);
    const [file] = await tx.select().from(files).where(eq(files.id, fileId));
    if (!file || file.ownerUserId !== own.userId) throw notFound(FILE_NOT_FOUND, [{ field: "fileId", message: WORK_MESSAGES.notYourFile }]);
    const kind = workFileKindOf(file.kind);
    const offered = own.assignment.answerKinds.includes(ANSWER_KIND_OF[kind]);
    if (!offered) throw invalid(WORK_MESSAGES.kindNotOffered, [{ field: "fileId", message: WORK_MESSAGES.kindNotOffered }]);
    const row = await ensureWork(tx, own);
    refuseReturned(row);
    const [inThis] = await tx
      .select({ id: workFiles.id })
      .from(workFiles)
      .where(and(eq(workFiles.workId, row.id), eq(workFiles.fileId, fileId)));
    if (inThis) throw conflict(WORK_MESSAGES.alreadyAttached);
    if (usedElsewhere.length > 0) throw conflict(WORK_MESSAGES.fileUsed);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(workFiles).where(eq(workFiles.workId, row.id));
    if (n >= WORK_FILES_MAX) throw conflict(WORK_MESSAGES.tooManyFiles);
    await tx.insert(workFiles).values({ workId: row.id, fileId, kind });
    await tx.update(work).set({ updatedAt: new Date() }).where(eq(work.id, row.id));
    return { workId: row.id, kind };
  }).catch((err: unknown) => {
    // Handed in with other work at the same moment (work_files' unique index on the file).
    if (isUniqueViolation(err)) throw conflict(WORK_MESSAGES.fileUsed);
    throw err;
  });
}

/**
 * Keeps a file the child uploaded with their work as theirs and adds it to the work, in one request:
 * a file the work refuses (returned, excused, too many, a kind not offered) is deleted again, so it
 * never stays in the child's files counting against their quota.
 */
export async function addUploadedWorkFile(
  db: Db,
  dir: string,
  own: OwnWork,
  upload: ReceivedUpload,
): Promise<Omit<StoredFile, "kind"> & { workId: string; kind: WorkFileKind }> {
  const stored = await keepOwnFile(db, dir, { id: own.userId, role: "student" }, upload);
  try {
    return { ...stored, ...(await addWorkFile(db, own, stored.id)) };
  } catch (err) {
    await deleteOwnFile(db, dir, { id: own.userId, role: "student" }, stored.id);
    throw err;
  }
}

/** Takes a file out of the child's work before the return (the file stays theirs, in /files). */
export async function removeWorkFile(db: Db, own: OwnWork, fileId: string) {
  await inTransaction(db, async (tx) => {
    await refuseExcused(tx, own);
    const row = await lockedWork(tx, own);
    if (!row) throw notFound(FILE_NOT_FOUND);
    refuseReturned(row);
    const removed = await tx
      .delete(workFiles)
      .where(and(eq(workFiles.workId, row.id), eq(workFiles.fileId, fileId)))
      .returning({ id: workFiles.id });
    if (removed.length === 0) throw notFound(FILE_NOT_FOUND);
  });
}

/**
 * Hands the work in: status submitted, the hand-in time now (the first one kept), one more attempt.
 * Again until the teacher returns it. Empty work (no text, and no file, recording, drawing or photo) is refused.
 */
export async function submitWork(db: Db, own: OwnWork, version: number, now: Date): Promise<WorkSaved> {
  return inTransaction(db, async (tx) => {
    await refuseExcused(tx, own);
    const row = await lockedWork(tx, own);
    if (row) refuseReturned(row);
    if ((row?.version ?? 0) !== version) {
      if (row) throw stale(row);
    }
    const [{ n } = { n: 0 }] = row ? await tx.select({ n: count() }).from(workFiles).where(eq(workFiles.workId, row.id)) : [];
    if (!row || (row.textAnswer.trim() === "" && n === 0)) throw invalid(WORK_MESSAGES.empty, [{ field: "textAnswer", message: WORK_MESSAGES.empty }]);
    const [updated] = await tx
      .update(work)
      .set({
        status: "submitted",
        submittedAt: now,
        firstSubmittedAt: sql`coalesce(${work.firstSubmittedAt}, ${now.toISOString()}::timestamptz)`,
        attempts: sql`${work.attempts} + 1`,
        updatedAt: now,
      })
      .where(eq(work.id, row.id))
      .returning();
    // Work in on time counts towards the steady-habit badges (common/learning/badges.ts).
    await evaluateBadges(tx, [own.studentId], now);
    return saved(updated!);
  });
}
