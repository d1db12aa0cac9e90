/**
 * The progress wing's reads and writes (docs/api/progress.md, docs/api/portfolio.md; contracts in
 * common/api/learning/progress.ts and portfolio.ts): a child's progress for their family, approved
 * portfolio items, teachers' term comments, and portfolios for the child and their teachers. Staff's
 * report cards are read by app/features/admin/reports/.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { href } from "#common/api/contract";
import { familyChildren } from "#common/api/learning/family";
import { fileContent as fileContentContract } from "#common/api/learning/files";
import {
  addToPortfolio,
  approvePortfolioItem,
  declinePortfolioItem,
  familyPortfolio,
  familyPortfolioPdf as familyPortfolioPdfContract,
  removeFromPortfolio,
  studentPortfolio,
  studentPortfolioPdf as studentPortfolioPdfContract,
  teacherPortfolio,
} from "#common/api/learning/portfolio";
import { familyProgress, saveTermComment, termComments } from "#common/api/learning/progress";
import { teacherClasses } from "#common/api/learning/teacher";
import { workScreen } from "#common/api/learning/work";
import type { AddPortfolioItem } from "#common/schemas/learning/portfolio";
import type { TermCommentInput } from "#common/schemas/learning/progress";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";

/** A file's address (report cards, pictures): the one files endpoint decides who may read it. */
export const fileContent = (fileId: string) => href(fileContentContract, { params: { id: fileId } });
/** The same file as a download (`?download`, no value). */
export const fileDownload = (fileId: string) => `${fileContent(fileId)}?download`;

export function useFamilyChildren() {
  return useQuery(queryOptions(familyChildren));
}

export function useFamilyProgress(studentId: string, termId: string | undefined) {
  return useQuery(queryOptions(familyProgress, { query: { studentId, termId } }));
}

/**
 * A piece of evidence's work as the family reads it (docs/api/work.md, read only): the child's answer,
 * files and voice answers, and once returned the rubric levels and the teacher's comment.
 */
export function useEvidenceWork(assignmentId: string, studentId: string) {
  return useQuery(queryOptions(workScreen, { params: { id: assignmentId }, query: { studentId } }));
}

export function useFamilyPortfolio(studentId: string) {
  return useQuery(queryOptions(familyPortfolio, { query: { studentId } }));
}

export const familyPortfolioPdf = (studentId: string, termId: string | null) => href(familyPortfolioPdfContract, { query: { studentId, termId } });
export const studentPortfolioPdf = (termId?: string) => href(studentPortfolioPdfContract, { query: { termId } });

export function useTermComments(classId: string, termId: string | undefined) {
  return useQuery(queryOptions(termComments, { query: { classId, termId } }));
}

export function useTeacherClassList() {
  return useQuery(queryOptions(teacherClasses));
}

export function useSaveTermComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TermCommentInput) => call(saveTermComment, { body }),
    onSuccess: (_, input) => invalidate(client, termComments, { query: { classId: input.classId } }),
  });
}

export function useStudentPortfolio() {
  return useQuery(queryOptions(studentPortfolio));
}

export function useAddToPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddPortfolioItem) => call(addToPortfolio, { body }),
    onSuccess: () => invalidate(client, studentPortfolio),
  });
}

export function useRemoveFromPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => call(removeFromPortfolio, { params: { itemId } }),
    onSuccess: () => invalidate(client, studentPortfolio),
  });
}

export function useTeacherPortfolio(classId: string) {
  return useQuery(queryOptions(teacherPortfolio, { query: { classId, status: "pending" } }));
}

export function useDecidePortfolio(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, decision }: { itemId: string; decision: "approve" | "decline" }) =>
      call(decision === "approve" ? approvePortfolioItem : declinePortfolioItem, { params: { itemId } }),
    onSuccess: () => invalidate(client, teacherPortfolio, { query: { classId } }),
  });
}
