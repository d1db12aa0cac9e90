/**
 * Live rooms (issue 18, docs/api/live.md): the state of a session's room in the database, every
 * change made in one transaction that also announces it on the bus (`room:<sessionId>`), and the
 * media server told what the state demands (room created and destroyed, tokens on its allowed list,
 * kick, moderate). The teacher's controls are enforced here, whatever a page sends.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { liveHostWindow, liveOpensAt, liveWindow, LIVE_TOKEN_TTL_MS } from "#common/learning/live";
import type { LiveChatMessage, LiveGroups, LiveParticipant, LiveParticipantAction, LiveSessionView, LiveToken } from "#common/schemas/learning/live";
import type { LiveConfig } from "../../config";
import type { Db } from "../../db/client";
import { liveAttendanceEvents, liveChatMessages, liveGroups, liveParticipants, liveRooms } from "../../db/schema";
import { RETRY_AFTER_SECONDS } from "../../errors";
import { publish } from "../../realtime/bus";
import type { LiveSessionAccess } from "../access";
import { checkViewOf, readCurrentCheck, type CheckRead } from "./check-view";
import { readOpenDeck, slidesViewOf, type Deck } from "./slide-view";
import { boardViewOf, readBoard, type BoardRead } from "./board-view";
import { JANUS_CODES, JanusError, MediaServerUnreachable } from "./janus-client";
import type { MediaServers } from "./media-server";
import { newRoomId, newRoomSecret } from "./media-server";
import { conflict, forbidden, notFound, unavailable } from "../../domain-errors";

type Room = typeof liveRooms.$inferSelect;
type Participant = typeof liveParticipants.$inferSelect;
export type GroupRow = typeof liveGroups.$inferSelect;
/** A VideoRoom on one of the school's media servers: the session's main room or one of its small groups. */
export type MediaRoom = { server: string; janusRoom: number; secret: string };
/** Rooms placed before the school had several media servers are on the first. */
const FIRST_SERVER = "1";
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const NOT_OPEN_YET = "This live class is not open yet. It opens 10 minutes before it starts.";
export const NOT_OPEN_FOR_TEST_YET = "You can open the room from an hour before the class starts, to test it.";
export const SESSION_OVER = "This live class has finished.";
export const ROOM_NOT_OPEN = "Your teacher has not opened the room yet.";
export const ROOM_LOCKED = "Your teacher has locked the room.";
export const REMOVED = "Your teacher removed you from this live class.";
export const NOT_ADMITTED = "Please wait for your teacher to let you in.";
export const HARD_MUTED = "Your teacher has muted you. Raise your hand to ask to talk.";
export const CAMERA_OFF_BY_TEACHER = "Your teacher turned your camera off.";
export const CHAT_OFF = "Chat is turned off.";
export const VIDEO_NOT_SET_UP = "Live video is not set up at this school yet.";
export const PARTICIPANT_NOT_FOUND = "We could not find that person in this room.";
export const TOKEN_REFUSED = "This join link is not valid any more. Please try again.";
export const VIDEO_SERVER_UNREACHABLE = "The live class could not reach the video server. Please try again in a moment.";
export const SHARE_NOT_ALLOWED = "Your teacher has not asked you to share your screen.";
export const SCREEN_BUSY = "Someone else is sharing their screen. Only one screen can be shared at a time.";

export const roomTopic = (sessionId: string) => `room:${sessionId}`;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The room of a class session or a video conference (their ids are distinct uuids). */
export async function roomOf(db: Pick<Db, "select">, sessionId: string): Promise<Room | null> {
  const [room] = await db
    .select()
    .from(liveRooms)
    .where(or(eq(liveRooms.classSessionId, sessionId), eq(liveRooms.conferenceBookingId, sessionId)));
  return room ?? null;
}

/** Children come from 10 minutes before the start; the teacher may open the room from an hour before, to test it alone. */
function requireOpenWindow(access: LiveSessionAccess, now: Date) {
  const window = access.role === "host" ? liveHostWindow(access.startsAt, access.endsAt, now) : liveWindow(access.startsAt, access.endsAt, now);
  if (window === "before") throw conflict(access.role === "host" ? NOT_OPEN_FOR_TEST_YET : NOT_OPEN_YET);
  if (window === "over") throw conflict(SESSION_OVER);
}

export function requireHost(access: LiveSessionAccess) {
  if (access.role !== "host") throw forbidden(access.kind === "conference" ? "Only the teacher can do this." : "Only the class's teacher can do this.");
}

export async function changed(tx: Tx, sessionId: string, data: Record<string, unknown> = {}) {
  await publish(tx, { topic: roomTopic(sessionId), type: "changed", data });
}

/** The session's room (children may wait in it before the teacher opens it), not ended, or a 409 saying why not. */
export async function requireLiveRoom(db: Pick<Db, "select">, access: LiveSessionAccess): Promise<Room> {
  const room = await roomOf(db, access.sessionId);
  if (!room) throw conflict(ROOM_NOT_OPEN);
  if (room.endedAt) throw conflict(SESSION_OVER);
  return room;
}

/** The room on the media server, once the teacher opened it. */
type OpenRoom = Room & { janusRoom: number; secret: string };
function isOpen(room: Room): room is OpenRoom {
  return room.janusRoom !== null && room.secret !== null;
}

/** The people of one place: the same small group, or both in the main room. */
export function sameGroup(a: Pick<Participant, "groupId"> | null, b: Pick<Participant, "groupId">): boolean {
  return (a?.groupId ?? null) === b.groupId;
}

/** The VideoRoom a person's media belongs in: their small group's while groups run, else the main room's. */
export async function mediaRoomOf(db: Pick<Db, "select">, room: Room, p: Pick<Participant, "groupId">): Promise<MediaRoom | null> {
  if (p.groupId) {
    const [group] = await db
      .select()
      .from(liveGroups)
      .where(and(eq(liveGroups.id, p.groupId), isNull(liveGroups.endedAt)));
    return group ? mediaRoomIn(room, [group], p) : null;
  }
  return mediaRoomIn(room, [], p);
}

/** The same from rows already read (the room's snapshot). */
export function mediaRoomIn(room: Room, groups: readonly GroupRow[], p: Pick<Participant, "groupId">): MediaRoom | null {
  if (p.groupId) {
    const group = groups.find((g) => g.id === p.groupId);
    return group?.janusRoom && group.secret ? { server: group.mediaServer ?? FIRST_SERVER, janusRoom: group.janusRoom, secret: group.secret } : null;
  }
  return isOpen(room) ? { server: room.mediaServer ?? FIRST_SERVER, janusRoom: room.janusRoom, secret: room.secret } : null;
}

/**
 * Runs requests to a media server for a request of a page. A media server that cannot be reached
 * (or lost its session with us) is a 503 worth retrying, and it is checked at once, so that its rooms
 * move to another (./failover.ts); one that no longer has the VideoRoom (it restarted: its rooms live
 * in its memory) has the room (or group) `place` made again, then the page retries. Its refusals and
 * codes never reach the page.
 */
async function onMediaServer<T>(db: Db, media: MediaServers, place: MediaRoom | null, now: Date, op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    const roomGone = err instanceof JanusError && err.code === JANUS_CODES.noSuchRoom;
    if (roomGone && place) await relocatePlace(db, media, place, now);
    if (err instanceof MediaServerUnreachable && place) await media.check(place.server);
    if (roomGone || err instanceof MediaServerUnreachable) throw unavailable(VIDEO_SERVER_UNREACHABLE, RETRY_AFTER_SECONDS);
    throw err;
  }
}

/**
 * Where a new VideoRoom goes: the preferred server (a group's class's) when it answers, otherwise the
 * answering server with the fewest open VideoRooms, counted in the database so that every instance
 * sees the same load (a tie goes to any of them, so that a burst of openings spreads). Null when no
 * server answers.
 */
export async function placeOn(db: Pick<Db, "select">, media: MediaServers, preferred?: string | null): Promise<string | null> {
  const up = media.ids.filter((id) => media.isUp(id));
  if (preferred && up.includes(preferred)) return preferred;
  if (up.length <= 1) return up[0] ?? null;
  const [rooms, groups] = await Promise.all([
    db
      .select({ server: liveRooms.mediaServer, n: count() })
      .from(liveRooms)
      .where(and(isNotNull(liveRooms.janusRoom), isNull(liveRooms.endedAt)))
      .groupBy(liveRooms.mediaServer),
    db
      .select({ server: liveGroups.mediaServer, n: count() })
      .from(liveGroups)
      .where(and(isNotNull(liveGroups.janusRoom), isNull(liveGroups.endedAt)))
      .groupBy(liveGroups.mediaServer),
  ]);
  const load = new Map(up.map((id) => [id, 0]));
  for (const row of [...rooms, ...groups]) {
    const id = row.server ?? FIRST_SERVER;
    if (load.has(id)) load.set(id, load.get(id)! + row.n);
  }
  const least = Math.min(...load.values());
  const candidates = up.filter((id) => load.get(id) === least);
  return candidates[randomInt(candidates.length)]!;
}

/**
 * Makes a room's or group's VideoRoom again, on a server that answers (its own again when it is back
 * after a restart): the row takes the new one only if it still names the lost one (another instance
 * may have moved it first; then ours is destroyed). The people of that place lose their feeds there;
 * their pages hear they moved (./relay.ts) and join the new one with new tokens, still let in, their
 * mute and removal held by the room's records.
 */
export async function relocatePlace(db: Db, media: MediaServers, lost: MediaRoom, now: Date): Promise<boolean> {
  const [room] = await db
    .select()
    .from(liveRooms)
    .where(and(eq(liveRooms.janusRoom, lost.janusRoom), isNull(liveRooms.endedAt)));
  const [group] = room
    ? []
    : await db
        .select()
        .from(liveGroups)
        .where(and(eq(liveGroups.janusRoom, lost.janusRoom), isNull(liveGroups.endedAt)));
  const owner = room ?? (group ? (await db.select().from(liveRooms).where(eq(liveRooms.id, group.roomId)))[0] : undefined);
  if (!owner || owner.endedAt) return false;
  const sessionId = owner.classSessionId ?? owner.conferenceBookingId!;
  // With no server answering, pages keep asking (503) until one does; then the room is made there.
  const server = await placeOn(db, media, group ? owner.mediaServer : null);
  if (!server) return false;
  const janusRoom = newRoomId();
  const secret = newRoomSecret();
  try {
    await media.on(server).createRoom(janusRoom, secret, owner.id);
  } catch {
    return false; // the next check or request tries again
  }
  const moved = await db.transaction(async (tx) => {
    const set = { mediaServer: server, janusRoom, secret };
    const [row] = room
      ? await tx
          .update(liveRooms)
          .set(set)
          .where(and(eq(liveRooms.id, room.id), eq(liveRooms.janusRoom, lost.janusRoom)))
          .returning({ id: liveRooms.id })
      : await tx
          .update(liveGroups)
          .set(set)
          .where(and(eq(liveGroups.id, group!.id), eq(liveGroups.janusRoom, lost.janusRoom)))
          .returning({ id: liveGroups.id });
    if (!row) return false;
    await tx
      .update(liveParticipants)
      .set({ ...LEFT_THEIR_PLACE, tokenHash: null, janusToken: null, updatedAt: now })
      .where(and(eq(liveParticipants.roomId, owner.id), room ? isNull(liveParticipants.groupId) : eq(liveParticipants.groupId, group!.id)));
    await changed(tx, sessionId, { moved: true });
    return true;
  });
  if (!moved)
    await media
      .on(server)
      .destroyRoom(janusRoom, secret)
      .catch(() => undefined);
  return moved;
}

/**
 * The row of the session's room, made when the first person arrives (a child may come before the
 * teacher). A conference's few people all see each other: its room starts with the class view on.
 */
async function ensureRoomRow(db: Db, access: LiveSessionAccess): Promise<Room> {
  const row = access.kind === "conference" ? { conferenceBookingId: access.sessionId, classView: true } : { classSessionId: access.sessionId };
  await db.insert(liveRooms).values(row).onConflictDoNothing();
  return (await roomOf(db, access.sessionId))!;
}

export async function participantOf(db: Pick<Db, "select">, roomId: string, userId: string): Promise<Participant | null> {
  const [row] = await db
    .select()
    .from(liveParticipants)
    .where(and(eq(liveParticipants.roomId, roomId), eq(liveParticipants.userId, userId)));
  return row ?? null;
}

function toParticipant(p: Participant, showFeed: boolean, showScreen: boolean): LiveParticipant {
  return {
    userId: p.userId,
    name: p.displayName,
    role: p.role as LiveParticipant["role"],
    state: p.state as LiveParticipant["state"],
    hardMuted: p.hardMuted,
    selfMuted: p.selfMuted,
    cameraOff: p.cameraOff,
    selfCameraOff: p.selfCameraOff,
    handRaised: p.handRaised,
    feedId: showFeed && p.state === "admitted" ? p.feedId : null,
    mayShare: mayShare(p),
    screenFeedId: showScreen && p.state === "admitted" ? p.screenFeedId : null,
    groupId: p.groupId,
    arrivedAt: p.arrivedAt.toISOString(),
  };
}

/** May `viewer` watch `target`'s feed? Hosts everyone; children the teachers, classmates only while the class view is shared. */
export function mayWatch(room: Pick<Room, "classView">, viewerRole: string, target: Pick<Participant, "role" | "state">): boolean {
  if (target.state !== "admitted") return false;
  return viewerRole === "host" || target.role === "host" || room.classView;
}

/** Teachers may always share their screen; a child while the teacher allows it. */
export function mayShare(p: Pick<Participant, "role" | "mayShare">): boolean {
  return p.role === "host" || p.mayShare;
}

/**
 * May a viewer in the room watch `target`'s shared screen? Everyone let in: a share is shown to the
 * whole room (the teacher decided who may share), whatever the class view.
 */
export function mayWatchScreen(viewer: Pick<Participant, "state"> | null, viewerRole: string, target: Pick<Participant, "state">): boolean {
  return target.state === "admitted" && (viewerRole === "host" || viewer?.state === "admitted");
}

/**
 * What every page of a session is shown, read once per change for all of them (the hub shares it):
 * the room (ended here once the session is over), its participants by arrival, its latest 50
 * chat messages, its quick check on screen (./check-view.ts), its open slides (./slide-view.ts) and
 * its whiteboard's state, never its strokes (./board-view.ts).
 * Each page's view is made from it for its viewer by `sessionViewOf`.
 */
/** The chat messages a page shows (of the viewer's group, or the main room's), read from the room's latest. */
const CHAT_SHOWN = 50;
const CHAT_READ = 200;

export interface RoomSnapshot {
  room: Room | null;
  participants: Participant[];
  chat: { id: string; userId: string; body: string; at: Date; groupId: string | null }[];
  check: CheckRead | null;
  slides: Deck | null;
  board: BoardRead | null;
  /** The small groups running now. */
  groups: GroupRow[];
}

export async function readRoomSnapshot(db: Db, media: MediaServers, access: LiveSessionAccess, now: Date): Promise<RoomSnapshot> {
  let room = await roomOf(db, access.sessionId);
  if (room && !room.endedAt && liveWindow(access.startsAt, access.endsAt, now) === "over") {
    await endRoom(db, media, access, now);
    room = await roomOf(db, access.sessionId);
  }
  // The teacher's timer ran out: everyone comes back (on the first read after it, like the room's end).
  if (room && !room.endedAt && room.groupsEndAt && room.groupsEndAt <= now) {
    await endGroupsNow(db, media, access, room.id, now);
    room = await roomOf(db, access.sessionId);
  }
  if (!room) return { room: null, participants: [], chat: [], check: null, slides: null, board: null, groups: [] };
  const [participants, chat, check, slides, board, groups] = await Promise.all([
    db.select().from(liveParticipants).where(eq(liveParticipants.roomId, room.id)).orderBy(asc(liveParticipants.arrivedAt)),
    db
      .select({
        id: liveChatMessages.id,
        userId: liveChatMessages.userId,
        body: liveChatMessages.body,
        at: liveChatMessages.createdAt,
        groupId: liveChatMessages.groupId,
      })
      .from(liveChatMessages)
      .where(eq(liveChatMessages.roomId, room.id))
      .orderBy(desc(liveChatMessages.createdAt))
      .limit(CHAT_READ),
    readCurrentCheck(db, room.id),
    readOpenDeck(db, room.id),
    readBoard(db, room.id),
    db
      .select()
      .from(liveGroups)
      .where(and(eq(liveGroups.roomId, room.id), isNull(liveGroups.endedAt)))
      .orderBy(asc(liveGroups.number)),
  ]);
  return { room, participants, chat: chat.reverse(), check, slides, board, groups };
}

/** One viewer's view of the session from the room as read (what they may see of it, nothing more). */
export function sessionViewOf(
  snapshot: RoomSnapshot,
  media: MediaServers,
  live: LiveConfig,
  access: LiveSessionAccess,
  viewerId: string,
  now: Date,
): LiveSessionView {
  const { room, participants: rows } = snapshot;
  // The teacher's page opens an hour early (to test the room alone); a child's 10 minutes before.
  const window = access.role === "host" ? liveHostWindow(access.startsAt, access.endsAt, now) : liveWindow(access.startsAt, access.endsAt, now);
  const mine = rows.find((p) => p.userId === viewerId) ?? null;
  const visible =
    !room || !mine || mine.state !== "admitted"
      ? access.role === "host" && room
        ? rows
        : []
      : rows.filter((p) => (access.role === "host" ? true : p.userId !== viewerId && sameGroup(mine, p) && mayWatch(room, "learner", p)));
  let chat: LiveChatMessage[] = [];
  const names = new Map(rows.map((p) => [p.userId, p.displayName]));
  if (room && (access.role === "host" || (mine?.state === "admitted" && room.chatOn))) {
    // A group's chat is its own: read in the group it was written in (no chat between groups).
    chat = snapshot.chat
      .filter((m) => m.groupId === (mine?.groupId ?? null))
      .slice(-CHAT_SHOWN)
      .map((m) => ({ id: m.id, name: names.get(m.userId) ?? "", body: m.body, at: m.at.toISOString(), mine: m.userId === viewerId }));
  }
  return {
    session: {
      id: access.sessionId,
      kind: access.kind,
      className: access.className,
      subjectCode: access.subjectCode,
      grade: access.grade,
      startsAt: access.startsAt.toISOString(),
      endsAt: access.endsAt.toISOString(),
      opensAt: liveOpensAt(access.startsAt).toISOString(),
    },
    role: access.role,
    window,
    video: { configured: media.configured, iceServers: live.iceServers },
    room: room ? { open: isOpen(room), ended: room.endedAt !== null, locked: room.locked, classView: room.classView, chatOn: room.chatOn } : null,
    me: mine ? toParticipant(mine, true, true) : null,
    participants: room
      ? visibleWithScreens(rows, visible, mine, access.role, viewerId).map((p) =>
          toParticipant(
            p,
            visible.includes(p) && sameGroup(mine, p) && mayWatch(room, access.role, p),
            sameGroup(mine, p) && mayWatchScreen(mine, access.role, p),
          ),
        )
      : [],
    chat,
    // A child sees the check once let in, like the rest of the room; an ended room asks nothing (its checks: GET .../checks).
    check:
      snapshot.check && room && !room.endedAt && (access.role === "host" || mine?.state === "admitted")
        ? checkViewOf(snapshot.check, access.role, viewerId, names)
        : null,
    // The same for the slides: an ended room shows none (its pictures are refused to children).
    slides:
      snapshot.slides && room && !room.endedAt && (access.role === "host" || mine?.state === "admitted")
        ? slidesViewOf(snapshot.slides, access.sessionId, access.role)
        : null,
    board: boardOf(snapshot, access, mine, viewerId),
    groups: room && !room.endedAt && (access.role === "host" || mine?.state === "admitted") ? groupsViewOf(snapshot, access.role, mine) : null,
  };
}

/** The running groups as the viewer may see them: hosts all, with who is in each; a child only their own. */
function groupsViewOf(snapshot: RoomSnapshot, role: string, mine: Participant | null): LiveGroups | null {
  const { room, groups, participants } = snapshot;
  if (!room?.groupsEndAt || groups.length === 0) return null;
  const shown = role === "host" ? groups : groups.filter((g) => g.id === mine?.groupId);
  return {
    endsAt: room.groupsEndAt.toISOString(),
    message: room.groupsMessage && room.groupsMessageAt ? { body: room.groupsMessage, at: room.groupsMessageAt.toISOString() } : null,
    groups: shown.map((g) => ({
      id: g.id,
      number: g.number,
      name: g.name || null,
      userIds: role === "host" ? participants.filter((p) => p.groupId === g.id && p.state === "admitted").map((p) => p.userId) : null,
    })),
  };
}

/** The people the viewer sees, and whoever shares a screen the viewer may watch (a classmate while the class view is off). */
function visibleWithScreens(rows: Participant[], visible: Participant[], mine: Participant | null, role: string, viewerId: string): Participant[] {
  const sharing = rows.filter(
    (p) => p.screenFeedId !== null && p.userId !== viewerId && !visible.includes(p) && sameGroup(mine, p) && mayWatchScreen(mine, role, p),
  );
  return sharing.length === 0 ? visible : [...visible, ...sharing];
}

/**
 * The board's state for the viewer: a host's even closed (to open it), with the defaults before the
 * first opening; a child's while the room runs, they are let in and the board is open.
 */
function boardOf(snapshot: RoomSnapshot, access: LiveSessionAccess, mine: Participant | null, viewerId: string) {
  const { room, board } = snapshot;
  if (!room || room.endedAt) return null;
  if (access.role === "host")
    return boardViewOf(
      board ?? { board: { roomId: room.id, open: false, background: "blank", pen: "none", penUserId: null }, strokeCount: 0 },
      "host",
      viewerId,
    );
  if (mine?.state !== "admitted" || !board?.board.open) return null;
  return boardViewOf(board, "learner", viewerId);
}

/** The page's view of the session for the viewer. Ends a room whose session is over (lazily, on the first read after the end). */
export async function readSessionView(
  db: Db,
  media: MediaServers,
  live: LiveConfig,
  access: LiveSessionAccess,
  viewerId: string,
  now: Date,
): Promise<LiveSessionView> {
  return sessionViewOf(await readRoomSnapshot(db, media, access, now), media, live, access, viewerId, now);
}

/** The teacher opens the session's room: created on the media server, the teacher admitted. */
export async function openRoom(db: Db, media: MediaServers, access: LiveSessionAccess, userId: string, now: Date): Promise<void> {
  requireHost(access);
  requireOpenWindow(access, now);
  if (!media.configured) throw unavailable(VIDEO_NOT_SET_UP);
  let room = await ensureRoomRow(db, access);
  if (room.endedAt) throw conflict(SESSION_OVER);
  if (!isOpen(room)) {
    const janusRoom = newRoomId();
    const secret = newRoomSecret();
    const server = await placeOn(db, media);
    if (!server) throw unavailable(VIDEO_SERVER_UNREACHABLE, RETRY_AFTER_SECONDS);
    await onMediaServer(db, media, null, now, () => media.on(server).createRoom(janusRoom, secret, access.className));
    const [opened] = await db
      .update(liveRooms)
      .set({ mediaServer: server, janusRoom, secret, openedBy: userId, openedAt: now })
      .where(and(eq(liveRooms.id, room.id), isNull(liveRooms.janusRoom)))
      .returning();
    if (!opened) await media.on(server).destroyRoom(janusRoom, secret); // another instance opened it at the same moment
    room = opened ?? (await roomOf(db, access.sessionId))!;
  }
  const theRoom = room;
  await db.transaction(async (tx) => {
    await tx
      .insert(liveParticipants)
      .values({ roomId: theRoom.id, userId, role: "host", state: "admitted", displayName: access.displayName, admittedAt: now })
      .onConflictDoUpdate({ target: [liveParticipants.roomId, liveParticipants.userId], set: { state: "admitted", updatedAt: now } });
    await changed(tx, access.sessionId);
  });
}

/** A child arrives: they wait until the teacher lets them in (also when they came before the teacher). */
export async function arrive(db: Db, access: LiveSessionAccess, userId: string, now: Date): Promise<void> {
  if (access.role !== "learner")
    throw forbidden(access.kind === "conference" ? "Only the family waits to be let in." : "Only the children of the class wait to be let in.");
  requireOpenWindow(access, now);
  const room = await ensureRoomRow(db, access);
  if (room.endedAt) throw conflict(SESSION_OVER);
  const existing = await participantOf(db, room.id, userId);
  if (existing?.state === "removed") throw forbidden(REMOVED);
  if (existing) return;
  if (room.locked) throw forbidden(ROOM_LOCKED);
  await db.transaction(async (tx) => {
    await tx
      .insert(liveParticipants)
      .values({ roomId: room.id, userId, studentId: access.studentId, role: "learner", state: "waiting", displayName: access.displayName, arrivedAt: now })
      .onConflictDoNothing();
    await changed(tx, access.sessionId, { knock: true });
  });
}

export async function admit(db: Db, access: LiveSessionAccess, selection: { userIds?: string[]; all?: boolean }, now: Date): Promise<number> {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(liveParticipants)
      .set({ state: "admitted", admittedAt: now, updatedAt: now })
      .where(
        and(
          eq(liveParticipants.roomId, room.id),
          eq(liveParticipants.state, "waiting"),
          selection.all ? undefined : inArray(liveParticipants.userId, selection.userIds ?? []),
        ),
      )
      .returning({ id: liveParticipants.id });
    if (!selection.all && rows.length !== new Set(selection.userIds).size) throw notFound(PARTICIPANT_NOT_FOUND);
    if (rows.length > 0) await changed(tx, access.sessionId);
    return rows.length;
  });
}

/**
 * A short-lived single-use token for the admitted viewer (or the teacher): the page hands it to the
 * relay to join. The media server's allowed list gets a different token, known only to this server.
 */
export async function issueToken(db: Db, media: MediaServers, access: LiveSessionAccess, userId: string, now: Date): Promise<LiveToken> {
  requireOpenWindow(access, now);
  const room = await requireLiveRoom(db, access);
  if (!isOpen(room)) throw conflict(ROOM_NOT_OPEN);
  const me = await participantOf(db, room.id, userId);
  if (!me) throw conflict(access.role === "host" ? ROOM_NOT_OPEN : NOT_ADMITTED);
  if (me.state === "removed") throw forbidden(REMOVED);
  if (me.state !== "admitted") throw conflict(NOT_ADMITTED);
  const token = randomBytes(32).toString("base64url");
  const janusToken = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + LIVE_TOKEN_TTL_MS);
  // The person's place: their small group's VideoRoom while groups run, else the main room.
  const target = await mediaRoomOf(db, room, me);
  if (!target) throw conflict(ROOM_NOT_OPEN);
  await onMediaServer(db, media, target, now, () => media.on(target.server).allow(target.janusRoom, target.secret, "add", [janusToken]));
  if (me.janusToken && me.janusToken !== janusToken)
    await media
      .on(target.server)
      .allow(target.janusRoom, target.secret, "remove", [me.janusToken])
      .catch(() => undefined);
  await db
    .update(liveParticipants)
    .set({ tokenHash: hashToken(token), janusToken, tokenExpiresAt: expiresAt, tokenUsedAt: null, updatedAt: now })
    .where(eq(liveParticipants.id, me.id));
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a token once: it must be the viewer's own, for this session's running room, unexpired and
 * unused, and the viewer still admitted. Returns what the relay needs to join the media room.
 */
export async function consumeToken(db: Db, access: LiveSessionAccess, userId: string, token: string, now: Date) {
  const room = await roomOf(db, access.sessionId);
  if (!room || room.endedAt) throw conflict(SESSION_OVER);
  const [row] = await db
    .update(liveParticipants)
    .set({ tokenUsedAt: now, tokenHash: null, updatedAt: now })
    .where(
      and(
        eq(liveParticipants.roomId, room.id),
        eq(liveParticipants.userId, userId),
        eq(liveParticipants.tokenHash, hashToken(token)),
        isNull(liveParticipants.tokenUsedAt),
        eq(liveParticipants.state, "admitted"),
        sql`${liveParticipants.tokenExpiresAt} > ${now}`,
      ),
    )
    .returning();
  const target = row && isOpen(room) ? await mediaRoomOf(db, room, row) : null;
  if (!row || !row.janusToken || !target) throw forbidden(TOKEN_REFUSED);
  return { room, participant: row, mediaRoom: target };
}

/** The relay's record that the person's feed is live (and their join, for attendance). */
export async function recordPublished(
  db: Db,
  access: LiveSessionAccess,
  participantId: string,
  feed: { feedId: number; audioMid: string | null; videoMid: string | null },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [p] = await tx
      .update(liveParticipants)
      .set({ feedId: feed.feedId, audioMid: feed.audioMid, videoMid: feed.videoMid, updatedAt: now })
      .where(eq(liveParticipants.id, participantId))
      .returning();
    if (p) await changed(tx, access.sessionId);
  });
}

export async function recordJoin(db: Db, roomId: string, userId: string, now: Date) {
  await db.insert(liveAttendanceEvents).values({ roomId, userId, kind: "join", at: now });
}

/** The person's page left the media room (closed, lost, removed or ended). */
export async function recordLeave(db: Db, sessionId: string, roomId: string, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.insert(liveAttendanceEvents).values({ roomId, userId, kind: "leave", at: now });
    await tx
      .update(liveParticipants)
      .set({ feedId: null, audioMid: null, videoMid: null, screenFeedId: null, screenMid: null, updatedAt: now })
      .where(and(eq(liveParticipants.roomId, roomId), eq(liveParticipants.userId, userId)));
    await changed(tx, sessionId);
  });
}

/** Applies a participant's mute and camera state on the media server (hard, whatever their page does), in the room or group they are in. */
export async function applyModeration(db: Pick<Db, "select">, media: MediaServers, room: Room, p: Participant) {
  const target = p.feedId ? await mediaRoomOf(db, room, p) : null;
  if (!p.feedId || !target) return;
  if (p.audioMid) await media.on(target.server).moderate(target.janusRoom, target.secret, p.feedId, p.audioMid, p.hardMuted);
  if (p.videoMid) await media.on(target.server).moderate(target.janusRoom, target.secret, p.feedId, p.videoMid, p.cameraOff);
}

/** The teacher's controls over one person. Children (and other hosts) cannot be the target of a child; teachers cannot be muted or removed here. */
export async function moderateParticipant(
  db: Db,
  media: MediaServers,
  access: LiveSessionAccess,
  targetUserId: string,
  action: LiveParticipantAction,
  now: Date,
) {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  const target = await participantOf(db, room.id, targetUserId);
  if (!target || target.role !== "learner") throw notFound(PARTICIPANT_NOT_FOUND);
  const set: Partial<Participant> = { updatedAt: now };
  if (action === "mute") Object.assign(set, { hardMuted: true, selfMuted: true });
  if (action === "allow_unmute") set.hardMuted = false;
  if (action === "camera_off") set.cameraOff = true;
  if (action === "camera_on") set.cameraOff = false;
  if (action === "lower_hand") set.handRaised = false;
  if (action === "allow_share") set.mayShare = true;
  if (action === "stop_share") Object.assign(set, { mayShare: false, screenFeedId: null, screenMid: null });
  if (action === "remove")
    Object.assign(set, { state: "removed", tokenHash: null, janusToken: null, handRaised: false, mayShare: false, screenFeedId: null, screenMid: null });
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(liveParticipants).set(set).where(eq(liveParticipants.id, target.id)).returning();
    if (action === "remove" && target.feedId) await tx.insert(liveAttendanceEvents).values({ roomId: room.id, userId: target.userId, kind: "leave", at: now });
    await changed(tx, access.sessionId, action === "remove" ? { removed: target.userId } : {});
    return row!;
  });
  if (!isOpen(room)) return;
  const where = await mediaRoomOf(db, room, target);
  if (!where) return;
  const server = media.on(where.server);
  await onMediaServer(db, media, where, now, async () => {
    if (action === "remove") {
      if (target.janusToken) await server.allow(where.janusRoom, where.secret, "remove", [target.janusToken]).catch(() => undefined);
      if (target.feedId) await server.kick(where.janusRoom, where.secret, target.feedId);
      if (target.screenFeedId) await server.kick(where.janusRoom, where.secret, target.screenFeedId);
    } else if (action === "stop_share") {
      // The child's page is told by its relay; the media server stops the picture at once, whichever instance relays it.
      if (target.screenFeedId) await server.kick(where.janusRoom, where.secret, target.screenFeedId).catch(() => undefined);
    } else {
      await applyModeration(db, media, room, updated);
    }
  });
}

/** Lock, class view, chat, mute everyone. */
export async function updateRoom(
  db: Db,
  media: MediaServers,
  access: LiveSessionAccess,
  settings: { locked?: boolean; classView?: boolean; chatOn?: boolean; muteAll?: true },
  now: Date,
) {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  const muted = await db.transaction(async (tx) => {
    const patch = { locked: settings.locked, classView: settings.classView, chatOn: settings.chatOn };
    if (Object.values(patch).some((v) => v !== undefined)) await tx.update(liveRooms).set(patch).where(eq(liveRooms.id, room.id));
    const rows = settings.muteAll
      ? await tx
          .update(liveParticipants)
          .set({ hardMuted: true, selfMuted: true, updatedAt: now })
          .where(and(eq(liveParticipants.roomId, room.id), eq(liveParticipants.role, "learner"), eq(liveParticipants.state, "admitted")))
          .returning()
      : [];
    await changed(tx, access.sessionId);
    return rows;
  });
  if (!isOpen(room)) return;
  await onMediaServer(db, media, null, now, async () => {
    for (const p of muted) await applyModeration(db, media, room, p);
  });
}

/** The viewer's own controls: mute and unmute themselves (refused while the teacher's mute holds), camera, raise hand. */
export async function updateMe(
  db: Db,
  media: MediaServers,
  access: LiveSessionAccess,
  userId: string,
  change: { selfMuted?: boolean; cameraOn?: boolean; handRaised?: boolean },
  now: Date,
) {
  const room = await requireLiveRoom(db, access);
  const me = await participantOf(db, room.id, userId);
  if (!me || me.state === "waiting") throw conflict(NOT_ADMITTED);
  if (me.state === "removed") throw forbidden(REMOVED);
  if (change.selfMuted === false && me.hardMuted) throw conflict(HARD_MUTED);
  if (change.cameraOn === true && me.cameraOff) throw conflict(CAMERA_OFF_BY_TEACHER);
  await db.transaction(async (tx) => {
    await tx
      .update(liveParticipants)
      .set({
        selfMuted: change.selfMuted,
        selfCameraOff: change.cameraOn === undefined ? undefined : !change.cameraOn,
        handRaised: access.role === "learner" ? change.handRaised : undefined,
        updatedAt: now,
      })
      .where(eq(liveParticipants.id, me.id));
    await changed(tx, access.sessionId);
  });
  void media;
}

export async function postChat(db: Db, access: LiveSessionAccess, userId: string, body: string, now: Date) {
  const room = await requireLiveRoom(db, access);
  const me = await participantOf(db, room.id, userId);
  if (!me || me.state !== "admitted") throw conflict(NOT_ADMITTED);
  if (!room.chatOn && access.role !== "host") throw conflict(CHAT_OFF);
  await db.transaction(async (tx) => {
    await tx.insert(liveChatMessages).values({ roomId: room.id, userId, body, groupId: me.groupId, createdAt: now });
    await changed(tx, access.sessionId, { chat: true });
  });
}

/** Ends the session for everyone: the media room is destroyed, everyone still in it leaves. */
export async function endRoom(db: Db, media: MediaServers, access: LiveSessionAccess, now: Date) {
  const room = await roomOf(db, access.sessionId);
  if (!room || room.endedAt) return;
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveRooms)
      .set({ endedAt: now })
      .where(and(eq(liveRooms.id, room.id), isNull(liveRooms.endedAt)))
      .returning();
    if (!row) return false;
    const inRoom = await tx
      .update(liveParticipants)
      .set({ feedId: null, screenFeedId: null, screenMid: null, tokenHash: null, janusToken: null, updatedAt: now })
      .where(and(eq(liveParticipants.roomId, room.id), isNotNull(liveParticipants.feedId)))
      .returning({ userId: liveParticipants.userId });
    if (inRoom.length > 0) await tx.insert(liveAttendanceEvents).values(inRoom.map((p) => ({ roomId: room.id, userId: p.userId, kind: "leave", at: now })));
    await changed(tx, access.sessionId, { ended: true });
    return true;
  });
  if (!ended) return;
  await endGroupsNow(db, media, access, room.id, now);
  const place = mediaRoomIn(room, [], { groupId: null });
  if (place)
    await media
      .on(place.server)
      .destroyRoom(place.janusRoom, place.secret)
      .catch(() => undefined);
}

/**
 * What a person moved to another place (a group, or back to the main room) no longer has: their feeds
 * were in the VideoRoom they leave, so no page is offered them; their page publishes again where they go.
 */
export const LEFT_THEIR_PLACE = { feedId: null, audioMid: null, videoMid: null, screenFeedId: null, screenMid: null } as const;

/**
 * Ends the room's small groups: everyone is back in the main room (their pages move their media
 * there: ./relay.ts), then the groups' VideoRooms are destroyed. Used by the teacher's End, the timer
 * and the room's end.
 */
export async function endGroupsNow(db: Db, media: MediaServers, access: LiveSessionAccess, roomId: string, now: Date) {
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(liveGroups)
      .set({ endedAt: now })
      .where(and(eq(liveGroups.roomId, roomId), isNull(liveGroups.endedAt)))
      .returning();
    await tx.update(liveRooms).set({ groupsEndAt: null, groupsMessage: null, groupsMessageAt: null }).where(eq(liveRooms.id, roomId));
    await tx
      .update(liveParticipants)
      .set({ groupId: null, ...LEFT_THEIR_PLACE, updatedAt: now })
      .where(and(eq(liveParticipants.roomId, roomId), isNotNull(liveParticipants.groupId)));
    if (rows.length > 0) await changed(tx, access.sessionId, { groups: "ended" });
    return rows;
  });
  for (const group of ended)
    if (group.janusRoom && group.secret)
      await media
        .on(group.mediaServer ?? FIRST_SERVER)
        .destroyRoom(group.janusRoom, group.secret)
        .catch(() => undefined);
}

export async function requireEndByHost(db: Db, media: MediaServers, access: LiveSessionAccess, now: Date) {
  requireHost(access);
  await requireLiveRoom(db, access);
  await endRoom(db, media, access, now);
}

/**
 * The relay's record that the person's screen share is live: refused when the teacher has not let
 * a child share, or when someone else's share is live (one screen at a time). The check and the
 * record are one statement, so two pages starting at once cannot both win.
 */
export async function recordScreen(db: Db, access: LiveSessionAccess, participantId: string, screen: { feedId: number; mid: string | null }, now: Date) {
  return db.transaction(async (tx) => {
    const [me] = await tx.select().from(liveParticipants).where(eq(liveParticipants.id, participantId)).for("update");
    if (!me || me.state !== "admitted") throw conflict(NOT_ADMITTED);
    if (!mayShare(me)) throw forbidden(SHARE_NOT_ALLOWED);
    const [row] = await tx
      .update(liveParticipants)
      .set({ screenFeedId: screen.feedId, screenMid: screen.mid, updatedAt: now })
      .where(
        and(
          eq(liveParticipants.id, participantId),
          sql`not exists (select 1 from ${liveParticipants} other where other.room_id = ${me.roomId} and other.id <> ${participantId} and other.screen_feed_id is not null)`,
        ),
      )
      .returning({ id: liveParticipants.id });
    if (!row) throw conflict(SCREEN_BUSY);
    await changed(tx, access.sessionId);
  });
}

/** The person's share stopped (by them, by the teacher, or their page left). */
export async function recordScreenStopped(db: Db, access: LiveSessionAccess, participantId: string, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(liveParticipants)
      .set({ screenFeedId: null, screenMid: null, updatedAt: now })
      .where(and(eq(liveParticipants.id, participantId), isNotNull(liveParticipants.screenFeedId)))
      .returning({ id: liveParticipants.id });
    if (row) await changed(tx, access.sessionId);
  });
}

/** May the person start a share now (checked before the media server is asked, and again by `recordScreen`)? */
export async function requireMayShare(db: Pick<Db, "select">, participantId: string) {
  const [me] = await db.select().from(liveParticipants).where(eq(liveParticipants.id, participantId));
  if (!me || me.state !== "admitted") throw conflict(NOT_ADMITTED);
  if (!mayShare(me)) throw forbidden(SHARE_NOT_ALLOWED);
  const [busy] = await db
    .select({ id: liveParticipants.id })
    .from(liveParticipants)
    .where(and(eq(liveParticipants.roomId, me.roomId), isNotNull(liveParticipants.screenFeedId), sql`${liveParticipants.id} <> ${participantId}`));
  if (busy) throw conflict(SCREEN_BUSY);
}
