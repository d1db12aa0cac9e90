/**
 * Helpers of the accounts API tests: accounts with real argon2id passwords, a controllable clock,
 * calls from a chosen client address, and an independent RFC 6238 implementation (node:crypto
 * HMAC-SHA1 over the base32-decoded key; deliberately not otpauth, which the server uses).
 */
import { createHmac } from "node:crypto";
import type { Role } from "#common/roles";
import { hashPassword } from "../../server/auth/passwords";
import type { Db } from "../../server/db/client";
import { users } from "../../server/db/schema";
import type { TestClient, TestResponse } from "../support/http-client";

export const PASSWORD = "Correct-Horse-7";

export async function createAccount(db: Db, options: { username?: string; role?: Role; email?: string; password?: string } = {}) {
  const username = options.username ?? `user${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: options.email ?? `${username.toLowerCase()}@example.com`,
      passwordHash: await hashPassword(options.password ?? PASSWORD),
      role: options.role ?? "guardian",
    })
    .returning();
  return user!;
}

/** A clock the app reads through config.now; tests move it forward. */
export class TestClock {
  ms = Date.now();
  now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
}

/** A mutating call with a fresh CSRF token and extra headers (X-Forwarded-For, say). */
export async function post(client: TestClient, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
  const token = await client.csrfToken();
  return client.request("POST", path, { body, headers: { "x-csrf-token": token, ...headers } });
}

export const from = (ip: string) => ({ "x-forwarded-for": ip });

export function base32Decode(input: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  const clean = input.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 30 s, `digits` digits) of the key at `atMs`, shifted by `stepOffset` steps. */
export function rfc6238(base32Key: string, atMs: number, stepOffset = 0, digits = 6): string {
  const counter = Math.floor(atMs / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", base32Decode(base32Key)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

export const fieldErrors = (res: TestResponse) => {
  const first: Record<string, string> = {};
  for (const e of res.json<ErrorBody>().errors ?? []) first[e.field] ??= e.message;
  return first;
};

/**
 * The typical cost of a request without the machine's noise: the mean of the three fastest runs
 * (other work on a shared machine only ever adds time).
 */
export function fastest(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b).slice(0, 3);
  return sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
