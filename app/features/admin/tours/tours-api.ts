/** Reads and changes of the staff tour screens (docs/api/admin-operations.md). */
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { AdminTourBooking, TourRescheduleInput } from "../../../../common/schemas/admin-operations";
import { TOUR_AVAILABILITY_URL } from "../../../../common/tour";
import { DASHBOARD_KEY } from "../query-keys";

export const ADMIN_TOURS_KEY = "/api/admin/tours";

export function toursUrl(range: { from?: string; to?: string }) {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const query = params.toString();
  return query ? `${ADMIN_TOURS_KEY}?${query}` : ADMIN_TOURS_KEY;
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
