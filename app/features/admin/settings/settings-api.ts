/**
 * The school-wide settings of /admin/settings and their history (docs/api/admin-people.md, contracts
 * in common/api/admin/settings.ts).
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { callAnswer } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { adminDashboard } from "#common/api/admin/dashboard";
import { saveSchoolSettings, schoolSettings, settingsHistory } from "#common/api/admin/settings";
import type { SchoolSettings, SchoolSettingsPatch } from "#common/schemas/school-settings";

export function useSchoolSettings() {
  return useQuery(queryOptions(schoolSettings));
}

export function useSettingsHistory() {
  return useQuery(queryOptions(settingsHistory));
}

export function saveSettings(patch: SchoolSettingsPatch) {
  return callAnswer(saveSchoolSettings, { body: patch });
}

/** The saved settings replace the cached ones. */
export function cacheSchoolSettings(client: QueryClient, settings: SchoolSettings) {
  client.setQueryData(keyOf(schoolSettings), settings);
}

/** After a save: the recent changes and the dashboard are out of date. */
export async function afterSettingsSaved(client: QueryClient) {
  await Promise.all([invalidate(client, settingsHistory), invalidate(client, adminDashboard)]);
}
