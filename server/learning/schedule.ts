/**
 * The one read of dated class sessions, shared by the homes (today's classes), the family's child's
 * day and the calendar and its feed. Callers decide *which* classes with server/learning/access.ts;
 * this module only reads what those classes have between two instants.
 */
import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { classSessions, classStaff, classes, subjects, users } from "../db/schema";

type Reader = Pick<Db, "select">;

export interface SessionRow {
  id: string;
  classId: string;
  className: string;
  subjectCode: string;
  subjectName: string;
  grade: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
}

/** Sessions of `classIds` starting in [from, to), in start order; archived classes are left out. */
export async function sessionsForClasses(db: Reader, classIds: readonly string[], from: Date, to: Date): Promise<SessionRow[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      className: classes.name,
      subjectCode: subjects.code,
      subjectName: subjects.name,
      grade: classes.grade,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      status: classSessions.status,
      archivedAt: classes.archivedAt,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(and(inArray(classSessions.classId, [...classIds]), gte(classSessions.startsAt, from), lt(classSessions.startsAt, to)))
    .orderBy(asc(classSessions.startsAt), asc(classes.name));
  return rows.filter((r) => r.archivedAt === null).map(({ archivedAt: _archived, ...row }) => row);
}

export interface ClassTeacher {
  classId: string;
  userId: string;
  fullName: string;
  role: string;
}

/**
 * The staff of classes by the name they go by (never a username or an address: families and
 * children see these).
 */
export async function teachersOfClasses(db: Reader, classIds: readonly string[]): Promise<ClassTeacher[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ classId: classStaff.classId, userId: classStaff.userId, fullName: users.fullName, username: users.username, role: classStaff.role })
    .from(classStaff)
    .innerJoin(users, eq(users.id, classStaff.userId))
    .where(inArray(classStaff.classId, [...classIds]));
  return rows.map((r) => ({ classId: r.classId, userId: r.userId, fullName: r.fullName ?? "Teacher", role: r.role }));
}
