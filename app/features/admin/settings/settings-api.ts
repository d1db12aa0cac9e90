/** The school-wide settings of /admin/settings and their history (docs/api/admin-people.md). */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { SchoolSettings, SchoolSettingsPatch, SettingChange } from "../../../../common/schemas/school-settings";

export const SETTINGS_KEY = ["/api/admin/settings"] as const;
export const SETTINGS_HISTORY_KEY = ["/api/admin/settings/history"] as const;

export function useSchoolSettings() {
  return useQuery<SchoolSettings>({ queryKey: SETTINGS_KEY });
}

export function useSettingsHistory() {
  return useQuery<SettingChange[]>({ queryKey: SETTINGS_HISTORY_KEY });
}

export async function saveSettings(patch: SchoolSettingsPatch): Promise<{ message: string; data: SchoolSettings }> {
  const res = await apiRequest("PATCH", SETTINGS_KEY[0], patch);
  return (await res.json()) as { message: string; data: SchoolSettings };
}
