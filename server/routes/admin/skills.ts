/**
 * The school's skills list (issue 16, H7; docs/api/rewards.md): GET, POST and PATCH
 * /api/admin/skills, staff only (the scope checks), every change audited.
 */
import type { FastifyInstance } from "fastify";
import { skillCreateSchema, skillPatchSchema } from "../../../common/schemas/learning/rewards";
import { parseForm } from "../../forms";
import { staffActor, uuidParam } from "../../http/staff-request";
import { SKILL_NOT_FOUND } from "../../learning/rewards/points";
import { createSkill, listSkills, patchSkill } from "../../learning/rewards/skills";

export async function skillsRoutes(app: FastifyInstance) {
  app.get("/skills", async () => ({ success: true, data: { skills: await listSkills(app.db) } }));

  app.post("/skills", async (request, reply) => {
    const actor = staffActor(request);
    const input = parseForm(request.body, skillCreateSchema);
    const skill = await createSkill({ db: app.db, request, actor, now: app.config.now() }, input);
    return reply.code(201).send({ success: true, data: skill });
  });

  app.patch<{ Params: { skillId: string } }>("/skills/:skillId", async (request) => {
    const actor = staffActor(request);
    const id = uuidParam(request.params.skillId, SKILL_NOT_FOUND);
    const input = parseForm(request.body, skillPatchSchema);
    return { success: true, data: await patchSkill({ db: app.db, request, actor, now: app.config.now() }, id, input) };
  });
}
