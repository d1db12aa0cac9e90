/**
 * The reads and changes of /teacher/content (docs/api/assignments.md, contracts in
 * common/api/learning/assignments.ts), each in one place: the teacher's lessons and assignments per
 * class, one piece of work in full, its changes,
 * the resource library (common/api/learning/library.ts) and attachment uploads to POST /api/files
 * with progress (common/api/learning/files.ts).
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { callAnswer } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { uploadFile, type UploadedFile } from "~/lib/upload";
import { pathOf } from "#common/api/contract";
import {
  archiveAssignment,
  assignmentDetail,
  assignmentList,
  copyAssignment,
  createAssignment,
  publishAssignment,
  removeAdjustment,
  restoreAssignment,
  saveAssignment,
  setAdjustment,
  unpublishAssignment,
} from "#common/api/learning/assignments";
import { uploadFile as uploadFileContract } from "#common/api/learning/files";
import { libraryResources } from "#common/api/learning/library";
import { teacherClasses } from "#common/api/learning/teacher";
import type { AdjustmentInput, AssignmentContentInput, AssignmentDetail, AssignmentKind, ZonedDateTime } from "#common/schemas/learning/assignments";

/** The classes the viewer teaches (staff: every open class), from the teachers' class list. */
export function useTaughtClasses() {
  return useQuery(queryOptions(teacherClasses));
}

/** One class's lessons and assignments with their counts. */
export function useAssignmentList(classId: string) {
  return useQuery(queryOptions(assignmentList, { query: { classId } }));
}

export function useAssignment(id: string | undefined) {
  return useQuery({ ...queryOptions(assignmentDetail, { params: { id: id ?? "" } }), enabled: Boolean(id) });
}

/** The library's resources that match, for the attachment picker. */
export function useLibrarySearch(q: string, enabled: boolean) {
  return useQuery({ ...queryOptions(libraryResources, { query: { q } }), enabled, retry: false });
}

export const contentApi = {
  create: (classId: string, kind: AssignmentKind, content: AssignmentContentInput) => callAnswer(createAssignment, { body: { ...content, classId, kind } }),
  save: (id: string, content: AssignmentContentInput) => callAnswer(saveAssignment, { params: { id }, body: content }),
  publish: (id: string, publishAt?: ZonedDateTime) => callAnswer(publishAssignment, { params: { id }, body: publishAt ? { publishAt } : {} }),
  unpublish: (id: string) => callAnswer(unpublishAssignment, { params: { id } }),
  archive: (id: string) => callAnswer(archiveAssignment, { params: { id } }),
  restore: (id: string) => callAnswer(restoreAssignment, { params: { id } }),
  copy: (id: string, classId: string) => callAnswer(copyAssignment, { params: { id }, body: { classId } }),
  setAdjustment: (id: string, studentId: string, input: AdjustmentInput) => callAnswer(setAdjustment, { params: { id, studentId }, body: input }),
  removeAdjustment: (id: string, studentId: string) => callAnswer(removeAdjustment, { params: { id, studentId } }),
  upload: (file: File, onProgress: (fraction: number) => void): Promise<UploadedFile> => uploadFile(file, { url: pathOf(uploadFileContract.path), onProgress }),
};

/** After a change: the lists and the piece of work read again. */
export async function afterContentChange(client: QueryClient, detail?: AssignmentDetail) {
  if (detail) client.setQueryData(keyOf(assignmentDetail, { params: { id: detail.assignment.id } }), detail);
  await invalidate(client, assignmentList);
}
