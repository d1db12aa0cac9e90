/**
 * Families and attendance (docs/api/attendance.md): a family's children's attendance over a range
 * (taken sessions only, newest first), and absences reported in advance: made, listed (every guardian
 * of the child sees those of the others) and withdrawn while not over. The child's teachers are told
 * of a new report (notification kind `absence`).
 */
import { and, desc, eq, inArray } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { attendanceRate } from "#common/learning/attendance";
import { ATTENDANCE_MESSAGES, type AbsenceReport, type AbsenceReportInput, type FamilyAttendance } from "#common/schemas/learning/attendance";

import { zonedInstant } from "#common/time-zone";
import type { Db } from "../../db/client";
import { absenceReports, classSessions, enrolments, guardianLinks, students } from "../../db/schema";
import { localDay, type Phrase } from "#common/i18n/phrase";
import { notify } from "../../notifications/notify";
import { currentTeachersOfStudent } from "../access";
import { countsOf, readAttendance, schoolDate } from "./attendance-read";
import { gte, lt } from "drizzle-orm";
import { knownAs } from "#common/learning/child-name";
import { conflict } from "../../domain-errors";

type Reader = Pick<Db, "select" | "selectDistinct">;

/** The instants a range of school dates (inclusive) covers. */
export function rangeInstants(from: string, to: string): { start: Date; end: Date } {
  return { start: new Date(zonedInstant(from, "00:00")), end: new Date(zonedInstant(formatCalendarDate(addDays(parseCalendarDate(to)!, 1)), "00:00")) };
}

export const shiftDate = (date: string, days: number) => formatCalendarDate(addDays(parseCalendarDate(date)!, days));

/** The children's attendance in taken sessions of every class they were in, from..to (school dates). */
export async function readFamilyAttendance(
  db: Reader,
  studentIds: readonly string[],
  from: string,
  to: string,
  lateMinutes: number,
  now: Date,
): Promise<FamilyAttendance> {
  if (studentIds.length === 0) return { from, to, children: [] };
  const names = await db
    .select({ id: students.id, firstName: students.firstName, preferredName: students.preferredName, lastName: students.lastName })
    .from(students)
    .where(inArray(students.id, [...studentIds]));
  const classRows = await db
    .selectDistinct({ id: enrolments.classId })
    .from(enrolments)
    .where(inArray(enrolments.studentId, [...studentIds]));
  const { start, end } = rangeInstants(from, to);
  const read =
    classRows.length === 0
      ? { sessions: [], children: [] }
      : await readAttendance(db, {
          sessions: and(
            inArray(
              classSessions.classId,
              classRows.map((c) => c.id),
            ),
            gte(classSessions.startsAt, start),
            lt(classSessions.startsAt, end),
          ),
          studentIds,
          lateMinutes,
          now,
        });
  const sessionById = new Map(read.sessions.map((s) => [s.id, s]));
  const children = names
    .sort((a, b) => knownAs(a).localeCompare(knownAs(b)))
    .map((child) => {
      const rows = read.children.filter((c) => c.studentId === child.id && c.status !== null && sessionById.get(c.sessionId)!.taken);
      const counts = countsOf(rows);
      return {
        studentId: child.id,
        name: knownAs(child),
        counts,
        rate: attendanceRate(counts),
        sessions: rows
          .map((c) => {
            const s = sessionById.get(c.sessionId)!;
            return {
              sessionId: s.id,
              className: s.className,
              startsAt: s.startsAt.toISOString(),
              endsAt: s.endsAt.toISOString(),
              status: c.status!,
              excused: c.excused,
              note: c.report?.reason ?? null,
            };
          })
          .sort((a, b) => b.startsAt.localeCompare(a.startsAt)),
      };
    });
  return { from, to, children };
}

function reportView(row: typeof absenceReports.$inferSelect, child: { firstName: string; preferredName: string | null }): AbsenceReport {
  return {
    id: row.id,
    studentId: row.studentId,
    childName: knownAs(child),
    fromDate: row.fromDate,
    toDate: row.toDate,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  };
}

/** The absence reports of the guardian's children (whoever sent them), newest first. */
export async function listAbsenceReports(db: Reader, guardianUserId: string): Promise<AbsenceReport[]> {
  const rows = await db
    .select({ report: absenceReports, firstName: students.firstName, preferredName: students.preferredName })
    .from(absenceReports)
    .innerJoin(guardianLinks, and(eq(guardianLinks.studentId, absenceReports.studentId), eq(guardianLinks.guardianUserId, guardianUserId)))
    .innerJoin(students, eq(students.id, absenceReports.studentId))
    .orderBy(desc(absenceReports.createdAt), desc(absenceReports.fromDate));
  return rows.map((r) => reportView(r.report, r));
}

/** A new report; the child's current teachers are told in the same transaction. */
export async function createAbsenceReport(db: Db, input: AbsenceReportInput, reportedBy: string, now: Date): Promise<AbsenceReport> {
  return db.transaction(async (tx) => {
    const [child] = await tx
      .select({ firstName: students.firstName, preferredName: students.preferredName })
      .from(students)
      .where(eq(students.id, input.studentId));
    const [row] = await tx
      .insert(absenceReports)
      .values({ studentId: input.studentId, fromDate: input.fromDate, toDate: input.toDate, reason: input.reason, reportedBy, createdAt: now })
      .returning();
    const name = knownAs(child!);
    const title: Phrase =
      input.fromDate === input.toDate
        ? { id: "notices.absenceReport.title.oneDay", values: { name, day: localDay(input.fromDate) } }
        : { id: "notices.absenceReport.title.days", values: { name, from: localDay(input.fromDate), to: localDay(input.toDate) } };
    const teachers = await currentTeachersOfStudent(tx, input.studentId);
    await notify(
      tx,
      teachers.map((t) => ({
        userId: t.userId,
        kind: "absence" as const,
        studentId: input.studentId,
        title,
        body: input.reason,
        link: "/teacher/attendance-reports",
        subjectId: row!.id,
      })),
      { now },
    );
    return reportView(row!, child!);
  });
}

/** Withdraws a report (kept, `withdrawnAt` set) while its last day has not passed; withdrawing twice changes nothing. */
export async function withdrawAbsenceReport(db: Db, report: typeof absenceReports.$inferSelect, now: Date): Promise<void> {
  if (report.withdrawnAt) return;
  if (report.toDate < schoolDate(now)) throw conflict(ATTENDANCE_MESSAGES.reportOver);
  await db.update(absenceReports).set({ withdrawnAt: now }).where(eq(absenceReports.id, report.id));
}
