/**
 * Calls of /admin/courses (docs/api/admin-courses.md). Reads use getData with the url in the query
 * key; every change goes through apiRequest (CSRF) and refreshes the overview, the open class and
 * the audit log.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { ClassDetail, CoursesOverview, StaffCandidate, StudentSearchResult } from "../../../../common/schemas/learning/courses";
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

/** After any change: everything read from /api/admin/courses, the dashboard and the audit log. */
export async function afterCoursesChange(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(COURSES_KEY) }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
  ]);
}
