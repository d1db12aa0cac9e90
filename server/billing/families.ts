/**
 * Families as billed (issue 36): children who share a guardian, directly or through a brother's or a
 * sister's guardian, are one family and one invoice. A family is made the first time its children are
 * billed: `ensureBillingFamilies` puts each enrolled child without a family into the family of a child
 * they are connected to, or into a new one named after them, on the term plan (staff may change the plan).
 * A child already in a family stays there: families are never merged or split here, so an invoice's
 * family is the one it was issued to.
 */
import { storedFamilyName } from "#common/billing/family-name";
import { and, asc, eq, exists, inArray, isNull } from "drizzle-orm";
import type { BillingFamily, FamilyPlanInput } from "#common/schemas/billing";
import { isUuid } from "#common/ids";
import type { StaffAction } from "../actor";
import { recordAudit } from "../audit";
import type { Db, Tx } from "../db/client";
import { billingFamilies, enrolments, guardianLinks, invoices, schoolYears, students } from "../db/schema";
import { conflict, notFound } from "../domain-errors";
import { FAMILY_NOT_FOUND, planLocked } from "./refusals";

type Executor = Db | Tx;

interface Child {
  id: string;
  lastName: string;
  billingFamilyId: string | null;
}

/** Children connected through shared guardians, as groups of ids (union-find over the links). */
export function connectedChildren(childIds: readonly string[], links: readonly { studentId: string; guardianUserId: string }[]): string[][] {
  const parent = new Map(childIds.map((id) => [id, id]));
  const root = (id: string): string => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at)!;
    parent.set(id, at);
    return at;
  };
  const firstChildOf = new Map<string, string>();
  for (const { studentId, guardianUserId } of links) {
    if (!parent.has(studentId)) continue;
    const first = firstChildOf.get(guardianUserId);
    if (first === undefined) firstChildOf.set(guardianUserId, studentId);
    else parent.set(root(studentId), root(first));
  }
  const groups = new Map<string, string[]>();
  for (const id of childIds) groups.set(root(id), [...(groups.get(root(id)) ?? []), id]);
  return [...groups.values()];
}

/** "Nakamura family": the last name most of the children share (the first in alphabetical order on a tie). */
export function familyName(children: readonly Pick<Child, "lastName">[]): string {
  const counts = new Map<string, number>();
  for (const { lastName } of children) counts.set(lastName, (counts.get(lastName) ?? 0) + 1);
  const [name] = [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]!;
  return storedFamilyName(name);
}

/**
 * Gives every enrolled child (an open enrolment, not withdrawn) a billing family; returns how many
 * families it made. Run inside the billing run's transaction, so a dry run leaves nothing behind.
 */
export async function ensureBillingFamilies(db: Executor): Promise<number> {
  const unassigned = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        isNull(students.billingFamilyId),
        isNull(students.withdrawnAt),
        exists(
          db
            .select({ one: enrolments.id })
            .from(enrolments)
            .where(and(eq(enrolments.studentId, students.id), isNull(enrolments.endedAt))),
        ),
      ),
    );
  if (unassigned.length === 0) return 0;

  // The guardians of those children, then every child of those guardians (brothers and sisters billed before).
  const ownLinks = await db
    .select({ guardianUserId: guardianLinks.guardianUserId })
    .from(guardianLinks)
    .where(
      inArray(
        guardianLinks.studentId,
        unassigned.map((c) => c.id),
      ),
    );
  const guardianIds = [...new Set(ownLinks.map((l) => l.guardianUserId))];
  const links = guardianIds.length
    ? await db
        .select({ studentId: guardianLinks.studentId, guardianUserId: guardianLinks.guardianUserId })
        .from(guardianLinks)
        .where(inArray(guardianLinks.guardianUserId, guardianIds))
        .orderBy(asc(guardianLinks.guardianUserId), asc(guardianLinks.studentId))
    : [];
  const childIds = [...new Set([...unassigned.map((c) => c.id), ...links.map((l) => l.studentId)])];
  const children = new Map<string, Child>(
    (
      await db
        .select({ id: students.id, lastName: students.lastName, billingFamilyId: students.billingFamilyId })
        .from(students)
        .where(inArray(students.id, childIds))
        .orderBy(asc(students.id))
    ).map((c) => [c.id, c]),
  );
  const toPlace = new Set(unassigned.map((c) => c.id));

  let made = 0;
  for (const group of connectedChildren([...children.keys()], links)) {
    const newcomers = group.filter((id) => toPlace.has(id));
    if (newcomers.length === 0) continue;
    const members = group.map((id) => children.get(id)!);
    let familyId = members.find((c) => c.billingFamilyId)?.billingFamilyId ?? null;
    if (!familyId) {
      const [family] = await db
        .insert(billingFamilies)
        .values({ name: familyName(members) })
        .returning({ id: billingFamilies.id });
      familyId = family!.id;
      made += 1;
    }
    await db.update(students).set({ billingFamilyId: familyId }).where(inArray(students.id, newcomers));
  }
  return made;
}

/**
 * Of `familyIds`, those with an invoice of the current school year, each with that year's name: their plan
 * can no longer change (`setFamilyPlan`).
 */
export async function currentYearInvoiced(db: Executor, familyIds: readonly string[]): Promise<Map<string, string>> {
  if (familyIds.length === 0) return new Map();
  const rows = await db
    .selectDistinct({ familyId: invoices.billingFamilyId, year: schoolYears.name })
    .from(invoices)
    .innerJoin(schoolYears, eq(schoolYears.id, invoices.schoolYearId))
    .where(and(inArray(invoices.billingFamilyId, [...familyIds]), eq(schoolYears.isCurrent, true)));
  return new Map(rows.map((row) => [row.familyId, row.year]));
}

/**
 * Changes a family's plan. Only before the family's first invoice of the current school year: a year
 * billed by term and then in full (or the other way) would bill the same terms twice.
 */
export async function setFamilyPlan({ db, actor, now }: StaffAction, familyId: string, input: FamilyPlanInput): Promise<BillingFamily> {
  if (!isUuid(familyId)) throw notFound(FAMILY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [family] = await tx.select().from(billingFamilies).where(eq(billingFamilies.id, familyId)).for("update");
    if (!family) throw notFound(FAMILY_NOT_FOUND);
    if (family.plan !== input.plan) {
      const billedYear = (await currentYearInvoiced(tx, [familyId])).get(familyId);
      if (billedYear) throw conflict(planLocked(family.name, billedYear));
      await tx.update(billingFamilies).set({ plan: input.plan, updatedAt: now }).where(eq(billingFamilies.id, familyId));
      await recordAudit(tx, actor, {
        action: "billing.family_plan_changed",
        targetId: family.id,
        summary: `Changed the ${family.name}'s plan from ${family.plan} to ${input.plan}.`,
        detail: { from: family.plan, to: input.plan },
      });
    }
    return { id: family.id, name: family.name, plan: input.plan };
  });
}
