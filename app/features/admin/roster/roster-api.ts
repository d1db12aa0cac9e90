/**
 * Calls of the roster panel (docs/api/roster.md, contracts in common/api/admin/roster.ts): the
 * OneRoster import (a check, then the import) and the export download.
 */
import type { QueryClient } from "@tanstack/react-query";
import { call, throwIfResNotOk } from "~/lib/api";
import { invalidate } from "~/lib/api-queries";
import { href } from "#common/api/contract";
import { auditLog } from "#common/api/admin/audit";
import { classDetail, courseStudentSearch, coursesOverview, staffCandidates } from "#common/api/admin/courses";
import { adminDashboard } from "#common/api/admin/dashboard";
import { peopleList } from "#common/api/admin/people";
import { exportRoster, importRoster } from "#common/api/admin/roster";
import { studentList, studentRecord } from "#common/api/admin/students";
import { calendarEvents } from "#common/api/learning/calendar";
import { classRoster, teacherClasses, teacherHome } from "#common/api/learning/teacher";
import type { RosterReport } from "#common/schemas/learning/roster";

/** Sends the files; `dryRun` true checks and writes nothing. */
export async function sendRoster(files: readonly File[], dryRun: boolean): Promise<RosterReport> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  // Spelled out: withQuery leaves `false` out, and the server treats a missing dryRun as a check.
  return call(importRoster, { query: { dryRun: dryRun ? "true" : "false" }, body: form });
}

/** Downloads the export as the server names it. */
export async function downloadRoster(): Promise<string> {
  const res = await fetch(href(exportRoster), { credentials: "include" });
  await throwIfResNotOk(res);
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
 * After an import: it writes school years and terms, classes and their staff, people (staff and
 * guardians), students, guardian links and enrolments, and audits it, so every read that shows
 * them is refreshed: the courses screen (overview, an open class, the enrol search, the staff
 * picker), the students and people lists and records, the dashboard and the audit log, and the
 * learning wing's class lists and calendar (for staff viewing it).
 */
export async function afterRosterImport(client: QueryClient) {
  await Promise.all(
    [
      coursesOverview,
      classDetail,
      courseStudentSearch,
      staffCandidates,
      studentList,
      studentRecord,
      peopleList,
      adminDashboard,
      auditLog,
      teacherHome,
      teacherClasses,
      classRoster,
      calendarEvents,
    ].map((contract) => invalidate(client, contract)),
  );
}
