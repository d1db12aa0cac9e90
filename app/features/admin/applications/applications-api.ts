/**
 * The staff admissions API (docs/api/admin-applications.md, contracts in common/api/admin/applications.ts)
 * for the Operations page: the list and detail reads, the three mutations, and the list's filters as
 * they live in the page address (`?tab=applications&q=...&status=...&page=2&application=APP-...`), so
 * links, reloads and Back work.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callAnswer, errorStatus } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import {
  applicationDetail,
  applicationList,
  changeApplicationStatus,
  reviewApplicationDuplicate,
  reviewApplicationGrade,
} from "#common/api/admin/applications";
import { auditLog } from "#common/api/admin/audit";
import { adminDashboard } from "#common/api/admin/dashboard";
import { createStudent, studentDraft, studentList, studentRecord } from "#common/api/admin/students";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#common/application-status";
import { APPLICATION_GRADE_VALUES } from "#common/grades";
import {
  APPLICATION_NEEDS,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationNeed,
  type DuplicateReviewInput,
  type GradeReviewInput,
  type StatusChangeInput,
} from "#common/schemas/admin-applications";
import type { CreateStudent } from "#common/schemas/learning/students";

export type { ApplicationDetail, ApplicationListItem };

export const PAGE_SIZE = 25;

export interface ApplicationFilters {
  q: string;
  status: ApplicationStatus | "";
  grade: string;
  from: string;
  to: string;
  needs: ApplicationNeed | "";
  page: number;
}

export const EMPTY_FILTERS: ApplicationFilters = { q: "", status: "", grade: "", from: "", to: "", needs: "", page: 1 };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" =>
  value && (values as readonly string[]).includes(value) ? (value as T) : "";

/** The filters the address asks for; anything unknown is dropped rather than sent to the server. */
export function filtersFromSearch(search: URLSearchParams): ApplicationFilters {
  const page = Number(search.get("page"));
  const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : "");
  return {
    q: (search.get("q") ?? "").slice(0, 200),
    status: oneOf(APPLICATION_STATUSES, search.get("status")),
    grade: oneOf(APPLICATION_GRADE_VALUES, search.get("grade")),
    from: day(search.get("from")),
    to: day(search.get("to")),
    needs: oneOf(APPLICATION_NEEDS, search.get("needs")),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

const FILTER_KEYS = ["q", "status", "grade", "from", "to", "needs", "page"] as const;

/** The address with `filters` written in (empty ones and page 1 left out); other parameters are kept. */
export function searchWithFilters(current: URLSearchParams, filters: ApplicationFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) next.delete(key);
  if (filters.q.trim()) next.set("q", filters.q.trim());
  if (filters.status) next.set("status", filters.status);
  if (filters.grade) next.set("grade", filters.grade);
  if (filters.from) next.set("from", filters.from);
  if (filters.to) next.set("to", filters.to);
  if (filters.needs) next.set("needs", filters.needs);
  if (filters.page > 1) next.set("page", String(filters.page));
  return next;
}

export function hasFilters(filters: ApplicationFilters) {
  return !!(filters.q.trim() || filters.status || filters.grade || filters.from || filters.to || filters.needs);
}

export function useApplicationList(filters: ApplicationFilters) {
  const query = {
    q: filters.q.trim(),
    status: filters.status,
    grade: filters.grade,
    from: filters.from,
    to: filters.to,
    needs: filters.needs,
    page: filters.page > 1 ? filters.page : undefined,
    pageSize: PAGE_SIZE,
  };
  return useQuery({ ...queryOptions(applicationList, { query }), placeholderData: keepPreviousData });
}

const detailInput = (applicationId: string) => ({ params: { applicationId } });

export function useApplicationDetail(applicationId: string) {
  return useQuery({
    ...queryOptions(applicationDetail, detailInput(applicationId)),
    retry: (count, error) => errorStatus(error) !== 403 && errorStatus(error) !== 404 && count < 2,
  });
}

/** A mutation on one application: the answer's detail replaces the cached one; lists and the dashboard are refetched. */
function useApplicationMutation<T>(applicationId: string, send: (body: T) => Promise<{ message: string; data: ApplicationDetail }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      client.setQueryData(keyOf(applicationDetail, detailInput(applicationId)), answer.data);
      const thisDetail = JSON.stringify(keyOf(applicationDetail, detailInput(applicationId)));
      await Promise.all([
        invalidate(client, applicationList),
        invalidate(client, adminDashboard),
        // A merge also changes the earlier application's history.
        client.invalidateQueries({ queryKey: keyOf(applicationDetail), predicate: (q) => JSON.stringify(q.queryKey) !== thisDetail }),
      ]);
    },
    onError: () => {
      // A 409 usually means someone else changed it: show the current state.
      void invalidate(client, applicationDetail, detailInput(applicationId));
    },
  });
}

export const useStatusChange = (applicationId: string) =>
  useApplicationMutation(applicationId, (body: StatusChangeInput) => callAnswer(changeApplicationStatus, { ...detailInput(applicationId), body }));
export const useGradeReview = (applicationId: string) =>
  useApplicationMutation(applicationId, (body: GradeReviewInput) => callAnswer(reviewApplicationGrade, { ...detailInput(applicationId), body }));
export const useDuplicateReview = (applicationId: string) =>
  useApplicationMutation(applicationId, (body: DuplicateReviewInput) => callAnswer(reviewApplicationDuplicate, { ...detailInput(applicationId), body }));

// ---- Create student (docs/api/students.md, contracts in common/api/admin/students.ts): the prefill of the dialog and the creation ----

export function useStudentDraft(applicationId: string, enabled: boolean) {
  return useQuery({ ...queryOptions(studentDraft, detailInput(applicationId)), enabled, staleTime: 0 });
}

export function useCreateStudent(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudent) => callAnswer(createStudent, { ...detailInput(applicationId), body }),
    onSettled: async () => {
      await Promise.all([
        invalidate(client, applicationDetail, detailInput(applicationId)),
        invalidate(client, studentDraft, detailInput(applicationId)),
        // The student list and records (admin/students).
        invalidate(client, studentList),
        invalidate(client, studentRecord),
        invalidate(client, auditLog),
      ]);
    },
  });
}
