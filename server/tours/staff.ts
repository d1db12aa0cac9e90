/**
 * Staff view of the virtual tours (docs/api/admin-operations.md): bookings by day and slot with the
 * capacity, the dashboard's upcoming tours, and cancelling or moving a booking with a mail to the
 * family. Seats are taken and given back with the same capped upsert as the public form (./seats.ts),
 * in the transaction that changes the booking, so a slot never holds more families than the capacity.
 */
import { and, asc, count, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { addDays, formatCalendarDate, formatLongCalendarDay, parseCalendarDate, toDayNumber, weekday } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import {
  MAX_TOUR_DAYS,
  OPERATIONS_MESSAGES,
  type AdminTourBooking,
  type AdminTourDay,
  type AdminToursAnswer,
  type DashboardCard,
  type DashboardTour,
  type TourBookingStatus,
  type tourRescheduleSchema,
  type toursQuerySchema,
} from "#common/schemas/admin-operations";
import { school } from "#common/school";
import { TOUR_TIMES, tourDates } from "#common/tour";
import { recordAudit } from "../audit";
import type { Db, Tx } from "../db/client";
import { auditLog, tourBookings, tourSlots } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { tourCancelledMail, tourRescheduledMail } from "../mail/operations-mails";
import { claimTourSeat, requestedTourSlot, type TourSlotFields } from "./booking";
import { freeTourSeat, tourCapacity } from "./seats";
import { conflict, invalid, notFound } from "../domain-errors";
import type { StaffAction } from "../actor";

/** The staff API's names for the slot's fields (camelCase), for the one tour slot check. */
const RESCHEDULE_FIELDS: TourSlotFields = { date: "preferredDate", time: "preferredTime" };

type ToursQuery = z.output<typeof toursQuerySchema>;
type TourReschedule = z.output<typeof tourRescheduleSchema>;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export const TOUR_NOT_FOUND = "That tour booking could not be found.";
export const TOUR_ALREADY_CANCELLED = "This tour booking is already cancelled, so it cannot be changed.";
export const TOUR_SAME_SLOT = "The booking is already at this date and time. Please choose another slot.";

const timeOrder = (time: string) => {
  const index = (TOUR_TIMES as readonly string[]).indexOf(time);
  return index < 0 ? TOUR_TIMES.length : index;
};

function bookingView(row: typeof tourBookings.$inferSelect): AdminTourBooking {
  return {
    id: row.id,
    parentName: row.parentName,
    childName: row.childName,
    gradeLevel: row.gradeLevel,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status as TourBookingStatus,
    date: row.tourDate,
    time: row.tourTime,
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/**
 * How often the booking has been moved. Each move sent the family a new revision of the calendar
 * invitation (RFC 5545 SEQUENCE 1, 2, ...); a later message about the event needs a higher one.
 */
async function movesSoFar(tx: Tx, id: string) {
  const [moves] = await tx
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "tour_booking"), eq(auditLog.targetId, id), eq(auditLog.action, "tour.rescheduled")));
  return Number(moves?.n ?? 0);
}

/** The booking (locked for the rest of the transaction), or 404; 409 once cancelled. */
async function lockedBooking(tx: Tx, id: string) {
  const [row] = await tx.select().from(tourBookings).where(eq(tourBookings.id, id)).for("update");
  if (!row) throw notFound(TOUR_NOT_FOUND);
  if (row.status !== "booked") throw conflict(TOUR_ALREADY_CANCELLED);
  return row;
}

/** The bookings of a range of days (default: today to the last date on offer), by day and slot. */
export async function toursByDay(db: Db, query: ToursQuery, now: Date): Promise<AdminToursAnswer> {
  const today = calendarDateInZone(now, school.timeZone);
  const from = query.from ? parseCalendarDate(query.from)! : today;
  const to = query.to ? parseCalendarDate(query.to)! : query.from ? addDays(from, 28) : tourDates(now).at(-1)!;
  if (toDayNumber(to) < toDayNumber(from)) {
    throw invalid(OPERATIONS_MESSAGES.range, [{ field: "to", message: OPERATIONS_MESSAGES.range }]);
  }
  if (toDayNumber(to) - toDayNumber(from) + 1 > MAX_TOUR_DAYS) {
    throw invalid(OPERATIONS_MESSAGES.toursRange, [{ field: "to", message: OPERATIONS_MESSAGES.toursRange }]);
  }
  const fromIso = formatCalendarDate(from);
  const toIso = formatCalendarDate(to);

  const [capacity, slots, bookings] = await Promise.all([
    tourCapacity(db),
    db
      .select()
      .from(tourSlots)
      .where(and(gte(tourSlots.tourDate, fromIso), lte(tourSlots.tourDate, toIso))),
    db
      .select()
      .from(tourBookings)
      .where(and(gte(tourBookings.tourDate, fromIso), lte(tourBookings.tourDate, toIso)))
      .orderBy(asc(tourBookings.createdAt), asc(tourBookings.id)),
  ]);

  // Every weekday of the range with every offered time, plus anything stored outside them.
  const days = new Map<string, Map<string, AdminTourDay["slots"][number]>>();
  const slotOf = (date: string, time: string) => {
    let day = days.get(date);
    if (!day) days.set(date, (day = new Map()));
    let slot = day.get(time);
    if (!slot) day.set(time, (slot = { time, capacity, booked: 0, bookings: [] }));
    return slot;
  };
  for (let d = from; toDayNumber(d) <= toDayNumber(to); d = addDays(d, 1)) {
    if (weekday(d) === 0 || weekday(d) === 6) continue;
    for (const time of TOUR_TIMES) slotOf(formatCalendarDate(d), time);
  }
  for (const slot of slots) slotOf(slot.tourDate, slot.tourTime).booked = slot.booked;
  for (const booking of bookings) slotOf(booking.tourDate, booking.tourTime).bookings.push(bookingView(booking));

  const answer: AdminToursAnswer = {
    timeZone: school.timeZone,
    from: fromIso,
    to: toIso,
    capacity,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, bySlot]) => ({
        date,
        slots: [...bySlot.values()]
          .sort((a, b) => timeOrder(a.time) - timeOrder(b.time) || a.time.localeCompare(b.time))
          .map((slot) => ({ ...slot, bookings: [...slot.bookings].sort((a, b) => Number(a.status !== "booked") - Number(b.status !== "booked")) })),
      })),
  };
  return answer;
}

/** The dashboard's card: booked tours starting within a week from `now`, the `limit` soonest. */
export async function upcomingToursCard(db: Db, now: Date, limit: number): Promise<DashboardCard<DashboardTour>> {
  const upcoming: SQL = and(eq(tourBookings.status, "booked"), gte(tourBookings.startsAt, now), lt(tourBookings.startsAt, new Date(now.getTime() + WEEK_MS)))!;
  const [tours, [total]] = await Promise.all([
    db.select().from(tourBookings).where(upcoming).orderBy(asc(tourBookings.startsAt), asc(tourBookings.createdAt), asc(tourBookings.id)).limit(limit),
    db.select({ n: count() }).from(tourBookings).where(upcoming),
  ]);
  return {
    count: Number(total?.n ?? 0),
    items: tours.map((t) => ({
      id: t.id,
      parentName: t.parentName,
      childName: t.childName,
      date: t.tourDate,
      time: t.tourTime,
      startsAt: t.startsAt.toISOString(),
    })),
  };
}

/** Cancels a booking, gives its seat back and mails the family (the caller kicks the mail loop). */
export async function cancelBooking({ db, actor, now }: StaffAction, id: string, reason: string | undefined, publicUrl: string): Promise<AdminTourBooking> {
  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    const [row] = await tx.update(tourBookings).set({ status: "cancelled", cancelledAt: now }).where(eq(tourBookings.id, id)).returning();
    await freeTourSeat(tx, booking.tourDate, booking.tourTime);
    await recordAudit(tx, actor, {
      action: "tour.cancelled",
      targetId: id,
      summary: `Cancelled the tour of ${booking.parentName} on ${formatLongCalendarDay(booking.tourDate)} at ${booking.tourTime}${reason ? " with a reason" : ""}.`,
      detail: { date: booking.tourDate, time: booking.tourTime, reasonGiven: !!reason },
    });
    await enqueueMail(tx, [tourCancelledMail(booking, reason, publicUrl, { startsAt: booking.startsAt, sequence: (await movesSoFar(tx, id)) + 1 })]);
    return bookingView(row!);
  });
}

/** Moves a booking to an offered slot with a free seat and mails the family a new invitation. */
export async function rescheduleBooking({ db, actor, now }: StaffAction, id: string, body: TourReschedule): Promise<AdminTourBooking> {
  const slot = await requestedTourSlot(db, now, body.preferredDate, body.preferredTime, RESCHEDULE_FIELDS);
  const { time, startsAt } = slot;

  return db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, id);
    if (booking.tourDate === body.preferredDate && booking.tourTime === time) {
      throw conflict(TOUR_SAME_SLOT, [{ field: "preferredTime", message: TOUR_SAME_SLOT }]);
    }
    await claimTourSeat(tx, slot, RESCHEDULE_FIELDS, "conflict");
    await freeTourSeat(tx, booking.tourDate, booking.tourTime);
    const [row] = await tx.update(tourBookings).set({ tourDate: body.preferredDate, tourTime: time, startsAt }).where(eq(tourBookings.id, id)).returning();
    const previous = { date: booking.tourDate, time: booking.tourTime };
    await recordAudit(tx, actor, {
      action: "tour.rescheduled",
      targetId: id,
      summary: `Moved the tour of ${booking.parentName} from ${formatLongCalendarDay(previous.date)} at ${previous.time} to ${formatLongCalendarDay(body.preferredDate)} at ${time}.`,
      detail: { from: previous, to: { date: body.preferredDate, time } },
    });
    // This move is already counted: the first move is revision 1.
    await enqueueMail(tx, [tourRescheduledMail(row!, previous, { startsAt, sequence: await movesSoFar(tx, id) })]);
    return bookingView(row!);
  });
}
