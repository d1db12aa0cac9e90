/**
 * Admissions in the back office (docs/api/admin-applications.md): the list of applications with
 * search, filters and paging; one application with its history; status changes and the staff
 * reviews of a grade conflict and of a possible duplicate. Registered in the /api/admin scope, so
 * only admin and super_admin reach these handlers. The rules live in server/admissions/: this file
 * calls them and answers.
 */
import type { FastifyInstance } from "fastify";
import {
  applicationDetail,
  applicationList,
  changeApplicationStatus,
  reviewApplicationDuplicate,
  reviewApplicationGrade,
} from "#common/api/admin/applications";
import { detailById, listApplications, readableApplicationId } from "../../admissions/read-model";
import { changeStatus, reviewDuplicate, reviewGrade } from "../../admissions/staff-actions";
import { route } from "../../http/route";
import type { Actor, StaffAction } from "../../actor";

export async function adminApplicationRoutes(app: FastifyInstance) {
  const staffAction = (actor: Actor): StaffAction => ({ db: app.db, actor, now: app.config.now() });

  route(app, applicationList, async ({ query }) => {
    return { success: true, data: await listApplications(app.db, query) };
  });

  route(app, applicationDetail, async ({ params }) => {
    return { success: true, data: await detailById(app.db, readableApplicationId(params.applicationId)) };
  });

  route(app, changeApplicationStatus, async ({ actor, params, body }) => {
    const id = readableApplicationId(params.applicationId);
    await changeStatus(staffAction(actor), id, body, app.config.publicUrl);
    app.mail.kick();
    return {
      success: true,
      message: { id: "answers.applicationStatus", values: { status: { id: `family.dashboard.status.${body.status}.label` } } },
      data: await detailById(app.db, id),
    };
  });

  route(app, reviewApplicationGrade, async ({ actor, params, body }) => {
    const id = readableApplicationId(params.applicationId);
    const message = await reviewGrade(staffAction(actor), id, body);
    return { success: true, message, data: await detailById(app.db, id) };
  });

  route(app, reviewApplicationDuplicate, async ({ actor, params, body }) => {
    const id = readableApplicationId(params.applicationId);
    const message = await reviewDuplicate(staffAction(actor), id, body);
    return { success: true, message, data: await detailById(app.db, id) };
  });
}
