/**
 * What a notification mail links to (issue 17): the site's public address and the one-click
 * unsubscribe token (RFC 8058).
 *
 * Tokens are signed, not stored: `base64url(user id (16 bytes) | kind (1 byte) | HMAC-SHA256 (16 bytes))`
 * under a secret generated once per database (`settings.notification_unsubscribe_secret`, shared by
 * every instance). Nothing grows with every mail sent, a token cannot be forged or turned to another
 * person or kind, and the only thing it can do is move that one kind to "in the app only" (never read
 * anything), so it needs no expiry: a mail read a year later still unsubscribes, as RFC 8058 expects.
 * The kind byte 255 is the family daily digest (every kind the person has in the digest).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { inArray } from "drizzle-orm";
import { NOTIFICATION_KINDS, type NotificationKind } from "#common/notifications/kinds";
import type { Db } from "../db/client";
import { settings } from "../db/schema";
import { ensureGeneratedSecret, setSetting } from "../settings";

export const UNSUBSCRIBE_SECRET_KEY = "notification_unsubscribe_secret";
/** The public address the app was started with, so mails written in any transaction can link back. */
export const PUBLIC_URL_KEY = "notification_public_url";
/** The path of the one-click unsubscribe (API scope); the CSRF check exempts exactly this route's POST. */
export const UNSUBSCRIBE_ROUTE = "/api/notifications/unsubscribe/:token";

export type UnsubscribeScope = NotificationKind | "digest";
const DIGEST_BYTE = 255;

export interface MailLinks {
  publicUrl: string;
  secret: string;
}

/** At start-up: the secret exists, and mails name this instance's public address. */
export async function prepareNotificationLinks(db: Db, publicUrl: string): Promise<void> {
  await ensureGeneratedSecret(db, UNSUBSCRIBE_SECRET_KEY);
  await setSetting(db, PUBLIC_URL_KEY, publicUrl);
}

export async function readMailLinks(db: Pick<Db, "select">): Promise<MailLinks | null> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [UNSUBSCRIBE_SECRET_KEY, PUBLIC_URL_KEY]));
  const secret = rows.find((r) => r.key === UNSUBSCRIBE_SECRET_KEY)?.value;
  const publicUrl = rows.find((r) => r.key === PUBLIC_URL_KEY)?.value;
  return typeof secret === "string" && typeof publicUrl === "string" ? { secret, publicUrl } : null;
}

function signature(secret: string, userId: string, scope: UnsubscribeScope) {
  return createHmac("sha256", secret).update(`unsubscribe:${userId}:${scope}`).digest().subarray(0, 16);
}

export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  const id = Buffer.from(userId.replace(/-/g, ""), "hex");
  const kindByte = scope === "digest" ? DIGEST_BYTE : NOTIFICATION_KINDS.indexOf(scope);
  return Buffer.concat([id, Buffer.from([kindByte]), signature(secret, userId, scope)]).toString("base64url");
}

/** The person and kind a token names, or null for anything not signed by this school. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; scope: UnsubscribeScope } | null {
  if (!/^[A-Za-z0-9_-]{44}$/.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== 33) return null;
  const hex = bytes.subarray(0, 16).toString("hex");
  const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const kindByte = bytes[16]!;
  const scope: UnsubscribeScope | undefined = kindByte === DIGEST_BYTE ? "digest" : NOTIFICATION_KINDS[kindByte];
  if (!scope) return null;
  const expected = signature(secret, userId, scope);
  return timingSafeEqual(expected, bytes.subarray(17)) ? { userId, scope } : null;
}

export function unsubscribeUrl(links: MailLinks, userId: string, scope: UnsubscribeScope): string {
  return `${links.publicUrl}/api/notifications/unsubscribe/${unsubscribeToken(links.secret, userId, scope)}`;
}

/** RFC 8058 one-click: the URL in List-Unsubscribe and the POST body mail clients send to it. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
