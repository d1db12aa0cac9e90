/**
 * Attendance's calls (issue 18, docs/api/attendance.md), each in one place: the teacher's day of
 * sessions, one session's children with their marks, saving marks, the reports (and the CSV's
 * address), the family's attendance and their absence reports. A saved mark answers the session
 * view, which replaces the cached one; the day and the reports are refetched.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { href, type Input } from "#common/api/contract";
import {
  absenceReports,
  attendanceDay,
  attendanceReport,
  attendanceReportCsv,
  familyAttendance,
  reportAbsence,
  saveAttendance,
  sessionAttendance,
  withdrawAbsence,
} from "#common/api/learning/attendance";
import { familyChildren } from "#common/api/learning/family";
import type { AttendanceStatus } from "#common/learning/attendance";
import type { AbsenceReportInput, FAMILY_ATTENDANCE_SESSIONS } from "#common/schemas/learning/attendance";
import { call } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { useLiveEvent } from "~/lib/live-events";

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
} from "#common/schemas/learning/attendance";

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

/** How often an open marking screen reads again when no live event tells it (a room fills as children join). */
export const REFRESH_MS = 30_000;

export function useDaySessions(date: string) {
  return useQuery({
    ...queryOptions(attendanceDay, { query: { date } }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

export function useSessionAttendance(sessionId: string | null) {
  return useQuery({
    ...queryOptions(sessionAttendance, { params: { sessionId: sessionId ?? "" } }),
    enabled: Boolean(sessionId),
    refetchInterval: REFRESH_MS,
  });
}

/** Saves marks (one child's, or everyone's at once); the answer is the session's new view. */
export function useSaveMarks(sessionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (marks: AttendanceMark[]) => call(saveAttendance, { params: { sessionId }, body: { marks } }),
    onSuccess: async (view) => {
      client.setQueryData(keyOf(sessionAttendance, { params: { sessionId } }), view);
      await Promise.all([invalidate(client, attendanceDay), invalidate(client, attendanceReport)]);
    },
  });
}

/** Reads again everything attendance shows (a live `attendance` event, a reconnect). */
export function useRefreshAttendance() {
  const client = useQueryClient();
  return () => {
    void invalidate(client, sessionAttendance);
    void invalidate(client, attendanceDay);
  };
}

export function useAttendanceReport(filters: ReportFilters) {
  return useQuery({
    ...queryOptions(attendanceReport, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

export const reportCsvUrl = (filters: ReportFilters) => href(attendanceReportCsv, { query: { ...filters } });

/** A family's read: a range, one child, and every taken session or the absences only (the home's card). */
type FamilyAttendanceFilters = { from?: string; to?: string; studentId?: string; sessions?: (typeof FAMILY_ATTENDANCE_SESSIONS)[number] };

export function useFamilyAttendance(filters: FamilyAttendanceFilters = {}) {
  return useQuery(queryOptions(familyAttendance, { query: { ...filters } }));
}

/** The family's children (the absence form's choice), the same read as the family home's. */
export function useFamilyChildList() {
  return useQuery(queryOptions(familyChildren));
}

export function useAbsenceReports() {
  return useQuery(queryOptions(absenceReports));
}

export function useReportAbsence() {
  const client = useQueryClient();
  return useMutation({
    // The route parses the body itself (its first days depend on the school's today), so the contract names none.
    mutationFn: (body: AbsenceReportInput) => call(reportAbsence, { body } as Input<typeof reportAbsence>),
    onSuccess: () => Promise.all([invalidate(client, absenceReports), invalidate(client, familyAttendance)]),
  });
}

export function useWithdrawAbsence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(withdrawAbsence, { params: { id } });
    },
    onSuccess: () => Promise.all([invalidate(client, absenceReports), invalidate(client, familyAttendance)]),
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
