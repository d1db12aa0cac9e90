/** Accounts and sessions created straight in the database, for tests that need a signed-in user. */
import { eq } from "drizzle-orm";
import type { Role } from "../../common/roles";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import { sessions, users } from "../../server/db/schema";

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
