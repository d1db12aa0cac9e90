/**
 * The teacher's navigation count (issue 33): work to mark beside Gradebook, from
 * GET /api/teacher/attention-counts (the same definition as the teacher's home,
 * server/learning/homes/attention.ts). Read again when the tab gets focus, every 60 s, and at once when
 * the teacher returns work (the gradebook's mutations). Messages have their own count (./message-count.ts).
 */
import { useQuery } from "@tanstack/react-query";
import { teacherAttentionCounts } from "#common/api/learning/teacher";
import { queryOptions } from "./api-queries";

const REFETCH_MS = 60_000;

export function useTeacherCounts(enabled: boolean) {
  return useQuery({
    ...queryOptions(teacherAttentionCounts),
    enabled,
    refetchOnWindowFocus: "always",
    refetchInterval: REFETCH_MS,
    refetchIntervalInBackground: false,
    staleTime: 10_000,
    retry: false,
  });
}
