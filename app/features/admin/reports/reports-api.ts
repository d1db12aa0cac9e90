/** The admissions reports and their CSV export (docs/api/admin-operations.md), and report cards (docs/api/progress.md). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { ReportsAnswer } from "../../../../common/schemas/admin-operations";
import type { GeneratedReportCards, ReportCardList } from "../../../../common/schemas/learning/progress";

export const REPORTS_URL = "/api/admin/reports";
export const EXPORT_URL = "/api/admin/reports/applications.csv";

export interface ReportRange {
  from?: string;
  to?: string;
}

/** The CSV of the applications in the range, with the chosen status only when one is chosen. */
export function exportUrl(range: ReportRange, status?: string) {
  return withQuery(EXPORT_URL, { from: range.from, to: range.to, status });
}

export function useReports(range: ReportRange) {
  return useQuery({ queryKey: [REPORTS_URL, range], queryFn: () => getData<ReportsAnswer>(withQuery(REPORTS_URL, { from: range.from, to: range.to })) });
}

// --- Report cards (docs/api/progress.md) -----------------------------------------------------------

export const REPORT_CARDS_URL = "/api/admin/report-cards";

/** A report card's PDF, downloaded through the one files endpoint (staff may read every one). */
export const reportCardDownload = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/content?download`;

export function useReportCards(termId: string | undefined) {
  return useQuery({ queryKey: [REPORT_CARDS_URL, termId ?? "default"], queryFn: () => getData<ReportCardList>(withQuery(REPORT_CARDS_URL, { termId })) });
}

export function useGenerateReportCards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { termId: string }) => ((await (await apiRequest("POST", REPORT_CARDS_URL, input)).json()) as { data: GeneratedReportCards }).data,
    onSuccess: () => client.invalidateQueries({ queryKey: [REPORT_CARDS_URL] }),
  });
}
