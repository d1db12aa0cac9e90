/**
 * Live classes (issue 18, docs/api/live.md) over real HTTP and WebSocket with a real media server
 * (Janus, started like PostgreSQL by tests/support/janus.ts): the window (10 minutes before to the
 * end), learner verification (a child of another class, a guardian, a teacher of another class:
 * refused), the waiting room (nobody in without the teacher, also before the teacher comes), single-use
 * tokens, a token of one session refused in another, the relay refusing a child's attempts to create
 * rooms, kick, moderate or watch a classmate, the teacher's controls enforced on the server (hard
 * mute, remove, lock, end), and a teacher on one instance admitting a child waiting on another.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveSessionView } from "#common/schemas/learning/live";
import { createSession } from "../../server/auth/sessions";
import { classSessions, conferenceBookings, conferenceWindows, liveAttendanceEvents, liveParticipants, liveRooms } from "../../server/db/schema";
import { LIVE_FOR_CHILDREN, LIVE_SESSION_NOT_FOUND } from "../../server/learning/access";
import { connectMediaServer } from "../../server/learning/live/media-server";
import {
  CAMERA_OFF_BY_TEACHER,
  HARD_MUTED,
  NOT_OPEN_FOR_TEST_YET,
  NOT_OPEN_YET,
  REMOVED,
  ROOM_LOCKED,
  SCREEN_BUSY,
  SHARE_NOT_ALLOWED,
  TOKEN_REFUSED,
  VIDEO_SERVER_UNREACHABLE,
} from "../../server/learning/live/rooms";
import { NOT_ALLOWED } from "../../server/learning/live/relay";
import { ONE_MICROPHONE_ONE_CAMERA, ONE_SCREEN } from "../../server/learning/live/sdp";
import { TestClient } from "../support/http-client";
import { liveApi } from "../support/live-api";
import { publisherOffer, Signal } from "../support/live-socket";
import { JANUS_MISSING, JANUS_MISSING_MESSAGE, startTestJanus, type TestJanus } from "../support/janus";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const MIN = 60_000;

if (JANUS_MISSING) console.warn(JANUS_MISSING_MESSAGE);

describe.skipIf(JANUS_MISSING).each(DATABASE_KINDS)("live classes on %s", (kind) => {
  let janus: TestJanus;
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"teacher" | "otherTeacher" | "ada" | "ben" | "cy" | "dee" | "guardian", TestClient>;

  async function build() {
    const { year } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const a2 = await makeClass(t.db, year.id, { name: "Otters Art", teacher: a.teacher });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    const ada = await makeStudent(t.db, { firstName: "Ada" });
    const ben = await makeStudent(t.db, { firstName: "Ben" });
    const cy = await makeStudent(t.db, { firstName: "Cy" });
    const dee = await makeStudent(t.db, { firstName: "Dee" });
    for (const c of [ada, ben, cy]) await enrol(t.db, a.class.id, c.student.id);
    await enrol(t.db, a2.class.id, ada.student.id);
    await enrol(t.db, b.class.id, dee.student.id);
    const now = Date.now();
    const [now1, art, later, badgers] = await t.db
      .insert(classSessions)
      .values([
        { classId: a.class.id, startsAt: new Date(now - 5 * MIN), endsAt: new Date(now + 40 * MIN) },
        { classId: a2.class.id, startsAt: new Date(now - 5 * MIN), endsAt: new Date(now + 40 * MIN) },
        { classId: a.class.id, startsAt: new Date(now + 30 * MIN), endsAt: new Date(now + 70 * MIN) },
        { classId: b.class.id, startsAt: new Date(now - 5 * MIN), endsAt: new Date(now + 40 * MIN) },
      ])
      .returning();
    return { a, a2, b, ada, ben, cy, dee, now1: now1!, art: art!, later: later!, badgers: badgers! };
  }

  const { sids, signIn, path, wsUrl, viewOf, post, token } = liveApi(() => t);

  beforeAll(async () => {
    janus = await startTestJanus();
    t = await startTestApp(kind, { config: { live: janus.live } });
    w = await build();
    as.teacher = await signIn("teacher", w.a.teacher!.id);
    as.otherTeacher = await signIn("otherTeacher", w.b.teacher!.id);
    as.ada = await signIn("ada", w.ada.user.id);
    as.ben = await signIn("ben", w.ben.user.id);
    as.cy = await signIn("cy", w.cy.user.id);
    as.dee = await signIn("dee", w.dee.user.id);
    as.guardian = await signIn("guardian", w.ada.guardian!.id);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await janus?.stop();
  });

  it("verifies who comes: a child of another class, a teacher of another class and unknown ids get the 404 of a missing session; a guardian is told the child joins", async () => {
    for (const c of [as.dee, as.otherTeacher]) {
      const res = await c.get(path(w.now1.id));
      expect(res.status).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(LIVE_SESSION_NOT_FOUND);
      expect(res.text).not.toContain("Otters");
      expect((await c.mutate("POST", path(w.now1.id, "/arrive"), {})).status).toBe(404);
    }
    const guardian = await as.guardian.get(path(w.now1.id));
    expect(guardian.status).toBe(403);
    expect(guardian.json<{ message: string }>().message).toBe(LIVE_FOR_CHILDREN);
    expect((await as.ada.get(path("00000000-0000-4000-8000-000000000000"))).status).toBe(404);
    expect((await as.ada.get(path("not-a-uuid"))).status).toBe(404);
    // Nor can they open the signalling socket.
    await expect(Signal.open(wsUrl(t.url, w.now1.id), sids.dee!)).rejects.toThrow(/404/);
    await expect(Signal.open(wsUrl(t.url, w.now1.id), sids.guardian!)).rejects.toThrow(/403/);
  });

  it("opens from 10 minutes before the start to the end for children, an hour before for the teacher to test it alone", async () => {
    const view = await viewOf(as.ada, w.later.id);
    expect(view).toMatchObject({ role: "learner", window: "before", room: null, me: null });
    expect(new Date(view.session.opensAt).getTime()).toBe(w.later.startsAt.getTime() - 10 * MIN);
    expect((await post(as.ada, w.later.id, "/arrive", {}, 409)).json<{ message: string }>().message).toBe(NOT_OPEN_YET);
    // Two hours before: not even the teacher.
    await t.db
      .update(classSessions)
      .set({ startsAt: new Date(Date.now() + 120 * MIN), endsAt: new Date(Date.now() + 160 * MIN) })
      .where(eq(classSessions.id, w.later.id));
    expect((await viewOf(as.teacher, w.later.id)).window).toBe("before");
    expect((await post(as.teacher, w.later.id, "/open", {}, 409)).json<{ message: string }>().message).toBe(NOT_OPEN_FOR_TEST_YET);
    // Thirty minutes before: the teacher opens the room and joins it to test; Ada still cannot come in.
    await t.db
      .update(classSessions)
      .set({ startsAt: new Date(Date.now() + 30 * MIN), endsAt: new Date(Date.now() + 70 * MIN) })
      .where(eq(classSessions.id, w.later.id));
    expect((await viewOf(as.teacher, w.later.id)).window).toBe("open");
    await post(as.teacher, w.later.id, "/open");
    expect(await token(as.teacher, w.later.id)).toEqual(expect.any(String));
    expect((await post(as.ada, w.later.id, "/arrive", {}, 409)).json<{ message: string }>().message).toBe(NOT_OPEN_YET);
    expect((await viewOf(as.ada, w.later.id)).window).toBe("before");
    // Past the end.
    await t.db
      .update(classSessions)
      .set({ startsAt: new Date(Date.now() - 60 * MIN), endsAt: new Date(Date.now() - MIN) })
      .where(eq(classSessions.id, w.later.id));
    expect((await viewOf(as.ada, w.later.id)).window).toBe("over");
    await post(as.ada, w.later.id, "/arrive", {}, 409);
  });

  it("a child who comes before the teacher waits, and nobody is let in without the teacher, also once the teacher opens", async () => {
    const arrived = await post(as.ada, w.now1.id, "/arrive");
    const view = arrived.json<{ data: LiveSessionView }>().data;
    expect(view.me).toMatchObject({ state: "waiting", name: "Ada" });
    expect(view.participants).toEqual([]);
    // No token while waiting, before or after the teacher opens.
    await post(as.ada, w.now1.id, "/token", {}, 409);
    const opened = (await post(as.teacher, w.now1.id, "/open")).json<{ data: LiveSessionView }>().data;
    expect(opened.room).toMatchObject({ open: true, ended: false });
    expect(opened.participants.map((p) => [p.name, p.state])).toContainEqual(["Ada", "waiting"]);
    expect((await viewOf(as.ada, w.now1.id)).me!.state).toBe("waiting");
    await post(as.ada, w.now1.id, "/token", {}, 409);
    // A child cannot let anyone in, nor themselves.
    await post(as.ada, w.now1.id, "/admit", { all: true }, 403);
    // The room's secret never leaves the server.
    expect(JSON.stringify(opened)).not.toMatch(/secret|janus/i);
  });

  it("admits by name, gives single-use tokens, refuses a token of another session, and relays only what a child may do", async () => {
    await post(as.teacher, w.now1.id, "/admit", { userIds: [w.ada.user.id] });
    const adaToken = await token(as.ada, w.now1.id);
    const ada = await Signal.open(wsUrl(t.url, w.now1.id), sids.ada!);
    expect((await ada.next((m) => m.type === "state")).view).toBeTruthy();

    // A token of another session (Ada is in the art class too) is refused here.
    await post(as.teacher, w.art.id, "/open");
    await post(as.ada, w.art.id, "/arrive");
    await post(as.teacher, w.art.id, "/admit", { all: true });
    const artToken = await token(as.ada, w.art.id);
    ada.send({ type: "join", token: artToken });
    expect(await ada.reply("joined")).toMatchObject({ type: "error", message: TOKEN_REFUSED });
    // Someone else's token is refused too.
    const teacherToken = await token(as.teacher, w.now1.id);
    ada.send({ type: "join", token: teacherToken });
    expect(await ada.reply("joined")).toMatchObject({ type: "error", message: TOKEN_REFUSED });

    ada.send({ type: "join", token: adaToken });
    const joined = await ada.reply("joined");
    expect(joined.type, JSON.stringify(joined)).toBe("joined");
    expect(typeof joined.feedId).toBe("number");
    const [join] = await t.db
      .select()
      .from(liveAttendanceEvents)
      .where(and(eq(liveAttendanceEvents.userId, w.ada.user.id), eq(liveAttendanceEvents.kind, "join")));
    expect(join).toBeTruthy();

    // Used once: the same token again, on a second page, is refused.
    const again = await Signal.open(wsUrl(t.url, w.now1.id), sids.ada!);
    again.send({ type: "join", token: adaToken });
    expect(await again.reply("joined")).toMatchObject({ type: "error", message: TOKEN_REFUSED });
    again.close();

    // The media server's API is not reachable through the relay: raw Janus requests, room creation, kick, moderate.
    const [room] = await t.db.select().from(liveRooms).where(eq(liveRooms.classSessionId, w.now1.id));
    for (const attempt of [
      { janus: "message", body: { request: "create", room: 1234, admin_key: "guess" } },
      { janus: "message", body: { request: "kick", room: room!.janusRoom, id: 1 } },
      { type: "moderate", id: 1, mid: "0", mute: true },
      { type: "kick", feedId: 1 },
      { type: "create", room: 1234 },
      { type: "join", token: adaToken, room: 99 },
      { type: "subscribe", feedId: 1, room: 99 },
    ]) {
      ada.send(attempt);
      expect(await ada.reply("none")).toMatchObject({ type: "error", message: NOT_ALLOWED });
    }

    // A classmate's feed is not for a child to watch (unless the teacher shares the class view).
    await post(as.ben, w.now1.id, "/arrive");
    await post(as.teacher, w.now1.id, "/admit", { userIds: [w.ben.user.id] });
    const ben = await Signal.open(wsUrl(t.url, w.now1.id), sids.ben!);
    ben.send({ type: "join", token: await token(as.ben, w.now1.id) });
    const benJoined = await ben.reply("joined");
    expect(benJoined.type).toBe("joined");
    // As if Ben had published (a real offer needs a browser: tests/e2e/live-session.test.ts).
    await t.db
      .update(liveParticipants)
      .set({ feedId: benJoined.feedId as number })
      .where(and(eq(liveParticipants.roomId, room!.id), eq(liveParticipants.userId, w.ben.user.id)));
    ada.send({ type: "subscribe", feedId: benJoined.feedId });
    expect(await ada.reply("offer")).toMatchObject({ type: "error", message: NOT_ALLOWED });
    const adaView = await viewOf(as.ada, w.now1.id);
    expect(adaView.participants.map((p) => p.name)).not.toContain("Ben");
    // Shared class view: classmates appear.
    await post(as.teacher, w.now1.id, "/room", { classView: true });
    expect((await viewOf(as.ada, w.now1.id)).participants.find((p) => p.name === "Ben")?.feedId).toBe(benJoined.feedId);
    await post(as.teacher, w.now1.id, "/room", { classView: false });
    ben.close();
    ada.close();
    await ada.closed;
  });

  it("a hard mute the child cannot undo; children cannot mute, remove or hide the teacher", async () => {
    await post(as.teacher, w.now1.id, `/participants/${w.ada.user.id}`, { action: "mute" });
    const muted = await viewOf(as.ada, w.now1.id);
    expect(muted.me).toMatchObject({ hardMuted: true, selfMuted: true });
    expect((await post(as.ada, w.now1.id, "/me", { selfMuted: false }, 409)).json<{ message: string }>().message).toBe(HARD_MUTED);
    await post(as.ada, w.now1.id, "/me", { handRaised: true });
    expect((await viewOf(as.teacher, w.now1.id)).participants.find((p) => p.name === "Ada")).toMatchObject({ handRaised: true, hardMuted: true });
    await post(as.teacher, w.now1.id, `/participants/${w.ada.user.id}`, { action: "allow_unmute" });
    await post(as.ada, w.now1.id, "/me", { selfMuted: false });
    // The child's own camera switch; the teacher's camera off wins over it and the child cannot undo it.
    await post(as.ada, w.now1.id, "/me", { cameraOn: false });
    expect((await viewOf(as.teacher, w.now1.id)).participants.find((p) => p.name === "Ada")).toMatchObject({ selfCameraOff: true, cameraOff: false });
    await post(as.ada, w.now1.id, "/me", { cameraOn: true });
    await post(as.teacher, w.now1.id, `/participants/${w.ada.user.id}`, { action: "camera_off" });
    expect((await post(as.ada, w.now1.id, "/me", { cameraOn: true }, 409)).json<{ message: string }>().message).toBe(CAMERA_OFF_BY_TEACHER);
    await post(as.teacher, w.now1.id, `/participants/${w.ada.user.id}`, { action: "camera_on" });
    expect((await viewOf(as.ada, w.now1.id)).me).toMatchObject({ selfCameraOff: false, cameraOff: false });
    // Mute everyone.
    await post(as.teacher, w.now1.id, "/room", { muteAll: true });
    expect((await viewOf(as.ada, w.now1.id)).me!.hardMuted).toBe(true);
    // A child's attempts at the teacher's controls.
    await post(as.ada, w.now1.id, `/participants/${w.a.teacher!.id}`, { action: "mute" }, 403);
    await post(as.ada, w.now1.id, `/participants/${w.ben.user.id}`, { action: "remove" }, 403);
    await post(as.ada, w.now1.id, "/room", { locked: true }, 403);
    await post(as.ada, w.now1.id, "/end", {}, 403);
    // Nor can the teacher be a target (only children are moderated).
    await post(as.teacher, w.now1.id, `/participants/${w.a.teacher!.id}`, { action: "remove" }, 404);
    // Bad input.
    const bad = await post(as.teacher, w.now1.id, `/participants/${w.ada.user.id}`, { action: "explode" }, 400);
    expect(bad.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("action");
  });

  it("removing a child revokes their token, closes their page and they cannot come back; a locked room keeps newcomers out", async () => {
    await post(as.teacher, w.now1.id, `/participants/${w.ada.user.id}`, { action: "allow_unmute" });
    const adaToken = await token(as.ada, w.now1.id);
    const ada = await Signal.open(wsUrl(t.url, w.now1.id), sids.ada!);
    ada.send({ type: "join", token: adaToken });
    expect((await ada.reply("joined")).type).toBe("joined");
    const spare = await token(as.ada, w.now1.id);
    await post(as.teacher, w.now1.id, `/participants/${w.ada.user.id}`, { action: "remove" });
    expect(await ada.next((m) => m.type === "removed")).toBeTruthy();
    await ada.closed;
    const [room] = await t.db.select().from(liveRooms).where(eq(liveRooms.classSessionId, w.now1.id));
    const [row] = await t.db
      .select()
      .from(liveParticipants)
      .where(and(eq(liveParticipants.roomId, room!.id), eq(liveParticipants.userId, w.ada.user.id)));
    expect(row).toMatchObject({ state: "removed", tokenHash: null, janusToken: null });
    expect((await post(as.ada, w.now1.id, "/arrive", {}, 403)).json<{ message: string }>().message).toBe(REMOVED);
    await post(as.ada, w.now1.id, "/token", {}, 403);
    // A page opened again is told so and closed, and the spare token it held does not work.
    const back = await Signal.open(wsUrl(t.url, w.now1.id), sids.ada!);
    expect(await back.next((m) => m.type === "removed")).toMatchObject({ message: "You were removed" });
    await back.closed;
    expect(spare).not.toBe(adaToken);

    await post(as.teacher, w.now1.id, "/room", { locked: true });
    expect((await post(as.cy, w.now1.id, "/arrive", {}, 403)).json<{ message: string }>().message).toBe(ROOM_LOCKED);
    await post(as.teacher, w.now1.id, "/room", { locked: false });
  });

  it("chat goes through the server, for the whole room, and the teacher can turn it off", async () => {
    await post(as.teacher, w.now1.id, "/chat", { body: "Hello Otters" });
    expect((await viewOf(as.ben, w.now1.id)).chat.map((m) => m.body)).toEqual(["Hello Otters"]);
    await post(as.ben, w.now1.id, "/chat", { body: "Hi!" });
    await post(as.teacher, w.now1.id, "/room", { chatOn: false });
    await post(as.ben, w.now1.id, "/chat", { body: "still here?" }, 409);
    expect((await viewOf(as.ben, w.now1.id)).chat).toEqual([]);
    await post(as.ben, w.now1.id, "/chat", { body: "" }, 400);
  });

  it("the signalling socket refuses an Origin of another site, `null` or a malformed one with a 403", async () => {
    for (const origin of ["null", "http://[not-an-origin", "::", "https://evil.example", "file:///tmp/x.html", `ftp://${new URL(t.url).host}`]) {
      await expect(Signal.open(wsUrl(t.url, w.now1.id), sids.ada!, origin), origin).rejects.toThrow(/refused with 403/);
    }
    const page = await Signal.open(wsUrl(t.url, w.now1.id), sids.teacher!, new URL(t.url).origin);
    expect(await page.next((m) => m.type === "state")).toBeTruthy();
    page.close();
  });

  /** A class session of the Otters running now, with its room opened by the teacher and Ada admitted. */
  const runningRoom = async () => {
    const [session] = await t.db
      .insert(classSessions)
      .values({ classId: w.a.class.id, startsAt: new Date(Date.now() - MIN), endsAt: new Date(Date.now() + 30 * MIN) })
      .returning();
    await post(as.teacher, session!.id, "/open");
    await post(as.ada, session!.id, "/arrive");
    await post(as.teacher, session!.id, "/admit", { userIds: [w.ada.user.id] });
    const [room] = await t.db.select().from(liveRooms).where(eq(liveRooms.classSessionId, session!.id));
    const participant = async () =>
      (
        await t.db
          .select()
          .from(liveParticipants)
          .where(and(eq(liveParticipants.roomId, room!.id), eq(liveParticipants.userId, w.ada.user.id)))
      )[0]!;
    return { session: session!, room: room!, participant };
  };

  it("a child's offer with a second microphone or camera is refused before the media server takes it; one of each is published and moderated", async () => {
    const { session, participant } = await runningRoom();
    const ada = await Signal.open(wsUrl(t.url, session.id), sids.ada!);
    ada.send({ type: "join", token: await token(as.ada, session.id) });
    expect((await ada.reply("joined")).type).toBe("joined");
    for (const kinds of [
      ["audio", "audio"],
      ["audio", "video", "video"],
    ] as const) {
      ada.send({ type: "publish", jsep: publisherOffer(...kinds) });
      expect(await ada.reply("published")).toMatchObject({ type: "error", request: "publish", message: ONE_MICROPHONE_ONE_CAMERA });
    }
    expect(await participant()).toMatchObject({ audioMid: null, videoMid: null });
    // One microphone and one camera: the media server answers, and the teacher's mute holds on them.
    ada.send({ type: "publish", jsep: publisherOffer("audio", "video") });
    const published = await ada.reply("published");
    expect(published, JSON.stringify(published)).toMatchObject({ type: "published", jsep: { type: "answer" } });
    expect(await participant()).toMatchObject({ audioMid: "0", videoMid: "1" });
    await post(as.teacher, session.id, `/participants/${w.ada.user.id}`, { action: "mute" });
    await post(as.teacher, session.id, `/participants/${w.ada.user.id}`, { action: "camera_off" });
    ada.close();
    await ada.closed;
    await post(as.teacher, session.id, "/end");
  });

  it("a screen is shared by the teacher or a child the teacher allows, one at a time, and the teacher stops a child's share at once", async () => {
    const { session, participant } = await runningRoom();
    const ada = await Signal.open(wsUrl(t.url, session.id), sids.ada!);
    ada.send({ type: "join", token: await token(as.ada, session.id) });
    expect((await ada.reply("joined")).type).toBe("joined");
    // Not allowed yet: refused before the media server is asked.
    ada.send({ type: "share", jsep: publisherOffer("video") });
    expect(await ada.reply("shared")).toMatchObject({ type: "error", request: "share", message: SHARE_NOT_ALLOWED });
    await post(as.teacher, session.id, `/participants/${w.ada.user.id}`, { action: "allow_share" });
    expect((await viewOf(as.ada, session.id)).me).toMatchObject({ mayShare: true, screenFeedId: null });
    // A screen is one picture: sound or a second picture is refused.
    for (const kinds of [["audio", "video"], ["video", "video"], ["audio"]] as const) {
      ada.send({ type: "share", jsep: publisherOffer(...kinds) });
      expect(await ada.reply("shared")).toMatchObject({ type: "error", request: "share", message: ONE_SCREEN });
    }
    ada.send({ type: "share", jsep: publisherOffer("video") });
    const shared = await ada.reply("shared");
    expect(shared, JSON.stringify(shared)).toMatchObject({ type: "shared", jsep: { type: "answer" } });
    const screenFeedId = (await participant()).screenFeedId;
    expect(screenFeedId).toEqual(expect.any(Number));
    expect((await viewOf(as.teacher, session.id)).participants.find((p) => p.userId === w.ada.user.id)).toMatchObject({ screenFeedId, mayShare: true });

    // One share at a time: the teacher's is refused while Ada's is live.
    const teacher = await Signal.open(wsUrl(t.url, session.id), sids.teacher!);
    teacher.send({ type: "join", token: await token(as.teacher, session.id) });
    expect((await teacher.reply("joined")).type).toBe("joined");
    teacher.send({ type: "share", jsep: publisherOffer("video") });
    expect(await teacher.reply("shared")).toMatchObject({ type: "error", message: SCREEN_BUSY });

    // The teacher stops it: Ada's page is told, the record is cleared, and she may not start again.
    await post(as.teacher, session.id, `/participants/${w.ada.user.id}`, { action: "stop_share" });
    expect(await ada.reply("unshared")).toMatchObject({ type: "unshared" });
    expect(await participant()).toMatchObject({ screenFeedId: null, mayShare: false });
    ada.send({ type: "share", jsep: publisherOffer("video") });
    expect(await ada.reply("shared")).toMatchObject({ type: "error", message: SHARE_NOT_ALLOWED });

    // Now the teacher shares; a child sees it listed for everyone let in, and it ends with the teacher's page.
    teacher.send({ type: "share", jsep: publisherOffer("video") });
    expect((await teacher.reply("shared")).type).toBe("shared");
    const teacherScreen = (await viewOf(as.ada, session.id)).participants.find((p) => p.role === "host")?.screenFeedId;
    expect(teacherScreen).toEqual(expect.any(Number));
    teacher.send({ type: "unshare" });
    await expect.poll(async () => (await viewOf(as.ada, session.id)).participants.find((p) => p.role === "host")?.screenFeedId ?? null).toBeNull();
    teacher.close();
    ada.close();
    await ada.closed;
    await post(as.teacher, session.id, "/end");
  });

  it("a media server that lost the room (it restarted) answers 503 once, the room is made again by itself, and the child still let in joins it", async () => {
    const { session, room, participant } = await runningRoom();
    // What a restart leaves: the media server no longer has the room (rooms live in its memory).
    const outside = connectMediaServer(janus.live.janusUrl!, janus.live.adminKey, janus.live.apiSecret);
    await outside.destroyRoom(room.janusRoom!, room.secret!);
    await outside.close();

    const refused = await post(as.ada, session.id, "/token", {}, 503);
    expect(refused.json<{ message: string }>().message).toBe(VIDEO_SERVER_UNREACHABLE);
    expect(refused.headers.get("retry-after")).toBe("5");
    // Made again at once, on a server that answers: still open, a new VideoRoom, Ada still let in.
    const [remade] = await t.db.select().from(liveRooms).where(eq(liveRooms.id, room.id));
    expect(remade!.janusRoom).not.toBe(room.janusRoom);
    expect(remade!.mediaServer).toBe("1");
    expect(await participant()).toMatchObject({ tokenHash: null, janusToken: null, state: "admitted" });
    expect((await viewOf(as.teacher, session.id)).room).toMatchObject({ open: true, ended: false });
    // The teacher's controls meet the same answer when the room is lost under them; the mute is kept.
    await t.db
      .update(liveParticipants)
      .set({ feedId: 4242, audioMid: "0" })
      .where(eq(liveParticipants.id, (await participant()).id));
    const again = connectMediaServer(janus.live.janusUrl!, janus.live.adminKey, janus.live.apiSecret);
    await again.destroyRoom(remade!.janusRoom!, remade!.secret!);
    await again.close();
    const mute = await post(as.teacher, session.id, `/participants/${w.ada.user.id}`, { action: "mute" }, 503);
    expect(mute.json<{ message: string }>().message).toBe(VIDEO_SERVER_UNREACHABLE);
    expect(await participant()).toMatchObject({ feedId: null, audioMid: null, hardMuted: true });

    // Nobody opens anything: the child (still let in, still muted) gets in on the next try.
    const ada = await Signal.open(wsUrl(t.url, session.id), sids.ada!);
    ada.send({ type: "join", token: await token(as.ada, session.id) });
    expect((await ada.reply("joined")).type).toBe("joined");
    expect((await viewOf(as.ada, session.id)).me).toMatchObject({ state: "admitted", hardMuted: true });
    ada.close();
    await ada.closed;
    await post(as.teacher, session.id, "/end");
  });

  it("ending the session closes every page and the room; nobody can join it again", async () => {
    const ben = await Signal.open(wsUrl(t.url, w.now1.id), sids.ben!);
    await ben.next((m) => m.type === "state");
    await post(as.teacher, w.now1.id, "/end");
    expect(await ben.next((m) => m.type === "ended")).toBeTruthy();
    expect((await viewOf(as.teacher, w.now1.id)).room!.ended).toBe(true);
    await post(as.ben, w.now1.id, "/token", {}, 409);
    await post(as.teacher, w.now1.id, "/open", {}, 409);
  });

  it("a video conference has its page: its teacher hosts, the child's guardians wait to be let in, nobody else comes", async () => {
    const now = Date.now();
    const [window] = await t.db
      .insert(conferenceWindows)
      .values({ teacherUserId: w.a.teacher!.id, date: "2026-01-01", startTime: "15:00", endTime: "16:00", slotMinutes: 20, mode: "video" })
      .returning();
    const booking = (mode: string, offsetMin: number) => ({
      visitId: randomUUID(),
      windowId: window!.id,
      teacherUserId: w.a.teacher!.id,
      studentId: w.ada.student.id,
      bookedByUserId: w.ada.guardian!.id,
      startsAt: new Date(now - 2 * MIN + offsetMin * MIN),
      endsAt: new Date(now + 18 * MIN + offsetMin * MIN),
      mode,
    });
    const [video, phone] = await t.db
      .insert(conferenceBookings)
      .values([booking("video", 0), booking("phone", 30)])
      .returning();
    const cyGuardian = await signIn("cyGuardian", w.cy.guardian!.id);

    const arrived = (await post(as.guardian, video!.id, "/arrive")).json<{ data: LiveSessionView }>().data;
    expect(arrived.session).toMatchObject({ kind: "conference", className: expect.stringMatching(/^Conference about Ada /) });
    expect(arrived.me).toMatchObject({ state: "waiting", role: "learner" });
    await post(as.guardian, video!.id, "/token", {}, 409);
    // The child, another family and another teacher: the 404 of a missing session. A phone conference has no page.
    for (const c of [as.ada, cyGuardian, as.otherTeacher]) {
      const res = await c.get(path(video!.id));
      expect([res.status, res.json<{ message: string }>().message]).toEqual([404, LIVE_SESSION_NOT_FOUND]);
    }
    expect((await as.guardian.get(path(phone!.id))).status).toBe(404);
    // The guardian cannot let themselves in; the teacher opens and admits them. Everyone sees everyone.
    await post(as.guardian, video!.id, "/admit", { all: true }, 403);
    const opened = (await post(as.teacher, video!.id, "/open")).json<{ data: LiveSessionView }>().data;
    expect(opened.room).toMatchObject({ open: true, classView: true });
    await post(as.teacher, video!.id, "/admit", { userIds: [w.ada.guardian!.id] });
    expect((await viewOf(as.guardian, video!.id)).me!.state).toBe("admitted");
    expect(await token(as.guardian, video!.id)).toBeTruthy();
    const [room] = await t.db.select().from(liveRooms).where(eq(liveRooms.conferenceBookingId, video!.id));
    expect(room?.classSessionId).toBeNull();
    await post(as.teacher, video!.id, "/end");
  });
});

describe.skipIf(JANUS_MISSING)("live classes across two app instances", () => {
  it("a teacher on one instance admits a child waiting on another", async () => {
    const janus = await startTestJanus();
    const one = await startTestApp("postgres", { config: { live: janus.live } });
    const two = await startTestApp("postgres", { databaseUrl: one.config.databaseUrl, config: { live: janus.live } });
    try {
      const { year } = await makeYear(one.db);
      const a = await makeClass(one.db, year.id);
      const kid = await makeStudent(one.db, { firstName: "Eve" });
      await enrol(one.db, a.class.id, kid.student.id);
      const [session] = await one.db
        .insert(classSessions)
        .values({ classId: a.class.id, startsAt: new Date(Date.now() - MIN), endsAt: new Date(Date.now() + 30 * MIN) })
        .returning();
      const teacher = new TestClient(one.url);
      teacher.setCookie("sid", (await createSession(one.db, a.teacher!.id)).id);
      const kidSid = (await createSession(one.db, kid.user.id)).id;
      const child = new TestClient(two.url);
      child.setCookie("sid", kidSid);
      expect((await child.mutate("POST", `/api/live/sessions/${session!.id}/arrive`, {})).status).toBe(200);
      const page = await Signal.open(`${two.url.replace("http", "ws")}/api/live/sessions/${session!.id}/signal`, kidSid);
      expect(((await page.next((m) => m.type === "state")).view as LiveSessionView).me!.state).toBe("waiting");
      expect((await teacher.mutate("POST", `/api/live/sessions/${session!.id}/open`, {})).status).toBe(200);
      expect((await teacher.mutate("POST", `/api/live/sessions/${session!.id}/admit`, { all: true })).status).toBe(200);
      await page.next((m) => m.type === "state" && (m.view as LiveSessionView).me?.state === "admitted");
      page.close();
    } finally {
      await two.close();
      await one.close();
      await janus.stop();
    }
  }, 60_000);
});

describe("live classes without a media server", () => {
  it("the page says live video is not set up; opening is refused plainly", { timeout: 90_000 }, async () => {
    const t = await startTestApp("pglite");
    try {
      const { year } = await makeYear(t.db);
      const a = await makeClass(t.db, year.id);
      const [session] = await t.db
        .insert(classSessions)
        .values({ classId: a.class.id, startsAt: new Date(Date.now() - MIN), endsAt: new Date(Date.now() + 30 * MIN) })
        .returning();
      const teacher = new TestClient(t.url);
      teacher.setCookie("sid", (await createSession(t.db, a.teacher!.id)).id);
      const view = (await teacher.get(`/api/live/sessions/${session!.id}`)).json<{ data: LiveSessionView }>().data;
      expect(view.video.configured).toBe(false);
      const res = await teacher.mutate("POST", `/api/live/sessions/${session!.id}/open`, {});
      expect(res.status).toBe(503);
      expect(res.json<{ message: string }>().message).toBe("Live video is not set up at this school yet.");
    } finally {
      await t.close();
    }
  });
});
