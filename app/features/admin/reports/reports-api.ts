/**
 * The admissions reports and their CSV export (docs/api/admin-operations.md, contracts in
 * common/api/admin/reports.ts), the office's attendance and learning reports with a CSV per section
 * (issue 33, same contracts), and report cards (docs/api/progress.md, common/api/admin/report-cards.ts).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { href } from "#common/api/contract";
import {
  admissionsReport,
  applicationsCsv,
  attendanceOfficeCsv,
  attendanceOfficeReport,
  learningOfficeCsv,
  learningOfficeReport,
} from "#common/api/admin/reports";
import type { AttendanceSection, LearningSection } from "#common/schemas/office-reports";
import { generateReportCards, reportCards } from "#common/api/admin/report-cards";
import { fileContent } from "#common/api/learning/files";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";

export interface ReportRange {
  from?: string;
  to?: string;
}

/** The CSV of the applications in the range, with the chosen status only when one is chosen. */
export function exportUrl(range: ReportRange, status?: string) {
  return href(applicationsCsv, { query: { from: range.from, to: range.to, status } });
}

export function useReports(range: ReportRange) {
  return useQuery(queryOptions(admissionsReport, { query: { from: range.from, to: range.to } }));
}

// --- The office's attendance and learning reports (issue 33) ---------------------------------------

/** No dates: the current term (the server decides which). */
export function useAttendanceOfficeReport(range: ReportRange) {
  return useQuery(queryOptions(attendanceOfficeReport, { query: { from: range.from, to: range.to } }));
}

export function attendanceCsvUrl(range: ReportRange, section: AttendanceSection) {
  return href(attendanceOfficeCsv, { query: { from: range.from, to: range.to, section } });
}

export interface LearningRange extends ReportRange {
  /** "Not returned after N days"; the server's default (7) when absent. */
  days?: number;
}

export function useLearningOfficeReport(range: LearningRange) {
  return useQuery(queryOptions(learningOfficeReport, { query: { from: range.from, to: range.to, days: range.days } }));
}

export function learningCsvUrl(range: LearningRange, section: LearningSection) {
  return href(learningOfficeCsv, { query: { from: range.from, to: range.to, days: range.days, section } });
}

// --- Report cards (docs/api/progress.md) -----------------------------------------------------------

/** A report card's PDF, downloaded through the one files endpoint (staff may read every one). */
export const reportCardDownload = (fileId: string) => `${href(fileContent, { params: { id: fileId } })}?download`;

export function useReportCards(termId: string | undefined) {
  return useQuery(queryOptions(reportCards, { query: { termId } }));
}

export function useGenerateReportCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { termId: string }) => call(generateReportCards, { body }),
    onSuccess: () => invalidate(client, reportCards),
  });
}
