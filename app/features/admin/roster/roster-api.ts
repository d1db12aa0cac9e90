/**
 * Calls of the roster panel (docs/api/roster.md): the OneRoster import (a check, then the import)
 * and the export download. Both go through apiRequest (CSRF, ApiError).
 */
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest, withQuery } from "~/lib/api";
import type { RosterReport } from "../../../../common/schemas/learning/roster";

export const ROSTER_IMPORT_URL = "/api/admin/roster/import";
export const ROSTER_EXPORT_URL = "/api/admin/roster/export.zip";

/** Sends the files; `dryRun` true checks and writes nothing. */
export async function sendRoster(files: readonly File[], dryRun: boolean): Promise<RosterReport> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  // Spelled out: withQuery leaves `false` out, and the server treats a missing dryRun as a check.
  const res = await apiRequest("POST", withQuery(ROSTER_IMPORT_URL, { dryRun: dryRun ? "true" : "false" }), form);
  return ((await res.json()) as { data: RosterReport }).data;
}

/** Downloads the export as the server names it. */
export async function downloadRoster(): Promise<string> {
  const res = await apiRequest("GET", ROSTER_EXPORT_URL);
  const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "oneroster.zip";
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

/**
 * After an import: an import touches years, classes, people, enrolments, the dashboard and the
 * audit log, so every staff read is refreshed (and the learning wing's, for staff viewing it).
 */
export async function afterRosterImport(client: QueryClient) {
  await client.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/") });
}
