/**
 * Parent-teacher conferences (docs/api/conferences.md). Teachers publish availability and see their
 * conferences; guardians see their children's teachers' free times, book one conference or a sibling
 * visit laid out back to back, move and cancel; staff see and manage all. Every id is checked by
 * server/learning/access.ts (a child, a teacher, a window or a conference of someone else's is a 404
 * that reads like a missing one); the rules and writes live in server/learning/conferences/.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as api from "#common/api/learning/conferences";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { layOutVisit } from "#common/learning/conferences";
import type { AvailabilityAnswer, ChildConferenceSlots, ConferenceBooking, VisitPlansAnswer } from "#common/schemas/learning/conferences";
import { school } from "#common/school";
import type { SessionUser } from "../../auth/sessions";
import { route } from "../../http/route";
import { uuidParam } from "../../http/staff-request";
import {
  CONFERENCE_NOT_FOUND,
  STUDENT_NOT_FOUND,
  WINDOW_NOT_FOUND,
  childIdsOfGuardian,
  currentTeachersOfStudent,
  isGuardian,
  isStaff,
  requireAvailabilityOwner,
  requireConferenceBooking,
  requireConferenceChild,
  requireCurrentTeacher,
} from "../../learning/access";
import {
  bookingAnswers,
  bookingHorizon,
  childPerson,
  freeSlotAnswer,
  freeSlotsOf,
  listBookings,
  readAvailability,
} from "../../learning/conferences/conferences-read";
import {
  bookConferences,
  cancelConference,
  createWindow,
  removeWindow,
  rescheduleConference,
  updateWindow,
  type ChangeContext,
} from "../../learning/conferences/write";
import { conflict, invalid } from "../../domain-errors";
import type { Actor } from "../../actor";

const MAX_RANGE_DAYS = 92;

/**
 * A phone number a guardian gave is for the teacher, staff and that guardian: another guardian of the
 * child (parents apart) does not read it.
 */
function forViewer(viewer: SessionUser, booking: ConferenceBooking): ConferenceBooking {
  return isGuardian(viewer) && booking.bookedBy.id !== viewer.id ? { ...booking, contactPhone: null } : booking;
}

/** A POST sent without a body is an empty form (the contract's parse asks for an object). */
async function emptyBodyIsEmptyForm(request: FastifyRequest) {
  request.body ??= {};
}

export async function conferenceRoutes(app: FastifyInstance) {
  const context = (actor: Actor): ChangeContext => ({ now: app.config.now(), publicUrl: app.config.publicUrl, actor });

  /** A [from, to] range of school dates: from today for `BOOKING_HORIZON_DAYS` unless given; at most three months. */
  const range = (query: { from?: string; to?: string }) => {
    const horizon = bookingHorizon(app.config.now());
    const from = query.from ?? horizon.from;
    const to = query.to ?? (query.from ? formatCalendarDate(addDays(parseCalendarDate(from)!, 42)) : horizon.to);
    if (to < from) throw invalid("Please check your input and try again.", [{ field: "to", message: "The end date must be on or after the start date." }]);
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days > MAX_RANGE_DAYS)
      throw invalid("Please check your input and try again.", [
        { field: "to", message: { id: "refusals.conferences.rangeTooLong", values: { days: MAX_RANGE_DAYS } } },
      ]);
    return { from, to };
  };

  // --- Availability (teachers; staff for any teacher) -----------------------------------------

  route(app, api.conferenceAvailability, async ({ actor, query }) => {
    const teacherUserId = await requireAvailabilityOwner(app.db, actor, query.teacherUserId);
    const { from, to } = range(query);
    const data: AvailabilityAnswer = { from, to, schoolTimeZone: school.timeZone, windows: await readAvailability(app.db, teacherUserId, from, to) };
    return { success: true, data };
  });

  route(app, api.createAvailabilityWindow, async ({ actor, query, body }) => {
    const teacherUserId = await requireAvailabilityOwner(app.db, actor, query.teacherUserId);
    const row = await createWindow(app.db, teacherUserId, body, context(actor));
    const [data] = (await readAvailability(app.db, teacherUserId, row.date, row.date)).filter((w) => w.id === row.id);
    return { success: true, data: data! };
  });

  route(app, api.updateAvailabilityWindow, async ({ actor, params, body }) => {
    const id = uuidParam(params.windowId, WINDOW_NOT_FOUND);
    const row = await updateWindow(app.db, actor, id, body, context(actor));
    const [data] = (await readAvailability(app.db, row.teacherUserId, row.date, row.date)).filter((w) => w.id === row.id);
    return { success: true, data: data! };
  });

  route(app, api.removeAvailabilityWindow, async ({ actor, params }) => {
    const id = uuidParam(params.windowId, WINDOW_NOT_FOUND);
    await removeWindow(app.db, actor, id, context(actor));
    return { success: true };
  });

  // --- Free times and booking (guardians for their own children; staff on a family's behalf) ----

  route(app, api.childConferenceSlots, async ({ actor, params, query }) => {
    const studentId = uuidParam(params.studentId, STUDENT_NOT_FOUND);
    await requireConferenceChild(app.db, actor, studentId);
    const { from, to } = range(query);
    const teachers = await currentTeachersOfStudent(app.db, studentId);
    const free = await freeSlotsOf(
      app.db,
      teachers.map((t) => t.userId),
      from,
      to,
      app.config.now(),
    );
    const child = await childPerson(app.db, studentId);
    const data: ChildConferenceSlots = {
      child: child!,
      from,
      to,
      schoolTimeZone: school.timeZone,
      teachers: teachers.map((t) => ({
        teacher: { id: t.userId, name: t.name },
        classes: t.classNames,
        slots: (free.get(t.userId) ?? []).map(freeSlotAnswer),
      })),
    };
    return { success: true, data };
  });

  route(app, api.planConferenceVisit, async ({ actor, body: input }) => {
    const names = new Map<string, { child: string; teacher: string }>();
    for (const pair of input.pairs) {
      await requireConferenceChild(app.db, actor, pair.studentId);
      const teacher = await requireCurrentTeacher(app.db, pair.studentId, pair.teacherUserId);
      const child = await childPerson(app.db, pair.studentId);
      names.set(`${pair.studentId}:${pair.teacherUserId}`, { child: child?.name ?? "Child", teacher: teacher.name });
    }
    const free = await freeSlotsOf(app.db, [...new Set(input.pairs.map((p) => p.teacherUserId))], input.date, input.date, app.config.now());
    const layouts = layOutVisit(
      input.pairs.map((p) => ({
        key: `${p.studentId}:${p.teacherUserId}`,
        slots: (free.get(p.teacherUserId) ?? []).map((s) => ({ ...s, startsAt: s.startsAt.getTime(), endsAt: s.endsAt.getTime(), slot: s })),
      })),
    );
    if (layouts.length === 0) {
      const message =
        "These conferences do not all fit on that day: a teacher has no free time left, or the free times overlap. Please try another day or fewer teachers.";
      throw conflict(message, [{ field: "date", message }]);
    }
    const data: VisitPlansAnswer = {
      date: input.date,
      schoolTimeZone: school.timeZone,
      plans: layouts.map((l) => ({
        backToBack: l.gapMinutes === 0,
        gapMinutes: l.gapMinutes,
        startsAt: new Date(l.startsAt).toISOString(),
        endsAt: new Date(l.endsAt).toISOString(),
        items: l.items.map((i) => {
          const [studentId, teacherUserId] = i.key.split(":") as [string, string];
          return {
            studentId,
            teacherUserId,
            childName: names.get(i.key)!.child,
            teacherName: names.get(i.key)!.teacher,
            startsAt: i.slot.slot.startsAt.toISOString(),
            endsAt: i.slot.slot.endsAt.toISOString(),
            mode: i.slot.slot.mode,
          };
        }),
      })),
    };
    return { success: true, data };
  });

  route(app, api.bookConferences, async ({ actor, body }) => {
    const data = await bookConferences(app.db, actor, body, context(actor));
    return { success: true, data };
  });

  // --- Conferences: list, one, move, cancel ------------------------------------------------------

  route(app, api.conferenceBookings, async ({ actor, query }) => {
    const scope = isStaff(actor) ? "all" : isGuardian(actor) ? { studentIds: await childIdsOfGuardian(app.db, actor.id) } : { teacherUserId: actor.id };
    const list = await listBookings(app.db, scope, query.when, app.config.now());
    return { success: true, data: list.map((b) => forViewer(actor, b)) };
  });

  route(app, api.conferenceBooking, async ({ actor, params }) => {
    const id = uuidParam(params.bookingId, CONFERENCE_NOT_FOUND);
    const { booking } = await requireConferenceBooking(app.db, actor, id);
    return { success: true, data: forViewer(actor, (await bookingAnswers(app.db, [booking]))[0]!) };
  });

  route(app, api.rescheduleConference, async ({ actor, params, body }) => {
    const id = uuidParam(params.bookingId, CONFERENCE_NOT_FOUND);
    const { relation } = await requireConferenceBooking(app.db, actor, id);
    const data = forViewer(actor, await rescheduleConference(app.db, relation, id, body.startsAt, body.phone, context(actor)));
    return { success: true, data };
  });

  route(
    app,
    api.cancelConference,
    async ({ actor, params, body }) => {
      const id = uuidParam(params.bookingId, CONFERENCE_NOT_FOUND);
      const { relation } = await requireConferenceBooking(app.db, actor, id);
      const data = forViewer(actor, await cancelConference(app.db, relation, id, body.reason, context(actor)));
      return { success: true, data };
    },
    // A cancellation without a body is one without a reason (the contract parses what is sent).
    { preValidation: emptyBodyIsEmptyForm },
  );

  // Free slots of one teacher for moving a conference (the booking's family, teacher or staff).
  route(app, api.conferenceMoveSlots, async ({ actor, params }) => {
    const id = uuidParam(params.bookingId, CONFERENCE_NOT_FOUND);
    const { booking } = await requireConferenceBooking(app.db, actor, id);
    const { from, to } = bookingHorizon(app.config.now());
    const free = await freeSlotsOf(app.db, [booking.teacherUserId], from, to, app.config.now());
    return { success: true, data: (free.get(booking.teacherUserId) ?? []).map(freeSlotAnswer) };
  });
}
