/**
 * Attendance (issue 18, docs/api/attendance.md). Teachers (and staff) take and read the attendance of
 * the classes they teach (access: attendanceClassIds, requireAttendanceSession); families read their
 * children's and report absences in advance (requireOwnChild, requireFamilyAbsenceReport). Anyone
 * else is a 403; another class's or family's id is the 404 of a missing one.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { GUARDIAN_ROLES, TEACHER_ROLES } from "../../../common/roles";
import {
  absenceReportSchema,
  attendanceDayQuerySchema,
  attendanceMarksSchema,
  attendanceReportQuerySchema,
  familyAttendanceQuerySchema,
  type AttendanceReport,
  type AbsenceReport,
  type AttendanceDay,
  type FamilyAttendance,
  type SessionAttendance,
} from "../../../common/schemas/learning/attendance";
import { requireRole } from "../../auth/guards";
import { parseForm } from "../../forms";
import { attachmentDisposition } from "../../http/content-disposition";
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
import { lateMinutesSetting, readAttendanceDay, readSessionAttendance, schoolDate } from "../../learning/attendance/read";
import { buildReport, currentTermRange, pickableClasses, readReportRows, reportCsv } from "../../learning/attendance/reports";
import { saveAttendanceMarks } from "../../learning/attendance/write";

export async function attendanceRoutes(app: FastifyInstance) {
  app.get("/teacher/attendance/sessions", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, attendanceDayQuerySchema);
    const now = app.config.now();
    let classIds = await attendanceClassIds(app.db, viewer);
    if (query.classId) {
      await requireTaughtClass(app.db, viewer, query.classId);
      classIds = [query.classId];
    }
    const data: AttendanceDay = await readAttendanceDay(app.db, classIds, query.date ?? schoolDate(now), await lateMinutesSetting(app.db), now);
    return { success: true, data };
  });

  app.get<{ Params: { sessionId: string } }>("/teacher/sessions/:sessionId/attendance", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const session = await requireAttendanceSession(app.db, viewer, uuidParam(request.params.sessionId, SESSION_NOT_FOUND));
    const data: SessionAttendance = await readSessionAttendance(app.db, session.id, await lateMinutesSetting(app.db), app.config.now());
    return { success: true, data };
  });

  app.put<{ Params: { sessionId: string } }>("/teacher/sessions/:sessionId/attendance", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const session = await requireAttendanceSession(app.db, viewer, uuidParam(request.params.sessionId, SESSION_NOT_FOUND));
    const input = parseForm(request.body, attendanceMarksSchema);
    const now = app.config.now();
    const lateMinutes = await lateMinutesSetting(app.db);
    await saveAttendanceMarks({ db: app.db, request, actor: viewer, now }, session, input, lateMinutes);
    const data: SessionAttendance = await readSessionAttendance(app.db, session.id, lateMinutes, now);
    return { success: true, message: "Attendance saved.", data };
  });

  /** The report's filter as the viewer may use it (404 for another teacher's class or child), its range defaulting to the current term. */
  async function reportFilter(request: FastifyRequest) {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, attendanceReportQuerySchema);
    const now = app.config.now();
    const mine = await attendanceClassIds(app.db, viewer);
    if (query.classId) await requireTaughtClass(app.db, viewer, query.classId);
    if (query.studentId) await requireStudentRelation(app.db, viewer, query.studentId);
    const term = query.from && query.to ? null : await currentTermRange(app.db, schoolDate(now));
    const to = query.to ?? (query.from ? schoolDate(now) : term!.to);
    const from = query.from ?? (query.to ? shiftDate(query.to, -29) : term!.from);
    parseForm({ from, to }, attendanceReportQuerySchema);
    const classIds = query.classId ? [query.classId] : mine;
    return { mine, filter: { from, to, classIds, studentId: query.studentId, lateMinutes: await lateMinutesSetting(app.db), now } };
  }

  app.get("/teacher/attendance-reports", async (request) => {
    const { mine, filter } = await reportFilter(request);
    const [read, pickable] = [await readReportRows(app.db, filter), await pickableClasses(app.db, mine)];
    const data: AttendanceReport = buildReport(read, filter.from, filter.to, pickable);
    return { success: true, data };
  });

  app.get("/teacher/attendance-reports.csv", async (request, reply) => {
    const { filter } = await reportFilter(request);
    const read = await readReportRows(app.db, filter);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition(`attendance-${filter.from}-${filter.to}.csv`))
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "private, no-store")
      .send(reportCsv(read));
  });

  app.get("/family/attendance", async (request) => {
    const viewer = requireRole(request, GUARDIAN_ROLES);
    const query = parseForm(request.query, familyAttendanceQuerySchema);
    if (query.studentId) await requireOwnChild(app.db, viewer, query.studentId);
    const now = app.config.now();
    const today = schoolDate(now);
    const to = query.to ?? today;
    const from = query.from ?? shiftDate(to, -29);
    // A From alone, long ago or after today, is held to the same rules as the pair.
    parseForm({ from, to }, familyAttendanceQuerySchema);
    const children = query.studentId ? [query.studentId] : await childIdsOfGuardian(app.db, viewer.id);
    const data: FamilyAttendance = await readFamilyAttendance(app.db, children, from, to, await lateMinutesSetting(app.db), now);
    return { success: true, data };
  });

  app.get("/family/absence-reports", async (request) => {
    const viewer = requireRole(request, GUARDIAN_ROLES);
    const data: AbsenceReport[] = await listAbsenceReports(app.db, viewer.id);
    return { success: true, data };
  });

  app.post("/family/absence-reports", async (request, reply) => {
    const viewer = requireRole(request, GUARDIAN_ROLES);
    const now = app.config.now();
    const input = parseForm(request.body, absenceReportSchema(schoolDate(now)));
    await requireOwnChild(app.db, viewer, input.studentId);
    const data: AbsenceReport = await createAbsenceReport(app.db, input, viewer.id, now);
    return reply.code(201).send({ success: true, message: "Thank you. Your child's teachers have been told.", data });
  });

  app.delete<{ Params: { id: string } }>("/family/absence-reports/:id", async (request, reply) => {
    const viewer = requireRole(request, GUARDIAN_ROLES);
    const report = await requireFamilyAbsenceReport(app.db, viewer, uuidParam(request.params.id, ABSENCE_REPORT_NOT_FOUND));
    await withdrawAbsenceReport(app.db, report, app.config.now());
    return reply.code(204).send();
  });
}
