/**
 * A child's emergency contacts (issue 36, docs/api/students.md). Rows are never changed except to end
 * them: replacing the list ends the current rows and inserts the new ones in one transaction, so every
 * earlier list stays as history with who made it and who replaced it. Staff and the child's guardians
 * replace it (the routes check who may); each replacement is audited in its transaction. The first
 * list comes from the application (./create-student.ts, `firstEmergencyContact`).
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isUuid } from "#common/ids";
import { childFullName } from "#common/learning/child-name";
import { GUARDIAN_ROLES, inRoleGroup } from "#common/roles";
import type { EmergencyContact, EmergencyContactHistoryItem, EmergencyContacts, EmergencyContactsChange } from "#common/schemas/learning/emergency-contacts";
import { recordAudit } from "../../audit";
import type { Db, Tx } from "../../db/client";
import { emergencyContacts, students, users } from "../../db/schema";
import { notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";
import { STUDENT_NOT_FOUND } from "../access";

type Reader = Pick<Db, "select">;

/** Only the rows still in force. */
const current = isNull(emergencyContacts.endedAt);

const contactOf = (row: { name: string; phone: string; relationship: string | null }): EmergencyContact => ({
  name: row.name,
  phone: row.phone,
  relationship: row.relationship,
});

/** Each child's current contacts in calling order (children without any are left out). */
export async function currentEmergencyContacts(db: Reader, studentIds: readonly string[]): Promise<Map<string, EmergencyContact[]>> {
  const byChild = new Map<string, EmergencyContact[]>();
  if (studentIds.length === 0) return byChild;
  const rows = await db
    .select()
    .from(emergencyContacts)
    .where(and(inArray(emergencyContacts.studentId, [...studentIds]), current))
    .orderBy(asc(emergencyContacts.studentId), asc(emergencyContacts.position));
  for (const row of rows) byChild.set(row.studentId, [...(byChild.get(row.studentId) ?? []), contactOf(row)]);
  return byChild;
}

const addedBy = alias(users, "added_by");
const endedByUser = alias(users, "ended_by_user");

/**
 * Every row the child ever had, newest list first (a list's rows in calling order), with the names of
 * who added and who replaced each. Rows of one list share their moment; the current list comes before
 * the one it ended when both were written at the same moment.
 */
async function historyOf(db: Reader, studentId: string): Promise<EmergencyContactHistoryItem[]> {
  const rows = await db
    .select({
      row: emergencyContacts,
      addedBy: sql<string | null>`coalesce(${addedBy.fullName}, ${addedBy.username})`,
      endedBy: sql<string | null>`coalesce(${endedByUser.fullName}, ${endedByUser.username})`,
    })
    .from(emergencyContacts)
    .leftJoin(addedBy, eq(addedBy.id, emergencyContacts.createdBy))
    .leftJoin(endedByUser, eq(endedByUser.id, emergencyContacts.endedBy))
    .where(eq(emergencyContacts.studentId, studentId))
    .orderBy(desc(emergencyContacts.createdAt), sql`${emergencyContacts.endedAt} desc nulls first`, asc(emergencyContacts.position));
  return rows.map(({ row, addedBy: createdBy, endedBy }) => ({
    ...contactOf(row),
    id: row.id,
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    createdBy,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    endedBy: row.endedAt ? endedBy : null,
  }));
}

async function requireStudent(db: Reader, studentId: string, lock?: Tx) {
  if (!isUuid(studentId)) throw notFound(STUDENT_NOT_FOUND);
  const q = (lock ?? db)
    .select({ firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName, username: users.username })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.id, studentId));
  const [row] = lock ? await q.for("update", { of: students }) : await q;
  if (!row) throw notFound(STUDENT_NOT_FOUND);
  return row;
}

/** GET .../emergency-contacts: the list in force and every earlier one. */
export async function emergencyContactsOf(db: Reader, studentId: string): Promise<EmergencyContacts> {
  await requireStudent(db, studentId);
  const history = await historyOf(db, studentId);
  return { current: history.filter((h) => h.endedAt === null).map(contactOf), history };
}

/** The application's contact as the child's first list (Create student, inside its transaction). */
export async function firstEmergencyContact(
  tx: Tx,
  {
    studentId,
    name,
    phone,
    relationship = null,
    createdBy,
    now,
  }: { studentId: string; name: string; phone: string; relationship?: string | null; createdBy: string; now: Date },
): Promise<void> {
  await tx.insert(emergencyContacts).values({ studentId, name, phone, relationship, position: 1, createdBy, createdAt: now });
}

/**
 * PUT .../emergency-contacts: ends the list in force and writes `input` in its place, all or none.
 * The child's row is locked first, so two replacements at once end one list each, in turn.
 */
export async function replaceEmergencyContacts({ db, actor, now }: StaffAction, studentId: string, input: EmergencyContactsChange): Promise<EmergencyContacts> {
  await db.transaction(async (tx) => {
    const child = await requireStudent(tx, studentId, tx);
    const ended = await tx
      .update(emergencyContacts)
      .set({ endedAt: now, endedBy: actor.id })
      .where(and(eq(emergencyContacts.studentId, studentId), current))
      .returning({ id: emergencyContacts.id });
    await tx.insert(emergencyContacts).values(
      input.contacts.map((c, i) => ({
        studentId,
        name: c.name,
        phone: c.phone,
        relationship: c.relationship || null,
        position: i + 1,
        createdBy: actor.id,
        createdAt: now,
      })),
    );
    const by = inRoleGroup(actor.role, GUARDIAN_ROLES) ? "guardian" : "staff";
    await recordAudit(tx, actor, {
      action: "student.emergency_contacts_changed",
      targetId: child.username,
      // Who the contacts are stays on the record: the log says only that the list changed.
      summary: `${by === "guardian" ? "A guardian" : "Staff"} changed the emergency contacts of ${childFullName(child)} (${input.contacts.length} now).`,
      detail: { studentId, by, contacts: input.contacts.length, ended: ended.length },
    });
  });
  return emergencyContactsOf(db, studentId);
}
