/**
 * Sign-in throttling shared by every instance through the database (table login_attempts): at most
 * 5 failures per account and 20 per client address within 15 minutes. An attempt is recorded
 * before the password is checked and counted with the attempts already there, so a burst of
 * parallel guesses cannot slip past the limit; a successful attempt removes its rows (and the
 * account's earlier failures), so what stays in the window are failures.
 */
import { and, desc, eq, gt, inArray, lte, notInArray, or, sql } from "drizzle-orm";
import { clientKey } from "../client-key";
import type { Db } from "../db/client";
import { loginAttempts } from "../db/schema";
import { verifyPassword } from "./passwords";
import { tooMany } from "../domain-errors";
import type { Phrase } from "#common/i18n/phrase";

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;

/** The sign-in refusal, written in the reader's language (issue 32): "... Please try again in 15 minutes." */
export function throttleMessage(minutes: number): Phrase {
  return { id: "refusals.loginThrottle.signIn", values: { minutes } };
}

/** 429 with Retry-After, saying how long to wait (the sign-in wording unless told otherwise): thrown by the route. */
export function tooManyFor(minutes: number, message: Phrase = throttleMessage(minutes)) {
  return tooMany(message, minutes * 60);
}

/** 429 for a signed-in person's password checks (checkCurrentPassword), which are not a sign-in. */
export function tooManyAttempts(minutes: number) {
  return tooManyFor(minutes, { id: "refusals.loginThrottle.attempts", values: { minutes } });
}

/** Whole minutes to wait, at least one. */
export function minutesToWait(ms: number) {
  return Math.max(1, Math.ceil(ms / 60_000));
}

export interface ThrottleKey {
  key: string;
  limit: number;
}

/**
 * The account key of a sign-in: the name or address typed (lower-cased), whether or not an account
 * has it, so the limit behaves the same for names nobody has (no enumeration through lock-outs).
 */
export const accountKey = (identifier: string): ThrottleKey => ({ key: `account:${identifier.trim().toLowerCase()}`, limit: ACCOUNT_FAILURE_LIMIT });
/** Second-factor codes of one account (at sign-in and when disabling 2FA). */
export const mfaKey = (userId: string): ThrottleKey => ({ key: `mfa:${userId}`, limit: ACCOUNT_FAILURE_LIMIT });
/** A sign-in card's code (issue 34), by its hash: a code tried again and again is limited like an account's password. */
export const cardKey = (codeHash: string): ThrottleKey => ({ key: `card:${codeHash}`, limit: ACCOUNT_FAILURE_LIMIT });
/** The client address, counted like every per-address limit (an IPv6 /64 is one address). */
export const addressKey = (ip: string): ThrottleKey => ({ key: `address:${clientKey(ip)}`, limit: ADDRESS_FAILURE_LIMIT });

export type Attempt = { ok: true; ids: string[]; keys: ThrottleKey[] } | { ok: false; retryAfterMinutes: number };

/**
 * Records an attempt for every key; refuses it (and removes it again) when any key is over its limit.
 * Two statements on purpose: the count runs after the insert has committed, so parallel attempts
 * always see each other. (Rows older than the window are ignored here and purged periodically.)
 */
export async function beginAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<Attempt> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const names = keys.map((k) => k.key);
  const inserted = await db
    .insert(loginAttempts)
    .values(keys.map((k) => ({ key: k.key, at: now })))
    .returning({ id: loginAttempts.id });
  const ids = inserted.map((r) => r.id);
  const counts = await db
    .select({ key: loginAttempts.key, n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, names), gt(loginAttempts.at, since)))
    .groupBy(loginAttempts.key);
  const over = keys.filter((k) => Number(counts.find((c) => c.key === k.key)?.n ?? 0) > k.limit);
  if (over.length === 0) return { ok: true, ids, keys };

  let waitMs = 0;
  for (const k of over) {
    // The attempts before this one drop below the limit when the limit-th most recent leaves the window.
    const [edge] = await db
      .select({ at: loginAttempts.at })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, k.key), gt(loginAttempts.at, since), notInArray(loginAttempts.id, ids)))
      .orderBy(desc(loginAttempts.at))
      .offset(k.limit - 1)
      .limit(1);
    waitMs = Math.max(waitMs, edge ? edge.at.getTime() + LOGIN_WINDOW_MS - now.getTime() : LOGIN_WINDOW_MS);
  }
  await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
  return { ok: false, retryAfterMinutes: minutesToWait(waitMs) };
}

/** The attempt succeeded: it is not a failure, and the account's (or code's) earlier failures are forgiven. */
export async function attemptSucceeded(db: Db, attempt: Extract<Attempt, { ok: true }>, forgive: ThrottleKey[] = []) {
  const mine = inArray(loginAttempts.id, attempt.ids);
  await db.delete(loginAttempts).where(
    forgive.length
      ? or(
          mine,
          inArray(
            loginAttempts.key,
            forgive.map((k) => k.key),
          ),
        )
      : mine,
  );
}

/** Clears the failures of these keys (after a password reset, say). */
export async function clearAttempts(db: Db, keys: ThrottleKey[]) {
  await db.delete(loginAttempts).where(
    inArray(
      loginAttempts.key,
      keys.map((k) => k.key),
    ),
  );
}

/** Removes attempts older than the window; called periodically. */
export async function purgeOldAttempts(db: Db, now: Date) {
  await db.delete(loginAttempts).where(lte(loginAttempts.at, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

export type PasswordCheck = "right" | "wrong" | { retryAfterMinutes: number };

/**
 * The current password of a signed-in account, asked before a change a borrowed or stolen session
 * must not make alone (the email address, the password, turning 2FA on). Checked like a sign-in:
 * a wrong one counts as a failed sign-in of the account and of the client address, so a session is
 * no way around the limit; a right one forgives the account's failures.
 */
export async function checkCurrentPassword(
  db: Db,
  account: { username: string; passwordHash: string },
  password: string,
  ip: string,
  now: Date,
): Promise<PasswordCheck> {
  const attempt = await beginAttempt(db, [accountKey(account.username), addressKey(ip)], now);
  if (!attempt.ok) return { retryAfterMinutes: attempt.retryAfterMinutes };
  if (!(await verifyPassword(account.passwordHash, password))) return "wrong";
  await attemptSucceeded(db, attempt, [accountKey(account.username)]);
  return "right";
}
