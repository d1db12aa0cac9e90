/**
 * The calendar's calls (docs/api/calendar.md), each in one place: the events of a range with the
 * viewer's filters, and the personal iCalendar feed (status, create or replace, turn off).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { CalendarAnswer, CalendarFeedCreated, CalendarFeedStatus } from "../../../../common/learning/calendar";

export const CALENDAR_KEY = ["/api/calendar"] as const;
export const FEED_KEY = ["/api/calendar/feed"] as const;

export interface CalendarParams {
  from: string;
  to: string;
  studentId?: string;
  classId?: string;
  grade?: string;
}

export function useCalendar(params: CalendarParams) {
  const url = withQuery("/api/calendar", { ...params });
  return useQuery<CalendarAnswer>({
    queryKey: [...CALENDAR_KEY, url],
    queryFn: () => getData<CalendarAnswer>(url),
    // Stepping to the next week keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFeedStatus() {
  return useQuery<CalendarFeedStatus>({ queryKey: FEED_KEY });
}

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => ((await (await apiRequest("POST", "/api/calendar/feed")).json()) as { data: CalendarFeedCreated }).data,
    onSuccess: () => client.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("DELETE", "/api/calendar/feed");
    },
    onSuccess: () => client.invalidateQueries({ queryKey: FEED_KEY }),
  });
}
