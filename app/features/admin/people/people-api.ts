/**
 * Calls of /admin/people (docs/api/admin-people.md). Reads use getData with the
 * url in the query key; mutations go through apiRequest (CSRF) and invalidate what they change.
 */
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { AdminUser, CreatePerson } from "../../../../common/schemas/admin-people";
import { AUDIT_KEY, DASHBOARD_KEY } from "../query-keys";

export const USERS_KEY = "/api/admin/users";

export type AccountAction = "resend-invite" | "deactivate" | "reactivate" | "reset-mfa";

export async function createPerson(input: CreatePerson): Promise<{ message: string; data: AdminUser }> {
  const res = await apiRequest("POST", USERS_KEY, input);
  return (await res.json()) as { message: string; data: AdminUser };
}

export async function accountAction(id: string, action: AccountAction): Promise<{ message: string }> {
  const res = await apiRequest("POST", `${USERS_KEY}/${encodeURIComponent(id)}/${action}`);
  return (await res.json()) as { message: string };
}

/** After an account change: the list, the dashboard and (for super admins) the audit log. */
export async function afterAccountChange(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: [USERS_KEY] }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
  ]);
}
