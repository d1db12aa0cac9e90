/**
 * The progress wing's reads and writes (docs/api/progress.md, docs/api/portfolio.md): a child's
 * progress for their family, approved portfolio items, teachers' term comments, and portfolios for
 * the child and their teachers. Staff's report cards are read by app/features/admin/reports/.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { FamilyChild, TeacherClassList } from "../../../../common/schemas/learning/homes";
import type { PortfolioItem, StudentPortfolio } from "../../../../common/schemas/learning/portfolio";
import type { FamilyProgress, TermComments } from "../../../../common/schemas/learning/progress";
import type { WorkScreen } from "../../../../common/schemas/learning/work";

export const FAMILY_CHILDREN_KEY = "/api/family/children";
export const FAMILY_PROGRESS_KEY = "/api/family/progress";
export const FAMILY_PORTFOLIO_KEY = "/api/family/portfolio";
export const TERM_COMMENTS_KEY = "/api/teacher/term-comments";
export const STUDENT_PORTFOLIO_KEY = "/api/student/portfolio";
export const TEACHER_PORTFOLIO_KEY = "/api/teacher/portfolio";

/** A file's download address (report cards, pictures): the one files endpoint decides who may read it. */
export const fileDownload = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/content?download`;
export const fileContent = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/content`;

export function useFamilyChildren() {
  return useQuery({ queryKey: [FAMILY_CHILDREN_KEY], queryFn: () => getData<FamilyChild[]>(FAMILY_CHILDREN_KEY) });
}

export function useFamilyProgress(studentId: string, termId: string | undefined) {
  const url = withQuery(FAMILY_PROGRESS_KEY, { studentId, termId });
  return useQuery({ queryKey: [FAMILY_PROGRESS_KEY, studentId, termId ?? "default"], queryFn: () => getData<FamilyProgress>(url) });
}

/**
 * A piece of evidence's work as the family reads it (docs/api/work.md, read only): the child's answer,
 * files and voice answers, and once returned the rubric levels and the teacher's comment.
 */
export function useEvidenceWork(assignmentId: string, studentId: string) {
  const url = withQuery(`/api/assignments/${encodeURIComponent(assignmentId)}/work`, { studentId });
  return useQuery({ queryKey: ["/api/assignments/work", assignmentId, studentId], queryFn: () => getData<WorkScreen>(url) });
}

export function useFamilyPortfolio(studentId: string) {
  const url = withQuery(FAMILY_PORTFOLIO_KEY, { studentId });
  return useQuery({ queryKey: [FAMILY_PORTFOLIO_KEY, studentId], queryFn: () => getData<{ items: PortfolioItem[] }>(url) });
}

export const familyPortfolioPdf = (studentId: string, termId: string | null) => withQuery("/api/family/portfolio.pdf", { studentId, termId });
export const studentPortfolioPdf = (termId?: string) => withQuery("/api/student/portfolio.pdf", { termId });

export function useTermComments(classId: string, termId: string | undefined) {
  const url = withQuery(TERM_COMMENTS_KEY, { classId, termId });
  return useQuery({ queryKey: [TERM_COMMENTS_KEY, classId, termId ?? "default"], queryFn: () => getData<TermComments>(url) });
}

export const TEACHER_CLASSES_KEY = "/api/teacher/classes";

export function useTeacherClassList() {
  return useQuery({ queryKey: [TEACHER_CLASSES_KEY], queryFn: () => getData<TeacherClassList>(TEACHER_CLASSES_KEY) });
}

export function useSaveTermComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { classId: string; termId: string; studentId: string; comment: string }) =>
      (await (await apiRequest("PUT", TERM_COMMENTS_KEY, input)).json()) as { data: { comment: string; updatedAt: string | null } },
    onSuccess: (_, input) => client.invalidateQueries({ queryKey: [TERM_COMMENTS_KEY, input.classId] }),
  });
}

export function useStudentPortfolio() {
  return useQuery({ queryKey: [STUDENT_PORTFOLIO_KEY], queryFn: () => getData<StudentPortfolio>(STUDENT_PORTFOLIO_KEY) });
}

export function useAddToPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { submissionId: string; title: string; reflection: string }) => apiRequest("POST", STUDENT_PORTFOLIO_KEY, input),
    onSuccess: () => client.invalidateQueries({ queryKey: [STUDENT_PORTFOLIO_KEY] }),
  });
}

export function useRemoveFromPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (itemId: string) => apiRequest("DELETE", `${STUDENT_PORTFOLIO_KEY}/${encodeURIComponent(itemId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [STUDENT_PORTFOLIO_KEY] }),
  });
}

export function useTeacherPortfolio(classId: string) {
  const url = withQuery(TEACHER_PORTFOLIO_KEY, { classId, status: "pending" });
  return useQuery({ queryKey: [TEACHER_PORTFOLIO_KEY, classId], queryFn: () => getData<{ items: PortfolioItem[] }>(url) });
}

export function useDecidePortfolio(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ itemId, decision }: { itemId: string; decision: "approve" | "decline" }) =>
      apiRequest("POST", `${TEACHER_PORTFOLIO_KEY}/${encodeURIComponent(itemId)}/${decision}`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: [TEACHER_PORTFOLIO_KEY, classId] }),
  });
}
