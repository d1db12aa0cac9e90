/**
 * The signalling relay (server/learning/live/relay.ts) with the room's rules and the media server faked:
 * - state pushes under a burst of changes: a page with a refresh already waiting in its queue gets no
 *   second one, since the waiting read runs after those changes were committed; the pages of a
 *   session share one read of the room per change (500 participants in 40 rooms raising hands cost a
 *   read per page per change: npm run bench -- live);
 * - a subscription to a feed whose publisher's connection is not up yet (Janus: 428 "No such feed",
 *   seen in npm run bench -- live: the teacher's page never showed a child who had just published)
 *   waits for it instead of failing for good;
 * - a publish the media server reads as more than one microphone and one camera (the relay's own
 *   reading of the offer saw one of each) is not recorded: the page leaves the media room, since the
 *   teacher's mute holds per recorded stream;
 * - a media server that cannot be reached is told to the page plainly.
 */
import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import type { LiveSessionView } from "#common/schemas/learning/live";

const reads: { resolve: (view: LiveSessionView) => void }[] = [];
/** Reads are held until the test resolves them, unless `immediate`. */
let immediate = false;
vi.mock("../../server/learning/live/rooms", () => ({
  readRoomSnapshot: () => (immediate ? Promise.resolve(view(0)) : new Promise<LiveSessionView>((resolve) => reads.push({ resolve }))),
  // The test's snapshots are the views themselves.
  sessionViewOf: (snapshot: LiveSessionView) => snapshot,
  applyModeration: vi.fn(),
  consumeToken: async () => ({
    room: { id: "r1", janusRoom: 7, secret: "s" },
    participant: { id: "p1", roomId: "r1", janusToken: "jt", displayName: "Ada" },
    mediaRoom: { server: "1", janusRoom: 7, secret: "s" },
  }),
  mayWatch: () => true,
  mayWatchScreen: () => true,
  // One VideoRoom, one group: nobody moves in these tests.
  mediaRoomIn: () => null,
  mediaRoomOf: async () => ({ server: "1", janusRoom: 7, secret: "s" }),
  sameGroup: () => true,
  participantOf: async () => null,
  recordScreen: vi.fn(),
  recordScreenStopped: vi.fn(),
  requireMayShare: vi.fn(),
  recordJoin: async () => undefined,
  recordLeave: async () => undefined,
  recordPublished: vi.fn(),
  roomOf: async () => ({ id: "r1", classView: false }),
  VIDEO_SERVER_UNREACHABLE: "The live class could not reach the video server. Please try again in a moment.",
}));

const { LiveRelay } = await import("../../server/learning/live/relay");
const { JanusError, MediaServerUnreachable } = await import("../../server/learning/live/janus-client");
const { ONE_MICROPHONE_ONE_CAMERA } = await import("../../server/learning/live/sdp");
const rooms = await import("../../server/learning/live/rooms");

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: { type: string; view?: { n: number }; [key: string]: unknown }[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string; view?: { n: number } });
  }
  close() {
    this.readyState = 3;
  }
}

function view(n: number) {
  return { n, room: { ended: false }, me: { state: "admitted" }, participants: [] } as unknown as LiveSessionView;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the live relay's state pushes", () => {
  it("a burst of changes while a read is under way costs one more read, and the page ends with the latest state", async () => {
    const socket = new FakeSocket();
    const hub = { add: vi.fn(), remove: vi.fn() };
    const log = { warn: vi.fn() };
    const relay = new LiveRelay(
      { db: {}, media: {}, live: {}, hub, log, now: () => new Date() } as never,
      socket as never,
      { sessionId: "s1", role: "learner" } as never,
      "u1",
    );
    await settle();
    expect(reads).toHaveLength(1); // the page's first state, being read

    for (let i = 0; i < 10; i++) relay.refresh(); // ten changes arrive meanwhile
    reads[0]!.resolve(view(1));
    await settle();
    expect(reads).toHaveLength(2); // one read for all ten
    reads[1]!.resolve(view(2));
    await settle();
    expect(reads).toHaveLength(2);
    expect(socket.sent.map((m) => [m.type, m.view?.n])).toEqual([
      ["state", 1],
      ["state", 2],
    ]);

    // A change after that read is read again.
    relay.refresh();
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]!.resolve(view(3));
    await settle();
    expect(socket.sent.at(-1)).toMatchObject({ type: "state", view: { n: 3 } });
  });
});

describe("the pages of one session", () => {
  it("share one read of the room per change, and each is sent its view", async () => {
    reads.length = 0;
    const page = () => {
      const socket = new FakeSocket();
      const relay = new LiveRelay(
        { db: {}, media: {}, live: {}, hub: { add: vi.fn(), remove: vi.fn() }, log: { warn: vi.fn() }, now: () => new Date() } as never,
        socket as never,
        { sessionId: "s1", role: "learner" } as never,
        "u1",
      );
      return { socket, relay };
    };
    const pages = [page(), page(), page()];
    await settle();
    expect(reads).toHaveLength(3); // each page's first state
    for (const r of reads) r.resolve(view(1));
    await settle();

    const shared = {};
    for (const p of pages) p.relay.refresh(shared); // one change, as the hub tells it
    await settle();
    expect(reads).toHaveLength(4); // one read for the three pages
    reads[3]!.resolve(view(2));
    await settle();
    for (const p of pages) expect(p.socket.sent.map((m) => m.view?.n)).toEqual([1, 2]);

    // A second change while a page still waits: that page takes the newer read, not the older one.
    const older = {};
    const newer = {};
    pages[0]!.relay.refresh(older);
    pages[0]!.relay.refresh(newer);
    await settle();
    expect(reads).toHaveLength(5);
    reads[4]!.resolve(view(3));
    await settle();
    expect(pages[0]!.socket.sent.at(-1)).toMatchObject({ view: { n: 3 } });
    expect(newer).toHaveProperty("snapshot");
    expect(older).not.toHaveProperty("snapshot");
  });
});

describe("the live relay's subscriptions", () => {
  it("a feed whose publisher is not connected yet is watched once it is, not refused", async () => {
    immediate = true;
    let early = 2; // Janus refuses the first two attempts: the publisher's connection is still coming up
    const subscriberJoins: unknown[] = [];
    const session = {
      connection: { onClose: () => undefined, close: () => undefined },
      attach: vi.fn(async () => 100 + session.attach.mock.calls.length),
      detach: vi.fn(async () => undefined),
      destroy: async () => undefined,
      message: async (_handle: number, body: { ptype?: string }) => {
        if (body.ptype === "publisher") return { data: { id: 11, private_id: 99 } };
        subscriberJoins.push(body);
        if (early-- > 0) throw new JanusError(428, "No such feed (5)");
        return { data: {}, jsep: { type: "offer", sdp: "v=0" } };
      },
    };
    const chain = <T>(result: T) => ({ set: () => chain(result), from: () => chain(result), where: async () => result });
    const db = { update: () => chain(undefined), select: () => chain([{ feedId: 5, role: "host", state: "admitted" }]) };
    const socket = new FakeSocket();
    new LiveRelay(
      {
        db,
        media: { on: () => ({ openSession: async () => session, allow: async () => undefined }), check: async () => true },
        live: {},
        hub: { add: vi.fn(), remove: vi.fn() },
        log: { warn: vi.fn() },
        now: () => new Date(),
      } as never,
      socket as never,
      { sessionId: "s1", role: "learner" } as never,
      "u1",
    );
    socket.emit("message", Buffer.from(JSON.stringify({ type: "join", token: "t".repeat(20) })), false);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain("joined"));
    socket.emit("message", Buffer.from(JSON.stringify({ type: "subscribe", feedId: 5 })), false);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain("offer"), { timeout: 3_000 });
    expect(socket.sent.find((m) => m.type === "offer")).toMatchObject({ feedId: 5, jsep: { type: "offer" } });
    expect(socket.sent.filter((m) => m.type === "error")).toEqual([]);
    expect(subscriberJoins).toHaveLength(3);
    expect(session.detach).not.toHaveBeenCalled();
  });
});

describe("the live relay's publish", () => {
  const joinedRelay = (publishStreams: { type: string; mid: string }[]) => {
    immediate = true;
    const session = {
      connection: { onClose: () => undefined, close: vi.fn() },
      attach: async () => 100,
      detach: async () => undefined,
      destroy: vi.fn(async () => undefined),
      message: async (_handle: number, body: { ptype?: string; request: string }) => {
        if (body.ptype === "publisher") return { data: { id: 11, private_id: 99 } };
        if (body.request === "publish") return { data: { streams: publishStreams }, jsep: { type: "answer", sdp: "v=0" } };
        return { data: {} };
      },
    };
    const chain = <T>(result: T) => ({ set: () => chain(result), from: () => chain(result), where: async () => result });
    const db = { update: () => chain(undefined), select: () => chain([{ id: "p1", hardMuted: true, cameraOff: false }]) };
    const socket = new FakeSocket();
    new LiveRelay(
      {
        db,
        media: { on: () => ({ openSession: async () => session, allow: async () => undefined }), check: async () => true },
        live: {},
        hub: { add: vi.fn(), remove: vi.fn() },
        log: { warn: vi.fn() },
        now: () => new Date(),
      } as never,
      socket as never,
      { sessionId: "s1", role: "learner" } as never,
      "u1",
    );
    socket.emit("message", Buffer.from(JSON.stringify({ type: "join", token: "t".repeat(20) })), false);
    return { socket, session };
  };
  const offer = { type: "offer", sdp: "v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=mid:0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=mid:1\r\n" };

  it("one microphone and one camera are recorded and the teacher's mute applied", async () => {
    vi.mocked(rooms.recordPublished).mockClear();
    vi.mocked(rooms.applyModeration).mockClear();
    const { socket } = joinedRelay([
      { type: "audio", mid: "0" },
      { type: "video", mid: "1" },
    ]);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain("joined"));
    socket.emit("message", Buffer.from(JSON.stringify({ type: "publish", jsep: offer })), false);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain("published"));
    expect(vi.mocked(rooms.recordPublished).mock.calls[0]![3]).toEqual({ feedId: 11, audioMid: "0", videoMid: "1" });
    expect(rooms.applyModeration).toHaveBeenCalledTimes(1);
  });

  it("a second microphone the media server read in the offer is refused, and the page leaves the media room", async () => {
    vi.mocked(rooms.recordPublished).mockClear();
    const { socket, session } = joinedRelay([
      { type: "audio", mid: "0" },
      { type: "video", mid: "1" },
      { type: "audio", mid: "2" },
    ]);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain("joined"));
    socket.emit("message", Buffer.from(JSON.stringify({ type: "publish", jsep: offer })), false);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain("error"));
    expect(socket.sent.find((m) => m.type === "error")).toMatchObject({ request: "publish", message: ONE_MICROPHONE_ONE_CAMERA });
    expect(socket.sent.map((m) => m.type)).not.toContain("published");
    expect(rooms.recordPublished).not.toHaveBeenCalled();
    expect(session.destroy).toHaveBeenCalled();
  });

  it("a media server that cannot be reached is told plainly", async () => {
    immediate = true;
    const socket = new FakeSocket();
    const log = { warn: vi.fn() };
    new LiveRelay(
      {
        db: {},
        media: {
          on: () => ({ openSession: async () => Promise.reject(new MediaServerUnreachable("The media server did not answer (ECONNREFUSED)")) }),
          check: async () => false,
        },
        live: {},
        hub: { add: vi.fn(), remove: vi.fn() },
        log,
        now: () => new Date(),
      } as never,
      socket as never,
      { sessionId: "s1", role: "learner" } as never,
      "u1",
    );
    socket.emit("message", Buffer.from(JSON.stringify({ type: "join", token: "t".repeat(20) })), false);
    await vi.waitFor(() => expect(socket.sent.map((m) => m.type)).toContain("error"));
    expect(socket.sent.find((m) => m.type === "error")).toMatchObject({ request: "join", message: rooms.VIDEO_SERVER_UNREACHABLE });
    expect(JSON.stringify(socket.sent)).not.toContain("ECONNREFUSED");
  });
});
