/** The tour form's calls (docs/product.md section 7, docs/api/public-forms.md): the availability read and the booking. */
import { useQuery } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { queryOptions } from "~/lib/api-queries";
import { bookTour as bookTourContract, tourAvailability } from "#common/api/tours";
import type { Input } from "#common/api/contract";

/** GET /api/tour-availability (staff changes invalidate this read). */
export function useTourAvailability() {
  return useQuery(queryOptions(tourAvailability));
}

/** POST /api/tour-booking with the booking and the honeypot field. */
export async function bookTour(body: Input<typeof bookTourContract>["body"] & Record<string, unknown>): Promise<unknown> {
  return call(bookTourContract, { body });
}
