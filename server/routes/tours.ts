/** Virtual tours: GET /api/tour-availability and POST /api/tour-booking. The rules live in server/tours/booking.ts. */
import type { FastifyInstance } from "fastify";
import { tourSchema } from "../../common/schemas/tour";
import { formRateLimit, parseForm, rejectHoneypot } from "../forms";
import { bookTour, tourAvailability } from "../tours/booking";

export async function tourRoutes(app: FastifyInstance) {
  app.get("/tour-availability", async () => {
    return { success: true, data: await tourAvailability(app.db, app.config.now()) };
  });

  app.post("/tour-booking", { config: formRateLimit(app) }, async (request, reply) => {
    rejectHoneypot(request.body);
    const booking = parseForm(request.body, tourSchema);
    const { id, time, startsAt } = await bookTour(app.db, booking, request.ip, app.config.now());
    app.mail.kick();
    return reply.code(201).send({
      success: true,
      message: "Tour booked successfully!",
      data: { id, preferred_date: booking.preferred_date, preferred_time: time, starts_at: startsAt.toISOString() },
    });
  });
}
