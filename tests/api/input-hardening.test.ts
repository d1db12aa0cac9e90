/**
 * Input the database would choke on is refused by the shared schemas with a 400 on the field, over
 * real HTTP: a NUL (PostgreSQL refuses 0x00 in text, which was a 500) in the public forms, sign-in,
 * the profile and every staff search, and an unparseable date in the staff date ranges (which
 * crashed the range check: a 500 on reports, the CSV export and tours).
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DATE_RANGE_MESSAGES } from "#common/schemas/paging";
import { UNUSUAL_CHARACTERS } from "#common/schemas/fields";
import { applications, enquiries, tourBookings, users } from "../../server/db/schema";
import { createSignedInUser } from "../support/fixtures";
import { validApplication, validContact, validTour } from "../support/form-data";
import { TestClient, type TestResponse } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };
const errorsOf = (res: TestResponse) => res.json<ErrorBody>().errors ?? [];

describe.each(DATABASE_KINDS)("input hardening on %s", (kind) => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { formRateLimitPerHour: 100 } });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
    client = new TestClient(t.url);
  });

  async function signInAs(role: "super_admin" | "parent") {
    client.setCookie("sid", (await createSignedInUser(t.db, role)).sessionId);
  }

  function expectRefused(res: TestResponse, field: string, message: string) {
    expect(res.status, res.text).toBe(400);
    expect(errorsOf(res)).toContainEqual({ field, message });
  }

  describe("a NUL character is a 400 on its field, never a 500", () => {
    it.each([
      ["/api/admin/applications", "q"],
      ["/api/admin/users", "q"],
      ["/api/admin/enquiries", "q"],
      ["/api/admin/audit-log", "q"],
      ["/api/admin/audit-log", "actor"],
      ["/api/admin/audit-log", "action"],
    ])("GET %s?%s=%00", async (path, field) => {
      await signInAs("super_admin"); // the audit log is for super_admin only
      expectRefused(await client.get(`${path}?${field}=smith%00`), field, UNUSUAL_CHARACTERS);
      expectRefused(await client.get(`${path}?${field}=%00`), field, UNUSUAL_CHARACTERS);
    });

    it("in the three public forms, nothing stored", async () => {
      expectRefused(await client.mutate("POST", "/api/contact", validContact({ parent_name: "Maria\u0000Garcia" })), "parent_name", UNUSUAL_CHARACTERS);
      expectRefused(
        await client.mutate("POST", "/api/contact", validContact({ message: "Hello there, grade 3 question\u0000" })),
        "message",
        UNUSUAL_CHARACTERS,
      );
      expectRefused(await client.mutate("POST", "/api/tour-booking", validTour({ message: "Shy\u0000 on camera" })), "message", UNUSUAL_CHARACTERS);
      expectRefused(await client.mutate("POST", "/api/tour-booking", validTour({ child_name: "Mi\u0000na" })), "child_name", UNUSUAL_CHARACTERS);
      expectRefused(
        await client.mutate("POST", "/api/application-submission", validApplication({ special_needs: "\u0000" })),
        "special_needs",
        UNUSUAL_CHARACTERS,
      );
      expectRefused(
        await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: "2019-06-01\u0000" })),
        "child_dob",
        UNUSUAL_CHARACTERS,
      );
      for (const table of [enquiries, tourBookings, applications]) {
        expect(Number((await t.db.select({ n: count() }).from(table))[0]!.n)).toBe(0);
      }
    });

    it("in sign-in, registration and forgot-password", async () => {
      expectRefused(await client.mutate("POST", "/api/login", { username: "admin\u0000", password: "Secret-123" }), "username", UNUSUAL_CHARACTERS);
      expectRefused(await client.mutate("POST", "/api/login", { username: "admin", password: "Secret\u0000123" }), "password", UNUSUAL_CHARACTERS);
      expectRefused(
        await client.mutate("POST", "/api/register", { username: "new\u0000user", password: "Secret-123", email: "new@example.com", role: "guardian" }),
        "username",
        UNUSUAL_CHARACTERS,
      );
      expectRefused(await client.mutate("POST", "/api/auth/forgot-password", { email: "someone\u0000@example.com" }), "email", UNUSUAL_CHARACTERS);
      expect(Number((await t.db.select({ n: count() }).from(users))[0]!.n)).toBe(0);
    });

    it("in the profile, and a line break in a one-line field", async () => {
      await signInAs("parent");
      expectRefused(await client.mutate("PATCH", "/api/account", { fullName: "Pat\u0000Lee" }), "fullName", UNUSUAL_CHARACTERS);
      expectRefused(await client.mutate("PATCH", "/api/account", { phone: "555\u0000123\u00004567" }), "phone", UNUSUAL_CHARACTERS);
      expectRefused(await client.mutate("PATCH", "/api/account", { fullName: "Pat\nLee" }), "fullName", UNUSUAL_CHARACTERS);
      expect((await client.mutate("PATCH", "/api/account", { fullName: "Pat Lee" })).status).toBe(200);
    });
  });

  describe("an unparseable date in a staff range is a 400 on its field", () => {
    it.each(["/api/admin/reports", "/api/admin/reports/applications.csv", "/api/admin/tours", "/api/admin/applications", "/api/admin/audit-log"])(
      "GET %s",
      async (path) => {
        await signInAs("super_admin"); // the audit log is for super_admin only
        const badFrom = await client.get(`${path}?from=2026-13-45&to=2026-01-10`);
        expectRefused(badFrom, "from", DATE_RANGE_MESSAGES.date);
        expect(errorsOf(badFrom)).toHaveLength(1);
        expectRefused(await client.get(`${path}?from=2026-01-10&to=soon`), "to", DATE_RANGE_MESSAGES.date);
        expectRefused(await client.get(`${path}?from=2026-01-11&to=2026-01-10`), "to", DATE_RANGE_MESSAGES.range);
        expect((await client.get(`${path}?from=2026-01-10&to=2026-01-10`)).status).toBe(200);
      },
    );
  });
});
