/**
 * People's own files (issue 16, /files): an upload is checked (name rules, size, magic numbers),
 * counted against the owner's quota (common/learning/files.ts) and kept under a random name by
 * server/uploads/storage.ts. Who may read a file is decided by canReadFile in
 * server/learning/access.ts; where each is used is read here from the tables that point at it.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  ANSWER_PICTURE_MAX_SIDE,
  DRAWING_FILE_POLICY,
  FILE_QUOTA_BYTES,
  LEARNING_FILE_POLICY,
  PHOTO_FILE_POLICY,
  quotaMessage,
  VOICE_FILE_POLICY,
  VOICE_MAX_SECONDS,
  type FileKind,
} from "#common/learning/files";
import type { Role } from "#common/roles";
import type { FileUse, OwnFile, OwnFiles } from "#common/schemas/learning/files";

export type { FileUse, OwnFiles };
import { fileProblem } from "#common/uploads";
import type { Db } from "../../db/client";
import {
  assignmentAttachments,
  assignments,
  classes,
  conversations,
  files,
  messageAttachments,
  messages,
  portfolioItems,
  reportCards,
  resources,
  students,
  workFiles,
  work,
  terms,
} from "../../db/schema";
import { isForeignKeyViolation } from "../../db/queries";
import { FILE_NOT_FOUND } from "../access";
import { matchingContentType, mismatchMessage } from "../../uploads/file-signature";
import { fileError, type ReceivedUpload } from "../../http/multipart";
import { answerPictureProblem, pictureProblem } from "../../uploads/picture-size";
import { deleteUpload, discardReceivedFile, keepGeneratedBytes, keepReceivedFile } from "../../uploads/storage";
import { conflict, notFound, tooLarge } from "../../domain-errors";

type Reader = Pick<Db, "select">;

export const FILE_IN_USE = "This file is still used. Remove it from the work or library item that uses it first.";

export interface Owner {
  id: string;
  role: Role;
}

/** The kinds an upload may name in its `kind` field (sent before the file); anything else is a plain upload. */
const NAMED_KINDS = { voice: VOICE_FILE_POLICY, drawing: DRAWING_FILE_POLICY, photo: PHOTO_FILE_POLICY } as const;
type NamedKind = keyof typeof NAMED_KINDS;

function namedKind(fields: Record<string, string>): NamedKind | null {
  const kind = fields.kind;
  return kind === "voice" || kind === "drawing" || kind === "photo" ? kind : null;
}

/** The policy of an upload: a voice, drawing or photo answer says so in the `kind` field sent before the file. */
export function policyForFields(fields: Record<string, string>) {
  const kind = namedKind(fields);
  return kind ? NAMED_KINDS[kind] : LEARNING_FILE_POLICY;
}

export async function usedBytes(db: Reader, ownerUserId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number) })
    .from(files)
    .where(and(eq(files.ownerUserId, ownerUserId), sql`${files.kind} <> 'report-card'`));
  return row?.bytes ?? 0;
}

/** The answer of an upload and of each file of the list (common/schemas/learning/files.ts). */
export type StoredFile = OwnFile;

function durationOf(fields: Record<string, string>): number | null {
  if (fields.kind !== "voice") return null;
  const seconds = Math.round(Number(fields.durationSeconds));
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  if (seconds > VOICE_MAX_SECONDS) throw fileError(`A voice answer can be at most ${VOICE_MAX_SECONDS / 60} minutes long.`);
  return seconds;
}

/**
 * Keeps a received upload as the owner's file, or discards it with the reason: a broken rule, bytes
 * that are not what the name says, or the owner's quota. Uploads of one person pass the quota check
 * one at a time (an advisory lock on the owner), so parallel uploads cannot overshoot it.
 */
export async function keepOwnFile(db: Db, dir: string, owner: Owner, file: ReceivedUpload): Promise<StoredFile> {
  let storedName: string | undefined;
  try {
    const policy = policyForFields(file.fields);
    const problem = fileProblem({ name: file.name, size: file.size }, policy);
    if (problem) throw fileError(problem);
    const durationSeconds = durationOf(file.fields);
    const contentType = await matchingContentType(file.name, file.tempPath);
    if (!contentType) throw fileError(mismatchMessage(file.name));
    const named = namedKind(file.fields);
    // A drawing or a photo answer is bounded on each side, tighter than any other picture.
    const tooBig =
      named === "drawing" || named === "photo"
        ? await answerPictureProblem(file.tempPath, ANSWER_PICTURE_MAX_SIDE[named])
        : await pictureProblem(contentType, file.tempPath);
    if (tooBig) throw fileError(tooBig);
    storedName = await keepReceivedFile(dir, file);
    const stored = storedName;
    const kind: FileKind = named ?? "upload";
    const quota = FILE_QUOTA_BYTES[owner.role];
    const row = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('files-quota'), hashtext(${owner.id}))`);
      if ((await usedBytes(tx, owner.id)) + file.size > quota) throw tooLarge(quotaMessage(quota), [{ field: "file", message: quotaMessage(quota) }]);
      const [inserted] = await tx
        .insert(files)
        .values({
          ownerUserId: owner.id,
          storedName: stored,
          originalName: file.name,
          contentType,
          size: file.size,
          sha256: file.sha256,
          kind,
          durationSeconds,
        })
        .returning();
      return inserted!;
    });
    return toStoredFile(row);
  } catch (err) {
    if (storedName) await deleteUpload(dir, storedName);
    else await discardReceivedFile(file);
    throw err;
  }
}

/** Keeps bytes the server made (a report card) as a file of `ownerUserId`; outside any quota. */
export async function keepGeneratedFile(
  db: Pick<Db, "insert">,
  dir: string,
  ownerUserId: string,
  name: string,
  contentType: string,
  bytes: Uint8Array,
  kind: FileKind,
) {
  const kept = await keepGeneratedBytes(dir, bytes);
  try {
    const [row] = await db
      .insert(files)
      .values({ ownerUserId, storedName: kept.storedName, originalName: name, contentType, size: kept.size, sha256: kept.sha256, kind })
      .returning();
    return toStoredFile(row!);
  } catch (err) {
    await deleteUpload(dir, kept.storedName);
    throw err;
  }
}

function toStoredFile(row: typeof files.$inferSelect): StoredFile {
  return {
    id: row.id,
    name: row.originalName,
    size: row.size,
    contentType: row.contentType,
    kind: row.kind as FileKind,
    durationSeconds: row.durationSeconds,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function fileRow(db: Reader, fileId: string) {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
}

/** Where each of the files is used (several places possible); files used nowhere are absent. */
export async function usesOfFiles(db: Reader, fileIds: readonly string[]): Promise<Map<string, FileUse[]>> {
  const uses = new Map<string, FileUse[]>();
  if (fileIds.length === 0) return uses;
  const ids = [...fileIds];
  const add = (fileId: string | null, use: FileUse) => {
    if (!fileId) return;
    const list = uses.get(fileId) ?? [];
    list.push(use);
    uses.set(fileId, list);
  };
  const [attached, viaResource, library, handedIn, portfolio, reports, sent] = await Promise.all([
    db
      .select({ fileId: assignmentAttachments.fileId, title: assignments.title, className: classes.name })
      .from(assignmentAttachments)
      .innerJoin(assignments, eq(assignments.id, assignmentAttachments.assignmentId))
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(inArray(assignmentAttachments.fileId, ids)),
    db
      .select({ fileId: resources.fileId, title: assignments.title, className: classes.name })
      .from(assignmentAttachments)
      .innerJoin(resources, eq(resources.id, assignmentAttachments.resourceId))
      .innerJoin(assignments, eq(assignments.id, assignmentAttachments.assignmentId))
      .innerJoin(classes, eq(classes.id, assignments.classId))
      .where(inArray(resources.fileId, ids)),
    db.select({ fileId: resources.fileId, title: resources.title }).from(resources).where(inArray(resources.fileId, ids)),
    db
      .select({ fileId: workFiles.fileId, title: assignments.title })
      .from(workFiles)
      .innerJoin(work, eq(work.id, workFiles.workId))
      .innerJoin(assignments, eq(assignments.id, work.assignmentId))
      .where(inArray(workFiles.fileId, ids)),
    db.select({ fileId: portfolioItems.fileId, title: portfolioItems.title }).from(portfolioItems).where(inArray(portfolioItems.fileId, ids)),
    db
      .select({ fileId: reportCards.fileId, first: students.firstName, last: students.lastName, term: terms.name })
      .from(reportCards)
      .innerJoin(students, eq(students.id, reportCards.studentId))
      .innerJoin(terms, eq(terms.id, reportCards.termId))
      .where(inArray(reportCards.fileId, ids)),
    // Messages are never deleted, so a file sent with one stays for as long as the message does.
    db
      .select({ fileId: messageAttachments.fileId, subject: conversations.subject })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(inArray(messageAttachments.fileId, ids)),
  ]);
  for (const r of [...attached, ...viaResource]) add(r.fileId, { kind: "assignment", title: `${r.title} (${r.className})` });
  for (const r of library) add(r.fileId, { kind: "resource", title: r.title });
  for (const r of handedIn) add(r.fileId, { kind: "work", title: r.title });
  for (const r of portfolio) add(r.fileId, { kind: "portfolio", title: r.title });
  for (const r of reports) add(r.fileId, { kind: "report-card", title: `${r.first} ${r.last}, ${r.term}` });
  for (const r of sent) add(r.fileId, { kind: "message", title: r.subject ?? "A conversation" });
  return uses;
}

/** The owner's files, newest first, with where each is used and the quota. */
export async function listOwnFiles(db: Reader, owner: Owner): Promise<OwnFiles> {
  const rows = await db.select().from(files).where(eq(files.ownerUserId, owner.id)).orderBy(desc(files.createdAt), desc(files.id));
  const uses = await usesOfFiles(
    db,
    rows.map((r) => r.id),
  );
  return {
    files: rows.map((r) => ({ ...toStoredFile(r), usedIn: uses.get(r.id) ?? [] })),
    usedBytes: await usedBytes(db, owner.id),
    quotaBytes: FILE_QUOTA_BYTES[owner.role],
  };
}

/** Deletes one of the owner's files that nothing uses; a file in use stays (409). */
export async function deleteOwnFile(db: Db, dir: string, owner: Owner, fileId: string) {
  const row = await fileRow(db, fileId);
  if (!row || row.ownerUserId !== owner.id) throw notFound(FILE_NOT_FOUND);
  if ((await usesOfFiles(db, [fileId])).size > 0) throw conflict(FILE_IN_USE);
  // Foreign keys refuse the delete when a use appeared since the check (restrict on every use).
  try {
    await db.delete(files).where(eq(files.id, fileId));
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(FILE_IN_USE);
    throw err;
  }
  await deleteUpload(dir, row.storedName);
}
