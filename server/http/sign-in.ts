/**
 * Starting and ending a browser's session: every sign-in gets a new random id and the id the
 * browser held before (if any) is revoked, so a session id planted before sign-in is worthless
 * (no fixation).
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { languageOrDefault } from "#common/i18n/languages";
import type { Role } from "#common/roles";
import type { Db } from "../db/client";
import { userMfa, users } from "../db/schema";
import { getSchoolSetting } from "../settings";
import { createSession, revokeSession, sessionCookieName, sessionInfo, type SessionUser } from "../auth/sessions";

export const MFA_PENDING_COOKIE = "mfa_pending";
/** The pending 2FA cookie only travels to the endpoint that completes the sign-in. */
export const MFA_PENDING_COOKIE_PATH = "/api/auth/mfa";

export interface AccountRow {
  id: string;
  username: string;
  email: string | null;
  role: string;
  /** The person's language (users.language); the sign-in answer carries it so the first page is in it. */
  language?: string | null;
}

/** What the API answers for a user: no hash, no 2FA data, nothing else. */
export function userAnswer(user: AccountRow, session: SessionUser["session"]): SessionUser {
  return { id: user.id, username: user.username, email: user.email, role: user.role as Role, language: languageOrDefault(user.language), session };
}

/** Revokes the session this browser sent (if any) and clears its cookie. */
export async function endBrowserSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const name = sessionCookieName(app.config.isProduction);
  const previous = request.cookies[name];
  if (previous) {
    await revokeSession(app.db, previous);
    reply.clearCookie(name, { path: "/" });
  }
}

/**
 * A new session for `user`, replacing whatever this browser held; answers the user object with the
 * person's language, as GET /api/user does, so the pages after sign-in are in it at once.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: AccountRow,
  /** The guardian handing the device to their child (issue 34), recorded on the child's session. */
  handedOverBy?: string,
): Promise<SessionUser> {
  const name = sessionCookieName(app.config.isProduction);
  const previous = request.cookies[name];
  if (previous) await revokeSession(app.db, previous);
  const now = app.config.now();
  const session = await createSession(app.db, user.id, { ip: request.ip, userAgent: request.headers["user-agent"], handedOverBy }, now);
  reply.setCookie(name, session.id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.isProduction,
    expires: session.expiresAt,
  });
  const idleTimeoutMinutes = await getSchoolSetting(app.db, "session_timeout_minutes");
  return userAnswer(user, sessionInfo(idleTimeoutMinutes, session.expiresAt, now));
}

/**
 * The account a sign-in names: a username (any case), or an email address when exactly one account
 * has it (addresses are not unique; with several, the username is needed).
 */
export async function findAccountForSignIn(db: Db, identifier: string) {
  const typed = identifier.trim();
  const where = typed.includes("@") ? eq(users.email, typed.toLowerCase()) : sql`lower(${users.username}) = lower(${typed})`;
  // Whether 2FA is on comes in the same round trip.
  const rows = await db
    .select({ user: users, mfaEnabledAt: userMfa.enabledAt })
    .from(users)
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(where)
    .limit(2);
  if (rows.length !== 1) return null;
  return { ...rows[0]!.user, mfaEnabled: Boolean(rows[0]!.mfaEnabledAt) };
}

export function setPendingCookie(app: FastifyInstance, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(MFA_PENDING_COOKIE, token, {
    path: MFA_PENDING_COOKIE_PATH,
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.isProduction,
    maxAge: maxAgeSeconds,
  });
}

export function clearPendingCookie(reply: FastifyReply) {
  reply.clearCookie(MFA_PENDING_COOKIE, { path: MFA_PENDING_COOKIE_PATH });
}
