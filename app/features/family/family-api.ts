/**
 * The family side and the account (docs/api/family-and-account.md): each call in one place. Reads go
 * through the default query function, which unwraps `{ success, data }`.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData } from "~/lib/api";
import { USER_QUERY_KEY } from "~/lib/auth";
import type { MessageAnswer } from "~/lib/email-verification";
import type { Account, AccountProfileInput, FamilyOverview } from "../../../common/schemas/account";
import type { LearnerPreferences } from "../../../common/learning/preferences";
import type { ChildSignIn } from "../../../common/schemas/learning/students";

export const OVERVIEW_KEY = ["/api/family/overview"] as const;
export const ACCOUNT_KEY = ["/api/account"] as const;

export function useFamilyOverview() {
  return useQuery<FamilyOverview>({ queryKey: OVERVIEW_KEY });
}

export function useAccount() {
  return useQuery<Account>({ queryKey: ACCOUNT_KEY });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: AccountProfileInput) =>
      (await (await apiRequest("PATCH", "/api/account", input)).json()) as MessageAnswer & { data: Account },
    onSuccess: async (answer) => {
      client.setQueryData(ACCOUNT_KEY, answer.data);
      await Promise.all([client.invalidateQueries({ queryKey: USER_QUERY_KEY }), client.invalidateQueries({ queryKey: OVERVIEW_KEY })]);
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      (await (await apiRequest("POST", "/api/account/password", input)).json()) as MessageAnswer,
  });
}

/** How each of the family's children signs in (docs/api/students.md). */
export const CHILDREN_SIGN_IN_KEY = ["/api/family/children-sign-in"] as const;

export function useChildrenSignIn(enabled: boolean) {
  return useQuery<ChildSignIn[]>({ queryKey: CHILDREN_SIGN_IN_KEY, enabled });
}

/** A guardian sets their own child's password. */
export function useSetChildPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ studentId, password }: { studentId: string; password: string }) =>
      (await (await apiRequest("POST", `/api/family/children/${encodeURIComponent(studentId)}/password`, { password })).json()) as MessageAnswer,
    onSuccess: () => client.invalidateQueries({ queryKey: CHILDREN_SIGN_IN_KEY }),
  });
}

const childPreferencesKey = (studentId: string) => ["/api/family/children", studentId, "preferences"] as const;

/** A child's accessibility preferences, as their guardian reads them (read when the dialog opens). */
export function useChildPreferences(studentId: string | null) {
  return useQuery({
    queryKey: childPreferencesKey(studentId ?? ""),
    queryFn: () => getData<LearnerPreferences>(`/api/family/children/${encodeURIComponent(studentId!)}/preferences`),
    enabled: studentId !== null,
  });
}

export function useSaveChildPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ studentId, preferences }: { studentId: string; preferences: LearnerPreferences }) =>
      (await (await apiRequest("PATCH", `/api/family/children/${encodeURIComponent(studentId)}/preferences`, preferences)).json()) as MessageAnswer & { data: LearnerPreferences },
    onSuccess: (answer, { studentId }) => client.setQueryData(childPreferencesKey(studentId), answer.data),
  });
}
