/**
 * The conferences' calls (docs/api/conferences.md, contracts in common/api/learning/conferences.ts),
 * each in one place: a teacher's availability and its changes, a child's teachers' free times,
 * sibling-visit plans, booking, moving and cancelling, and the viewer's own conferences. Every change
 * refreshes the lists and the calendar.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  bookConferences,
  cancelConference,
  childConferenceSlots,
  conferenceAvailability,
  conferenceBookings,
  conferenceMoveSlots,
  createAvailabilityWindow,
  planConferenceVisit,
  removeAvailabilityWindow,
  rescheduleConference,
  updateAvailabilityWindow,
} from "#common/api/learning/conferences";
import { calendarEvents } from "#common/api/learning/calendar";
import { familyChildren } from "#common/api/learning/family";
import type { BookingInput, VisitPlanInput, WindowInput } from "#common/schemas/learning/conferences";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";

export function useAvailability() {
  return useQuery(queryOptions(conferenceAvailability, { query: {} }));
}

export function useBookings(when: "upcoming" | "past" = "upcoming") {
  return useQuery(queryOptions(conferenceBookings, { query: { when } }));
}

export function useFamilyChildren() {
  return useQuery(queryOptions(familyChildren));
}

export function useChildrenSlots(studentIds: readonly string[]) {
  return useQueries({ queries: studentIds.map((studentId) => queryOptions(childConferenceSlots, { params: { studentId }, query: {} })) });
}

export function useBookingSlots(bookingId: string | null) {
  return useQuery({ ...queryOptions(conferenceMoveSlots, { params: { bookingId: bookingId ?? "" } }), enabled: bookingId !== null });
}

function useChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      // Every conference read, and the calendar's (app/features/learning/calendar/calendar-api.ts).
      await Promise.all([
        invalidate(client, conferenceAvailability),
        invalidate(client, conferenceBookings),
        invalidate(client, childConferenceSlots),
        invalidate(client, conferenceMoveSlots),
        invalidate(client, calendarEvents),
      ]);
    },
  });
}

export const useCreateWindow = () => useChange((body: WindowInput) => call(createAvailabilityWindow, { query: {}, body }));
export const useUpdateWindow = () =>
  useChange(({ id, input }: { id: string; input: WindowInput }) => call(updateAvailabilityWindow, { params: { windowId: id }, body: input }));
export const useRemoveWindow = () => useChange((id: string) => call(removeAvailabilityWindow, { params: { windowId: id } }));
export const useBook = () => useChange((body: BookingInput) => call(bookConferences, { body }));
export const useCancelBooking = () =>
  useChange(({ id, reason }: { id: string; reason?: string }) => call(cancelConference, { params: { bookingId: id }, body: reason ? { reason } : {} }));
export const useReschedule = () =>
  useChange(({ id, startsAt, phone }: { id: string; startsAt: string; phone?: string }) =>
    call(rescheduleConference, { params: { bookingId: id }, body: phone ? { startsAt, phone } : { startsAt } }),
  );

export function usePlan() {
  return useMutation({ mutationFn: (body: VisitPlanInput) => call(planConferenceVisit, { body }) });
}
