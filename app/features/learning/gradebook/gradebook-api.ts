/**
 * The gradebook's calls (docs/api/gradebook.md, contracts in common/api/learning/gradebook.ts), each
 * in one place: the teacher's classes (the class filter), the grid, the standards view, the marking
 * view, saving marks, returning, the comment bank. A save or a return answers the marking view,
 * which replaces the cached one; the grid and the standards view are refetched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callAnswer } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { href } from "#common/api/contract";
import { fileContent } from "#common/api/learning/files";
import {
  addBankComment,
  childMarkingView,
  commentBank,
  countBankCommentUse,
  deleteBankComment,
  gradebookCsv,
  gradebookGrid,
  gradebookStandards,
  markingView,
  returnOneWork,
  returnGradebookWork,
  saveChildMarks,
  saveMarks,
} from "#common/api/learning/gradebook";
import { teacherAttentionCounts, teacherClasses } from "#common/api/learning/teacher";
import type { MarksInput } from "#common/schemas/learning/gradebook";

export interface GridFilters {
  classId: string;
  termId?: string;
  standardId?: string;
}

/** Which piece of work the marking view shows: a child's saved work, or the child and assignment while nothing is saved yet. */
export interface MarkingTarget {
  workId: string | null;
  assignmentId: string;
  studentId: string;
}

export function useTeacherClassList() {
  return useQuery(queryOptions(teacherClasses));
}

export function useGradebook(filters: GridFilters | null) {
  const query = { classId: filters?.classId ?? "", termId: filters?.termId, standardId: filters?.standardId };
  return useQuery({ ...queryOptions(gradebookGrid, { query }), enabled: Boolean(filters), placeholderData: keepPreviousData });
}

export function useGradebookStandards(filters: { classId: string; termId?: string } | null, enabled: boolean) {
  const query = { classId: filters?.classId ?? "", termId: filters?.termId };
  return useQuery({ ...queryOptions(gradebookStandards, { query }), enabled: Boolean(filters) && enabled });
}

export const csvUrl = (filters: { classId: string; termId?: string }) => href(gradebookCsv, { query: { classId: filters.classId, termId: filters.termId } });

/** A file of the child's work: shown in the page, or downloaded (`?download`, no value). */
export const workFileUrl = (fileId: string, download = false) => `${href(fileContent, { params: { id: fileId } })}${download ? "?download" : ""}`;

/** The marking view's read: by work, or by assignment and child while there is none. */
function markingQuery(t: MarkingTarget | null) {
  return t?.workId
    ? queryOptions(markingView, { params: { id: t.workId } })
    : queryOptions(childMarkingView, { params: { assignmentId: t?.assignmentId ?? "", studentId: t?.studentId ?? "" } });
}

export function useMarkingView(target: MarkingTarget | null) {
  return useQuery({ ...markingQuery(target), enabled: Boolean(target) });
}

/** Saves the marks and comment (as drafts until returned), then returns the work when asked. */
export function useSaveMarking(target: MarkingTarget | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, andReturn }: { input: MarksInput; andReturn: boolean }) => {
      const t = target!;
      let answer = t.workId
        ? await callAnswer(saveMarks, { params: { id: t.workId }, body: input })
        : await callAnswer(saveChildMarks, { params: { assignmentId: t.assignmentId, studentId: t.studentId }, body: input });
      if (andReturn) answer = await callAnswer(returnOneWork, { params: { id: answer.data.work!.id } });
      return answer;
    },
    onSuccess: async (answer) => {
      if (target) client.setQueryData(markingQuery(target).queryKey, answer.data);
      // Work returned leaves the navigation's "to mark" count at once.
      await Promise.all([invalidate(client, gradebookGrid), invalidate(client, gradebookStandards), invalidate(client, teacherAttentionCounts)]);
    },
  });
}

/** Returns several pieces of work at once (those with draft marks); the grid is refetched. */
export function useReturnMany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (workIds: string[]) => callAnswer(returnGradebookWork, { body: { workIds } }),
    onSuccess: async () => {
      await Promise.all([
        invalidate(client, gradebookGrid),
        invalidate(client, gradebookStandards),
        invalidate(client, markingView),
        invalidate(client, childMarkingView),
        invalidate(client, teacherAttentionCounts),
      ]);
    },
  });
}

export function useCommentBank() {
  return useQuery(queryOptions(commentBank));
}

export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callAnswer(addBankComment, { body: { text } }),
    onSuccess: () => invalidate(client, commentBank),
  });
}

export function useUseComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(countBankCommentUse, { params: { id } }),
    onSuccess: () => invalidate(client, commentBank),
  });
}

export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callAnswer(deleteBankComment, { params: { id } }),
    onSuccess: () => invalidate(client, commentBank),
  });
}
