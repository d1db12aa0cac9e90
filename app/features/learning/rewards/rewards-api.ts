/**
 * Calls of points and badges (docs/api/rewards.md): the class's points for its teachers (children,
 * skills, recent awards), giving and undoing points, the child's own rewards and a family's child's.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { FamilyChild } from "../../../../common/schemas/learning/homes";
import type { AwardPointsInput, AwardResult, ChildRewards, ClassPoints } from "../../../../common/schemas/learning/rewards";

export const TEACHER_POINTS_KEY = "/api/teacher/points";
export const STUDENT_REWARDS_KEY = "/api/student/rewards";
export const FAMILY_REWARDS_KEY = "/api/family/rewards";
/** The family's children (the homes' read, shared cache). */
const FAMILY_CHILDREN_KEY = "/api/family/children";

export function useClassPoints(classId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [TEACHER_POINTS_KEY, classId],
    queryFn: () => getData<ClassPoints>(withQuery(TEACHER_POINTS_KEY, { classId })),
    enabled: Boolean(classId) && enabled,
  });
}

export function useGivePoints(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: AwardPointsInput) => {
      const res = await apiRequest("POST", TEACHER_POINTS_KEY, input);
      return ((await res.json()) as { data: AwardResult }).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [TEACHER_POINTS_KEY, classId] }),
  });
}

export function useUndoPoints(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (awardId: string) => {
      await apiRequest("DELETE", `${TEACHER_POINTS_KEY}/${encodeURIComponent(awardId)}`);
    },
    onSettled: () => client.invalidateQueries({ queryKey: [TEACHER_POINTS_KEY, classId] }),
  });
}

export function useStudentRewards() {
  return useQuery({ queryKey: [STUDENT_REWARDS_KEY], queryFn: () => getData<ChildRewards>(STUDENT_REWARDS_KEY) });
}

export function useFamilyChildList() {
  return useQuery({ queryKey: [FAMILY_CHILDREN_KEY], queryFn: () => getData<FamilyChild[]>(FAMILY_CHILDREN_KEY) });
}

export function useFamilyRewards(studentId: string) {
  return useQuery({ queryKey: [FAMILY_REWARDS_KEY, studentId], queryFn: () => getData<ChildRewards>(withQuery(FAMILY_REWARDS_KEY, { studentId })) });
}
