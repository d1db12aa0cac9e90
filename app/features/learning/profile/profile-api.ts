/**
 * Calls of /student/profile (docs/api/students.md): the child's own profile, and saving the avatar
 * and preferences. A save also updates the signed-in user in the cache, so the guarded layout applies
 * the new preferences at once (app/components/auth/learner-preferences.tsx).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData } from "~/lib/api";
import { USER_QUERY_KEY, type User } from "~/lib/auth";
import type { StudentProfile, StudentProfilePatch } from "../../../../common/schemas/learning/students";

export const PROFILE_KEY = "/api/student/profile";

/** Read only for a student (staff may open the page too); null: no student record is linked to the account yet. */
export function useStudentProfile(enabled: boolean) {
  return useQuery({ queryKey: [PROFILE_KEY], queryFn: () => getData<StudentProfile | null>(PROFILE_KEY), enabled });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: StudentProfilePatch) => {
      const res = await apiRequest("PATCH", PROFILE_KEY, patch);
      return ((await res.json()) as { data: StudentProfile }).data;
    },
    onSuccess: (profile) => {
      client.setQueryData([PROFILE_KEY], profile);
      client.setQueryData<User | null>(USER_QUERY_KEY, (user) => (user ? { ...user, learnerPreferences: profile.preferences } : user));
    },
  });
}
