/**
 * A child's practice in the learning games as evidence beside the standards of their progress page
 * (issue 34): per standard, the items answered in the term and those right at the first try. It is
 * shown as practice, never counted as a mark: mastery and report cards do not read it. A standard the
 * child practised that no work assessed this term is listed too, "not yet assessed", with its practice.
 */
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { zonedInstant } from "#common/time-zone";
import type { ProgressSubject, ProgressTerm } from "#common/schemas/learning/progress";
import type { Db } from "../../db/client";
import { gameAnswers, standards, subjects as subjectTable } from "../../db/schema";

type Reader = Pick<Db, "select">;

/** The subjects with each standard's practice in the term added (a new list; the given one is unchanged). */
export async function withPractice(db: Reader, studentId: string, term: Pick<ProgressTerm, "startsOn" | "endsOn">, subjects: readonly ProgressSubject[]) {
  const from = new Date(zonedInstant(term.startsOn, "00:00"));
  const to = new Date(zonedInstant(formatCalendarDate(addDays(parseCalendarDate(term.endsOn)!, 1)), "00:00"));
  const practised = await db
    .select({
      code: gameAnswers.standardCode,
      items: sql<number>`count(*)::int`,
      rightFirstTime: sql<number>`count(*) filter (where ${gameAnswers.rightFirstTime})::int`,
      lastAt: sql<Date>`max(${gameAnswers.answeredAt})`.mapWith(gameAnswers.answeredAt),
    })
    .from(gameAnswers)
    .where(and(eq(gameAnswers.studentId, studentId), gte(gameAnswers.answeredAt, from), lt(gameAnswers.answeredAt, to)))
    .groupBy(gameAnswers.standardCode);
  if (practised.length === 0) return [...subjects];
  const practiceOf = new Map(practised.map((p) => [p.code, { items: p.items, rightFirstTime: p.rightFirstTime, lastAt: p.lastAt.toISOString() }]));
  const result = subjects.map((s) => ({ ...s, standards: s.standards.map((std) => ({ ...std, practice: practiceOf.get(std.code) ?? null })) }));
  const listed = new Set(subjects.flatMap((s) => s.standards.map((std) => std.code)));
  const missing = practised.map((p) => p.code).filter((code) => !listed.has(code));
  if (missing.length === 0) return result;
  const rows = await db
    .select({
      id: standards.id,
      code: standards.code,
      description: standards.description,
      domain: standards.domain,
      subjectCode: standards.subjectCode,
      subjectName: subjectTable.name,
      sortOrder: standards.sortOrder,
    })
    .from(standards)
    .leftJoin(subjectTable, eq(subjectTable.code, standards.subjectCode))
    .where(inArray(standards.code, missing))
    .orderBy(standards.grade, standards.sortOrder);
  for (const row of rows) {
    let subject = result.find((s) => s.code === row.subjectCode);
    if (!subject) {
      subject = { code: row.subjectCode, name: row.subjectName ?? row.subjectCode, standards: [] };
      result.push(subject);
    }
    subject.standards.push({
      id: row.id,
      code: row.code,
      description: row.description,
      domain: row.domain,
      mastery: null,
      evidence: [],
      liveChecks: [],
      practice: practiceOf.get(row.code)!,
    });
  }
  return result;
}
