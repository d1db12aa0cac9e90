/**
 * Students in the back office (docs/api/students.md): Create student from an enrolled application
 * (its prefill and the creation), the searchable list, one child's record, changes to it, guardian
 * links and the child's password. Registered in the /api/admin scope (staff only); the rules live
 * in server/learning/students/.
 */
import type { FastifyInstance } from "fastify";
import type { Phrase } from "#common/i18n/phrase";
import { localDay, wordsIn } from "#common/i18n/phrase";
import {
  createStudent as createStudentContract,
  enrolGradeClasses,
  linkGuardian,
  replaceStudentEmergencyContacts,
  setStudentPassword,
  studentDraft as studentDraftContract,
  studentEmergencyContacts,
  studentList,
  studentRecord as studentRecordContract,
  unlinkGuardian,
  updateStudent as updateStudentContract,
  reEnrolStudent as reEnrolStudentContract,
  withdrawStudent as withdrawStudentContract,
} from "#common/api/admin/students";
import { formatUsd } from "#common/tuition";
import { refuseCommonPassword } from "../../auth/common-passwords";
import { readableApplicationId } from "../../admissions/read-model";
import { route } from "../../http/route";
import { STUDENT_NOT_FOUND } from "../../learning/access";
import { CREATE_STUDENT_MESSAGES, createStudent, studentDraft, studentOfApplication } from "../../learning/students/create-student";
import { emergencyContactsOf, replaceEmergencyContacts } from "../../learning/students/emergency-contacts";
import { enrolInGradeClasses } from "../../learning/students/grade-classes";
import { addGuardian, listStudents, removeGuardian, setChildPassword, studentRecord, updateStudent } from "../../learning/students/records";
import { uuidParam } from "../../http/staff-request";
import { reEnrolStudent, withdrawStudent } from "../../learning/students/withdrawal";
import type { Actor, StaffAction } from "../../actor";

export async function adminStudentRoutes(app: FastifyInstance) {
  const staffAction = (actor: Actor): StaffAction => ({ db: app.db, actor, now: app.config.now() });
  const studentId = (params: { id: string }) => uuidParam(params.id, STUDENT_NOT_FOUND);

  route(app, studentDraftContract, async ({ params }) => {
    return { success: true, data: await studentDraft(app.db, readableApplicationId(params.applicationId)) };
  });

  route(app, createStudentContract, async ({ actor, params, body, reply }) => {
    const id = readableApplicationId(params.applicationId);
    const existing = await studentOfApplication(app.db, id);
    // A 409 that names the student already made (not the contract's answer): sent as is.
    if (existing)
      return reply
        .code(409)
        .send({ message: CREATE_STUDENT_MESSAGES.exists, studentId: existing, link: `/admin/people?tab=students&student=${existing}` }) as never;
    const result = await createStudent(staffAction(actor), id, body, app.config.publicUrl);
    app.mail.kick();
    const notLinked = result.guardians.filter((g) => g.outcome === "not_linked").length;
    const [first, ...others] = result.classes;
    const message: Phrase = first
      ? { id: "answers.studentCreatedIn", values: { username: result.username, className: first, others: others.length, notLinked } }
      : { id: "answers.studentCreated", values: { username: result.username, notLinked } };
    return { success: true, message, data: result };
  });

  route(app, studentList, async ({ query }) => {
    return { success: true, data: await listStudents(app.db, query) };
  });

  route(app, studentRecordContract, async ({ params }) => {
    return { success: true, data: await studentRecord(app.db, studentId(params)) };
  });

  route(app, updateStudentContract, async ({ actor, params, body }) => {
    const id = studentId(params);
    await updateStudent(staffAction(actor), id, body);
    return { success: true, message: "Student record saved.", data: await studentRecord(app.db, id) };
  });

  route(app, linkGuardian, async ({ actor, params, body, reply }) => {
    const id = studentId(params);
    const result = await addGuardian(staffAction(actor), id, body, app.config.publicUrl);
    app.mail.kick();
    reply.code(result.outcome === "linked" || result.outcome === "invited" ? 201 : 200);
    return { success: result.outcome !== "not_linked", message: result.message, data: { result, record: await studentRecord(app.db, id) } };
  });

  route(app, unlinkGuardian, async ({ actor, params }) => {
    const id = uuidParam(params.id, STUDENT_NOT_FOUND);
    await removeGuardian(staffAction(actor), id, params.userId);
    return { success: true, message: "The guardian was unlinked. Their account stays.", data: await studentRecord(app.db, id) };
  });

  route(app, enrolGradeClasses, async ({ actor, params }) => {
    const id = studentId(params);
    const { child, added, notAdded } = await enrolInGradeClasses(staffAction(actor), id);
    const full = notAdded.filter((n) => n.full).map((n) => n.className);
    const message: Phrase = full.length
      ? { id: "answers.gradeClassesEnrolledSomeFull", values: { child, added: added.length, full: full.join(", ") } }
      : { id: "answers.gradeClassesEnrolled", values: { child, added: added.length } };
    return {
      success: true,
      message,
      data: {
        added,
        notAdded: notAdded.map((n) => ({ className: n.className, full: n.full, message: wordsIn(actor.language, n.words) })),
        record: await studentRecord(app.db, id),
      },
    };
  });

  route(app, withdrawStudentContract, async ({ actor, params, body }) => {
    const id = studentId(params);
    const outcome = await withdrawStudent(staffAction(actor), id, body);
    const toRefund = outcome.credits.reduce((sum, c) => sum + c.toRefundCents, 0);
    const message: Phrase = {
      id: "answers.studentWithdrawn",
      values: {
        child: outcome.childName,
        day: localDay(body.withdrawnOn),
        ended: outcome.endedEnrolments,
        credited: outcome.credits.filter((c) => c.creditNoteNumber).length,
        toRefund: toRefund > 0 ? formatUsd(toRefund) : "none",
      },
    };
    return { success: true, message, data: { credits: outcome.credits, record: await studentRecord(app.db, id) } };
  });

  route(app, reEnrolStudentContract, async ({ actor, params, body }) => {
    const id = studentId(params);
    const { childName } = await reEnrolStudent(staffAction(actor), id, body);
    return { success: true, message: { id: "answers.studentReEnrolled", values: { child: childName } }, data: await studentRecord(app.db, id) };
  });

  route(app, setStudentPassword, async ({ actor, params, body }) => {
    const id = studentId(params);
    refuseCommonPassword(body.password, "password");
    await setChildPassword(staffAction(actor), id, body.password);
    return { success: true, message: "The student's new password is set. They can sign in with it now." };
  });

  route(app, studentEmergencyContacts, async ({ params }) => {
    return { success: true, data: await emergencyContactsOf(app.db, studentId(params)) };
  });

  route(app, replaceStudentEmergencyContacts, async ({ actor, params, body }) => {
    const data = await replaceEmergencyContacts(staffAction(actor), studentId(params), body);
    return { success: true, message: "Emergency contacts saved.", data };
  });
}
