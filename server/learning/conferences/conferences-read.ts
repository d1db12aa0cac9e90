/**
 * Reads of conferences (docs/api/conferences.md): free slots of a child's teachers, a teacher's
 * availability with its slots, and bookings as the API answers them. Who may read what is decided by
 * server/learning/access.ts before these run; these read only the ids they are given.
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne } from "drizzle-orm";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_NOTICE_MINUTES,
  overlaps,
  videoSessionPath,
  windowSlots,
  type ConferenceMode,
  type ConferenceStatus,
  type SlotTimes,
} from "#common/learning/conferences";
import type { AvailabilityWindow, ConferenceBooking, FreeSlot, Person } from "#common/schemas/learning/conferences";
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";
import type { Db } from "../../db/client";
import { conferenceBookings, conferenceWindows, guardianLinks, students, users } from "../../db/schema";
import { readTogether } from "../../db/read-together";
import { childFullName } from "#common/learning/child-name";

type Reader = Pick<Db, "select" | "selectDistinct">;
export type WindowRow = typeof conferenceWindows.$inferSelect;
export type BookingRow = typeof conferenceBookings.$inferSelect;

const personName = (u: { fullName: string | null; username: string }) => u.fullName?.trim() || u.username;

/** Today at the school and the last day families may book ahead. */
export function bookingHorizon(now: Date): { from: string; to: string } {
  const from = dateInZone(now.getTime(), school.timeZone);
  return { from, to: formatCalendarDate(addDays(parseCalendarDate(from)!, BOOKING_HORIZON_DAYS)) };
}

/** Whether a slot can still be booked at `now` (the teacher's notice). */
export function bookableAt(slot: { startsAt: Date }, now: Date): boolean {
  return slot.startsAt.getTime() >= now.getTime() + BOOKING_NOTICE_MINUTES * 60_000;
}

/** The teachers' windows (not removed) on school dates [from, to]. */
export async function windowsOf(db: Reader, teacherIds: readonly string[], from: string, to: string): Promise<WindowRow[]> {
  if (teacherIds.length === 0) return [];
  return db
    .select()
    .from(conferenceWindows)
    .where(
      and(
        inArray(conferenceWindows.teacherUserId, [...teacherIds]),
        gte(conferenceWindows.date, from),
        lte(conferenceWindows.date, to),
        isNull(conferenceWindows.archivedAt),
      ),
    )
    .orderBy(asc(conferenceWindows.date), asc(conferenceWindows.startTime));
}

/** The teachers' booked conferences overlapping [start, end). */
export async function bookedBetween(db: Reader, teacherIds: readonly string[], start: Date, end: Date): Promise<BookingRow[]> {
  if (teacherIds.length === 0) return [];
  return db
    .select()
    .from(conferenceBookings)
    .where(
      and(
        inArray(conferenceBookings.teacherUserId, [...teacherIds]),
        eq(conferenceBookings.status, "booked"),
        lt(conferenceBookings.startsAt, end),
        gt(conferenceBookings.endsAt, start),
      ),
    );
}

/** The widest instants a set of school dates can cover (a day either side, whatever the zone). */
function roughRange(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(`${formatCalendarDate(addDays(parseCalendarDate(from)!, -1))}T00:00:00Z`),
    end: new Date(`${formatCalendarDate(addDays(parseCalendarDate(to)!, 2))}T00:00:00Z`),
  };
}

export interface TeacherSlot extends SlotTimes {
  windowId: string;
  teacherUserId: string;
  mode: ConferenceMode;
  note: string | null;
}

/** Each teacher's free, bookable slots on school dates [from, to], in time order. */
export async function freeSlotsOf(db: Reader, teacherIds: readonly string[], from: string, to: string, now: Date): Promise<Map<string, TeacherSlot[]>> {
  const { start, end } = roughRange(from, to);
  const [windows, booked] = await Promise.all([windowsOf(db, teacherIds, from, to), bookedBetween(db, teacherIds, start, end)]);
  const out = new Map<string, TeacherSlot[]>(teacherIds.map((id) => [id, []]));
  for (const w of windows) {
    const taken = booked.filter((b) => b.teacherUserId === w.teacherUserId);
    for (const slot of windowSlots(w)) {
      if (!bookableAt(slot, now)) continue;
      if (taken.some((b) => overlaps(b.startsAt.getTime(), b.endsAt.getTime(), slot.startsAt.getTime(), slot.endsAt.getTime()))) continue;
      out.get(w.teacherUserId)?.push({ ...slot, windowId: w.id, teacherUserId: w.teacherUserId, mode: w.mode as ConferenceMode, note: w.note });
    }
  }
  for (const list of out.values()) list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return out;
}

export function freeSlotAnswer(s: TeacherSlot): FreeSlot {
  return { startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), mode: s.mode, note: s.note };
}

/** A teacher's windows on [from, to] with every slot and the booking holding it. */
export async function readAvailability(db: Reader, teacherUserId: string, from: string, to: string): Promise<AvailabilityWindow[]> {
  const { start, end } = roughRange(from, to);
  const [windows, booked, [teacher]] = await Promise.all([
    windowsOf(db, [teacherUserId], from, to),
    bookedBetween(db, [teacherUserId], start, end),
    db.select({ id: users.id, fullName: users.fullName, username: users.username }).from(users).where(eq(users.id, teacherUserId)),
  ]);
  const person: Person = { id: teacherUserId, name: teacher ? personName(teacher) : "Teacher" };
  return windows.map((w) => ({
    id: w.id,
    teacher: person,
    date: w.date,
    startTime: w.startTime,
    endTime: w.endTime,
    slotMinutes: w.slotMinutes,
    breaks: w.breaks,
    mode: w.mode as ConferenceMode,
    note: w.note,
    slots: windowSlots(w).map((s) => ({
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      bookingId: booked.find((b) => overlaps(b.startsAt.getTime(), b.endsAt.getTime(), s.startsAt.getTime(), s.endsAt.getTime()))?.id ?? null,
    })),
  }));
}

/** Bookings as the API answers them, with names of the teacher, the child, the guardians and who booked. */
export async function bookingAnswers(db: Reader, rows: readonly BookingRow[]): Promise<ConferenceBooking[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.flatMap((r) => [r.teacherUserId, r.bookedByUserId]))];
  const studentIds = [...new Set(rows.map((r) => r.studentId))];
  const [people, children, guardians] = await readTogether(db, [
    () => db.select({ id: users.id, fullName: users.fullName, username: users.username }).from(users).where(inArray(users.id, userIds)),
    () =>
      db
        .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
        .from(students)
        .where(inArray(students.id, studentIds)),
    () =>
      db
        .select({ studentId: guardianLinks.studentId, id: users.id, fullName: users.fullName, username: users.username, isPrimary: guardianLinks.isPrimary })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
        .where(and(inArray(guardianLinks.studentId, studentIds), isNull(users.deactivatedAt)))
        .orderBy(desc(guardianLinks.isPrimary), asc(users.fullName)),
  ]);
  const who = new Map(people.map((p) => [p.id, { id: p.id, name: personName(p) }]));
  const kids = new Map(children.map((c) => [c.id, { id: c.id, name: childFullName(c) }]));
  return rows.map((r) => ({
    id: r.id,
    visitId: r.visitId,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    mode: r.mode as ConferenceMode,
    status: r.status as ConferenceStatus,
    sequence: r.sequence,
    teacher: who.get(r.teacherUserId) ?? { id: r.teacherUserId, name: "Teacher" },
    child: kids.get(r.studentId) ?? { id: r.studentId, name: "Child" },
    guardians: guardians.filter((g) => g.studentId === r.studentId).map((g) => ({ id: g.id, name: personName(g) })),
    bookedBy: who.get(r.bookedByUserId) ?? { id: r.bookedByUserId, name: "Family" },
    contactPhone: r.contactPhone,
    topic: r.note,
    videoPath: r.mode === "video" ? videoSessionPath(r.id) : null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
  }));
}

/** Whose conferences a list shows: a teacher's own, a guardian's children's, or everyone's for staff. */
export type BookingScope = { teacherUserId: string } | { studentIds: string[] } | "all";

/** Upcoming (ending after now, soonest first) or past (latest first) conferences, at most 200. */
export async function listBookings(db: Reader, scope: BookingScope, when: "upcoming" | "past", now: Date): Promise<ConferenceBooking[]> {
  if (scope !== "all" && "studentIds" in scope && scope.studentIds.length === 0) return [];
  const who =
    scope === "all"
      ? undefined
      : "teacherUserId" in scope
        ? eq(conferenceBookings.teacherUserId, scope.teacherUserId)
        : inArray(conferenceBookings.studentId, scope.studentIds);
  const timing = when === "upcoming" ? gt(conferenceBookings.endsAt, now) : lte(conferenceBookings.endsAt, now);
  const rows = await db
    .select()
    .from(conferenceBookings)
    .where(and(who, timing))
    .orderBy(when === "upcoming" ? asc(conferenceBookings.startsAt) : desc(conferenceBookings.startsAt), asc(conferenceBookings.id))
    .limit(200);
  return bookingAnswers(db, rows);
}

/** Booked conferences of a child or of the people given, overlapping [start, end), other than `exceptIds`. */
export async function clashesOfFamily(
  db: Reader,
  studentIds: readonly string[],
  start: Date,
  end: Date,
  exceptIds: readonly string[] = [],
): Promise<BookingRow[]> {
  if (studentIds.length === 0) return [];
  return db
    .select()
    .from(conferenceBookings)
    .where(
      and(
        inArray(conferenceBookings.studentId, [...studentIds]),
        eq(conferenceBookings.status, "booked"),
        lt(conferenceBookings.startsAt, end),
        gt(conferenceBookings.endsAt, start),
        ...exceptIds.map((id) => ne(conferenceBookings.id, id)),
      ),
    );
}

/** A child's id and the name conferences use. */
export async function childPerson(db: Reader, studentId: string): Promise<Person | undefined> {
  const [row] = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
    .from(students)
    .where(eq(students.id, studentId));
  return row ? { id: row.id, name: childFullName(row) } : undefined;
}
