/**
 * The school's skills list (issue 16, H7; docs/api/rewards.md): GET, POST and PATCH
 * /api/admin/skills, staff only (the scope checks), every change audited.
 */
import type { FastifyInstance } from "fastify";
import { adminSkills, createSkill as createContract, updateSkill } from "#common/api/admin/skills";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import { SKILL_NOT_FOUND } from "../../learning/rewards/points";
import { createSkill, listSkills, patchSkill } from "../../learning/rewards/skills";

export async function skillsRoutes(app: FastifyInstance) {
  route(app, adminSkills, async () => ({ success: true, data: { skills: await listSkills(app.db) } }));

  route(app, createContract, async ({ actor, body }) => {
    const skill = await createSkill({ db: app.db, actor, now: app.config.now() }, body);
    return { success: true, data: skill };
  });

  route(app, updateSkill, async ({ actor, params, body }) => {
    const id = uuidParam(params.skillId, SKILL_NOT_FOUND);
    return { success: true, data: await patchSkill({ db: app.db, actor, now: app.config.now() }, id, body) };
  });
}
