/** The school's skills list (issue 16, H7; docs/api/rewards.md): staff read, add and change skills. */
import { z } from "zod";
import { ADMIN_ROLES } from "../../roles";
import { skillCreateSchema, skillPatchSchema, skillSchema } from "../../schemas/learning/rewards";
import { defineContract, ok } from "../contract";

/** Every skill, archived ones included. */
export const adminSkills = defineContract({
  method: "GET",
  path: "/api/admin/skills",
  roles: ADMIN_ROLES,
  output: ok(z.object({ skills: z.array(skillSchema) })),
});

/** Adds a skill. */
export const createSkill = defineContract({
  method: "POST",
  path: "/api/admin/skills",
  roles: ADMIN_ROLES,
  body: skillCreateSchema,
  output: ok(skillSchema),
  status: 201,
});

/** Renames a skill, changes its icon, archives or restores it. */
export const updateSkill = defineContract({
  method: "PATCH",
  path: "/api/admin/skills/:skillId",
  roles: ADMIN_ROLES,
  body: skillPatchSchema,
  output: ok(skillSchema),
});
