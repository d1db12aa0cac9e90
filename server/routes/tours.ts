/** Virtual tours: GET /api/tour-availability and POST /api/tour-booking. The rules live in server/tours/booking.ts. */
import type { FastifyInstance } from "fastify";
import { bookTour as bookTourContract, tourAvailability as tourAvailabilityContract } from "#common/api/tours";
import { formRateLimit, rejectHoneypot } from "../http/input";
import { contentLanguage } from "../http/negotiation";
import { route } from "../http/route";
import { bookTour, tourAvailability } from "../tours/booking";

export async function tourRoutes(app: FastifyInstance) {
  route(app, tourAvailabilityContract, async () => {
    return { success: true, data: await tourAvailability(app.db, app.config.now()) };
  });

  route(
    app,
    bookTourContract,
    async ({ body: booking, request }) => {
      const { id, time, startsAt } = await bookTour(app.db, booking, request.ip, app.config.now(), contentLanguage(request));
      app.mail.kick();
      return {
        success: true,
        message: "Tour booked successfully!",
        data: { id, preferred_date: booking.preferred_date, preferred_time: time, starts_at: startsAt.toISOString() },
      };
    },
    // The honeypot is checked before the form's fields, as before (a bot's submission gets its own refusal).
    { config: formRateLimit(app), preHandler: async (request) => rejectHoneypot(request.body) },
  );
}
