/**
 * Small groups in the live room (issue 35, docs/api/live.md "Small groups") over real HTTP and the
 * signalling WebSocket with a real media server: each group a VideoRoom of its own; a child sees and
 * watches only their own group and cannot subscribe to another's; chat stays in its group; the
 * teacher moves between groups and writes to all of them; pages are told to move when groups start
 * and end; the timer brings everyone back; a child cannot start, move, message or end groups; saved
 * groups keep only the class's children, one name once, for hosts only.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveGroups, liveParticipants, liveRooms } from "../../server/db/schema";
import { GROUPING_NAME_TAKEN, GROUPS_RUNNING } from "../../server/learning/live/groups";
import { NOT_ALLOWED } from "../../server/learning/live/relay";
import { TestClient } from "../support/http-client";
import { liveApi } from "../support/live-api";
import { Signal } from "../support/live-socket";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { liveClassWorld } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

describe.skipIf(JANUS_MISSING).each(DATABASE_KINDS)("small groups in a live class on %s", (kind) => {
  let janus: TestJanus;
  let t: TestApp;
  let w: Awaited<ReturnType<typeof liveClassWorld>>;
  const as = {} as Record<"teacher" | "ada" | "ben" | "cy" | "dee", TestClient>;

  const { sids, signIn, path, wsUrl, viewOf, post, token, startLesson } = liveApi(() => t);
  /** The class's session running now, its room opened by the teacher and Ada let in. */
  const runningRoom = async () => {
    const session = w.session;
    await startLesson(as.teacher, session.id, [as.ada], { userIds: [w.ada.user.id] });
    const [room] = await t.db.select().from(liveRooms).where(eq(liveRooms.classSessionId, session.id));
    return { session, room: room! };
  };

  beforeAll(async () => {
    janus = await startTestJanus();
    t = await startTestApp(kind, { config: { live: janus.live } });
    w = await liveClassWorld(t.db);
    as.teacher = await signIn("teacher", w.a.teacher!.id);
    for (const name of ["ada", "ben", "cy", "dee"] as const) as[name] = await signIn(name, w[name].user.id);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await janus?.stop();
  });

  it("small groups: each a room of its own; a child sees and watches only their group, chat stays in it, and everyone comes back at the end", async () => {
    const { session, room } = await runningRoom();
    for (const child of ["ben", "cy"] as const) await post(as[child], session.id, "/arrive");
    await post(as.teacher, session.id, "/admit", { all: true });
    const [ada, ben] = [await Signal.open(wsUrl(t.url, session.id), sids.ada!), await Signal.open(wsUrl(t.url, session.id), sids.ben!)];
    ada.send({ type: "join", token: await token(as.ada, session.id) });
    expect((await ada.reply("joined")).type).toBe("joined");
    const uid = { ada: w.ada.user.id, ben: w.ben.user.id, cy: w.cy.user.id, dee: w.dee.user.id };

    // Refused: a child starting groups, one group, a person twice, someone not in the room.
    const start = (body: unknown, c = as.teacher, status = 200) => post(c, session.id, "/groups", body, status);
    await start({ groups: [{ userIds: [uid.ada] }, { userIds: [uid.ben] }], minutes: 10 }, as.ada, 403);
    await start({ groups: [{ userIds: [uid.ada, uid.ben] }], minutes: 10 }, as.teacher, 400);
    await start({ groups: [{ userIds: [uid.ada] }, { userIds: [uid.ada, uid.ben] }], minutes: 10 }, as.teacher, 400);
    await start({ groups: [{ userIds: [uid.ada] }, { userIds: [uid.dee] }], minutes: 10 }, as.teacher, 404);
    await start({ groups: [{ userIds: [uid.ada] }, { userIds: [uid.ben] }], minutes: 91 }, as.teacher, 400);

    await start({ groups: [{ userIds: [uid.ada] }, { name: "Readers", userIds: [uid.ben, uid.cy] }], minutes: 10 });
    expect((await start({ groups: [{ userIds: [uid.ada] }, { userIds: [uid.ben] }], minutes: 5 }, as.teacher, 409)).json<{ message: string }>().message).toBe(
      GROUPS_RUNNING,
    );
    const groups = await t.db.select().from(liveGroups).where(eq(liveGroups.roomId, room.id));
    expect(groups.map((g) => [g.number, g.name, typeof g.janusRoom])).toEqual(
      expect.arrayContaining([
        [1, "", "number"],
        [2, "Readers", "number"],
      ]),
    );
    const [g1, g2] = [groups.find((g) => g.number === 1)!, groups.find((g) => g.number === 2)!];
    expect(new Set([g1.janusRoom, g2.janusRoom, room.janusRoom]).size).toBe(3);
    // The teacher sees every group with who is in it; a child only their own, named, without the others' members.
    const teacherView = await viewOf(as.teacher, session.id);
    expect(teacherView.groups?.groups.map((g) => [g.name, g.userIds])).toEqual([
      [null, [uid.ada]],
      ["Readers", expect.arrayContaining([uid.ben, uid.cy])],
    ]);
    const adaView = await viewOf(as.ada, session.id);
    expect(adaView.groups?.groups).toEqual([{ id: g1.id, number: 1, name: null, userIds: null }]);
    expect(adaView.me?.groupId).toBe(g1.id);
    // Ada's page moves: her relay leaves the main room and she joins her group's with a new token.
    expect(await ada.reply("moved")).toMatchObject({ type: "moved" });
    ada.send({ type: "join", token: await token(as.ada, session.id) });
    expect((await ada.reply("joined")).type).toBe("joined");
    ben.send({ type: "join", token: await token(as.ben, session.id) });
    const benJoined = await ben.reply("joined");
    expect(benJoined.type).toBe("joined");
    await t.db
      .update(liveParticipants)
      .set({ feedId: benJoined.feedId as number })
      .where(and(eq(liveParticipants.roomId, room.id), eq(liveParticipants.userId, uid.ben)));
    // With the class view shared, Cy sees Ben (his group), Ada does not, and cannot watch him.
    await post(as.teacher, session.id, "/room", { classView: true });
    expect((await viewOf(as.cy, session.id)).participants.find((p) => p.userId === uid.ben)?.feedId).toBe(benJoined.feedId);
    expect((await viewOf(as.ada, session.id)).participants.map((p) => p.userId)).not.toContain(uid.ben);
    ada.send({ type: "subscribe", feedId: benJoined.feedId });
    expect(await ada.reply("offer")).toMatchObject({ type: "error", message: NOT_ALLOWED });
    // The teacher in the main room does not get Ben's video until they go to his group.
    expect((await viewOf(as.teacher, session.id)).participants.find((p) => p.userId === uid.ben)?.feedId).toBeNull();
    await post(as.teacher, session.id, "/groups/place", { groupId: g2.id });
    expect((await viewOf(as.teacher, session.id)).participants.find((p) => p.userId === uid.ben)?.feedId).toBe(benJoined.feedId);
    expect((await viewOf(as.ben, session.id)).participants.find((p) => p.role === "host")).toBeTruthy();
    expect((await viewOf(as.ada, session.id)).participants.find((p) => p.role === "host")).toBeUndefined();
    // A child cannot move anyone, nor end or message the groups.
    await post(as.ada, session.id, "/groups/place", { groupId: g2.id }, 403);
    await post(as.ada, session.id, "/groups/end", {}, 403);
    await post(as.ada, session.id, "/groups/message", { body: "Hi" }, 403);
    // Chat stays in its group.
    await post(as.ben, session.id, "/chat", { body: "Readers only" });
    expect((await viewOf(as.cy, session.id)).chat.map((m) => m.body)).toContain("Readers only");
    expect((await viewOf(as.ada, session.id)).chat.map((m) => m.body)).not.toContain("Readers only");
    // A message to all groups reaches every group.
    await post(as.teacher, session.id, "/groups/message", { body: "Two minutes left" });
    expect((await viewOf(as.ada, session.id)).groups?.message?.body).toBe("Two minutes left");

    // Everyone back: groups ended, their media rooms gone, pages told to move back.
    await post(as.teacher, session.id, "/groups/end");
    expect(await ada.reply("moved")).toMatchObject({ type: "moved" });
    const back = await viewOf(as.ada, session.id);
    expect(back.groups).toBeNull();
    expect(back.me?.groupId).toBeNull();
    expect((await t.db.select().from(liveGroups).where(eq(liveGroups.roomId, room.id))).every((g) => g.endedAt !== null)).toBe(true);
    expect((await viewOf(as.ada, session.id)).chat.map((m) => m.body)).not.toContain("Readers only");

    // The timer brings everyone back too (on the first read after it).
    await start({ groups: [{ userIds: [uid.ada] }, { userIds: [uid.ben, uid.cy] }], minutes: 1 });
    await t.db
      .update(liveRooms)
      .set({ groupsEndAt: new Date(Date.now() - 1000) })
      .where(eq(liveRooms.id, room.id));
    expect((await viewOf(as.ben, session.id)).groups).toBeNull();
    expect((await viewOf(as.teacher, session.id)).participants.every((p) => p.groupId === null)).toBe(true);

    // Saved groups for the class: only its children, a name once; hosts only.
    const save = (body: unknown, c = as.teacher, status = 200) => post(c, session.id, "/groupings", body, status);
    await save({ name: "Reading", groups: [{ userIds: [uid.ada] }, { name: "Readers", userIds: [uid.ben, uid.cy] }] });
    expect(
      (await save({ name: "Reading", groups: [{ userIds: [uid.ada] }, { userIds: [uid.ben] }] }, as.teacher, 409)).json<{ message: string }>().message,
    ).toBe(GROUPING_NAME_TAKEN);
    await save({ name: "Mixed", groups: [{ userIds: [uid.ada] }, { userIds: [uid.dee] }] }, as.teacher, 404);
    await save({ name: "Mine", groups: [{ userIds: [uid.ada] }, { userIds: [uid.ben] }] }, as.ada, 403);
    const listed = await as.teacher.get(path(session.id, "/groupings"));
    expect(listed.json<{ data: { groupings: { name: string; groups: { name: string | null; userIds: string[] }[] }[] } }>().data.groupings).toEqual([
      {
        id: expect.any(String),
        name: "Reading",
        groups: [
          { name: null, userIds: [uid.ada] },
          { name: "Readers", userIds: [uid.ben, uid.cy] },
        ],
      },
    ]);
    expect((await as.ada.get(path(session.id, "/groupings"))).status).toBe(403);
    ada.close();
    ben.close();
    await ada.closed;
    await post(as.teacher, session.id, "/end");
  });
});
