/**
 * Small groups (issue 35, docs/api/live.md): the teacher splits the room's children into groups, each
 * a VideoRoom of its own on the media server with the room's rules (single-use tokens on its allowed
 * list, hard mute, removal, the chat of the group only, classmates seen only as the class view says).
 * A co-teacher put in a group hosts it; the teacher moves between groups and the main room, writes to
 * every group at once, and brings everyone back (or the timer does). Pages move their media by
 * themselves when their place changes (./relay.ts). A class's groups can be saved and used again.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { LiveGrouping } from "#common/schemas/learning/live";
import type { Db } from "../../db/client";
import { classGroupings, enrolments, liveGroups, liveParticipants, liveRooms, students } from "../../db/schema";
import { conflict, forbidden, notFound, unavailable } from "../../domain-errors";
import { RETRY_AFTER_SECONDS } from "../../errors";
import type { LiveSessionAccess } from "../access";
import type { MediaServers } from "./media-server";
import { newRoomId, newRoomSecret } from "./media-server";
import {
  changed,
  endGroupsNow,
  LEFT_THEIR_PLACE,
  placeOn,
  VIDEO_SERVER_UNREACHABLE,
  type MediaRoom,
  NOT_ADMITTED,
  PARTICIPANT_NOT_FOUND,
  participantOf,
  requireHost,
  requireLiveRoom,
  ROOM_NOT_OPEN,
} from "./rooms";

export const GROUPS_RUNNING = "Small groups are already running. End them first.";
export const NO_GROUPS = "There are no small groups running.";
export const GROUP_NOT_FOUND = "We could not find that group.";
export const GROUPS_FOR_CLASSES = "Small groups are for class sessions.";
export const GROUPING_NAME_TAKEN = "Saved groups with that name already exist for this class. Choose another name.";

const MIN = 60_000;

/**
 * Starts the groups. Everyone named must be in the room and let in: children, and hosts (a co-teacher)
 * who will host a group. The groups' VideoRooms are made first; a failure there leaves nothing behind.
 */
export async function startGroups(
  db: Db,
  media: MediaServers,
  access: LiveSessionAccess,
  input: { groups: { name?: string; userIds: string[] }[]; minutes: number },
  now: Date,
) {
  requireHost(access);
  if (access.kind !== "class") throw conflict(GROUPS_FOR_CLASSES);
  const room = await requireLiveRoom(db, access);
  if (room.janusRoom === null) throw conflict(ROOM_NOT_OPEN);
  if (room.groupsEndAt) throw conflict(GROUPS_RUNNING);
  const named = input.groups.flatMap((g) => g.userIds);
  const inRoom = await db
    .select({ userId: liveParticipants.userId })
    .from(liveParticipants)
    .where(and(eq(liveParticipants.roomId, room.id), eq(liveParticipants.state, "admitted"), inArray(liveParticipants.userId, named)));
  if (inRoom.length !== new Set(named).size) throw notFound(PARTICIPANT_NOT_FOUND);

  const made: MediaRoom[] = [];
  try {
    for (const [i] of input.groups.entries()) {
      // On the class's own media server when it answers (a group is a few of its people).
      const server = await placeOn(db, media, room.mediaServer);
      if (!server) throw unavailable(VIDEO_SERVER_UNREACHABLE, RETRY_AFTER_SECONDS);
      const place = { server, janusRoom: newRoomId(), secret: newRoomSecret() };
      await media.on(server).createRoom(place.janusRoom, place.secret, `${access.className} ${i + 1}`);
      made.push(place);
    }
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(liveRooms)
        .set({ groupsEndAt: new Date(now.getTime() + input.minutes * MIN), groupsMessage: null, groupsMessageAt: null })
        .where(and(eq(liveRooms.id, room.id), isNull(liveRooms.groupsEndAt)))
        .returning({ id: liveRooms.id });
      if (!claimed) throw conflict(GROUPS_RUNNING); // another teacher started them at the same moment
      const groups = await tx
        .insert(liveGroups)
        .values(
          input.groups.map((g, i) => ({
            roomId: room.id,
            number: i + 1,
            name: g.name ?? "",
            mediaServer: made[i]!.server,
            janusRoom: made[i]!.janusRoom,
            secret: made[i]!.secret,
          })),
        )
        .returning();
      for (const [i, g] of input.groups.entries())
        await tx
          .update(liveParticipants)
          .set({ groupId: groups[i]!.id, ...LEFT_THEIR_PLACE, updatedAt: now })
          .where(and(eq(liveParticipants.roomId, room.id), inArray(liveParticipants.userId, g.userIds)));
      await changed(tx, access.sessionId, { groups: "started" });
    });
  } catch (err) {
    for (const place of made)
      await media
        .on(place.server)
        .destroyRoom(place.janusRoom, place.secret)
        .catch(() => undefined);
    throw err;
  }
}

async function requireRunningGroups(db: Db, access: LiveSessionAccess) {
  requireHost(access);
  const room = await requireLiveRoom(db, access);
  if (!room.groupsEndAt) throw conflict(NO_GROUPS);
  return room;
}

export async function endGroups(db: Db, media: MediaServers, access: LiveSessionAccess, now: Date) {
  const room = await requireRunningGroups(db, access);
  await endGroupsNow(db, media, access, room.id, now);
}

/** A message to every group, shown in each until the groups end (the latest replaces the one before). */
export async function messageGroups(db: Db, access: LiveSessionAccess, body: string, now: Date) {
  const room = await requireRunningGroups(db, access);
  await db.transaction(async (tx) => {
    await tx.update(liveRooms).set({ groupsMessage: body, groupsMessageAt: now }).where(eq(liveRooms.id, room.id));
    await changed(tx, access.sessionId, { groups: "message" });
  });
}

/**
 * Puts someone in a group, or back in the main room (`groupId` null): the teacher themselves (no
 * `userId`: moving between groups), a co-teacher, or a child let in (one who came late, or a change).
 */
export async function placeInGroup(db: Db, access: LiveSessionAccess, viewerId: string, input: { userId?: string; groupId: string | null }, now: Date) {
  const room = await requireRunningGroups(db, access);
  const who = await participantOf(db, room.id, input.userId ?? viewerId);
  if (!who) throw notFound(PARTICIPANT_NOT_FOUND);
  if (who.state !== "admitted") throw conflict(NOT_ADMITTED);
  if (input.groupId) {
    const [group] = await db
      .select({ id: liveGroups.id })
      .from(liveGroups)
      .where(and(eq(liveGroups.id, input.groupId), eq(liveGroups.roomId, room.id), isNull(liveGroups.endedAt)));
    if (!group) throw notFound(GROUP_NOT_FOUND);
  }
  await db.transaction(async (tx) => {
    if (who.groupId === input.groupId) return;
    // Their feeds (a share too) stay behind in the VideoRoom they leave; their page publishes again where they go.
    await tx
      .update(liveParticipants)
      .set({ groupId: input.groupId, ...LEFT_THEIR_PLACE, updatedAt: now })
      .where(eq(liveParticipants.id, who.id));
    await changed(tx, access.sessionId, { groups: "moved" });
  });
}

/** The class's children now, by student id, with their user ids: a saved grouping is read through them. */
async function classChildren(db: Pick<Db, "select">, classId: string) {
  const rows = await db
    .select({ studentId: students.id, userId: students.userId })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt), isNull(students.withdrawnAt)));
  return rows;
}

function requireClassHost(access: LiveSessionAccess): string {
  requireHost(access);
  if (access.kind !== "class" || !access.classId) throw forbidden(GROUPS_FOR_CLASSES);
  return access.classId;
}

/** The class's saved groups, with only the children still in the class (as user ids, like the room). */
export async function readGroupings(db: Db, access: LiveSessionAccess): Promise<LiveGrouping[]> {
  const classId = requireClassHost(access);
  const [rows, children] = await Promise.all([
    db.select().from(classGroupings).where(eq(classGroupings.classId, classId)).orderBy(asc(classGroupings.name)),
    classChildren(db, classId),
  ]);
  const userOf = new Map(children.map((c) => [c.studentId, c.userId]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    groups: row.groups.map((g) => ({ name: g.name || null, userIds: g.studentIds.map((id) => userOf.get(id)).filter((id): id is string => Boolean(id)) })),
  }));
}

/** Saves groups for the class: only its children are kept (a co-teacher is placed again each time). */
export async function saveGrouping(
  db: Db,
  access: LiveSessionAccess,
  viewerId: string,
  input: { name: string; groups: { name?: string; userIds: string[] }[] },
): Promise<LiveGrouping> {
  const classId = requireClassHost(access);
  const children = await classChildren(db, classId);
  const studentOf = new Map(children.map((c) => [c.userId, c.studentId]));
  const unknown = input.groups.flatMap((g) => g.userIds).filter((id) => !studentOf.has(id));
  if (unknown.length > 0) throw notFound(PARTICIPANT_NOT_FOUND);
  const groups = input.groups.map((g) => ({ name: g.name ?? "", studentIds: g.userIds.map((id) => studentOf.get(id)!) }));
  const [row] = await db.insert(classGroupings).values({ classId, name: input.name, groups, createdBy: viewerId }).onConflictDoNothing().returning();
  if (!row) throw conflict(GROUPING_NAME_TAKEN);
  return { id: row.id, name: row.name, groups: input.groups.map((g) => ({ name: g.name ?? null, userIds: g.userIds })) };
}
