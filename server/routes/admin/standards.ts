/**
 * The standards catalog for staff (/admin/courses, Standards tab; docs/api/admin-standards.md): every
 * standard with archived ones flagged, the school's own standards added and edited, and any standard
 * archived or restored. The /api/admin scope has already refused anyone but staff; the rules live in
 * server/learning/standards/.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminStandardsQuerySchema, standardCreateSchema, standardPatchSchema } from "../../../common/schemas/learning/standards";
import type { StaffAction } from "../../audit";
import { parseForm } from "../../forms";
import { staffActor, uuidParam } from "../../http/staff-request";
import { listStandardsForStaff } from "../../learning/standards/catalog";
import { SCHOOL_STANDARD_MESSAGES, createSchoolStandard, setStandardArchived, updateSchoolStandard } from "../../learning/standards/school";

type WithId = FastifyRequest<{ Params: { id: string } }>;
const P = "/standards";

export async function adminStandardsRoutes(app: FastifyInstance) {
  const act = (request: FastifyRequest): StaffAction => ({ db: app.db, request, actor: staffActor(request), now: app.config.now() });
  const id = (request: WithId) => uuidParam(request.params.id, SCHOOL_STANDARD_MESSAGES.notFound);

  app.get(P, async (request) => {
    const query = parseForm(request.query, adminStandardsQuerySchema);
    return { success: true, data: await listStandardsForStaff(app.db, query) };
  });

  app.post(P, async (request, reply) => {
    const standard = await createSchoolStandard(act(request), parseForm(request.body, standardCreateSchema));
    return reply.code(201).send({ success: true, message: `Added the school standard ${standard.code}.`, data: standard });
  });

  app.patch<{ Params: { id: string } }>(`${P}/:id`, async (request: WithId) => {
    const standard = await updateSchoolStandard(act(request), id(request), parseForm(request.body, standardPatchSchema));
    return { success: true, message: `Saved the standard ${standard.code}.`, data: standard };
  });

  app.post<{ Params: { id: string } }>(`${P}/:id/archive`, async (request: WithId) => {
    const { standard, changed } = await setStandardArchived(act(request), id(request), true);
    const message = changed ? `Archived ${standard.code}. It stays on past marks and leaves the standards picker.` : `${standard.code} was already archived.`;
    return { success: true, message, data: standard };
  });

  app.post<{ Params: { id: string } }>(`${P}/:id/restore`, async (request: WithId) => {
    const { standard, changed } = await setStandardArchived(act(request), id(request), false);
    const message = changed ? `Restored ${standard.code}. Teachers can pick it again.` : `${standard.code} was not archived.`;
    return { success: true, message, data: standard };
  });
}
