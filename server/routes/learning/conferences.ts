/**
 * Parent-teacher conferences (docs/api/conferences.md). Teachers publish availability and see their
 * conferences; guardians see their children's teachers' free times, book one conference or a sibling
 * visit laid out back to back, move and cancel; staff see and manage all. Every id is checked by
 * server/learning/access.ts (a child, a teacher, a window or a conference of someone else's is a 404
 * that reads like a missing one); the rules and writes live in server/learning/conferences/.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { addDays, formatCalendarDate, parseCalendarDate } from "../../../common/calendar-date";
import { layOutVisit } from "../../../common/learning/conferences";
import { ADULT_ROLES, FAMILY_ROLES, TEACHER_ROLES } from "../../../common/roles";
import {
  bookingSchema,
  bookingsQuerySchema,
  cancelBookingSchema,
  conferenceRangeQuerySchema,
  rescheduleSchema,
  visitPlanSchema,
  windowSchema,
  type AvailabilityAnswer,
  type ChildConferenceSlots,
  type ConferenceBooking,
  type VisitPlansAnswer,
} from "../../../common/schemas/learning/conferences";
import { school } from "../../../common/school";
import { requireRole } from "../../auth/guards";
import type { SessionUser } from "../../auth/sessions";
import { HttpError } from "../../errors";
import { parseForm } from "../../forms";
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
import { bookingAnswers, bookingHorizon, childPerson, freeSlotAnswer, freeSlotsOf, listBookings, readAvailability } from "../../learning/conferences/read";
import { bookConferences, cancelConference, createWindow, removeWindow, rescheduleConference, updateWindow, type ChangeContext } from "../../learning/conferences/write";

const MAX_RANGE_DAYS = 92;

/**
 * A phone number a guardian gave is for the teacher, staff and that guardian: another guardian of the
 * child (parents apart) does not read it.
 */
function forViewer(viewer: SessionUser, booking: ConferenceBooking): ConferenceBooking {
  return isGuardian(viewer) && booking.bookedBy.id !== viewer.id ? { ...booking, contactPhone: null } : booking;
}

export async function conferenceRoutes(app: FastifyInstance) {
  const context = (request: FastifyRequest, actor: SessionUser): ChangeContext => ({ now: app.config.now(), publicUrl: app.config.publicUrl, request, actor });

  /** A [from, to] range of school dates: from today for `BOOKING_HORIZON_DAYS` unless given; at most three months. */
  const range = (query: { from?: string; to?: string }) => {
    const horizon = bookingHorizon(app.config.now());
    const from = query.from ?? horizon.from;
    const to = query.to ?? (query.from ? formatCalendarDate(addDays(parseCalendarDate(from)!, 42)) : horizon.to);
    if (to < from) throw new HttpError(400, "Please check your input and try again.", [{ field: "to", message: "The end date must be on or after the start date." }]);
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    if (days > MAX_RANGE_DAYS) throw new HttpError(400, "Please check your input and try again.", [{ field: "to", message: `Please ask for at most ${MAX_RANGE_DAYS} days at a time.` }]);
    return { from, to };
  };

  // --- Availability (teachers; staff for any teacher) -----------------------------------------

  app.get("/conferences/availability", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, conferenceRangeQuerySchema);
    const teacherUserId = await requireAvailabilityOwner(app.db, viewer, query.teacherUserId);
    const { from, to } = range(query);
    const data: AvailabilityAnswer = { from, to, schoolTimeZone: school.timeZone, windows: await readAvailability(app.db, teacherUserId, from, to) };
    return { success: true, data };
  });

  app.post("/conferences/availability", async (request, reply) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const query = parseForm(request.query, conferenceRangeQuerySchema);
    const input = parseForm(request.body, windowSchema);
    const teacherUserId = await requireAvailabilityOwner(app.db, viewer, query.teacherUserId);
    const row = await createWindow(app.db, teacherUserId, input, context(request, viewer));
    const [data] = (await readAvailability(app.db, teacherUserId, row.date, row.date)).filter((w) => w.id === row.id);
    return reply.code(201).send({ success: true, data });
  });

  app.put<{ Params: { windowId: string } }>("/conferences/availability/:windowId", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.windowId, WINDOW_NOT_FOUND);
    const input = parseForm(request.body, windowSchema);
    const row = await updateWindow(app.db, viewer, id, input, context(request, viewer));
    const [data] = (await readAvailability(app.db, row.teacherUserId, row.date, row.date)).filter((w) => w.id === row.id);
    return { success: true, data };
  });

  app.delete<{ Params: { windowId: string } }>("/conferences/availability/:windowId", async (request) => {
    const viewer = requireRole(request, TEACHER_ROLES);
    const id = uuidParam(request.params.windowId, WINDOW_NOT_FOUND);
    await removeWindow(app.db, viewer, id, context(request, viewer));
    return { success: true };
  });

  // --- Free times and booking (guardians for their own children; staff on a family's behalf) ----

  app.get<{ Params: { studentId: string } }>("/conferences/children/:studentId/slots", async (request) => {
    const viewer = requireRole(request, FAMILY_ROLES);
    const studentId = uuidParam(request.params.studentId, STUDENT_NOT_FOUND);
    const query = parseForm(request.query, conferenceRangeQuerySchema);
    await requireConferenceChild(app.db, viewer, studentId);
    const { from, to } = range(query);
    const teachers = await currentTeachersOfStudent(app.db, studentId);
    const free = await freeSlotsOf(app.db, teachers.map((t) => t.userId), from, to, app.config.now());
    const child = await childPerson(app.db, studentId);
    const data: ChildConferenceSlots = {
      child: child!,
      from,
      to,
      schoolTimeZone: school.timeZone,
      teachers: teachers.map((t) => ({ teacher: { id: t.userId, name: t.name }, classes: t.classNames, slots: (free.get(t.userId) ?? []).map(freeSlotAnswer) })),
    };
    return { success: true, data };
  });

  app.post("/conferences/plan", async (request) => {
    const viewer = requireRole(request, FAMILY_ROLES);
    const input = parseForm(request.body, visitPlanSchema);
    const names = new Map<string, { child: string; teacher: string }>();
    for (const pair of input.pairs) {
      await requireConferenceChild(app.db, viewer, pair.studentId);
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
      const message = "These conferences do not all fit on that day: a teacher has no free time left, or the free times overlap. Please try another day or fewer teachers.";
      throw new HttpError(409, message, [{ field: "date", message }]);
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
          return { studentId, teacherUserId, childName: names.get(i.key)!.child, teacherName: names.get(i.key)!.teacher, startsAt: i.slot.slot.startsAt.toISOString(), endsAt: i.slot.slot.endsAt.toISOString(), mode: i.slot.slot.mode };
        }),
      })),
    };
    return { success: true, data };
  });

  app.post("/conferences/bookings", async (request, reply) => {
    const viewer = requireRole(request, FAMILY_ROLES);
    const input = parseForm(request.body, bookingSchema);
    const data = await bookConferences(app.db, viewer, input, context(request, viewer));
    return reply.code(201).send({ success: true, data });
  });

  // --- Conferences: list, one, move, cancel ------------------------------------------------------

  app.get("/conferences/bookings", async (request) => {
    const viewer = requireRole(request, ADULT_ROLES);
    const { when } = parseForm(request.query, bookingsQuerySchema);
    const scope = isStaff(viewer) ? "all" : isGuardian(viewer) ? { studentIds: await childIdsOfGuardian(app.db, viewer.id) } : { teacherUserId: viewer.id };
    const list = await listBookings(app.db, scope, when, app.config.now());
    return { success: true, data: list.map((b) => forViewer(viewer, b)) };
  });

  app.get<{ Params: { bookingId: string } }>("/conferences/bookings/:bookingId", async (request) => {
    const viewer = requireRole(request, ADULT_ROLES);
    const id = uuidParam(request.params.bookingId, CONFERENCE_NOT_FOUND);
    const { booking } = await requireConferenceBooking(app.db, viewer, id);
    return { success: true, data: forViewer(viewer, (await bookingAnswers(app.db, [booking]))[0]!) };
  });

  app.post<{ Params: { bookingId: string } }>("/conferences/bookings/:bookingId/reschedule", async (request) => {
    const viewer = requireRole(request, ADULT_ROLES);
    const id = uuidParam(request.params.bookingId, CONFERENCE_NOT_FOUND);
    const { relation } = await requireConferenceBooking(app.db, viewer, id);
    const input = parseForm(request.body, rescheduleSchema);
    const data = forViewer(viewer, await rescheduleConference(app.db, relation, id, input.startsAt, input.phone, context(request, viewer)));
    return { success: true, data };
  });

  app.post<{ Params: { bookingId: string } }>("/conferences/bookings/:bookingId/cancel", async (request) => {
    const viewer = requireRole(request, ADULT_ROLES);
    const id = uuidParam(request.params.bookingId, CONFERENCE_NOT_FOUND);
    const { relation } = await requireConferenceBooking(app.db, viewer, id);
    const input = parseForm(request.body ?? {}, cancelBookingSchema);
    const data = forViewer(viewer, await cancelConference(app.db, relation, id, input.reason, context(request, viewer)));
    return { success: true, data };
  });

  // Free slots of one teacher for moving a conference (the booking's family, teacher or staff).
  app.get<{ Params: { bookingId: string } }>("/conferences/bookings/:bookingId/slots", async (request) => {
    const viewer = requireRole(request, ADULT_ROLES);
    const id = uuidParam(request.params.bookingId, CONFERENCE_NOT_FOUND);
    const { booking } = await requireConferenceBooking(app.db, viewer, id);
    const { from, to } = bookingHorizon(app.config.now());
    const free = await freeSlotsOf(app.db, [booking.teacherUserId], from, to, app.config.now());
    return { success: true, data: (free.get(booking.teacherUserId) ?? []).map(freeSlotAnswer) };
  });
}
