/**
 * The calendar's calls (docs/api/calendar.md, contracts in common/api/learning/calendar.ts), each in
 * one place: the events of a range with the viewer's filters, and the personal iCalendar feed
 * (status, create or replace, turn off).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { calendarEvents, calendarFeed, createCalendarFeed, revokeCalendarFeed } from "#common/api/learning/calendar";

export interface CalendarParams {
  from: string;
  to: string;
  studentId?: string;
  classId?: string;
  grade?: string;
}

export function useCalendar(params: CalendarParams) {
  return useQuery({
    ...queryOptions(calendarEvents, { query: { ...params } }),
    // Stepping to the next week keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useFeedStatus() {
  return useQuery(queryOptions(calendarFeed));
}

export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(createCalendarFeed),
    onSuccess: () => invalidate(client, calendarFeed),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(revokeCalendarFeed);
    },
    onSuccess: () => invalidate(client, calendarFeed),
  });
}
