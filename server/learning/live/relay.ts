/**
 * The signalling relay (issue 18): a page's one WebSocket to the live room. The page never speaks the
 * media server's API: it sends the few commands of `liveSignalSchema` (join with its own single-use
 * token, publish its own feed, subscribe to a feed the room's policy lets it watch, answer, leave)
 * and this relay sends the matching VideoRoom requests on a Janus session of its own. Anything else
 * (creating rooms, kick, moderate, another room, a classmate's feed a child may not watch) is refused.
 * The room's state is pushed to the page whenever it changes (server/learning/live/hub.ts), and the
 * whiteboard's strokes as they come, while the viewer sees the board.
 */
import type { Log } from "../../log";
import type { WebSocket } from "ws";
import { liveSignalSchema, type LiveSignal } from "#common/schemas/learning/live";
import type { LiveConfig } from "../../config";
import type { Db } from "../../db/client";
import { liveParticipants } from "../../db/schema";
import { DomainError } from "../../domain-errors";
import type { LiveSessionAccess } from "../access";
import { strokeViewOf } from "./board-view";
import type { LiveHub, LivePage, SharedRoomRead } from "./hub";
import { JANUS_CODES, JanusError, MediaServerUnreachable, type JanusSession } from "./janus-client";
import type { MediaServers } from "./media-server";
import { mediaKinds, ONE_MICROPHONE_ONE_CAMERA, ONE_SCREEN, oneOfEachKind, oneVideoOnly } from "./sdp";
import {
  applyModeration,
  consumeToken,
  mayWatch,
  mayWatchScreen,
  mediaRoomIn,
  mediaRoomOf,
  participantOf,
  readRoomSnapshot,
  recordJoin,
  recordLeave,
  recordPublished,
  recordScreen,
  recordScreenStopped,
  requireMayShare,
  roomOf,
  sameGroup,
  sessionViewOf,
  VIDEO_SERVER_UNREACHABLE,
} from "./rooms";
import { randomBytes } from "node:crypto";
import { and, eq, or } from "drizzle-orm";
import { conflict, forbidden, invalid } from "../../domain-errors";

export const NOT_ALLOWED = "That is not allowed.";
const MAX_MESSAGE_BYTES = 256 * 1024;
const NO_SUCH_FEED = JANUS_CODES.noSuchFeed;
export const SUBSCRIBE_ATTEMPTS = 20;
export const SUBSCRIBE_RETRY_MS = 250;

interface Joined {
  session: JanusSession;
  publisher: number;
  feedId: number;
  privateId: number;
  roomId: string;
  janusRoom: number;
  participantId: string;
  subscriptions: Map<number, number>;
  /** The person's screen share: a second publisher handle; `recorded` once the room's record says it is live. */
  screen: { handle: number; feedId: number; recorded: boolean } | null;
}

export interface RelayContext {
  db: Db;
  media: MediaServers;
  live: LiveConfig;
  hub: LiveHub;
  log: Log;
  now: () => Date;
}

type StreamInfo = { type?: string; mid?: string };

export class LiveRelay implements LivePage {
  readonly sessionId: string;
  private joined: Joined | null = null;
  private joining = false;
  private closed = false;
  /**
   * The latest change's shared read of the room while a refresh waits in the queue: the refresh
   * takes the latest when it runs, so a burst of changes costs one view per page, not one per change.
   */
  private pendingRead: SharedRoomRead | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** The last view pushed showed the board (a child: let in, the board open). */
  private seesBoard = false;

  constructor(
    private readonly ctx: RelayContext,
    private readonly socket: WebSocket,
    private readonly access: LiveSessionAccess,
    private readonly userId: string,
  ) {
    this.sessionId = access.sessionId;
    ctx.hub.add(this);
    socket.on("message", (raw, isBinary) => {
      const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : (raw as ArrayBuffer | Buffer).byteLength;
      if (isBinary || size > MAX_MESSAGE_BYTES) return this.send({ type: "error", message: NOT_ALLOWED });
      this.enqueue(() => this.handle(raw.toString()));
    });
    socket.on("close", () => this.enqueue(() => this.teardown()));
    socket.on("error", () => undefined);
    this.refresh();
  }

  private enqueue(task: () => Promise<void>) {
    this.queue = this.queue.then(task).catch((err: unknown) => this.ctx.log.warn({ err }, "live relay step failed"));
  }

  private send(message: Record<string, unknown>) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  refresh(shared: SharedRoomRead = {}) {
    // A burst of changes (a class raising hands) would otherwise queue one view per change per page.
    const queued = this.pendingRead !== null;
    this.pendingRead = shared;
    if (queued) return;
    this.enqueue(async () => {
      const read = this.pendingRead ?? {};
      this.pendingRead = null;
      if (this.closed) return;
      // Read after the change was committed, by the first page of the session to get here.
      read.snapshot ??= readRoomSnapshot(this.ctx.db, this.ctx.media, this.access, this.ctx.now());
      const snapshot = await read.snapshot;
      const view = sessionViewOf(snapshot, this.ctx.media, this.ctx.live, this.access, this.userId, this.ctx.now());
      this.seesBoard = view.board !== null;
      // Small groups started, ended, or the person was moved: their media leaves this VideoRoom and the
      // page joins the other one with a new token (the relay and the page's socket stay). The page hears
      // it before the new view, so it asks for nothing more in the VideoRoom it left.
      const mine = snapshot.participants.find((p) => p.userId === this.userId);
      const place = snapshot.room && mine ? mediaRoomIn(snapshot.room, snapshot.groups, mine) : null;
      if (this.joined && place && place.janusRoom !== this.joined.janusRoom) {
        await this.teardown();
        this.send({ type: "moved" });
      }
      this.send({ type: "state", view });
      // The teacher stopped this person's share (or it was taken from them): the page is told to stop capturing.
      const screen = this.joined?.screen;
      if (screen?.recorded && view.me?.screenFeedId !== screen.feedId) {
        this.joined!.screen = null;
        await this.joined!.session.detach(screen.handle).catch(() => undefined);
        this.send({ type: "unshared" });
      }
      if (view.room?.ended) return this.close("The live class has ended", "ended");
      if (view.me?.state === "removed") return this.close("You were removed", "removed");
      // Feeds the viewer may no longer watch (the class view was turned off, someone left) are dropped.
      if (this.joined) {
        const watchable = new Set(view.participants.map((p) => p.feedId).filter((id): id is number => id !== null));
        for (const [feedId, handle] of [...this.joined.subscriptions]) {
          if (!watchable.has(feedId)) {
            this.joined.subscriptions.delete(feedId);
            await this.joined.session.detach(handle);
            this.send({ type: "unsubscribed", feedId });
          }
        }
      }
    });
  }

  /**
   * A whiteboard event, in order with the views (a child removed or a board closed just before is
   * told that first, and gets nothing after). A stroke is marked `mine` for its author's pages; who
   * drew it is not passed on.
   */
  board(data: Record<string, unknown>) {
    this.enqueue(async () => {
      if (this.closed || !this.seesBoard) return;
      const stroke = data.stroke as (Parameters<typeof strokeViewOf>[0] & { userId: string }) | undefined;
      if (stroke) return this.send({ type: "board", stroke: strokeViewOf(stroke, this.userId) });
      if (typeof data.strokeId === "string") return this.send({ type: "board", strokeId: data.strokeId });
      if (typeof data.erased === "string") return this.send({ type: "board", erased: data.erased });
    });
  }

  close(reason: string, type = "closed") {
    this.send({ type, message: reason });
    this.enqueue(() => this.teardown());
    this.socket.close(1000, type);
  }

  private async handle(raw: string) {
    if (this.closed) return;
    let signal: LiveSignal;
    try {
      const parsed = liveSignalSchema.safeParse(JSON.parse(raw));
      if (!parsed.success) return this.send({ type: "error", message: NOT_ALLOWED });
      signal = parsed.data;
    } catch {
      return this.send({ type: "error", message: NOT_ALLOWED });
    }
    try {
      if (signal.type === "join") await this.join(signal.token);
      else if (signal.type === "publish") await this.publish(signal.jsep);
      else if (signal.type === "subscribe") await this.subscribe(signal.feedId);
      else if (signal.type === "answer") await this.answer(signal.feedId, signal.jsep);
      else if (signal.type === "leave") await this.teardown();
      else if (signal.type === "share") await this.share(signal.jsep);
      else if (signal.type === "unshare") await this.unshare();
    } catch (err) {
      if (err instanceof DomainError) return this.send({ type: "error", request: signal.type, message: err.message });
      if (err instanceof JanusError) {
        this.ctx.log.warn({ code: err.code, request: signal.type }, "the media server refused a relayed request");
        return this.send({ type: "error", request: signal.type, message: "The live class could not do that. Please try again." });
      }
      if (err instanceof MediaServerUnreachable) {
        this.ctx.log.warn({ request: signal.type }, "the media server could not be reached for a relayed request");
        return this.send({ type: "error", request: signal.type, message: VIDEO_SERVER_UNREACHABLE });
      }
      throw err;
    }
  }

  private async join(token: string) {
    if (this.joined || this.joining) throw conflict("You are already in the room.");
    this.joining = true;
    try {
      const { participant, mediaRoom } = await consumeToken(this.ctx.db, this.access, this.userId, token, this.ctx.now());
      const session = await this.ctx.media
        .on(mediaRoom.server)
        .openSession()
        .catch((err: unknown) => {
          void this.ctx.media.check(mediaRoom.server);
          throw err;
        });
      // The media server went away (stopped, or restarted without its rooms): the room is made again on
      // one that answers (./failover.ts), and the page is told it moved, so it joins there by itself.
      session.connection.onClose(() => {
        if (this.closed || this.joined?.session !== session) return;
        void this.ctx.media.check(mediaRoom.server);
        this.enqueue(async () => {
          if (this.joined?.session !== session) return;
          await this.teardown();
          this.send({ type: "moved" });
        });
      });
      try {
        const publisher = await session.attach();
        const reply = await session.message(publisher, {
          request: "join",
          ptype: "publisher",
          room: mediaRoom.janusRoom,
          token: participant.janusToken,
          display: participant.displayName,
        });
        const feedId = Number(reply.data.id);
        const privateId = Number(reply.data.private_id);
        this.joined = {
          session,
          publisher,
          feedId,
          privateId,
          roomId: participant.roomId,
          janusRoom: mediaRoom.janusRoom,
          participantId: participant.id,
          subscriptions: new Map(),
          screen: null,
        };
        // The media server's token is single use too: off its allowed list once used.
        await this.ctx.media
          .on(mediaRoom.server)
          .allow(mediaRoom.janusRoom, mediaRoom.secret, "remove", [participant.janusToken!])
          .catch(() => undefined);
        await this.ctx.db.update(liveParticipants).set({ janusToken: null }).where(eq(liveParticipants.id, participant.id));
        await recordJoin(this.ctx.db, participant.roomId, this.userId, this.ctx.now());
        this.send({ type: "joined", feedId });
      } catch (err) {
        await session.destroy();
        session.connection.close();
        throw err;
      }
    } finally {
      this.joining = false;
    }
  }

  private requireJoined(): Joined {
    if (!this.joined) throw conflict("Join the room first.");
    return this.joined;
  }

  private async publish(jsep: { type: string; sdp: string }) {
    const joined = this.requireJoined();
    if (jsep.type !== "offer") throw invalid(NOT_ALLOWED);
    if (!oneOfEachKind(mediaKinds(jsep.sdp))) throw invalid(ONE_MICROPHONE_ONE_CAMERA);
    const reply = await joined.session.message(joined.publisher, { request: "publish" }, jsep);
    const streams = (Array.isArray(reply.data.streams) ? reply.data.streams : []) as StreamInfo[];
    // What the media server says it took is what gets moderated: it must be one of each kind too.
    // If it read more than we did, the page leaves the media room (it may join again with a new token).
    if (!oneOfEachKind(streams.map((s) => String(s.type)))) {
      await this.teardown();
      throw invalid(ONE_MICROPHONE_ONE_CAMERA);
    }
    const mid = (kind: string) => streams.find((s) => s.type === kind)?.mid ?? null;
    await recordPublished(
      this.ctx.db,
      this.access,
      joined.participantId,
      { feedId: joined.feedId, audioMid: mid("audio"), videoMid: mid("video") },
      this.ctx.now(),
    );
    // A mute or camera-off decided before the feed existed holds from its first packet.
    const room = await roomOf(this.ctx.db, this.sessionId);
    const [me] = await this.ctx.db.select().from(liveParticipants).where(eq(liveParticipants.id, joined.participantId));
    if (room && me && (me.hardMuted || me.cameraOff)) await applyModeration(this.ctx.db, this.ctx.media, room, me);
    this.send({ type: "published", jsep: reply.jsep });
  }

  private async subscribe(feedId: number) {
    const joined = this.requireJoined();
    if (feedId === joined.feedId || joined.subscriptions.has(feedId)) throw conflict(NOT_ALLOWED);
    const room = await roomOf(this.ctx.db, this.sessionId);
    const [target] = room
      ? await this.ctx.db
          .select()
          .from(liveParticipants)
          .where(and(eq(liveParticipants.roomId, room.id), or(eq(liveParticipants.feedId, feedId), eq(liveParticipants.screenFeedId, feedId))))
      : [];
    if (!room || !target || target.userId === this.userId) throw forbidden(NOT_ALLOWED);
    // Small groups: only the people of the viewer's own group (or of the main room, with them).
    const me = await participantOf(this.ctx.db, room.id, this.userId);
    const watchable =
      sameGroup(me, target) && (target.screenFeedId === feedId ? mayWatchScreen(me, this.access.role, target) : mayWatch(room, this.access.role, target));
    if (!watchable) throw forbidden(NOT_ALLOWED);
    const handle = await joined.session.attach();
    let reply: Awaited<ReturnType<JanusSession["message"]>>;
    for (let attempt = 1; ; attempt++) {
      try {
        reply = await joined.session.message(handle, {
          request: "join",
          ptype: "subscriber",
          room: joined.janusRoom,
          private_id: joined.privateId,
          streams: [{ feed: feedId }],
        });
        break;
      } catch (err) {
        // A feed is listed once its publish is answered, but Janus takes subscribers only once the
        // publisher's connection is up (428 "No such feed" until then): a quick watcher waits for it.
        if (err instanceof JanusError && err.code === NO_SUCH_FEED && attempt < SUBSCRIBE_ATTEMPTS) {
          await new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_RETRY_MS));
          continue;
        }
        await joined.session.detach(handle);
        throw err;
      }
    }
    if (!reply.jsep) {
      await joined.session.detach(handle);
      throw conflict("That video is not available.");
    }
    joined.subscriptions.set(feedId, handle);
    this.send({ type: "offer", feedId, jsep: reply.jsep });
  }

  private async answer(feedId: number, jsep: { type: string; sdp: string }) {
    const joined = this.requireJoined();
    const handle = joined.subscriptions.get(feedId);
    if (handle === undefined || jsep.type !== "answer") throw conflict(NOT_ALLOWED);
    await joined.session.message(handle, { request: "start" }, jsep);
    this.send({ type: "started", feedId });
  }

  /**
   * Shares a screen or a window: a second publisher in the same media room, with a media-server
   * token of its own (added and used here, never sent to the page), carrying one video stream.
   */
  private async share(jsep: { type: string; sdp: string }) {
    const joined = this.requireJoined();
    if (jsep.type !== "offer") throw invalid(NOT_ALLOWED);
    if (joined.screen) throw conflict(ONE_SCREEN);
    if (!oneVideoOnly(mediaKinds(jsep.sdp))) throw invalid(ONE_SCREEN);
    await requireMayShare(this.ctx.db, joined.participantId);
    const room = await roomOf(this.ctx.db, this.sessionId);
    const me = room ? await participantOf(this.ctx.db, room.id, this.userId) : null;
    const place = room && me ? await mediaRoomOf(this.ctx.db, room, me) : null;
    if (!place || place.janusRoom !== joined.janusRoom) throw conflict(NOT_ALLOWED);
    const token = randomBytes(24).toString("base64url");
    await this.ctx.media.on(place.server).allow(joined.janusRoom, place.secret, "add", [token]);
    const handle = await joined.session.attach();
    const screen = { handle, feedId: 0, recorded: false };
    joined.screen = screen;
    try {
      const reply = await joined.session.message(handle, { request: "join", ptype: "publisher", room: joined.janusRoom, token, display: "screen" });
      screen.feedId = Number(reply.data.id);
      await this.ctx.media
        .on(place.server)
        .allow(joined.janusRoom, place.secret, "remove", [token])
        .catch(() => undefined);
      const published = await joined.session.message(handle, { request: "publish" }, jsep);
      const streams = (Array.isArray(published.data.streams) ? published.data.streams : []) as StreamInfo[];
      if (!oneVideoOnly(streams.map((s) => String(s.type)))) throw invalid(ONE_SCREEN);
      await recordScreen(this.ctx.db, this.access, joined.participantId, { feedId: screen.feedId, mid: streams[0]?.mid ?? null }, this.ctx.now());
      screen.recorded = true;
      this.send({ type: "shared", jsep: published.jsep });
    } catch (err) {
      if (joined.screen === screen) joined.screen = null;
      await joined.session.detach(handle).catch(() => undefined);
      await this.ctx.media
        .on(place.server)
        .allow(joined.janusRoom, place.secret, "remove", [token])
        .catch(() => undefined);
      throw err;
    }
  }

  private async unshare() {
    const joined = this.requireJoined();
    const screen = joined.screen;
    if (!screen) return;
    joined.screen = null;
    await joined.session.detach(screen.handle).catch(() => undefined);
    await recordScreenStopped(this.ctx.db, this.access, joined.participantId, this.ctx.now());
  }

  private async teardown() {
    const joined = this.joined;
    this.joined = null;
    if (joined) {
      await joined.session.destroy().catch(() => undefined);
      joined.session.connection.close();
      await recordLeave(this.ctx.db, this.sessionId, joined.roomId, this.userId, this.ctx.now()).catch((err: unknown) =>
        this.ctx.log.warn({ err }, "could not record a leave"),
      );
    }
    if (!this.closed && this.socket.readyState !== this.socket.OPEN) {
      this.closed = true;
      this.ctx.hub.remove(this);
    }
  }
}
