/** The audit log of staff actions (super_admin; docs/api/admin-people.md): its pages and the actions to filter by. */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getData, withQuery } from "~/lib/api";
import type { AuditEntryView } from "../../../../common/schemas/admin-people";
import type { Page } from "../../../../common/schemas/paging";
import { AUDIT_KEY } from "../query-keys";

export { AUDIT_KEY };
export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  q: string;
  action: string;
  actor: string;
  from: string;
  to: string;
}

export function useAuditLog(filters: AuditFilters, page: number) {
  const url = withQuery(AUDIT_KEY, { ...filters, page, pageSize: AUDIT_PAGE_SIZE });
  return useQuery({ queryKey: [AUDIT_KEY, filters, page], queryFn: () => getData<Page<AuditEntryView>>(url), placeholderData: keepPreviousData });
}

export function useAuditActions() {
  return useQuery({ queryKey: [`${AUDIT_KEY}/actions`], queryFn: () => getData<string[]>(`${AUDIT_KEY}/actions`) });
}
