/** The sign-in cards' calls (issue 34, docs/api/sign-in-cards.md), each through its contract (common/api/learning/sign-in-cards.ts). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { classSignInCards, familySignInCards, makeClassSignInCards, makeSignInCard } from "#common/api/learning/sign-in-cards";

/** The guardian's children and whether each has a card. */
export function useFamilySignInCards(enabled: boolean) {
  return useQuery({ ...queryOptions(familySignInCards), enabled });
}

/** A class's children and whether each has a card (its lead or co-teacher, or the office). */
export function useClassSignInCards(classId: string, enabled: boolean) {
  return useQuery({ ...queryOptions(classSignInCards, { params: { classId } }), enabled });
}

/** Makes (or replaces) one child's card; answers it with its code, shown this once. */
export function useMakeSignInCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (studentId: string) => call(makeSignInCard, { params: { studentId } }),
    onSuccess: () => Promise.all([invalidate(client, familySignInCards), invalidate(client, classSignInCards)]),
  });
}

/** The class sheet: cards for the children without one, or new cards for all. */
export function useMakeClassSignInCards(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (replaceExisting: boolean) => call(makeClassSignInCards, { params: { classId }, body: { replaceExisting } }),
    onSuccess: () => Promise.all([invalidate(client, classSignInCards, { params: { classId } }), invalidate(client, familySignInCards)]),
  });
}
