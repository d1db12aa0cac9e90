/**
 * Calls of the school's skills list (docs/api/rewards.md, "Skills"; contracts in
 * common/api/admin/skills.ts): staff list, add, change and archive the skills teachers give points for.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { auditLog } from "#common/api/admin/audit";
import { adminSkills, createSkill, updateSkill } from "#common/api/admin/skills";
import type { SkillCreate, SkillPatch } from "#common/schemas/learning/rewards";

export function useSkills() {
  return useQuery({ ...queryOptions(adminSkills), select: (answer) => answer.skills });
}

export function useSaveSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: (SkillCreate & { id?: undefined }) | (SkillPatch & { id: string })) => {
      // A new skill has no id (an undefined key is not sent).
      if (input.id === undefined) return call(createSkill, { body: input });
      const { id, ...body } = input;
      return call(updateSkill, { params: { skillId: id }, body });
    },
    onSuccess: () => {
      void invalidate(client, adminSkills);
      void invalidate(client, auditLog);
    },
  });
}
