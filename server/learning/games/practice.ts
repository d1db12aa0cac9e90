/**
 * The adults' side of the learning games (issue 34): a teacher's view of a class's practice per child
 * and standard, the games they assign to the class or a child, and a guardian's daily limit.
 * Practice is evidence beside a standard, never a mark. Callers ask server/learning/access.ts first.
 */
import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { GAME_KINDS, GAME_KIND_INFO, isGameKind } from "#common/learning/games";
import { childFullName } from "#common/learning/child-name";
import type { AssignGameInput, ClassPractice, PracticeAssignment } from "#common/schemas/learning/games";
import type { Db } from "../../db/client";
import { classes, enrolments, gameAnswers, gameAssignments, gameLimits, gameRounds, standards, students, subjects, users } from "../../db/schema";
import { notFound } from "../../domain-errors";
import { canTeachClass, type Viewer } from "../access";
import { GAME_NOT_FOUND, secondsPlayedSince } from "./games-read";

type Reader = Pick<Db, "select">;

const WEEK_MS = 7 * 86_400_000;
/** The subjects the games practise: a class of one of them shows only its subject's standards. */
const GAME_SUBJECTS: ReadonlySet<string> = new Set(GAME_KINDS.map((k) => GAME_KIND_INFO[k].subject));

/** A class's practice: its children's rounds and time this week, per child and standard what they practised, and its assigned games. */
export async function classPractice(db: Reader, classId: string, now: Date): Promise<ClassPractice> {
  const children = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName, grade: students.grade })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    .orderBy(students.lastName, students.firstName);
  const ids = children.map((c) => c.id);
  const none = ids.length === 0;
  const [rounds, week, cells, assignments] = await Promise.all([
    none
      ? []
      : db
          .select({
            studentId: gameRounds.studentId,
            rounds: sql<number>`count(*)::int`,
            lastPlayedAt: sql<Date>`max(${gameRounds.finishedAt})`.mapWith(gameRounds.finishedAt),
          })
          .from(gameRounds)
          .where(and(inArray(gameRounds.studentId, ids), isNotNull(gameRounds.finishedAt)))
          .groupBy(gameRounds.studentId),
    secondsPlayedSince(db, ids, new Date(now.getTime() - WEEK_MS)),
    none
      ? []
      : db
          .select({
            studentId: gameAnswers.studentId,
            standardCode: gameAnswers.standardCode,
            items: sql<number>`count(*)::int`,
            rightFirstTime: sql<number>`count(*) filter (where ${gameAnswers.rightFirstTime})::int`,
            lastAt: sql<Date>`max(${gameAnswers.answeredAt})`.mapWith(gameAnswers.answeredAt),
          })
          .from(gameAnswers)
          .where(inArray(gameAnswers.studentId, ids))
          .groupBy(gameAnswers.studentId, gameAnswers.standardCode),
    classAssignments(db, classId, ids),
  ]);
  const roundsOf = new Map(rounds.map((r) => [r.studentId, r]));
  const codes = [...new Set(cells.map((c) => c.standardCode))];
  const [subject] = await db
    .select({ code: subjects.code })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .where(eq(classes.id, classId));
  const all =
    codes.length === 0
      ? []
      : await db
          .select({
            code: standards.code,
            description: standards.description,
            grade: standards.grade,
            sortOrder: standards.sortOrder,
            subjectCode: standards.subjectCode,
          })
          .from(standards)
          .where(inArray(standards.code, codes));
  // A mathematics or ELA class shows its own subject's practice; a homeroom shows all of it.
  const described = GAME_SUBJECTS.has(subject?.code ?? "") ? all.filter((s) => s.subjectCode === subject!.code) : all;
  const shown = new Set(described.map((s) => s.code));
  const gradeOrder = (g: string) => (g === "K" ? 0 : Number(g));
  described.sort((a, b) => gradeOrder(a.grade) - gradeOrder(b.grade) || a.sortOrder - b.sortOrder);
  return {
    classId,
    children: children.map((c) => ({
      id: c.id,
      name: childFullName(c),
      grade: c.grade,
      rounds: roundsOf.get(c.id)?.rounds ?? 0,
      minutesThisWeek: Math.floor((week.get(c.id) ?? 0) / 60),
      lastPlayedAt: roundsOf.get(c.id)?.lastPlayedAt?.toISOString() ?? null,
    })),
    standards: described.map((s) => ({
      code: s.code,
      description: s.description,
      kinds: GAME_KINDS.filter((k) => GAME_KIND_INFO[k].standards.includes(s.code)),
    })),
    cells: cells
      .filter((c) => shown.has(c.standardCode))
      .map((c) => ({
        studentId: c.studentId,
        standardCode: c.standardCode,
        items: c.items,
        rightFirstTime: c.rightFirstTime,
        lastAt: c.lastAt.toISOString(),
      })),
    assignments,
  };
}

async function classAssignments(db: Reader, classId: string, childIds: readonly string[]): Promise<PracticeAssignment[]> {
  const rows = await db
    .select({
      id: gameAssignments.id,
      kind: gameAssignments.kind,
      studentId: gameAssignments.studentId,
      note: gameAssignments.note,
      createdAt: gameAssignments.createdAt,
      fullName: users.fullName,
      username: users.username,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
    })
    .from(gameAssignments)
    .leftJoin(users, eq(users.id, gameAssignments.assignedBy))
    .leftJoin(students, eq(students.id, gameAssignments.studentId))
    .where(eq(gameAssignments.classId, classId))
    .orderBy(desc(gameAssignments.createdAt));
  if (rows.length === 0) return [];
  // Who finished a round of each assigned game since it was assigned (children of the class now).
  const played =
    childIds.length === 0
      ? []
      : await db
          .select({ assignmentId: gameAssignments.id, studentId: gameRounds.studentId })
          .from(gameAssignments)
          .innerJoin(
            gameRounds,
            and(eq(gameRounds.kind, gameAssignments.kind), gte(gameRounds.finishedAt, gameAssignments.createdAt), inArray(gameRounds.studentId, [...childIds])),
          )
          .where(eq(gameAssignments.classId, classId))
          .groupBy(gameAssignments.id, gameRounds.studentId);
  return rows.flatMap((r) => {
    if (!isGameKind(r.kind)) return [];
    const forOne = r.studentId !== null;
    const playedBy = played.filter((p) => p.assignmentId === r.id && (!forOne || p.studentId === r.studentId)).length;
    return [
      {
        id: r.id,
        kind: r.kind,
        studentId: r.studentId,
        studentName: forOne && r.firstName ? childFullName({ firstName: r.firstName, lastName: r.lastName ?? "", preferredName: r.preferredName }) : null,
        note: r.note,
        teacherName: r.fullName?.trim() || r.username || "",
        assignedAt: r.createdAt.toISOString(),
        playedBy,
        assignedTo: forOne ? 1 : childIds.length,
      },
    ];
  });
}

/** Assigns a game to a class (or one child of it): the caller checked the class and the child. */
export async function assignGame(db: Pick<Db, "insert">, teacherUserId: string, input: AssignGameInput, now: Date): Promise<{ id: string }> {
  const [row] = await db
    .insert(gameAssignments)
    .values({ classId: input.classId, studentId: input.studentId, kind: input.kind, note: input.note ?? null, assignedBy: teacherUserId, createdAt: now })
    .returning({ id: gameAssignments.id });
  return row!;
}

/** Takes back an assigned game of a class the viewer teaches (staff: any); else a 404 that reads like a missing one. */
export async function unassignGame(db: Db, viewer: Viewer, assignmentId: string): Promise<void> {
  const [row] = await db.select({ classId: gameAssignments.classId }).from(gameAssignments).where(eq(gameAssignments.id, assignmentId));
  if (!row || !(await canTeachClass(db, viewer, row.classId))) throw notFound(GAME_NOT_FOUND);
  await db.delete(gameAssignments).where(eq(gameAssignments.id, assignmentId));
}

/** Sets (or, with null, lifts) the child's daily limit of games. */
export async function setGameLimit(db: Db, guardianUserId: string, studentId: string, minutesPerDay: number | null, now: Date): Promise<void> {
  if (minutesPerDay === null) {
    await db.delete(gameLimits).where(eq(gameLimits.studentId, studentId));
    return;
  }
  await db
    .insert(gameLimits)
    .values({ studentId, minutesPerDay, setBy: guardianUserId, updatedAt: now })
    .onConflictDoUpdate({ target: gameLimits.studentId, set: { minutesPerDay, setBy: guardianUserId, updatedAt: now } });
}
