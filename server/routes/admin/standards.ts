/**
 * The standards catalog for staff (/admin/courses, Standards tab; docs/api/admin-standards.md): every
 * standard with archived ones flagged, the school's own standards added and edited, and any standard
 * archived or restored. The /api/admin scope has already refused anyone but staff; the rules live in
 * server/learning/standards/.
 */
import type { FastifyInstance } from "fastify";
import {
  adminStandards,
  archiveStandard,
  createSchoolStandard as createContract,
  restoreStandard,
  updateSchoolStandard as updateContract,
} from "#common/api/admin/standards";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { listStandardsForStaff } from "../../learning/standards/catalog";
import { SCHOOL_STANDARD_MESSAGES, createSchoolStandard, setStandardArchived, updateSchoolStandard } from "../../learning/standards/school";
import type { Actor, StaffAction } from "../../actor";

export async function adminStandardsRoutes(app: FastifyInstance) {
  const act = ({ actor }: { actor: Actor }): StaffAction => ({ db: app.db, actor, now: app.config.now() });
  const id = (params: { id: string }) => uuidParam(params.id, SCHOOL_STANDARD_MESSAGES.notFound);

  route(app, adminStandards, async ({ query }) => {
    return { success: true, data: await listStandardsForStaff(app.db, query) };
  });

  route(app, createContract, async (c) => {
    const standard = await createSchoolStandard(act(c), c.body);
    return { success: true, message: { id: "answers.standardAdded", values: { code: standard.code } }, data: standard };
  });

  route(app, updateContract, async (c) => {
    const standard = await updateSchoolStandard(act(c), id(c.params), c.body);
    return { success: true, message: { id: "answers.standardSaved", values: { code: standard.code } }, data: standard };
  });

  route(app, archiveStandard, async (c) => {
    const { standard, changed } = await setStandardArchived(act(c), id(c.params), true);
    const message = changed ? `Archived ${standard.code}. It stays on past marks and leaves the standards picker.` : `${standard.code} was already archived.`;
    return { success: true, message, data: standard };
  });

  route(app, restoreStandard, async (c) => {
    const { standard, changed } = await setStandardArchived(act(c), id(c.params), false);
    const message = changed ? `Restored ${standard.code}. Teachers can pick it again.` : `${standard.code} was not archived.`;
    return { success: true, message, data: standard };
  });
}
