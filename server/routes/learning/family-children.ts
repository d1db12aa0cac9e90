/**
 * How a guardian's children sign in (their usernames, whether a password is set), and a guardian
 * sets or resets their own child's password, chooses the language of the child's screens and keeps the
 * child's emergency contacts (docs/api/students.md): a child of 5 has no
 * email address, so the family does it on /parent. The link is checked by the access module; another
 * family's child reads as missing.
 */
import type { FastifyInstance } from "fastify";
import {
  childEmergencyContacts,
  childPreferences as childPreferencesContract,
  childrenSignIn as childrenSignInContract,
  replaceChildEmergencyContacts,
  saveChildPreferences,
  setChildLanguage as setChildLanguageContract,
  setChildPassword as setChildPasswordContract,
} from "#common/api/learning/family-children";
import { isUuid } from "#common/ids";
import { refuseCommonPassword } from "../../auth/common-passwords";
import type { SessionUser } from "../../auth/sessions";
import { route } from "../../http/route";
import { requireStudentRelation, STUDENT_NOT_FOUND } from "../../learning/access";
import { emergencyContactsOf, replaceEmergencyContacts } from "../../learning/students/emergency-contacts";
import { childPreferences, updateChildPreferences } from "../../learning/students/profile";
import { childrenSignIn, setChildLanguage, setChildPassword } from "../../learning/students/records";
import { notFound } from "../../domain-errors";

export async function familyChildAccountRoutes(app: FastifyInstance) {
  /** The guardian's own child, or a 404 that reads like a missing one. */
  const ownChild = async (actor: SessionUser, studentId: string) => {
    if (!isUuid(studentId)) throw notFound(STUDENT_NOT_FOUND);
    if ((await requireStudentRelation(app.db, actor, studentId)) !== "guardian") throw notFound(STUDENT_NOT_FOUND);
    return studentId;
  };

  route(app, childrenSignInContract, async ({ actor }) => {
    return { success: true, data: await childrenSignIn(app.db, actor.id) };
  });

  route(app, setChildPasswordContract, async ({ actor, params, body: { password } }) => {
    const studentId = await ownChild(actor, params.studentId);
    refuseCommonPassword(password, "password");
    await setChildPassword({ db: app.db, actor, now: app.config.now() }, studentId, password);
    return { success: true, message: "Your child's new password is set. They can sign in with it now." };
  });

  // As a person's own choice of language (PUT /api/account/language): no audit entry, it changes no access.
  route(app, setChildLanguageContract, async ({ actor, params, body: { language } }) => {
    const studentId = await ownChild(actor, params.studentId);
    await setChildLanguage(app.db, studentId, language, app.config.now());
    return { success: true, data: { language } };
  });

  route(app, childPreferencesContract, async ({ actor, params }) => {
    const studentId = await ownChild(actor, params.studentId);
    return { success: true, data: await childPreferences(app.db, studentId) };
  });

  route(app, saveChildPreferences, async ({ actor, params, body: patch }) => {
    const studentId = await ownChild(actor, params.studentId);
    return {
      success: true,
      message: "Saved. The helpers apply the next time your child opens a page.",
      data: await updateChildPreferences(app.db, studentId, patch, app.config.now()),
    };
  });

  route(app, childEmergencyContacts, async ({ actor, params }) => {
    const studentId = await ownChild(actor, params.studentId);
    return { success: true, data: await emergencyContactsOf(app.db, studentId) };
  });

  route(app, replaceChildEmergencyContacts, async ({ actor, params, body }) => {
    const studentId = await ownChild(actor, params.studentId);
    const data = await replaceEmergencyContacts({ db: app.db, actor, now: app.config.now() }, studentId, body);
    return { success: true, message: "Emergency contacts saved.", data };
  });
}
