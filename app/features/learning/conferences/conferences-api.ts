/**
 * The conferences' calls (docs/api/conferences.md), each in one place: a teacher's availability and
 * its changes, a child's teachers' free times, sibling-visit plans, booking, moving and cancelling,
 * and the viewer's own conferences. Every change refreshes the lists and the calendar.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type {
  AvailabilityAnswer,
  AvailabilityWindow,
  BookingInput,
  ChildConferenceSlots,
  ConferenceBooking,
  FreeSlot,
  VisitPlanInput,
  VisitPlansAnswer,
  WindowInput,
} from "../../../../common/schemas/learning/conferences";
import type { FamilyChild } from "../../../../common/schemas/learning/homes";

const ROOT = ["/api/conferences"] as const;
/** The calendar's queries (app/features/learning/calendar/calendar-api.ts), refreshed after a change. */
const CALENDAR_ROOT = ["/api/calendar"] as const;

export function useAvailability() {
  const url = "/api/conferences/availability";
  return useQuery<AvailabilityAnswer>({ queryKey: [...ROOT, url], queryFn: () => getData<AvailabilityAnswer>(url) });
}

export function useBookings(when: "upcoming" | "past" = "upcoming") {
  const url = withQuery("/api/conferences/bookings", { when });
  return useQuery<ConferenceBooking[]>({ queryKey: [...ROOT, url], queryFn: () => getData<ConferenceBooking[]>(url) });
}

export function useFamilyChildren() {
  return useQuery<FamilyChild[]>({ queryKey: ["/api/family/children"], queryFn: () => getData<FamilyChild[]>("/api/family/children") });
}

export function useChildrenSlots(studentIds: readonly string[]) {
  return useQueries({
    queries: studentIds.map((id) => {
      const url = `/api/conferences/children/${id}/slots`;
      return { queryKey: [...ROOT, url], queryFn: () => getData<ChildConferenceSlots>(url) };
    }),
  });
}

export function useBookingSlots(bookingId: string | null) {
  const url = `/api/conferences/bookings/${bookingId}/slots`;
  return useQuery<FreeSlot[]>({ queryKey: [...ROOT, url], queryFn: () => getData<FreeSlot[]>(url), enabled: bookingId !== null });
}

async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  return ((await res.json()) as { data: T }).data;
}

function useChange<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: ROOT }), client.invalidateQueries({ queryKey: CALENDAR_ROOT })]);
    },
  });
}

export const useCreateWindow = () => useChange((input: WindowInput) => send<AvailabilityWindow>("POST", "/api/conferences/availability", input));
export const useUpdateWindow = () => useChange(({ id, input }: { id: string; input: WindowInput }) => send<AvailabilityWindow>("PUT", `/api/conferences/availability/${id}`, input));
export const useRemoveWindow = () => useChange((id: string) => send<unknown>("DELETE", `/api/conferences/availability/${id}`));
export const useBook = () => useChange((input: BookingInput) => send<ConferenceBooking[]>("POST", "/api/conferences/bookings", input));
export const useCancelBooking = () => useChange(({ id, reason }: { id: string; reason?: string }) => send<ConferenceBooking>("POST", `/api/conferences/bookings/${id}/cancel`, reason ? { reason } : {}));
export const useReschedule = () =>
  useChange(({ id, startsAt, phone }: { id: string; startsAt: string; phone?: string }) => send<ConferenceBooking>("POST", `/api/conferences/bookings/${id}/reschedule`, phone ? { startsAt, phone } : { startsAt }));

export function usePlan() {
  return useMutation({ mutationFn: (input: VisitPlanInput) => send<VisitPlansAnswer>("POST", "/api/conferences/plan", input) });
}
