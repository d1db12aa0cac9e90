/**
 * Calls of /admin/settings (docs/api/admin-people.md). Reads use getData with the url in the query
 * key; the change goes through apiRequest (CSRF).
 */
import { apiRequest } from "~/lib/api";
import type { SchoolSettings, SchoolSettingsPatch } from "../../../../common/schemas/school-settings";

export const SETTINGS_KEY = ["/api/admin/settings"] as const;
export const SETTINGS_HISTORY_KEY = ["/api/admin/settings/history"] as const;

export async function saveSettings(patch: SchoolSettingsPatch): Promise<{ message: string; data: SchoolSettings }> {
  const res = await apiRequest("PATCH", SETTINGS_KEY[0], patch);
  return (await res.json()) as { message: string; data: SchoolSettings };
}
