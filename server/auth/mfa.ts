/**
 * Two-factor authentication of an account (DIRECTION.md section 4): a setup is stored as pending
 * (encrypted secret, hashed backup codes) and becomes active only when a valid code enables it;
 * a TOTP code is accepted once (the step of the last accepted code is stored and the update that
 * accepts a code is conditional on it, so two requests with one code cannot both pass); backup codes
 * are single use (the update that marks one used is the check). Backup codes have about 40 bits of
 * entropy, so they are stored like passwords (argon2id with a random salt, ASVS 5.0 6.5.2), never
 * as a fast hash that a stolen database would give up.
 */
import { and, count, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { mfaBackupCodes, userMfa } from "../db/schema";
import { generateBackupCodes, normalizeBackupCode } from "./backup-codes";
import { hashPassword, verifyPassword } from "./passwords";
import type { SecretBox } from "./secret-box";
import { generateTotpSecret, matchTotp } from "./totp";
import type { MfaStatus } from "#common/types/session";

/**
 * Setups per account within the throttle window (15 minutes): each one hashes 10 backup codes with
 * argon2id, so a session must not be able to ask for them without end. Counted in the database
 * (login_attempts), so every instance shares the count.
 */
export const MFA_SETUPS_PER_ACCOUNT = 5;
export const mfaSetupKey = (userId: string) => ({ key: `mfa-setup:${userId}`, limit: MFA_SETUPS_PER_ACCOUNT });

/** Declared once for the server and the client. */
export type { MfaStatus };

export async function mfaStatus(db: Db, userId: string): Promise<MfaStatus> {
  const [row] = await db.select({ enabledAt: userMfa.enabledAt }).from(userMfa).where(eq(userMfa.userId, userId));
  if (!row?.enabledAt) return { enabled: false, backupCodesRemaining: 0 };
  const [codes] = await db
    .select({ n: count() })
    .from(mfaBackupCodes)
    .where(and(eq(mfaBackupCodes.userId, userId), isNull(mfaBackupCodes.usedAt)));
  return { enabled: true, backupCodesRemaining: Number(codes?.n ?? 0) };
}

export async function isMfaEnabled(db: Db, userId: string) {
  const [row] = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)));
  return Boolean(row);
}

/**
 * Stores a new pending setup (replacing an earlier pending one) and returns the secret and backup
 * codes in the clear, once; null when 2FA is already on.
 */
export async function startMfaSetup(db: Db, box: SecretBox, userId: string, now: Date): Promise<{ secret: string; backupCodes: string[] } | null> {
  const secret = generateTotpSecret();
  const backupCodes = generateBackupCodes();
  const pending = {
    pendingSecret: box.seal(secret, userId),
    pendingBackupCodes: await Promise.all(backupCodes.map((c) => hashPassword(normalizeBackupCode(c)!))),
    pendingCreatedAt: now,
  };
  const rows = await db
    .insert(userMfa)
    .values({ userId, ...pending })
    .onConflictDoUpdate({ target: userMfa.userId, set: pending, where: isNull(userMfa.enabledAt) })
    .returning({ userId: userMfa.userId });
  return rows.length ? { secret, backupCodes } : null;
}

export type EnableResult = "enabled" | "invalid" | "no-pending";

/** Turns the pending setup on when `code` matches its secret. */
export async function enableMfa(db: Db, box: SecretBox, userId: string, code: string, now: Date): Promise<EnableResult> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  if (!row || row.enabledAt || !row.pendingSecret || !row.pendingBackupCodes) return "no-pending";
  const step = matchTotp(box.open(row.pendingSecret, userId), code, now);
  if (step === null) return "invalid";
  const hashes = row.pendingBackupCodes;
  return db.transaction(async (tx) => {
    const done = await tx
      .update(userMfa)
      .set({ secret: row.pendingSecret, enabledAt: now, lastStep: step, pendingSecret: null, pendingBackupCodes: null, pendingCreatedAt: null })
      .where(and(eq(userMfa.userId, userId), isNull(userMfa.enabledAt), eq(userMfa.pendingSecret, row.pendingSecret!)))
      .returning({ userId: userMfa.userId });
    // Another request enabled it or replaced the setup meanwhile.
    if (!done.length) return "no-pending";
    await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
    await tx.insert(mfaBackupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    return "enabled";
  });
}

/** Accepts a TOTP code of the active secret once: false for a wrong code, or a step already used (replay). */
export async function acceptTotp(db: Db, box: SecretBox, userId: string, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ secret: userMfa.secret })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)));
  if (!row?.secret) return false;
  const step = matchTotp(box.open(row.secret, userId), code, now);
  if (step === null) return false;
  const accepted = await db
    .update(userMfa)
    .set({ lastStep: step })
    .where(and(eq(userMfa.userId, userId), or(isNull(userMfa.lastStep), lt(userMfa.lastStep, step))))
    .returning({ userId: userMfa.userId });
  return accepted.length > 0;
}

/**
 * Uses up a backup code: false when it is not one of the account's unused codes. The typed code is
 * checked against each unused hash in turn (at most 10 argon2id checks, one at a time so memory stays
 * at one check's worth; guesses are throttled like sign-in codes).
 */
export async function redeemBackupCode(db: Db, userId: string, input: string, now: Date): Promise<boolean> {
  const code = normalizeBackupCode(input);
  if (!code) return false;
  if (!(await isMfaEnabled(db, userId))) return false;
  const unused = await db
    .select({ codeHash: mfaBackupCodes.codeHash })
    .from(mfaBackupCodes)
    .where(and(eq(mfaBackupCodes.userId, userId), isNull(mfaBackupCodes.usedAt)));
  for (const { codeHash } of unused) {
    if (!(await verifyPassword(codeHash, code))) continue;
    // The update is the check: of two requests with one code, only one marks it used.
    const used = await db
      .update(mfaBackupCodes)
      .set({ usedAt: now })
      .where(and(eq(mfaBackupCodes.userId, userId), eq(mfaBackupCodes.codeHash, codeHash), isNull(mfaBackupCodes.usedAt)))
      .returning({ userId: mfaBackupCodes.userId });
    return used.length > 0;
  }
  return false;
}

/** The second step of a sign-in: a 6-digit TOTP code or a backup code. */
export async function acceptSecondFactor(db: Db, box: SecretBox, userId: string, code: string, now: Date): Promise<boolean> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return acceptTotp(db, box, userId, trimmed, now);
  return redeemBackupCode(db, userId, trimmed, now);
}

export async function disableMfa(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
    await tx.delete(userMfa).where(eq(userMfa.userId, userId));
  });
}
