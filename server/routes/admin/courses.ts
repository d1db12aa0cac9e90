/**
 * The school's structure for staff (/admin/courses, docs/api/admin-courses.md): years, terms and
 * calendar days, subjects, classes, staff, enrolment, timetable and sessions. The /api/admin scope
 * has already refused anyone but staff; the rules live in server/learning/courses/.
 */
import type { FastifyInstance } from "fastify";
import * as api from "#common/api/admin/courses";
import type { Phrase } from "#common/i18n/phrase";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import {
  CALENDAR_MESSAGES,
  addSchoolDay,
  createSubject,
  createYear,
  makeYearCurrent,
  removeSchoolDay,
  renameSubject,
  setTerms,
  updateYear,
} from "../../learning/courses/calendar";
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
} from "../../learning/courses/classes";
import { classDetail, coursesOverview, searchStudents, staffCandidates } from "../../learning/courses/read-model";
import { rollOver } from "../../learning/courses/rollover";
import type { Actor, StaffAction } from "../../actor";

export async function coursesRoutes(app: FastifyInstance) {
  const act = ({ actor }: { actor: Actor }): StaffAction => ({ db: app.db, actor, now: app.config.now() });

  route(app, api.coursesOverview, async ({ query }) => {
    return { success: true, data: await coursesOverview(app.db, query.yearId) };
  });

  route(app, api.createSchoolYear, async (c) => {
    const year = await createYear(act(c), c.body);
    return { success: true, message: { id: "answers.yearCreated", values: { name: year.name } }, data: year };
  });
  route(app, api.updateSchoolYear, async (c) => {
    const id = uuidParam(c.params.id, CALENDAR_MESSAGES.yearNotFound);
    const year = await updateYear(act(c), id, c.body);
    return { success: true, message: { id: "answers.yearSaved", values: { name: year.name } }, data: year };
  });
  route(app, api.rollOverYear, async (c) => {
    return { success: true, data: await rollOver(act(c), c.body) };
  });

  route(app, api.makeYearCurrent, async (c) => {
    const year = await makeYearCurrent(act(c), uuidParam(c.params.id, CALENDAR_MESSAGES.yearNotFound));
    return { success: true, message: { id: "answers.yearMadeCurrent", values: { name: year.name } }, data: year };
  });
  route(app, api.setTerms, async (c) => {
    const id = uuidParam(c.params.id, CALENDAR_MESSAGES.yearNotFound);
    const rows = await setTerms(act(c), id, c.body);
    return { success: true, message: "Saved the terms.", data: rows };
  });
  route(app, api.addSchoolDay, async (c) => {
    const id = uuidParam(c.params.id, CALENDAR_MESSAGES.yearNotFound);
    const { day, removedSessions } = await addSchoolDay(act(c), id, c.body);
    // The row's kind is the checked input's (the column is text): typed as the answer's.
    return {
      success: true,
      message: { id: "answers.dayAdded", values: { title: day.title, removed: removedSessions } },
      data: { day: { ...day, kind: c.body.kind }, removedSessions },
    };
  });
  route(app, api.removeSchoolDay, async (c) => {
    const { created } = await removeSchoolDay(act(c), uuidParam(c.params.id, CALENDAR_MESSAGES.dayNotFound));
    return { success: true, message: { id: "answers.dayRemoved", values: { added: created } } };
  });

  route(app, api.createSubject, async (c) => {
    const subject = await createSubject(act(c), c.body);
    return { success: true, message: { id: "answers.subjectAdded", values: { name: subject.name } }, data: subject };
  });
  route(app, api.renameSubject, async (c) => {
    const id = uuidParam(c.params.id, CALENDAR_MESSAGES.subjectNotFound);
    const subject = await renameSubject(act(c), id, c.body.name);
    return { success: true, message: { id: "answers.subjectRenamed", values: { name: subject.name } }, data: subject };
  });

  route(app, api.createClass, async (c) => {
    const cls = await createClass(act(c), c.body);
    return { success: true, message: { id: "answers.classCreated", values: { name: cls.name } }, data: { id: cls.id } };
  });
  route(app, api.classDetail, async ({ params }) => {
    return { success: true, data: await classDetail(app.db, uuidParam(params.id, CLASS_MESSAGES.classNotFound), app.config.now()) };
  });
  route(app, api.updateClass, async (c) => {
    const id = uuidParam(c.params.id, CLASS_MESSAGES.classNotFound);
    const cls = await updateClass(act(c), id, c.body);
    return { success: true, message: { id: "answers.classSaved", values: { name: cls.name } } };
  });
  route(app, api.setClassStaff, async (c) => {
    const id = uuidParam(c.params.id, CLASS_MESSAGES.classNotFound);
    await setClassStaff(act(c), id, c.body);
    return { success: true, message: "Saved the class staff." };
  });
  route(app, api.enrolStudent, async (c) => {
    const id = uuidParam(c.params.id, CLASS_MESSAGES.classNotFound);
    const row = await enrolStudent(act(c), id, c.body.studentId, c.body.confirmOtherGrade);
    return { success: true, message: "Enrolled.", data: { enrolmentId: row.id } };
  });
  route(app, api.endEnrolment, async (c) => {
    await endEnrolment(act(c), uuidParam(c.params.id, CLASS_MESSAGES.enrolmentNotFound));
    return { success: true, message: "Removed from the class. The class list keeps the history." };
  });
  route(app, api.moveEnrolment, async (c) => {
    const id = uuidParam(c.params.id, CLASS_MESSAGES.enrolmentNotFound);
    const row = await moveEnrolment(act(c), id, c.body.toClassId, c.body.confirmOtherGrade);
    return { success: true, message: "Moved to the other section.", data: { enrolmentId: row.id } };
  });
  route(app, api.addMeeting, async (c) => {
    const id = uuidParam(c.params.id, CLASS_MESSAGES.classNotFound);
    const { meeting, sessions } = await addMeeting(act(c), id, c.body);
    const message: Phrase = sessions ? { id: "answers.meetingAddedWithSessions", values: { count: sessions.created } } : { id: "answers.meetingAdded" };
    return { success: true, message, data: { id: meeting.id, sessions } };
  });
  route(app, api.removeMeeting, async (c) => {
    const { sessions } = await removeMeeting(act(c), uuidParam(c.params.id, CLASS_MESSAGES.meetingNotFound));
    const message: Phrase = sessions ? { id: "answers.meetingRemovedWithSessions", values: { count: sessions.removed } } : { id: "answers.meetingRemoved" };
    return { success: true, message, data: { sessions } };
  });
  route(app, api.generateSessions, async (c) => {
    const result = await generateSessions(act(c), uuidParam(c.params.id, CLASS_MESSAGES.classNotFound));
    return {
      success: true,
      message: { id: "answers.sessionsGenerated", values: { created: result.created, kept: result.kept, removed: result.removed } },
      data: result,
    };
  });
  route(app, api.cancelSession, async (c) => {
    await cancelSession(act(c), uuidParam(c.params.id, CLASS_MESSAGES.sessionNotFound));
    return { success: true, message: "Cancelled the session." };
  });

  route(app, api.courseStudentSearch, async ({ query }) => {
    return { success: true, data: await searchStudents(app.db, query.q) };
  });
  route(app, api.staffCandidates, async () => ({ success: true, data: await staffCandidates(app.db) }));
}
