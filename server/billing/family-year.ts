/**
 * A family's school year as the invoice rules read it (common/billing/invoices.ts `FamilyYear`): each child
 * enrolled in a class of the year, with their grade, whether they are new to the school, the term they
 * start in and the last term they are enrolled in when withdrawn.
 *
 * - Start term: the term holding the day of the child's first enrolment in the year's classes (a day
 *   between two terms starts the next one; any day before the year, the first).
 * - Withdrawn: `withdrawnAt` starts the first day the child is no longer at the school, so the term holding
 *   the day before it is their last (a day between terms ends with the term before): the term a child
 *   leaves in is billed; a child who leaves before their start term is not billed.
 * - New: a child with no enrolment in a class of an earlier school year. (The record's creation date would
 *   call a child admitted in the summer before the year "returning", and spare them the fee.)
 * - Grade: the child's grade on the record (server/billing/periods.ts `tuitionGradeOf`).
 */
import { and, asc, eq, inArray, isNotNull, lt } from "drizzle-orm";
import type { BilledChild, FamilyYear, TermIndex } from "#common/billing/invoices";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { childFullName } from "#common/learning/child-name";
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";
import type { PaymentPlan } from "#common/tuition";
import type { Db, Tx } from "../db/client";
import { billingFamilies, classes, enrolments, schoolYears, students, terms } from "../db/schema";
import { conflict } from "../domain-errors";
import { tuitionGradeOf } from "./periods";
import { unpricedGrade } from "./refusals";

type Executor = Db | Tx;

export interface SchoolYearRow {
  id: string;
  name: string;
  startsOn: string;
}

interface TermDates {
  startsOn: string;
  endsOn: string;
}

export interface BilledFamily {
  id: string;
  name: string;
  plan: PaymentPlan;
  year: FamilyYear;
}

const dayOf = (at: Date) => dateInZone(at.getTime(), school.timeZone);
const dayBefore = (day: string) => formatCalendarDate(addDays(parseCalendarDate(day)!, -1));

/** The term a child enrolled on `day` starts in, or null after the year's last term. */
export function startTermOn(day: string, yearTerms: readonly TermDates[]): TermIndex | null {
  const index = yearTerms.findIndex((term) => day <= term.endsOn);
  return index < 0 ? null : (index as TermIndex);
}

/** The last term a child withdrawn on `day` is billed for, or null before the year's first term. */
export function lastTermOn(day: string, yearTerms: readonly TermDates[]): TermIndex | null {
  let last: TermIndex | null = null;
  yearTerms.forEach((term, index) => {
    if (term.startsOn <= day) last = index as TermIndex;
  });
  return last;
}

/**
 * Every billing family with a child enrolled in the year's classes (or only `familyId`), by name, each
 * child in the family's order (eldest first).
 */
export async function readFamilyYears(db: Executor, year: SchoolYearRow, familyId?: string): Promise<BilledFamily[]> {
  const yearTerms = await db
    .select({ startsOn: terms.startsOn, endsOn: terms.endsOn })
    .from(terms)
    .where(eq(terms.schoolYearId, year.id))
    .orderBy(asc(terms.number));
  const rows = await db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      preferredName: students.preferredName,
      grade: students.grade,
      withdrawnAt: students.withdrawnAt,
      familyId: students.billingFamilyId,
      startedAt: enrolments.startedAt,
    })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(classes.schoolYearId, year.id), familyId ? eq(students.billingFamilyId, familyId) : isNotNull(students.billingFamilyId)))
    .orderBy(asc(students.dateOfBirth), asc(students.id), asc(enrolments.startedAt));
  if (rows.length === 0) return [];

  const returning = await childrenEnrolledBefore(
    db,
    year,
    rows.map((r) => r.id),
  );
  const childrenByFamily = new Map<string, BilledChild[]>();
  const seen = new Set<string>();
  for (const row of rows) {
    // Rows come first enrolment first: the first row of a child is their start.
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const child = billedChild(row, yearTerms, returning.has(row.id));
    if (child) childrenByFamily.set(row.familyId!, [...(childrenByFamily.get(row.familyId!) ?? []), child]);
  }
  if (childrenByFamily.size === 0) return [];

  const families = await db
    .select()
    .from(billingFamilies)
    .where(inArray(billingFamilies.id, [...childrenByFamily.keys()]))
    .orderBy(asc(billingFamilies.name), asc(billingFamilies.id));
  return families.map((family) => {
    const plan = family.plan as PaymentPlan;
    return { id: family.id, name: family.name, plan, year: { plan, children: childrenByFamily.get(family.id)! } };
  });
}

interface ChildRow {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  grade: string;
  withdrawnAt: Date | null;
  startedAt: Date;
}

/** The child as billed this year, or null when they are enrolled in none of its terms. */
function billedChild(row: ChildRow, yearTerms: readonly TermDates[], isReturning: boolean): BilledChild | null {
  const name = childFullName(row);
  const grade = tuitionGradeOf(row.grade);
  if (!grade) throw conflict(unpricedGrade(name, row.grade));
  const startTerm = startTermOn(dayOf(row.startedAt), yearTerms);
  if (startTerm === null) return null;
  const child: BilledChild = { id: row.id, name, grade, isNew: !isReturning, startTerm };
  if (!row.withdrawnAt) return child;
  const lastTerm = lastTermOn(dayBefore(dayOf(row.withdrawnAt)), yearTerms);
  if (lastTerm === null || lastTerm < startTerm) return null;
  return lastTerm === yearTerms.length - 1 ? child : { ...child, withdrawnAfterTerm: lastTerm };
}

/** Of `studentIds`, those enrolled in a class of a school year that began before `year`: returning students. */
async function childrenEnrolledBefore(db: Executor, year: SchoolYearRow, studentIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ id: enrolments.studentId })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(schoolYears, eq(schoolYears.id, classes.schoolYearId))
    .where(and(inArray(enrolments.studentId, [...new Set(studentIds)]), lt(schoolYears.startsOn, year.startsOn)));
  return new Set(rows.map((r) => r.id));
}
