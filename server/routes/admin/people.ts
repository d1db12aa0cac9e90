/**
 * Staff management of accounts, "people" on the staff screens (docs/api/admin-people.md): list and
 * search, create with an emailed set-password link, resend that link, deactivate and reactivate,
 * reset two-factor authentication. The rules live in server/accounts/people.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { canManageRole, createPersonSchema, usersQuerySchema } from "../../../common/schemas/admin-people";
import { createPerson, deactivatePerson, listPeople, PEOPLE_MESSAGES, reactivatePerson, resendInvite, resetPersonMfa, view } from "../../accounts/people";
import type { StaffAction } from "../../audit";
import { HttpError } from "../../errors";
import { parseForm } from "../../forms";
import { staffActor } from "../../http/staff-request";

type WithId = FastifyRequest<{ Params: { id: string } }>;

export async function peopleRoutes(app: FastifyInstance) {
  const staffAction = (request: FastifyRequest): StaffAction => ({ db: app.db, request, actor: staffActor(request), now: app.config.now() });
  const publicUrl = app.config.publicUrl;

  app.get("/users", async (request) => {
    const query = usersQuerySchema.parse(request.query);
    return { success: true, data: await listPeople(app.db, query) };
  });

  app.post("/users", async (request, reply) => {
    const actor = staffActor(request);
    const data = parseForm(request.body, createPersonSchema);
    if (!canManageRole(actor.role, data.role)) throw new HttpError(403, PEOPLE_MESSAGES.adminOnlySuper, [{ field: "role", message: PEOPLE_MESSAGES.adminOnlySuper }]);
    const created = await createPerson(staffAction(request), data, publicUrl);
    app.mail.kick();
    return reply.code(201).send({
      success: true,
      message: `Account created. A set-password email was sent to ${created.email}.`,
      data: view({ ...created, mfaEnabled: false, lastSignInAt: null }),
    });
  });

  app.post<{ Params: { id: string } }>("/users/:id/resend-invite", async (request: WithId) => {
    const target = await resendInvite(staffAction(request), request.params.id, publicUrl);
    app.mail.kick();
    return { success: true, message: `A new set-password email was sent to ${target.email}.` };
  });

  app.post<{ Params: { id: string } }>("/users/:id/deactivate", async (request: WithId) => {
    const target = await deactivatePerson(staffAction(request), request.params.id);
    app.mail.kick();
    return { success: true, message: `${target.username} was deactivated and signed out everywhere.` };
  });

  app.post<{ Params: { id: string } }>("/users/:id/reactivate", async (request: WithId) => {
    const target = await reactivatePerson(staffAction(request), request.params.id, publicUrl);
    app.mail.kick();
    return { success: true, message: `${target.username} was reactivated.` };
  });

  app.post<{ Params: { id: string } }>("/users/:id/reset-mfa", async (request: WithId) => {
    const target = await resetPersonMfa(staffAction(request), request.params.id, publicUrl);
    app.mail.kick();
    return { success: true, message: `Two-factor authentication of ${target.username} was reset.` };
  });
}
