/**
 * Issue 31: the app reaches an endpoint through its contract (common/api/) with `call`,
 * `queryOptions` or `href`, so no screen writes an "/api/" address or casts an answer. The files
 * listed below still do and only shrink: migrating one removes it, and a file not listed fails.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The API client itself: the anti-forgery token's address (docs/product.md section 7). */
const CLIENT = new Set(["app/lib/api.ts"]);
/** A string or template literal that starts an API address. */
const ADDRESS = /["'`]\/api\//;
/** A reply cast instead of typed by its contract: `(await res.json()) as T`, `as { data: T }`. */
const CAST = /json\(\)\)?\s*as\b|as \{ ?data/;

const STILL_WRITING_ADDRESSES: readonly string[] = [
  "app/features/admin/applications/applications-api.ts",
  "app/features/admin/courses/courses-api.ts",
  "app/features/admin/inbox/inbox-api.ts",
  "app/features/admin/people/people-api.ts",
  "app/features/admin/query-keys.ts",
  "app/features/admin/reports/reports-api.ts",
  "app/features/admin/roster/roster-api.ts",
  "app/features/admin/settings/settings-api.ts",
  "app/features/admin/skills/skills-api.ts",
  "app/features/admin/tours/tours-api.ts",
  "app/features/application/application-api.ts",
  "app/features/auth/auth-api.ts",
  "app/features/contact/contact-api.ts",
  "app/features/family/family-api.ts",
  "app/features/learning/attendance/attendance-api.ts",
  "app/features/learning/calendar/calendar-api.ts",
  "app/features/learning/conferences/conferences-api.ts",
  "app/features/learning/content/content-api.ts",
  "app/features/learning/files/files-api.ts",
  "app/features/learning/gradebook/gradebook-api.ts",
  "app/features/learning/gradebook/marking-dialog.tsx",
  "app/features/learning/homes/homes-api.ts",
  "app/features/learning/insights/insights-api.ts",
  "app/features/learning/library/library-api.ts",
  "app/features/learning/live/live-api.ts",
  "app/features/learning/messages/messages-api.ts",
  "app/features/learning/messages/messages-screen.tsx",
  "app/features/learning/messages/safeguarding-queue.tsx",
  "app/features/learning/notifications/notifications-api.ts",
  "app/features/learning/profile/profile-api.ts",
  "app/features/learning/progress/progress-api.ts",
  "app/features/learning/rewards/rewards-api.ts",
  "app/features/learning/work/work-api.ts",
  "app/features/mfa/mfa-api.ts",
  "app/features/tour/tour-api.ts",
  "app/lib/auth.ts",
  "app/lib/email-verification.ts",
  "app/lib/live-events.ts",
  "app/lib/notification-count.ts",
  "app/lib/upload.ts",
];

const STILL_CASTING: readonly string[] = [
  "app/features/admin/applications/applications-api.ts",
  "app/features/admin/courses/courses-api.ts",
  "app/features/admin/inbox/inbox-api.ts",
  "app/features/admin/people/people-api.ts",
  "app/features/admin/reports/reports-api.ts",
  "app/features/admin/roster/roster-api.ts",
  "app/features/admin/settings/settings-api.ts",
  "app/features/admin/skills/skills-api.ts",
  "app/features/admin/students/students-api.ts",
  "app/features/admin/tours/tours-api.ts",
  "app/features/auth/auth-api.ts",
  "app/features/family/family-api.ts",
  "app/features/learning/attendance/attendance-api.ts",
  "app/features/learning/calendar/calendar-api.ts",
  "app/features/learning/conferences/conferences-api.ts",
  "app/features/learning/content/content-api.ts",
  "app/features/learning/files/files-api.ts",
  "app/features/learning/gradebook/gradebook-api.ts",
  "app/features/learning/library/library-api.ts",
  "app/features/learning/live/live-api.ts",
  "app/features/learning/messages/messages-api.ts",
  "app/features/learning/notifications/notifications-api.ts",
  "app/features/learning/profile/profile-api.ts",
  "app/features/learning/progress/progress-api.ts",
  "app/features/learning/work/work-api.ts",
  "app/features/mfa/mfa-api.ts",
  "app/lib/auth.ts",
  "app/lib/email-verification.ts",
  "app/lib/upload.ts",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) ? [path.relative(ROOT, full)] : [];
  });
}

const appFiles = sourceFiles(path.join(ROOT, "app")).filter((file) => !CLIENT.has(file));
const matching = (pattern: RegExp) => appFiles.filter((file) => pattern.test(readFileSync(path.join(ROOT, file), "utf8"))).sort();

describe("API addresses in the app", () => {
  it("are written only by the contracts and the client", () => {
    const writing = matching(ADDRESS);
    expect(writing.filter((file) => !STILL_WRITING_ADDRESSES.includes(file)), "call through common/api/ (call, queryOptions, href)").toEqual([]);
    expect(STILL_WRITING_ADDRESSES.filter((file) => !writing.includes(file)), "migrated: remove from STILL_WRITING_ADDRESSES").toEqual([]);
  });

  it("answers are typed by their contract, never cast", () => {
    const casting = matching(CAST);
    expect(casting.filter((file) => !STILL_CASTING.includes(file)), "read the answer with call(contract, input)").toEqual([]);
    expect(STILL_CASTING.filter((file) => !casting.includes(file)), "migrated: remove from STILL_CASTING").toEqual([]);
  });
});
