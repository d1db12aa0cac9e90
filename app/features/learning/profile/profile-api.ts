/**
 * Calls of /student/profile (docs/api/students.md, contracts in common/api/learning/student-profile.ts):
 * the child's own profile, and saving the avatar and preferences. A save also updates the signed-in
 * user in the cache, so the guarded layout applies the new preferences at once
 * (app/components/auth/learner-preferences.tsx).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { keyOf, queryOptions } from "~/lib/api-queries";
import { USER_QUERY_KEY, type User } from "~/lib/auth";
import { studentProfile, updateStudentProfile } from "#common/api/learning/student-profile";
import type { StudentProfilePatch } from "#common/schemas/learning/students";

/** Read only for a student (staff may open the page too); null: no student record is linked to the account yet. */
export function useStudentProfile(enabled: boolean) {
  return useQuery({ ...queryOptions(studentProfile), enabled });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentProfilePatch) => call(updateStudentProfile, { body }),
    onSuccess: (profile) => {
      client.setQueryData(keyOf(studentProfile), profile);
      client.setQueryData<User | null>(USER_QUERY_KEY, (user) => (user ? { ...user, learnerPreferences: profile.preferences } : user));
    },
  });
}
