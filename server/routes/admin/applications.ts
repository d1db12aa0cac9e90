/**
 * Admissions in the back office (docs/api/admin-applications.md): the list of applications with
 * search, filters and paging; one application with its history; status changes and the staff
 * reviews of a grade conflict and of a possible duplicate. Registered in the /api/admin scope, so
 * only admin and super_admin reach these handlers. The rules live in server/admissions/: this file
 * parses, calls them and answers.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { STATUS_LABELS } from "../../../common/application-status";
import { applicationListQuerySchema, duplicateReviewSchema, gradeReviewSchema, statusChangeSchema } from "../../../common/schemas/admin-applications";
import { detailById, listApplications, readableApplicationId } from "../../admissions/read-model";
import { changeStatus, reviewDuplicate, reviewGrade } from "../../admissions/staff-actions";
import type { StaffAction } from "../../audit";
import { staffActor } from "../../http/staff-request";

type WithId = FastifyRequest<{ Params: { applicationId: string } }>;

export async function adminApplicationRoutes(app: FastifyInstance) {
  const staffAction = (request: FastifyRequest): StaffAction => ({ db: app.db, request, actor: staffActor(request), now: app.config.now() });
  const applicationId = (request: WithId) => readableApplicationId(request.params.applicationId);

  app.get("/applications", async (request) => {
    const query = applicationListQuerySchema.parse(request.query);
    return { success: true, data: await listApplications(app.db, query) };
  });

  app.get<{ Params: { applicationId: string } }>("/applications/:applicationId", async (request) => {
    return { success: true, data: await detailById(app.db, applicationId(request)) };
  });

  app.post<{ Params: { applicationId: string } }>("/applications/:applicationId/status", async (request) => {
    const id = applicationId(request);
    const body = statusChangeSchema.parse(request.body);
    await changeStatus(staffAction(request), id, body, app.config.publicUrl);
    app.mail.kick();
    return { success: true, message: `The application is now ${STATUS_LABELS[body.status]}. The family has been emailed.`, data: await detailById(app.db, id) };
  });

  app.post<{ Params: { applicationId: string } }>("/applications/:applicationId/grade-review", async (request) => {
    const id = applicationId(request);
    const body = gradeReviewSchema.parse(request.body);
    const message = await reviewGrade(staffAction(request), id, body);
    return { success: true, message, data: await detailById(app.db, id) };
  });

  app.post<{ Params: { applicationId: string } }>("/applications/:applicationId/duplicate-review", async (request) => {
    const id = applicationId(request);
    const body = duplicateReviewSchema.parse(request.body);
    const message = await reviewDuplicate(staffAction(request), id, body);
    return { success: true, message, data: await detailById(app.db, id) };
  });
}
