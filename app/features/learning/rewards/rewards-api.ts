/**
 * Calls of points and badges (docs/api/rewards.md, contracts in common/api/rewards.ts): the class's
 * points for its teachers (children, skills, recent awards), giving and undoing points, the child's
 * own rewards and a family's child's.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { classPoints, familyRewards, givePoints, ownRewards, undoPoints } from "#common/api/learning/rewards";
import type { AwardPointsInput } from "#common/schemas/learning/rewards";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { familyChildren } from "#common/api/learning/family";

export function useClassPoints(classId: string | undefined, enabled = true) {
  return useQuery({ ...queryOptions(classPoints, { query: { classId: classId ?? "" } }), enabled: Boolean(classId) && enabled });
}

export function useGivePoints(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AwardPointsInput) => call(givePoints, { body }),
    onSuccess: () => invalidate(client, classPoints, { query: { classId } }),
  });
}

export function useUndoPoints(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (awardId: string) => call(undoPoints, { params: { awardId } }),
    onSettled: () => invalidate(client, classPoints, { query: { classId } }),
  });
}

export function useStudentRewards() {
  return useQuery(queryOptions(ownRewards));
}

/** The family's children (the homes' read, shared cache). */
export function useFamilyChildList() {
  return useQuery(queryOptions(familyChildren));
}

export function useFamilyRewards(studentId: string) {
  return useQuery(queryOptions(familyRewards, { query: { studentId } }));
}
