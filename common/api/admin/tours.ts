/** The virtual tours for staff (docs/api/admin-operations.md): bookings by day and slot, cancel and move. */
import { ADMIN_ROLES } from "../../roles";
import { adminTourBookingSchema, adminToursAnswerSchema, tourCancelSchema, tourRescheduleSchema, toursQuerySchema } from "../../schemas/admin-operations";
import { defineContract, done, ok } from "../contract";

/** The bookings by day and slot within the days asked for. */
export const adminTours = defineContract({
  method: "GET",
  path: "/api/admin/tours",
  roles: ADMIN_ROLES,
  query: toursQuerySchema,
  output: ok(adminToursAnswerSchema),
});

/** Cancels a booking (a reason optional) and emails the family; answers the booking. */
export const cancelTour = defineContract({
  method: "POST",
  path: "/api/admin/tours/:id/cancel",
  roles: ADMIN_ROLES,
  body: tourCancelSchema,
  output: done.extend({ data: adminTourBookingSchema }),
});

/** Moves a booking to another slot and emails the family a new invitation; answers the booking. */
export const rescheduleTour = defineContract({
  method: "POST",
  path: "/api/admin/tours/:id/reschedule",
  roles: ADMIN_ROLES,
  body: tourRescheduleSchema,
  output: done.extend({ data: adminTourBookingSchema }),
});
