/**
 * Calls of /admin/courses (docs/api/admin-courses.md). Reads use getData with the url in the query
 * key; every change goes through apiRequest (CSRF) and refreshes the overview, the open class and
 * the audit log.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { ClassDetail, CoursesOverview, StaffCandidate, StudentSearchResult } from "../../../../common/schemas/learning/courses";
import type { AdminStandard } from "../../../../common/schemas/learning/standards";
import type { Page } from "../../../../common/schemas/paging";
import { AUDIT_KEY, DASHBOARD_KEY } from "../query-keys";

export const COURSES_KEY = "/api/admin/courses";
const OVERVIEW_KEY = `${COURSES_KEY}/overview`;

export function useCoursesOverview(yearId: string | undefined) {
  return useQuery({
    queryKey: [OVERVIEW_KEY, yearId ?? ""],
    queryFn: () => getData<CoursesOverview>(withQuery(OVERVIEW_KEY, { yearId })),
    placeholderData: keepPreviousData,
  });
}

export function useClassDetail(id: string) {
  return useQuery({ queryKey: [`${COURSES_KEY}/classes`, id], queryFn: () => getData<ClassDetail>(`${COURSES_KEY}/classes/${encodeURIComponent(id)}`) });
}

export function useStudentSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [`${COURSES_KEY}/students`, q],
    queryFn: () => getData<StudentSearchResult[]>(withQuery(`${COURSES_KEY}/students`, { q })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useStaffCandidates() {
  return useQuery({ queryKey: [`${COURSES_KEY}/teachers`], queryFn: () => getData<StaffCandidate[]>(`${COURSES_KEY}/teachers`), staleTime: 60_000 });
}

/** A change under /api/admin/courses; the answer's `message` is what the toast says. */
export async function coursesChange<T = unknown>(method: "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<{ message: string; data: T }> {
  const res = await apiRequest(method, `${COURSES_KEY}${path}`, body);
  return (await res.json()) as { message: string; data: T };
}

/** The Standards tab (docs/api/admin-standards.md): the whole catalog, a page at a time. */
export const STANDARDS_KEY = "/api/admin/standards";
export const ADMIN_STANDARDS_PAGE_SIZE = 25;

export interface StandardsFilters {
  subject: string;
  grade: string;
  framework: string;
  q: string;
  page: number;
}

export function useAdminStandards(filters: StandardsFilters) {
  return useQuery({
    queryKey: [STANDARDS_KEY, filters],
    queryFn: () => getData<Page<AdminStandard>>(withQuery(STANDARDS_KEY, { ...filters, pageSize: ADMIN_STANDARDS_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
}

/** A change under /api/admin/standards; the answer's `message` is what the toast says. */
export async function standardsChange(method: "POST" | "PATCH", path: string, body?: unknown): Promise<{ message: string; data: AdminStandard }> {
  const res = await apiRequest(method, `${STANDARDS_KEY}${path}`, body);
  return (await res.json()) as { message: string; data: AdminStandard };
}

const STALE_AFTER_CHANGE = [COURSES_KEY, STANDARDS_KEY, "/api/standards"];

/** After any change: everything read from /api/admin/courses and the standards, the dashboard and the audit log. */
export async function afterCoursesChange(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && STALE_AFTER_CHANGE.some((key) => (q.queryKey[0] as string).startsWith(key)) }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
  ]);
}
