/**
 * Password hashing (DIRECTION.md section 4): argon2id with m=19456 KiB, t=2, p=1 (the OWASP
 * minimum), a fresh 16-byte salt per hash, stored as a PHC string. The one password policy lives in
 * common/schemas/auth.ts (passwordProblems) and is applied before anything is hashed.
 */
import { hash, parseOptions, verify, type Algorithm, type Options } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

/** Algorithm.Argon2id (a const enum, which isolated modules cannot inline). */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches `passwordHash`; false for a wrong password or a hash that is not argon2. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made with other parameters (an older policy) is replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string): boolean {
  try {
    const o = parseOptions(passwordHash);
    return (
      o.algorithm !== ARGON2_OPTIONS.algorithm ||
      o.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      o.timeCost !== ARGON2_OPTIONS.timeCost ||
      o.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks `password` against a hash of a random password, so that a sign-in for a name nobody has
 * costs the same argon2 work as one with a wrong password (no enumeration by timing).
 */
export async function dummyVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  await verifyPassword(await dummyHash, password);
  return false;
}
