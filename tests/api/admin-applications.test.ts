/**
 * The staff admissions API (docs/api/admin-applications.md) over real HTTP, on PGlite and on
 * PostgreSQL, with a real SMTP server receiving the family's letters: the list (search, filters,
 * paging), one application with its history, every status move accepted or refused, two staff
 * racing, events and audit rows, and the grade-conflict and duplicate reviews.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { APPLICATION_STATUSES, STATUS_FOR_FAMILIES, STATUS_LABELS, STATUS_TRANSITIONS } from "#common/application-status";
import type { ApplicationDetail, ApplicationListItem } from "#common/schemas/admin-applications";
import type { Page } from "#common/schemas/paging";
import { applicationEvents, applications, auditLog, mailOutbox, users } from "../../server/db/schema";
import { createSignedInUser, insertApplication } from "../support/fixtures";
import { validApplication } from "../support/form-data";
import { TestClient } from "../support/http-client";
import { appWithMailServer, DATABASE_KINDS } from "../support/test-app";
import { fieldErrors, post, type ErrorBody } from "./accounts-support";

const PUBLIC_URL = "https://school.example";
const BASE = "/api/admin/applications";

type AppRow = typeof applications.$inferSelect;

describe.each(DATABASE_KINDS)("staff admissions API on %s", (kind) => {
  const { t, smtp } = appWithMailServer(kind, (smtpUrl) => ({ smtpUrl, publicUrl: PUBLIC_URL, formRateLimitPerHour: 50 }));
  let admin: TestClient;
  let adminName: string;
  let adminId: string;

  beforeEach(async () => {
    const { user, sessionId } = await createSignedInUser(t.db, "admin");
    adminName = user.username;
    adminId = user.id;
    admin = new TestClient(t.url);
    admin.setCookie("sid", sessionId);
  });

  const list = async (query = "") => {
    const res = await admin.get(`${BASE}${query}`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ success: true; data: Page<ApplicationListItem> }>().data;
  };
  const ids = async (query = "") => (await list(query)).items.map((i) => i.applicationId);
  const detail = async (id: string) => {
    const res = await admin.get(`${BASE}/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ success: true; data: ApplicationDetail }>().data;
  };
  const move = (id: string, status: string, note?: string, client = admin) => post(client, `${BASE}/${id}/status`, { status, ...(note ? { note } : {}) });
  const rowOf = async (id: string) => (await t.db.select().from(applications).where(eq(applications.applicationId, id)))[0]!;
  const eventsOf = async (row: AppRow) =>
    t.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, row.id)).orderBy(asc(applicationEvents.createdAt));
  const auditOf = async (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(asc(auditLog.at));
  const outbox = async (kind?: string) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(mailOutbox)
          .where(kind ? eq(mailOutbox.kind, kind) : undefined)
      )[0]!.n,
    );

  describe("GET /api/admin/applications", () => {
    it("lists newest first with paging and a total, and the flags", async () => {
      const base = Date.parse("2026-03-01T15:00:00Z");
      const made: AppRow[] = [];
      for (let i = 0; i < 5; i++) made.push(await insertApplication(t.db, { createdAt: new Date(base + i * 3_600_000) }));
      const conflict = await insertApplication(t.db, {
        createdAt: new Date(base + 10 * 3_600_000),
        gradeConflict: true,
        childGradeRequested: "3",
        calculatedGrade: "1",
      });
      const dup = await insertApplication(t.db, { createdAt: new Date(base + 11 * 3_600_000), duplicateOf: made[0]!.id });

      const first = await list("?pageSize=3");
      expect(first.total).toBe(7);
      expect(first.page).toBe(1);
      expect(first.pageSize).toBe(3);
      expect(first.items.map((i) => i.applicationId)).toEqual([dup.applicationId, conflict.applicationId, made[4]!.applicationId]);
      expect(first.items[0]).toEqual({
        applicationId: dup.applicationId,
        status: "submitted",
        childFirstName: dup.childFirstName,
        childLastName: "Tester",
        childGradeRequested: "1",
        calculatedGrade: "1",
        placementGrade: null,
        parentName: "Aisha Rahman",
        parentEmail: dup.parentEmail,
        createdAt: dup.createdAt.toISOString(),
        flags: { gradeConflict: false, duplicate: true },
      });
      expect(first.items[1]!.flags).toEqual({ gradeConflict: true, duplicate: false });
      expect(await ids("?pageSize=3&page=3")).toEqual([made[0]!.applicationId]);
      expect((await list("?pageSize=3&page=4")).items).toEqual([]);
      // Default page size 25.
      expect((await list()).pageSize).toBe(25);
    });

    it("keeps a stable order for applications submitted at the same instant", async () => {
      const at = new Date("2026-04-01T12:00:00Z");
      for (let i = 0; i < 6; i++) await insertApplication(t.db, { createdAt: at });
      const all = await ids("?pageSize=6");
      const paged = [...(await ids("?pageSize=2&page=1")), ...(await ids("?pageSize=2&page=2")), ...(await ids("?pageSize=2&page=3"))];
      expect(paged).toEqual(all);
      expect(new Set(paged).size).toBe(6);
    });

    it("searches the id, the parent's name and email and the child's names, case-insensitively", async () => {
      const a = await insertApplication(t.db, {
        parentName: "Grace Hopper",
        parentEmail: "grace@navy.example",
        childFirstName: "Ada",
        childLastName: "Lovelace",
      });
      const b = await insertApplication(t.db, {
        parentName: "Alan Turing",
        parentEmail: "alan@bletchley.example",
        childFirstName: "Zoë",
        childLastName: "Brontë",
      });
      expect(await ids(`?q=${a.applicationId.toLowerCase()}`)).toEqual([a.applicationId]);
      expect(await ids(`?q=${a.applicationId.slice(-5)}`)).toEqual([a.applicationId]);
      expect(await ids("?q=HOPPER")).toEqual([a.applicationId]);
      expect(await ids("?q=bletchley")).toEqual([b.applicationId]);
      expect(await ids("?q=ada")).toEqual([a.applicationId]);
      expect(await ids("?q=lovelace")).toEqual([a.applicationId]);
      expect(await ids(`?q=${encodeURIComponent("ada lovelace")}`)).toEqual([a.applicationId]);
      expect(await ids(`?q=${encodeURIComponent("zoë")}`)).toEqual([b.applicationId]);
      expect(await ids(`?q=${encodeURIComponent("  turing  ")}`)).toEqual([b.applicationId]);
      expect(await ids("?q=nobody")).toEqual([]);
      expect((await list("?q=")).total).toBe(2);
    });

    it("treats %, _ and \\ in the search as plain characters", async () => {
      const percent = await insertApplication(t.db, { parentName: "Ann 50%_off" });
      const similar = await insertApplication(t.db, { parentName: "Ann 50xxoff" });
      const backslash = await insertApplication(t.db, { parentName: "Bea \\ Back" });
      await insertApplication(t.db, { parentName: "Plain Name" });
      expect(await ids(`?q=${encodeURIComponent("50%_")}`)).toEqual([percent.applicationId]);
      expect(await ids(`?q=${encodeURIComponent("%")}`)).toEqual([percent.applicationId]);
      expect(await ids(`?q=${encodeURIComponent("_")}`)).toEqual([percent.applicationId]);
      expect(await ids(`?q=${encodeURIComponent("\\")}`)).toEqual([backslash.applicationId]);
      expect(await ids(`?q=${encodeURIComponent("50")}`)).toEqual(expect.arrayContaining([percent.applicationId, similar.applicationId]));
      expect(await ids(`?q=${encodeURIComponent("'; drop table applications; --")}`)).toEqual([]);
      expect(await rowOf(similar.applicationId)).toBeTruthy();
    });

    it("filters by status, requested grade and what needs review", async () => {
      const offered = await insertApplication(t.db, { status: "offered", childGradeRequested: "K" });
      const review = await insertApplication(t.db, { status: "under_review", childGradeRequested: "4" });
      const conflict = await insertApplication(t.db, { gradeConflict: true, childGradeRequested: "4", calculatedGrade: "2" });
      await insertApplication(t.db, { gradeConflict: true, gradeReviewedAt: new Date(), placementGrade: "2" });
      const dup = await insertApplication(t.db, { duplicateOf: offered.id });
      await insertApplication(t.db, { duplicateOf: offered.id, duplicateDecision: "dismissed", duplicateReviewedAt: new Date() });
      // Withdrawn: nothing left to review, as the dashboard counts it.
      const withdrawn = await insertApplication(t.db, { status: "withdrawn", gradeConflict: true, duplicateOf: offered.id });

      expect(await ids("?status=offered")).toEqual([offered.applicationId]);
      expect(await ids("?status=under_review")).toEqual([review.applicationId]);
      expect(await ids("?status=enrolled")).toEqual([]);
      expect(await ids("?grade=K")).toEqual([offered.applicationId]);
      expect((await ids("?grade=4")).sort()).toEqual([review.applicationId, conflict.applicationId].sort());
      expect(await ids("?needs=grade_conflict")).toEqual([conflict.applicationId]);
      expect(await ids("?needs=duplicate")).toEqual([dup.applicationId]);
      expect(await ids("?grade=4&status=under_review")).toEqual([review.applicationId]);
      const flags = Object.fromEntries((await list()).items.map((i) => [i.applicationId, i.flags]));
      expect(flags[conflict.applicationId]).toEqual({ gradeConflict: true, duplicate: false });
      expect(flags[dup.applicationId]).toEqual({ gradeConflict: false, duplicate: true });
      expect(flags[withdrawn.applicationId]).toEqual({ gradeConflict: false, duplicate: false });
      // Empty parameters are cleared filters.
      expect((await list("?status=&grade=&needs=&from=&to=&q=")).total).toBe(7);
    });

    it("filters by submission day in America/New_York, both ends inclusive", async () => {
      // 23:30 on March 9 in New York (UTC-4 after the March 8 switch to daylight time).
      const late = await insertApplication(t.db, { createdAt: new Date("2026-03-10T03:30:00Z") });
      // 00:10 on March 10 in New York.
      const early = await insertApplication(t.db, { createdAt: new Date("2026-03-10T04:10:00Z") });
      const later = await insertApplication(t.db, { createdAt: new Date("2026-03-12T20:00:00Z") });
      expect(await ids("?from=2026-03-10")).toEqual([later.applicationId, early.applicationId]);
      expect(await ids("?to=2026-03-09")).toEqual([late.applicationId]);
      expect(await ids("?from=2026-03-10&to=2026-03-10")).toEqual([early.applicationId]);
      expect(await ids("?from=2026-03-09&to=2026-03-12")).toEqual([later.applicationId, early.applicationId, late.applicationId]);
      expect(await ids("?from=2026-03-13")).toEqual([]);
    });

    it("refuses bad query parameters with a field error each", async () => {
      for (const [query, field] of [
        ["?status=accepted", "status"],
        ["?grade=7", "grade"],
        ["?grade=k", "grade"],
        ["?needs=everything", "needs"],
        ["?from=2026-02-30", "from"],
        ["?to=yesterday", "to"],
        ["?from=2026-03-10&to=2026-03-01", "to"],
        ["?page=0", "page"],
        ["?page=abc", "page"],
        ["?pageSize=101", "pageSize"],
        [`?q=${"x".repeat(201)}`, "q"],
      ] as const) {
        const res = await admin.get(`${BASE}${query}`);
        expect(res.status, query).toBe(400);
        expect(fieldErrors(res)[field], query).toEqual(expect.any(String));
      }
    });

    it("is for staff only", async () => {
      const anonymous = await new TestClient(t.url).get(BASE);
      expect(anonymous.status).toBe(401);
      const { sessionId } = await createSignedInUser(t.db, "parent");
      const parent = new TestClient(t.url);
      parent.setCookie("sid", sessionId);
      expect((await parent.get(BASE)).status).toBe(403);
      const app = await insertApplication(t.db);
      expect((await move(app.applicationId, "under_review", undefined, parent)).status).toBe(403);
      expect((await rowOf(app.applicationId)).status).toBe("submitted");
      const { sessionId: superId } = await createSignedInUser(t.db, "super_admin");
      const superAdmin = new TestClient(t.url);
      superAdmin.setCookie("sid", superId);
      expect((await superAdmin.get(BASE)).status).toBe(200);
    });
  });

  describe("GET /api/admin/applications/:applicationId", () => {
    it("answers every field, the history with who acted, the duplicate and the allowed moves", async () => {
      const earlier = await insertApplication(t.db, { status: "under_review", createdAt: new Date("2026-02-01T15:00:00Z") });
      // Every field the family wrote, stored and then answered as it was written.
      const written = {
        parentName: "Grace Hopper",
        parentEmail: "grace@example.com",
        parentPhone: "555-111-2222",
        secondaryGuardianName: "Vincent Hopper",
        secondaryGuardianEmail: "vincent@example.com",
        childFirstName: "Ada",
        childLastName: "Hopper",
        childDob: "2018-05-04",
        childGradeRequested: "3",
        calculatedGrade: "2",
        isMidYearTransfer: true,
        desiredStart: "2026-04",
        schoolYear: 2025,
        priorSchoolName: "Maple Elementary",
        priorSchoolContact: "office@maple.example",
        specialNeeds: "Needs captions on videos.",
        previousOnlineExperience: true,
        emergencyContactName: "Mary Hopper",
        emergencyContactPhone: "555-999-8888",
        photoReleaseConsent: true,
        marketingConsent: true,
      };
      const app = await insertApplication(t.db, {
        ...written,
        gradeConflict: true,
        gradeConflictResolution: "placement_assessment",
        gradeConflictResolvedAt: new Date("2026-03-02T10:00:00Z"),
        duplicateOf: earlier.id,
        createdAt: new Date("2026-03-01T15:00:00Z"),
      });
      expect(await move(app.applicationId, "under_review", "Called the family.").then((r) => r.status)).toBe(200);

      const d = await detail(app.applicationId.toLowerCase());
      expect(d).toMatchObject({
        applicationId: app.applicationId,
        status: "under_review",
        createdAt: "2026-03-01T15:00:00.000Z",
        ...written,
        ferpaConsent: true,
        gradeConflict: {
          hasConflict: true,
          familyChoice: "placement_assessment",
          familyChoiceAt: "2026-03-02T10:00:00.000Z",
          placementGrade: null,
          reviewedAt: null,
          reviewedBy: null,
        },
        duplicate: {
          of: { applicationId: earlier.applicationId, status: "under_review", createdAt: "2026-02-01T15:00:00.000Z" },
          decision: null,
          reviewedAt: null,
          reviewedBy: null,
          laterApplications: [],
        },
        allowedStatuses: ["offered", "waitlisted", "not_offered", "withdrawn"],
      });
      expect(d.events.map((e) => [e.type, e.fromStatus, e.toStatus, e.note, e.actor])).toEqual([
        ["submitted", null, "submitted", null, "Family"],
        ["status_changed", "submitted", "under_review", "Called the family.", adminName],
      ]);
      expect(d).not.toHaveProperty("ip");
      expect(d).not.toHaveProperty("childKey");

      const e = await detail(earlier.applicationId);
      expect(e.duplicate.of).toBeNull();
      expect(e.duplicate.laterApplications).toEqual([
        { applicationId: app.applicationId, status: "under_review", createdAt: "2026-03-01T15:00:00.000Z", decision: null },
      ]);
    });

    it("answers 404 for an unknown or malformed id", async () => {
      for (const id of ["APP-2026-ABCDEFGH", "APP-2026-0000000I", "nope", "%20", "APP-2026-ABCDEFGH%27"]) {
        const res = await admin.get(`${BASE}/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.json<ErrorBody>().message).toBe("Application not found.");
      }
    });
  });

  describe("POST /api/admin/applications/:applicationId/status", () => {
    it("accepts every allowed move and refuses every other one with a sentence naming both statuses", async () => {
      for (const from of APPLICATION_STATUSES) {
        for (const to of APPLICATION_STATUSES) {
          const app = await insertApplication(t.db, { status: from });
          const res = await move(app.applicationId, to);
          const allowed = (STATUS_TRANSITIONS[from] as readonly string[]).includes(to);
          expect(res.status, `${from} -> ${to}: ${res.text}`).toBe(allowed ? 200 : 409);
          expect((await rowOf(app.applicationId)).status).toBe(allowed ? to : from);
          if (allowed) {
            const body = res.json<{ success: boolean; data: ApplicationDetail }>();
            expect(body.success).toBe(true);
            expect(body.data.status).toBe(to);
            expect(body.data.allowedStatuses).toEqual([...STATUS_TRANSITIONS[to]]);
          } else {
            const message = res.json<ErrorBody>().message;
            expect(message).toContain(app.applicationId);
            expect(message).toContain(STATUS_LABELS[from]);
            if (from !== to) expect(message).toContain(STATUS_LABELS[to]);
            expect(await eventsOf(app)).toHaveLength(1);
          }
        }
      }
      const accepted = APPLICATION_STATUSES.reduce((n, s) => n + STATUS_TRANSITIONS[s].length, 0);
      expect(Number((await t.db.select({ n: count() }).from(auditLog))[0]!.n)).toBe(accepted);
      expect(await outbox("admissions.status_changed")).toBe(accepted);
    });

    it("records the event and the audit entry, and mails both guardians a letter without the internal note", async () => {
      const app = await insertApplication(t.db, {
        parentName: "Grace Hopper",
        parentEmail: "grace@example.com",
        secondaryGuardianName: "Vincent Hopper",
        secondaryGuardianEmail: "vincent@example.com",
        childFirstName: "Ada",
        childLastName: "Hopper",
        status: "under_review",
      });
      const note = "INTERNAL: sibling discount discussed, do not tell family yet";
      const res = await move(app.applicationId, "offered", note);
      expect(res.status, res.text).toBe(200);
      expect(res.json<{ message: string }>().message).toBe("The application is now Offered a place. The family has been emailed.");

      const events = await eventsOf(app);
      expect(events).toHaveLength(2);
      const admins = await t.db.select().from(auditLog);
      expect(events[1]).toMatchObject({ type: "status_changed", fromStatus: "under_review", toStatus: "offered", note, actorUserId: adminId });
      expect(admins).toHaveLength(1);
      expect(admins[0]).toMatchObject({
        actorUsername: adminName,
        actorRole: "admin",
        action: "application.status_changed",
        targetType: "application",
        targetId: app.applicationId,
        summary: `Moved ${app.applicationId} from Under review to Offered a place.`,
      });
      expect(JSON.stringify(admins[0]!.detail)).not.toContain("INTERNAL");

      const parent = await smtp.waitFor((m) => m.envelopeTo.includes("grace@example.com"));
      const second = await smtp.waitFor((m) => m.envelopeTo.includes("vincent@example.com"));
      for (const [mail, name, address] of [
        [parent, "Grace Hopper", "grace@example.com"],
        [second, "Vincent Hopper", "vincent@example.com"],
      ] as const) {
        expect(mail.subject).toContain(app.applicationId);
        expect(mail.subject).toContain("Offered a place");
        expect(mail.text).toContain(`Dear ${name},`);
        expect(mail.text).toContain("Ada Hopper");
        expect(mail.text).toContain(`Application id: ${app.applicationId}`);
        expect(mail.text).toContain("Status: Offered a place");
        expect(mail.text).toContain(STATUS_FOR_FAMILIES.offered.meaning);
        expect(mail.text).toContain(STATUS_FOR_FAMILIES.offered.nextStep);
        expect(mail.text).toContain(`${PUBLIC_URL}/parent`);
        expect(mail.text).toContain(`(${address})`);
        expect(mail.raw).not.toContain("INTERNAL");
        expect(mail.raw).not.toContain("sibling");
      }
      expect(smtp.messages).toHaveLength(2);
    });

    it("mails only the parent when no second guardian email was given", async () => {
      const app = await insertApplication(t.db, { parentEmail: "only@example.com" });
      expect((await move(app.applicationId, "under_review")).status).toBe(200);
      await smtp.waitFor((m) => m.envelopeTo.includes("only@example.com"));
      await t.app.mail.runOnce();
      expect(smtp.messages).toHaveLength(1);
      expect(await outbox()).toBe(1);
    });

    it("lets only one of two staff racing on the same application win", async () => {
      const { sessionId } = await createSignedInUser(t.db, "admin");
      const other = new TestClient(t.url);
      other.setCookie("sid", sessionId);
      for (const [from, a, b] of [
        ["submitted", "under_review", "under_review"],
        ["under_review", "offered", "waitlisted"],
        ["waitlisted", "offered", "not_offered"],
      ] as const) {
        const app = await insertApplication(t.db, { status: from });
        // Both tokens first, so the two moves really go out together. Each names the status it saw, as
        // the screen does: without it, a move that arrives after the other committed is judged from
        // the new status and may be allowed (under review -> waitlisted -> offered).
        const [ta, tb] = await Promise.all([admin.csrfToken(), other.csrfToken()]);
        const [ra, rb] = await Promise.all([
          admin.request("POST", `${BASE}/${app.applicationId}/status`, { body: { status: a, from }, headers: { "x-csrf-token": ta } }),
          other.request("POST", `${BASE}/${app.applicationId}/status`, { body: { status: b, from }, headers: { "x-csrf-token": tb } }),
        ]);
        expect([ra.status, rb.status].sort(), `${from}: ${ra.text} ${rb.text}`).toEqual([200, 409]);
        const winner = ra.status === 200 ? a : b;
        expect((await rowOf(app.applicationId)).status).toBe(winner);
        const changes = (await eventsOf(app)).filter((e) => e.type === "status_changed");
        expect(changes.map((e) => e.toStatus)).toEqual([winner]);
        expect(await auditOf(app.applicationId)).toHaveLength(1);
        const loser = ra.status === 409 ? ra : rb;
        expect(loser.json<ErrorBody>().message).toMatch(new RegExp(`${app.applicationId}`));
      }
    });

    it("refuses a move chosen on a status that has changed since (the optional from)", async () => {
      const app = await insertApplication(t.db, { status: "offered" });
      // Someone else enrolled the child; this person still saw "offered" and chose withdrawn.
      expect((await move(app.applicationId, "enrolled")).status).toBe(200);
      const stale = await post(admin, `${BASE}/${app.applicationId}/status`, { status: "withdrawn", from: "offered" });
      expect(stale.status).toBe(409);
      expect(stale.json<ErrorBody>().message).toBe(
        `Application ${app.applicationId} was changed by someone else a moment ago and is now Enrolled. Reload it to see its current state, then try again.`,
      );
      expect((await rowOf(app.applicationId)).status).toBe("enrolled");
      const fresh = await post(admin, `${BASE}/${app.applicationId}/status`, { status: "withdrawn", from: "enrolled" });
      expect(fresh.status).toBe(200);
      const bad = await post(admin, `${BASE}/${app.applicationId}/status`, { status: "withdrawn", from: "nope" });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad).from).toEqual(expect.any(String));
    });

    it("refuses bad bodies, unknown ids and a missing CSRF token", async () => {
      const app = await insertApplication(t.db);
      for (const [body, field] of [
        [{}, "status"],
        [{ status: "accepted" }, "status"],
        [{ status: "UNDER_REVIEW" }, "status"],
        [{ status: "under_review", note: "x".repeat(2001) }, "note"],
        [{ status: "under_review", note: 42 }, "note"],
      ] as const) {
        const res = await post(admin, `${BASE}/${app.applicationId}/status`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(fieldErrors(res)[field], JSON.stringify(body)).toEqual(expect.any(String));
      }
      expect((await move("APP-2026-ABCDEFGH", "under_review")).status).toBe(404);
      expect((await move("garbage", "under_review")).status).toBe(404);
      const noToken = await admin.request("POST", `${BASE}/${app.applicationId}/status`, { body: { status: "under_review" } });
      expect(noToken.status).toBe(403);
      expect((await rowOf(app.applicationId)).status).toBe("submitted");
      expect(await outbox()).toBe(0);
      expect(Number((await t.db.select({ n: count() }).from(auditLog))[0]!.n)).toBe(0);
    });

    it("works on an application submitted through the public form", async () => {
      const submitted = await post(
        new TestClient(t.url),
        "/api/application-submission",
        validApplication({ parent_email: "form@example.com", child_first_name: "Formy" }),
      );
      expect(submitted.status, submitted.text).toBe(201);
      const id = submitted.json<{ application_id: string }>().application_id;
      expect(await ids("?q=formy")).toEqual([id]);
      expect((await move(id, "under_review", "Looks complete.")).status).toBe(200);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes("form@example.com") && m.subject.includes("Under review"));
      expect(mail.text).toContain(STATUS_FOR_FAMILIES.under_review.nextStep);
      expect(mail.text).not.toContain("Looks complete");
    });
  });

  describe("POST /api/admin/applications/:applicationId/grade-review", () => {
    it("records the placement grade with who and when, an event and an audit entry", async () => {
      const app = await insertApplication(t.db, {
        gradeConflict: true,
        childGradeRequested: "3",
        calculatedGrade: "2",
        gradeConflictResolution: "proceed_requested",
      });
      const res = await post(admin, `${BASE}/${app.applicationId}/grade-review`, { placementGrade: "3", note: "Strong reader, assessment done." });
      expect(res.status, res.text).toBe(200);
      const body = res.json<{ message: string; data: ApplicationDetail }>();
      expect(body.message).toBe("Placement grade set to Grade 3.");
      expect(body.data.gradeConflict).toMatchObject({ hasConflict: true, familyChoice: "proceed_requested", placementGrade: "3", reviewedBy: adminName });
      const row = await rowOf(app.applicationId);
      expect(row.placementGrade).toBe("3");
      expect(row.gradeReviewedAt).toBeInstanceOf(Date);
      expect(row.gradeReviewedBy).toBe(adminId);
      const events = await eventsOf(app);
      expect(events.at(-1)).toMatchObject({ type: "grade_reviewed", note: "Strong reader, assessment done.", actorUserId: row.gradeReviewedBy });
      expect(events.at(-1)!.detail).toMatchObject({ placementGrade: "3", requestedGrade: "3", calculatedGrade: "2", familyChoice: "proceed_requested" });
      const audit = await auditOf(app.applicationId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: "application.grade_reviewed",
        summary: `Placed ${app.applicationId} in Grade 3 (requested Grade 3, date of birth gives Grade 2).`,
      });
      expect((await list("?needs=grade_conflict")).items).toEqual([]);
      // No letter for a grade decision.
      expect(await outbox()).toBe(0);

      const again = await post(admin, `${BASE}/${app.applicationId}/grade-review`, { placementGrade: "2" });
      expect(again.status).toBe(409);
      expect(again.json<ErrorBody>().message).toBe(`The grade of application ${app.applicationId} was already reviewed (placed in Grade 3).`);
      expect((await rowOf(app.applicationId)).placementGrade).toBe("3");
      // A Spanish-reading admin reads the refusal in Spanish, the grade's name included (issue 32).
      await t.db.update(users).set({ language: "es" }).where(eq(users.id, adminId));
      const spanish = await post(admin, `${BASE}/${app.applicationId}/grade-review`, { placementGrade: "2" });
      expect(spanish.json<ErrorBody>().message).toBe(`El grado de la solicitud ${app.applicationId} ya se revisó (se asignó a Tercer grado).`);
    });

    it("refuses an application without a grade conflict, bad grades and unknown ids", async () => {
      const app = await insertApplication(t.db);
      const res = await post(admin, `${BASE}/${app.applicationId}/grade-review`, { placementGrade: "1" });
      expect(res.status).toBe(409);
      expect(res.json<ErrorBody>().message).toBe(`Application ${app.applicationId} has no grade conflict to review.`);
      const conflict = await insertApplication(t.db, { gradeConflict: true });
      for (const body of [{}, { placementGrade: "7" }, { placementGrade: "grade-1" }, { placementGrade: "1", note: "y".repeat(2001) }]) {
        const bad = await post(admin, `${BASE}/${conflict.applicationId}/grade-review`, body);
        expect(bad.status, JSON.stringify(body)).toBe(400);
      }
      expect((await post(admin, `${BASE}/APP-2026-ABCDEFGH/grade-review`, { placementGrade: "1" })).status).toBe(404);
      expect(await auditOf(conflict.applicationId)).toEqual([]);
    });
  });

  describe("POST /api/admin/applications/:applicationId/duplicate-review", () => {
    it("dismissed: both applications continue, the decision is recorded with an event and an audit entry", async () => {
      const earlier = await insertApplication(t.db);
      const later = await insertApplication(t.db, { duplicateOf: earlier.id });
      const res = await post(admin, `${BASE}/${later.applicationId}/duplicate-review`, { decision: "dismissed", note: "Twins, different children." });
      expect(res.status, res.text).toBe(200);
      const d = res.json<{ data: ApplicationDetail }>().data;
      expect(d.status).toBe("submitted");
      expect(d.duplicate).toMatchObject({ decision: "dismissed", reviewedBy: adminName, of: { applicationId: earlier.applicationId } });
      expect((await eventsOf(later)).at(-1)).toMatchObject({
        type: "duplicate_reviewed",
        note: "Twins, different children.",
        detail: expect.objectContaining({ decision: "dismissed" }),
      });
      expect(await eventsOf(earlier)).toHaveLength(1);
      expect((await rowOf(earlier.applicationId)).status).toBe("submitted");
      const audit = await auditOf(later.applicationId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: "application.duplicate_dismissed" });
      expect(audit[0]!.summary).toContain(earlier.applicationId);
      expect(await ids("?needs=duplicate")).toEqual([]);
      expect(await outbox()).toBe(0);
    });

    it("merged: this application is withdrawn with a note naming the earlier one, which gets a duplicate_merged event; no letter", async () => {
      const earlier = await insertApplication(t.db, { status: "under_review" });
      const later = await insertApplication(t.db, { duplicateOf: earlier.id });
      const res = await post(admin, `${BASE}/${later.applicationId}/duplicate-review`, { decision: "merged", note: "Same child, resubmitted by mistake." });
      expect(res.status, res.text).toBe(200);
      expect(res.json<{ message: string }>().message).toBe(
        `${later.applicationId} was merged into ${earlier.applicationId} and withdrawn. The family was not emailed.`,
      );
      const row = await rowOf(later.applicationId);
      expect(row).toMatchObject({ status: "withdrawn", duplicateDecision: "merged" });
      expect(row.duplicateReviewedAt).toBeInstanceOf(Date);
      const laterEvents = await eventsOf(later);
      expect(laterEvents.at(-1)).toMatchObject({ type: "status_changed", fromStatus: "submitted", toStatus: "withdrawn" });
      expect(laterEvents.at(-1)!.note).toBe(`Merged into ${earlier.applicationId} as a duplicate of the same child.\nSame child, resubmitted by mistake.`);
      const earlierEvents = await eventsOf(earlier);
      expect(earlierEvents.at(-1)).toMatchObject({ type: "duplicate_merged" });
      expect(earlierEvents.at(-1)!.note).toContain(later.applicationId);
      expect((await rowOf(earlier.applicationId)).status).toBe("under_review");
      const audit = await auditOf(later.applicationId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: "application.duplicate_merged",
        detail: { decision: "merged", earlierApplicationId: earlier.applicationId, from: "submitted", to: "withdrawn" },
      });
      const e = await detail(earlier.applicationId);
      expect(e.duplicate.laterApplications).toEqual([expect.objectContaining({ applicationId: later.applicationId, status: "withdrawn", decision: "merged" })]);
      expect(e.events.at(-1)).toMatchObject({ type: "duplicate_merged", actor: adminName });
      await t.app.mail.runOnce();
      expect(await outbox()).toBe(0);
      expect(smtp.messages).toHaveLength(0);

      const again = await post(admin, `${BASE}/${later.applicationId}/duplicate-review`, { decision: "dismissed" });
      expect(again.status).toBe(409);
      expect(again.json<ErrorBody>().message).toBe(`The duplicate review of application ${later.applicationId} was already decided (merged).`);
    });

    it("merged on an already withdrawn application records the decision without another status change", async () => {
      const earlier = await insertApplication(t.db);
      const later = await insertApplication(t.db, { duplicateOf: earlier.id, status: "withdrawn" });
      const res = await post(admin, `${BASE}/${later.applicationId}/duplicate-review`, { decision: "merged" });
      expect(res.status, res.text).toBe(200);
      expect((await eventsOf(later)).map((e) => e.type)).toEqual(["submitted", "duplicate_reviewed"]);
      expect((await eventsOf(earlier)).map((e) => e.type)).toEqual(["submitted", "duplicate_merged"]);
    });

    it("refuses an application that is not a possible duplicate, bad decisions and unknown ids", async () => {
      const app = await insertApplication(t.db);
      const res = await post(admin, `${BASE}/${app.applicationId}/duplicate-review`, { decision: "dismissed" });
      expect(res.status).toBe(409);
      expect(res.json<ErrorBody>().message).toBe(`Application ${app.applicationId} is not marked as a possible duplicate.`);
      const dup = await insertApplication(t.db, { duplicateOf: app.id });
      for (const body of [{}, { decision: "keep" }, { decision: "MERGED" }]) {
        const bad = await post(admin, `${BASE}/${dup.applicationId}/duplicate-review`, body);
        expect(bad.status, JSON.stringify(body)).toBe(400);
        expect(fieldErrors(bad).decision).toBe("Please choose merge or not a duplicate.");
      }
      expect((await post(admin, `${BASE}/APP-2026-ABCDEFGH/duplicate-review`, { decision: "merged" })).status).toBe(404);
      expect((await rowOf(dup.applicationId)).duplicateDecision).toBeNull();
    });

    it("lets only one of two racing decisions through", async () => {
      const earlier = await insertApplication(t.db);
      const later = await insertApplication(t.db, { duplicateOf: earlier.id });
      const ta = await admin.csrfToken();
      const tb = await admin.csrfToken();
      const [ra, rb] = await Promise.all([
        admin.request("POST", `${BASE}/${later.applicationId}/duplicate-review`, { body: { decision: "merged" }, headers: { "x-csrf-token": ta } }),
        admin.request("POST", `${BASE}/${later.applicationId}/duplicate-review`, { body: { decision: "dismissed" }, headers: { "x-csrf-token": tb } }),
      ]);
      expect([ra.status, rb.status].sort()).toEqual([200, 409]);
      expect(await auditOf(later.applicationId)).toHaveLength(1);
      const merged = (await rowOf(later.applicationId)).duplicateDecision === "merged";
      expect(
        (
          await t.db
            .select()
            .from(applicationEvents)
            .where(and(eq(applicationEvents.applicationId, earlier.id), eq(applicationEvents.type, "duplicate_merged")))
        ).length,
      ).toBe(merged ? 1 : 0);
    });
  });
});
