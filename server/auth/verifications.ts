/**
 * One-time tokens held by a browser or sent by mail (table verifications): password reset and
 * set-password links, email verification links and pending 2FA sign-ins. The token is 256 random
 * bits (base64url); only its SHA-256 is stored. A mailed link also stores the address it went to.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Db, Tx } from "../db/client";
import { users, verifications } from "../db/schema";
import { VERIFY_EMAIL_KIND } from "../mail/account-mails";
import { INVITATION_MAIL_KIND } from "../mail/people-mails";
import { PASSWORD_RESET_MAIL_KIND } from "../mail/templates";

/** reset_password also serves the set-password link of staff-created accounts (a longer lifetime). */
export type VerificationType = "reset_password" | "mfa_login" | "verify_email";

export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const MFA_PENDING_TTL_MS = 10 * 60_000;
export const MFA_PENDING_MAX_ATTEMPTS = 5;

export function hashToken(token: string) {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newToken() {
  return randomBytes(32).toString("base64url");
}

type Executor = Pick<Db, "insert">;

/** `email`: the address a link is mailed to (what using it can prove); none for `mfa_login`. */
export async function createVerification(db: Executor, type: VerificationType, userId: string, ttlMs: number, now: Date, email?: string) {
  const token = newToken();
  await db
    .insert(verifications)
    .values({ idHash: hashToken(token), type, userId, email: email ?? null, createdAt: now, expiresAt: new Date(now.getTime() + ttlMs) });
  return token;
}

/** The live (unexpired) verification of this type for `token`, or null. */
export async function findVerification(db: Db, type: VerificationType, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.idHash, hashToken(token)), eq(verifications.type, type), gt(verifications.expiresAt, now)));
  return row ?? null;
}

/**
 * The account row, locked until the transaction ends (SELECT ... FOR UPDATE). Every path that
 * changes an account's email address or its verification takes this lock before touching the
 * account's links, so using a link and changing the address are never interleaved.
 */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  return row ?? null;
}

export interface UsedLink {
  /** The account, locked for the rest of the transaction. */
  user: typeof users.$inferSelect;
  /** The address the link was mailed to is still the account's: using the link proves it. */
  addressProven: boolean;
}

/**
 * Uses up a mailed link (password reset, set-password, email verification) inside `tx`: locks the
 * account (lockAccount), then deletes the token, which is the check (two requests with one token
 * cannot both win; an email change that ended the link first wins). Null when the token is unknown,
 * expired or used. A link proves only the address it was sent to, and only while the account still
 * has it: an address changed in between is never marked verified by it.
 */
export async function consumeEmailedLink(tx: Tx, type: "reset_password" | "verify_email", token: string, now: Date): Promise<UsedLink | null> {
  const match = and(eq(verifications.idHash, hashToken(token)), eq(verifications.type, type));
  const [link] = await tx.select({ userId: verifications.userId }).from(verifications).where(match);
  if (!link) return null;
  const user = await lockAccount(tx, link.userId);
  if (!user) return null;
  const [used] = await tx.delete(verifications).where(match).returning({ email: verifications.email, expiresAt: verifications.expiresAt });
  if (!used || used.expiresAt.getTime() <= now.getTime()) return null;
  return { user, addressProven: used.email !== null && used.email === user.email };
}

/** Counts a failed attempt; returns the attempts made so far (the verification ends at the limit). */
export async function countVerificationAttempt(db: Db, idHash: string, max: number): Promise<number> {
  const [row] = await db
    .update(verifications)
    .set({ attempts: sql`${verifications.attempts} + 1` })
    .where(eq(verifications.idHash, idHash))
    .returning({ attempts: verifications.attempts });
  const attempts = row?.attempts ?? max;
  if (attempts >= max) await db.delete(verifications).where(eq(verifications.idHash, idHash));
  return attempts;
}

export async function deleteVerification(db: Db, idHash: string) {
  await db.delete(verifications).where(eq(verifications.idHash, idHash));
}

export async function deleteUserVerifications(db: Db, userId: string, type?: VerificationType) {
  await db.delete(verifications).where(and(eq(verifications.userId, userId), type ? eq(verifications.type, type) : undefined));
}

/** Removes expired verifications; called periodically. */
export async function purgeExpiredVerifications(db: Db, now: Date) {
  await db.delete(verifications).where(lte(verifications.expiresAt, now));
}

/** The mails whose link carries a verification token: password reset, staff invitation, email verification. */
const LINK_MAIL_KINDS = [PASSWORD_RESET_MAIL_KIND, INVITATION_MAIL_KIND, VERIFY_EMAIL_KIND];

/**
 * A link mail carries the only plain copy of its token, and the outbox keeps every mail. Once such
 * a mail has left (sent, kept in the local outbox folder, or given up), the token in the stored copy
 * is blanked, so the database never holds a usable link for long. Called periodically.
 */
export async function redactDeliveredLinks(db: Db) {
  await db.execute(sql`
    update mail_outbox
    set text_body = regexp_replace(text_body, 'token=[A-Za-z0-9_-]+', 'token=[redacted]', 'g')
    where kind in (${sql.join(
      LINK_MAIL_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )}) and status <> 'pending' and text_body ~ 'token=[A-Za-z0-9_-]{20,}'
  `);
}
