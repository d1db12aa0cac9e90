/**
 * The staff admissions API (docs/api/admin-applications.md) for the Operations page: the list and
 * detail reads, the three mutations, and the list's filters as they live in the page address
 * (`?tab=applications&q=...&status=...&page=2&application=APP-...`), so links, reloads and Back work.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, errorStatus, getData } from "~/lib/api";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../../../common/application-status";
import { APPLICATION_GRADE_VALUES } from "../../../../common/grades";
import {
  APPLICATION_NEEDS,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationNeed,
  type DuplicateReviewInput,
  type GradeReviewInput,
  type StatusChangeInput,
} from "../../../../common/schemas/admin-applications";
import type { CreateStudent, CreateStudentResult, StudentDraft } from "../../../../common/schemas/learning/students";
import type { Page } from "../../../../common/schemas/paging";
import { AUDIT_KEY, DASHBOARD_KEY, STUDENTS_KEY } from "../query-keys";

export type { ApplicationDetail, ApplicationListItem };

export const APPLICATIONS_KEY = "/api/admin/applications";
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
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | "" => (value && (values as readonly string[]).includes(value) ? (value as T) : "");

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

export function listUrl(filters: ApplicationFilters) {
  const params = searchWithFilters(new URLSearchParams(), filters);
  params.set("pageSize", String(PAGE_SIZE));
  return `${APPLICATIONS_KEY}?${params.toString()}`;
}

export function useApplicationList(filters: ApplicationFilters) {
  const url = listUrl(filters);
  return useQuery({
    queryKey: [APPLICATIONS_KEY, "list", url],
    queryFn: () => getData<Page<ApplicationListItem>>(url),
    placeholderData: keepPreviousData,
  });
}

export function detailKey(applicationId: string) {
  return [APPLICATIONS_KEY, "detail", applicationId] as const;
}

export function useApplicationDetail(applicationId: string) {
  return useQuery({
    queryKey: detailKey(applicationId),
    queryFn: () => getData<ApplicationDetail>(`${APPLICATIONS_KEY}/${encodeURIComponent(applicationId)}`),
    retry: (count, error) => errorStatus(error) !== 403 && errorStatus(error) !== 404 && count < 2,
  });
}

interface MutationAnswer {
  success: boolean;
  message: string;
  data: ApplicationDetail;
}

async function postJson(url: string, body: unknown): Promise<MutationAnswer> {
  const res = await apiRequest("POST", url, body);
  return (await res.json()) as MutationAnswer;
}

/** A mutation on one application: the answer's detail replaces the cached one; lists and the dashboard are refetched. */
function useApplicationMutation<T>(applicationId: string, path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => postJson(`${APPLICATIONS_KEY}/${encodeURIComponent(applicationId)}/${path}`, body),
    onSuccess: async (answer) => {
      client.setQueryData(detailKey(applicationId), answer.data);
      await Promise.all([
        client.invalidateQueries({ queryKey: [APPLICATIONS_KEY, "list"] }),
        client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
        // A merge also changes the earlier application's history.
        client.invalidateQueries({ queryKey: [APPLICATIONS_KEY, "detail"], predicate: (q) => q.queryKey[2] !== applicationId }),
      ]);
    },
    onError: () => {
      // A 409 usually means someone else changed it: show the current state.
      void client.invalidateQueries({ queryKey: detailKey(applicationId) });
    },
  });
}

export const useStatusChange = (applicationId: string) => useApplicationMutation<StatusChangeInput>(applicationId, "status");
export const useGradeReview = (applicationId: string) => useApplicationMutation<GradeReviewInput>(applicationId, "grade-review");
export const useDuplicateReview = (applicationId: string) => useApplicationMutation<DuplicateReviewInput>(applicationId, "duplicate-review");

// ---- Create student (docs/api/students.md): the prefill of the dialog and the creation ----

export function studentDraftKey(applicationId: string) {
  return [APPLICATIONS_KEY, "student-draft", applicationId] as const;
}

export function useStudentDraft(applicationId: string, enabled: boolean) {
  return useQuery({
    queryKey: studentDraftKey(applicationId),
    queryFn: () => getData<StudentDraft>(`${APPLICATIONS_KEY}/${encodeURIComponent(applicationId)}/student-draft`),
    enabled,
    staleTime: 0,
  });
}

export function useCreateStudent(applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateStudent) => {
      const res = await apiRequest("POST", `${APPLICATIONS_KEY}/${encodeURIComponent(applicationId)}/create-student`, body);
      return (await res.json()) as { message: string; data: CreateStudentResult };
    },
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: detailKey(applicationId) }),
        client.invalidateQueries({ queryKey: studentDraftKey(applicationId) }),
        client.invalidateQueries({ queryKey: [STUDENTS_KEY] }),
        client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
      ]);
    },
  });
}
