/** The staff dashboard's counts (docs/api/admin-operations.md). */
import { useQuery } from "@tanstack/react-query";
import type { DashboardAnswer } from "../../../../common/schemas/admin-operations";
import { DASHBOARD_KEY } from "../query-keys";

export { DASHBOARD_KEY };

export function useDashboard() {
  return useQuery<DashboardAnswer>({ queryKey: DASHBOARD_KEY });
}
