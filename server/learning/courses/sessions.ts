/**
 * A class's dated sessions, (re)generated from its weekly timetable for every term of its year with
 * common/learning/timetable.ts (holidays and closures skipped). Sessions at a start that still
 * matches are kept, ids and all (attendance will hang off them); future scheduled ones that no longer
 * match are removed; nothing is created in the past (rules.ts, planSessions).
 */
import { and, asc, eq, exists, inArray, isNull } from "drizzle-orm";
import { expandSessions } from "#common/learning/timetable";
import type { Tx } from "../../db/client";
import { classMeetings, classSessions, classes, schoolDays, terms } from "../../db/schema";
import { planSessions, type ExpectedSession } from "./rules";
import { readTogether } from "../../db/read-together";

export interface RegenerationResult {
  created: number;
  kept: number;
  removed: number;
}

/** What the timetable of a class gives for its year, in start order. */
async function expectedSessions(tx: Tx, classId: string, yearId: string): Promise<ExpectedSession[]> {
  const [meetings, yearTerms, daysOff] = await readTogether(tx, [
    () => tx.select().from(classMeetings).where(eq(classMeetings.classId, classId)),
    () => tx.select().from(terms).where(eq(terms.schoolYearId, yearId)).orderBy(asc(terms.number)),
    () =>
      tx
        .select()
        .from(schoolDays)
        .where(and(eq(schoolDays.schoolYearId, yearId), inArray(schoolDays.kind, ["holiday", "closure"]))),
  ]);
  const expected: ExpectedSession[] = [];
  for (const term of yearTerms) {
    for (const meeting of meetings) {
      for (const s of expandSessions([meeting], term, daysOff)) {
        expected.push({ startsAt: s.startsAt, endsAt: s.endsAt, meetingId: meeting.id, termId: term.id });
      }
    }
  }
  return expected.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

export async function regenerateClassSessions(tx: Tx, classId: string, yearId: string, now: Date): Promise<RegenerationResult> {
  const expected = await expectedSessions(tx, classId, yearId);
  const existing = await tx.select().from(classSessions).where(eq(classSessions.classId, classId));
  const plan = planSessions(expected, existing, now);
  if (plan.remove.length) await tx.delete(classSessions).where(inArray(classSessions.id, plan.remove));
  for (const keep of plan.keep) {
    if (keep.update)
      await tx
        .update(classSessions)
        .set({ endsAt: keep.update.endsAt, meetingId: keep.update.meetingId, termId: keep.update.termId })
        .where(eq(classSessions.id, keep.id));
  }
  for (let i = 0; i < plan.create.length; i += 500) {
    await tx.insert(classSessions).values(plan.create.slice(i, i + 500).map((s) => ({ ...s, classId, status: "scheduled" })));
  }
  return { created: plan.create.length, kept: plan.keep.length, removed: plan.remove.length };
}

/** After a calendar change: every class of the year that has sessions already is brought up to date. */
export async function regenerateYearSessions(tx: Tx, yearId: string, now: Date): Promise<RegenerationResult> {
  const withSessions = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.schoolYearId, yearId),
        isNull(classes.archivedAt),
        exists(tx.select({ one: classSessions.id }).from(classSessions).where(eq(classSessions.classId, classes.id))),
      ),
    );
  const total: RegenerationResult = { created: 0, kept: 0, removed: 0 };
  for (const { id } of withSessions) {
    const r = await regenerateClassSessions(tx, id, yearId, now);
    total.created += r.created;
    total.kept += r.kept;
    total.removed += r.removed;
  }
  return total;
}
