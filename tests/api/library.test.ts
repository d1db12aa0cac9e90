/**
 * The resource library (docs/api/library.md): folders and resources of teachers and staff, a
 * teacher's own and the school's. Every endpoint by every role and by another teacher (404 on their
 * private things, nothing of theirs in the answer), validation (links only http/https), search,
 * the folders' rules (depth, moves, only empty ones deleted), school scope shared, archive hides, and
 * who reads a library file (canReadFile).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LibraryFolder, LibraryFolders, LibraryResource, LibraryResources } from "#common/schemas/learning/library";
import { createSession } from "../../server/auth/sessions";
import { assignmentAttachments, assignments, auditLog, resources, subjects } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient, type TestResponse } from "../support/http-client";
import { PDF, PNG } from "../support/sample-files";
import { makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NOBODY = "00000000-0000-4000-8000-000000000000";

describe.each(DATABASE_KINDS)("the resource library on %s", (kind) => {
  let t: TestApp;
  const as = {} as Record<"teacher" | "otherTeacher" | "admin" | "student" | "guardian" | "parent" | "anonymous", TestClient>;
  let world: { classId: string; teacherId: string; otherTeacherId: string };

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };
  const data = <T>(res: TestResponse) => res.json<{ data: T }>().data;
  const fieldsOf = (res: TestResponse) => res.json<{ errors?: { field: string; message: string }[] }>().errors?.map((e) => e.field) ?? [];
  const uploadFile = async (c: TestClient, name: string, bytes: Uint8Array) => {
    const res = await c.upload("/api/files", { name, bytes });
    expect(res.status).toBe(201);
    return data<{ id: string }>(res).id;
  };
  const newFolder = async (c: TestClient, body: Record<string, unknown>) => {
    const res = await c.mutate("POST", "/api/library/folders", body);
    expect(res.status, res.text).toBe(201);
    return data<{ id: string }>(res).id;
  };
  const newResource = async (c: TestClient, body: Record<string, unknown>) => {
    const res = await c.mutate("POST", "/api/library/resources", body);
    expect(res.status, res.text).toBe(201);
    return data<LibraryResource>(res);
  };
  const list = async (c: TestClient, query = "") => {
    const res = await c.get(`/api/library/resources${query}`);
    expect(res.status, res.text).toBe(200);
    return data<LibraryResources>(res);
  };
  const tree = async (c: TestClient) => data<LibraryFolders>(await c.get("/api/library/folders")).folders;
  const flatten = (folders: LibraryFolder[]): LibraryFolder[] => folders.flatMap((f) => [f, ...flatten(f.children)]);

  beforeAll(async () => {
    t = await startTestApp(kind);
    const { year } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const other = await createUser(t.db, "teacher", "library-other-teacher");
    const child = await makeStudent(t.db, { firstName: "Ada" });
    const admin = await createUser(t.db, "admin", "library-admin");
    const parent = await createUser(t.db, "parent", "library-parent");
    world = { classId: a.class.id, teacherId: a.teacher!.id, otherTeacherId: other.id };
    as.teacher = await signIn(a.teacher!.id);
    as.otherTeacher = await signIn(other.id);
    as.admin = await signIn(admin.id);
    as.student = await signIn(child.user.id);
    as.guardian = await signIn(child.guardian!.id);
    as.parent = await signIn(parent.id);
    as.anonymous = new TestClient(t.url);
  });
  afterAll(async () => t?.close());

  it("is for teachers and staff only: 401 signed out, 403 for children and families, on every endpoint", async () => {
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/library/folders"],
      ["POST", "/api/library/folders", { name: "Mine", scope: "teacher" }],
      ["PATCH", `/api/library/folders/${NOBODY}`, { name: "x" }],
      ["DELETE", `/api/library/folders/${NOBODY}`],
      ["GET", "/api/library/resources"],
      ["POST", "/api/library/resources", { kind: "link", url: "https://example.org", title: "A link" }],
      ["PATCH", `/api/library/resources/${NOBODY}`, { title: "x" }],
      ["POST", `/api/library/resources/${NOBODY}/archive`],
    ];
    for (const [method, path, body] of calls) {
      const send = (c: TestClient) => (method === "GET" ? c.get(path) : c.mutate(method as "POST" | "PATCH" | "DELETE", path, body ?? {}));
      expect((await send(as.anonymous)).status, `${method} ${path}`).toBe(401);
      for (const c of [as.student, as.guardian, as.parent]) expect((await send(c)).status, `${method} ${path}`).toBe(403);
    }
  });

  it("keeps a teacher's own folders private and shares school folders, as a tree with counts", async () => {
    const mine = await newFolder(as.teacher, { name: "Fractions private", scope: "teacher" });
    const school = await newFolder(as.teacher, { name: "Grade 3 shared", scope: "school" });
    const inside = await newFolder(as.teacher, { name: "Week 1", scope: "school", parentId: school });
    await newResource(as.teacher, { kind: "link", url: "https://example.org/fractions", title: "Fraction strips", folderId: inside });

    const own = flatten(await tree(as.teacher));
    expect(own.map((f) => f.name)).toEqual(expect.arrayContaining(["Fractions private", "Grade 3 shared", "Week 1"]));
    const top = (await tree(as.teacher)).find((f) => f.id === school)!;
    expect(top.children.map((c) => [c.name, c.resourceCount, c.scope])).toEqual([["Week 1", 1, "school"]]);
    expect(top.canEdit).toBe(true);

    const theirs = await as.otherTeacher.get("/api/library/folders");
    expect(theirs.text).not.toContain("Fractions private");
    const seen = flatten(data<LibraryFolders>(theirs).folders);
    expect(seen.map((f) => f.id)).toEqual(expect.arrayContaining([school, inside]));
    expect(seen.find((f) => f.id === school)!.canEdit).toBe(false);
    // Staff see the school's folders too, and may change them; never a teacher's own.
    expect(flatten(await tree(as.admin)).map((f) => f.id)).not.toContain(mine);
    expect(flatten(await tree(as.admin)).find((f) => f.id === school)!.canEdit).toBe(true);
  });

  it("answers 404 with nothing of theirs for another teacher's private folder, 403 for a school folder they did not make", async () => {
    const mine = await newFolder(as.teacher, { name: "Secret plans", scope: "teacher" });
    const school = await newFolder(as.teacher, { name: "Shared plans", scope: "school" });
    for (const c of [as.otherTeacher, as.admin]) {
      for (const res of [
        await c.mutate("PATCH", `/api/library/folders/${mine}`, { name: "Mine now" }),
        await c.mutate("DELETE", `/api/library/folders/${mine}`),
        await c.get(`/api/library/resources?folderId=${mine}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.text).not.toContain("Secret plans");
      }
      // Nor may they put anything inside it.
      const into = await c.mutate("POST", "/api/library/folders", { name: "Sneaky", scope: "teacher", parentId: mine });
      expect(into.status).toBe(400);
      expect(fieldsOf(into)).toEqual(["parentId"]);
    }
    expect((await as.otherTeacher.mutate("PATCH", `/api/library/folders/${school}`, { name: "Taken" })).status).toBe(403);
    expect((await as.otherTeacher.mutate("DELETE", `/api/library/folders/${school}`)).status).toBe(403);
    // Staff may rename a school folder someone else made; the audit log says so.
    const renamed = await as.admin.mutate("PATCH", `/api/library/folders/${school}`, { name: "Shared plans (tidy)" });
    expect(renamed.status).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "library_folder"), eq(auditLog.targetId, school)));
    expect(audits.map((a) => a.action)).toEqual(["library_folder.changed"]);
    // A garbled id reads like a missing folder.
    expect((await as.teacher.mutate("PATCH", "/api/library/folders/not-a-uuid", { name: "x" })).status).toBe(404);
  });

  it("nests folders at most three deep, same sharing only, and never inside themselves", async () => {
    const one = await newFolder(as.teacher, { name: "Level 1", scope: "teacher" });
    const two = await newFolder(as.teacher, { name: "Level 2", scope: "teacher", parentId: one });
    const three = await newFolder(as.teacher, { name: "Level 3", scope: "teacher", parentId: two });
    const four = await as.teacher.mutate("POST", "/api/library/folders", { name: "Level 4", scope: "teacher", parentId: three });
    expect(four.status).toBe(400);
    expect(four.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
      { field: "parentId", message: "Folders can be at most 3 levels deep." },
    ]);

    const school = await newFolder(as.teacher, { name: "School top", scope: "school" });
    const mixed = await as.teacher.mutate("POST", "/api/library/folders", { name: "Mixed", scope: "school", parentId: one });
    expect(mixed.status).toBe(400);
    expect((await as.teacher.mutate("PATCH", `/api/library/folders/${two}`, { parentId: school })).status).toBe(400);

    const cycle = await as.teacher.mutate("PATCH", `/api/library/folders/${one}`, { parentId: three });
    expect(cycle.status).toBe(400);
    expect(cycle.text).toContain("cannot go inside itself");
    expect((await as.teacher.mutate("PATCH", `/api/library/folders/${one}`, { parentId: one })).status).toBe(400);

    // Moving "Level 2" (with "Level 3" inside) under another level-2 folder would make four levels.
    const side = await newFolder(as.teacher, { name: "Side", scope: "teacher" });
    const sideTwo = await newFolder(as.teacher, { name: "Side 2", scope: "teacher", parentId: side });
    expect((await as.teacher.mutate("PATCH", `/api/library/folders/${two}`, { parentId: sideTwo })).status).toBe(400);
    // To the top it may go, and be renamed on the way.
    const moved = await as.teacher.mutate("PATCH", `/api/library/folders/${two}`, { parentId: null, name: "Level 2 moved" });
    expect(moved.status).toBe(200);
    expect(data<{ parentId: string | null; name: string }>(moved)).toMatchObject({ parentId: null, name: "Level 2 moved" });
    expect((await as.teacher.mutate("PATCH", `/api/library/folders/${two}`, { parentId: side })).status).toBe(200);
    const sideNode = flatten(await tree(as.teacher)).find((f) => f.id === side)!;
    expect(sideNode.children.map((c) => c.name)).toEqual(["Level 2 moved", "Side 2"]);
  });

  it("refuses bad folder input with field errors", async () => {
    const res = await as.teacher.mutate("POST", "/api/library/folders", { name: "  ", scope: "everyone", parentId: "x" });
    expect(res.status).toBe(400);
    expect(fieldsOf(res).sort()).toEqual(["name", "parentId", "scope"]);
    const nothing = await as.teacher.mutate("PATCH", `/api/library/folders/${NOBODY}`, {});
    expect(nothing.status).toBe(400);
    expect((await as.teacher.mutate("PATCH", `/api/library/folders/${NOBODY}`, { name: "x" })).status).toBe(404);
  });

  it("deletes only an empty folder (409 otherwise)", async () => {
    const folder = await newFolder(as.teacher, { name: "To tidy", scope: "teacher" });
    const sub = await newFolder(as.teacher, { name: "Inside", scope: "teacher", parentId: folder });
    expect((await as.teacher.mutate("DELETE", `/api/library/folders/${folder}`)).status).toBe(409);
    const link = await newResource(as.teacher, { kind: "link", url: "https://example.org/x", title: "Kept", folderId: sub });
    const full = await as.teacher.mutate("DELETE", `/api/library/folders/${sub}`);
    expect(full.status).toBe(409);
    expect(full.json<{ message: string }>().message).toBe("This folder is not empty. Move or archive what is in it first.");
    expect((await as.teacher.mutate("POST", `/api/library/resources/${link.id}/archive`)).status).toBe(200);
    expect((await as.teacher.mutate("DELETE", `/api/library/folders/${sub}`)).status).toBe(200);
    expect((await as.teacher.mutate("DELETE", `/api/library/folders/${folder}`)).status).toBe(200);
    expect((await as.teacher.mutate("DELETE", `/api/library/folders/${folder}`)).status).toBe(404);
  });

  it("adds a file the teacher uploaded and a link, answering the shape the assignment editor reads", async () => {
    const fileId = await uploadFile(as.teacher, "Fractions worksheet.pdf", PDF);
    const folder = await newFolder(as.teacher, { name: "Maths", scope: "teacher" });
    const file = await newResource(as.teacher, {
      kind: "file",
      fileId,
      title: "Fractions worksheet",
      description: "Halves and quarters.\nPrint double-sided.",
      folderId: folder,
      subjectCode: "math",
      grade: "3",
    });
    expect(Object.keys(file).sort()).toEqual(
      [
        "id",
        "title",
        "description",
        "kind",
        "fileId",
        "fileName",
        "size",
        "contentType",
        "url",
        "scope",
        "folderId",
        "subjectCode",
        "grade",
        "owner",
        "updatedAt",
        "usedIn",
        "canEdit",
        "mine",
      ].sort(),
    );
    expect(file).toMatchObject({
      kind: "file",
      fileId,
      fileName: "Fractions worksheet.pdf",
      size: PDF.length,
      contentType: "application/pdf",
      url: null,
      scope: "teacher",
      folderId: folder,
      subjectCode: "math",
      grade: "3",
      usedIn: 0,
      canEdit: true,
    });
    expect(file.owner.name).toBeTruthy();

    const link = await newResource(as.teacher, {
      kind: "link",
      url: "https://www.example.org/read?x=1",
      title: "Reading game",
      scope: "school",
      description: null,
      folderId: null,
      subjectCode: null,
      grade: null,
    });
    expect(link).toMatchObject({
      kind: "link",
      url: "https://www.example.org/read?x=1",
      fileId: null,
      fileName: null,
      size: null,
      scope: "school",
      folderId: null,
    });

    // Attached to two pieces of work: usedIn counts them.
    const [w1] = await t.db.insert(assignments).values({ classId: world.classId, title: "Fractions 1" }).returning();
    const [w2] = await t.db.insert(assignments).values({ classId: world.classId, title: "Fractions 2" }).returning();
    await t.db.insert(assignmentAttachments).values([
      { assignmentId: w1!.id, resourceId: file.id },
      { assignmentId: w2!.id, resourceId: file.id },
    ]);
    expect((await list(as.teacher, "?q=fractions%20worksheet")).resources.find((r) => r.id === file.id)!.usedIn).toBe(2);
    // The file now belongs to the library: it cannot be deleted from My files.
    expect((await as.teacher.mutate("DELETE", `/api/files/${fileId}`)).status).toBe(409);
  });

  it("offers the school's subjects, those staff added included, and files a resource under one", async () => {
    await t.db.insert(subjects).values({ code: "spanish", name: "Spanish", category: "specials", sortOrder: 99 }).onConflictDoNothing();
    const offered = data<LibraryFolders>(await as.teacher.get("/api/library/folders")).subjects;
    expect(offered.map((x) => x.code)).toEqual(expect.arrayContaining(["ela", "math", "spanish"]));
    expect(offered.find((x) => x.code === "spanish")!.name).toBe("Spanish");
    const filed = await newResource(as.teacher, {
      kind: "link",
      url: "https://www.example.org/hola",
      title: "Hola song",
      scope: "teacher",
      description: null,
      folderId: null,
      subjectCode: "spanish",
      grade: null,
    });
    expect(filed.subjectCode).toBe("spanish");
    await t.db.delete(resources).where(eq(resources.id, filed.id));
  });

  it("refuses links that are not http or https, and files that are not the teacher's own uploads", async () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.org/x",
      "vbscript:x",
      "example.org",
      "https://",
      "http://user:pass@example.org/",
      "//example.org",
    ]) {
      const res = await as.teacher.mutate("POST", "/api/library/resources", { kind: "link", url, title: "Bad" });
      expect(res.status, url).toBe(400);
      expect(fieldsOf(res), url).toEqual(["url"]);
    }
    const theirs = await uploadFile(as.otherTeacher, "their.png", PNG);
    const childs = await uploadFile(as.student, "drawing.png", PNG);
    for (const fileId of [theirs, childs, NOBODY]) {
      const res = await as.teacher.mutate("POST", "/api/library/resources", { kind: "file", fileId, title: "Not mine" });
      expect(res.status).toBe(400);
      expect(fieldsOf(res)).toEqual(["fileId"]);
    }
    const missing = await as.teacher.mutate("POST", "/api/library/resources", { kind: "file", title: "" });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing).sort()).toEqual(["fileId", "title"]);
    const badChoices = await as.teacher.mutate("POST", "/api/library/resources", {
      kind: "link",
      url: "https://example.org",
      title: "x",
      grade: "13",
      subjectCode: "Basket Weaving",
      scope: "world",
    });
    expect(badChoices.status).toBe(400);
    expect(fieldsOf(badChoices).sort()).toEqual(["grade", "scope", "subjectCode"]);
    const unknownSubject = await as.teacher.mutate("POST", "/api/library/resources", {
      kind: "link",
      url: "https://example.org",
      title: "x",
      subjectCode: "astrology",
    });
    expect(unknownSubject.status).toBe(400);
    expect(fieldsOf(unknownSubject)).toEqual(["subjectCode"]);
    const schoolInPrivate = await as.teacher.mutate("POST", "/api/library/resources", {
      kind: "link",
      url: "https://example.org",
      title: "x",
      scope: "school",
      folderId: await newFolder(as.teacher, { name: "Private box", scope: "teacher" }),
    });
    expect(schoolInPrivate.status).toBe(400);
    expect(fieldsOf(schoolInPrivate)).toEqual(["folderId"]);
  });

  it("lists the teacher's own and the school's, searches title and description case-insensitively and literally, and filters", async () => {
    const folder = await newFolder(as.teacher, { name: "Search box", scope: "teacher" });
    const own = await newResource(as.teacher, {
      kind: "link",
      url: "https://example.org/p",
      title: "Penguin facts 100%",
      folderId: folder,
      subjectCode: "science",
      grade: "2",
    });
    const shared = await newResource(as.teacher, {
      kind: "link",
      url: "https://example.org/s",
      title: "Seasons poster",
      description: "All about PENGUINS in winter",
      scope: "school",
      subjectCode: "science",
      grade: "K",
    });
    const theirs = await newResource(as.otherTeacher, { kind: "link", url: "https://example.org/t", title: "Penguin private notes" });

    const ids = (page: LibraryResources) => page.resources.map((r) => r.id);
    const mine = await list(as.teacher, "?q=PENGUIN");
    expect(ids(mine).sort()).toEqual([own.id, shared.id].sort());
    expect(mine.total).toBe(2);
    expect(JSON.stringify(mine)).not.toContain("Penguin private notes");
    // The other teacher: their own and the school's, never the first teacher's own.
    const other = await list(as.otherTeacher, "?q=penguin");
    expect(ids(other).sort()).toEqual([shared.id, theirs.id].sort());
    expect(other.resources.find((r) => r.id === shared.id)!.canEdit).toBe(false);
    // Literal: % and _ are characters, not patterns.
    expect(ids(await list(as.teacher, "?q=100%25"))).toEqual([own.id]);
    expect(ids(await list(as.teacher, "?q=%25%25"))).toEqual([]);
    expect(ids(await list(as.teacher, "?q=penguin&scope=school"))).toEqual([shared.id]);
    expect(ids(await list(as.teacher, "?q=penguin&scope=teacher"))).toEqual([own.id]);
    expect(ids(await list(as.teacher, "?q=penguin&grade=K&subject=science"))).toEqual([shared.id]);
    expect(ids(await list(as.teacher, `?folderId=${folder}`))).toEqual([own.id]);
    expect(ids(await list(as.teacher, "?q=penguin&subject=math"))).toEqual([]);
    // Paging.
    const first = await list(as.teacher, "?q=penguin&pageSize=1");
    const second = await list(as.teacher, "?q=penguin&pageSize=1&page=2");
    expect(first.total).toBe(2);
    expect([...ids(first), ...ids(second)].sort()).toEqual([own.id, shared.id].sort());
    const bad = await as.teacher.get(`/api/library/resources?scope=everyone&grade=9&page=0&folderId=x&q=${"a".repeat(101)}`);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(["folderId", "grade", "page", "q", "scope"]);
  });

  it("lets only the owner change a resource, staff too for a school one; 404 on another teacher's own", async () => {
    const own = await newResource(as.teacher, { kind: "link", url: "https://example.org/o", title: "My own link" });
    const shared = await newResource(as.teacher, { kind: "link", url: "https://example.org/sh", title: "Shared link", scope: "school" });
    for (const c of [as.otherTeacher, as.admin]) {
      for (const res of [
        await c.mutate("PATCH", `/api/library/resources/${own.id}`, { title: "Stolen" }),
        await c.mutate("POST", `/api/library/resources/${own.id}/archive`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.text).not.toContain("My own link");
      }
    }
    expect((await as.otherTeacher.mutate("PATCH", `/api/library/resources/${shared.id}`, { title: "Mine" })).status).toBe(403);
    expect((await as.otherTeacher.mutate("POST", `/api/library/resources/${shared.id}/archive`)).status).toBe(403);

    const edited = await as.teacher.mutate("PATCH", `/api/library/resources/${own.id}`, {
      title: "My own link (v2)",
      url: "http://example.org/v2",
      description: "",
      grade: "4",
    });
    expect(edited.status).toBe(200);
    expect(data<LibraryResource>(edited)).toMatchObject({ title: "My own link (v2)", url: "http://example.org/v2", description: null, grade: "4" });
    expect((await as.teacher.mutate("PATCH", `/api/library/resources/${own.id}`, { url: "javascript:alert(1)" })).status).toBe(400);

    // Staff tidy a school resource; the audit log records it. Only the owner changes who sees it.
    expect((await as.admin.mutate("PATCH", `/api/library/resources/${shared.id}`, { title: "Shared link (checked)" })).status).toBe(200);
    expect((await as.admin.mutate("PATCH", `/api/library/resources/${shared.id}`, { scope: "teacher" })).status).toBe(403);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "library_resource"), eq(auditLog.targetId, shared.id)));
    expect(audits.map((a) => a.action)).toEqual(["library_resource.changed"]);

    // Moving into a folder shared another way is refused; making it private takes it out of a school folder.
    const schoolFolder = await newFolder(as.teacher, { name: "School shelf", scope: "school" });
    expect((await as.teacher.mutate("PATCH", `/api/library/resources/${own.id}`, { folderId: schoolFolder })).status).toBe(200);
    const afterMove = (await list(as.teacher, `?folderId=${schoolFolder}`)).resources;
    expect(afterMove.map((r) => [r.id, r.scope])).toEqual([[own.id, "school"]]);
    const back = await as.teacher.mutate("PATCH", `/api/library/resources/${own.id}`, { scope: "teacher" });
    expect(data<LibraryResource>(back)).toMatchObject({ scope: "teacher", folderId: null });
    // A file resource has no web address.
    const fileId = await uploadFile(as.teacher, "sheet.pdf", PDF);
    const file = await newResource(as.teacher, { kind: "file", fileId, title: "Sheet" });
    const urlOnFile = await as.teacher.mutate("PATCH", `/api/library/resources/${file.id}`, { url: "https://example.org" });
    expect(urlOnFile.status).toBe(400);
    expect(fieldsOf(urlOnFile)).toEqual(["url"]);
  });

  it("archive hides a resource from every list but keeps it for the work that uses it", async () => {
    const shared = await newResource(as.teacher, { kind: "link", url: "https://example.org/old", title: "Old worksheet zebra", scope: "school" });
    expect((await list(as.otherTeacher, "?q=zebra")).resources).toHaveLength(1);
    expect((await as.teacher.mutate("POST", `/api/library/resources/${shared.id}/archive`)).status).toBe(200);
    for (const c of [as.teacher, as.otherTeacher, as.admin]) expect((await list(c, "?q=zebra")).total).toBe(0);
    expect((await as.teacher.mutate("POST", `/api/library/resources/${shared.id}/archive`)).status).toBe(404);
    expect((await as.teacher.mutate("PATCH", `/api/library/resources/${shared.id}`, { title: "Back" })).status).toBe(404);
    const [row] = await t.db.select().from(resources).where(eq(resources.id, shared.id));
    expect(row!.archivedAt).not.toBeNull();
    // Staff may archive a school resource another teacher added.
    const another = await newResource(as.otherTeacher, { kind: "link", url: "https://example.org/a", title: "Staff tidy", scope: "school" });
    expect((await as.admin.mutate("POST", `/api/library/resources/${another.id}/archive`)).status).toBe(200);
  });

  it("lets every teacher read a school resource's file, and nobody else a teacher's own (canReadFile)", async () => {
    const sharedFile = await uploadFile(as.teacher, "shared.pdf", PDF);
    const privateFile = await uploadFile(as.teacher, "private.pdf", PDF);
    await newResource(as.teacher, { kind: "file", fileId: sharedFile, title: "Shared file", scope: "school" });
    await newResource(as.teacher, { kind: "file", fileId: privateFile, title: "Private file" });
    expect((await as.otherTeacher.get(`/api/files/${sharedFile}/content`)).status).toBe(200);
    expect((await as.otherTeacher.get(`/api/files/${privateFile}/content`)).status).toBe(404);
    for (const c of [as.student, as.guardian, as.parent]) {
      expect((await c.get(`/api/files/${sharedFile}/content`)).status).toBe(404);
      expect((await c.get(`/api/files/${privateFile}/content`)).status).toBe(404);
    }
    expect((await as.teacher.get(`/api/files/${privateFile}/content`)).status).toBe(200);
    expect((await as.admin.get(`/api/files/${privateFile}/content`)).status).toBe(200);
  });
});
