/**
 * Whether the session behind an open real-time stream is still alive, without touching it: an open
 * page is not activity, so the stream never keeps an idle session going (server/auth/sessions.ts
 * decides the same limits for requests).
 */
import { eq } from "drizzle-orm";
import { hashSessionId } from "../auth/sessions";
import type { Db } from "../db/client";
import { sessions, settings, users } from "../db/schema";
import { validSchoolSetting } from "../settings";

export async function sessionAlive(db: Pick<Db, "select">, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, deactivatedAt: users.deactivatedAt, idleMinutes: settings.value })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(settings, eq(settings.key, "session_timeout_minutes"))
    .where(eq(sessions.idHash, hashSessionId(sessionId)));
  if (!row || row.deactivatedAt) return false;
  const idleMinutes = validSchoolSetting("session_timeout_minutes", row.idleMinutes);
  return now.getTime() < row.expiresAt.getTime() && now.getTime() < row.lastSeenAt.getTime() + idleMinutes * 60_000;
}
