/**
 * Database sessions: the cookie holds a random 256-bit id, the database only its SHA-256 hash.
 * A session ends after the idle timeout (the session_timeout_minutes setting) or 12 hours,
 * whichever comes first.
 */
import { and, eq, lte, ne, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import type { Role } from "#common/roles";
import type { Db } from "../db/client";
import { sessions, settings, users } from "../db/schema";
import { validSchoolSetting } from "../settings";
import type { SessionInfo } from "#common/types/session";

export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionUser {
  id: string;
  username: string;
  email: string | null;
  role: Role;
  /** What the server writes to them in: its refusals, mails and documents (users.language). */
  language: Language;
  /** What the client needs to sign out on inactivity (the server enforces both limits anyway). */
  session: SessionInfo;
  /** The guardian (user id) who handed this device to their child (issue 34); absent otherwise. */
  handedOverByUserId?: string;
}

/** Declared once for the server and the client. */
export type { SessionInfo };

export function sessionInfo(idleTimeoutMinutes: number, expiresAt: Date, now: Date): SessionInfo {
  return { idleTimeoutMinutes, expiresAt: expiresAt.toISOString(), secondsLeft: Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)) };
}

export function hashSessionId(id: string) {
  return createHash("sha256").update(id).digest("hex");
}

export function sessionCookieName(isProduction: boolean) {
  // The __Host- prefix makes the browser refuse the cookie unless it is Secure, host-only and path=/.
  return isProduction ? "__Host-sid" : "sid";
}

export async function createSession(db: Db, userId: string, meta: { ip?: string; userAgent?: string; handedOverBy?: string } = {}, now = new Date()) {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS);
  await db.insert(sessions).values({
    idHash: hashSessionId(id),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 512),
    handedOverBy: meta.handedOverBy,
  });
  return { id, expiresAt };
}

export async function revokeSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.idHash, hashSessionId(id)));
}

export async function revokeUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Every session of the user but the one with id `keepId` (after a change of authentication factors). */
export async function revokeOtherSessions(db: Db, userId: string, keepId: string | undefined) {
  await db.delete(sessions).where(keepId ? and(eq(sessions.userId, userId), ne(sessions.idHash, hashSessionId(keepId))) : eq(sessions.userId, userId));
}

/**
 * The user behind a session id, or null when it is unknown, idle too long, past 12 hours or the
 * account is deactivated.
 */
export async function resolveSession(db: Db, id: string, now = new Date()): Promise<SessionUser | null> {
  const idHash = hashSessionId(id);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      language: users.language,
      deactivatedAt: users.deactivatedAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      handedOverBy: sessions.handedOverBy,
      // The idle timeout setting comes in the same round trip: this runs on every signed-in request.
      idleMinutes: settings.value,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(settings, eq(settings.key, "session_timeout_minutes"))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;

  // Read from the join, validated like every other read of a school setting (server/settings.ts).
  const idleMinutes = validSchoolSetting("session_timeout_minutes", row.idleMinutes);
  const idleDeadline = row.lastSeenAt.getTime() + idleMinutes * 60_000;
  if (now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleDeadline || row.deactivatedAt) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.idHash, idHash), sql`${sessions.lastSeenAt} < ${now}`));
  }
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    language: languageOrDefault(row.language),
    session: sessionInfo(idleMinutes, row.expiresAt, now),
    ...(row.handedOverBy ? { handedOverByUserId: row.handedOverBy } : {}),
  };
}

/** Removes ended sessions; called periodically. */
export async function purgeExpiredSessions(db: Db, now?: Date) {
  await db.delete(sessions).where(now ? lte(sessions.expiresAt, now) : sql`${sessions.expiresAt} < now()`);
}
