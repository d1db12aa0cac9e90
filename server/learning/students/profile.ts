/**
 * The child's own profile (/student/profile): the name they go by, the avatar they picked and the
 * accessibility preferences that follow them across the portal (common/learning/preferences.ts),
 * kept on the server so they apply on any device. Only the child reads and changes these here;
 * accommodations and guardians are never part of this answer.
 */
import { eq } from "drizzle-orm";
import { AVATAR_IDS } from "#common/learning/avatars";
import { readPreferences, type LearnerPreferences } from "#common/learning/preferences";
import type { StudentProfile, StudentProfilePatch } from "#common/schemas/learning/students";
import type { Db } from "../../db/client";
import { students } from "../../db/schema";
import { STUDENT_NOT_FOUND } from "../access";
import { knownAs } from "#common/learning/child-name";
import { notFound } from "../../domain-errors";

type Reader = Pick<Db, "select">;
type StudentRow = typeof students.$inferSelect;

function view(row: StudentRow): StudentProfile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    preferredName: row.preferredName,
    displayName: knownAs(row),
    grade: row.grade,
    avatar: row.avatar && (AVATAR_IDS as readonly string[]).includes(row.avatar) ? row.avatar : null,
    preferences: readPreferences(row.preferences),
  };
}

/** The child's profile, or null for a student account no student record is linked to yet. */
export async function readOwnProfile(db: Reader, userId: string): Promise<StudentProfile | null> {
  const [row] = await db.select().from(students).where(eq(students.userId, userId));
  return row ? view(row) : null;
}

export async function updateOwnProfile(db: Db, userId: string, patch: StudentProfilePatch, now: Date): Promise<StudentProfile> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(students).where(eq(students.userId, userId)).for("update");
    if (!row) throw notFound(STUDENT_NOT_FOUND);
    const preferences: LearnerPreferences = { ...readPreferences(row.preferences), ...(patch.preferences ?? {}) };
    const [updated] = await tx
      .update(students)
      .set({ preferences: { ...preferences }, ...(patch.avatar !== undefined ? { avatar: patch.avatar } : {}), updatedAt: now })
      .where(eq(students.id, row.id))
      .returning();
    return view(updated!);
  });
}

/** A student account's preferences for GET /api/user (null for any other account or one without a record). */
export async function preferencesOfUser(db: Reader, userId: string): Promise<LearnerPreferences | null> {
  const [row] = await db.select({ preferences: students.preferences }).from(students).where(eq(students.userId, userId));
  return row ? readPreferences(row.preferences) : null;
}

/** A child's preferences as their guardian reads them (the caller asked the access module). */
export async function childPreferences(db: Reader, studentId: string): Promise<LearnerPreferences> {
  const [row] = await db.select({ preferences: students.preferences }).from(students).where(eq(students.id, studentId));
  if (!row) throw notFound(STUDENT_NOT_FOUND);
  return readPreferences(row.preferences);
}

/** A guardian changes their child's preferences (the caller asked the access module). */
export async function updateChildPreferences(db: Db, studentId: string, patch: Partial<LearnerPreferences>, now: Date): Promise<LearnerPreferences> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(students).where(eq(students.id, studentId)).for("update");
    if (!row) throw notFound(STUDENT_NOT_FOUND);
    const preferences: LearnerPreferences = { ...readPreferences(row.preferences), ...patch };
    await tx
      .update(students)
      .set({ preferences: { ...preferences }, updatedAt: now })
      .where(eq(students.id, studentId));
    return preferences;
  });
}
