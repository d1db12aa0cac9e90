/**
 * `npm run seed:demo -- --live-now`: a live session of the first demo teacher's first class that
 * starts now (45 minutes), for trying live classes out, training staff and tests. Its page is
 * `/video-session/<id>`; children of the class wait there until the teacher lets them in.
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { classSessions, classStaff, classes, users } from "../../server/db/schema";

export const LIVE_NOW_MINUTES = 45;

export async function addLiveSessionNow(db: Db, teacherUsername: string, now: Date): Promise<{ sessionId: string; className: string; path: string }> {
  const [row] = await db
    .select({ classId: classes.id, className: classes.name })
    .from(classStaff)
    .innerJoin(users, eq(users.id, classStaff.userId))
    .innerJoin(classes, eq(classes.id, classStaff.classId))
    .where(eq(users.username, teacherUsername))
    .orderBy(asc(classes.name))
    .limit(1);
  if (!row) throw new Error(`The demo teacher ${teacherUsername} has no class`);
  const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [session] = await db
    .insert(classSessions)
    .values({ classId: row.classId, startsAt, endsAt: new Date(startsAt.getTime() + LIVE_NOW_MINUTES * 60_000) })
    .onConflictDoUpdate({
      target: [classSessions.classId, classSessions.startsAt],
      set: { status: "scheduled", endsAt: new Date(startsAt.getTime() + LIVE_NOW_MINUTES * 60_000) },
    })
    .returning({ id: classSessions.id });
  return { sessionId: session!.id, className: row.className, path: `/video-session/${session!.id}` };
}
