/**
 * Seats on virtual-tour slots, shared by the public booking form and the staff screens. A seat is
 * taken with one atomic upsert on `tour_slots` that refuses to go past the capacity, in the same
 * transaction as the booking, so two families (or a family and a member of staff) racing for the
 * last seat cannot both get it, on any number of instances.
 */
import { sql } from "drizzle-orm";
import { zonedInstant } from "#common/time-zone";
import { school } from "#common/school";
import { tourTimeMinutes, type TourTime } from "#common/tour";
import type { Db } from "../db/client";
import { getSchoolSetting } from "../settings";

type Executor = Pick<Db, "execute">;

/** The instant a tour starts: its wall-clock time on `isoDate` in the school's zone. */
export function tourStart(isoDate: string, time: TourTime): Date {
  const minutes = tourTimeMinutes(time);
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  return new Date(zonedInstant(isoDate, hhmm, school.timeZone));
}

/** Families per slot: the `tour_slot_capacity` setting (the default when unset or unusable). */
export const tourCapacity = (db: Db) => getSchoolSetting(db, "tour_slot_capacity");

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
