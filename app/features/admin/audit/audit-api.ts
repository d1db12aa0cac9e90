/**
 * The audit log of staff actions (super_admin; docs/api/admin-people.md, contracts in
 * common/api/admin/audit.ts): its pages and the actions to filter by.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { auditActions, auditLog } from "#common/api/admin/audit";
import { queryOptions } from "~/lib/api-queries";

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  q: string;
  action: string;
  actor: string;
  from: string;
  to: string;
}

export function useAuditLog(filters: AuditFilters, page: number) {
  return useQuery({ ...queryOptions(auditLog, { query: { ...filters, page, pageSize: AUDIT_PAGE_SIZE } }), placeholderData: keepPreviousData });
}

export function useAuditActions() {
  return useQuery(queryOptions(auditActions));
}
