/**
 * Staff management of accounts, "people" on the staff screens (docs/api/admin-people.md): list and
 * search, create with an emailed set-password link, resend that link, deactivate and reactivate,
 * reset two-factor authentication. The rules live in server/accounts/people.ts.
 */
import type { FastifyInstance } from "fastify";
import {
  createPerson as createPersonContract,
  deactivatePerson as deactivatePersonContract,
  peopleList,
  reactivatePerson as reactivatePersonContract,
  resendInvite as resendInviteContract,
  resetPersonMfa as resetPersonMfaContract,
} from "#common/api/admin/people";
import { canManageRole } from "#common/schemas/admin-people";
import { createPerson, deactivatePerson, listPeople, PEOPLE_MESSAGES, reactivatePerson, resendInvite, resetPersonMfa, view } from "../../accounts/people";
import { route } from "../../http/route";
import { forbidden } from "../../domain-errors";
import type { Actor, StaffAction } from "../../actor";

export async function peopleRoutes(app: FastifyInstance) {
  const staffAction = (actor: Actor): StaffAction => ({ db: app.db, actor, now: app.config.now() });
  const publicUrl = app.config.publicUrl;

  route(app, peopleList, async ({ query }) => {
    return { success: true, data: await listPeople(app.db, query) };
  });

  route(app, createPersonContract, async ({ actor, body }) => {
    if (!canManageRole(actor.role, body.role)) throw forbidden(PEOPLE_MESSAGES.adminOnlySuper, [{ field: "role", message: PEOPLE_MESSAGES.adminOnlySuper }]);
    const created = await createPerson(staffAction(actor), body, publicUrl);
    app.mail.kick();
    return {
      success: true,
      message: { id: "answers.personCreated", values: { email: created.email ?? "" } },
      data: view({ ...created, mfaEnabled: false, lastSignInAt: null }),
    };
  });

  route(app, resendInviteContract, async ({ actor, params }) => {
    const target = await resendInvite(staffAction(actor), params.id, publicUrl);
    app.mail.kick();
    return { success: true, message: { id: "answers.inviteResent", values: { email: target.email ?? "" } } };
  });

  route(app, deactivatePersonContract, async ({ actor, params }) => {
    const target = await deactivatePerson(staffAction(actor), params.id);
    app.mail.kick();
    return { success: true, message: { id: "answers.personDeactivated", values: { username: target.username } } };
  });

  route(app, reactivatePersonContract, async ({ actor, params }) => {
    const target = await reactivatePerson(staffAction(actor), params.id, publicUrl);
    app.mail.kick();
    return { success: true, message: { id: "answers.personReactivated", values: { username: target.username } } };
  });

  route(app, resetPersonMfaContract, async ({ actor, params }) => {
    const target = await resetPersonMfa(staffAction(actor), params.id, publicUrl);
    app.mail.kick();
    return { success: true, message: { id: "answers.personMfaReset", values: { username: target.username } } };
  });
}
