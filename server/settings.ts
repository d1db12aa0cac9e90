/** School-wide settings stored in the database, so every instance reads the same values. */
import { eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Db } from "./db/client";
import { settings } from "./db/schema";

export const SETTING_DEFAULTS = {
  /** Idle sign-out (spec section 9; 120 is displayed when missing). */
  session_timeout_minutes: 120,
  /** Families per virtual-tour slot. */
  tour_slot_capacity: 5,
  /** Grade placement cut-off (DIRECTION.md section 5): the child's age on this day decides the grade. */
  grade_cutoff_date: { month: 9, day: 1 },
} as const;

export async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : fallback;
}

export async function setSetting(db: Db, key: string, value: unknown, updatedBy?: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: sql`now()` } });
}

/**
 * Outside production a cookie-signing secret is generated once and kept in the database, so a
 * developer needs no set-up and every instance on the same database agrees on it.
 */
export async function ensureGeneratedSecret(db: Db, key: string): Promise<string> {
  const candidate = randomBytes(48).toString("base64url");
  await db.insert(settings).values({ key, value: candidate }).onConflictDoNothing();
  const stored = await getSetting<string | null>(db, key, null);
  if (!stored) throw new Error(`Could not read generated secret ${key}`);
  return stored;
}
