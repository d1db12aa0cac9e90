/** Accounts, sessions and applications created straight in the database, for tests that need them. */
import { eq } from "drizzle-orm";
import type { Role } from "#common/roles";
import { childKey, newApplicationId } from "../../server/admissions/application-rules";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import { applicationEvents, applications, sessions, users } from "../../server/db/schema";

export async function createUser(db: Db, role: Role, username = `${role}-${Math.random().toString(36).slice(2, 8)}`) {
  const [user] = await db
    .insert(users)
    // Not a usable password hash: these accounts only ever sign in through a created session.
    .values({ username, email: `${username}@example.test`, passwordHash: "!test-only", role })
    .returning();
  return user!;
}

export async function createSignedInUser(db: Db, role: Role) {
  const user = await createUser(db, role);
  const session = await createSession(db, user.id);
  return { user, sessionId: session.id };
}

export async function ageSession(db: Db, userId: string, ms: { idle?: number; created?: number }) {
  const [row] = await db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error("no session to age");
  await db
    .update(sessions)
    .set({
      lastSeenAt: new Date(row.lastSeenAt.getTime() - (ms.idle ?? 0)),
      expiresAt: new Date(row.expiresAt.getTime() - (ms.created ?? 0)),
    })
    .where(eq(sessions.userId, userId));
}

let applicationSerial = 0;

/**
 * An application stored as the public form stores it, with its "submitted" event, for full control of
 * every column (status, dates, reviews). Each call gets its own child and parent unless overridden.
 */
export async function insertApplication(db: Db, overrides: Partial<typeof applications.$inferInsert> = {}) {
  applicationSerial += 1;
  const first = overrides.childFirstName ?? `Child${applicationSerial}`;
  const last = overrides.childLastName ?? "Tester";
  const [row] = await db
    .insert(applications)
    .values({
      applicationId: newApplicationId(),
      status: "submitted",
      parentName: "Aisha Rahman",
      parentEmail: `parent${applicationSerial}@example.com`,
      parentPhone: "555-222-3333",
      childFirstName: first,
      childLastName: last,
      childKey: childKey(first, last),
      childDob: "2019-06-01",
      childGradeRequested: "1",
      calculatedGrade: "1",
      isMidYearTransfer: false,
      previousOnlineExperience: false,
      emergencyContactName: "Omar Rahman",
      emergencyContactPhone: "555-444-5555",
      ferpaConsent: true,
      photoReleaseConsent: false,
      marketingConsent: false,
      gradeConflict: false,
      ...overrides,
    })
    .returning();
  await db.insert(applicationEvents).values({ applicationId: row!.id, type: "submitted", toStatus: "submitted", createdAt: row!.createdAt });
  return row!;
}
