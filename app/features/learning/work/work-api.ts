/**
 * The child's work (docs/api/work.md), each call in one place: the child's list, the work screen,
 * the draft save, files and voice answers (uploaded to POST /api/files with progress, then added to
 * the work), and the hand-in.
 */
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest, getData, withQuery } from "~/lib/api";
import { uploadFile, type UploadOptions } from "~/lib/upload";
import type { StudentWorkList, WorkConflict, WorkSaved, WorkScreen } from "../../../../common/schemas/learning/work";
import { isUuid } from "../../../../common/ids";

export const STUDENT_WORK_KEY = "/api/student/assignments";
const MINUTE = 60_000;

const workUrl = (assignmentId: string) => `/api/assignments/${encodeURIComponent(assignmentId)}/work`;

/** `enabled` false for an account that is not a child's (staff opening the page): nothing is asked. */
export function useStudentWork(enabled = true) {
  return useQuery({ queryKey: [STUDENT_WORK_KEY], queryFn: () => getData<StudentWorkList>(STUDENT_WORK_KEY), refetchInterval: MINUTE, enabled });
}


/** Whether an address's id can name work at all (anything else is "not found" without asking). */
export function isWorkId(id: string | undefined): id is string {
  return isUuid(id);
}

export function workScreenKey(assignmentId: string, studentId?: string) {
  return [workUrl(assignmentId), studentId ?? "own"] as const;
}

export function useWorkScreen(assignmentId: string | undefined, studentId?: string, enabled = true) {
  return useQuery({
    queryKey: workScreenKey(assignmentId ?? "", studentId),
    queryFn: () => getData<WorkScreen>(withQuery(workUrl(assignmentId!), { studentId })),
    enabled: enabled && isWorkId(assignmentId) && (studentId === undefined || isWorkId(studentId)),
    // The screen holds the child's typing: a background refetch must not pull the text under them.
    refetchOnWindowFocus: false,
  });
}

async function data<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

/** The 409 of a stale save: the newer text the server holds, or null for any other failure. */
export function conflictOf(error: unknown): WorkConflict["current"] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const json = error.json as Partial<WorkConflict> | undefined;
  return json?.current && typeof json.current.textAnswer === "string" ? json.current : null;
}

export async function saveDraft(assignmentId: string, textAnswer: string, version: number): Promise<WorkSaved> {
  return data<WorkSaved>(await apiRequest("PUT", `${workUrl(assignmentId)}/draft`, { textAnswer, version }));
}

export async function submitWork(assignmentId: string, version: number): Promise<WorkSaved> {
  return data<WorkSaved>(await apiRequest("POST", `${workUrl(assignmentId)}/submit`, { version }));
}

export async function addWorkFile(assignmentId: string, fileId: string) {
  await apiRequest("POST", `${workUrl(assignmentId)}/files`, { fileId });
}

/** Takes the file out of the work, then deletes it from the child's files (best effort: it may be used elsewhere). */
export async function removeWorkFile(assignmentId: string, fileId: string) {
  await apiRequest("DELETE", `${workUrl(assignmentId)}/files/${encodeURIComponent(fileId)}`);
  await apiRequest("DELETE", `/api/files/${encodeURIComponent(fileId)}`).catch(() => undefined);
}

/** Uploads a file of the child's (with progress) into the work: one request, so a refused file is not kept. */
export async function uploadWorkFile(assignmentId: string, file: File, options: UploadOptions = {}) {
  return uploadFile(file, { ...options, url: `${workUrl(assignmentId)}/files` });
}

/** Uploads a recording as a voice answer with its length into the work (one request). */
export async function uploadVoiceAnswer(assignmentId: string, recording: File, durationSeconds: number, options: UploadOptions = {}) {
  return uploadFile(recording, { ...options, url: `${workUrl(assignmentId)}/files`, fields: { kind: "voice", durationSeconds: String(Math.round(durationSeconds)) } });
}

export function fileContentUrl(fileId: string) {
  return `/api/files/${encodeURIComponent(fileId)}/content`;
}
