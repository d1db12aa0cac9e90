/**
 * Attendance's calls (issue 18, docs/api/attendance.md), each in one place: the teacher's day of
 * sessions, one session's children with their marks, saving marks, the reports (and the CSV's
 * address), the family's attendance and their absence reports. A saved mark answers the session
 * view, which replaces the cached one; the day and the reports are refetched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import { useLiveEvent } from "~/lib/live-events";
import type { AttendanceStatus } from "../../../../common/learning/attendance";
import type { AbsenceReport, AbsenceReportInput, AttendanceDay, AttendanceReport, FamilyAttendance, SessionAttendance } from "../../../../common/schemas/learning/attendance";
import type { FamilyChild } from "../../../../common/schemas/learning/homes";

// The answers' shapes are the shared ones (common/schemas/learning/attendance.ts), named as the screens read them.
export type {
  AbsenceReport,
  AbsenceReportInput,
  AttendanceReport,
  FamilyAttendance,
  SessionAttendance,
  AttendanceDay as DaySessions,
  AttendanceSessionSummary as SessionSummary,
  SessionAttendanceChild as ChildAttendance,
  FamilyAttendanceSession as FamilySession,
} from "../../../../common/schemas/learning/attendance";

/** One mark as the PUT sends it: a status, or null to remove the teacher's mark. */
export interface AttendanceMark {
  studentId: string;
  status: AttendanceStatus | null;
  reason?: string;
}

export interface ReportFilters {
  from?: string;
  to?: string;
  classId?: string;
  studentId?: string;
}

export const DAY_KEY = "/api/teacher/attendance/sessions";
const SESSION_KEY = "attendance-session";
export const REPORT_KEY = "/api/teacher/attendance-reports";
export const CSV_URL = "/api/teacher/attendance-reports.csv";
export const FAMILY_KEY = "/api/family/attendance";
export const ABSENCES_KEY = "/api/family/absence-reports";

/** How often an open marking screen reads again when no live event tells it (a room fills as children join). */
export const REFRESH_MS = 30_000;

const sessionUrl = (id: string) => `/api/teacher/sessions/${encodeURIComponent(id)}/attendance`;

export function useDaySessions(date: string) {
  return useQuery({
    queryKey: [DAY_KEY, date],
    queryFn: () => getData<AttendanceDay>(withQuery(DAY_KEY, { date })),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useSessionAttendance(sessionId: string | null) {
  return useQuery({
    queryKey: [SESSION_KEY, sessionId],
    queryFn: () => getData<SessionAttendance>(sessionUrl(sessionId!)),
    enabled: Boolean(sessionId),
    refetchInterval: REFRESH_MS,
  });
}

async function json<A>(method: string, url: string, body?: unknown): Promise<A> {
  const res = await apiRequest(method, url, body);
  return (await res.json()) as A;
}

/** Saves marks (one child's, or everyone's at once); the answer is the session's new view. */
export function useSaveMarks(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marks: AttendanceMark[]) => json<{ data: SessionAttendance }>("PUT", sessionUrl(sessionId), { marks }),
    onSuccess: async (answer) => {
      client.setQueryData([SESSION_KEY, sessionId], answer.data);
      await Promise.all([client.invalidateQueries({ queryKey: [DAY_KEY] }), client.invalidateQueries({ queryKey: [REPORT_KEY] })]);
    },
  });
}

/** Reads again everything attendance shows (a live `attendance` event, a reconnect). */
export function useRefreshAttendance() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: [SESSION_KEY] });
    void client.invalidateQueries({ queryKey: [DAY_KEY] });
  };
}

export function useAttendanceReport(filters: ReportFilters) {
  return useQuery({
    queryKey: [REPORT_KEY, filters],
    queryFn: () => getData<AttendanceReport>(withQuery(REPORT_KEY, { ...filters })),
    placeholderData: keepPreviousData,
  });
}

export const reportCsvUrl = (filters: ReportFilters) => withQuery(CSV_URL, { ...filters });

export function useFamilyAttendance(filters: { from?: string; to?: string; studentId?: string } = {}) {
  return useQuery({ queryKey: [FAMILY_KEY, filters], queryFn: () => getData<FamilyAttendance>(withQuery(FAMILY_KEY, { ...filters })) });
}

/** The family's children (the absence form's choice), the same read as the family home's. */
export const FAMILY_CHILDREN_KEY = "/api/family/children";
export function useFamilyChildList() {
  return useQuery({ queryKey: [FAMILY_CHILDREN_KEY], queryFn: () => getData<FamilyChild[]>(FAMILY_CHILDREN_KEY) });
}

export function useAbsenceReports() {
  return useQuery({ queryKey: [ABSENCES_KEY], queryFn: () => getData<AbsenceReport[]>(ABSENCES_KEY) });
}

export function useReportAbsence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AbsenceReportInput) => json<{ data: AbsenceReport }>("POST", ABSENCES_KEY, input),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [ABSENCES_KEY] }), client.invalidateQueries({ queryKey: [FAMILY_KEY] })]),
  });
}

export function useWithdrawAbsence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `${ABSENCES_KEY}/${encodeURIComponent(id)}`);
    },
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [ABSENCES_KEY] }), client.invalidateQueries({ queryKey: [FAMILY_KEY] })]),
  });
}

/**
 * Keeps the open attendance screens current: the server publishes `attendance` to each of the
 * class's teachers when marks change (another teacher of the class, another tab), and a reconnect
 * asks for everything again. The reads also refetch on focus and every REFRESH_MS (children join
 * the live room without an event).
 */
export function useAttendanceEvents() {
  const refresh = useRefreshAttendance();
  useLiveEvent("attendance", refresh);
  useLiveEvent("resync", refresh);
}
