/**
 * The one access module of the learning wing (docs/architecture.md, "Where the learning wing goes"):
 * every "may this person see this child, class or message" question is answered here, and no route
 * decides it alone.
 *
 * - admin and super_admin: every class and child.
 * - teacher: the classes they staff (lead, co-teacher or support) and the children enrolled in them
 *   now; nothing of any other class.
 * - student: their own record and their own classes; of classmates, first names only.
 * - guardian and parent: the children linked to them, and those children's classes.
 *
 * A refusal is a 404 with the same text as a missing row, so an id of someone else's tells nothing.
 * Accommodations (IEP/504) are for staff and the child's own guardians, never the child's classmates
 * or their families, and not shown to the child themselves.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { ADMIN_ROLES, type Role } from "../../common/roles";
import type { SessionUser } from "../auth/sessions";
import type { Db } from "../db/client";
import { classStaff, enrolments, guardianLinks, students } from "../db/schema";
import { HttpError } from "../errors";

type Reader = Pick<Db, "select" | "selectDistinct">;
type Viewer = Pick<SessionUser, "id" | "role">;

export const CLASS_NOT_FOUND = "We could not find that class.";
export const STUDENT_NOT_FOUND = "We could not find that student.";

export const GUARDIAN_ROLES = ["guardian", "parent"] as const satisfies readonly Role[];

export function isStaff(viewer: Viewer): boolean {
  return (ADMIN_ROLES as readonly string[]).includes(viewer.role);
}

export function isGuardian(viewer: Viewer): boolean {
  return (GUARDIAN_ROLES as readonly string[]).includes(viewer.role);
}

/** How the viewer stands to a child; decides what of the child's record they may read. */
export type ChildRelation = "staff" | "teacher" | "guardian" | "self";

/** The student record of a student account, or null (any other role, or an account not yet linked). */
export async function studentIdOfUser(db: Reader, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
  return row?.id ?? null;
}

/** The children linked to a guardian account. */
export async function childIdsOfGuardian(db: Reader, guardianUserId: string): Promise<string[]> {
  const rows = await db.select({ id: guardianLinks.studentId }).from(guardianLinks).where(eq(guardianLinks.guardianUserId, guardianUserId));
  return rows.map((r) => r.id);
}

/** The classes a teacher staffs, in any staff role. */
export async function classIdsOfTeacher(db: Reader, teacherUserId: string): Promise<string[]> {
  const rows = await db.select({ id: classStaff.classId }).from(classStaff).where(eq(classStaff.userId, teacherUserId));
  return rows.map((r) => r.id);
}

/** The classes children are enrolled in now. */
export async function openClassIdsOfStudents(db: Reader, studentIds: readonly string[]): Promise<string[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: enrolments.classId })
    .from(enrolments)
    .where(and(inArray(enrolments.studentId, [...studentIds]), isNull(enrolments.endedAt)));
  return rows.map((r) => r.id);
}

/**
 * The children whose records the viewer may read: "all" for staff, otherwise a list (possibly empty).
 * Teachers get the children enrolled now in a class they staff.
 */
export async function visibleStudentIds(db: Reader, viewer: Viewer): Promise<"all" | string[]> {
  if (isStaff(viewer)) return "all";
  if (viewer.role === "student") {
    const own = await studentIdOfUser(db, viewer.id);
    return own ? [own] : [];
  }
  if (isGuardian(viewer)) return childIdsOfGuardian(db, viewer.id);
  if (viewer.role === "teacher") {
    const rows = await db
      .selectDistinct({ id: enrolments.studentId })
      .from(enrolments)
      .innerJoin(classStaff, eq(classStaff.classId, enrolments.classId))
      .where(and(eq(classStaff.userId, viewer.id), isNull(enrolments.endedAt)));
    return rows.map((r) => r.id);
  }
  return [];
}

/**
 * The classes the viewer may see: "all" for staff; a teacher's own classes; a student's and a
 * guardian's children's classes they are enrolled in now.
 */
export async function visibleClassIds(db: Reader, viewer: Viewer): Promise<"all" | string[]> {
  if (isStaff(viewer)) return "all";
  if (viewer.role === "teacher") return classIdsOfTeacher(db, viewer.id);
  if (viewer.role === "student") {
    const own = await studentIdOfUser(db, viewer.id);
    return own ? openClassIdsOfStudents(db, [own]) : [];
  }
  if (isGuardian(viewer)) return openClassIdsOfStudents(db, await childIdsOfGuardian(db, viewer.id));
  return [];
}

/** Whether the viewer may see the class at all (its name, times and teachers). */
export async function canSeeClass(db: Reader, viewer: Viewer, classId: string): Promise<boolean> {
  const visible = await visibleClassIds(db, viewer);
  return visible === "all" || visible.includes(classId);
}

/** Whether the viewer teaches the class (or is staff): may read its roster with accommodations and guardians' contacts. */
export async function canTeachClass(db: Reader, viewer: Viewer, classId: string): Promise<boolean> {
  if (isStaff(viewer)) return true;
  if (viewer.role !== "teacher") return false;
  const [row] = await db
    .select({ classId: classStaff.classId })
    .from(classStaff)
    .where(and(eq(classStaff.classId, classId), eq(classStaff.userId, viewer.id)));
  return Boolean(row);
}

/** How the viewer stands to the child, or null when they may not see the child's record. */
export async function relationToStudent(db: Reader, viewer: Viewer, studentId: string): Promise<ChildRelation | null> {
  if (isStaff(viewer)) return "staff";
  if (viewer.role === "student") return (await studentIdOfUser(db, viewer.id)) === studentId ? "self" : null;
  if (isGuardian(viewer)) {
    const [row] = await db
      .select({ id: guardianLinks.studentId })
      .from(guardianLinks)
      .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianUserId, viewer.id)));
    return row ? "guardian" : null;
  }
  if (viewer.role === "teacher") {
    const [row] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .innerJoin(classStaff, eq(classStaff.classId, enrolments.classId))
      .where(and(eq(enrolments.studentId, studentId), isNull(enrolments.endedAt), eq(classStaff.userId, viewer.id)))
      .limit(1);
    return row ? "teacher" : null;
  }
  return null;
}

/** Accommodations and guardians' contacts: staff, the child's teachers and the child's own guardians. */
export function mayReadAccommodations(relation: ChildRelation): boolean {
  return relation === "staff" || relation === "teacher" || relation === "guardian";
}

/** The class, or a 404 that reads like a missing one. */
export async function requireVisibleClass(db: Reader, viewer: Viewer, classId: string): Promise<void> {
  if (!(await canSeeClass(db, viewer, classId))) throw new HttpError(404, CLASS_NOT_FOUND);
}

/** The class the viewer teaches, or a 404 that reads like a missing one. */
export async function requireTaughtClass(db: Reader, viewer: Viewer, classId: string): Promise<void> {
  if (!(await canTeachClass(db, viewer, classId))) throw new HttpError(404, CLASS_NOT_FOUND);
}

/** How the viewer stands to the child, or a 404 that reads like a missing one. */
export async function requireStudentRelation(db: Reader, viewer: Viewer, studentId: string): Promise<ChildRelation> {
  const relation = await relationToStudent(db, viewer, studentId);
  if (!relation) throw new HttpError(404, STUDENT_NOT_FOUND);
  return relation;
}
