/**
 * Handing a device to a child (issue 34): a guardian signed in switches the device to one of their
 * own children, and the child's session remembers who (sessions.handed_over_by), so coming back asks
 * for that guardian's password. The routes are POST /api/family/children/:studentId/hand-over and
 * POST /api/session/hand-back (routes/auth.ts).
 */
import { and, eq, isNull } from "drizzle-orm";
import { knownAs } from "#common/learning/child-name";
import type { Actor } from "../actor";
import { recordAudit } from "../audit";
import type { Db } from "../db/client";
import { guardianLinks, students, userMfa, users } from "../db/schema";
import { notFound } from "../domain-errors";
import { STUDENT_NOT_FOUND } from "../learning/access";

type Reader = Pick<Db, "select">;

/** The child's account a guardian may hand the device to: their own child's active student account; else a 404 like a missing child. */
export async function childToHandOverTo(db: Reader, guardianUserId: string, studentId: string) {
  const [row] = await db
    .select({ user: users, studentId: students.id, firstName: students.firstName, preferredName: students.preferredName })
    .from(guardianLinks)
    .innerJoin(students, eq(students.id, guardianLinks.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(guardianLinks.guardianUserId, guardianUserId), eq(guardianLinks.studentId, studentId), isNull(users.deactivatedAt)));
  if (!row || row.user.role !== "student") throw notFound(STUDENT_NOT_FOUND);
  return { ...row.user, studentId: row.studentId, name: knownAs(row) };
}

/** The guardian recorded on a handed-over session, with whether 2FA is on, or null when the account is gone or deactivated. */
export async function guardianComingBack(db: Reader, guardianUserId: string) {
  const [row] = await db
    .select({ user: users, mfaEnabledAt: userMfa.enabledAt })
    .from(users)
    .leftJoin(userMfa, eq(userMfa.userId, users.id))
    .where(and(eq(users.id, guardianUserId), isNull(users.deactivatedAt)));
  return row ? { ...row.user, mfaEnabled: Boolean(row.mfaEnabledAt) } : null;
}

/** What the child's account bar calls the guardian: the first word of their full name, else their username. */
export function guardianFirstName(account: { fullName: string | null; username: string }): string {
  return account.fullName?.trim().split(/\s+/)[0] || account.username;
}

/** The `handedOverBy` of GET /api/user: the guardian's first name, or null (not handed over, or the guardian is gone). */
export async function handedOverByAnswer(db: Reader, guardianUserId: string | undefined): Promise<{ firstName: string } | null> {
  if (!guardianUserId) return null;
  const [row] = await db.select({ fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, guardianUserId));
  return row ? { firstName: guardianFirstName(row) } : null;
}

/** The student record of the child's account (the hand-back's audit entry names it). */
async function studentIdOfAccount(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
  return row?.id ?? null;
}

/** The audit entry of a hand-over, the guardian its actor. */
export async function auditHandOver(db: Db, guardian: Actor, child: { username: string; studentId: string; name: string }): Promise<void> {
  await recordAudit(db, guardian, {
    action: "student.device_handed_over",
    targetId: child.username,
    summary: `${guardian.username} handed their device to ${child.name} (${child.username}).`,
    detail: { studentId: child.studentId, guardianUserId: guardian.id },
  });
}

/** The audit entry of the guardian coming back with their password, the guardian its actor. */
export async function auditHandBack(db: Db, guardian: Actor, child: { id: string; username: string }): Promise<void> {
  const studentId = await studentIdOfAccount(db, child.id);
  await recordAudit(db, guardian, {
    action: "student.device_handed_back",
    targetId: child.username,
    summary: `${guardian.username} signed back in on the device they had handed to ${child.username}.`,
    detail: { studentId: studentId ?? child.id, guardianUserId: guardian.id },
  });
}
