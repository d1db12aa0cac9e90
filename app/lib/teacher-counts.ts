/**
 * The teacher's navigation counts (issue 33): work to mark beside Gradebook and messages waiting
 * beside Messages, from GET /api/teacher/attention-counts (the same definition as the teacher's home,
 * server/learning/homes/attention.ts). Read again when the tab gets focus, every 60 s, and at once on
 * a live message event (a message arrived or was withdrawn, or the teacher read one in another tab).
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { teacherAttentionCounts } from "#common/api/learning/teacher";
import { invalidate, queryOptions } from "./api-queries";
import { useLiveEvent } from "./live-events";

const REFETCH_MS = 60_000;

export function useTeacherCounts(enabled: boolean) {
  const client = useQueryClient();
  const refresh = () => void invalidate(client, teacherAttentionCounts);
  useLiveEvent("message", refresh);
  useLiveEvent("message_withdrawn", refresh);
  useLiveEvent("read", refresh);
  useLiveEvent("resync", refresh);
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
