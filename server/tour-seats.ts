/**
 * Seats on virtual-tour slots, shared by the public booking form and the staff screens. A seat is
 * taken with one atomic upsert on `tour_slots` that refuses to go past the capacity, in the same
 * transaction as the booking, so two families (or a family and a member of staff) racing for the
 * last seat cannot both get it, on any number of instances.
 */
import { sql } from "drizzle-orm";
import { zonedInstant } from "../common/time-zone";
import { school } from "../common/school";
import { isOfferedTourDate, tourTimeMinutes, type TourTime } from "../common/tour";
import type { Db } from "./db/client";
import { HttpError } from "./errors";
import { getSchoolSetting } from "./settings";

type Executor = Pick<Db, "execute">;

/** The instant a tour starts: its wall-clock time on `isoDate` in the school's zone. */
export function tourStart(isoDate: string, time: TourTime): Date {
  const minutes = tourTimeMinutes(time);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return new Date(zonedInstant(isoDate, hhmm, school.timeZone));
}

/** Families per slot: the `tour_slot_capacity` setting (the default when unset or unusable). */
export const tourCapacity = (db: Db) => getSchoolSetting(db, "tour_slot_capacity");

export const DATE_NOT_OFFERED = "Please choose one of the dates offered: a weekday within the next 20 weekdays, starting tomorrow.";
export const SLOT_FULL = "This time is fully booked. Please choose another time or date.";

/**
 * THE tour slot check, for the family's booking and the staff's reschedule alike: the date must be
 * on offer at `now` (common/tour.ts), else 400 DATE_NOT_OFFERED on `fields.date`; then a seat is
 * taken inside the caller's transaction, else `fullStatus` SLOT_FULL on `fields.time`. The field
 * names are the caller's payload's (snake_case on the public form, camelCase on the staff API).
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
  if (!isOfferedTourDate(isoDate, now)) throw new HttpError(400, DATE_NOT_OFFERED, [{ field: fields.date, message: DATE_NOT_OFFERED }]);
  const tourTime = time as TourTime; // the schema has already checked it is one of TOUR_TIMES
  return { date: isoDate, time: tourTime, startsAt: tourStart(isoDate, tourTime), capacity: await tourCapacity(db) };
}

export async function claimTourSeat(tx: Executor, slot: RequestedTourSlot, fields: TourSlotFields, fullStatus: 400 | 409) {
  if (!(await takeTourSeat(tx, slot.date, slot.time, slot.capacity))) throw new HttpError(fullStatus, SLOT_FULL, [{ field: fields.time, message: SLOT_FULL }]);
}

/** Takes one seat on the slot while one is left; false when the slot is full. Call inside the booking's transaction. */
export async function takeTourSeat(tx: Executor, isoDate: string, time: TourTime, capacity: number): Promise<boolean> {
  const seat = await tx.execute(sql`
    insert into tour_slots (tour_date, tour_time, booked)
    select ${isoDate}::date, ${time}, 1 where ${capacity} > 0
    on conflict (tour_date, tour_time) do update set booked = tour_slots.booked + 1
      where tour_slots.booked < ${capacity}
    returning booked
  `);
  return (seat as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Gives back one seat of the slot (a cancelled or moved booking). Never goes below zero. */
export async function freeTourSeat(tx: Executor, isoDate: string, time: string): Promise<void> {
  await tx.execute(sql`
    update tour_slots set booked = greatest(booked - 1, 0)
    where tour_date = ${isoDate}::date and tour_time = ${time}
  `);
}
