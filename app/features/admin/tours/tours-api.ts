/** Reads and changes of the staff tour screens (docs/api/admin-operations.md, contracts in common/api/admin/tours.ts). */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { call } from "~/lib/api";
import { invalidate, queryOptions } from "~/lib/api-queries";
import { adminDashboard } from "#common/api/admin/dashboard";
import { adminTours, cancelTour as cancelTourContract, rescheduleTour as rescheduleTourContract } from "#common/api/admin/tours";
import { tourAvailability } from "#common/api/tours";
import type { TourRescheduleInput } from "#common/schemas/admin-operations";

export interface TourRange {
  from?: string;
  to?: string;
}

export function useAdminTours(range: TourRange) {
  return useQuery(queryOptions(adminTours, { query: { from: range.from, to: range.to } }));
}

/** The public availability, read fresh when a reschedule dialog opens (`enabled`). */
export function useTourAvailability(enabled: boolean) {
  return useQuery({ ...queryOptions(tourAvailability), enabled, staleTime: 0 });
}

export function cancelTour(id: string, reason: string) {
  return call(cancelTourContract, { params: { id }, body: reason.trim() ? { reason } : {} });
}

export function rescheduleTour(id: string, input: TourRescheduleInput) {
  return call(rescheduleTourContract, { params: { id }, body: input });
}

/** After a change: the listing, the public availability and the dashboard are out of date. */
export async function refreshTours(client: QueryClient) {
  await Promise.all([invalidate(client, adminTours), invalidate(client, tourAvailability), invalidate(client, adminDashboard)]);
}
