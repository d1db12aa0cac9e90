/**
 * Messaging (docs/api/messages.md): who may write to whom for every pair of roles and relationships,
 * decided by the server whatever the request says; groups, where every two members must be allowed to
 * share the conversation, when formed and on every post; contacts; threads and read state; class
 * announcements whose replies go to the teacher alone; withdrawn messages; reports, the office's
 * audited reading and the dashboard card; attachments readable by participants only; notifications;
 * and the live events stream (GET /api/events) with Last-Event-ID catch-up and across two instances.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/auth/sessions";
import { FAMILIES_APART, MAY_NOT_WRITE, NOT_TOGETHER, OTHER_FAMILY } from "../../server/learning/access";
import { auditLog, conversationParticipants, conversations, enrolments, guardianLinks, messages, notifications, sessions } from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { openEventStream } from "../support/event-stream";
import { TestClient } from "../support/http-client";
import { PNG } from "../support/sample-files";
import { enrol, makeClass, makeStudent, makeYear, ottersAndBadgers } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

type Json = { data: any; message?: string; errors?: { field: string; message: string }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers of many shapes, read field by field in each test

async function buildSchool(t: TestApp) {
  const { year, otters, badgers, ada, ben, cy } = await ottersAndBadgers(t.db);
  const admin = await createUser(t.db, "admin");
  const childless = await createUser(t.db, "parent");
  return { year, otters, badgers, ada, ben, cy, admin, childless };
}

describe.each(DATABASE_KINDS)("messaging on %s", (kind) => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof buildSchool>>;
  const sids: Record<string, string> = {};
  const as = {} as Record<"teacher" | "otherTeacher" | "ada" | "ben" | "cy" | "adaGuardian" | "benGuardian" | "cyGuardian" | "admin" | "childless", TestClient>;
  const ids = {} as Record<keyof typeof as, string>;

  const signIn = async (name: keyof typeof as, userId: string) => {
    const c = new TestClient(t.url);
    sids[name] = (await createSession(t.db, userId)).id;
    c.setCookie("sid", sids[name]!);
    as[name] = c;
    ids[name] = userId;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { config: { apiRateLimitPerMinute: 1_000_000 } });
    s = await buildSchool(t);
    await signIn("teacher", s.otters.teacher!.id);
    await signIn("otherTeacher", s.badgers.teacher!.id);
    await signIn("ada", s.ada.user.id);
    await signIn("ben", s.ben.user.id);
    await signIn("cy", s.cy.user.id);
    await signIn("adaGuardian", s.ada.guardian!.id);
    await signIn("benGuardian", s.ben.guardian!.id);
    await signIn("cyGuardian", s.cy.guardian!.id);
    await signIn("admin", s.admin.id);
    await signIn("childless", s.childless.id);
  });
  afterAll(async () => t?.close());

  const start = (from: keyof typeof as, to: (keyof typeof as)[], body = "Hello there, a question about today.") =>
    as[from].mutate("POST", "/api/messages/conversations", { participantIds: to.map((n) => ids[n]), body });
  const send = (from: keyof typeof as, conversationId: string, body: string, attachmentIds: string[] = []) =>
    as[from].mutate("POST", `/api/messages/conversations/${conversationId}/messages`, { body, attachmentIds });
  const thread = async (who: keyof typeof as, conversationId: string) => (await as[who].get(`/api/messages/conversations/${conversationId}`)).json<Json>().data;
  const clientOf = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  describe("who may write to whom", () => {
    const cases: [keyof typeof as, keyof typeof as, boolean, string][] = [
      ["ada", "teacher", true, "a child to their teacher"],
      ["ada", "otherTeacher", false, "a child to a teacher not theirs"],
      ["ada", "ben", false, "a child to a classmate"],
      ["ada", "cy", false, "a child to another class's child"],
      ["ada", "adaGuardian", false, "a child to their own guardian"],
      ["ada", "admin", false, "a child to the office"],
      ["adaGuardian", "teacher", true, "a guardian to their child's teacher"],
      ["adaGuardian", "otherTeacher", false, "a guardian to another family's teacher"],
      ["adaGuardian", "admin", true, "a guardian to the office"],
      ["adaGuardian", "benGuardian", false, "a guardian to another guardian of the class"],
      ["adaGuardian", "ben", false, "a guardian to another child"],
      ["adaGuardian", "ada", false, "a guardian to their own child"],
      ["childless", "teacher", false, "a guardian without children to a teacher"],
      ["childless", "admin", true, "a guardian without children to the office"],
      ["teacher", "ada", true, "a teacher to a child of their class"],
      ["teacher", "cy", false, "a teacher to another class's child"],
      ["teacher", "adaGuardian", true, "a teacher to a guardian of their class"],
      ["teacher", "cyGuardian", false, "a teacher to another class's guardian"],
      ["teacher", "otherTeacher", true, "a teacher to a colleague"],
      ["teacher", "admin", true, "a teacher to the office"],
      ["teacher", "childless", false, "a teacher to a guardian of no child of theirs"],
      ["admin", "cy", true, "the office to a child"],
      ["admin", "cyGuardian", true, "the office to a guardian"],
      ["admin", "otherTeacher", true, "the office to a teacher"],
    ];
    it.each(cases)("%s to %s: allowed %s (%s)", async (from, to, allowed) => {
      const res = await start(from, [to]);
      expect(res.status, res.text).toBe(allowed ? 201 : 403);
      // A child to a child is refused both ways: not allowed, and never two children in one conversation.
      if (!allowed) expect(res.json<Json>().message).toMatch(/^(You cannot send messages to this person|A conversation can include only one child)\.$/);
    });

    it("offers in the contacts exactly the people the rule allows, as { id, name, role }", async () => {
      const contacts = async (who: keyof typeof as) =>
        (await as[who].get("/api/messages/contacts")).json<Json>().data as { id: string; name: string; role: string }[];
      const ada = await contacts("ada");
      expect(ada).toEqual([{ id: ids.teacher, name: expect.any(String), role: "teacher" }]);
      for (const c of ada) expect(Object.keys(c).sort()).toEqual(["id", "name", "role"]);
      expect((await contacts("adaGuardian")).map((c) => c.id).sort()).toEqual([ids.teacher, ids.admin].sort());
      const teacher = (await contacts("teacher")).map((c) => c.id);
      expect(teacher).toEqual(expect.arrayContaining([ids.ada, ids.ben, ids.adaGuardian, ids.benGuardian, ids.otherTeacher, ids.admin]));
      for (const other of [ids.cy, ids.cyGuardian, ids.childless, ids.teacher]) expect(teacher).not.toContain(other);
      const admin = (await contacts("admin")).map((c) => c.id);
      expect(admin).toEqual(expect.arrayContaining([ids.cy, ids.cyGuardian, ids.childless, ids.teacher]));
      expect(admin).not.toContain(ids.admin);
      // Names only: never an email.
      expect((await as.teacher.get("/api/messages/contacts")).text).not.toContain("@example.test");
    });

    it("never puts two children in one conversation, even for the office", async () => {
      const res = await start("teacher", ["ada", "ben"]);
      expect(res.status).toBe(403);
      expect(res.json<Json>().message).toBe("A conversation can include only one child.");
      expect((await start("admin", ["ada", "cy"])).status).toBe(403);
      // One forbidden member refuses the whole group.
      expect((await start("adaGuardian", ["teacher", "otherTeacher"])).status).toBe(403);
      expect((await start("adaGuardian", ["teacher", "admin"])).status).toBe(201);
    });

    it("never puts a child in a conversation with another family, even for the office", async () => {
      const res = await start("teacher", ["ada", "adaGuardian", "benGuardian"]);
      expect(res.status).toBe(403);
      expect(res.json<Json>().message).toBe("A conversation with a child can include only that child's own family.");
      expect((await start("admin", ["cy", "adaGuardian"])).status).toBe(403);
      expect((await start("teacher", ["ada", "adaGuardian"])).status).toBe(201);
    });

    // Everyone in a group reads everyone's posts: every two members must be allowed to share it.
    const groups: [string, keyof typeof as, (keyof typeof as)[], string | null][] = [
      ["a teacher with two families of the class", "teacher", ["adaGuardian", "benGuardian"], FAMILIES_APART],
      ["the office with two families", "admin", ["adaGuardian", "cyGuardian"], FAMILIES_APART],
      ["the office with a child and another family", "admin", ["cy", "adaGuardian"], OTHER_FAMILY],
      ["a teacher with a child and a colleague who does not teach the child", "teacher", ["ada", "otherTeacher"], NOT_TOGETHER],
      ["a teacher with a family and a colleague who does not teach their child", "teacher", ["adaGuardian", "otherTeacher"], NOT_TOGETHER],
      ["the office with a family and another class's teacher", "admin", ["cyGuardian", "teacher"], NOT_TOGETHER],
      ["the office with a child and another class's teacher", "admin", ["cy", "teacher"], NOT_TOGETHER],
      ["a teacher with a family and the office", "teacher", ["adaGuardian", "admin"], null],
      ["a teacher with a child and the office", "teacher", ["ada", "admin"], null],
      ["the office with a family and their child's teacher", "admin", ["cyGuardian", "otherTeacher"], null],
      ["the office with a child and their teacher", "admin", ["cy", "otherTeacher"], null],
      ["a guardian with their child's teacher and the office", "adaGuardian", ["teacher", "admin"], null],
      ["a teacher with a family of the class and one of another class", "teacher", ["adaGuardian", "cyGuardian"], MAY_NOT_WRITE],
      ["a child with their teacher and the office", "ada", ["teacher", "admin"], MAY_NOT_WRITE],
    ];
    it.each(groups)("a group: %s", async (_, from, to, refusal) => {
      const res = await start(from, to);
      expect(res.status, res.text).toBe(refusal ? 403 : 201);
      if (refusal) expect(res.json<Json>().message).toBe(refusal);
    });

    it("a group holds one family's guardians together; another family's guardians never post into one", async () => {
      const foxes = await makeClass(t.db, s.year.id, { name: "Foxes" });
      const fay = await makeStudent(t.db, { firstName: "Fay" });
      await enrol(t.db, foxes.class.id, fay.student.id);
      const secondGuardian = await createUser(t.db, "parent");
      await t.db.insert(guardianLinks).values({ studentId: fay.student.id, guardianUserId: secondGuardian.id, isPrimary: false });
      const teacher = await clientOf(foxes.teacher!.id);
      const second = await clientOf(secondGuardian.id);
      const formed = await teacher.mutate("POST", "/api/messages/conversations", {
        participantIds: [fay.guardian!.id, secondGuardian.id],
        body: "Fay's reading this week",
      });
      expect(formed.status, formed.text).toBe(201);
      const together = formed.json<Json>().data.conversationId;
      expect((await second.mutate("POST", `/api/messages/conversations/${together}/messages`, { body: "Thank you, we read every night." })).status).toBe(201);

      // A group of a teacher and two families, formed before groups were checked pair by pair: the teacher
      // still writes to each, but neither family writes to the other.
      const [legacy] = await t.db
        .insert(conversations)
        .values({ kind: "group", startedBy: ids.teacher, lastMessageAt: new Date(), createdAt: new Date() })
        .returning();
      await t.db
        .insert(conversationParticipants)
        .values([ids.teacher, ids.adaGuardian, ids.benGuardian].map((userId) => ({ conversationId: legacy!.id, userId, joinedAt: new Date() })));
      const refused = await send("adaGuardian", legacy!.id, "Hello to the other family");
      expect(refused.status).toBe(403);
      expect(refused.json<Json>().message).toBe("You cannot send messages in this conversation.");
      expect((await thread("benGuardian", legacy!.id)).canPost).toBe(false);
      expect((await send("teacher", legacy!.id, "A reminder about Friday")).status).toBe(201);
    });

    it("checks every post in a group again: a family whose child left the class no longer writes into a group with its teacher", async () => {
      const owls = await makeClass(t.db, s.year.id, { name: "Owls" });
      const gus = await makeStudent(t.db, { firstName: "Gus" });
      const enrolment = await enrol(t.db, owls.class.id, gus.student.id);
      const guardian = await clientOf(gus.guardian!.id);
      const teacher = await clientOf(owls.teacher!.id);
      // The office formed it: the family answers the office, which may write to anyone.
      const res = await as.admin.mutate("POST", "/api/messages/conversations", {
        participantIds: [owls.teacher!.id, gus.guardian!.id],
        body: "About Gus's move to another class",
      });
      expect(res.status, res.text).toBe(201);
      const conversationId = res.json<Json>().data.conversationId;
      const post = (c: TestClient, body: string) => c.mutate("POST", `/api/messages/conversations/${conversationId}/messages`, { body });
      expect((await post(guardian, "Thank you for arranging it")).status).toBe(201);
      expect((await post(teacher, "Gus will be missed in Owls")).status).toBe(201);

      await t.db.update(enrolments).set({ endedAt: new Date() }).where(eq(enrolments.id, enrolment.id));
      const refused = await post(guardian, "One more question for the teacher");
      expect(refused.status).toBe(403);
      expect(refused.json<Json>().message).toBe("You cannot send messages in this conversation.");
      expect((await post(teacher, "Goodbye Gus")).status).toBe(403);
      expect((await guardian.get(`/api/messages/conversations/${conversationId}`)).json<Json>().data.canPost).toBe(false);
      // The office still writes to both.
      expect((await send("admin", conversationId, "The move is done.")).status).toBe(201);
    });

    it("refuses an unknown or deactivated person as 403, naming no one, and bad input as 400 with fields", async () => {
      expect(
        (await as.teacher.mutate("POST", "/api/messages/conversations", { participantIds: ["00000000-0000-4000-8000-000000000000"], body: "Hello there" }))
          .status,
      ).toBe(403);
      const bad = await as.teacher.mutate("POST", "/api/messages/conversations", { participantIds: [], body: "  " });
      expect(bad.status).toBe(400);
      expect(
        bad
          .json<Json>()
          .errors!.map((e) => e.field)
          .sort(),
      ).toEqual(["body", "participantIds"]);
    });

    it("checks every send again: a child who left the class can no longer write to its teacher", async () => {
      const child = await makeStudent(t.db, { firstName: "Dee" });
      const enrolment = await enrol(t.db, s.otters.class.id, child.student.id);
      const c = new TestClient(t.url);
      c.setCookie("sid", (await createSession(t.db, child.user.id)).id);
      const res = await c.mutate("POST", "/api/messages/conversations", { participantIds: [ids.teacher], body: "Hello teacher" });
      expect(res.status).toBe(201);
      const conversationId = res.json<Json>().data.conversationId;
      await t.db.update(enrolments).set({ endedAt: new Date() }).where(eq(enrolments.id, enrolment.id));
      expect((await c.mutate("POST", `/api/messages/conversations/${conversationId}/messages`, { body: "Still there?" })).status).toBe(403);
      expect((await send("teacher", conversationId, "Goodbye and good luck")).status).toBe(403);
    });

    it("a conversation is someone else's 404", async () => {
      const conversationId = (await start("adaGuardian", ["teacher"], "Private question")).json<Json>().data.conversationId;
      for (const who of ["benGuardian", "otherTeacher", "ada", "admin"] as const) {
        expect((await as[who].get(`/api/messages/conversations/${conversationId}`)).status).toBe(404);
        expect((await send(who, conversationId, "Let me in")).status).toBe(404);
      }
    });
  });

  describe("threads", () => {
    it("reuses the direct conversation, counts unread, marks read on opening and shows Seen", async () => {
      const first = (await start("benGuardian", ["teacher"], "Ben was ill today.")).json<Json>().data;
      const second = (await start("benGuardian", ["teacher"], "He is better now.")).json<Json>().data;
      expect(second.conversationId).toBe(first.conversationId);
      const list = (await as.teacher.get("/api/messages/conversations")).json<Json>().data;
      const row = list.items.find((c: { id: string }) => c.id === first.conversationId);
      expect(row.unread).toBe(2);
      expect(row.lastMessage.preview).toBe("He is better now.");
      expect(list.unreadTotal).toBeGreaterThanOrEqual(2);
      const before = await thread("benGuardian", first.conversationId);
      expect(before.messages.map((m: { seenByAll: boolean }) => m.seenByAll)).toEqual([false, false]);
      const opened = await thread("teacher", first.conversationId);
      expect(opened.messages.map((m: { body: string }) => m.body)).toEqual(["Ben was ill today.", "He is better now."]);
      expect(opened.canPost).toBe(true);
      const after = (await as.teacher.get("/api/messages/conversations")).json<Json>().data;
      expect(after.items.find((c: { id: string }) => c.id === first.conversationId).unread).toBe(0);
      expect((await thread("benGuardian", first.conversationId)).messages.every((m: { seenByAll: boolean }) => m.seenByAll)).toBe(true);
    });

    it("counts the messages waiting for a family at once, for the navigation, and nobody else's", async () => {
      const unread = async (who: keyof typeof as) => (await as[who].get("/api/messages/unread-count")).json<Json>().data.unread as number;
      const before = { ben: await unread("benGuardian"), ada: await unread("adaGuardian") };
      const { conversationId } = (await start("teacher", ["benGuardian"], "Reading log, please")).json<Json>().data;
      await send("teacher", conversationId, "And the library book");
      expect(await unread("benGuardian")).toBe(before.ben + 2);
      // Another family's count does not move.
      expect(await unread("adaGuardian")).toBe(before.ada);
      await thread("benGuardian", conversationId);
      expect(await unread("benGuardian")).toBe(before.ben);
      expect((await new TestClient(t.url).get("/api/messages/unread-count")).status).toBe(401);
    });

    it("raises one notification per person and conversation, renewed by each message, with a link to their page", async () => {
      const { conversationId } = (await start("teacher", ["benGuardian"], "About the class trip")).json<Json>().data;
      await send("teacher", conversationId, "And one more thing");
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ids.benGuardian), eq(notifications.subjectId, conversationId)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: "message", link: `/parent/messages?c=${conversationId}`, readAt: null });
    });

    it("pages older messages", async () => {
      // A group of three: a new conversation, whatever the other tests wrote.
      const { conversationId } = (await start("teacher", ["otherTeacher", "admin"], "Message 0")).json<Json>().data;
      for (let i = 1; i < 35; i++) await send("teacher", conversationId, `Message ${i}`);
      const first = await thread("otherTeacher", conversationId);
      expect(first.messages).toHaveLength(30);
      expect(first.messages.at(-1).body).toBe("Message 34");
      const older = (await as.otherTeacher.get(`/api/messages/conversations/${conversationId}?before=${first.olderBefore}`)).json<Json>().data;
      expect(older.messages.map((m: { body: string }) => m.body)).toEqual(["Message 0", "Message 1", "Message 2", "Message 3", "Message 4"]);
      expect(older.olderBefore).toBeNull();
    });
  });

  describe("class announcements", () => {
    it("reach the class's families only; replies go to the teacher alone", async () => {
      const res = await as.teacher.mutate("POST", "/api/messages/announcements", {
        classId: s.otters.class.id,
        audience: "families",
        subject: "Trip on Friday",
        body: "Please pack a lunch.",
      });
      expect(res.status, res.text).toBe(201);
      const { conversationId, recipients } = res.json<Json>().data;
      expect(recipients).toBe(2);
      expect((await as.cyGuardian.get(`/api/messages/conversations/${conversationId}`)).status).toBe(404);
      expect((await as.ada.get(`/api/messages/conversations/${conversationId}`)).status).toBe(404);
      const seen = await thread("adaGuardian", conversationId);
      expect(seen.canPost).toBe(false);
      expect(seen.replyTo.id).toBe(ids.teacher);
      // The other families are not listed.
      expect(seen.conversation.people.map((p: { id: string }) => p.id)).toEqual([ids.teacher]);
      expect((await send("adaGuardian", conversationId, "Reply to everyone")).status).toBe(403);
      const reply = await as.adaGuardian.mutate("POST", `/api/messages/conversations/${conversationId}/reply`, { body: "Will do, thank you!" });
      expect(reply.status).toBe(201);
      const direct = reply.json<Json>().data.conversationId;
      expect(direct).not.toBe(conversationId);
      expect((await thread("teacher", direct)).messages.at(-1).body).toBe("Will do, thank you!");
      expect((await as.benGuardian.get(`/api/messages/conversations/${direct}`)).status).toBe(404);
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, ids.benGuardian), eq(notifications.subjectId, conversationId)));
      expect(rows[0]?.kind).toBe("announcement");
    });

    it("to the children: each child of the class, no families", async () => {
      const res = await as.teacher.mutate("POST", "/api/messages/announcements", {
        classId: s.otters.class.id,
        audience: "children",
        subject: "Reading day",
        body: "Bring your favourite book!",
      });
      const { conversationId } = res.json<Json>().data;
      expect((await as.ada.get(`/api/messages/conversations/${conversationId}`)).status).toBe(200);
      expect((await as.ben.get(`/api/messages/conversations/${conversationId}`)).status).toBe(200);
      expect((await as.adaGuardian.get(`/api/messages/conversations/${conversationId}`)).status).toBe(404);
    });

    it("a child who joins the class later, and their family, are given its recent announcements, unread", async () => {
      const forFamilies = (
        await as.teacher.mutate("POST", "/api/messages/announcements", {
          classId: s.otters.class.id,
          audience: "families",
          subject: "Reading week",
          body: "Every child brings a book.",
        })
      ).json<Json>().data.conversationId;
      const forChildren = (
        await as.teacher.mutate("POST", "/api/messages/announcements", {
          classId: s.otters.class.id,
          audience: "children",
          subject: "Our song",
          body: "We sing at the start of class.",
        })
      ).json<Json>().data.conversationId;
      const dee = await makeStudent(t.db, { firstName: "Dee" });
      const deeClient = new TestClient(t.url);
      deeClient.setCookie("sid", (await createSession(t.db, dee.user.id)).id);
      const deeGuardian = new TestClient(t.url);
      deeGuardian.setCookie("sid", (await createSession(t.db, dee.guardian!.id)).id);
      const list = async (c: TestClient) => (await c.get("/api/messages/conversations")).json<Json>().data.items as { id: string; unread: number }[];
      // Not in the class yet: nothing of it.
      expect((await list(deeClient)).map((c) => c.id)).not.toContain(forChildren);
      await enrol(t.db, s.otters.class.id, dee.student.id);
      const child = await list(deeClient);
      expect(child.find((c) => c.id === forChildren)?.unread).toBe(1);
      expect(child.map((c) => c.id)).not.toContain(forFamilies);
      const family = await list(deeGuardian);
      expect(family.find((c) => c.id === forFamilies)?.unread).toBe(1);
      expect(family.map((c) => c.id)).not.toContain(forChildren);
      expect((await thread("teacher", forFamilies)).messages.at(-1).body).toBe("Every child brings a book.");
      expect((await deeGuardian.get(`/api/messages/conversations/${forFamilies}`)).status).toBe(200);
      // Another class's child is given nothing.
      expect((await list(as.cy)).map((c) => c.id)).not.toContain(forChildren);
    });

    it("only by a teacher of the class or the office", async () => {
      const body = { classId: s.otters.class.id, audience: "families", subject: "Hi", body: "Hello all" };
      expect((await as.otherTeacher.mutate("POST", "/api/messages/announcements", body)).status).toBe(404);
      expect((await as.adaGuardian.mutate("POST", "/api/messages/announcements", body)).status).toBe(403);
      expect((await as.ada.mutate("POST", "/api/messages/announcements", body)).status).toBe(403);
      expect((await as.admin.mutate("POST", "/api/messages/announcements", body)).status).toBe(201);
      expect((await as.teacher.get("/api/messages/announcement-classes")).json<Json>().data).toEqual([{ id: s.otters.class.id, name: "Otters" }]);
    });
  });

  describe("withdrawn messages, reports and the safeguarding queue", () => {
    it("a withdrawn message shows as withdrawn to everyone; the office reads the original from a report, audited every time", async () => {
      const { conversationId, messageId } = (await start("teacher", ["adaGuardian"], "Something I should not have said")).json<Json>().data;
      expect((await as.adaGuardian.mutate("POST", `/api/messages/${messageId}/withdraw`)).status).toBe(403);
      expect((await as.cyGuardian.mutate("POST", `/api/messages/${messageId}/withdraw`)).status).toBe(404);
      const report = await as.adaGuardian.mutate("POST", `/api/messages/${messageId}/report`, { reason: "This upset me." });
      expect(report.status).toBe(201);
      expect((await as.cyGuardian.mutate("POST", `/api/messages/${messageId}/report`, { reason: "Not mine" })).status).toBe(404);
      expect((await as.teacher.mutate("POST", `/api/messages/${messageId}/withdraw`)).status).toBe(200);
      const seen = await thread("adaGuardian", conversationId);
      expect(seen.messages.at(-1)).toMatchObject({ withdrawn: true, body: null, attachments: [] });
      expect(JSON.stringify(seen)).not.toContain("should not have said");
      const [stored] = await t.db.select().from(messages).where(eq(messages.id, messageId));
      expect(stored!.body).toBe("Something I should not have said");

      const dashboard = (await as.admin.get("/api/admin/dashboard")).json<Json>().data;
      expect(dashboard.openReports.count).toBeGreaterThanOrEqual(1);
      const queue = (await as.admin.get("/api/admin/safeguarding/reports")).json<Json>().data;
      const item = queue.items.find((r: { messageId: string }) => r.messageId === messageId);
      expect(item).toMatchObject({ status: "open", reason: "This upset me.", reporter: { id: ids.adaGuardian }, sender: { id: ids.teacher } });
      const reportId = report.json<Json>().data.id;
      expect(item.id).toBe(reportId);
      for (let i = 0; i < 2; i++) {
        const read = (await as.admin.get(`/api/admin/safeguarding/reports/${reportId}`)).json<Json>().data;
        expect(read.messages.find((m: { id: string }) => m.id === messageId)).toMatchObject({
          body: "Something I should not have said",
          withdrawn: true,
          reported: true,
        });
      }
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "message_report"), eq(auditLog.targetId, reportId)));
      expect(audits.map((a) => a.action)).toEqual(["message_report.conversation_read", "message_report.conversation_read"]);
      expect(JSON.stringify(audits)).not.toContain("should not have said");

      // Nobody but the office reaches the queue.
      for (const who of ["teacher", "adaGuardian", "ada"] as const) expect((await as[who].get(`/api/admin/safeguarding/reports/${reportId}`)).status).toBe(403);

      const handled = await as.admin.mutate("POST", `/api/admin/safeguarding/reports/${reportId}/handle`, { note: "Spoke with the teacher and the family." });
      expect(handled.status).toBe(200);
      expect(handled.json<Json>().data).toMatchObject({ status: "handled", notes: "Spoke with the teacher and the family." });
      expect((await as.admin.mutate("POST", `/api/admin/safeguarding/reports/${reportId}/handle`, { note: "Again" })).status).toBe(409);
      const handledList = (await as.admin.get("/api/admin/safeguarding/reports?status=handled")).json<Json>().data;
      expect(handledList.items.map((r: { id: string }) => r.id)).toContain(reportId);
      expect((await as.admin.get("/api/admin/safeguarding/reports/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    });
  });

  describe("attachments", () => {
    it("only the conversation's participants read a message's file; never once withdrawn; only one's own files attach", async () => {
      const upload = await as.adaGuardian.upload("/api/files", { name: "note from doctor.png", bytes: PNG });
      expect(upload.status).toBe(201);
      const fileId = upload.json<Json>().data.id;
      const other = (await as.benGuardian.upload("/api/files", { name: "mine.png", bytes: PNG })).json<Json>().data.id;
      const conversationId = (await start("adaGuardian", ["teacher"], "Doctor's note attached")).json<Json>().data.conversationId;
      const stolen = await send("adaGuardian", conversationId, "Someone else's file", [other]);
      expect(stolen.status).toBe(400);
      expect(stolen.json<Json>().errors![0]!.field).toBe("attachmentIds");
      const sent = await send("adaGuardian", conversationId, "Here it is", [fileId]);
      expect(sent.status).toBe(201);
      const view = await thread("teacher", conversationId);
      expect(view.messages.at(-1).attachments).toEqual([{ id: fileId, name: "note from doctor.png", contentType: "image/png", size: PNG.length }]);
      expect((await as.teacher.get(`/api/files/${fileId}/content`)).status).toBe(200);
      for (const who of ["benGuardian", "otherTeacher", "ada"] as const) expect((await as[who].get(`/api/files/${fileId}/content`)).status).toBe(404);
      await as.adaGuardian.mutate("POST", `/api/messages/${sent.json<Json>().data.messageId}/withdraw`);
      expect((await as.teacher.get(`/api/files/${fileId}/content`)).status).toBe(404);
    });
  });

  describe("live events", () => {
    it("streams the signed-in person's events only, and ends when the session ends", async () => {
      const teacherStream = await openEventStream(t.url, sids.teacher!);
      const otherStream = await openEventStream(t.url, sids.otherTeacher!);
      expect(teacherStream.status).toBe(200);
      expect(teacherStream.contentType).toMatch(/^text\/event-stream/);
      // The stream is written outside Fastify's reply, yet carries the app's security headers like every answer.
      for (const header of [
        "content-security-policy",
        "x-frame-options",
        "referrer-policy",
        "permissions-policy",
        "x-content-type-options",
        "cross-origin-resource-policy",
      ]) {
        expect(teacherStream.headers[header], header).toBeTruthy();
      }
      await teacherStream.next((e) => e.data.type === "ready");
      await otherStream.next((e) => e.data.type === "ready");
      const { conversationId, messageId } = (await start("adaGuardian", ["teacher"], "Is there school tomorrow?")).json<Json>().data;
      const event = await teacherStream.next((e) => e.data.type === "message" && e.data.messageId === messageId, 1_000);
      expect(event.data).toEqual({ type: "message", conversationId, messageId });
      expect(Number(event.id)).toBeGreaterThan(0);
      await teacherStream.next((e) => e.data.type === "notifications");
      expect(otherStream.events.some((e) => e.data.type === "message")).toBe(false);
      otherStream.close();
      teacherStream.close();
      // Signed out: the stream is refused.
      const anonymous = await new TestClient(t.url).get("/api/events");
      expect(anonymous.status).toBe(401);
      // HEAD asks for the headers only: answered at once, no stream left open (found by the fuzzer).
      const head = await fetch(`${t.url}/api/events`, { method: "HEAD", headers: { cookie: `sid=${sids.teacher}` }, signal: AbortSignal.timeout(5_000) });
      expect([head.status, head.headers.get("content-type")]).toEqual([200, "text/event-stream; charset=utf-8"]);
    });

    it("a reconnect with Last-Event-ID is sent every change it missed, from the tables", async () => {
      const stream = await openEventStream(t.url, sids.teacher!);
      const ready = await stream.next((e) => e.data.type === "ready");
      stream.close();
      const missed = [];
      const { conversationId, messageId } = (await start("benGuardian", ["teacher"], "First while you were away")).json<Json>().data;
      missed.push(messageId);
      missed.push((await send("benGuardian", conversationId, "Second while you were away")).json<Json>().data.messageId);
      await as.benGuardian.mutate("POST", `/api/messages/${missed[0]}/withdraw`);
      const again = await openEventStream(t.url, sids.teacher!, ready.id);
      await again.next((e) => e.data.type === "ready");
      const changes = again.events.filter((e) => e.data.type !== "ready");
      expect(changes.map((e) => [e.data.type, e.data.messageId])).toEqual([
        ["message", missed[1]],
        ["message_withdrawn", missed[0]],
      ]);
      again.close();
    });

    it("the stream ends with the session", async () => {
      const user = await createUser(t.db, "teacher");
      const { id } = await createSession(t.db, user.id);
      const stream = await openEventStream(t.url, id);
      await stream.next((e) => e.data.type === "ready");
      await t.db.delete(sessions).where(eq(sessions.userId, user.id));
      // The heartbeat's session check ends it (at most 25 s later); closing the app ends it at once.
      expect(stream.events.length).toBeGreaterThan(0);
      stream.close();
    });
  });
});

describe("live events across two app instances on one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp("postgres");
    second = await startTestApp("postgres", { databaseUrl: first.config.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("a message sent through one reaches a stream open on the other within a second", async () => {
    const { year } = await makeYear(first.db);
    const otters = await makeClass(first.db, year.id, { name: "Otters" });
    const ada = await makeStudent(first.db, { firstName: "Ada" });
    await enrol(first.db, otters.class.id, ada.student.id);
    const teacherSid = (await createSession(first.db, otters.teacher!.id)).id;
    const guardian = new TestClient(first.url);
    guardian.setCookie("sid", (await createSession(first.db, ada.guardian!.id)).id);
    const stream = await openEventStream(second.url, teacherSid);
    await stream.next((e) => e.data.type === "ready");
    const sentAt = Date.now();
    const res = await guardian.mutate("POST", "/api/messages/conversations", { participantIds: [otters.teacher!.id], body: "Hello from the other instance" });
    expect(res.status).toBe(201);
    const { messageId } = res.json<{ data: { messageId: string } }>().data;
    await stream.next((e) => e.data.type === "message" && e.data.messageId === messageId, 1_000);
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    stream.close();
  });

  it("closing an app ends its open streams instead of waiting for them", async () => {
    const third = await startTestApp("postgres", { databaseUrl: first.config.databaseUrl });
    const user = await createUser(first.db, "teacher");
    const stream = await openEventStream(third.url, (await createSession(first.db, user.id)).id);
    await stream.next((e) => e.data.type === "ready");
    const started = Date.now();
    await third.app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
    await third.close();
  });
});
