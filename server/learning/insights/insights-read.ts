/**
 * Insights and analytics of a class (issue 16, H7; docs/api/insights.md). Work and its status come
 * from THE read of work (server/learning/work/read.ts), mastery from returned marks by THE rule
 * (common/learning/mastery.ts), the flags from common/learning/attention.ts (`childFlags`, which the
 * teacher's home counts too: `flaggedChildrenByClass`). Every figure is counted
 * from rows of this class's children enrolled now; the route asked the access module first.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate, toDayNumber, weekday } from "#common/calendar-date";
import { attentionFlags, ATTENTION_RULES, type AttentionCode, type AttentionFlag } from "#common/learning/attention";
import { currentMastery, MASTERY_RULE_TEXT, type MarkEvidence, type MasteryLevel } from "#common/learning/mastery";
import { school } from "#common/school";

import type {
  AssignmentWorkCounts,
  ChildWorkCounts,
  ClassAnalytics,
  ClassInsights,
  InsightsAttendance,
  InsightsBase,
  MasteryPoint,
  StandardDistribution,
  WeekAttendance,
  WeekOnTime,
  WeekTurnaround,
} from "#common/schemas/learning/insights";
import { calendarDateInZone, zonedInstant } from "#common/time-zone";
import type { Db } from "../../db/client";
import { assignments, assignmentStandards, classes, enrolments, marks, schoolYears, standards, students, subjects, work, terms } from "../../db/schema";
import { CLASS_NOT_FOUND } from "../access";
import { readWork, type WorkItem } from "../work/work-read";
import { lateMinutesSetting } from "../attendance/attendance-read";
import { readReportRows } from "../attendance/reports";
import { addToCounts, attendanceRate, emptyCounts, type AttendanceCounts } from "#common/learning/attendance";
import { childFullName } from "#common/learning/child-name";
import { notFound } from "../../domain-errors";
import { readLiveCheckEvidence } from "../live/check-evidence";

type Reader = Pick<Db, "select" | "selectDistinct">;
const DAY_MS = 86_400_000;

export const TERM_NOT_FOUND = "We could not find that term.";

/** The class, its year's terms and the chosen term (a term of another year is a 404). */
async function base(db: Reader, classId: string, termId: string | undefined): Promise<InsightsBase & { range: { from: string; to: string } }> {
  const [cls] = await db
    .select({
      id: classes.id,
      name: classes.name,
      grade: classes.grade,
      subjectName: subjects.name,
      yearId: classes.schoolYearId,
      yearStart: schoolYears.startsOn,
      yearEnd: schoolYears.endsOn,
    })
    .from(classes)
    .innerJoin(subjects, eq(subjects.id, classes.subjectId))
    .innerJoin(schoolYears, eq(schoolYears.id, classes.schoolYearId))
    .where(eq(classes.id, classId));
  // Staff pass the access check for any id: a class that does not exist is the same 404.
  if (!cls) throw notFound(CLASS_NOT_FOUND);
  const termRows = await db.select().from(terms).where(eq(terms.schoolYearId, cls!.yearId)).orderBy(asc(terms.number));
  const term = termId ? termRows.find((t) => t.id === termId) : undefined;
  if (termId && !term) throw notFound(TERM_NOT_FOUND);
  return {
    class: { id: cls!.id, name: cls!.name, grade: cls!.grade, subjectName: cls!.subjectName },
    terms: termRows.map((t) => ({ id: t.id, name: t.name, startsOn: t.startsOn, endsOn: t.endsOn })),
    termId: term?.id ?? null,
    range: term ? { from: term.startsOn, to: term.endsOn } : { from: cls!.yearStart, to: cls!.yearEnd },
  };
}

async function classChildren(db: Reader, classId: string) {
  const rows = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName, lastName: students.lastName })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .where(and(eq(enrolments.classId, classId), isNull(enrolments.endedAt)))
    .orderBy(asc(students.lastName), asc(students.firstName));
  return rows.map((r) => ({ id: r.id, name: childFullName(r) }));
}

/** When the child handed the work in (the latest hand-in), or null. */
const handedInAt = (w: WorkItem) => (w.work && w.work.status !== "in_progress" ? w.work.submittedAt : null);
const isDue = (w: WorkItem, now: Date) => w.status !== "excused" && w.dueAt !== null && w.dueAt.getTime() <= now.getTime();
/** Handed in after the child's own due time (still late once returned). */
const isLate = (w: WorkItem) => {
  const at = handedInAt(w);
  return w.status !== "excused" && at !== null && w.dueAt !== null && at.getTime() > w.dueAt.getTime();
};

interface ReturnedMark {
  classId: string;
  studentId: string;
  standardId: string;
  level: number;
  at: Date;
  returnedAt: Date;
}

/** Returned marks on standards, of the classes' work (in the term), for the given children. */
export async function returnedMarks(db: Reader, classIds: readonly string[], termId: string | null, studentIds: readonly string[]): Promise<ReturnedMark[]> {
  if (studentIds.length === 0 || classIds.length === 0) return [];
  const rows = await db
    .select({
      classId: assignments.classId,
      studentId: work.studentId,
      standardId: marks.standardId,
      level: marks.level,
      submittedAt: work.submittedAt,
      returnedAt: work.returnedAt,
    })
    .from(marks)
    .innerJoin(work, eq(work.id, marks.workId))
    .innerJoin(assignments, eq(assignments.id, work.assignmentId))
    .where(
      and(
        inArray(assignments.classId, [...classIds]),
        termId ? eq(assignments.termId, termId) : undefined,
        isNull(assignments.archivedAt),
        isNotNull(work.returnedAt),
        isNotNull(marks.standardId),
        inArray(work.studentId, [...studentIds]),
      ),
    );
  // The classes' live quick checks counted for a standard are marks too (issue 35), known from the answer.
  const checked = (await readLiveCheckEvidence(db, { studentIds, termId: termId ?? undefined })).filter((c) => classIds.includes(c.classId));
  return [
    ...rows.map((r) => ({
      classId: r.classId,
      studentId: r.studentId,
      standardId: r.standardId!,
      level: r.level,
      at: r.submittedAt ?? r.returnedAt!,
      returnedAt: r.returnedAt!,
    })),
    ...checked.map((c) => ({ classId: c.classId, studentId: c.studentId, standardId: c.standardId, level: c.level, at: c.at, returnedAt: c.at })),
  ];
}

/** Current mastery per child and standard from returned marks (THE rule). */
export function masteryByChild(list: readonly ReturnedMark[]): Map<string, Map<string, MasteryLevel | null>> {
  const grouped = new Map<string, Map<string, MarkEvidence[]>>();
  for (const m of list) {
    const perChild = grouped.get(m.studentId) ?? new Map<string, MarkEvidence[]>();
    perChild.set(m.standardId, [...(perChild.get(m.standardId) ?? []), { level: m.level, at: m.at }]);
    grouped.set(m.studentId, perChild);
  }
  const result = new Map<string, Map<string, MasteryLevel | null>>();
  for (const [child, perStandard] of grouped) result.set(child, new Map([...perStandard].map(([s, evidence]) => [s, currentMastery(evidence)])));
  return result;
}

/** The class's children's records in the range's taken sessions (THE read of attendance, server/learning/attendance/read.ts). */
async function attendanceRows(db: Reader, classId: string, range: { from: string; to: string }, ids: string[], now: Date) {
  if (ids.length === 0) return { sessions: [], children: [] };
  const read = await readReportRows(db, { from: range.from, to: range.to, classIds: [classId], lateMinutes: await lateMinutesSetting(db), now });
  const current = new Set(ids);
  return { sessions: read.sessions, children: read.children.filter((c) => current.has(c.studentId)) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** THE flags of one child in one class (common/learning/attention.ts), from their work, mastery and attendance there. */
function childFlags(work: readonly WorkItem[], mastery: Map<string, MasteryLevel | null> | undefined, counts: AttendanceCounts, now: Date): AttentionFlag[] {
  return attentionFlags(
    {
      work: work.map((w) => ({ dueAt: w.dueAt, handedInAt: handedInAt(w), status: w.status })),
      mastery: [...(mastery?.values() ?? [])],
      attendance: { attended: counts.sessions - counts.absent, sessions: counts.sessions, rate: attendanceRate(counts) },
    },
    now,
  );
}

/**
 * How many children each class's Insights flags (its default view: the whole school year), for the
 * teacher's home (server/learning/homes/attention.ts). The same reads and rule as `classInsights`,
 * batched over all the classes: one read of work, of marks and of attendance per school year, however
 * many classes and children. Classes with no child flagged are absent.
 */
export async function flaggedChildrenByClass(db: Reader, classIds: readonly string[], now: Date): Promise<Map<string, number>> {
  const flagged = new Map<string, number>();
  if (classIds.length === 0) return flagged;
  const ids = [...classIds];
  const [years, enrolled, allWork, lateMinutes] = await Promise.all([
    db
      .select({ classId: classes.id, from: schoolYears.startsOn, to: schoolYears.endsOn })
      .from(classes)
      .innerJoin(schoolYears, eq(schoolYears.id, classes.schoolYearId))
      .where(inArray(classes.id, ids)),
    db
      .selectDistinct({ classId: enrolments.classId, studentId: enrolments.studentId })
      .from(enrolments)
      .where(and(inArray(enrolments.classId, ids), isNull(enrolments.endedAt))),
    readWork(db, { classIds: ids, publishedOnly: true, now }),
    lateMinutesSetting(db),
  ]);
  if (enrolled.length === 0) return flagged;
  const key = (classId: string, studentId: string) => `${classId}:${studentId}`;
  const byYear = groupBy(years, (y) => `${y.from}:${y.to}`);
  const [marksList, ...attendanceReads] = await Promise.all([
    returnedMarks(db, ids, null, [...new Set(enrolled.map((e) => e.studentId))]),
    ...[...byYear.values()].map((group) =>
      readReportRows(db, { from: group[0]!.from, to: group[0]!.to, classIds: group.map((g) => g.classId), lateMinutes, now }),
    ),
  ]);
  const counts = new Map<string, AttendanceCounts>();
  for (const read of attendanceReads) {
    const classOf = new Map(read.sessions.map((s) => [s.id, s.classId]));
    for (const r of read.children) {
      const k = key(classOf.get(r.sessionId)!, r.studentId);
      const entry = counts.get(k) ?? emptyCounts();
      addToCounts(entry, r.status!, r.excused);
      counts.set(k, entry);
    }
  }
  const workOf = groupBy(allWork, (w) => key(w.classId, w.studentId));
  const masteryOf = new Map([...groupBy(marksList, (m) => m.classId)].map(([classId, list]) => [classId, masteryByChild(list)]));
  for (const { classId, studentId } of enrolled) {
    const flags = childFlags(
      workOf.get(key(classId, studentId)) ?? [],
      masteryOf.get(classId)?.get(studentId),
      counts.get(key(classId, studentId)) ?? emptyCounts(),
      now,
    );
    if (flags.length > 0) flagged.set(classId, (flagged.get(classId) ?? 0) + 1);
  }
  return flagged;
}

export async function classInsights(db: Reader, classId: string, termId: string | undefined, now: Date): Promise<ClassInsights> {
  const head = await base(db, classId, termId);
  const children = await classChildren(db, classId);
  const ids = children.map((c) => c.id);
  const work = await readWork(db, { classIds: [classId], termId: head.termId ?? undefined, publishedOnly: true, now });
  const mine = work.filter((w) => ids.includes(w.studentId));

  const childCounts: ChildWorkCounts[] = children.map((c) => {
    const own = mine.filter((w) => w.studentId === c.id);
    return {
      studentId: c.id,
      name: c.name,
      missing: own.filter((w) => w.status === "missing").length,
      late: own.filter(isLate).length,
      due: own.filter((w) => isDue(w, now)).length,
    };
  });

  const byAssignment = new Map<string, WorkItem[]>();
  for (const w of mine) byAssignment.set(w.assignmentId, [...(byAssignment.get(w.assignmentId) ?? []), w]);
  const assignmentCounts: AssignmentWorkCounts[] = [...byAssignment.values()].map((items) => ({
    assignmentId: items[0]!.assignmentId,
    title: items[0]!.title,
    dueAt: items[0]!.assignmentDueAt?.toISOString() ?? null,
    missing: items.filter((w) => w.status === "missing").length,
    late: items.filter(isLate).length,
    handedIn: items.filter((w) => handedInAt(w) !== null).length,
    children: items.length,
  }));

  const marksList = await returnedMarks(db, [classId], head.termId, ids);
  const mastery = masteryByChild(marksList);
  // The standards the class's work assesses (in the term), and any a returned mark names.
  const assessed = await db
    .selectDistinct({ id: assignmentStandards.standardId })
    .from(assignmentStandards)
    .innerJoin(assignments, eq(assignments.id, assignmentStandards.assignmentId))
    .where(
      and(
        eq(assignments.classId, classId),
        head.termId ? eq(assignments.termId, head.termId) : undefined,
        isNull(assignments.archivedAt),
        lte(assignments.publishAt, now),
      ),
    );
  const standardIds = [...new Set([...assessed.map((a) => a.id), ...marksList.map((m) => m.standardId)])];
  const standardRows = standardIds.length
    ? await db
        .select({ id: standards.id, code: standards.code, description: standards.description, sortOrder: standards.sortOrder })
        .from(standards)
        .where(inArray(standards.id, standardIds))
        .orderBy(asc(standards.code))
    : [];
  const distribution: StandardDistribution[] = standardRows.map((s) => {
    const levels: Record<MasteryLevel, number> = { 4: 0, 3: 0, 2: 0, 1: 0 };
    let notYetAssessed = 0;
    for (const child of ids) {
      const level = mastery.get(child)?.get(s.id) ?? null;
      if (level === null) notYetAssessed += 1;
      else levels[level] += 1;
    }
    return { standardId: s.id, code: s.code, description: s.description, levels, notYetAssessed };
  });

  const attendanceRead = await attendanceRows(db, classId, head.range, ids, now);
  const classCounts = emptyCounts();
  const countsByChild = new Map(ids.map((id) => [id, emptyCounts()]));
  for (const r of attendanceRead.children) {
    addToCounts(classCounts, r.status!, r.excused);
    addToCounts(countsByChild.get(r.studentId)!, r.status!, r.excused);
  }
  const attendance: InsightsAttendance = {
    counts: classCounts,
    rate: attendanceRate(classCounts),
    children: children.map((c) => ({ studentId: c.id, name: c.name, counts: countsByChild.get(c.id)!, rate: attendanceRate(countsByChild.get(c.id)!) })),
    concernRule: ATTENTION_RULES.attendance.rule,
  };

  const workOf = groupBy(mine, (w) => w.studentId);
  const attention = children
    .map((c) => ({ studentId: c.id, name: c.name, flags: childFlags(workOf.get(c.id) ?? [], mastery.get(c.id), countsByChild.get(c.id)!, now) }))
    .filter((c) => c.flags.length > 0);

  return {
    class: head.class,
    terms: head.terms,
    termId: head.termId,
    attendance,
    children: childCounts,
    assignments: assignmentCounts,
    standards: distribution,
    attention,
    rules: (Object.keys(ATTENTION_RULES) as AttentionCode[]).map((code) => ({ code, ...ATTENTION_RULES[code] })),
    masteryRule: MASTERY_RULE_TEXT,
  };
}

/** Monday of the week of an instant, YYYY-MM-DD in the school's zone. */
export function weekOf(instant: Date): string {
  const d = calendarDateInZone(instant, school.timeZone);
  return formatCalendarDate(addDays(d, -((weekday(d) + 6) % 7)));
}

/** The Mondays from the range's first week to the week of `until` (or the range's end, if sooner). */
function weeksOf(range: { from: string; to: string }, until: Date): string[] {
  const first = weekOf(new Date(zonedInstant(range.from, "12:00")));
  const endDay = Math.min(toDayNumber(parseCalendarDate(range.to)!), toDayNumber(calendarDateInZone(until, school.timeZone)));
  const weeks: string[] = [];
  for (let d = parseCalendarDate(first)!; toDayNumber(d) <= endDay; d = addDays(d, 7)) weeks.push(formatCalendarDate(d));
  return weeks;
}

/** The end of a week (the next Monday at midnight, school time). */
const weekEnd = (monday: string) => new Date(zonedInstant(formatCalendarDate(addDays(parseCalendarDate(monday)!, 7)), "00:00"));
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export async function classAnalytics(db: Reader, classId: string, termId: string | undefined, now: Date): Promise<ClassAnalytics> {
  const head = await base(db, classId, termId);
  const children = await classChildren(db, classId);
  const ids = children.map((c) => c.id);
  const weeks = weeksOf(head.range, now);
  const inWeeks = new Set(weeks);
  const work = (await readWork(db, { classIds: [classId], termId: head.termId ?? undefined, publishedOnly: true, now })).filter((w) =>
    ids.includes(w.studentId),
  );

  const onTime: WeekOnTime[] = weeks.map((week) => {
    const due = work.filter((w) => isDue(w, now) && weekOf(w.dueAt!) === week);
    const late = due.filter(isLate).length;
    const missing = due.filter((w) => handedInAt(w) === null && w.status === "missing").length;
    const inTime = due.filter((w) => handedInAt(w) !== null && !isLate(w)).length;
    return { weekOf: week, due: due.length, onTime: inTime, late, missing, onTimeRate: due.length ? Math.round((inTime / due.length) * 100) : null };
  });

  const returned = work.filter((w) => w.work?.returnedAt && w.work.submittedAt && inWeeks.has(weekOf(w.work.returnedAt)));
  const turnaround: WeekTurnaround[] = weeks.map((week) => {
    const those = returned.filter((w) => weekOf(w.work!.returnedAt!) === week);
    const days = those.map((w) => (w.work!.returnedAt!.getTime() - w.work!.submittedAt!.getTime()) / DAY_MS);
    return { weekOf: week, returned: those.length, averageDays: days.length ? oneDecimal(days.reduce((a, b) => a + b, 0) / days.length) : null };
  });

  const marksList = await returnedMarks(db, [classId], head.termId, ids);
  const standardIds = [...new Set(marksList.map((m) => m.standardId))];
  const subjectOf = new Map<string, { code: string; name: string }>();
  if (standardIds.length) {
    const rows = await db
      .select({ id: standards.id, code: standards.subjectCode, name: sql<string | null>`${subjects.name}` })
      .from(standards)
      .leftJoin(subjects, eq(subjects.code, standards.subjectCode))
      .where(inArray(standards.id, standardIds));
    for (const r of rows) subjectOf.set(r.id, { code: r.code, name: r.name ?? r.code });
  }
  const mastery: MasteryPoint[] = [];
  for (const week of weeks) {
    const end = weekEnd(week).getTime();
    const known = masteryByChild(marksList.filter((m) => m.returnedAt.getTime() < end));
    const bySubject = new Map<string, { name: string; levels: number[] }>();
    for (const perStandard of known.values()) {
      for (const [standardId, level] of perStandard) {
        if (level === null) continue;
        const subject = subjectOf.get(standardId)!;
        const entry = bySubject.get(subject.code) ?? { name: subject.name, levels: [] };
        entry.levels.push(level);
        bySubject.set(subject.code, entry);
      }
    }
    for (const [code, { name, levels }] of [...bySubject].sort(([a], [b]) => a.localeCompare(b))) {
      mastery.push({
        weekOf: week,
        subjectCode: code,
        subjectName: name,
        average: oneDecimal(levels.reduce((a, b) => a + b, 0) / levels.length),
        assessed: levels.length,
      });
    }
  }

  const attendanceRead = await attendanceRows(db, classId, head.range, ids, now);
  const sessionWeek = new Map(attendanceRead.sessions.map((s) => [s.id, weekOf(s.startsAt)]));
  const total = emptyCounts();
  const perWeek = new Map(weeks.map((week) => [week, { sessions: new Set<string>(), counts: emptyCounts() }]));
  for (const r of attendanceRead.children) {
    addToCounts(total, r.status!, r.excused);
    const week = perWeek.get(sessionWeek.get(r.sessionId)!);
    if (!week) continue;
    week.sessions.add(r.sessionId);
    addToCounts(week.counts, r.status!, r.excused);
  }
  const attendance: WeekAttendance[] = weeks.map((week) => {
    const { sessions, counts } = perWeek.get(week)!;
    return {
      weekOf: week,
      sessions: sessions.size,
      records: counts.sessions,
      attended: counts.sessions - counts.absent,
      absent: counts.absent,
      rate: attendanceRate(counts),
    };
  });

  return {
    class: head.class,
    terms: head.terms,
    termId: head.termId,
    attendanceRate: attendanceRate(total),
    attendance,
    onTime,
    turnaround,
    mastery,
    masteryRule: MASTERY_RULE_TEXT,
  };
}
