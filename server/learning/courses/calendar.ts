/**
 * School years, their three terms and calendar days, and subjects (issue 15, /admin/courses). Exactly
 * one year is current. Terms fall within their year, in order, without overlapping. A holiday or a
 * closure regenerates the sessions of the year's classes that have any. Every change is audited in
 * its transaction.
 */
import { asc, eq, ne } from "drizzle-orm";
import type { Phrase } from "#common/i18n/phrase";
import type { SchoolDayInput, TermsInput, YearCreate, YearPatch } from "#common/schemas/learning/courses";
import { recordAudit } from "../../audit";
import type { Tx } from "../../db/client";
import { isUniqueViolation } from "../../db/queries";
import { schoolDays, schoolYears, subjects, terms } from "../../db/schema";
import { rangesOverlap, termsProblem, type DatedRange } from "./rules";
import { regenerateYearSessions } from "./sessions";
import { conflict, invalid, notFound } from "../../domain-errors";
import type { StaffAction } from "../../actor";

export const CALENDAR_MESSAGES = {
  yearNotFound: "We could not find that school year.",
  dayNotFound: "We could not find that calendar day.",
  subjectNotFound: "We could not find that subject.",
  yearNameTaken: "A school year with that name exists already.",
  subjectNameTaken: "A subject with that name exists already.",
  dayOutsideYear: "The day must fall within the school year.",
} as const;

async function lockYear(tx: Tx, id: string) {
  const [year] = await tx.select().from(schoolYears).where(eq(schoolYears.id, id)).for("update");
  if (!year) throw notFound(CALENDAR_MESSAGES.yearNotFound);
  return year;
}

/**
 * School years never share a day (so "the year holding today" is one year): the year among `others`
 * that `range` overlaps, with the refusal, or null. The screen and the roster import both ask this.
 */
export function yearOverlap<Y extends DatedRange & { name: string }>(others: readonly Y[], range: DatedRange): { other: Y; message: Phrase } | null {
  const other = others.find((y) => rangesOverlap(y, range));
  return other
    ? { other, message: { id: "refusals.coursesCalendar.yearsOverlap", values: { name: other.name, startsOn: other.startsOn, endsOn: other.endsOn } } }
    : null;
}

async function refuseOverlappingYear(tx: Tx, range: DatedRange, exceptId?: string) {
  const overlap = yearOverlap(
    await tx
      .select()
      .from(schoolYears)
      .where(exceptId ? ne(schoolYears.id, exceptId) : undefined),
    range,
  );
  if (overlap)
    throw conflict(overlap.message, [{ field: "startsOn", message: { id: "refusals.coursesCalendar.overlapsYear", values: { name: overlap.other.name } } }]);
}

function nameTaken(err: unknown, message: string): never {
  if (isUniqueViolation(err)) throw conflict(message, [{ field: "name", message }]);
  throw err;
}

export async function createYear({ db, actor }: StaffAction, input: YearCreate) {
  try {
    return await db.transaction(async (tx) => {
      await refuseOverlappingYear(tx, input);
      const [anyCurrent] = await tx.select({ id: schoolYears.id }).from(schoolYears).where(eq(schoolYears.isCurrent, true));
      const [year] = await tx
        .insert(schoolYears)
        .values({ ...input, isCurrent: !anyCurrent })
        .returning();
      await recordAudit(tx, actor, {
        action: "school_year.created",
        targetId: year!.id,
        summary: `Created the school year ${year!.name} (${year!.startsOn} to ${year!.endsOn})${year!.isCurrent ? ", the current year" : ""}.`,
      });
      return year!;
    });
  } catch (err) {
    nameTaken(err, CALENDAR_MESSAGES.yearNameTaken);
  }
}

export async function updateYear({ db, actor }: StaffAction, id: string, patch: YearPatch) {
  try {
    return await db.transaction(async (tx) => {
      const year = await lockYear(tx, id);
      const next = { name: patch.name ?? year.name, startsOn: patch.startsOn ?? year.startsOn, endsOn: patch.endsOn ?? year.endsOn };
      if (next.endsOn < next.startsOn)
        throw invalid("The end date must be on or after the start date.", [{ field: "endsOn", message: "The end date must be on or after the start date." }]);
      await refuseOverlappingYear(tx, next, id);
      const yearTerms = await tx.select().from(terms).where(eq(terms.schoolYearId, id)).orderBy(asc(terms.number));
      const problem = termsProblem(next, yearTerms);
      if (problem)
        throw conflict({ id: "refusals.coursesCalendar.termLeftOutside", values: { problem: problem[1] } }, [{ field: "startsOn", message: problem[1] }]);
      const days = await tx.select().from(schoolDays).where(eq(schoolDays.schoolYearId, id));
      const outside = days.find((d) => d.startsOn < next.startsOn || d.endsOn > next.endsOn);
      if (outside)
        throw conflict({ id: "refusals.coursesCalendar.dayLeftOutside", values: { title: outside.title, startsOn: outside.startsOn } }, [
          { field: "startsOn", message: "A calendar day falls outside." },
        ]);
      const [updated] = await tx.update(schoolYears).set(next).where(eq(schoolYears.id, id)).returning();
      await recordAudit(tx, actor, {
        action: "school_year.updated",
        targetId: id,
        summary: `Changed the school year ${year.name}: ${next.name}, ${next.startsOn} to ${next.endsOn}.`,
        detail: { before: { name: year.name, startsOn: year.startsOn, endsOn: year.endsOn }, after: next },
      });
      return updated!;
    });
  } catch (err) {
    nameTaken(err, CALENDAR_MESSAGES.yearNameTaken);
  }
}

export async function makeYearCurrent({ db, actor }: StaffAction, id: string) {
  return db.transaction(async (tx) => {
    const year = await lockYear(tx, id);
    if (year.isCurrent) return year;
    await tx.update(schoolYears).set({ isCurrent: false }).where(eq(schoolYears.isCurrent, true));
    const [updated] = await tx.update(schoolYears).set({ isCurrent: true }).where(eq(schoolYears.id, id)).returning();
    await recordAudit(tx, actor, { action: "school_year.made_current", targetId: id, summary: `Made ${year.name} the current school year.` });
    return updated!;
  });
}

/** Replaces the year's three terms (kept by number, so sessions keep their term). */
export async function setTerms(action: StaffAction, id: string, input: TermsInput) {
  const { db, actor, now } = action;
  return db.transaction(async (tx) => {
    const year = await lockYear(tx, id);
    const problem = termsProblem(year, input.terms);
    if (problem) throw invalid(problem[1], [{ field: `terms.${problem[0]}.startsOn`, message: problem[1] }]);
    const existing = await tx.select().from(terms).where(eq(terms.schoolYearId, id));
    for (const [i, term] of input.terms.entries()) {
      const number = i + 1;
      const found = existing.find((t) => t.number === number);
      if (found) await tx.update(terms).set(term).where(eq(terms.id, found.id));
      else await tx.insert(terms).values({ ...term, number, schoolYearId: id });
    }
    await regenerateYearSessions(tx, id, now);
    await recordAudit(tx, actor, {
      action: "school_year.terms_set",
      targetId: id,
      summary: `Set the terms of ${year.name}: ${input.terms.map((t) => `${t.name} ${t.startsOn} to ${t.endsOn}`).join("; ")}.`,
    });
    return tx.select().from(terms).where(eq(terms.schoolYearId, id)).orderBy(asc(terms.number));
  });
}

export async function addSchoolDay(action: StaffAction, yearId: string, input: SchoolDayInput) {
  const { db, actor, now } = action;
  return db.transaction(async (tx) => {
    const year = await lockYear(tx, yearId);
    if (input.startsOn < year.startsOn || input.endsOn > year.endsOn) {
      throw invalid(CALENDAR_MESSAGES.dayOutsideYear, [
        { field: "startsOn", message: { id: "refusals.coursesCalendar.yearRuns", values: { name: year.name, startsOn: year.startsOn, endsOn: year.endsOn } } },
      ]);
    }
    const [day] = await tx
      .insert(schoolDays)
      .values({ ...input, schoolYearId: yearId })
      .returning();
    const regenerated = input.kind === "event" ? null : await regenerateYearSessions(tx, yearId, now);
    await recordAudit(tx, actor, {
      action: "school_year.day_added",
      targetId: yearId,
      summary: `Added the ${input.kind} "${input.title}" (${input.startsOn}${input.endsOn !== input.startsOn ? ` to ${input.endsOn}` : ""}) to ${year.name}${regenerated ? `; ${regenerated.removed} sessions removed` : ""}.`,
      detail: { dayId: day!.id, kind: input.kind },
    });
    return { day: day!, removedSessions: regenerated?.removed ?? 0 };
  });
}

export async function removeSchoolDay(action: StaffAction, dayId: string) {
  const { db, actor, now } = action;
  return db.transaction(async (tx) => {
    const [day] = await tx.select().from(schoolDays).where(eq(schoolDays.id, dayId));
    if (!day) throw notFound(CALENDAR_MESSAGES.dayNotFound);
    const year = await lockYear(tx, day.schoolYearId);
    await tx.delete(schoolDays).where(eq(schoolDays.id, dayId));
    const regenerated = day.kind === "event" ? null : await regenerateYearSessions(tx, year.id, now);
    await recordAudit(tx, actor, {
      action: "school_year.day_removed",
      targetId: year.id,
      summary: `Removed the ${day.kind} "${day.title}" (${day.startsOn}) from ${year.name}${regenerated ? `; ${regenerated.created} sessions added back` : ""}.`,
    });
    return { created: regenerated?.created ?? 0 };
  });
}

function subjectCode(name: string) {
  const base =
    name
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "subject";
  return `${base}-${Math.random().toString(36).slice(2, 6)}`;
}

export async function createSubject({ db, actor }: StaffAction, input: { name: string; category: string }) {
  return db.transaction(async (tx) => {
    const all = await tx.select().from(subjects);
    if (all.some((s) => s.name.toLowerCase() === input.name.toLowerCase()))
      throw conflict(CALENDAR_MESSAGES.subjectNameTaken, [{ field: "name", message: CALENDAR_MESSAGES.subjectNameTaken }]);
    const [subject] = await tx
      .insert(subjects)
      .values({ code: subjectCode(input.name), name: input.name, category: input.category, sortOrder: Math.max(0, ...all.map((s) => s.sortOrder)) + 1 })
      .returning();
    await recordAudit(tx, actor, { action: "subject.created", targetId: subject!.code, summary: `Added the subject ${subject!.name}.` });
    return subject!;
  });
}

export async function renameSubject({ db, actor }: StaffAction, id: string, name: string) {
  return db.transaction(async (tx) => {
    const [subject] = await tx.select().from(subjects).where(eq(subjects.id, id)).for("update");
    if (!subject) throw notFound(CALENDAR_MESSAGES.subjectNotFound);
    const others = await tx.select({ name: subjects.name }).from(subjects).where(ne(subjects.id, id));
    if (others.some((s) => s.name.toLowerCase() === name.toLowerCase()))
      throw conflict(CALENDAR_MESSAGES.subjectNameTaken, [{ field: "name", message: CALENDAR_MESSAGES.subjectNameTaken }]);
    const [updated] = await tx.update(subjects).set({ name }).where(eq(subjects.id, id)).returning();
    await recordAudit(tx, actor, { action: "subject.renamed", targetId: subject.code, summary: `Renamed the subject ${subject.name} to ${name}.` });
    return updated!;
  });
}
