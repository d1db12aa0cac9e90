/**
 * The family side and the account (docs/api/family-and-account.md): each call in one place, through
 * its contract (common/api/family.ts, common/api/account.ts, common/api/learning/family-children.ts).
 */
import type { Language } from "#common/i18n/languages";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, callAnswer } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { account, changePassword, updateAccount } from "#common/api/account";
import { familyOverview } from "#common/api/family";
import { childPreferences, childrenSignIn, saveChildPreferences, setChildLanguage, setChildPassword } from "#common/api/learning/family-children";
import { currentUser } from "#common/api/user";
import type { AccountProfileInput } from "#common/schemas/account";
import type { LearnerPreferences } from "#common/learning/preferences";

export function useFamilyOverview() {
  return useQuery(queryOptions(familyOverview));
}

export function useAccount() {
  return useQuery(queryOptions(account));
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountProfileInput) => callAnswer(updateAccount, { body: input }),
    onSuccess: async (answer) => {
      client.setQueryData(keyOf(account), answer.data);
      await Promise.all([invalidate(client, currentUser), invalidate(client, familyOverview)]);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => call(changePassword, { body: input }),
  });
}

/** How each of the family's children signs in (docs/api/students.md). */
export function useChildrenSignIn(enabled: boolean) {
  return useQuery({ ...queryOptions(childrenSignIn), enabled });
}

/** A guardian sets their own child's password. */
export function useSetChildPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, password }: { studentId: string; password: string }) => call(setChildPassword, { params: { studentId }, body: { password } }),
    onSuccess: () => invalidate(client, childrenSignIn),
  });
}

/** A guardian chooses the language of their own child's screens. */
export function useSetChildLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, language }: { studentId: string; language: Language }) => call(setChildLanguage, { params: { studentId }, body: { language } }),
    onSuccess: () => invalidate(client, childrenSignIn),
  });
}

/** A child's accessibility preferences, as their guardian reads them (read when the dialog opens). */
export function useChildPreferences(studentId: string | null) {
  return useQuery({
    ...queryOptions(childPreferences, { params: { studentId: studentId ?? "" } }),
    enabled: studentId !== null,
  });
}

export function useSaveChildPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, preferences }: { studentId: string; preferences: LearnerPreferences }) =>
      callAnswer(saveChildPreferences, { params: { studentId }, body: preferences }),
    onSuccess: (answer, { studentId }) => client.setQueryData(keyOf(childPreferences, { params: { studentId } }), answer.data),
  });
}
