/** The staff dashboard's counts (docs/api/admin-operations.md, contract in common/api/admin/dashboard.ts). */
import { useQuery } from "@tanstack/react-query";
import { adminDashboard } from "#common/api/admin/dashboard";
import { queryOptions } from "~/lib/api-queries";

export function useDashboard() {
  return useQuery(queryOptions(adminDashboard));
}
