/**
 * Virtual tours: the slots on offer with what is still free, and bookings. A seat is taken with one
 * atomic upsert on `tour_slots` that refuses to go past the capacity (server/tour-seats.ts), in the
 * same transaction as the booking, so two families racing for the last seat cannot both get it.
 */
import { and, gte, lte } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { formatCalendarDate } from "../../common/calendar-date";
import { tourSchema } from "../../common/schemas/tour";
import { school } from "../../common/school";
import { TOUR_TIMES, tourDates } from "../../common/tour";
import { tourBookings, tourSlots } from "../db/schema";
import { formRateLimit, parseForm, rejectHoneypot } from "../forms";
import { enqueueMail } from "../mail/outbox";
import { tourMails } from "../mail/templates";
import { claimTourSeat, requestedTourSlot, tourCapacity } from "../tour-seats";

const FIELDS = { date: "preferred_date", time: "preferred_time" };

export async function tourRoutes(app: FastifyInstance) {
  app.get("/tour-availability", async () => {
    const dates = tourDates(app.config.now()).map(formatCalendarDate);
    const [capacity, taken] = await Promise.all([
      tourCapacity(app.db),
      app.db
        .select()
        .from(tourSlots)
        .where(and(gte(tourSlots.tourDate, dates[0]!), lte(tourSlots.tourDate, dates.at(-1)!))),
    ]);
    const booked = new Map(taken.map((slot) => [`${slot.tourDate} ${slot.tourTime}`, slot.booked]));
    return {
      success: true,
      data: {
        timeZone: school.timeZone,
        dates: dates.map((date) => ({
          date,
          slots: TOUR_TIMES.map((time) => ({ time, available: (booked.get(`${date} ${time}`) ?? 0) < capacity })),
        })),
      },
    };
  });

  app.post("/tour-booking", { config: formRateLimit(app) }, async (request, reply) => {
    rejectHoneypot(request.body);
    const booking = parseForm(request.body, tourSchema);
    const slot = await requestedTourSlot(app.db, app.config.now(), booking.preferred_date, booking.preferred_time, FIELDS);
    const { time, startsAt } = slot;

    const id = await app.db.transaction(async (tx) => {
      // Takes a seat only while one is left (server/tour-seats.ts).
      await claimTourSeat(tx, slot, FIELDS, 400);
      const [row] = await tx
        .insert(tourBookings)
        .values({
          parentName: booking.parent_name,
          email: booking.email,
          phone: booking.phone,
          childName: booking.child_name,
          gradeLevel: booking.grade_level,
          tourDate: booking.preferred_date,
          tourTime: time,
          startsAt,
          message: booking.message,
          ip: request.ip,
        })
        .returning({ id: tourBookings.id });
      await enqueueMail(tx, tourMails(booking, { id: row!.id, startsAt }));
      return row!.id;
    });

    app.mail.kick();
    return reply.code(201).send({
      success: true,
      message: "Tour booked successfully!",
      data: { id, preferred_date: booking.preferred_date, preferred_time: time, starts_at: startsAt.toISOString() },
    });
  });
}
