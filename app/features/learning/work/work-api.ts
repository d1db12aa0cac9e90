/**
 * The child's work (docs/api/work.md, contracts in common/api/learning/work.ts), each call in one
 * place: the child's list, the work screen, the draft save, files, voice, drawing and photo answers
 * (uploaded into the work with progress, one request each), and the hand-in.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { ApiError, call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { uploadFile, type UploadOptions } from "~/lib/upload";
import { href, pathOf } from "#common/api/contract";
import { deleteFile, fileContent } from "#common/api/learning/files";
import {
  addWorkFile,
  removeWorkFile as removeWorkFileContract,
  saveWorkDraft,
  studentWork,
  submitWork as submitWorkContract,
  workScreen,
} from "#common/api/learning/work";
import type { WorkConflict, WorkSaved } from "#common/schemas/learning/work";
import { isUuid } from "#common/ids";

const MINUTE = 60_000;

/** `enabled` false for an account that is not a child's (staff opening the page): nothing is asked. */
export function useStudentWork(enabled = true) {
  return useQuery({ ...queryOptions(studentWork), refetchInterval: MINUTE, enabled });
}

/** Whether an address's id can name work at all (anything else is "not found" without asking). */
export function isWorkId(id: string | undefined): id is string {
  return isUuid(id);
}

export function useWorkScreen(assignmentId: string | undefined, studentId?: string, enabled = true) {
  return useQuery({
    ...queryOptions(workScreen, { params: { id: assignmentId ?? "" }, query: { studentId } }),
    enabled: enabled && isWorkId(assignmentId) && (studentId === undefined || isWorkId(studentId)),
    // The screen holds the child's typing: a background refetch must not pull the text under them.
    refetchOnWindowFocus: false,
  });
}

/** After a hand-in or a file change: the work screen and the child's list read again. */
export async function refreshWork(client: QueryClient, assignmentId: string) {
  await Promise.all([invalidate(client, workScreen, { params: { id: assignmentId } }), invalidate(client, studentWork)]);
}

/** The 409 of a stale save: the newer text the server holds, or null for any other failure. */
export function conflictOf(error: unknown): WorkConflict["current"] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const json = error.json as Partial<WorkConflict> | undefined;
  return json?.current && typeof json.current.textAnswer === "string" ? json.current : null;
}

export async function saveDraft(assignmentId: string, textAnswer: string, version: number): Promise<WorkSaved> {
  return call(saveWorkDraft, { params: { id: assignmentId }, body: { textAnswer, version } });
}

export async function submitWork(assignmentId: string, version: number): Promise<WorkSaved> {
  return call(submitWorkContract, { params: { id: assignmentId }, body: { version } });
}

/** Takes the file out of the work, then deletes it from the child's files (best effort: it may be used elsewhere). */
export async function removeWorkFile(assignmentId: string, fileId: string) {
  await call(removeWorkFileContract, { params: { id: assignmentId, fileId } });
  await call(deleteFile, { params: { id: fileId } }).catch(() => undefined);
}

/** Uploads a file of the child's (with progress) into the work: one request, so a refused file is not kept. */
export async function uploadWorkFile(assignmentId: string, file: File, options: UploadOptions = {}) {
  return uploadFile(file, { ...options, url: pathOf(addWorkFile.path, { id: assignmentId }) });
}

/** Uploads a recording as a voice answer with its length into the work (one request). */
export async function uploadVoiceAnswer(assignmentId: string, recording: File, durationSeconds: number, options: UploadOptions = {}) {
  return uploadFile(recording, {
    ...options,
    url: pathOf(addWorkFile.path, { id: assignmentId }),
    fields: { kind: "voice", durationSeconds: String(Math.round(durationSeconds)) },
  });
}

/** Uploads a drawing (PNG) or a photo of paper work (JPEG) into the work as that kind of answer (one request). */
export async function uploadAnswerPicture(assignmentId: string, picture: File, kind: "drawing" | "photo", options: UploadOptions = {}) {
  return uploadFile(picture, { ...options, url: pathOf(addWorkFile.path, { id: assignmentId }), fields: { kind } });
}

/**
 * Saves a new recording or drawing in place of an older one: the new one is added first, so the work
 * never holds neither; the older one is then taken out (best effort: left in, it is still shown and
 * can be deleted).
 */
export async function replaceWorkFile(assignmentId: string, replacing: string | null, add: () => Promise<{ id: string }>) {
  const added = await add();
  if (replacing) await removeWorkFile(assignmentId, replacing).catch(() => undefined);
  return added.id;
}

export function fileContentUrl(fileId: string) {
  return href(fileContent, { params: { id: fileId } });
}
