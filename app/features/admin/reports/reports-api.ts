/** The admissions reports and their CSV export (docs/api/admin-operations.md). */
import { useQuery } from "@tanstack/react-query";
import { getData, withQuery } from "~/lib/api";
import type { ReportsAnswer } from "../../../../common/schemas/admin-operations";

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
