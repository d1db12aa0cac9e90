/** School-wide settings stored in the database, so every instance reads the same values. */
import { eq, inArray, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { DEFAULT_LATE_MINUTES } from "#common/learning/attendance";
import { SETTING_KEYS, schoolSettingsSchema, type SchoolSettings, type SettingKey } from "#common/schemas/school-settings";
import type { Db } from "./db/client";
import { settings } from "./db/schema";

export const SETTING_DEFAULTS = {
  /** Idle sign-out (docs/product.md section 9; 120 is displayed when missing). */
  session_timeout_minutes: 120,
  /** Families per virtual-tour slot. */
  tour_slot_capacity: 5,
  /** Grade placement cut-off (DIRECTION.md section 5): the child's age on this day decides the grade. */
  grade_cutoff_date: { month: 9, day: 1 },
  /** The 12:1 claim: children per teaching member of staff in a class (common/learning/capacity.ts). */
  class_size_per_teacher: 12,
  /** Quiet hours (issue 17), in the school's zone: staff messages to families raised after 6 PM are told at 7 AM. */
  quiet_hours: { start: "18:00", end: "07:00" },
  /** The family daily digest goes out at 5 PM in the school's zone (after the school day's work is marked). */
  digest_time: "17:00",
  /** Attendance (issue 18): late when arriving more than this many minutes after the start. */
  attendance_late_minutes: DEFAULT_LATE_MINUTES,
  /** Issue 36: a child leaving mid-year is not billed for the terms after the one they leave in. */
  withdrawal_tuition_credit: "later-terms",
} as const;

export async function getSetting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as T) : fallback;
}

/**
 * A stored school setting as /admin/settings validates it, or its default when missing or not
 * valid: every reader (sign-in, sessions, tour booking, grade placement, the settings screen) sees
 * the same value.
 */
export function validSchoolSetting<K extends SettingKey>(key: K, stored: unknown): SchoolSettings[K] {
  const parsed = schoolSettingsSchema.shape[key].safeParse(stored);
  return (parsed.success ? parsed.data : structuredClone(SETTING_DEFAULTS[key])) as SchoolSettings[K];
}

export async function getSchoolSetting<K extends SettingKey>(db: Db, key: K): Promise<SchoolSettings[K]> {
  return validSchoolSetting(key, await getSetting<unknown>(db, key, undefined));
}

/** Every school setting at once (and only those: the generated secrets stay where they are). */
export async function readSchoolSettings(db: Pick<Db, "select">): Promise<SchoolSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, SETTING_KEYS));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, validSchoolSetting(key, stored.get(key))])) as SchoolSettings;
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
