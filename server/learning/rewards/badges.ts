/**
 * Badge evaluation (issue 16, H7): reads each child's facts (points per skill, work handed in from
 * THE read of work, voice answers, approved portfolio items), applies the rules of
 * common/learning/badges.ts and stores the badges newly earned, once each (badge_awards' key, insert
 * on conflict do nothing), with a `badge_earned` notification to the child and their guardians, its
 * words described (common/learning/badges.ts, `words`) so each recipient reads them in their language.
 *
 * Call `evaluateBadges(db, studentIds, now)` after anything that may earn a badge: points given (here),
 * work submitted and work returned (the work screen and the gradebook), a portfolio item approved.
 * It never takes a badge away (except `withdrawBadgesAfterUndo`, for a teacher's own correction).
 *
 * Only a badge earned by what happened just now (`now`: the hand-in, the award, the approval) is
 * announced (issue 34). A badge the child's facts already earned before it (a backlog of work from
 * before badges were evaluated for them, a habit completed by time passing) is stored quietly
 * (`badge_awards.quiet`): no notification, so no mail, no unread count, and left out of the family's
 * recent work: held like any other badge, never shown as new.
 */
import { and, eq, gte, inArray, isNotNull, sql, type AnyColumn } from "drizzle-orm";
import { createHash } from "node:crypto";
import { badgeOfCode, earnedBadges, type RewardFacts, type SkillPoints, type WorkFact } from "#common/learning/badges";

import type { Db } from "../../db/client";
import type { NotificationKind } from "#common/notifications/kinds";
import { notify } from "../../notifications/notify";
import { badgeAwards, gameRounds, guardianLinks, notifications, pointAwards, portfolioItems, skills, students, workFiles, work } from "../../db/schema";
import { readWork, type WorkItem } from "../work/work-read";
import { readTogether } from "../../db/read-together";
import { knownAs } from "#common/learning/child-name";

type Executor = Pick<Db, "select" | "insert" | "delete" | "selectDistinct" | "execute" | "update">;

export const BADGE_NOTIFICATION_KIND: NotificationKind = "badge_earned";

/** The notification's subject for a child's badge: the same uuid every time, so it is raised once per person. */
export function badgeSubjectId(studentId: string, code: string): string {
  const h = createHash("sha256").update(`badge:${studentId}:${code}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Each child's stars per skill (every skill with points, archived ones flagged). */
export async function pointsBySkill(db: Pick<Db, "select">, studentIds: readonly string[]): Promise<Map<string, SkillPoints[]>> {
  const result = new Map<string, SkillPoints[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return result;
  const rows = await db
    .select({
      studentId: pointAwards.studentId,
      skillId: skills.id,
      name: skills.name,
      icon: skills.icon,
      archivedAt: skills.archivedAt,
      sortOrder: skills.sortOrder,
      points: sql<number>`cast(sum(${pointAwards.points}) as integer)`,
    })
    .from(pointAwards)
    .innerJoin(skills, eq(skills.id, pointAwards.skillId))
    .where(inArray(pointAwards.studentId, [...studentIds]))
    .groupBy(pointAwards.studentId, skills.id)
    .orderBy(skills.sortOrder, skills.name);
  for (const r of rows)
    result.get(r.studentId)?.push({ skillId: r.skillId, name: r.name, icon: r.icon, points: Number(r.points), archived: r.archivedAt !== null });
  return result;
}

/** The facts the badge rules read, per child. */
export async function rewardFacts(db: Pick<Db, "select">, studentIds: readonly string[], now: Date): Promise<Map<string, RewardFacts>> {
  return new Map([...(await rewardFactsThenAndNow(db, studentIds, now))].map(([id, f]) => [id, f.now]));
}

/** Rows counted in all (`n`), and those whose `at` column is before `before`. */
const countedBefore = (at: AnyColumn, before: Date) => ({
  n: sql<number>`cast(count(*) as integer)`,
  before: sql<number>`cast(count(*) filter (where ${at} < ${before.toISOString()}::timestamptz) as integer)`,
});

/**
 * Each child's facts now, and as they stood just before `now`: what happened at `now` itself (the
 * points given, the work handed in or returned, the item approved by the call's own write) left out.
 */
async function rewardFactsThenAndNow(
  db: Pick<Db, "select">,
  studentIds: readonly string[],
  now: Date,
): Promise<Map<string, { now: RewardFacts; before: RewardFacts }>> {
  const ids = [...new Set(studentIds)];
  const facts = new Map<string, { now: RewardFacts; before: RewardFacts }>();
  if (ids.length === 0) return facts;
  const [points, pointsJustGiven, items, voice, portfolio, games] = await readTogether(db, [
    () => pointsBySkill(db, ids),
    () =>
      db
        .select({ studentId: pointAwards.studentId, skillId: pointAwards.skillId, points: sql<number>`cast(sum(${pointAwards.points}) as integer)` })
        .from(pointAwards)
        .where(and(inArray(pointAwards.studentId, ids), gte(pointAwards.createdAt, now)))
        .groupBy(pointAwards.studentId, pointAwards.skillId),
    () => readWork(db, { studentIds: ids, publishedOnly: true, now }),
    () =>
      db
        .select({ studentId: work.studentId, ...countedBefore(work.submittedAt, now) })
        .from(workFiles)
        .innerJoin(work, eq(work.id, workFiles.workId))
        .where(and(inArray(work.studentId, ids), eq(workFiles.kind, "voice"), inArray(work.status, ["submitted", "returned"])))
        .groupBy(work.studentId),
    () =>
      db
        .select({ studentId: portfolioItems.studentId, ...countedBefore(portfolioItems.decidedAt, now) })
        .from(portfolioItems)
        .where(and(inArray(portfolioItems.studentId, ids), eq(portfolioItems.status, "approved")))
        .groupBy(portfolioItems.studentId),
    () =>
      db
        .select({ studentId: gameRounds.studentId, ...countedBefore(gameRounds.finishedAt, now) })
        .from(gameRounds)
        .where(and(inArray(gameRounds.studentId, ids), isNotNull(gameRounds.finishedAt)))
        .groupBy(gameRounds.studentId),
  ]);
  for (const id of ids) {
    const skillsNow = points.get(id) ?? [];
    const justGiven = pointsJustGiven.filter((p) => p.studentId === id);
    const skillsBefore = skillsNow.map((s) => ({
      ...s,
      points: s.points - justGiven.filter((p) => p.skillId === s.skillId).reduce((sum, p) => sum + Number(p.points), 0),
    }));
    facts.set(id, {
      now: { skills: skillsNow, work: [], voiceAnswers: 0, portfolioItems: 0, gameRounds: 0 },
      before: { skills: skillsBefore.filter((s) => s.points > 0), work: [], voiceAnswers: 0, portfolioItems: 0, gameRounds: 0 },
    });
  }
  for (const item of items) {
    const child = facts.get(item.studentId);
    if (!child) continue;
    child.now.work.push(workFact(item, null));
    child.before.work.push(workFact(item, now));
  }
  for (const v of voice) {
    facts.get(v.studentId)!.now.voiceAnswers = Number(v.n);
    facts.get(v.studentId)!.before.voiceAnswers = Number(v.before);
  }
  for (const g of games) {
    facts.get(g.studentId)!.now.gameRounds = Number(g.n);
    facts.get(g.studentId)!.before.gameRounds = Number(g.before);
  }
  for (const p of portfolio) {
    facts.get(p.studentId)!.now.portfolioItems = Number(p.n);
    facts.get(p.studentId)!.before.portfolioItems = Number(p.before);
  }
  return facts;
}

/** A piece of work as the badges read it; with `before`, as it stood then (a hand-in or return from `before` on not yet made). */
function workFact(item: WorkItem, before: Date | null): WorkFact {
  const s = item.work;
  const happened = (at: Date | null | undefined) => (at != null && (before === null || at < before) ? at : null);
  const handedIn = s && s.status !== "in_progress" ? happened(s.submittedAt) : null;
  // Work returned without a hand-in (marked from class) is neither on time nor missing: skipped like excused work.
  const excused = Boolean(item.adjustment?.excused) || (happened(s?.returnedAt) !== null && handedIn === null);
  return { dueAt: item.dueAt, handedInAt: handedIn, excused };
}

/** Who hears of a child's badge: the child's account and their guardians. */
async function recipients(db: Pick<Db, "select">, studentIds: string[]) {
  const [kids, guardians] = await readTogether(db, [
    () =>
      db
        .select({ studentId: students.id, userId: students.userId, firstName: students.firstName, preferredName: students.preferredName })
        .from(students)
        .where(inArray(students.id, studentIds)),
    () =>
      db
        .select({ studentId: guardianLinks.studentId, userId: guardianLinks.guardianUserId })
        .from(guardianLinks)
        .where(inArray(guardianLinks.studentId, studentIds)),
  ]);
  return { kids, guardians };
}

/**
 * Stores the badges each child's facts earn now and were not held, and notifies the child and their
 * guardians of each one earned by what happened at `now`; one the facts earned before is stored
 * quietly. Returns the announced codes per child. Safe to call again and concurrently: a badge is
 * stored and announced once.
 */
export async function evaluateBadges(db: Executor, studentIds: readonly string[], now: Date): Promise<Map<string, string[]>> {
  const ids = [...new Set(studentIds)];
  const created = new Map<string, string[]>();
  if (ids.length === 0) return created;
  const facts = await rewardFactsThenAndNow(db, ids, now);
  const rows = [...facts].flatMap(([studentId, f]) => {
    const earnedBefore = new Set(earnedBadges(f.before, now));
    return earnedBadges(f.now, now).map((badgeCode) => ({ studentId, badgeCode, earnedAt: now, quiet: earnedBefore.has(badgeCode) }));
  });
  if (rows.length === 0) return created;
  const inserted = await db
    .insert(badgeAwards)
    .values(rows)
    .onConflictDoNothing()
    .returning({ studentId: badgeAwards.studentId, badgeCode: badgeAwards.badgeCode, quiet: badgeAwards.quiet });
  const announced = inserted.filter((r) => !r.quiet);
  if (announced.length === 0) return created;
  for (const r of announced) created.set(r.studentId, [...(created.get(r.studentId) ?? []), r.badgeCode]);
  const { kids, guardians } = await recipients(db, [...created.keys()]);
  const notes = announced.flatMap((r) => {
    const badge = badgeOfCode(r.badgeCode, facts.get(r.studentId)?.now.skills ?? []);
    if (!badge) return [];
    const subjectId = badgeSubjectId(r.studentId, r.badgeCode);
    const forChild = kids
      .filter((k) => k.studentId === r.studentId)
      .map((k) => ({
        userId: k.userId,
        kind: BADGE_NOTIFICATION_KIND,
        studentId: r.studentId,
        title: { id: "notices.badge.child.title" as const, values: { badge: badge.words.name } },
        body: badge.words.childWords,
        link: "/student",
        subjectId,
      }));
    const kid = kids.find((k) => k.studentId === r.studentId);
    const name = kid ? knownAs(kid) : { id: "notices.badge.yourChild" as const };
    const forFamily = guardians
      .filter((g) => g.studentId === r.studentId)
      .map((g) => ({
        userId: g.userId,
        kind: BADGE_NOTIFICATION_KIND,
        studentId: r.studentId,
        title: { id: "notices.badge.family.title" as const, values: { name, badge: badge.words.name } },
        body: badge.words.rule,
        link: "/parent",
        subjectId,
      }));
    return [...forChild, ...forFamily];
  });
  await notify(db, notes, { now, repeat: "keep" });
  return created;
}

/**
 * After a teacher undoes their own award (a correction, never a minus to the family): the star
 * badges earned since that award that the child's points no longer reach are withdrawn with their
 * notifications, so nothing of the mistake is left for the family to see.
 */
export async function withdrawBadgesAfterUndo(db: Executor, studentId: string, since: Date, now: Date): Promise<void> {
  const facts = (await rewardFacts(db, [studentId], now)).get(studentId)!;
  const still = new Set(earnedBadges(facts, now));
  const recent = await db
    .select({ code: badgeAwards.badgeCode })
    .from(badgeAwards)
    .where(and(eq(badgeAwards.studentId, studentId), gte(badgeAwards.earnedAt, since)));
  const gone = recent.map((r) => r.code).filter((code) => (code.startsWith("stars-") || code.startsWith("skill-")) && !still.has(code));
  if (gone.length === 0) return;
  await db.delete(badgeAwards).where(and(eq(badgeAwards.studentId, studentId), inArray(badgeAwards.badgeCode, gone)));
  await db.delete(notifications).where(
    and(
      eq(notifications.kind, BADGE_NOTIFICATION_KIND),
      eq(notifications.studentId, studentId),
      inArray(
        notifications.subjectId,
        gone.map((code) => badgeSubjectId(studentId, code)),
      ),
    ),
  );
}
