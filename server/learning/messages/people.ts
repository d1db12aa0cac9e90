/**
 * How people are named in messages: a child by their preferred or first name and last name, anyone
 * else by their full name, else their username. Names only: never an email or a phone number.
 * Also the children the composer groups contacts under (issue 33), for contacts already allowed.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { messagingGroup } from "#common/learning/messaging-rule";
import type { Role } from "#common/roles";
import type { ContactChild, Person } from "#common/schemas/learning/messages";
import type { Db } from "../../db/client";
import { classStaff, classes, enrolments, guardianLinks, students, users } from "../../db/schema";

type Reader = Pick<Db, "select">;

/** A person's name as messages show it, from `users` and (for a child's account) the joined `students` row. */
const displayName = () =>
  sql<string>`coalesce(nullif(trim(${users.fullName}), ''), nullif(trim(coalesce(${students.preferredName}, ${students.firstName}) || ' ' || ${students.lastName}), ''), ${users.username})`;

export async function peopleByIds(db: Reader, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, role: users.role, name: displayName() })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, role: r.role as Role }]));
}

/** A person who is not (or no longer) readable: never shown with anything of theirs. */
export function unknownPerson(id: string): Person {
  return { id, name: "Someone", role: "guardian" };
}

/** One contact's tie to one child, before the children are gathered per contact. */
interface Tie {
  contactId: string;
  studentId: string;
  childName: string;
  className: string | null;
  relationship: string | null;
}

/**
 * The children each contact is grouped under in the viewer's composer, by contact id (issue 33). Only
 * children the viewer already reaches: a teacher's, the children enrolled now in a class they staff
 * (a guardian's other children stay unnamed); the office's, any; a family's, their own children, under
 * the teachers who teach them now. A child writes only to their teachers and gets none. The contacts
 * are the ones the messaging rule allows: this adds names and classes, never a person.
 */
export async function contactChildren(
  db: Reader,
  viewer: { id: string; role: Role },
  contacts: readonly { id: string; role: Role }[],
): Promise<Map<string, ContactChild[]>> {
  const group = messagingGroup(viewer.role);
  if (group === "child") return new Map();
  const ties = group === "family" ? await childrenTaughtBy(db, viewer.id, contacts) : await familiesOf(db, group === "teacher" ? viewer.id : null, contacts);
  return gatherTies(ties);
}

/** The family's children under each of their current teachers among the contacts. */
async function childrenTaughtBy(db: Reader, guardianUserId: string, contacts: readonly { id: string; role: Role }[]): Promise<Tie[]> {
  const teacherIds = contacts.filter((c) => messagingGroup(c.role) === "teacher").map((c) => c.id);
  if (teacherIds.length === 0) return [];
  const rows = await db
    .select({ contactId: classStaff.userId, studentId: students.id, childName: displayName(), className: classes.name })
    .from(guardianLinks)
    .innerJoin(students, eq(students.id, guardianLinks.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(enrolments, and(eq(enrolments.studentId, students.id), isNull(enrolments.endedAt)))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(classStaff, eq(classStaff.classId, classes.id))
    .where(and(eq(guardianLinks.guardianUserId, guardianUserId), inArray(classStaff.userId, teacherIds)));
  return rows.map((r) => ({ ...r, relationship: null }));
}

/**
 * The child contacts' own records and the guardian contacts' children, with the children's classes
 * now: for a teacher (`teacherId`) only the children enrolled now in a class they staff, and only those
 * classes; for the office (null) every child and class.
 */
async function familiesOf(db: Reader, teacherId: string | null, contacts: readonly { id: string; role: Role }[]): Promise<Tie[]> {
  const familyIds = contacts.filter((c) => ["child", "family"].includes(messagingGroup(c.role))).map((c) => c.id);
  if (familyIds.length === 0) return [];
  const [own, guardians] = await Promise.all([
    db
      .select({ contactId: students.userId, studentId: students.id, childName: displayName() })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(students.userId, familyIds)),
    db
      .select({ contactId: guardianLinks.guardianUserId, studentId: students.id, childName: displayName(), relationship: guardianLinks.relationship })
      .from(guardianLinks)
      .innerJoin(students, eq(students.id, guardianLinks.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(guardianLinks.guardianUserId, familyIds)),
  ]);
  const studentIds = [...new Set([...own, ...guardians].map((r) => r.studentId))];
  const classesOf = await currentClasses(db, teacherId, studentIds);
  // A teacher reaches a child through a class they staff; the office reaches every child.
  const reached = (studentId: string) => teacherId === null || classesOf.has(studentId);
  return [...own.map((r) => ({ ...r, relationship: null })), ...guardians]
    .filter((r) => reached(r.studentId))
    .flatMap((r): Tie[] => {
      const names = classesOf.get(r.studentId) ?? [];
      return names.length ? names.map((className) => ({ ...r, className })) : [{ ...r, className: null }];
    });
}

/** The classes each child is enrolled in now: a teacher's own classes only, or (null) every class. */
async function currentClasses(db: Reader, teacherId: string | null, studentIds: readonly string[]): Promise<Map<string, string[]>> {
  if (studentIds.length === 0) return new Map();
  const open = and(inArray(enrolments.studentId, [...studentIds]), isNull(enrolments.endedAt));
  const rows = teacherId
    ? await db
        .select({ studentId: enrolments.studentId, className: classes.name })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .innerJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.userId, teacherId)))
        .where(open)
    : await db
        .select({ studentId: enrolments.studentId, className: classes.name })
        .from(enrolments)
        .innerJoin(classes, eq(classes.id, enrolments.classId))
        .where(open);
  const byChild = new Map<string, string[]>();
  for (const r of rows) byChild.set(r.studentId, [...(byChild.get(r.studentId) ?? []), r.className]);
  return byChild;
}

/** Each contact's children, one entry a child with its classes gathered, by the children's names. */
function gatherTies(ties: readonly Tie[]): Map<string, ContactChild[]> {
  const byContact = new Map<string, Map<string, ContactChild>>();
  for (const tie of ties) {
    const children = byContact.get(tie.contactId) ?? new Map<string, ContactChild>();
    const child = children.get(tie.studentId) ?? { studentId: tie.studentId, name: tie.childName, classNames: [], relationship: tie.relationship };
    if (tie.className !== null && !child.classNames.includes(tie.className)) child.classNames.push(tie.className);
    children.set(tie.studentId, child);
    byContact.set(tie.contactId, children);
  }
  const byName = (a: ContactChild, b: ContactChild) => a.name.localeCompare(b.name) || a.studentId.localeCompare(b.studentId);
  return new Map([...byContact].map(([contactId, children]) => [contactId, [...children.values()].map(sortClasses).sort(byName)]));
}

function sortClasses(child: ContactChild): ContactChild {
  return { ...child, classNames: [...child.classNames].sort((a, b) => a.localeCompare(b)) };
}
