/**
 * Staff view of the virtual tours (docs/api/admin-operations.md): bookings by day and slot, and
 * cancelling or moving a booking with a mail to the family. The rules live in server/tours/staff.ts.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { adminTours, cancelTour, rescheduleTour } from "#common/api/admin/tours";
import { localLongDay } from "#common/i18n/phrase";
import { cancelBooking, rescheduleBooking, TOUR_NOT_FOUND, toursByDay } from "../../tours/staff";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import type { Actor, StaffAction } from "../../actor";

/**
 * A change sent without a body reads as an empty one: a cancel needs no reason, and a reschedule
 * without a body names the fields it lacks (rather than "Expected a JSON object").
 */
const emptyBodyAsObject = {
  preHandler: async (request: FastifyRequest) => {
    request.body ??= {};
  },
};

export async function adminTourRoutes(app: FastifyInstance) {
  const staffAction = (actor: Actor): StaffAction => ({ db: app.db, actor, now: app.config.now() });

  route(app, adminTours, async ({ query }) => {
    return { success: true, data: await toursByDay(app.db, query, app.config.now()) };
  });

  route(
    app,
    cancelTour,
    async ({ actor, params, body }) => {
      const id = uuidParam(params.id, TOUR_NOT_FOUND);
      const booking = await cancelBooking(staffAction(actor), id, body.reason, app.config.publicUrl);
      app.mail.kick();
      return { success: true, message: "Tour cancelled. The family has been emailed.", data: booking };
    },
    emptyBodyAsObject,
  );

  route(
    app,
    rescheduleTour,
    async ({ actor, params, body }) => {
      const id = uuidParam(params.id, TOUR_NOT_FOUND);
      const booking = await rescheduleBooking(staffAction(actor), id, body);
      app.mail.kick();
      return {
        success: true,
        message: { id: "answers.tourMoved", values: { day: localLongDay(booking.date), time: booking.time } },
        data: booking,
      };
    },
    emptyBodyAsObject,
  );
}
