/** `GET /api/tour-availability` (docs/api/public-forms.md): the days on offer with each time's seat state. */
import { z } from "zod";

export const tourSlotSchema = z.object({
  time: z.string(),
  available: z.boolean(),
});
export type TourSlot = z.infer<typeof tourSlotSchema>;

export const tourDaySchema = z.object({
  /** "2026-11-23" */
  date: z.string(),
  slots: z.array(tourSlotSchema),
});
export type TourDay = z.infer<typeof tourDaySchema>;

export const tourAvailabilitySchema = z.object({
  timeZone: z.string(),
  dates: z.array(tourDaySchema),
});
export type TourAvailability = z.infer<typeof tourAvailabilitySchema>;
