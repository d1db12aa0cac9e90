/**
 * Calls of the learning games (docs/api/games.md, contracts in common/api/learning/games.ts): the
 * child's games home and rounds, a teacher's class practice and assigned games, a guardian's view of
 * their child's games and the daily limit.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answerItem, assignGame, classPractice, familyGames, gameRound, gamesHome, setGameLimit, startRound, unassignGame } from "#common/api/learning/games";
import { familySignInCards } from "#common/api/learning/sign-in-cards";
import { teacherClasses } from "#common/api/learning/teacher";
import type { AnswerInput, AssignGameInput, GameLimitInput, StartRoundInput } from "#common/schemas/learning/games";
import { call } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";

export function useGamesHome() {
  return useQuery(queryOptions(gamesHome));
}

export function useGameRound(roundId: string | undefined) {
  return useQuery({ ...queryOptions(gameRound, { params: { roundId: roundId ?? "" } }), enabled: Boolean(roundId) });
}

export function useStartRound() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StartRoundInput) => call(startRound, { body }),
    onSuccess: (round) => client.setQueryData(keyOf(gameRound, { params: { roundId: round.id } }), round),
  });
}

export function useAnswerItem(roundId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerInput) => call(answerItem, { params: { roundId }, body }),
    onSuccess: async (result) => {
      client.setQueryData(keyOf(gameRound, { params: { roundId } }), result.round);
      if (result.round.finished) await invalidate(client, gamesHome);
    },
  });
}

export function useClassPractice(classId: string | undefined) {
  return useQuery({ ...queryOptions(classPractice, { query: { classId: classId ?? "" } }), enabled: Boolean(classId) });
}

export function useAssignGame(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignGameInput) => call(assignGame, { body }),
    onSuccess: () => invalidate(client, classPractice, { query: { classId } }),
  });
}

export function useUnassignGame(classId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) => call(unassignGame, { params: { gameAssignmentId: assignmentId } }),
    onSettled: () => invalidate(client, classPractice, { query: { classId } }),
  });
}

export function useFamilyGames(studentId: string) {
  return useQuery(queryOptions(familyGames, { query: { studentId } }));
}

export function useSetGameLimit(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GameLimitInput) => call(setGameLimit, { params: { studentId }, body }),
    onSuccess: () => invalidate(client, familyGames, { query: { studentId } }),
  });
}

/** The classes the teacher teaches (the homes' read, shared cache with insights). */
export function useTaughtClasses() {
  return useQuery(queryOptions(teacherClasses));
}

/** The guardian's children (the sign-in cards' read, shared cache with /parent/account's cards). */
export function useGuardianChildren(enabled: boolean) {
  return useQuery({ ...queryOptions(familySignInCards), enabled });
}
