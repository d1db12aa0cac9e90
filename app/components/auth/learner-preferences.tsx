import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { invalidate } from "~/lib/api-queries";
import { useUser } from "~/lib/auth";
import { applyLearnerPreferences } from "~/lib/learner-preferences";
import { currentUser } from "#common/api/user";

/**
 * Applies the signed-in child's accessibility preferences to every guarded page (issue 15): they
 * arrive with the user (GET /api/user), so a change saved on /student/profile, or on another device,
 * holds here as soon as the user is read again. The sign-in answer does not carry them, so a
 * student's user without them is read again once. Renders nothing.
 */
export function LearnerPreferences() {
  const client = useQueryClient();
  const { data: user } = useUser();
  const isStudent = user?.role === "student";
  const missing = isStudent && user.learnerPreferences === undefined;
  const preferences = isStudent ? (user.learnerPreferences ?? null) : null;
  const key = preferences ? JSON.stringify(preferences) : "";

  useEffect(() => {
    if (missing) void invalidate(client, currentUser);
  }, [missing, client]);

  // `key` stands for the preferences' content: a new object with the same values changes nothing.
  useEffect(() => {
    applyLearnerPreferences(key ? (JSON.parse(key) as typeof preferences) : null);
    return () => applyLearnerPreferences(null);
  }, [key]);
  return null;
}
