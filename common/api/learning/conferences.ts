/** Parent-teacher conferences (docs/api/conferences.md): availability, free times, visit plans, bookings, moving and cancelling. */
import { z } from "zod";
import { ADULT_ROLES, FAMILY_ROLES, TEACHER_ROLES } from "../../roles";
import {
  availabilityAnswerSchema,
  availabilityWindowSchema,
  bookingSchema,
  bookingsQuerySchema,
  cancelBookingSchema,
  childConferenceSlotsSchema,
  conferenceBookingSchema,
  conferenceRangeQuerySchema,
  freeSlotSchema,
  rescheduleSchema,
  visitPlanSchema,
  visitPlansAnswerSchema,
  windowSchema,
} from "../../schemas/learning/conferences";
import { defineContract, ok, succeeded } from "../contract";

/** A teacher's availability windows in a range of dates (staff: any teacher's, by `teacherUserId`). */
export const conferenceAvailability = defineContract({
  method: "GET",
  path: "/api/conferences/availability",
  roles: TEACHER_ROLES,
  query: conferenceRangeQuerySchema,
  output: ok(availabilityAnswerSchema),
});

/** Publishes an availability window (staff: for the teacher of `teacherUserId`). */
export const createAvailabilityWindow = defineContract({
  method: "POST",
  path: "/api/conferences/availability",
  roles: TEACHER_ROLES,
  query: conferenceRangeQuerySchema,
  body: windowSchema,
  output: ok(availabilityWindowSchema),
  status: 201,
});

/** Changes an availability window. */
export const updateAvailabilityWindow = defineContract({
  method: "PUT",
  path: "/api/conferences/availability/:windowId",
  roles: TEACHER_ROLES,
  body: windowSchema,
  output: ok(availabilityWindowSchema),
});

/** Removes an availability window that holds no conferences. */
export const removeAvailabilityWindow = defineContract({
  method: "DELETE",
  path: "/api/conferences/availability/:windowId",
  roles: TEACHER_ROLES,
  output: succeeded,
});

/** A child's current teachers and their free times. */
export const childConferenceSlots = defineContract({
  method: "GET",
  path: "/api/conferences/children/:studentId/slots",
  roles: FAMILY_ROLES,
  query: conferenceRangeQuerySchema,
  output: ok(childConferenceSlotsSchema),
});

/** Back-to-back layouts of a sibling visit on a day. */
export const planConferenceVisit = defineContract({
  method: "POST",
  path: "/api/conferences/plan",
  roles: FAMILY_ROLES,
  body: visitPlanSchema,
  output: ok(visitPlansAnswerSchema),
});

/** Books one conference or a sibling visit. */
export const bookConferences = defineContract({
  method: "POST",
  path: "/api/conferences/bookings",
  roles: FAMILY_ROLES,
  body: bookingSchema,
  output: ok(z.array(conferenceBookingSchema)),
  status: 201,
});

/** The viewer's conferences, upcoming or past (staff: all). */
export const conferenceBookings = defineContract({
  method: "GET",
  path: "/api/conferences/bookings",
  roles: ADULT_ROLES,
  query: bookingsQuerySchema,
  output: ok(z.array(conferenceBookingSchema)),
});

/** One conference. */
export const conferenceBooking = defineContract({
  method: "GET",
  path: "/api/conferences/bookings/:bookingId",
  roles: ADULT_ROLES,
  output: ok(conferenceBookingSchema),
});

/** Moves a conference to another free time of its teacher. */
export const rescheduleConference = defineContract({
  method: "POST",
  path: "/api/conferences/bookings/:bookingId/reschedule",
  roles: ADULT_ROLES,
  body: rescheduleSchema,
  output: ok(conferenceBookingSchema),
});

/** Cancels a conference (a reason is optional; an empty body is an empty form). */
export const cancelConference = defineContract({
  method: "POST",
  path: "/api/conferences/bookings/:bookingId/cancel",
  roles: ADULT_ROLES,
  body: cancelBookingSchema,
  output: ok(conferenceBookingSchema),
});

/** The free times of a conference's teacher, to move it to. */
export const conferenceMoveSlots = defineContract({
  method: "GET",
  path: "/api/conferences/bookings/:bookingId/slots",
  roles: ADULT_ROLES,
  output: ok(z.array(freeSlotSchema)),
});
