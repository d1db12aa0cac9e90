/**
 * When one of the school's media servers stops answering (issue 35), its open rooms and small groups
 * are made again on the others (`relocatePlace`): every instance that notices does it, and the
 * database decides (a room takes only the first new VideoRoom; the others are destroyed). Pages move
 * by themselves: their relay's connection to the lost server closes, and they join the new VideoRoom
 * with a new token, still let in, their mute and removal held.
 */
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Log } from "../../log";
import type { Db } from "../../db/client";
import { liveGroups, liveRooms } from "../../db/schema";
import type { MediaServers } from "./media-server";
import { relocatePlace, type MediaRoom } from "./rooms";

/** The open VideoRooms (rooms, then groups) on one media server. */
async function placesOn(db: Db, server: string): Promise<MediaRoom[]> {
  const [rooms, groups] = await Promise.all([
    db
      .select({ janusRoom: liveRooms.janusRoom, secret: liveRooms.secret })
      .from(liveRooms)
      .where(and(eq(liveRooms.mediaServer, server), isNotNull(liveRooms.janusRoom), isNull(liveRooms.endedAt))),
    db
      .select({ janusRoom: liveGroups.janusRoom, secret: liveGroups.secret })
      .from(liveGroups)
      .where(and(eq(liveGroups.mediaServer, server), isNotNull(liveGroups.janusRoom), isNull(liveGroups.endedAt))),
  ]);
  return [...rooms, ...groups].map((p) => ({ server, janusRoom: p.janusRoom!, secret: p.secret! }));
}

/** Moves every open room and group off a media server that stopped answering; returns how many moved. */
export async function moveOff(db: Db, media: MediaServers, server: string, now: () => Date): Promise<number> {
  // All at once: every minute a room waits, its class waits with it.
  const moved = await Promise.all((await placesOn(db, server)).map((place) => relocatePlace(db, media, place, now())));
  return moved.filter(Boolean).length;
}

/** Watches the media servers for the app's lifetime: a server that stops answering has its rooms moved. */
export function watchMediaServers(db: Db, media: MediaServers, now: () => Date, log: Pick<Log, "info" | "error">): () => void {
  return media.onChange((server, up) => {
    if (up) return;
    moveOff(db, media, server, now).then(
      (moved) => log.info({ server, moved }, "rooms moved off a media server that stopped answering"),
      (err: unknown) => log.error({ err, server }, "rooms could not be moved off a media server"),
    );
  });
}
