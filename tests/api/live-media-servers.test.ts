/**
 * The school's several media servers (issue 35, docs/api/live.md "The media servers") over real HTTP
 * and the signalling WebSocket with two real Janus processes: rooms are placed on the least loaded
 * server, a class's small groups beside it; when a server stops answering, its rooms are made again on
 * the other by themselves, the pages in them are told to move, and a child still let in (and still
 * muted) joins the new VideoRoom with a new token, nobody reopening anything.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classSessions, liveGroups, liveRooms } from "../../server/db/schema";
import type { TestClient } from "../support/http-client";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { liveApi } from "../support/live-api";
import { Signal } from "../support/live-socket";
import { liveClassWorld } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

describe.skipIf(JANUS_MISSING)("live classes on two media servers", () => {
  const janus: TestJanus[] = [];
  let t: TestApp;
  let w: Awaited<ReturnType<typeof liveClassWorld>>;
  let badgers: string;
  const as = {} as Record<"teacher" | "otherTeacher" | "ada" | "ben" | "dee", TestClient>;

  const { sids, signIn, post, viewOf, wsUrl, token } = liveApi(() => t);
  const roomOf = async (sessionId: string) => (await t.db.select().from(liveRooms).where(eq(liveRooms.classSessionId, sessionId)))[0]!;

  beforeAll(async () => {
    janus.push(await startTestJanus(), await startTestJanus());
    const servers = janus.map((j) => ({ url: j.live.janusUrl!, adminKey: j.live.adminKey, apiSecret: j.live.apiSecret }));
    t = await startTestApp("pglite", { config: { live: { ...janus[0]!.live, janusUrl: undefined, janusServers: servers } } });
    w = await liveClassWorld(t.db);
    const [session] = await t.db
      .insert(classSessions)
      .values({ classId: w.b.class.id, startsAt: new Date(Date.now() - 5 * 60_000), endsAt: new Date(Date.now() + 40 * 60_000) })
      .returning();
    badgers = session!.id;
    as.teacher = await signIn("teacher", w.a.teacher!.id);
    as.otherTeacher = await signIn("otherTeacher", w.b.teacher!.id);
    for (const name of ["ada", "ben", "dee"] as const) as[name] = await signIn(name, w[name].user.id);
  }, 90_000);
  afterAll(async () => {
    await t?.close();
    for (const j of janus) await j.stop();
  });

  it(
    "places rooms on the least loaded server and a class's groups beside it; a server that stops answering has its rooms moved, and its pages join again by themselves",
    { timeout: 60_000 },
    async () => {
      const otters = w.session.id;
      await post(as.teacher, otters, "/open");
      await post(as.otherTeacher, badgers, "/open");
      const [first, second] = [await roomOf(otters), await roomOf(badgers)];
      expect(new Set([first.mediaServer, second.mediaServer])).toEqual(new Set(["1", "2"]));

      for (const child of ["ada", "ben"] as const) await post(as[child], otters, "/arrive");
      await post(as.teacher, otters, "/admit", { all: true });
      await post(as.teacher, otters, "/groups", { groups: [{ userIds: [w.ada.user.id] }, { userIds: [w.ben.user.id] }], minutes: 10 });
      const groups = await t.db.select().from(liveGroups).where(eq(liveGroups.roomId, first.id));
      expect(groups.map((g) => g.mediaServer)).toEqual([first.mediaServer, first.mediaServer]);
      await post(as.teacher, otters, "/groups/end");

      // Ada is in, muted by her teacher; then the server holding her room stops.
      await post(as.teacher, otters, `/participants/${w.ada.user.id}`, { action: "mute" });
      const ada = await Signal.open(wsUrl(t.url, otters), sids.ada!);
      ada.send({ type: "join", token: await token(as.ada, otters) });
      expect((await ada.reply("joined")).type).toBe("joined");
      const lost = janus[Number(first.mediaServer) - 1]!;
      await lost.stop();

      // Her page is told to move; her room is made again on the other server, still open.
      expect(await ada.next((m) => m.type === "moved", 15_000)).toMatchObject({ type: "moved" });
      await expect.poll(async () => (await roomOf(otters)).mediaServer, { timeout: 15_000, interval: 250 }).toBe(second.mediaServer);
      const moved = await roomOf(otters);
      expect(moved.janusRoom).not.toBe(first.janusRoom);
      expect((await roomOf(badgers)).janusRoom).toBe(second.janusRoom);
      // She joins the new VideoRoom with a new token, still let in and still muted; nobody reopened the room.
      ada.send({ type: "join", token: await token(as.ada, otters) });
      expect((await ada.reply("joined")).type).toBe("joined");
      expect((await viewOf(as.ada, otters)).me).toMatchObject({ state: "admitted", hardMuted: true });
      expect((await viewOf(as.teacher, otters)).room).toMatchObject({ open: true });
      ada.close();
      await ada.closed;
    },
  );
});
