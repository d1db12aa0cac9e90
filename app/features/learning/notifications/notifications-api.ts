/**
 * Calls of the notifications (docs/api/notifications.md): the person's own list, marking read, and
 * their channel per kind. Marking read refreshes the portal navigation's count at once.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import { refreshNotificationCount } from "~/lib/notification-count";
import type { NotificationKind } from "../../../../common/notifications/kinds";
import type { NotificationChannel } from "../../../../common/notifications/preferences";
import type { NotificationList, NotificationOrder, NotificationPreferences } from "../../../../common/schemas/notifications";

export const NOTIFICATIONS_KEY = "/api/notifications";
export const NOTIFICATION_PREFERENCES_KEY = "/api/notifications/preferences";
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface ListFilter {
  page: number;
  order: NotificationOrder;
  studentId?: string;
}

export function useNotifications(filter: ListFilter) {
  return useQuery({
    queryKey: [NOTIFICATIONS_KEY, filter],
    queryFn: () => getData<NotificationList>(withQuery(NOTIFICATIONS_KEY, { page: filter.page, pageSize: NOTIFICATIONS_PAGE_SIZE, order: filter.order, studentId: filter.studentId })),
    placeholderData: (previous) => previous,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: [NOTIFICATIONS_KEY] }), refreshNotificationCount(client)]);
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("POST", `${NOTIFICATIONS_KEY}/${encodeURIComponent(id)}/read`, {});
    },
    onSettled: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (studentId: string | undefined) => {
      const res = await apiRequest("POST", `${NOTIFICATIONS_KEY}/read-all`, studentId ? { studentId } : {});
      return ((await res.json()) as { data: { marked: number } }).data.marked;
    },
    onSettled: refresh,
  });
}

export function useNotificationPreferences() {
  return useQuery({ queryKey: [NOTIFICATION_PREFERENCES_KEY], queryFn: () => getData<NotificationPreferences>(NOTIFICATION_PREFERENCES_KEY) });
}

export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: NotificationKind; channel: NotificationChannel }) => {
      const res = await apiRequest("PUT", NOTIFICATION_PREFERENCES_KEY, { preferences: [input] });
      return ((await res.json()) as { data: NotificationPreferences }).data;
    },
    onSuccess: (data) => client.setQueryData([NOTIFICATION_PREFERENCES_KEY], data),
  });
}
