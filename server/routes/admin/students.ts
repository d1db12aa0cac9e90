/**
 * Students in the back office (docs/api/students.md): Create student from an enrolled application
 * (its prefill and the creation), the searchable list, one child's record, changes to it, guardian
 * links and the child's password. Registered in the /api/admin scope (staff only); the rules live
 * in server/learning/families/.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { childPasswordSchema, createStudentSchema, linkGuardianSchema, studentsQuerySchema, updateStudentSchema } from "../../../common/schemas/learning/students";
import { refuseCommonPassword } from "../../auth/common-passwords";
import type { StaffAction } from "../../audit";
import { readableApplicationId } from "../../admissions/read-model";
import { parseForm } from "../../forms";
import { staffActor } from "../../http/staff-request";
import { STUDENT_NOT_FOUND } from "../../learning/access";
import { CREATE_STUDENT_MESSAGES, createStudent, studentDraft, studentOfApplication } from "../../learning/families/create-student";
import { addGuardian, listStudents, removeGuardian, setChildPassword, studentRecord, updateStudent } from "../../learning/families/records";
import { uuidParam } from "../../http/staff-request";

type WithApplication = FastifyRequest<{ Params: { applicationId: string } }>;
type WithId = FastifyRequest<{ Params: { id: string } }>;

export async function adminStudentRoutes(app: FastifyInstance) {
  const staffAction = (request: FastifyRequest): StaffAction => ({ db: app.db, request, actor: staffActor(request), now: app.config.now() });
  const studentId = (request: WithId) => uuidParam(request.params.id, STUDENT_NOT_FOUND);

  app.get<{ Params: { applicationId: string } }>("/applications/:applicationId/student-draft", async (request: WithApplication) => {
    return { success: true, data: await studentDraft(app.db, readableApplicationId(request.params.applicationId)) };
  });

  app.post<{ Params: { applicationId: string } }>("/applications/:applicationId/create-student", async (request: WithApplication, reply) => {
    const id = readableApplicationId(request.params.applicationId);
    const data = parseForm(request.body, createStudentSchema);
    const existing = await studentOfApplication(app.db, id);
    if (existing) return reply.code(409).send({ message: CREATE_STUDENT_MESSAGES.exists, studentId: existing, link: `/admin/people?tab=students&student=${existing}` });
    const result = await createStudent(staffAction(request), id, data, app.config.publicUrl);
    app.mail.kick();
    const notLinked = result.guardians.filter((g) => g.outcome === "not_linked").length;
    const message = `Student ${result.username} created${result.enrolledIn ? ` and enrolled in ${result.enrolledIn}` : ""}.${notLinked ? ` ${notLinked} guardian address${notLinked === 1 ? " was" : "es were"} not linked: see below.` : ""}`;
    return reply.code(201).send({ success: true, message, data: result });
  });

  app.get("/students", async (request) => {
    const query = studentsQuerySchema.parse(request.query);
    return { success: true, data: await listStudents(app.db, query) };
  });

  app.get<{ Params: { id: string } }>("/students/:id", async (request: WithId) => {
    return { success: true, data: await studentRecord(app.db, studentId(request)) };
  });

  app.patch<{ Params: { id: string } }>("/students/:id", async (request: WithId) => {
    const id = studentId(request);
    const data = parseForm(request.body, updateStudentSchema);
    await updateStudent(staffAction(request), id, data);
    return { success: true, message: "Student record saved.", data: await studentRecord(app.db, id) };
  });

  app.post<{ Params: { id: string } }>("/students/:id/guardians", async (request: WithId, reply) => {
    const id = studentId(request);
    const data = parseForm(request.body, linkGuardianSchema);
    const result = await addGuardian(staffAction(request), id, data, app.config.publicUrl);
    app.mail.kick();
    const status = result.outcome === "linked" || result.outcome === "invited" ? 201 : 200;
    return reply.code(status).send({ success: result.outcome !== "not_linked", message: result.message, data: { result, record: await studentRecord(app.db, id) } });
  });

  app.delete<{ Params: { id: string; userId: string } }>("/students/:id/guardians/:userId", async (request) => {
    const id = uuidParam(request.params.id, STUDENT_NOT_FOUND);
    await removeGuardian(staffAction(request), id, request.params.userId);
    return { success: true, message: "The guardian was unlinked. Their account stays.", data: await studentRecord(app.db, id) };
  });

  app.post<{ Params: { id: string } }>("/students/:id/password", async (request: WithId) => {
    const id = studentId(request);
    const { password } = parseForm(request.body, childPasswordSchema);
    refuseCommonPassword(password, "password");
    await setChildPassword(staffAction(request), id, password);
    return { success: true, message: "The student's new password is set. They can sign in with it now." };
  });
}
