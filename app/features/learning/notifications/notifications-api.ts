/**
 * Calls of the notifications (docs/api/notifications.md, contracts in
 * common/api/learning/notifications.ts): the person's own list, marking read, and their channel per
 * kind. Marking read refreshes the portal navigation's count at once.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationPreferences,
  notifications,
  updateNotificationPreferences,
} from "#common/api/learning/notifications";
import type { NotificationKind } from "#common/notifications/kinds";
import type { NotificationChannel } from "#common/notifications/preferences";
import type { NotificationOrder } from "#common/schemas/notifications";
import { call } from "~/lib/api";
import { invalidate, keyOf, queryOptions } from "~/lib/api-queries";
import { refreshNotificationCount } from "~/lib/notification-count";

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface ListFilter {
  page: number;
  order: NotificationOrder;
  studentId?: string;
}

export function useNotifications(filter: ListFilter) {
  return useQuery({
    ...queryOptions(notifications, { query: { page: filter.page, pageSize: NOTIFICATIONS_PAGE_SIZE, order: filter.order, studentId: filter.studentId } }),
    placeholderData: (previous) => previous,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([invalidate(client, notifications), refreshNotificationCount(client)]);
}

export function useMarkRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(markNotificationRead, { params: { notificationId: id } });
    },
    onSettled: refresh,
  });
}

export function useMarkAllRead() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (studentId: string | undefined) => (await call(markAllNotificationsRead, { body: studentId ? { studentId } : {} })).marked,
    onSettled: refresh,
  });
}

export function useNotificationPreferences() {
  return useQuery(queryOptions(notificationPreferences));
}

export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: NotificationKind; channel: NotificationChannel }) => call(updateNotificationPreferences, { body: { preferences: [input] } }),
    onSuccess: (data) => client.setQueryData(keyOf(notificationPreferences), data),
  });
}
