/**
 * Least privilege for the staff API: every route under /api/admin (read from the contracts, so a
 * route added later is covered without editing this file) is refused to a signed-out visitor (401)
 * and to every role but admin and super_admin (403), with a valid anti-forgery token so the refusal
 * is the role check and not the token check. super_admin-only routes refuse admin too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES, type Role } from "#common/roles";
import { CONTRACTS, endpointKey } from "#common/api/index";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { resetDatabase, startTestApp, type TestApp } from "../support/test-app";

/** Routes the issue asks for; the registry must hold them (and may hold more). */
const EXPECTED = [
  "GET /api/admin/attachments/:id",
  "GET /api/admin/dashboard",
  "GET /api/admin/applications",
  "GET /api/admin/applications/:applicationId",
  "POST /api/admin/applications/:applicationId/status",
  "POST /api/admin/applications/:applicationId/grade-review",
  "POST /api/admin/applications/:applicationId/duplicate-review",
  "GET /api/admin/tours",
  "POST /api/admin/tours/:id/cancel",
  "POST /api/admin/tours/:id/reschedule",
  "GET /api/admin/enquiries",
  "GET /api/admin/enquiries/:id",
  "POST /api/admin/enquiries/:id/read",
  "POST /api/admin/enquiries/:id/unread",
  "GET /api/admin/users",
  "POST /api/admin/users",
  "POST /api/admin/users/:id/deactivate",
  "POST /api/admin/users/:id/reactivate",
  "POST /api/admin/users/:id/reset-mfa",
  "POST /api/admin/users/:id/resend-invite",
  "GET /api/admin/settings",
  "PATCH /api/admin/settings",
  "GET /api/admin/settings/history",
  "GET /api/admin/reports",
  "GET /api/admin/reports/applications.csv",
  "GET /api/admin/audit-log",
  "GET /api/admin/audit-log/actions",
  "GET /api/admin/courses/overview",
  "POST /api/admin/courses/years",
  "PATCH /api/admin/courses/years/:id",
  "POST /api/admin/courses/years/:id/current",
  "PUT /api/admin/courses/years/:id/terms",
  "POST /api/admin/courses/years/:id/days",
  "DELETE /api/admin/courses/days/:id",
  "POST /api/admin/courses/subjects",
  "PATCH /api/admin/courses/subjects/:id",
  "POST /api/admin/courses/classes",
  "GET /api/admin/courses/classes/:id",
  "PATCH /api/admin/courses/classes/:id",
  "PUT /api/admin/courses/classes/:id/staff",
  "POST /api/admin/courses/classes/:id/enrolments",
  "POST /api/admin/courses/enrolments/:id/end",
  "POST /api/admin/courses/enrolments/:id/move",
  "POST /api/admin/courses/classes/:id/meetings",
  "DELETE /api/admin/courses/meetings/:id",
  "POST /api/admin/courses/classes/:id/sessions/generate",
  "POST /api/admin/courses/sessions/:id/cancel",
  "GET /api/admin/courses/students",
  "GET /api/admin/courses/teachers",
  "POST /api/admin/roster/import",
  "GET /api/admin/roster/export.zip",
  "GET /api/admin/applications/:applicationId/student-draft",
  "POST /api/admin/applications/:applicationId/create-student",
  "GET /api/admin/students",
  "GET /api/admin/students/:id",
  "PATCH /api/admin/students/:id",
  "POST /api/admin/students/:id/guardians",
  "DELETE /api/admin/students/:id/guardians/:userId",
  "POST /api/admin/students/:id/password",
];
/** Every staff endpoint, read from the contracts (common/api/admin/), so one added later is walked too. */
const adminEndpoints = CONTRACTS.filter(({ contract }) => contract.path.startsWith("/api/admin/")).map(({ contract }) => endpointKey(contract));
const SUPER_ADMIN_ONLY = new Set(["GET /api/admin/audit-log", "GET /api/admin/audit-log/actions"]);
const NOT_STAFF: Role[] = ROLES.filter((r) => r !== "admin" && r !== "super_admin");

/** A concrete path for a route pattern: unknown ids, so a permitted call can do no harm. */
function concrete(url: string) {
  return url.replace(":applicationId", "APP-2026-00000000").replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");
}

describe("every /api/admin route refuses everyone but staff", () => {
  let t: TestApp;
  const clients = {} as Record<Role | "anonymous", TestClient>;

  beforeAll(async () => {
    // Every role walks every staff route from one address: well past the per-minute API limit.
    t = await startTestApp("pglite", { config: { apiRateLimitPerMinute: 100_000 } });
    await resetDatabase(t.db);
    clients.anonymous = new TestClient(t.url);
    for (const role of ROLES) {
      const { sessionId } = await createSignedInUser(t.db, role);
      clients[role] = new TestClient(t.url);
      clients[role].setCookie("sid", sessionId);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (client: TestClient, endpoint: string) => {
    const [method, url] = endpoint.split(" ") as [string, string];
    const path = concrete(url);
    return method === "GET" ? client.get(path) : client.mutate(method as "POST" | "PATCH" | "PUT" | "DELETE", path, {});
  };

  it("registers every staff route the back office needs", () => {
    for (const endpoint of EXPECTED) expect([...adminEndpoints], endpoint).toContain(endpoint);
  });

  it("answers 401 to a signed-out visitor on every staff route", async () => {
    for (const endpoint of adminEndpoints) {
      const res = await call(clients.anonymous, endpoint);
      expect(res.status, endpoint).toBe(401);
      expect(res.json<{ message: string }>().message, endpoint).toBe("Please sign in to continue.");
    }
  });

  it.each(NOT_STAFF)("answers 403 to %s on every staff route", async (role) => {
    for (const endpoint of adminEndpoints) {
      const res = await call(clients[role], endpoint);
      expect(res.status, endpoint).toBe(403);
      expect(res.json<{ message: string }>().message, endpoint).toBe("You do not have permission to do this.");
    }
  });

  it("lets admin through every staff route but the super_admin-only ones", async () => {
    for (const endpoint of adminEndpoints) {
      const res = await call(clients.admin, endpoint);
      if (SUPER_ADMIN_ONLY.has(endpoint)) expect(res.status, endpoint).toBe(403);
      else expect([401, 403], `${endpoint} answered ${res.status} ${res.text}`).not.toContain(res.status);
    }
  });

  it("lets super_admin through every staff route", async () => {
    for (const endpoint of adminEndpoints) {
      const res = await call(clients.super_admin, endpoint);
      expect([401, 403], `${endpoint} answered ${res.status} ${res.text}`).not.toContain(res.status);
    }
  });
});
