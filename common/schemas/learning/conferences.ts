/**
 * Parent-teacher conferences (docs/api/conferences.md): the inputs of every endpoint and the shapes
 * the server answers. Whether an id is the viewer's to use (their child, that child's teacher, their
 * own window or booking) is decided by server/learning/access.ts, not here.
 */
import { z } from "zod";
import { parseCalendarDate } from "../../calendar-date";
import { CONFERENCE_MODES, CONFERENCE_STATUSES, MAX_BREAKS, MAX_VISIT_PAIRS, SLOT_MINUTES, isClockTime, windowProblems } from "../../learning/conferences";
import { optionalPhone, optionalText, text } from "../fields";
import { optionalDate, orderedDateRange } from "../paging";
import { isUuid } from "../../ids";

export const CONFERENCE_MESSAGES = {
  date: "Please enter a date.",
  time: "Please enter a time like 15:30.",
  slotMinutes: `Please choose a slot length: ${SLOT_MINUTES.join(", ")} minutes.`,
  mode: "Please choose phone or video.",
  tooManyBreaks: `Please add at most ${MAX_BREAKS} breaks.`,
  noteLong: "The note must not exceed 300 characters.",
  reasonLong: "The reason must not exceed 300 characters.",
  topicLong: "Please keep this under 500 characters.",
  id: "Please choose from the list.",
  startsAt: "Please choose a time from the list.",
  noPairs: "Please choose at least one teacher to meet.",
  tooManyPairs: `Please choose at most ${MAX_VISIT_PAIRS} conferences in one visit.`,
  samePairTwice: "Each teacher appears once per child.",
} as const;

const id = () =>
  text({ error: CONFERENCE_MESSAGES.id })
    .trim()
    .refine((v) => isUuid(v), CONFERENCE_MESSAGES.id);
const schoolDate = () =>
  text({ error: CONFERENCE_MESSAGES.date })
    .trim()
    .refine((v) => parseCalendarDate(v) !== undefined, CONFERENCE_MESSAGES.date);
const clock = () => text({ error: CONFERENCE_MESSAGES.time }).trim().refine(isClockTime, CONFERENCE_MESSAGES.time);
const instant = () =>
  text({ error: CONFERENCE_MESSAGES.startsAt })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
      CONFERENCE_MESSAGES.startsAt,
    );

/** A teacher's availability window (POST, and PUT to change one). */
export const windowSchema = z
  .object({
    date: schoolDate(),
    startTime: clock(),
    endTime: clock(),
    slotMinutes: z
      .number({ error: CONFERENCE_MESSAGES.slotMinutes })
      .int(CONFERENCE_MESSAGES.slotMinutes)
      .refine((v) => (SLOT_MINUTES as readonly number[]).includes(v), CONFERENCE_MESSAGES.slotMinutes),
    breaks: z
      .array(z.object({ startTime: clock(), endTime: clock() }), { error: CONFERENCE_MESSAGES.time })
      .max(MAX_BREAKS, CONFERENCE_MESSAGES.tooManyBreaks)
      .default([]),
    mode: z.enum(CONFERENCE_MODES, { error: CONFERENCE_MESSAGES.mode }),
    note: optionalText(300, CONFERENCE_MESSAGES.noteLong),
  })
  .superRefine((value, ctx) => {
    for (const p of windowProblems(value))
      ctx.addIssue({ code: "custom", path: p.field.split(".").map((s) => (/^\d+$/.test(s) ? Number(s) : s)), message: p.message });
  });
export type WindowInput = z.infer<typeof windowSchema>;

/** GET /api/conferences/availability and /bookings: a range of school dates (default: from today on). */
export const conferenceRangeQuerySchema = z
  .object({
    from: optionalDate(),
    to: optionalDate(),
    teacherUserId: z.preprocess((v) => (v === "" ? undefined : v), id().optional()),
  })
  .superRefine(orderedDateRange);
export type ConferenceRangeQuery = z.infer<typeof conferenceRangeQuerySchema>;

export const bookingsQuerySchema = z.object({
  when: z.enum(["upcoming", "past"], { error: "Please choose upcoming or past." }).default("upcoming"),
});

/** One (child, teacher) conference of a booking request, at a slot's start. */
const bookingItem = z.object({ studentId: id(), teacherUserId: id(), startsAt: instant() });
const pair = z.object({ studentId: id(), teacherUserId: id() });

const distinctPairs = (items: readonly { studentId: string; teacherUserId: string }[], ctx: z.RefinementCtx, path: string) => {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = `${item.studentId.toLowerCase()}:${item.teacherUserId.toLowerCase()}`;
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: [path, i, "teacherUserId"], message: CONFERENCE_MESSAGES.samePairTwice });
    seen.add(key);
  });
};

/** POST /api/conferences/bookings: one conference, or a sibling visit of several. */
export const bookingSchema = z
  .object({
    items: z
      .array(bookingItem, { error: CONFERENCE_MESSAGES.noPairs })
      .min(1, CONFERENCE_MESSAGES.noPairs)
      .max(MAX_VISIT_PAIRS, CONFERENCE_MESSAGES.tooManyPairs),
    /** Needed when a conference is by phone: the number the teacher calls. */
    phone: optionalPhone(),
    topic: optionalText(500, CONFERENCE_MESSAGES.topicLong, { multiline: true }),
  })
  .superRefine((v, ctx) => distinctPairs(v.items, ctx, "items"));
export type BookingInput = z.infer<typeof bookingSchema>;

/** POST /api/conferences/plan: back-to-back layouts of a sibling visit on a day. */
export const visitPlanSchema = z
  .object({
    date: schoolDate(),
    pairs: z.array(pair, { error: CONFERENCE_MESSAGES.noPairs }).min(1, CONFERENCE_MESSAGES.noPairs).max(MAX_VISIT_PAIRS, CONFERENCE_MESSAGES.tooManyPairs),
  })
  .superRefine((v, ctx) => distinctPairs(v.pairs, ctx, "pairs"));
export type VisitPlanInput = z.infer<typeof visitPlanSchema>;

export const rescheduleSchema = z.object({ startsAt: instant(), phone: optionalPhone() });
export const cancelBookingSchema = z.object({ reason: optionalText(300, CONFERENCE_MESSAGES.reasonLong, { multiline: true }) });

// --- Answers (schemas of common/api/learning/conferences.ts) ---------------------------------------

const instantAnswer = z.string();
const mode = z.enum(CONFERENCE_MODES);

export const personSchema = z.object({ id: z.string(), name: z.string() });
export type Person = z.infer<typeof personSchema>;

export const freeSlotSchema = z.object({ startsAt: instantAnswer, endsAt: instantAnswer, mode, note: z.string().nullable() });
export type FreeSlot = z.infer<typeof freeSlotSchema>;

export const teacherFreeSlotsSchema = z.object({
  teacher: personSchema,
  /** The child's classes this teacher teaches. */
  classes: z.array(z.string()),
  slots: z.array(freeSlotSchema),
});
export type TeacherFreeSlots = z.infer<typeof teacherFreeSlotsSchema>;

/** GET /api/conferences/children/:studentId/slots */
export const childConferenceSlotsSchema = z.object({
  child: personSchema,
  from: z.string(),
  to: z.string(),
  schoolTimeZone: z.string(),
  teachers: z.array(teacherFreeSlotsSchema),
});
export type ChildConferenceSlots = z.infer<typeof childConferenceSlotsSchema>;

export const conferenceBookingSchema = z.object({
  id: z.string(),
  visitId: z.string(),
  startsAt: instantAnswer,
  endsAt: instantAnswer,
  mode,
  status: z.enum(CONFERENCE_STATUSES),
  sequence: z.number(),
  teacher: personSchema,
  child: personSchema,
  /** The child's guardians (who are invited). */
  guardians: z.array(personSchema),
  bookedBy: personSchema,
  /** Phone conferences: the number to call. Only the teacher, staff and the family see it. */
  contactPhone: z.string().nullable(),
  topic: z.string().nullable(),
  /** Video conferences: the live page. */
  videoPath: z.string().nullable(),
  cancelledAt: instantAnswer.nullable(),
  cancelReason: z.string().nullable(),
});
export type ConferenceBooking = z.infer<typeof conferenceBookingSchema>;

export const windowSlotSchema = z.object({
  startsAt: instantAnswer,
  endsAt: instantAnswer,
  /** The booking holding the slot, if any. */
  bookingId: z.string().nullable(),
});
export type WindowSlot = z.infer<typeof windowSlotSchema>;

export const availabilityWindowSchema = z.object({
  id: z.string(),
  teacher: personSchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  slotMinutes: z.number(),
  breaks: z.array(z.object({ startTime: z.string(), endTime: z.string() })),
  mode,
  note: z.string().nullable(),
  slots: z.array(windowSlotSchema),
});
export type AvailabilityWindow = z.infer<typeof availabilityWindowSchema>;

/** GET /api/conferences/availability */
export const availabilityAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  schoolTimeZone: z.string(),
  windows: z.array(availabilityWindowSchema),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

export const visitPlanItemSchema = z.object({
  studentId: z.string(),
  teacherUserId: z.string(),
  childName: z.string(),
  teacherName: z.string(),
  startsAt: instantAnswer,
  endsAt: instantAnswer,
  mode,
});
export type VisitPlanItem = z.infer<typeof visitPlanItemSchema>;

export const plannedVisitSchema = z.object({
  backToBack: z.boolean(),
  gapMinutes: z.number(),
  startsAt: instantAnswer,
  endsAt: instantAnswer,
  items: z.array(visitPlanItemSchema),
});
export type VisitPlan = z.infer<typeof plannedVisitSchema>;

/** POST /api/conferences/plan */
export const visitPlansAnswerSchema = z.object({
  date: z.string(),
  schoolTimeZone: z.string(),
  plans: z.array(plannedVisitSchema),
});
export type VisitPlansAnswer = z.infer<typeof visitPlansAnswerSchema>;
