/**
 * Changes to conferences (docs/api/conferences.md): a teacher's availability windows, and bookings
 * (one conference or a sibling visit), moves and cancellations. Each runs in one transaction that
 * takes the advisory lock of every teacher involved (always in the same order, so two requests never
 * wait on each other in a circle), checks the slot is still free, writes, and in the same transaction
 * raises the notifications and queues the calendar mails: a conference, its notices and its mails
 * exist together or not at all. The partial unique index on (teacher, start) of booked rows is the
 * last word should anything slip past.
 *
 * A change made by staff on someone's behalf is written to the audit log in the same transaction.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { languageOrDefault } from "#common/i18n/languages";
import { minutesOfDay, overlaps, windowSlots, type ConferenceMode } from "#common/learning/conferences";
import type { BookingInput, ConferenceBooking, WindowInput } from "#common/schemas/learning/conferences";
import { ADMIN_ROLES, inRoleGroup } from "#common/roles";
import { school } from "#common/school";
import { dateInZone, formatTime, zonedDateTime, zonedInstant } from "#common/time-zone";
import type { MessageId } from "#common/i18n/messages";
import { recordAudit } from "../../audit";
import type { ActionsOf } from "../../audit-events";
import type { SessionUser } from "../../auth/sessions";
import type { Db, Tx } from "../../db/client";
import { conferenceBookings, conferenceWindows, guardianLinks, students, users } from "../../db/schema";
import { isUniqueViolation } from "../../db/queries";
import { conferenceMails, type ConferenceChange, type ConferenceMailData } from "../../mail/conference-mails";
import { enqueueMail } from "../../mail/outbox";
import { localLongDay, localTime, type Phrase } from "#common/i18n/phrase";
import { notify, type NotificationInput } from "../../notifications/notify";
import { requireConferenceChild, requireCurrentTeacher, requireOwnWindow, type ConferenceRelation } from "../access";
import { bookableAt, bookingAnswers, clashesOfFamily, windowsOf, type BookingRow, type WindowRow } from "./conferences-read";
import { readTogether } from "../../db/read-together";
import { childFullName } from "#common/learning/child-name";
import { conflict, invalid, notFound } from "../../domain-errors";
import type { Actor } from "../../actor";

export const CONFERENCE_ERRORS = {
  pastDate: "Please choose today or a later date.",
  windowOverlap: "This overlaps other availability of yours on that day.",
  windowHasBookings: "Families have booked times in this window that the change would move or remove. Cancel or move those conferences first.",
  windowBooked: "Families have booked times in this window. Cancel or move those conferences first.",
  slotGone: "That time is not offered any more. Please choose another.",
  tooLate: "That time is too soon to book. Please choose a later one.",
  slotTaken: "Sorry, someone has just booked that time. Please choose another.",
  itemsOverlap: "These conferences overlap. Please choose times one after another.",
  alreadyBooked: "You already have a conference with this teacher about this child. Move or cancel it instead.",
  familyClash: "Your family already has a conference at that time.",
  phoneNeeded: "Please give the phone number the teacher should call.",
  notChangeable: "This conference is over or cancelled and cannot be changed.",
  sameTime: "The conference is already at that time.",
} as const;

export interface ChangeContext {
  now: Date;
  publicUrl: string;
  actor: Actor;
}

const TEACHER_LOCK = "conference-teacher:";

/** Serialises every conference change of these teachers, on any instance, until the transaction ends. */
async function lockTeachers(tx: Tx, teacherIds: readonly string[]) {
  for (const id of [...new Set(teacherIds)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${TEACHER_LOCK + id}))`);
}

const slotText = (w: { startTime: string; endTime: string }) => `${formatTime(w.startTime)} to ${formatTime(w.endTime)}`;

/** A time of a window's day ("9:00 AM"), in the reader's locale. */
const timeOn = (date: string, time: string) => localTime(new Date(zonedInstant(date, time)));

// --- Availability ----------------------------------------------------------------------------------

async function refuseOverlap(tx: Tx, teacherUserId: string, input: WindowInput, exceptId?: string) {
  const others = await tx
    .select()
    .from(conferenceWindows)
    .where(
      and(
        eq(conferenceWindows.teacherUserId, teacherUserId),
        eq(conferenceWindows.date, input.date),
        isNull(conferenceWindows.archivedAt),
        exceptId ? ne(conferenceWindows.id, exceptId) : undefined,
      ),
    );
  const clash = others.find((o) => overlaps(minutesOfDay(o.startTime), minutesOfDay(o.endTime), minutesOfDay(input.startTime), minutesOfDay(input.endTime)));
  if (clash)
    throw conflict(
      { id: "refusals.conferencesWrite.windowOverlapWith", values: { from: timeOn(clash.date, clash.startTime), to: timeOn(clash.date, clash.endTime) } },
      [{ field: "startTime", message: CONFERENCE_ERRORS.windowOverlap }],
    );
}

function refusePast(input: WindowInput, now: Date) {
  if (input.date < dateInZone(now.getTime(), school.timeZone))
    throw invalid(CONFERENCE_ERRORS.pastDate, [{ field: "date", message: CONFERENCE_ERRORS.pastDate }]);
}

async function auditWindow(
  tx: Tx,
  ctx: ChangeContext,
  teacherUserId: string,
  action: ActionsOf<"conference_window">,
  window: { id: string; date: string; startTime: string; endTime: string },
) {
  if (teacherUserId === ctx.actor.id) return;
  await recordAudit(tx, ctx.actor, {
    action: `conference_window.${action}`,
    targetId: window.id,
    summary: `${action[0]!.toUpperCase()}${action.slice(1)} conference availability on ${window.date}, ${slotText(window)}, for a teacher.`,
    detail: { teacherUserId },
  });
}

export async function createWindow(db: Db, teacherUserId: string, input: WindowInput, ctx: ChangeContext): Promise<WindowRow> {
  refusePast(input, ctx.now);
  return db.transaction(async (tx) => {
    await lockTeachers(tx, [teacherUserId]);
    await refuseOverlap(tx, teacherUserId, input);
    const [row] = await tx
      .insert(conferenceWindows)
      .values({
        teacherUserId,
        date: input.date,
        startTime: input.startTime,
        endTime: input.endTime,
        slotMinutes: input.slotMinutes,
        breaks: input.breaks,
        mode: input.mode,
        note: input.note ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    await auditWindow(tx, ctx, teacherUserId, "created", row!);
    return row!;
  });
}

/** The booked conferences held in a window that have not ended. */
async function liveBookingsOf(tx: Tx, windowId: string, now: Date): Promise<BookingRow[]> {
  return tx
    .select()
    .from(conferenceBookings)
    .where(and(eq(conferenceBookings.windowId, windowId), eq(conferenceBookings.status, "booked"), gt(conferenceBookings.endsAt, now)));
}

/** Changes a window; refused when a booked conference would no longer be one of its slots (or would change mode). */
export async function updateWindow(db: Db, viewer: SessionUser, windowId: string, input: WindowInput, ctx: ChangeContext): Promise<WindowRow> {
  refusePast(input, ctx.now);
  return db.transaction(async (tx) => {
    const window = await requireOwnWindow(tx, viewer, windowId);
    await lockTeachers(tx, [window.teacherUserId]);
    await refuseOverlap(tx, window.teacherUserId, input, window.id);
    const booked = await liveBookingsOf(tx, window.id, ctx.now);
    const slots = windowSlots({ ...input, breaks: input.breaks });
    const kept = booked.every(
      (b) => b.mode === input.mode && slots.some((s) => s.startsAt.getTime() === b.startsAt.getTime() && s.endsAt.getTime() === b.endsAt.getTime()),
    );
    if (!kept) throw conflict(CONFERENCE_ERRORS.windowHasBookings);
    const [row] = await tx
      .update(conferenceWindows)
      .set({
        date: input.date,
        startTime: input.startTime,
        endTime: input.endTime,
        slotMinutes: input.slotMinutes,
        breaks: input.breaks,
        mode: input.mode,
        note: input.note ?? null,
        updatedAt: ctx.now,
      })
      .where(eq(conferenceWindows.id, window.id))
      .returning();
    await auditWindow(tx, ctx, window.teacherUserId, "changed", row!);
    return row!;
  });
}

/** Removes a window (its row stays for the conferences once held in it); refused while it holds booked conferences. */
export async function removeWindow(db: Db, viewer: SessionUser, windowId: string, ctx: ChangeContext): Promise<void> {
  await db.transaction(async (tx) => {
    const window = await requireOwnWindow(tx, viewer, windowId);
    await lockTeachers(tx, [window.teacherUserId]);
    const booked = await liveBookingsOf(tx, window.id, ctx.now);
    if (booked.length > 0) throw conflict(CONFERENCE_ERRORS.windowBooked);
    await tx.update(conferenceWindows).set({ archivedAt: ctx.now, updatedAt: ctx.now }).where(eq(conferenceWindows.id, window.id));
    await auditWindow(tx, ctx, window.teacherUserId, "removed", window);
  });
}

// --- Bookings --------------------------------------------------------------------------------------

/** The slot of the teacher's windows starting exactly at `startsAt`, or null. */
async function findSlot(tx: Tx, teacherUserId: string, startsAt: Date) {
  const day = dateInZone(startsAt.getTime(), school.timeZone);
  for (const w of await windowsOf(tx, [teacherUserId], day, day)) {
    const slot = windowSlots(w).find((s) => s.startsAt.getTime() === startsAt.getTime());
    if (slot) return { window: w, slot };
  }
  return null;
}

/** Every child who shares a guardian with `studentId` (the child included): one family's diary. */
async function familyOf(tx: Tx, studentId: string): Promise<string[]> {
  const guardians = tx.select({ id: guardianLinks.guardianUserId }).from(guardianLinks).where(eq(guardianLinks.studentId, studentId));
  const rows = await tx.selectDistinct({ id: guardianLinks.studentId }).from(guardianLinks).where(inArray(guardianLinks.guardianUserId, guardians));
  return [...new Set([studentId, ...rows.map((r) => r.id)])];
}

/** Is the slot free of the teacher's other booked conferences? */
async function teacherFree(tx: Tx, teacherUserId: string, startsAt: Date, endsAt: Date, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: conferenceBookings.id })
    .from(conferenceBookings)
    .where(
      and(
        eq(conferenceBookings.teacherUserId, teacherUserId),
        eq(conferenceBookings.status, "booked"),
        sql`${conferenceBookings.startsAt} < ${endsAt.toISOString()}::timestamptz`,
        sql`${conferenceBookings.endsAt} > ${startsAt.toISOString()}::timestamptz`,
        exceptId ? ne(conferenceBookings.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !row;
}

/** What the mails need: the teacher's and the guardians' names and addresses, the child's name. */
async function mailData(tx: Tx, booking: BookingRow, publicUrl: string): Promise<ConferenceMailData> {
  const [[teacher], [child], guardians] = await readTogether(tx, [
    () =>
      tx
        .select({ fullName: users.fullName, username: users.username, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, booking.teacherUserId)),
    () =>
      tx
        .select({ firstName: students.firstName, lastName: students.lastName, preferredName: students.preferredName })
        .from(students)
        .where(eq(students.id, booking.studentId)),
    () =>
      tx
        .select({ id: users.id, fullName: users.fullName, username: users.username, email: users.email, language: users.language })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianUserId))
        .where(and(eq(guardianLinks.studentId, booking.studentId), isNull(users.deactivatedAt)))
        .orderBy(asc(users.username)),
  ]);
  return {
    bookingId: booking.id,
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    mode: booking.mode as ConferenceMode,
    teacher: {
      name: teacher?.fullName?.trim() || teacher?.username || { id: "mails.conference.someTeacher" },
      email: teacher?.email ?? null,
      language: languageOrDefault(teacher?.language),
    },
    child: { name: child ? childFullName(child) : { id: "mails.conference.someChild" } },
    guardians: guardians.map((g) => ({ id: g.id, name: g.fullName?.trim() || g.username, email: g.email, language: languageOrDefault(g.language) })),
    contactPhone: booking.contactPhone,
    publicUrl,
  };
}

const NOTICE_TITLES: Record<ConferenceChange["kind"], MessageId> = {
  booked: "notices.conference.change.booked",
  rescheduled: "notices.conference.change.rescheduled",
  cancelled: "notices.conference.change.cancelled",
  reminder: "notices.conference.change.reminder",
};

/**
 * Tells the teacher and the child's guardians (not the person who made the change) and queues the
 * calendar mails for everyone invited, in the caller's transaction.
 */
export async function announce(
  tx: Tx,
  booking: BookingRow,
  change: ConferenceChange,
  ctx: { now: Date; publicUrl: string; actorId: string | null },
): Promise<void> {
  const data = await mailData(tx, booking, ctx.publicUrl);
  const guardianIds = data.guardians.map((g) => g.id).filter((id): id is string => Boolean(id));
  // The notes' day and time ("Tuesday, December 1, 2026 at 3:30 PM Eastern Time") and the mode, in each recipient's language.
  const day = localLongDay(zonedDateTime(booking.startsAt, school.timeZone).date);
  const mode: Phrase = { id: `calendar.conferences.mode.${booking.mode as ConferenceMode}` };
  const when: Phrase = { id: "notices.conference.when", values: { day, time: localTime(booking.startsAt), mode } };
  const changed: Phrase = { id: NOTICE_TITLES[change.kind] };
  const notes: NotificationInput[] = [
    {
      userId: booking.teacherUserId,
      kind: "conference" as const,
      studentId: booking.studentId,
      title: { id: "notices.conference.teacher.title" as const, values: { change: changed, child: data.child.name } },
      body: when,
      link: "/calendar?tab=conferences",
      subjectId: booking.id,
    },
    ...guardianIds.map((userId) => ({
      userId,
      kind: "conference" as const,
      studentId: booking.studentId,
      title: { id: "notices.conference.family.title" as const, values: { change: changed, teacher: data.teacher.name } },
      body: { id: "notices.conference.family.body" as const, values: { child: data.child.name, when } },
      link: "/parent/calendar?tab=conferences",
      subjectId: booking.id,
    })),
  ].filter((n) => n.userId !== ctx.actorId);
  await notify(tx, notes, { now: ctx.now });
  await enqueueMail(tx, conferenceMails(data, change));
}

async function auditBooking(
  tx: Tx,
  ctx: ChangeContext,
  relation: ConferenceRelation | "booker",
  booking: BookingRow,
  action: ActionsOf<"conference">,
  summary: string,
) {
  if (relation !== "staff") return;
  await recordAudit(tx, ctx.actor, {
    action: `conference.${action}`,
    targetId: booking.id,
    summary,
    detail: { studentId: booking.studentId, teacherUserId: booking.teacherUserId },
  });
}

/**
 * Books one conference or a sibling visit: every item a current teacher of the viewer's own child
 * (staff: any child), at the start of a free slot of that teacher's availability. All or nothing.
 */
export async function bookConferences(db: Db, viewer: SessionUser, input: BookingInput, ctx: ChangeContext): Promise<ConferenceBooking[]> {
  const visitId = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      for (const item of input.items) {
        await requireConferenceChild(tx, viewer, item.studentId);
        await requireCurrentTeacher(tx, item.studentId, item.teacherUserId);
      }
      await lockTeachers(
        tx,
        input.items.map((i) => i.teacherUserId),
      );
      const planned: { item: BookingInput["items"][number]; window: WindowRow; startsAt: Date; endsAt: Date }[] = [];
      for (const [i, item] of input.items.entries()) {
        const field = `items.${i}.startsAt`;
        const found = await findSlot(tx, item.teacherUserId, new Date(item.startsAt));
        if (!found) throw conflict(CONFERENCE_ERRORS.slotGone, [{ field, message: CONFERENCE_ERRORS.slotGone }]);
        if (!bookableAt(found.slot, ctx.now)) throw conflict(CONFERENCE_ERRORS.tooLate, [{ field, message: CONFERENCE_ERRORS.tooLate }]);
        const { startsAt, endsAt } = found.slot;
        if (planned.some((p) => overlaps(p.startsAt.getTime(), p.endsAt.getTime(), startsAt.getTime(), endsAt.getTime()))) {
          throw invalid(CONFERENCE_ERRORS.itemsOverlap, [{ field, message: CONFERENCE_ERRORS.itemsOverlap }]);
        }
        if (!(await teacherFree(tx, item.teacherUserId, startsAt, endsAt)))
          throw conflict(CONFERENCE_ERRORS.slotTaken, [{ field, message: CONFERENCE_ERRORS.slotTaken }]);
        const [existing] = await tx
          .select({ id: conferenceBookings.id })
          .from(conferenceBookings)
          .where(
            and(
              eq(conferenceBookings.studentId, item.studentId),
              eq(conferenceBookings.teacherUserId, item.teacherUserId),
              eq(conferenceBookings.status, "booked"),
              gt(conferenceBookings.endsAt, ctx.now),
            ),
          )
          .limit(1);
        if (existing) throw conflict(CONFERENCE_ERRORS.alreadyBooked, [{ field, message: CONFERENCE_ERRORS.alreadyBooked }]);
        if ((await clashesOfFamily(tx, await familyOf(tx, item.studentId), startsAt, endsAt)).length > 0) {
          throw conflict(CONFERENCE_ERRORS.familyClash, [{ field, message: CONFERENCE_ERRORS.familyClash }]);
        }
        planned.push({ item, window: found.window, startsAt, endsAt });
      }
      if (planned.some((p) => p.window.mode === "phone") && !input.phone)
        throw invalid(CONFERENCE_ERRORS.phoneNeeded, [{ field: "phone", message: CONFERENCE_ERRORS.phoneNeeded }]);
      const rows = await tx
        .insert(conferenceBookings)
        .values(
          planned.map((p) => ({
            visitId,
            windowId: p.window.id,
            teacherUserId: p.item.teacherUserId,
            studentId: p.item.studentId,
            bookedByUserId: viewer.id,
            startsAt: p.startsAt,
            endsAt: p.endsAt,
            mode: p.window.mode,
            contactPhone: p.window.mode === "phone" ? (input.phone ?? null) : null,
            note: input.topic ?? null,
            createdAt: ctx.now,
            updatedAt: ctx.now,
          })),
        )
        .returning();
      rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      const staff = inRoleGroup(viewer.role, ADMIN_ROLES);
      for (const row of rows) {
        await announce(tx, row, { kind: "booked" }, { now: ctx.now, publicUrl: ctx.publicUrl, actorId: viewer.id });
        await auditBooking(tx, ctx, staff ? "staff" : "booker", row, "booked", `Booked a conference on ${row.startsAt.toISOString()} for a family.`);
      }
      return bookingAnswers(tx, rows);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CONFERENCE_ERRORS.slotTaken);
    throw err;
  }
}

function refuseUnchangeable(booking: BookingRow, now: Date) {
  if (booking.status !== "booked" || booking.startsAt.getTime() <= now.getTime()) throw conflict(CONFERENCE_ERRORS.notChangeable);
}

/** Moves a conference to another free slot of the same teacher: a new SEQUENCE, invitations that move it. */
export async function rescheduleConference(
  db: Db,
  relation: ConferenceRelation,
  bookingId: string,
  startsAtText: string,
  phone: string | undefined,
  ctx: ChangeContext,
): Promise<ConferenceBooking> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(conferenceBookings).where(eq(conferenceBookings.id, bookingId));
      if (!current) throw notFound("We could not find that conference.");
      await lockTeachers(tx, [current.teacherUserId]);
      const [booking] = await tx.select().from(conferenceBookings).where(eq(conferenceBookings.id, bookingId)).for("update");
      refuseUnchangeable(booking!, ctx.now);
      const field = "startsAt";
      const startsAt = new Date(startsAtText);
      if (startsAt.getTime() === booking!.startsAt.getTime()) throw invalid(CONFERENCE_ERRORS.sameTime, [{ field, message: CONFERENCE_ERRORS.sameTime }]);
      const found = await findSlot(tx, booking!.teacherUserId, startsAt);
      if (!found) throw conflict(CONFERENCE_ERRORS.slotGone, [{ field, message: CONFERENCE_ERRORS.slotGone }]);
      if (!bookableAt(found.slot, ctx.now)) throw conflict(CONFERENCE_ERRORS.tooLate, [{ field, message: CONFERENCE_ERRORS.tooLate }]);
      if (!(await teacherFree(tx, booking!.teacherUserId, found.slot.startsAt, found.slot.endsAt, booking!.id))) {
        throw conflict(CONFERENCE_ERRORS.slotTaken, [{ field, message: CONFERENCE_ERRORS.slotTaken }]);
      }
      if ((await clashesOfFamily(tx, await familyOf(tx, booking!.studentId), found.slot.startsAt, found.slot.endsAt, [booking!.id])).length > 0) {
        throw conflict(CONFERENCE_ERRORS.familyClash, [{ field, message: CONFERENCE_ERRORS.familyClash }]);
      }
      const contactPhone = found.window.mode === "phone" ? (phone ?? booking!.contactPhone) : booking!.contactPhone;
      if (found.window.mode === "phone" && !contactPhone)
        throw invalid(CONFERENCE_ERRORS.phoneNeeded, [{ field: "phone", message: CONFERENCE_ERRORS.phoneNeeded }]);
      const [row] = await tx
        .update(conferenceBookings)
        .set({
          windowId: found.window.id,
          startsAt: found.slot.startsAt,
          endsAt: found.slot.endsAt,
          mode: found.window.mode,
          contactPhone,
          sequence: booking!.sequence + 1,
          reminderSentAt: null,
          updatedAt: ctx.now,
        })
        .where(eq(conferenceBookings.id, booking!.id))
        .returning();
      await announce(tx, row!, { kind: "rescheduled", previousStartsAt: booking!.startsAt }, { now: ctx.now, publicUrl: ctx.publicUrl, actorId: ctx.actor.id });
      await auditBooking(
        tx,
        ctx,
        relation,
        row!,
        "rescheduled",
        `Moved a conference from ${booking!.startsAt.toISOString()} to ${row!.startsAt.toISOString()}.`,
      );
      return (await bookingAnswers(tx, [row!]))[0]!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(CONFERENCE_ERRORS.slotTaken);
    throw err;
  }
}

/** Cancels a conference: kept as cancelled, a raised SEQUENCE, METHOD:CANCEL to every calendar it was sent to. */
export async function cancelConference(
  db: Db,
  relation: ConferenceRelation,
  bookingId: string,
  reason: string | undefined,
  ctx: ChangeContext,
): Promise<ConferenceBooking> {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select().from(conferenceBookings).where(eq(conferenceBookings.id, bookingId)).for("update");
    if (!booking) throw notFound("We could not find that conference.");
    refuseUnchangeable(booking, ctx.now);
    const [row] = await tx
      .update(conferenceBookings)
      .set({
        status: "cancelled",
        sequence: booking.sequence + 1,
        cancelledAt: ctx.now,
        cancelledByUserId: ctx.actor.id,
        cancelReason: reason ?? null,
        updatedAt: ctx.now,
      })
      .where(eq(conferenceBookings.id, booking.id))
      .returning();
    await announce(tx, row!, { kind: "cancelled", reason }, { now: ctx.now, publicUrl: ctx.publicUrl, actorId: ctx.actor.id });
    await auditBooking(tx, ctx, relation, row!, "cancelled", `Cancelled a conference on ${row!.startsAt.toISOString()}.`);
    return (await bookingAnswers(tx, [row!]))[0]!;
  });
}
