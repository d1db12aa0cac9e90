/** The tour form's calls (docs/product.md section 7, docs/api/public-forms.md): the availability read and the booking. */
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/lib/api";
import type { TourAvailability } from "../../../common/types/tour-availability";
import { TOUR_AVAILABILITY_URL } from "../../../common/tour";

export const TOUR_BOOKING_URL = "/api/tour-booking";

/** GET /api/tour-availability through the default query function (staff changes invalidate this key). */
export function useTourAvailability() {
  return useQuery<TourAvailability>({ queryKey: [TOUR_AVAILABILITY_URL] });
}

/** POST /api/tour-booking with the booking and the honeypot field. */
export async function bookTour(body: Record<string, unknown>): Promise<unknown> {
  return (await apiRequest("POST", TOUR_BOOKING_URL, body)).json();
}
