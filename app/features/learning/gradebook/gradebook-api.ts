/**
 * The gradebook's calls (docs/api/gradebook.md), each in one place: the teacher's classes (the class
 * filter), the grid, the standards view, the marking view, saving marks, returning, the comment bank.
 * A save or a return answers the marking view, which replaces the cached one; the grid and the
 * standards view are refetched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { BankComment, GradebookGrid, GradebookStandards, MarkingView, MarksInput, ReturnResult } from "../../../../common/schemas/learning/gradebook";
import type { TeacherClassList } from "../../../../common/schemas/learning/homes";

export const CLASSES_KEY = "/api/teacher/classes";
export const GRID_KEY = "/api/teacher/gradebook";
export const STANDARDS_KEY = "/api/teacher/gradebook/standards";
export const CSV_URL = "/api/teacher/gradebook.csv";
const COMMENTS_KEY = "/api/teacher/comment-bank";
const MARKING_KEY = "gradebook-marking";

export interface GridFilters {
  classId: string;
  termId?: string;
  standardId?: string;
}

/** Which piece of work the marking view shows: a child's submission, or their work without one yet. */
export interface MarkingTarget {
  submissionId: string | null;
  assignmentId: string;
  studentId: string;
}

export function useTeacherClassList() {
  return useQuery({ queryKey: [CLASSES_KEY], queryFn: () => getData<TeacherClassList>(CLASSES_KEY) });
}

export function useGradebook(filters: GridFilters | null) {
  const url = withQuery(GRID_KEY, { classId: filters?.classId, termId: filters?.termId, standardId: filters?.standardId });
  return useQuery({ queryKey: [GRID_KEY, filters], queryFn: () => getData<GradebookGrid>(url), enabled: Boolean(filters), placeholderData: keepPreviousData });
}

export function useGradebookStandards(filters: { classId: string; termId?: string } | null, enabled: boolean) {
  const url = withQuery(STANDARDS_KEY, { classId: filters?.classId, termId: filters?.termId });
  return useQuery({ queryKey: [STANDARDS_KEY, filters], queryFn: () => getData<GradebookStandards>(url), enabled: Boolean(filters) && enabled });
}

export const csvUrl = (filters: { classId: string; termId?: string }) => withQuery(CSV_URL, { classId: filters.classId, termId: filters.termId });

const markingUrl = (t: MarkingTarget) =>
  t.submissionId
    ? `/api/teacher/submissions/${encodeURIComponent(t.submissionId)}`
    : `/api/teacher/assignments/${encodeURIComponent(t.assignmentId)}/students/${encodeURIComponent(t.studentId)}/submission`;
const markingKey = (t: MarkingTarget) => [MARKING_KEY, t.assignmentId, t.studentId] as const;

export function useMarkingView(target: MarkingTarget | null) {
  return useQuery({
    queryKey: target ? markingKey(target) : [MARKING_KEY, "none"],
    queryFn: () => getData<MarkingView>(markingUrl(target!)),
    enabled: Boolean(target),
  });
}

async function json<A>(method: string, url: string, body?: unknown): Promise<A> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as A;
}

/** Saves the marks and comment (as drafts until returned), then returns the work when asked. */
export function useSaveMarking(target: MarkingTarget | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, andReturn }: { input: MarksInput; andReturn: boolean }) => {
      const t = target!;
      const marksUrl = t.submissionId
        ? `/api/teacher/submissions/${encodeURIComponent(t.submissionId)}/marks`
        : `/api/teacher/assignments/${encodeURIComponent(t.assignmentId)}/students/${encodeURIComponent(t.studentId)}/marks`;
      let answer = await json<{ message: string; data: MarkingView }>("PUT", marksUrl, input);
      if (andReturn) answer = await json<{ message: string; data: MarkingView }>("POST", `/api/teacher/submissions/${encodeURIComponent(answer.data.submission!.id)}/return`, {});
      return answer;
    },
    onSuccess: async (answer) => {
      if (target) client.setQueryData(markingKey(target), answer.data);
      await Promise.all([client.invalidateQueries({ queryKey: [GRID_KEY] }), client.invalidateQueries({ queryKey: [STANDARDS_KEY] })]);
    },
  });
}

/** Returns several pieces of work at once (those with draft marks); the grid is refetched. */
export function useReturnMany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (submissionIds: string[]) => json<{ message: string; data: ReturnResult }>("POST", `${GRID_KEY}/return`, { submissionIds }),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: [GRID_KEY] }), client.invalidateQueries({ queryKey: [STANDARDS_KEY] }), client.invalidateQueries({ queryKey: [MARKING_KEY] })]);
    },
  });
}

export function useCommentBank() {
  return useQuery({ queryKey: [COMMENTS_KEY], queryFn: () => getData<{ comments: BankComment[] }>(COMMENTS_KEY) });
}

export function useAddComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => json<{ message: string; data: BankComment }>("POST", COMMENTS_KEY, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: [COMMENTS_KEY] }),
  });
}

export function useUseComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => json<{ data: BankComment }>("POST", `${COMMENTS_KEY}/${encodeURIComponent(id)}/use`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [COMMENTS_KEY] }),
  });
}

export function useDeleteComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => json<{ message: string }>("DELETE", `${COMMENTS_KEY}/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [COMMENTS_KEY] }),
  });
}
