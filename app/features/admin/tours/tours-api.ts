/** Reads and changes of the staff tour screens (docs/api/admin-operations.md). */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiRequest, getData, withQuery } from "~/lib/api";
import type { AdminTourBooking, AdminToursAnswer, TourRescheduleInput } from "../../../../common/schemas/admin-operations";
import type { TourAvailability } from "../../../../common/types/tour-availability";
import { TOUR_AVAILABILITY_URL } from "../../../../common/tour";
import { DASHBOARD_KEY } from "../query-keys";

export const ADMIN_TOURS_KEY = "/api/admin/tours";

export interface TourRange {
  from?: string;
  to?: string;
}

export function useAdminTours(range: TourRange) {
  const url = withQuery(ADMIN_TOURS_KEY, { from: range.from, to: range.to });
  return useQuery({ queryKey: [ADMIN_TOURS_KEY, range], queryFn: () => getData<AdminToursAnswer>(url) });
}

/** The public availability, read fresh when a reschedule dialog opens (`enabled`). */
export function useTourAvailability(enabled: boolean) {
  return useQuery({
    queryKey: [TOUR_AVAILABILITY_URL],
    queryFn: () => getData<TourAvailability>(TOUR_AVAILABILITY_URL),
    enabled,
    staleTime: 0,
  });
}

async function data<T>(res: Response): Promise<T> {
  return ((await res.json()) as { data: T }).data;
}

export async function cancelTour(id: string, reason: string) {
  return data<AdminTourBooking>(await apiRequest("POST", `/api/admin/tours/${id}/cancel`, reason.trim() ? { reason } : {}));
}

export async function rescheduleTour(id: string, input: TourRescheduleInput) {
  return data<AdminTourBooking>(await apiRequest("POST", `/api/admin/tours/${id}/reschedule`, input));
}

/** After a change: the listing, the public availability and the dashboard are out of date. */
export async function refreshTours(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: [ADMIN_TOURS_KEY] }),
    client.invalidateQueries({ queryKey: [TOUR_AVAILABILITY_URL] }),
    client.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}
