/**
 * Staff view of the virtual tours (docs/api/admin-operations.md): bookings by day and slot, and
 * cancelling or moving a booking with a mail to the family. The rules live in server/tours/staff.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tourCancelSchema, tourRescheduleSchema, toursQuerySchema } from "../../../common/schemas/admin-operations";
import type { StaffAction } from "../../audit";
import { formatLongCalendarDay } from "../../../common/calendar-date";
import { cancelBooking, rescheduleBooking, TOUR_NOT_FOUND, toursByDay } from "../../tours/staff";
import { staffActor, uuidParam } from "../../http/staff-request";

const bookingId = (request: FastifyRequest<{ Params: { id: string } }>) => uuidParam(request.params.id, TOUR_NOT_FOUND);

export async function adminTourRoutes(app: FastifyInstance) {
  const staffAction = (request: FastifyRequest): StaffAction => ({ db: app.db, request, actor: staffActor(request), now: app.config.now() });

  app.get("/tours", async (request) => {
    const query = toursQuerySchema.parse(request.query);
    return { success: true, data: await toursByDay(app.db, query, app.config.now()) };
  });

  app.post<{ Params: { id: string } }>("/tours/:id/cancel", async (request) => {
    const action = staffAction(request);
    const id = bookingId(request);
    const { reason } = tourCancelSchema.parse(request.body ?? {});
    const booking = await cancelBooking(action, id, reason, app.config.publicUrl);
    app.mail.kick();
    return { success: true, message: "Tour cancelled. The family has been emailed.", data: booking };
  });

  app.post<{ Params: { id: string } }>("/tours/:id/reschedule", async (request) => {
    const action = staffAction(request);
    const id = bookingId(request);
    const body = tourRescheduleSchema.parse(request.body ?? {});
    const booking = await rescheduleBooking(action, id, body);
    app.mail.kick();
    return {
      success: true,
      message: `Tour moved to ${formatLongCalendarDay(booking.date)} at ${booking.time}. The family has been emailed a new invitation.`,
      data: booking,
    };
  });
}
