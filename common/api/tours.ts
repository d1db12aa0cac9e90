/** Virtual tours (docs/product.md section 7, docs/api/public-forms.md): the availability and a booking. */
import { z } from "zod";
import { tourSchema } from "../schemas/tour";
import { tourAvailabilitySchema } from "../types/tour-availability";
import { defineContract, ok, PUBLIC } from "./contract";

/** The offered dates, and which times still have a seat. */
export const tourAvailability = defineContract({
  method: "GET",
  path: "/api/tour-availability",
  roles: PUBLIC,
  output: ok(tourAvailabilitySchema),
});

/** Books a tour (the form's fields and the honeypot). */
export const bookTour = defineContract({
  method: "POST",
  path: "/api/tour-booking",
  roles: PUBLIC,
  body: tourSchema,
  output: z.object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({ id: z.string(), preferred_date: z.string(), preferred_time: z.string(), starts_at: z.string() }),
  }),
  status: 201,
});
