/**
 * The move to the next school year (issue 36, "Next school year"; docs/api/admin-courses.md "Moving to the next
 * year"). The office first makes the next year and its three terms (/admin/courses), then previews the move
 * (a dry run) and makes it once the current year has ended. One transaction; a dry run does all of it and
 * rolls back, so its answer is the real run's.
 *
 * 1. Structure: each live class of the current year not yet copied is copied into the next year (subject,
 *    kind, grade, name, limit, active staff and weekly meetings; `copiedFromId`), and its dated sessions are
 *    made from the next year's calendar.
 * 2. Children: each child in a class of the current year (not withdrawn) moves up a grade (K to 1, ..., 5 to
 *    6). Their places of this year end when the year ends (`year-ended`), and they enter the next year's
 *    classes of their new grade: for each class they were in, the class of the same subject and kind at the
 *    same position among the new grade's (by name), so a section stays together. A child who finishes grade
 *    6 graduates: a `graduated` withdrawal from the day after the year ends, their account deactivated.
 * 3. The year: its classes and the year itself are archived (read-only: no new work is set in an archived
 *    class) and the next year becomes current. Work, marks and report cards stay readable.
 *
 * A class that would be over its limit (the enrolment rules' own capacity) refuses the real run; the dry run
 * lists it with the children not placed, so the office adds a section or raises a limit first.
 */
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { gradeByApplicationValue, gradeByNumber } from "#common/grades";
import { childFullName } from "#common/learning/child-name";
import { ROLLOVER_MESSAGES, type RolloverInput, type RolloverMove, type RolloverResult } from "#common/schemas/learning/rollover";
import { zonedInstant } from "#common/time-zone";
import type { StaffAction } from "../../actor";
import { recordAudit } from "../../audit";
import { revokeUserSessions } from "../../auth/sessions";
import type { Tx } from "../../db/client";
import { classMeetings, classStaff, classes, enrolments, schoolYears, studentWithdrawals, students, terms, users } from "../../db/schema";
import { conflict, invalid, notFound } from "../../domain-errors";
import { schoolToday } from "../../billing/periods";
import { isFull, yearClasses, type YearClass } from "../students/grade-classes";
import { enrolAll } from "./enrolment";
import { regenerateClassSessions } from "./sessions";

/** The grade after `grade` ("K" to "6"), null after grade 6 (the child graduates), undefined for a grade the school does not know. */
export function nextGrade(grade: string): string | null | undefined {
  const level = gradeByApplicationValue(grade);
  if (!level) return undefined;
  return gradeByNumber(level.number + 1)?.applicationValue ?? null;
}

interface PlacedClass {
  id: string;
  name: string;
  grade: string;
  kind: string;
  subjectId: string;
}

/**
 * The next year's class for a child who was in `from`: of the new grade's classes of the same subject and
 * kind, the one at the position `from` had among its grade's (by name), or the last when there are fewer.
 */
export function classAfter(from: PlacedClass, thisYear: readonly PlacedClass[], nextYear: readonly PlacedClass[], grade: string): PlacedClass | null {
  const same = (c: PlacedClass, g: string) => c.grade === g && c.kind === from.kind && c.subjectId === from.subjectId;
  const byName = (a: PlacedClass, b: PlacedClass) => a.name.localeCompare(b.name, "en");
  const position = thisYear
    .filter((c) => same(c, from.grade))
    .sort(byName)
    .findIndex((c) => c.id === from.id);
  const choices = nextYear.filter((c) => same(c, grade)).sort(byName);
  return choices[Math.min(Math.max(position, 0), choices.length - 1)] ?? null;
}

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRunRollback extends Error {
  constructor(readonly result: RolloverResult) {
    super("dry run");
  }
}

/** Carries a refused real run's answer out, with its over-limit classes named. */
class OverLimit extends Error {
  constructor(readonly classes: string[]) {
    super("over limit");
  }
}

const dayAfter = (day: string) => formatCalendarDate(addDays(parseCalendarDate(day)!, 1));

export async function rollOver({ db, actor, now }: StaffAction, input: RolloverInput): Promise<RolloverResult> {
  try {
    return await db.transaction(async (tx) => {
      const result = await moveYear(tx, { actorId: actor.id, now, dryRun: input.dryRun }, input.toYearId);
      if (input.dryRun) throw new DryRunRollback(result);
      if (result.overLimit.length) throw new OverLimit(result.overLimit);
      await recordAudit(tx, actor, {
        action: "school_year.rolled_over",
        targetId: result.toYear,
        summary: `Moved the school from ${result.fromYear} to ${result.toYear}: ${result.moves.length - result.graduates} children up a grade, ${result.graduates} graduated, ${result.classesCopied} classes copied.`,
        detail: {
          fromYear: result.fromYear,
          promoted: result.moves.length - result.graduates,
          graduated: result.graduates,
          classesCopied: result.classesCopied,
        },
      });
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result;
    if (error instanceof OverLimit) throw conflict({ id: "refusals.rollover.overLimit", values: { classes: error.classes.join(", ") } });
    throw error;
  }
}

async function moveYear(tx: Tx, run: { actorId: string; now: Date; dryRun: boolean }, toYearId: string): Promise<RolloverResult> {
  const [from] = await tx.select().from(schoolYears).where(eq(schoolYears.isCurrent, true)).for("update");
  if (!from) throw conflict(ROLLOVER_MESSAGES.noCurrent);
  const [to] = await tx.select().from(schoolYears).where(eq(schoolYears.id, toYearId)).for("update");
  if (!to) throw notFound(ROLLOVER_MESSAGES.notFound);
  if (to.archivedAt) throw conflict(ROLLOVER_MESSAGES.archived);
  if (to.startsOn <= from.endsOn) throw invalid(ROLLOVER_MESSAGES.notAfter, [{ field: "toYearId", message: ROLLOVER_MESSAGES.notAfter }]);
  const toTerms = await tx.select({ id: terms.id }).from(terms).where(eq(terms.schoolYearId, to.id));
  if (toTerms.length !== 3) throw conflict(ROLLOVER_MESSAGES.noTerms);
  if (!run.dryRun && schoolToday(run.now) <= from.endsOn) throw conflict(ROLLOVER_MESSAGES.tooEarly);

  const classesCopied = await copyClasses(tx, from.id, to.id, run.now);
  const thisYear = await tx
    .select({ id: classes.id, name: classes.name, grade: classes.grade, kind: classes.kind, subjectId: classes.subjectId })
    .from(classes)
    .where(and(eq(classes.schoolYearId, from.id), isNull(classes.archivedAt)));
  const nextYear: YearClass[] = await yearClasses(tx, to.id);

  // Every child in a class of this year now, with the classes they are in.
  const places = thisYear.length
    ? await tx
        .select({ classId: enrolments.classId, student: students })
        .from(enrolments)
        .innerJoin(students, eq(students.id, enrolments.studentId))
        .where(
          and(
            inArray(
              enrolments.classId,
              thisYear.map((c) => c.id),
            ),
            isNull(enrolments.endedAt),
            isNull(students.withdrawnAt),
          ),
        )
        .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))
    : [];
  const byChild = new Map<string, { student: (typeof places)[number]["student"]; classIds: string[] }>();
  for (const p of places) {
    const entry = byChild.get(p.student.id) ?? { student: p.student, classIds: [] };
    entry.classIds.push(p.classId);
    byChild.set(p.student.id, entry);
  }

  // This year's places end with the year, before the children enter next year's classes (which meet at the same times).
  const yearEnd = new Date(zonedInstant(dayAfter(from.endsOn), "00:00"));
  const endedAt = run.now < yearEnd ? run.now : yearEnd;
  if (thisYear.length)
    await tx
      .update(enrolments)
      .set({ endedAt, endReason: "year-ended" })
      .where(
        and(
          inArray(
            enrolments.classId,
            thisYear.map((c) => c.id),
          ),
          isNull(enrolments.endedAt),
        ),
      );

  const moves: RolloverMove[] = [];
  const requests: { classId: string; studentId: string; startedAt: Date }[] = [];
  const startedAt = new Date(zonedInstant(to.startsOn, "00:00"));
  const classById = new Map(thisYear.map((c) => [c.id, c]));
  for (const { student, classIds } of byChild.values()) {
    const grade = nextGrade(student.grade);
    const name = childFullName(student);
    if (grade === null) {
      await graduate(tx, run, student, dayAfter(from.endsOn));
      moves.push({ studentId: student.id, name, fromGrade: student.grade, toGrade: null, classes: [], notPlaced: [] });
      continue;
    }
    // A grade the school does not know stays as it is: the child keeps their grade and is placed by hand.
    const newGrade = grade ?? student.grade;
    if (grade) await tx.update(students).set({ grade, updatedAt: run.now }).where(eq(students.id, student.id));
    const targets = [
      ...new Set(
        classIds.flatMap((id) => {
          const target = classById.get(id) ? classAfter(classById.get(id)!, thisYear, nextYear, newGrade) : null;
          return target ? [target.id] : [];
        }),
      ),
    ];
    for (const classId of targets) requests.push({ classId, studentId: student.id, startedAt });
    moves.push({ studentId: student.id, name, fromGrade: student.grade, toGrade: newGrade, classes: [], notPlaced: [] });
  }

  const outcomes = await enrolAll(tx, requests, run.actorId);
  const moveOf = new Map(moves.map((m) => [m.studentId, m]));
  const nextName = new Map(nextYear.map((c) => [c.id, c.name]));
  const overLimit = new Set<string>();
  outcomes.forEach((outcome, i) => {
    const request = requests[i]!;
    const move = moveOf.get(request.studentId)!;
    const className = nextName.get(request.classId)!;
    if (outcome.ok) move.classes.push(className);
    else {
      move.notPlaced.push(className);
      if (isFull(outcome.words)) overLimit.add(className);
    }
  });

  const byName = (a: string, b: string) => a.localeCompare(b, "en");
  for (const move of moves) {
    move.classes.sort(byName);
    move.notPlaced.sort(byName);
  }

  const after = await yearClasses(tx, to.id);
  await tx
    .update(classes)
    .set({ archivedAt: run.now })
    .where(and(eq(classes.schoolYearId, from.id), isNull(classes.archivedAt)));
  await tx.update(schoolYears).set({ isCurrent: false, archivedAt: run.now }).where(eq(schoolYears.id, from.id));
  await tx.update(schoolYears).set({ isCurrent: true }).where(eq(schoolYears.id, to.id));

  return {
    dryRun: run.dryRun,
    fromYear: from.name,
    toYear: to.name,
    classesCopied,
    moves,
    graduates: moves.filter((m) => m.toGrade === null).length,
    classes: after.map((c) => ({ name: c.name, grade: c.grade, children: c.enrolled, capacity: c.capacity })),
    overLimit: [...overLimit].sort((a, b) => a.localeCompare(b, "en")),
  };
}

/** Copies the year's live classes not copied yet, with their active staff and meetings, and makes their sessions. */
async function copyClasses(tx: Tx, fromYearId: string, toYearId: string, now: Date): Promise<number> {
  const source = await tx
    .select()
    .from(classes)
    .where(and(eq(classes.schoolYearId, fromYearId), isNull(classes.archivedAt)))
    .orderBy(asc(classes.grade), asc(classes.name));
  const copied = new Set(
    (await tx.select({ from: classes.copiedFromId }).from(classes).where(eq(classes.schoolYearId, toYearId))).flatMap((r) => (r.from ? [r.from] : [])),
  );
  // A class the office made by hand in the next year keeps its name; the copy of this year's is left out.
  const taken = new Set((await tx.select({ name: classes.name }).from(classes).where(eq(classes.schoolYearId, toYearId))).map((r) => r.name.toLowerCase()));
  let count = 0;
  for (const c of source) {
    if (copied.has(c.id) || taken.has(c.name.toLowerCase())) continue;
    const [copy] = await tx
      .insert(classes)
      .values({ schoolYearId: toYearId, subjectId: c.subjectId, kind: c.kind, grade: c.grade, name: c.name, maxStudents: c.maxStudents, copiedFromId: c.id })
      .returning({ id: classes.id });
    const staff = await tx
      .select({ userId: classStaff.userId, role: classStaff.role })
      .from(classStaff)
      .innerJoin(users, eq(users.id, classStaff.userId))
      .where(and(eq(classStaff.classId, c.id), isNull(users.deactivatedAt)));
    if (staff.length) await tx.insert(classStaff).values(staff.map((s) => ({ classId: copy!.id, userId: s.userId, role: s.role })));
    const meetings = await tx
      .select({ weekday: classMeetings.weekday, startTime: classMeetings.startTime, endTime: classMeetings.endTime })
      .from(classMeetings)
      .where(eq(classMeetings.classId, c.id));
    if (meetings.length) {
      await tx.insert(classMeetings).values(meetings.map((m) => ({ ...m, classId: copy!.id })));
      await regenerateClassSessions(tx, copy!.id, toYearId, now);
    }
    count++;
  }
  return count;
}

/** A grade-6 child leaves the school as a graduate: the leaving recorded, their account deactivated. */
async function graduate(tx: Tx, run: { actorId: string; now: Date }, child: typeof students.$inferSelect, leftOn: string) {
  await tx
    .update(students)
    .set({ withdrawnAt: new Date(zonedInstant(leftOn, "00:00")), updatedAt: run.now })
    .where(eq(students.id, child.id));
  await tx
    .insert(studentWithdrawals)
    .values({ studentId: child.id, withdrawnOn: leftOn, kind: "graduated", reason: "Graduated from grade 6.", recordedBy: run.actorId });
  await tx
    .update(users)
    .set({ deactivatedAt: run.now, updatedAt: run.now })
    .where(and(eq(users.id, child.userId), isNull(users.deactivatedAt)));
  await revokeUserSessions(tx, child.userId);
}
