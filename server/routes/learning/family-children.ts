/**
 * How a guardian's children sign in (their usernames, whether a password is set), and a guardian
 * sets or resets their own child's password (docs/api/students.md): a child of 5 has no
 * email address, so the family does it on /parent. The link is checked by the access module; another
 * family's child reads as missing.
 */
import { GUARDIAN_ROLES } from "../../../common/roles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { childPasswordSchema, childPreferencesPatchSchema } from "../../../common/schemas/learning/students";
import { refuseCommonPassword } from "../../auth/common-passwords";
import { requireRole } from "../../auth/guards";
import { HttpError } from "../../errors";
import { parseForm } from "../../forms";
import { requireStudentRelation, STUDENT_NOT_FOUND } from "../../learning/access";
import { childPreferences, updateChildPreferences } from "../../learning/families/profile";
import { childrenSignIn, setChildPassword } from "../../learning/families/records";
import { isUuid } from "../../../common/ids";

export async function familyChildAccountRoutes(app: FastifyInstance) {
  /** The guardian's own child, or a 404 that reads like a missing one. */
  const ownChild = async (request: FastifyRequest<{ Params: { studentId: string } }>) => {
    const actor = requireRole(request, GUARDIAN_ROLES);
    const { studentId } = request.params;
    if (!isUuid(studentId)) throw new HttpError(404, STUDENT_NOT_FOUND);
    if ((await requireStudentRelation(app.db, actor, studentId)) !== "guardian") throw new HttpError(404, STUDENT_NOT_FOUND);
    return { actor, studentId };
  };

  app.get("/family/children-sign-in", async (request) => {
    const actor = requireRole(request, GUARDIAN_ROLES);
    return { success: true, data: await childrenSignIn(app.db, actor.id) };
  });

  app.post<{ Params: { studentId: string } }>("/family/children/:studentId/password", async (request: FastifyRequest<{ Params: { studentId: string } }>) => {
    const { actor, studentId } = await ownChild(request);
    const { password } = parseForm(request.body, childPasswordSchema);
    refuseCommonPassword(password, "password");
    await setChildPassword({ db: app.db, request, actor, now: app.config.now() }, studentId, password);
    return { success: true, message: "Your child's new password is set. They can sign in with it now." };
  });

  app.get<{ Params: { studentId: string } }>("/family/children/:studentId/preferences", async (request) => {
    const { studentId } = await ownChild(request);
    return { success: true, data: await childPreferences(app.db, studentId) };
  });

  app.patch<{ Params: { studentId: string } }>("/family/children/:studentId/preferences", async (request) => {
    const { studentId } = await ownChild(request);
    const patch = parseForm(request.body, childPreferencesPatchSchema);
    return { success: true, message: "Saved. The helpers apply the next time your child opens a page.", data: await updateChildPreferences(app.db, studentId, patch, app.config.now()) };
  });
}
