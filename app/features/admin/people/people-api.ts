/**
 * Calls of /admin/people and /admin/settings (docs/api/admin-people.md). Reads use getData with the
 * url in the query key; mutations go through apiRequest (CSRF) and invalidate what they change.
 */
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { AdminUser, CreatePerson } from "../../../../common/schemas/admin-people";
import type { SchoolSettings, SchoolSettingsPatch } from "../../../../common/schemas/school-settings";
import { DASHBOARD_KEY } from "../query-keys";

export const USERS_KEY = "/api/admin/users";
export const SETTINGS_KEY = ["/api/admin/settings"] as const;
export const SETTINGS_HISTORY_KEY = ["/api/admin/settings/history"] as const;
export const AUDIT_KEY = "/api/admin/audit-log";

export type AccountAction = "resend-invite" | "deactivate" | "reactivate" | "reset-mfa";

export function queryString(params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
}

export async function createPerson(input: CreatePerson): Promise<{ message: string; data: AdminUser }> {
  const res = await apiRequest("POST", USERS_KEY, input);
  return (await res.json()) as { message: string; data: AdminUser };
}

export async function accountAction(id: string, action: AccountAction): Promise<{ message: string }> {
  const res = await apiRequest("POST", `${USERS_KEY}/${encodeURIComponent(id)}/${action}`);
  return (await res.json()) as { message: string };
}

export async function saveSettings(patch: SchoolSettingsPatch): Promise<{ message: string; data: SchoolSettings }> {
  const res = await apiRequest("PATCH", SETTINGS_KEY[0], patch);
  return (await res.json()) as { message: string; data: SchoolSettings };
}

/** After an account change: the list, the dashboard and (for super admins) the audit log. */
export async function afterAccountChange(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: [USERS_KEY] }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
    client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
  ]);
}
