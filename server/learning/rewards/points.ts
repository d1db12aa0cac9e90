/**
 * Points (issue 16, H7): a teacher gives 1-5 points for a skill to children of a class they teach
 * (the route asked server/learning/access.ts), the class's recent awards, and the author's undo
 * within 10 minutes. Points are never taken away: an undo is a correction, deleting the row and any
 * star badge it alone earned, so families see no minus and no trace.
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { UNDO_WINDOW_MS } from "#common/learning/badges";

import type { AwardPoints, AwardResult, ClassPoints, PointAward, Skill } from "#common/schemas/learning/rewards";
import type { Db } from "../../db/client";
import { classes, enrolments, pointAwards, skills, students, users } from "../../db/schema";
import { CLASS_NOT_FOUND } from "../access";
import { evaluateBadges, withdrawBadgesAfterUndo } from "./badges";
import { childFullName } from "#common/learning/child-name";
import { conflict, invalid, notFound } from "../../domain-errors";

export const SKILL_NOT_FOUND = "We could not find that skill.";
export const SKILL_ARCHIVED = "That skill is no longer on the school's list. Please choose another.";
export const UNDO_TOO_LATE = "Points can be undone for 10 minutes after they are given.";
/** How many of a class's awards the teacher's list shows. */
export const RECENT_AWARDS = 50;

export async function activeSkills(db: Pick<Db, "select">): Promise<Skill[]> {
  const rows = await db.select().from(skills).where(isNull(skills.archivedAt)).orderBy(asc(skills.sortOrder), asc(skills.name));
  return rows.map((s) => ({ id: s.id, name: s.name, icon: s.icon, archived: false }));
}

function undoUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + UNDO_WINDOW_MS);
}

async function awardRows(db: Pick<Db, "select">, where: ReturnType<typeof and>, viewerId: string, now: Date, limit = RECENT_AWARDS): Promise<PointAward[]> {
  const rows = await db
    .select({
      id: pointAwards.id,
      studentId: pointAwards.studentId,
      firstName: students.firstName,
      preferredName: students.preferredName,
      lastName: students.lastName,
      skillId: skills.id,
      skillName: skills.name,
      skillIcon: skills.icon,
      points: pointAwards.points,
      note: pointAwards.note,
      createdAt: pointAwards.createdAt,
      awardedById: pointAwards.awardedBy,
      awardedBy: users.fullName,
    })
    .from(pointAwards)
    .innerJoin(students, eq(students.id, pointAwards.studentId))
    .innerJoin(skills, eq(skills.id, pointAwards.skillId))
    .leftJoin(users, eq(users.id, pointAwards.awardedBy))
    .where(where)
    .orderBy(desc(pointAwards.createdAt), asc(students.lastName))
    .limit(limit);
  return rows.map((r) => {
    const until = undoUntil(r.createdAt);
    const canUndo = r.awardedById === viewerId && until.getTime() > now.getTime();
    return {
      id: r.id,
      studentId: r.studentId,
      childName: childFullName(r),
      skillId: r.skillId,
      skillName: r.skillName,
      skillIcon: r.skillIcon,
      points: r.points,
      note: r.note,
      awardedAt: r.createdAt.toISOString(),
      awardedBy: r.awardedBy,
      canUndo,
      undoUntil: canUndo ? until.toISOString() : null,
    };
  });
}

/** The class's children (enrolled now), the skills on offer and the recent awards in the class. */
export async function classPoints(db: Pick<Db, "select">, classId: string, viewerId: string, now: Date): Promise<ClassPoints> {
  const [cls] = await db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.id, classId));
  // Staff pass the access check for any id: a class that does not exist is the same 404.
  if (!cls) throw notFound(CLASS_NOT_FOUND);
  const kids = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName, lastName: students.lastName })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    .orderBy(asc(students.lastName), asc(students.firstName));
  return {
    class: { id: cls!.id, name: cls!.name },
    children: kids.map((k) => ({ id: k.id, name: childFullName(k) })),
    skills: await activeSkills(db),
    awards: await awardRows(db, and(eq(pointAwards.classId, classId)), viewerId, now),
  };
}

/** Gives the points (one row per child) and evaluates badges, in one transaction. */
export async function awardPoints(db: Db, viewerId: string, input: AwardPoints, now: Date): Promise<AwardResult> {
  const [skill] = await db.select().from(skills).where(eq(skills.id, input.skillId));
  if (!skill) throw notFound(SKILL_NOT_FOUND);
  if (skill.archivedAt) throw invalid(SKILL_ARCHIVED, [{ field: "skillId", message: SKILL_ARCHIVED }]);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pointAwards)
      .values(
        input.studentIds.map((studentId) => ({
          studentId,
          skillId: skill.id,
          classId: input.classId,
          points: input.points,
          note: input.note ?? null,
          awardedBy: viewerId,
          createdAt: now,
        })),
      )
      .returning({ id: pointAwards.id });
    const badges = await evaluateBadges(tx, input.studentIds, now);
    const awards = await awardRows(
      tx,
      and(
        inArray(
          pointAwards.id,
          inserted.map((r) => r.id),
        ),
      ),
      viewerId,
      now,
      inserted.length,
    );
    return { awards, newBadges: [...badges].map(([studentId, codes]) => ({ studentId, codes })) };
  });
}

/** The author's undo within 10 minutes (the route checked authorship through the access module). */
export async function undoAward(db: Db, award: typeof pointAwards.$inferSelect, now: Date): Promise<void> {
  if (undoUntil(award.createdAt).getTime() <= now.getTime()) throw conflict(UNDO_TOO_LATE);
  await db.transaction(async (tx) => {
    await tx.delete(pointAwards).where(eq(pointAwards.id, award.id));
    await withdrawBadgesAfterUndo(tx, award.studentId, award.createdAt, now);
  });
}
