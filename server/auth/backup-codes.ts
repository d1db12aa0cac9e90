/**
 * Backup codes: 10 per setup, each 8 characters from a 31-character alphabet without look-alikes
 * (about 40 random bits), shown as "k7qm-2xwd". Stored only as keyed hashes (secret-box.ts), used once.
 * Typed codes are compared without case, spaces or hyphens.
 */
import { randomInt } from "node:crypto";

export const BACKUP_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no i, l, o, 0, 1
const LENGTH = 8;

export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let code = "";
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    codes.add(`${code.slice(0, 4)}-${code.slice(4)}`);
  }
  return [...codes];
}

/** The canonical form of a typed backup code, or null when it cannot be one. */
export function normalizeBackupCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]+/g, "");
  if (compact.length !== LENGTH || [...compact].some((c) => !ALPHABET.includes(c))) return null;
  return compact;
}
