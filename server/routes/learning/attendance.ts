/**
 * Attendance (issue 18, docs/api/attendance.md). Teachers (and staff) take and read the attendance of
 * the classes they teach (access: attendanceClassIds, requireAttendanceSession); families read their
 * children's and report absences in advance (requireOwnChild, requireFamilyAbsenceReport). Anyone
 * else is a 403; another class's or family's id is the 404 of a missing one.
 */
import type { FastifyInstance } from "fastify";
import {
  absenceReports,
  attendanceDay,
  attendanceReport,
  attendanceReportCsv,
  familyAttendance,
  reportAbsence,
  saveAttendance,
  sessionAttendance,
  withdrawAbsence,
} from "#common/api/learning/attendance";
import {
  absenceReportSchema,
  attendanceReportQuerySchema,
  familyAttendanceQuerySchema,
  type AttendanceReport,
  type AbsenceReport,
  type AttendanceDay,
  type AttendanceReportQuery,
  type FamilyAttendance,
  type SessionAttendance,
} from "#common/schemas/learning/attendance";
import type { SessionUser } from "../../auth/sessions";
import { parseInput } from "../../http/input";
import { attachmentDisposition } from "../../http/content-disposition";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import {
  ABSENCE_REPORT_NOT_FOUND,
  attendanceClassIds,
  childIdsOfGuardian,
  requireAttendanceSession,
  requireFamilyAbsenceReport,
  requireOwnChild,
  requireStudentRelation,
  requireTaughtClass,
  SESSION_NOT_FOUND,
} from "../../learning/access";
import { createAbsenceReport, listAbsenceReports, readFamilyAttendance, shiftDate, withdrawAbsenceReport } from "../../learning/attendance/family";
import { lateMinutesSetting, readAttendanceDay, readSessionAttendance, schoolDate } from "../../learning/attendance/attendance-read";
import { buildReport, currentTermRange, pickableClasses, readReportRows, reportCsv } from "../../learning/attendance/reports";
import { saveAttendanceMarks } from "../../learning/attendance/write";

export async function attendanceRoutes(app: FastifyInstance) {
  route(app, attendanceDay, async ({ actor, query }) => {
    const now = app.config.now();
    let classIds = await attendanceClassIds(app.db, actor);
    if (query.classId) {
      await requireTaughtClass(app.db, actor, query.classId);
      classIds = [query.classId];
    }
    const data: AttendanceDay = await readAttendanceDay(app.db, classIds, query.date ?? schoolDate(now), await lateMinutesSetting(app.db), now);
    return { success: true, data };
  });

  route(app, sessionAttendance, async ({ actor, params }) => {
    const session = await requireAttendanceSession(app.db, actor, uuidParam(params.sessionId, SESSION_NOT_FOUND));
    const data: SessionAttendance = await readSessionAttendance(app.db, session.id, await lateMinutesSetting(app.db), app.config.now());
    return { success: true, data };
  });

  route(app, saveAttendance, async ({ actor, params, body }) => {
    const session = await requireAttendanceSession(app.db, actor, uuidParam(params.sessionId, SESSION_NOT_FOUND));
    const now = app.config.now();
    const lateMinutes = await lateMinutesSetting(app.db);
    await saveAttendanceMarks({ db: app.db, actor, now }, session, body, lateMinutes);
    const data: SessionAttendance = await readSessionAttendance(app.db, session.id, lateMinutes, now);
    return { success: true, message: "Attendance saved.", data };
  });

  /** The report's filter as the viewer may use it (404 for another teacher's class or child), its range defaulting to the current term. */
  async function reportFilter(viewer: SessionUser, query: AttendanceReportQuery) {
    const now = app.config.now();
    const mine = await attendanceClassIds(app.db, viewer);
    if (query.classId) await requireTaughtClass(app.db, viewer, query.classId);
    if (query.studentId) await requireStudentRelation(app.db, viewer, query.studentId);
    const term = query.from && query.to ? null : await currentTermRange(app.db, schoolDate(now));
    const to = query.to ?? (query.from ? schoolDate(now) : term!.to);
    const from = query.from ?? (query.to ? shiftDate(query.to, -29) : term!.from);
    parseInput({ from, to }, attendanceReportQuerySchema);
    const classIds = query.classId ? [query.classId] : mine;
    return { mine, filter: { from, to, classIds, studentId: query.studentId, lateMinutes: await lateMinutesSetting(app.db), now } };
  }

  route(app, attendanceReport, async ({ actor, query }) => {
    const { mine, filter } = await reportFilter(actor, query);
    const [read, pickable] = [await readReportRows(app.db, filter), await pickableClasses(app.db, mine)];
    const data: AttendanceReport = buildReport(read, filter.from, filter.to, pickable);
    return { success: true, data };
  });

  route(app, attendanceReportCsv, async ({ actor, query, reply }) => {
    const { filter } = await reportFilter(actor, query);
    const read = await readReportRows(app.db, filter);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition(`attendance-${filter.from}-${filter.to}.csv`))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, no-store")
      .send(reportCsv(read));
  });

  route(app, familyAttendance, async ({ actor, query }) => {
    if (query.studentId) await requireOwnChild(app.db, actor, query.studentId);
    const now = app.config.now();
    const today = schoolDate(now);
    const to = query.to ?? today;
    const from = query.from ?? shiftDate(to, -29);
    // A From alone, long ago or after today, is held to the same rules as the pair.
    parseInput({ from, to }, familyAttendanceQuerySchema);
    const children = query.studentId ? [query.studentId] : await childIdsOfGuardian(app.db, actor.id);
    const read: FamilyAttendance = await readFamilyAttendance(app.db, children, from, to, await lateMinutesSetting(app.db), now);
    // The home's card shows the rate and the latest absences: the other sessions would be sent for nothing.
    const data =
      query.sessions === "absences"
        ? { ...read, children: read.children.map((child) => ({ ...child, sessions: child.sessions.filter((s) => s.status === "absent") })) }
        : read;
    return { success: true, data };
  });

  route(app, absenceReports, async ({ actor }) => {
    const data: AbsenceReport[] = await listAbsenceReports(app.db, actor.id);
    return { success: true, data };
  });

  route(app, reportAbsence, async ({ actor, request }) => {
    const now = app.config.now();
    // Parsed here, not by the contract: which first days are allowed depends on the school's date today.
    const input = parseInput(request.body, absenceReportSchema(schoolDate(now)));
    await requireOwnChild(app.db, actor, input.studentId);
    const data: AbsenceReport = await createAbsenceReport(app.db, input, actor.id, now);
    return { success: true, message: "Thank you. Your child's teachers have been told.", data };
  });

  route(app, withdrawAbsence, async ({ actor, params }) => {
    const report = await requireFamilyAbsenceReport(app.db, actor, uuidParam(params.id, ABSENCE_REPORT_NOT_FOUND));
    await withdrawAbsenceReport(app.db, report, app.config.now());
    return undefined;
  });
}
