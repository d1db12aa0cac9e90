/**
 * TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30-second steps, one step of drift either way.
 * The caller stores the step of the last accepted code and refuses that step and earlier ones
 * (replay), see server/auth/mfa.ts.
 */
import * as OTPAuth from "otpauth";
import { randomBytes } from "node:crypto";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

/** A new random secret of 160 bits (RFC 4226's recommended length), base32 without padding. */
export function generateTotpSecret(): string {
  // A copy, so the ArrayBuffer holds exactly these 20 bytes (a Buffer may sit in a larger pool).
  return new OTPAuth.Secret({ buffer: new Uint8Array(randomBytes(20)).buffer }).base32;
}

/** The key as people type it into an authenticator app: groups of four characters. */
export function formatManualKey(base32: string): string {
  return base32.replace(/(.{4})(?=.)/g, "$1 ");
}

/** `otpauth://totp/{issuer}:{account}?secret=...&issuer=...&algorithm=SHA1&digits=6&period=30` (the Key Uri Format). */
export function totpUri(base32: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${base32}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`;
}

/** The time step of `at`. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The time step the code belongs to (within one step of `at`), or null when it matches none. */
export function matchTotp(base32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = OTPAuth.TOTP.validate({
    token: code,
    secret: OTPAuth.Secret.fromBase32(base32),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : totpStep(at) + delta;
}

/** The code of `at` (tests and the benchmark use their own implementation; this is for tools). */
export function totpCode(base32: string, at: Date): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(base32),
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: at.getTime(),
  });
}
