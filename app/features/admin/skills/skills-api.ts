/**
 * Calls of the school's skills list (docs/api/rewards.md, "Skills"): staff list, add, change and
 * archive the skills teachers give points for.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData } from "~/lib/api";
import type { Skill, SkillCreate, SkillPatch } from "../../../../common/schemas/learning/rewards";
import { AUDIT_KEY } from "../query-keys";

export const SKILLS_KEY = "/api/admin/skills";

export function useSkills() {
  return useQuery({ queryKey: [SKILLS_KEY], queryFn: async () => (await getData<{ skills: Skill[] }>(SKILLS_KEY)).skills });
}

export function useSaveSkill() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: (SkillCreate & { id?: undefined }) | (SkillPatch & { id: string })) => {
      const res = id ? await apiRequest("PATCH", `${SKILLS_KEY}/${encodeURIComponent(id)}`, input) : await apiRequest("POST", SKILLS_KEY, input);
      return ((await res.json()) as { data: Skill }).data;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [SKILLS_KEY] });
      void client.invalidateQueries({ queryKey: [AUDIT_KEY] });
    },
  });
}
