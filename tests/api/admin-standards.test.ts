/**
 * /api/admin/standards (docs/api/admin-standards.md) over real HTTP on PGlite and PostgreSQL: staff
 * list the whole catalog (archived ones flagged) by subject, grade, framework and words; add the
 * school's own standards (code pattern, subject from the subjects table, grade K-6, duplicates
 * refused whatever their case); edit only school standards (published ones 409); archive and restore
 * any standard, audited; the teachers' picker (GET /api/standards) shows new school standards and
 * hides archived ones; and the start-up sync updates changed published rows but never deletes a row
 * or touches a school standard. Nobody but staff.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUBLISHED_STANDARDS } from "#common/learning/standards/index";
import type { Role } from "#common/roles";
import type { AdminStandard, StandardSummary } from "#common/schemas/learning/standards";
import type { Page } from "#common/schemas/paging";
import { auditLog, standards } from "../../server/db/schema";
import { syncPublishedStandards } from "../../server/learning/standards/catalog";
import { createSignedInUser } from "../support/fixtures";
import { TestClient, type TestResponse } from "../support/http-client";
import { DATABASE_KINDS, resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const A = "/api/admin/standards";
const SEL = {
  code: "SEL.2.1",
  subjectCode: "sel",
  grade: "2",
  domain: "Self-awareness",
  cluster: "Naming feelings",
  description: "Name their own feelings and say what caused them.",
};

describe.each(DATABASE_KINDS)("standards for staff on %s", (kind) => {
  let t: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetDatabase(t.db);
    await t.db.delete(standards).where(eq(standards.framework, "school"));
    await t.db.update(standards).set({ archivedAt: null });
    admin = (await signedIn("admin")).client;
  });

  async function signedIn(role: Role) {
    const { user, sessionId } = await createSignedInUser(t.db, role);
    const client = new TestClient(t.url);
    client.setCookie("sid", sessionId);
    return { user, client };
  }

  const data = <T>(res: TestResponse) => res.json<{ data: T }>().data;
  const body = (res: TestResponse) => res.json<{ message: string; errors?: { field: string; message: string }[] }>();
  const list = async (query: string) => {
    const res = await admin.get(`${A}?${query}`);
    expect(res.status, res.text).toBe(200);
    return data<Page<AdminStandard>>(res);
  };
  const picker = async (teacher: TestClient, query: string) => {
    const res = await teacher.get(`/api/standards?${query}`);
    expect(res.status, res.text).toBe(200);
    return data<{ standards: StandardSummary[] }>(res).standards;
  };
  const idOf = async (code: string) => (await t.db.select({ id: standards.id }).from(standards).where(eq(standards.code, code)))[0]!.id;
  const audit = async () => t.db.select().from(auditLog).orderBy(auditLog.at);

  describe("who may", () => {
    it("refuses everyone but staff on every standards route, and lets super_admin in", async () => {
      const id = await idOf("3.NF.A.1");
      const routes: [string, string, unknown?][] = [
        ["GET", A],
        ["POST", A, SEL],
        ["PATCH", `${A}/${id}`, { description: "Changed." }],
        ["POST", `${A}/${id}/archive`],
        ["POST", `${A}/${id}/restore`],
      ];
      const call = (client: TestClient, [method, path, payload]: [string, string, unknown?]) =>
        method === "GET" ? client.get(path) : client.mutate(method as "POST" | "PATCH", path, payload ?? {});
      const anonymous = new TestClient(t.url);
      for (const route of routes) expect((await call(anonymous, route)).status, route.join(" ")).toBe(401);
      for (const role of ["teacher", "guardian", "parent", "student"] as const) {
        const { client } = await signedIn(role);
        for (const route of routes) expect((await call(client, route)).status, `${role} ${route.join(" ")}`).toBe(403);
      }
      expect(await t.db.select().from(standards).where(eq(standards.framework, "school"))).toEqual([]);
      const { client: superAdmin } = await signedIn("super_admin");
      expect((await superAdmin.get(`${A}?q=3.NF.A.1`)).status).toBe(200);
      expect((await superAdmin.mutate("POST", A, SEL)).status).toBe(201);
    });
  });

  describe("the list", () => {
    it("pages the whole catalog in the catalog's order, with framework, archive flag and whether it is editable", async () => {
      const first = await list("page=1&pageSize=100");
      expect(first.total).toBe(PUBLISHED_STANDARDS.length);
      expect(first.items).toHaveLength(100);
      expect(first.items[0]).toMatchObject({ subjectCode: "ela", grade: "1", archived: false, archivedAt: null, editable: false });
      const math3 = await list("subject=math&grade=3&pageSize=100");
      expect(math3.total).toBe(25);
      expect(math3.items.map((s) => s.code).slice(0, 3)).toEqual(["3.OA.A.1", "3.OA.A.2", "3.OA.A.3"]);
      expect(math3.items.every((s) => s.framework === "ccss-math")).toBe(true);
    });

    it("filters by framework and finds words in a code or a description", async () => {
      const ngss6 = await list("framework=ngss&grade=6");
      expect(ngss6.total).toBe(59);
      expect((await list("q=RL.2.3")).items.map((s) => s.code)).toEqual(["RL.2.3"]);
      const words = await list("q=FOUR EQUAL parts&subject=math&grade=3");
      expect(words.items.map((s) => s.code)).toEqual(["3.NF.A.1"]);
      expect((await list("framework=school")).total).toBe(0);
    });

    it("refuses bad filters with the field named", async () => {
      for (const [query, field] of [
        ["grade=7", "grade"],
        ["framework=ib", "framework"],
        ["subject=Math!", "subject"],
        ["pageSize=500", "pageSize"],
        [`q=${"x".repeat(101)}`, "q"],
        ["page=0", "page"],
      ] as const) {
        const res = await admin.get(`${A}?${query}`);
        expect(res.status, query).toBe(400);
        expect(
          body(res).errors?.map((e) => e.field),
          query,
        ).toContain(field);
      }
      for (const page of ["99999999999999999999999999", "1e309"]) {
        const res = await admin.get(`${A}?page=${page}`);
        expect([200, 400], `page=${page}: ${res.text}`).toContain(res.status);
      }
    });
  });

  describe("school standards", () => {
    it("adds one, audited, after the published ones of its subject and grade", async () => {
      const res = await admin.mutate("POST", A, { ...SEL, code: "  SEL.2.1 " });
      expect(res.status, res.text).toBe(201);
      expect(body(res).message).toBe("Added the school standard SEL.2.1.");
      const created = data<AdminStandard>(res);
      expect(created).toMatchObject({ ...SEL, framework: "school", archived: false, editable: true });
      const [row] = await t.db.select().from(standards).where(eq(standards.id, created.id));
      expect(row!.createdBy).not.toBeNull();
      const [entry] = (await audit()).filter((e) => e.action === "standard.created");
      expect(entry).toMatchObject({
        targetType: "standard",
        targetId: "SEL.2.1",
        summary: "Added the school standard SEL.2.1 (Social-Emotional Learning, grade 2).",
      });

      await admin.mutate("POST", A, {
        ...SEL,
        code: "MATH.3.X",
        subjectCode: "math",
        grade: "3",
        domain: "Number sense",
        cluster: "Estimating",
        description: "Estimate before calculating.",
      });
      const math3 = await list("subject=math&grade=3&pageSize=100");
      expect(math3.items.at(-1)!.code).toBe("MATH.3.X");
    });

    it("refuses a code already used, whatever its case, and a published code", async () => {
      expect((await admin.mutate("POST", A, SEL)).status).toBe(201);
      for (const code of ["SEL.2.1", "sel.2.1", "3.NF.A.1", "k-ps2-1"]) {
        const res = await admin.mutate("POST", A, { ...SEL, code });
        expect(res.status, code).toBe(409);
        expect(body(res).errors, code).toEqual([{ field: "code", message: expect.stringContaining("is already used by another standard") }]);
      }
      expect(await t.db.select().from(standards).where(eq(standards.framework, "school"))).toHaveLength(1);
    });

    it("refuses two identical adds sent at once but one", async () => {
      const results = await Promise.all([admin.mutate("POST", A, SEL), admin.mutate("POST", A, SEL), admin.mutate("POST", A, SEL)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    });

    it("validates every field with a clear message", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ ...SEL, code: "SEL 2.1" }, "code"],
        [{ ...SEL, code: "SEL..2" }, "code"],
        [{ ...SEL, code: ".SEL" }, "code"],
        [{ ...SEL, code: "" }, "code"],
        [{ ...SEL, code: "A".repeat(31) }, "code"],
        [{ ...SEL, subjectCode: "Math" }, "subjectCode"],
        [{ ...SEL, grade: "7" }, "grade"],
        [{ ...SEL, grade: 2 }, "grade"],
        [{ ...SEL, domain: "  " }, "domain"],
        [{ ...SEL, cluster: "x".repeat(161) }, "cluster"],
        [{ ...SEL, description: "" }, "description"],
        [{ ...SEL, description: "x".repeat(301) }, "description"],
        [{ ...SEL, description: "Line\u0000break" }, "description"],
      ];
      for (const [payload, field] of cases) {
        const res = await admin.mutate("POST", A, payload);
        expect(res.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(body(res).errors?.map((e) => e.field)).toContain(field);
        expect(body(res).message).toBeTruthy();
      }
      const unknownSubject = await admin.mutate("POST", A, { ...SEL, subjectCode: "latin" });
      expect(unknownSubject.status).toBe(400);
      expect(body(unknownSubject).errors).toEqual([{ field: "subjectCode", message: "Please choose a subject from the list." }]);
      expect(await t.db.select().from(standards).where(eq(standards.framework, "school"))).toEqual([]);
    });

    it("edits a school standard, audited with what changed; the code stays unique", async () => {
      const created = data<AdminStandard>(await admin.mutate("POST", A, SEL));
      await admin.mutate("POST", A, { ...SEL, code: "SEL.2.2" });
      const res = await admin.mutate("PATCH", `${A}/${created.id}`, { description: "Name feelings and what caused them.", grade: "3" });
      expect(res.status, res.text).toBe(200);
      expect(data<AdminStandard>(res)).toMatchObject({ code: "SEL.2.1", grade: "3", description: "Name feelings and what caused them." });
      const [entry] = (await audit()).filter((e) => e.action === "standard.updated");
      expect(entry!.summary).toBe("Changed the school standard SEL.2.1: grade, description.");
      expect(entry!.detail).toMatchObject({ before: { grade: "2" }, after: { grade: "3" } });

      const taken = await admin.mutate("PATCH", `${A}/${created.id}`, { code: "sel.2.2" });
      expect(taken.status).toBe(409);
      const recased = await admin.mutate("PATCH", `${A}/${created.id}`, { code: "sel.2.1" });
      expect(recased.status, recased.text).toBe(200);
      const nothing = await admin.mutate("PATCH", `${A}/${created.id}`, {});
      expect(nothing.status).toBe(200);
      expect((await audit()).filter((e) => e.action === "standard.updated")).toHaveLength(2);
      expect((await admin.mutate("PATCH", `${A}/${created.id}`, { subjectCode: "latin" })).status).toBe(400);
    });

    it("refuses to edit a published standard with a clear 409", async () => {
      const id = await idOf("3.NF.A.1");
      const res = await admin.mutate("PATCH", `${A}/${id}`, { description: "Something else." });
      expect(res.status).toBe(409);
      expect(body(res).message).toContain("Published standards stay as published");
      const [row] = await t.db.select().from(standards).where(eq(standards.id, id));
      expect(row!.description).toBe(PUBLISHED_STANDARDS.find((s) => s.code === "3.NF.A.1")!.description);
    });

    it("answers 404 for an id that names nothing or is not an id", async () => {
      for (const path of [`${A}/00000000-0000-4000-8000-000000000000`, `${A}/not-an-id`]) {
        expect((await admin.mutate("PATCH", path, { description: "x." })).status).toBe(404);
        expect((await admin.mutate("POST", `${path}/archive`)).status).toBe(404);
        expect((await admin.mutate("POST", `${path}/restore`)).status).toBe(404);
      }
    });
  });

  describe("archive and restore, and the picker", () => {
    it("shows new school standards in the picker and hides archived ones until restored", async () => {
      const { client: teacher } = await signedIn("teacher");
      const created = data<AdminStandard>(await admin.mutate("POST", A, SEL));
      expect((await picker(teacher, "subject=sel&grade=2")).map((s) => s.code)).toEqual(["SEL.2.1"]);

      const archived = await admin.mutate("POST", `${A}/${created.id}/archive`);
      expect(archived.status).toBe(200);
      expect(data<AdminStandard>(archived)).toMatchObject({ archived: true, archivedAt: expect.any(String) });
      expect(await picker(teacher, "subject=sel&grade=2")).toEqual([]);
      expect((await list("subject=sel")).items).toEqual([expect.objectContaining({ code: "SEL.2.1", archived: true })]);
      expect(body(await admin.mutate("POST", `${A}/${created.id}/archive`)).message).toBe("SEL.2.1 was already archived.");

      const restored = await admin.mutate("POST", `${A}/${created.id}/restore`);
      expect(body(restored).message).toBe("Restored SEL.2.1. Teachers can pick it again.");
      expect((await picker(teacher, "subject=sel&grade=2")).map((s) => s.code)).toEqual(["SEL.2.1"]);
      expect((await audit()).map((e) => e.action)).toEqual(["standard.created", "standard.archived", "standard.restored"]);
    });

    it("archives a published standard the school does not teach, and the sync does not bring it back", async () => {
      const { client: teacher } = await signedIn("teacher");
      const id = await idOf("K-PS2-1");
      expect((await admin.mutate("POST", `${A}/${id}/archive`)).status).toBe(200);
      expect((await picker(teacher, "q=K-PS2-1")).map((s) => s.code)).toEqual([]);
      const [entry] = await audit();
      expect(entry!.summary).toContain("Archived the Next Generation Science Standards standard K-PS2-1");

      await t.db.execute(sql`delete from settings where key = 'standards_catalog_fingerprint'`);
      expect(await syncPublishedStandards(t.db)).toBe(true);
      expect((await picker(teacher, "q=K-PS2-1")).map((s) => s.code)).toEqual([]);
    });
  });

  describe("the start-up sync", () => {
    it("updates changed published rows, never deletes a row, and never touches school standards", async () => {
      await syncPublishedStandards(t.db);
      const school = data<AdminStandard>(await admin.mutate("POST", A, SEL));
      // A school standard holding a code the published list also has: the school's row wins.
      const clash = PUBLISHED_STANDARDS.find((s) => s.code === "K.CC.A.1")!;
      await t.db.delete(standards).where(eq(standards.code, clash.code));
      await t.db.insert(standards).values({ ...SEL, code: clash.code, framework: "school", sortOrder: 5 });
      // An older catalog's wording, and a standard the list no longer has.
      await t.db.update(standards).set({ description: "Old wording.", cluster: "Old cluster" }).where(eq(standards.code, "3.NF.A.1"));
      await t.db.insert(standards).values({
        code: "9.ZZ.A.1",
        framework: "ccss-math",
        subjectCode: "math",
        grade: "6",
        domain: "Gone",
        cluster: "Gone",
        description: "No longer listed.",
      });

      expect(await syncPublishedStandards(t.db)).toBe(false); // the fingerprint says nothing changed
      await t.db.execute(sql`delete from settings where key = 'standards_catalog_fingerprint'`);
      expect(await syncPublishedStandards(t.db)).toBe(true);

      const [fractions] = await t.db.select().from(standards).where(eq(standards.code, "3.NF.A.1"));
      const published = PUBLISHED_STANDARDS.find((s) => s.code === "3.NF.A.1")!;
      expect(fractions).toMatchObject({ description: published.description, cluster: published.cluster });
      expect(await t.db.select().from(standards).where(eq(standards.code, "9.ZZ.A.1"))).toHaveLength(1);
      const [schoolRow] = await t.db.select().from(standards).where(eq(standards.id, school.id));
      expect(schoolRow).toMatchObject({ ...SEL, framework: "school" });
      const [clashRow] = await t.db.select().from(standards).where(eq(standards.code, clash.code));
      expect(clashRow).toMatchObject({ framework: "school", description: SEL.description, sortOrder: 5 });
      const math = await t.db
        .select({ id: standards.id })
        .from(standards)
        .where(and(eq(standards.framework, "ccss-math")));
      // 177 listed, less K.CC.A.1 (the school's row), plus 9.ZZ.A.1 (kept though no longer listed).
      expect(math).toHaveLength(PUBLISHED_STANDARDS.filter((s) => s.framework === "ccss-math").length);

      await t.db.delete(standards).where(eq(standards.code, "9.ZZ.A.1"));
      await t.db.delete(standards).where(eq(standards.code, clash.code));
      await t.db.execute(sql`delete from settings where key = 'standards_catalog_fingerprint'`);
      await syncPublishedStandards(t.db);
    });
  });
});
