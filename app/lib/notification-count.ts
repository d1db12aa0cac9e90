/**
 * The signed-in person's unread notifications, for the portal navigation's count (issue 17). Read
 * from GET /api/notifications/unread-count: again when the tab gets focus, every 60 s, and at once
 * when something says the count moved (marking read on /notifications, a live `notifications` event).
 *
 * A live `notifications` event (app/lib/live-events.ts) reads the count again at once.
 * Only guarded pages render the portal navigation, so public pages never load or call this.
 */
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { unreadNotificationCount } from "#common/api/learning/notifications";
import { invalidate, queryOptions } from "./api-queries";
import { useLiveEvent } from "./live-events";

/** The bus event a person's pages receive when their notifications change (server/notifications/notify.ts). */
export const NOTIFICATIONS_EVENT = "notifications";
const REFETCH_MS = 60_000;

/** Reads the count again now (after marking read, or on a live `notifications` event). */
export function refreshNotificationCount(client: QueryClient) {
  return invalidate(client, unreadNotificationCount);
}

export function useNotificationCount(enabled = true) {
  const client = useQueryClient();
  useLiveEvent(NOTIFICATIONS_EVENT, () => void refreshNotificationCount(client));
  return useQuery({
    ...queryOptions(unreadNotificationCount),
    select: (answer) => answer.unread,
    enabled,
    refetchOnWindowFocus: "always",
    refetchInterval: REFETCH_MS,
    refetchIntervalInBackground: false,
    staleTime: 10_000,
    retry: false,
  });
}
