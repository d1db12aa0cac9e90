/**
 * Virtual tours for families (docs/api/public-forms.md): the slots on offer with what is still free,
 * and booking one. A seat is taken with one atomic upsert on `tour_slots` that refuses to go past
 * the capacity (./seats.ts), in the same transaction as the booking, so two families racing for the
 * last seat cannot both get it.
 */
import { and, gte, lte } from "drizzle-orm";
import { formatCalendarDate } from "#common/calendar-date";
import { DEFAULT_LANGUAGE, type Language } from "#common/i18n/languages";
import type { TourBooking } from "#common/schemas/tour";
import { school } from "#common/school";
import { isOfferedTourDate, TOUR_TIMES, tourDates, type TourTime } from "#common/tour";
import type { Db } from "../db/client";
import { tourBookings, tourSlots } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { tourMails } from "../mail/templates";
import { takeTourSeat, tourCapacity, tourStart } from "./seats";
import { DomainError, invalid } from "../domain-errors";

type Executor = Pick<Db, "execute">;

export const DATE_NOT_OFFERED = "Please choose one of the dates offered: a weekday within the next 20 weekdays, starting tomorrow.";
export const SLOT_FULL = "This time is fully booked. Please choose another time or date.";

/**
 * THE tour slot check, for the family's booking and the staff's reschedule (./staff.ts) alike: the
 * date must be on offer at `now` (isOfferedTourDate, common/tour.ts), else 400 DATE_NOT_OFFERED on
 * `fields.date`; then a seat is taken inside the caller's transaction (./seats.ts), else
 * `fullStatus` SLOT_FULL on `fields.time`. The field names are the caller's payload's (snake_case
 * on the public form, camelCase on the staff API).
 */
export interface TourSlotFields {
  date: string;
  time: string;
}

export interface RequestedTourSlot {
  date: string;
  time: TourTime;
  startsAt: Date;
  /** Families per slot now (read before the transaction that takes the seat). */
  capacity: number;
}

/** The slot a booking or a reschedule asks for, once its date is known to be on offer at `now`. */
export async function requestedTourSlot(db: Db, now: Date, isoDate: string, time: string, fields: TourSlotFields): Promise<RequestedTourSlot> {
  if (!isOfferedTourDate(isoDate, now)) throw invalid(DATE_NOT_OFFERED, [{ field: fields.date, message: DATE_NOT_OFFERED }]);
  const tourTime = time as TourTime; // the schema has already checked it is one of TOUR_TIMES
  return { date: isoDate, time: tourTime, startsAt: tourStart(isoDate, tourTime), capacity: await tourCapacity(db) };
}

/**
 * Takes a seat on the requested slot inside the caller's transaction, else refuses with SLOT_FULL as
 * `full`: invalid for a family choosing a slot (spec), conflict for staff moving a booking.
 */
export async function claimTourSeat(tx: Executor, slot: RequestedTourSlot, fields: TourSlotFields, full: "invalid" | "conflict") {
  if (!(await takeTourSeat(tx, slot.date, slot.time, slot.capacity))) throw new DomainError(full, SLOT_FULL, [{ field: fields.time, message: SLOT_FULL }]);
}

const BOOKING_FIELDS: TourSlotFields = { date: "preferred_date", time: "preferred_time" };

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

/**
 * Books the tour (a seat, the booking, its mails) in one transaction; the booking's id and start. The
 * booking keeps `language`, the page's it was booked on: the family's mails about it are in it.
 */
export async function bookTour(
  db: Db,
  booking: TourBooking,
  ip: string,
  now: Date,
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ id: string; time: TourTime; startsAt: Date }> {
  const slot = await requestedTourSlot(db, now, booking.preferred_date, booking.preferred_time, BOOKING_FIELDS);
  const { time, startsAt } = slot;

  const id = await db.transaction(async (tx) => {
    // Takes a seat only while one is left (./seats.ts).
    await claimTourSeat(tx, slot, BOOKING_FIELDS, "invalid");
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
        language,
        ip,
      })
      .returning({ id: tourBookings.id });
    await enqueueMail(tx, tourMails(booking, { id: row!.id, startsAt }, language));
    return row!.id;
  });
  return { id, time, startsAt };
}
