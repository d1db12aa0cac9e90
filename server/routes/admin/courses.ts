/**
 * The school's structure for staff (/admin/courses, docs/api/admin-courses.md): years, terms and
 * calendar days, subjects, classes, staff, enrolment, timetable and sessions. The /api/admin scope
 * has already refused anyone but staff; the rules live in server/learning/structure/.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  classCreateSchema,
  classPatchSchema,
  classStaffSchema,
  enrolSchema,
  meetingSchema,
  moveSchema,
  overviewQuerySchema,
  schoolDaySchema,
  studentSearchQuerySchema,
  subjectCreateSchema,
  subjectRenameSchema,
  termsSchema,
  yearCreateSchema,
  yearPatchSchema,
} from "../../../common/schemas/learning/courses";
import type { StaffAction } from "../../audit";
import { parseForm } from "../../forms";
import { staffActor, uuidParam } from "../../http/staff-request";
import { CALENDAR_MESSAGES, addSchoolDay, createSubject, createYear, makeYearCurrent, removeSchoolDay, renameSubject, setTerms, updateYear } from "../../learning/structure/calendar";
import {
  CLASS_MESSAGES,
  addMeeting,
  cancelSession,
  createClass,
  endEnrolment,
  enrolStudent,
  generateSessions,
  moveEnrolment,
  removeMeeting,
  setClassStaff,
  updateClass,
} from "../../learning/structure/classes";
import { classDetail, coursesOverview, searchStudents, staffCandidates } from "../../learning/structure/read-model";

type WithId = FastifyRequest<{ Params: { id: string } }>;
const P = "/courses";

export async function coursesRoutes(app: FastifyInstance) {
  const act = (request: FastifyRequest): StaffAction => ({ db: app.db, request, actor: staffActor(request), now: app.config.now() });
  const ok = (message: string, data?: unknown) => ({ success: true, message, ...(data === undefined ? {} : { data }) });

  app.get(`${P}/overview`, async (request) => {
    const { yearId } = overviewQuerySchema.parse(request.query);
    return { success: true, data: await coursesOverview(app.db, yearId) };
  });

  app.post(`${P}/years`, async (request, reply) => {
    const year = await createYear(act(request), parseForm(request.body, yearCreateSchema));
    return reply.code(201).send(ok(`Created the school year ${year.name}.`, year));
  });
  app.patch<{ Params: { id: string } }>(`${P}/years/:id`, async (request: WithId) => {
    const id = uuidParam(request.params.id, CALENDAR_MESSAGES.yearNotFound);
    const year = await updateYear(act(request), id, parseForm(request.body, yearPatchSchema));
    return ok(`Saved the school year ${year.name}.`, year);
  });
  app.post<{ Params: { id: string } }>(`${P}/years/:id/current`, async (request: WithId) => {
    const year = await makeYearCurrent(act(request), uuidParam(request.params.id, CALENDAR_MESSAGES.yearNotFound));
    return ok(`${year.name} is now the current school year.`, year);
  });
  app.put<{ Params: { id: string } }>(`${P}/years/:id/terms`, async (request: WithId) => {
    const id = uuidParam(request.params.id, CALENDAR_MESSAGES.yearNotFound);
    const rows = await setTerms(act(request), id, parseForm(request.body, termsSchema));
    return ok("Saved the terms.", rows);
  });
  app.post<{ Params: { id: string } }>(`${P}/years/:id/days`, async (request: WithId, reply) => {
    const id = uuidParam(request.params.id, CALENDAR_MESSAGES.yearNotFound);
    const { day, removedSessions } = await addSchoolDay(act(request), id, parseForm(request.body, schoolDaySchema));
    return reply.code(201).send(ok(`Added ${day.title}${removedSessions ? `; ${removedSessions} class sessions were removed` : ""}.`, { day, removedSessions }));
  });
  app.delete<{ Params: { id: string } }>(`${P}/days/:id`, async (request: WithId) => {
    const { created } = await removeSchoolDay(act(request), uuidParam(request.params.id, CALENDAR_MESSAGES.dayNotFound));
    return ok(`Removed the day${created ? `; ${created} class sessions were added back` : ""}.`);
  });

  app.post(`${P}/subjects`, async (request, reply) => {
    const subject = await createSubject(act(request), parseForm(request.body, subjectCreateSchema));
    return reply.code(201).send(ok(`Added the subject ${subject.name}.`, subject));
  });
  app.patch<{ Params: { id: string } }>(`${P}/subjects/:id`, async (request: WithId) => {
    const id = uuidParam(request.params.id, CALENDAR_MESSAGES.subjectNotFound);
    const subject = await renameSubject(act(request), id, parseForm(request.body, subjectRenameSchema).name);
    return ok(`Renamed the subject to ${subject.name}.`, subject);
  });

  app.post(`${P}/classes`, async (request, reply) => {
    const cls = await createClass(act(request), parseForm(request.body, classCreateSchema));
    return reply.code(201).send(ok(`Created the class ${cls.name}.`, { id: cls.id }));
  });
  app.get<{ Params: { id: string } }>(`${P}/classes/:id`, async (request: WithId) => {
    return { success: true, data: await classDetail(app.db, uuidParam(request.params.id, CLASS_MESSAGES.classNotFound), app.config.now()) };
  });
  app.patch<{ Params: { id: string } }>(`${P}/classes/:id`, async (request: WithId) => {
    const id = uuidParam(request.params.id, CLASS_MESSAGES.classNotFound);
    const cls = await updateClass(act(request), id, parseForm(request.body, classPatchSchema));
    return ok(`Saved ${cls.name}.`);
  });
  app.put<{ Params: { id: string } }>(`${P}/classes/:id/staff`, async (request: WithId) => {
    const id = uuidParam(request.params.id, CLASS_MESSAGES.classNotFound);
    await setClassStaff(act(request), id, parseForm(request.body, classStaffSchema));
    return ok("Saved the class staff.");
  });
  app.post<{ Params: { id: string } }>(`${P}/classes/:id/enrolments`, async (request: WithId, reply) => {
    const id = uuidParam(request.params.id, CLASS_MESSAGES.classNotFound);
    const row = await enrolStudent(act(request), id, parseForm(request.body, enrolSchema).studentId);
    return reply.code(201).send(ok("Enrolled.", { enrolmentId: row.id }));
  });
  app.post<{ Params: { id: string } }>(`${P}/enrolments/:id/end`, async (request: WithId) => {
    await endEnrolment(act(request), uuidParam(request.params.id, CLASS_MESSAGES.enrolmentNotFound));
    return ok("Removed from the class. The class list keeps the history.");
  });
  app.post<{ Params: { id: string } }>(`${P}/enrolments/:id/move`, async (request: WithId) => {
    const id = uuidParam(request.params.id, CLASS_MESSAGES.enrolmentNotFound);
    const row = await moveEnrolment(act(request), id, parseForm(request.body, moveSchema).toClassId);
    return ok("Moved to the other section.", { enrolmentId: row.id });
  });
  app.post<{ Params: { id: string } }>(`${P}/classes/:id/meetings`, async (request: WithId, reply) => {
    const id = uuidParam(request.params.id, CLASS_MESSAGES.classNotFound);
    const { meeting, sessions } = await addMeeting(act(request), id, parseForm(request.body, meetingSchema));
    return reply.code(201).send(ok(`Added the meeting${sessions ? `; ${sessions.created} sessions were added` : ""}.`, { id: meeting.id, sessions }));
  });
  app.delete<{ Params: { id: string } }>(`${P}/meetings/:id`, async (request: WithId) => {
    const { sessions } = await removeMeeting(act(request), uuidParam(request.params.id, CLASS_MESSAGES.meetingNotFound));
    return ok(`Removed the meeting${sessions ? `; ${sessions.removed} future sessions were removed` : ""}.`, { sessions });
  });
  app.post<{ Params: { id: string } }>(`${P}/classes/:id/sessions/generate`, async (request: WithId) => {
    const result = await generateSessions(act(request), uuidParam(request.params.id, CLASS_MESSAGES.classNotFound));
    return ok(`Sessions up to date: ${result.created} added, ${result.kept} kept, ${result.removed} removed.`, result);
  });
  app.post<{ Params: { id: string } }>(`${P}/sessions/:id/cancel`, async (request: WithId) => {
    await cancelSession(act(request), uuidParam(request.params.id, CLASS_MESSAGES.sessionNotFound));
    return ok("Cancelled the session.");
  });

  app.get(`${P}/students`, async (request) => {
    const { q } = studentSearchQuerySchema.parse(request.query);
    return { success: true, data: await searchStudents(app.db, q) };
  });
  app.get(`${P}/teachers`, async () => ({ success: true, data: await staffCandidates(app.db) }));
}
