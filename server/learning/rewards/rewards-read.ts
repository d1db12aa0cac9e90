/**
 * A child's rewards as the child and their family see them (issue 16, H7): their stars per skill
 * and in all, the badges they hold (big pictures, names, a child's words), the next ones with
 * progress in words, and their last few awards. Only this child: nothing about classmates, no rank.
 */
import { and, desc, eq, isNull } from "drizzle-orm";
import { NEXT_BADGES_SHOWN, badgeOfCode, nextBadges, totalPoints } from "#common/learning/badges";

import type { BadgeView, ChildRewards } from "#common/schemas/learning/rewards";
import type { Db } from "../../db/client";
import { badgeAwards, pointAwards, skills, students } from "../../db/schema";
import { rewardFacts } from "./badges";
import { knownAs } from "#common/learning/child-name";
import type { Language } from "#common/i18n/languages";

const RECENT = 5;

const view = (b: BadgeView): BadgeView => ({ code: b.code, kind: b.kind, name: b.name, picture: b.picture, childWords: b.childWords, rule: b.rule });

/** The child's rewards, every badge's words in `language`: the reader's (the child or a guardian). */
export async function childRewards(db: Pick<Db, "select">, studentId: string, now: Date, language: Language): Promise<ChildRewards> {
  const [child] = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName })
    .from(students)
    .where(eq(students.id, studentId));
  const facts = (await rewardFacts(db, [studentId], now)).get(studentId)!;
  const [offered, held, recent] = await Promise.all([
    db.select().from(skills).where(isNull(skills.archivedAt)).orderBy(skills.sortOrder, skills.name),
    db.select().from(badgeAwards).where(eq(badgeAwards.studentId, studentId)).orderBy(desc(badgeAwards.earnedAt), badgeAwards.badgeCode),
    db
      .select({ skillName: skills.name, skillIcon: skills.icon, points: pointAwards.points, note: pointAwards.note, createdAt: pointAwards.createdAt })
      .from(pointAwards)
      .innerJoin(skills, eq(skills.id, pointAwards.skillId))
      .where(and(eq(pointAwards.studentId, studentId)))
      .orderBy(desc(pointAwards.createdAt))
      .limit(RECENT),
  ]);
  // Every skill on offer (with 0 stars), and an archived one the child still has stars in.
  const skillList = [
    ...offered.map((s) => ({ skillId: s.id, name: s.name, icon: s.icon, points: facts.skills.find((p) => p.skillId === s.id)?.points ?? 0 })),
    ...facts.skills.filter((p) => p.archived).map((p) => ({ skillId: p.skillId, name: p.name, icon: p.icon, points: p.points })),
  ];
  const heldCodes = new Set(held.map((h) => h.badgeCode));
  const badges = held.flatMap((h) => {
    const badge = badgeOfCode(h.badgeCode, facts.skills.length > 0 ? facts.skills : skillList, language);
    return badge ? [{ ...view(badge), earnedAt: h.earnedAt.toISOString() }] : [];
  });
  return {
    student: child ? { id: child.id, name: knownAs(child) } : null,
    total: totalPoints(facts.skills),
    skills: skillList,
    badges,
    next: nextBadges(facts, heldCodes, now, NEXT_BADGES_SHOWN, language).map((b) => ({
      ...view(b),
      current: b.current,
      target: b.target,
      progressWords: b.progressWords,
    })),
    recent: recent.map((r) => ({ skillName: r.skillName, skillIcon: r.skillIcon, points: r.points, note: r.note, awardedAt: r.createdAt.toISOString() })),
  };
}
