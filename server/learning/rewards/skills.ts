/**
 * The school's list of skills (issue 16, H7: "a school-set list"): staff list, add, rename, change
 * the picture and archive (never delete: awards keep their skill). Every change is audited in its
 * transaction.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Skill, SkillCreate, SkillPatch } from "#common/schemas/learning/rewards";
import { recordAudit } from "../../audit";
import type { Db } from "../../db/client";
import { skills } from "../../db/schema";
import { SKILL_NOT_FOUND } from "./points";
import { conflict, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

export const SKILL_NAME_TAKEN = "A skill with that name is already on the list.";

const toSkill = (s: typeof skills.$inferSelect): Skill => ({ id: s.id, name: s.name, icon: s.icon, archived: s.archivedAt !== null });

export async function listSkills(db: Pick<Db, "select">): Promise<Skill[]> {
  const rows = await db.select().from(skills).orderBy(asc(skills.sortOrder), asc(skills.name));
  return rows.map(toSkill);
}

async function nameTaken(db: Pick<Db, "select">, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(sql`lower(${skills.name}) = lower(${name})`);
  return rows.some((r) => r.id !== exceptId);
}

const taken = () => conflict(SKILL_NAME_TAKEN, [{ field: "name", message: SKILL_NAME_TAKEN }]);

export async function createSkill(action: StaffAction, input: SkillCreate): Promise<Skill> {
  const { db, actor } = action;
  return db.transaction(async (tx) => {
    if (await nameTaken(tx, input.name)) throw taken();
    const [{ max }] = (await tx.select({ max: sql<number>`coalesce(max(${skills.sortOrder}), -1)` }).from(skills)) as [{ max: number }];
    const [row] = await tx
      .insert(skills)
      .values({ name: input.name, icon: input.icon, sortOrder: Number(max) + 1 })
      .returning();
    await recordAudit(tx, actor, { action: "skill.created", targetId: row!.id, summary: `Added the skill ${row!.name}.`, detail: { icon: row!.icon } });
    return toSkill(row!);
  });
}

export async function patchSkill(action: StaffAction, id: string, input: SkillPatch): Promise<Skill> {
  const { db, actor, now } = action;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(skills).where(eq(skills.id, id));
    if (!before) throw notFound(SKILL_NOT_FOUND);
    if (input.name !== undefined && (await nameTaken(tx, input.name, id))) throw taken();
    const archivedAt = input.archived === undefined ? before.archivedAt : input.archived ? (before.archivedAt ?? now) : null;
    const [row] = await tx
      .update(skills)
      .set({ name: input.name ?? before.name, icon: input.icon ?? before.icon, archivedAt })
      .where(eq(skills.id, id))
      .returning();
    const changes: string[] = [];
    if (row!.name !== before.name) changes.push(`renamed from ${before.name}`);
    if (row!.icon !== before.icon) changes.push(`picture ${row!.icon}`);
    if ((row!.archivedAt === null) !== (before.archivedAt === null)) changes.push(row!.archivedAt ? "archived" : "back on the list");
    await recordAudit(tx, actor, {
      action: "skill.updated",
      targetId: id,
      summary: `Changed the skill ${row!.name}${changes.length ? `: ${changes.join(", ")}` : ""}.`,
      detail: {
        before: { name: before.name, icon: before.icon, archived: before.archivedAt !== null },
        after: { name: row!.name, icon: row!.icon, archived: row!.archivedAt !== null },
      },
    });
    return toSkill(row!);
  });
}
