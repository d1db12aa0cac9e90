/**
 * Calls of /admin/people (docs/api/admin-people.md, contracts in common/api/admin/people.ts): the
 * list, creating an account and the account actions; changes refresh what they move.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { call, callAnswer } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { auditLog } from "#common/api/admin/audit";
import { adminDashboard } from "#common/api/admin/dashboard";
import { createPerson as createPersonContract, deactivatePerson, peopleList, reactivatePerson, resendInvite, resetPersonMfa } from "#common/api/admin/people";
import type { CreatePerson } from "#common/schemas/admin-people";

export const PEOPLE_PAGE_SIZE = 25;

export type AccountAction = "resend-invite" | "deactivate" | "reactivate" | "reset-mfa";

const ACCOUNT_ACTIONS = {
  "resend-invite": resendInvite,
  deactivate: deactivatePerson,
  reactivate: reactivatePerson,
  "reset-mfa": resetPersonMfa,
} as const satisfies Record<AccountAction, unknown>;

export interface PeopleFilters {
  q: string;
  role: string;
  state: string;
  page: number;
}

export function usePeople({ q, role, state, page }: PeopleFilters) {
  return useQuery({ ...queryOptions(peopleList, { query: { q, role, state, page, pageSize: PEOPLE_PAGE_SIZE } }), placeholderData: keepPreviousData });
}

export function createPerson(body: CreatePerson) {
  return callAnswer(createPersonContract, { body });
}

export function accountAction(id: string, action: AccountAction) {
  return call(ACCOUNT_ACTIONS[action], { params: { id } });
}

/** After an account change: the list, the dashboard and (for super admins) the audit log. */
export async function afterAccountChange(client: QueryClient) {
  await Promise.all([invalidate(client, peopleList), invalidate(client, adminDashboard), invalidate(client, auditLog)]);
}
