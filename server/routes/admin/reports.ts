/**
 * Admissions reports (docs/api/admin-operations.md): counts by status, requested grade and month of
 * submission, and the CSV export of the applications. Dates are the school's (America/New_York):
 * `from` and `to` are whole days there, months are its calendar months. An export is recorded in
 * the audit log with its filter, since it takes families' data off the site.
 *
 * The office's attendance and learning reports (issue 33) read every class: admins only. Their range
 * is the current term by default, as the teachers' attendance report's; each CSV is one section.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  admissionsReport,
  applicationsCsv,
  attendanceOfficeCsv,
  attendanceOfficeReport,
  learningOfficeCsv,
  learningOfficeReport,
} from "#common/api/admin/reports";
import { APPLICATION_STATUSES, statusLabel } from "#common/application-status";
import { formatCalendarDate } from "#common/calendar-date";
import { calendarDateInZone, zonedDateTime } from "#common/time-zone";
import { GRADE_LEVELS, gradeLabel, NO_GRADE_LABEL } from "#common/grades";
import type { CountRow, ReportsAnswer } from "#common/schemas/admin-operations";
import { attendanceOfficeQuerySchema, WAITING_DAYS, type AttendanceOfficeReport, type LearningOfficeReport } from "#common/schemas/office-reports";
import { school } from "#common/school";
import { recordAudit } from "../../audit";
import { csvDocument, type CsvValue } from "../../csv";
import { applications } from "../../db/schema";
import { withinSchoolDays } from "../../db/queries";
import { attachmentDisposition } from "../../http/content-disposition";
import { parseInput } from "../../http/input";
import { route } from "../../http/route";
import { lateMinutesSetting, schoolDate } from "../../learning/attendance/attendance-read";
import { shiftDate } from "../../learning/attendance/family";
import { officeAttendanceCsv, officeAttendanceReport } from "../../learning/attendance/office-report";
import { currentTermRange } from "../../learning/attendance/reports";
import { officeLearningCsv, officeLearningReport } from "../../learning/reports/office-learning";

/** The applications submitted within [from, to] (whole days in the school's zone). */
const submittedWithin = (from: string | undefined, to: string | undefined) => withinSchoolDays(applications.createdAt, from, to);

/** "2026-03-04 14:05" in the school's zone (what a spreadsheet reads as a date and time). */
export function easternDateTime(date: Date | null): string {
  if (!date) return "";
  const wall = zonedDateTime(date, school.timeZone);
  return `${wall.date} ${wall.time}`;
}

/**
 * The school's zone as an SQL literal: the same expression must appear in SELECT and GROUP BY, which
 * two bind parameters would not be. It is a constant of common/school.ts, checked to be a zone name.
 */
const ZONE_LITERAL = (() => {
  if (!/^[A-Za-z0-9_+\-/]+$/.test(school.timeZone)) throw new Error(`unexpected time zone name ${school.timeZone}`);
  return sql.raw(`'${school.timeZone}'`);
})();

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export const CSV_COLUMNS = [
  "Application ID",
  "Status",
  "Submitted (Eastern Time)",
  "Last updated (Eastern Time)",
  "Parent name",
  "Parent email",
  "Parent phone",
  "Secondary guardian name",
  "Secondary guardian email",
  "Child first name",
  "Child last name",
  "Child date of birth",
  "Grade requested",
  "Grade from date of birth",
  "Grade conflict",
  "Family's grade choice",
  "Family's grade choice made (Eastern Time)",
  "Placement grade",
  "Grade reviewed (Eastern Time)",
  "Mid-year transfer",
  "Prior school",
  "Prior school contact",
  "Special needs",
  "Previous online experience",
  "Emergency contact name",
  "Emergency contact phone",
  "FERPA consent",
  "Photo release consent",
  "Marketing consent",
  "Duplicate of",
  "Duplicate decision",
  "Duplicate reviewed (Eastern Time)",
] as const;

export async function adminReportRoutes(app: FastifyInstance) {
  /** The range asked for, the current term by default; a From or To alone is held to the same rules as the pair (400). */
  async function officeRange(query: { from?: string | undefined; to?: string | undefined }) {
    const today = schoolDate(app.config.now());
    const term = query.from && query.to ? null : await currentTermRange(app.db, today);
    const to = query.to ?? (query.from ? today : term!.to);
    const from = query.from ?? (query.to ? shiftDate(query.to, -29) : term!.from);
    parseInput({ from, to }, attendanceOfficeQuerySchema);
    return { from, to };
  }
  const attendanceReport = async (query: { from?: string | undefined; to?: string | undefined }): Promise<AttendanceOfficeReport> => {
    const now = app.config.now();
    return officeAttendanceReport(app.db, { ...(await officeRange(query)), lateMinutes: await lateMinutesSetting(app.db), now });
  };
  const learningReport = async (query: { from?: string | undefined; to?: string | undefined; days?: number | undefined }): Promise<LearningOfficeReport> =>
    officeLearningReport(app.db, { ...(await officeRange(query)), days: query.days ?? WAITING_DAYS.default, now: app.config.now() });
  const sendCsv = (reply: FastifyReply, name: string, body: string) =>
    reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition(name))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, no-store")
      .send(body);

  route(app, attendanceOfficeReport, async ({ query }) => ({ success: true, data: await attendanceReport(query) }));

  route(app, attendanceOfficeCsv, async ({ query, reply }) => {
    const report = await attendanceReport(query);
    const section = query.section ?? "children";
    return sendCsv(reply, `attendance-${section}-${report.from}-${report.to}.csv`, officeAttendanceCsv(report, section));
  });

  route(app, learningOfficeReport, async ({ query }) => ({ success: true, data: await learningReport(query) }));

  route(app, learningOfficeCsv, async ({ query, reply }) => {
    const report = await learningReport(query);
    const section = query.section ?? "missing";
    return sendCsv(reply, `learning-${section}-${report.from}-${report.to}.csv`, officeLearningCsv(report, section));
  });

  route(app, admissionsReport, async ({ query }) => {
    const where = and(...submittedWithin(query.from, query.to));
    const month = sql<string>`to_char(${applications.createdAt} at time zone ${ZONE_LITERAL}, 'YYYY-MM')`;
    const [statuses, grades, months] = await Promise.all([
      app.db.select({ key: applications.status, n: count() }).from(applications).where(where).groupBy(applications.status),
      app.db.select({ key: applications.childGradeRequested, n: count() }).from(applications).where(where).groupBy(applications.childGradeRequested),
      app.db.select({ key: month, n: count() }).from(applications).where(where).groupBy(month).orderBy(month),
    ]);

    const ordered = (rows: { key: string; n: number }[], keys: readonly string[]): CountRow[] => {
      const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
      const known = keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
      const other = rows.filter((r) => !keys.includes(r.key)).map((r) => ({ key: r.key, count: Number(r.n) }));
      return [...known, ...other.sort((a, b) => a.key.localeCompare(b.key))];
    };
    const byStatus = ordered(statuses, APPLICATION_STATUSES);
    const data: ReportsAnswer = {
      from: query.from ?? null,
      to: query.to ?? null,
      total: byStatus.reduce((sum, row) => sum + row.count, 0),
      byStatus,
      byGrade: ordered(
        grades,
        GRADE_LEVELS.map((g) => g.applicationValue),
      ),
      byMonth: months.map((r) => ({ key: r.key, count: Number(r.n) })),
    };
    return { success: true, data };
  });

  route(app, applicationsCsv, async ({ actor, query, reply }) => {
    const conditions = submittedWithin(query.from, query.to);
    if (query.status) conditions.push(eq(applications.status, query.status));
    const original = alias(applications, "original");

    const rows = await app.db.transaction(async (tx) => {
      const found = await tx
        .select({ a: applications, duplicateOf: original.applicationId })
        .from(applications)
        .leftJoin(original, eq(original.id, applications.duplicateOf))
        .where(and(...conditions))
        .orderBy(desc(applications.createdAt), desc(applications.id));
      const filter = { from: query.from ?? null, to: query.to ?? null, status: query.status ?? null };
      await recordAudit(tx, actor, {
        action: "reports.exported",
        targetId: "applications.csv",
        summary: `Exported ${found.length} application${found.length === 1 ? "" : "s"} as CSV${describeFilter(filter)}.`,
        detail: { ...filter, rows: found.length },
      });
      return found;
    });

    const body = csvDocument(
      CSV_COLUMNS,
      rows.map(({ a, duplicateOf }): CsvValue[] => [
        a.applicationId,
        statusLabel(a.status),
        easternDateTime(a.createdAt),
        easternDateTime(a.updatedAt),
        a.parentName,
        a.parentEmail,
        a.parentPhone,
        a.secondaryGuardianName,
        a.secondaryGuardianEmail,
        a.childFirstName,
        a.childLastName,
        a.childDob,
        gradeLabel(a.childGradeRequested, "with-ages"),
        gradeLabel(a.calculatedGrade, "with-ages", NO_GRADE_LABEL),
        yesNo(a.gradeConflict),
        a.gradeConflictResolution,
        easternDateTime(a.gradeConflictResolvedAt),
        gradeLabel(a.placementGrade, "with-ages", ""),
        easternDateTime(a.gradeReviewedAt),
        yesNo(a.isMidYearTransfer),
        a.priorSchoolName,
        a.priorSchoolContact,
        a.specialNeeds,
        yesNo(a.previousOnlineExperience),
        a.emergencyContactName,
        a.emergencyContactPhone,
        yesNo(a.ferpaConsent),
        yesNo(a.photoReleaseConsent),
        yesNo(a.marketingConsent),
        duplicateOf,
        a.duplicateDecision,
        easternDateTime(a.duplicateReviewedAt),
      ]),
    );
    const today = formatCalendarDate(calendarDateInZone(app.config.now(), school.timeZone));
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="applications-${today}.csv"`)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "no-store")
      .send(body);
  });
}

function describeFilter(filter: { from: string | null; to: string | null; status: string | null }) {
  const parts: string[] = [];
  if (filter.from && filter.to) parts.push(`submitted ${filter.from} to ${filter.to}`);
  else if (filter.from) parts.push(`submitted from ${filter.from}`);
  else if (filter.to) parts.push(`submitted up to ${filter.to}`);
  if (filter.status) parts.push(`status ${statusLabel(filter.status)}`);
  return parts.length ? ` (${parts.join(", ")})` : "";
}
