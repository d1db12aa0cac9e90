/**
 * Virtual tours for families (docs/api/public-forms.md): the slots on offer with what is still free,
 * and booking one. A seat is taken with one atomic upsert on `tour_slots` that refuses to go past
 * the capacity (./seats.ts), in the same transaction as the booking, so two families racing for the
 * last seat cannot both get it.
 */
import { and, gte, lte } from "drizzle-orm";
import { formatCalendarDate } from "../../common/calendar-date";
import type { TourBooking } from "../../common/schemas/tour";
import { school } from "../../common/school";
import { TOUR_TIMES, tourDates, type TourTime } from "../../common/tour";
import type { Db } from "../db/client";
import { tourBookings, tourSlots } from "../db/schema";
import { HttpError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { tourMails } from "../mail/templates";
import { takeTourSeat, tourCapacity, tourStart } from "./seats";

export const DATE_NOT_OFFERED = "Please choose one of the dates offered: a weekday within the next 20 weekdays, starting tomorrow.";
export const SLOT_FULL = "This time is fully booked. Please choose another time or date.";

/** Whether `isoDate` is one of the dates offered on `now` (a weekday within the next 20, from tomorrow). */
export const isOfferedTourDate = (isoDate: string, now: Date) => tourDates(now).map(formatCalendarDate).includes(isoDate);

/** The dates on offer with each slot's availability. */
export async function tourAvailability(db: Db, now: Date) {
  const dates = tourDates(now).map(formatCalendarDate);
  const [capacity, taken] = await Promise.all([
    tourCapacity(db),
    db
      .select()
      .from(tourSlots)
      .where(and(gte(tourSlots.tourDate, dates[0]!), lte(tourSlots.tourDate, dates.at(-1)!))),
  ]);
  const booked = new Map(taken.map((slot) => [`${slot.tourDate} ${slot.tourTime}`, slot.booked]));
  return {
    timeZone: school.timeZone,
    dates: dates.map((date) => ({
      date,
      slots: TOUR_TIMES.map((time) => ({ time, available: (booked.get(`${date} ${time}`) ?? 0) < capacity })),
    })),
  };
}

/** Books the tour (a seat, the booking, its mails) in one transaction; the booking's id and start. */
export async function bookTour(db: Db, booking: TourBooking, ip: string, now: Date): Promise<{ id: string; time: TourTime; startsAt: Date }> {
  if (!isOfferedTourDate(booking.preferred_date, now)) {
    throw new HttpError(400, DATE_NOT_OFFERED, [{ field: "preferred_date", message: DATE_NOT_OFFERED }]);
  }
  const time = booking.preferred_time as TourTime;
  const startsAt = tourStart(booking.preferred_date, time);
  const capacity = await tourCapacity(db);

  const id = await db.transaction(async (tx) => {
    // Takes a seat only while one is left (./seats.ts).
    if (!(await takeTourSeat(tx, booking.preferred_date, time, capacity))) {
      throw new HttpError(400, SLOT_FULL, [{ field: "preferred_time", message: SLOT_FULL }]);
    }
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
        ip,
      })
      .returning({ id: tourBookings.id });
    await enqueueMail(tx, tourMails(booking, { id: row!.id, startsAt }));
    return row!.id;
  });
  return { id, time, startsAt };
}
