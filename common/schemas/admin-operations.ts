/**
 * Staff operations (docs/api/admin-operations.md): tour bookings, the contact inbox, the dashboard
 * and the reports. Query strings and bodies are validated with these schemas on the server; the
 * answer types are shared with the screens.
 */
import { z } from "zod";
import { APPLICATION_STATUSES } from "../application-status";
import { parseCalendarDate } from "../calendar-date";
import { TOUR_TIMES } from "../tour";
import { optionalText, text } from "./fields";
import { DATE_RANGE_MESSAGES, optionalDate, optionalQuery, orderedDateRange, pagingQuerySchema, searchQuery } from "./paging";

export const OPERATIONS_MESSAGES = {
  ...DATE_RANGE_MESSAGES,
  toursRange: "Please choose at most 92 days of tours at a time.",
  rescheduleDate: "Please select a date",
  rescheduleTime: "Please select a time",
  reason: "The reason must not exceed 500 characters.",
  status: "Please choose a status from the list.",
} as const;

/** The longest tour listing asked for at once (about three months). */
export const MAX_TOUR_DAYS = 92;

export const dateRangeQuerySchema = z.object({ from: optionalDate(), to: optionalDate() }).superRefine(orderedDateRange);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Tours

export const toursQuerySchema = dateRangeQuerySchema;

export const tourCancelSchema = z.object({
  reason: optionalText(500, OPERATIONS_MESSAGES.reason, { multiline: true }),
});
export type TourCancelInput = z.input<typeof tourCancelSchema>;

export const tourRescheduleSchema = z.object({
  preferredDate: text({ error: OPERATIONS_MESSAGES.rescheduleDate })
    .trim()
    .min(1, { error: OPERATIONS_MESSAGES.rescheduleDate, abort: true })
    .refine((value) => parseCalendarDate(value) !== undefined, OPERATIONS_MESSAGES.rescheduleDate),
  preferredTime: z.enum(TOUR_TIMES, { error: OPERATIONS_MESSAGES.rescheduleTime }),
});
export type TourRescheduleInput = z.input<typeof tourRescheduleSchema>;

export const TOUR_BOOKING_STATUSES = ["booked", "cancelled"] as const;
export type TourBookingStatus = (typeof TOUR_BOOKING_STATUSES)[number];

export const adminTourBookingSchema = z.object({
  id: z.string(),
  parentName: z.string(),
  childName: z.string(),
  /** The form value ("grade-2"); the screen shows its label. */
  gradeLevel: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(TOUR_BOOKING_STATUSES),
  /** The slot: "2026-11-23" and "9:00 AM" (school time). */
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type AdminTourBooking = z.infer<typeof adminTourBookingSchema>;

export const adminTourSlotSchema = z.object({
  time: z.string(),
  capacity: z.number(),
  /** Seats taken (the counter the booking form checks), cancelled bookings not included. */
  booked: z.number(),
  /** Every booking of the slot, cancelled ones included (after the booked ones). */
  bookings: z.array(adminTourBookingSchema),
});
export type AdminTourSlot = z.infer<typeof adminTourSlotSchema>;

export const adminTourDaySchema = z.object({
  date: z.string(),
  slots: z.array(adminTourSlotSchema),
});
export type AdminTourDay = z.infer<typeof adminTourDaySchema>;

export const adminToursAnswerSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  capacity: z.number(),
  days: z.array(adminTourDaySchema),
});
export type AdminToursAnswer = z.infer<typeof adminToursAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Enquiries (the contact inbox)

/** "1" / "true" shows unread enquiries only; anything else (or nothing) shows all. */
const flag = text()
  .optional()
  .transform((value) => value === "1" || value === "true");

export const enquiriesQuerySchema = pagingQuerySchema.extend({
  q: searchQuery(),
  unread: flag,
});
export type EnquiriesQuery = z.infer<typeof enquiriesQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.string(),
  parentName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gradeLevel: z.string().nullable(),
  /** The start of the message (at most 160 characters). */
  preview: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  attachmentCount: z.number(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
  /** GET, answered as a download (Content-Disposition: attachment). */
  url: z.string(),
});
export type InboxAttachment = z.infer<typeof inboxAttachmentSchema>;

export const inboxMessageSchema = inboxItemSchema.omit({ preview: true }).extend({
  message: z.string(),
  readBy: z.string().nullable(),
  attachments: z.array(inboxAttachmentSchema),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

// ---------------------------------------------------------------------------------------------
// Dashboard

const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const dashboardApplicationSchema = z.object({
  applicationId: z.string(),
  childName: z.string(),
  parentName: z.string(),
  gradeRequested: z.string(),
  status: applicationStatusSchema,
  createdAt: z.string(),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

/** An enrolled application from which no student record was made yet (Create student). */
export const dashboardAwaitingStudentSchema = z.object({
  applicationId: z.string(),
  childName: z.string(),
  /** The grade staff placed the child in, else the one the family asked for. */
  grade: z.string(),
  /** When the application became enrolled. */
  enrolledAt: z.string(),
  /** Whole calendar days since then, in the school's zone (0 on the day itself). */
  daysWaiting: z.number(),
});
export type DashboardAwaitingStudent = z.infer<typeof dashboardAwaitingStudentSchema>;

export const dashboardTourSchema = z.object({
  id: z.string(),
  parentName: z.string(),
  childName: z.string(),
  date: z.string(),
  time: z.string(),
  startsAt: z.string(),
});
export type DashboardTour = z.infer<typeof dashboardTourSchema>;

export const dashboardEnquirySchema = z.object({
  id: z.string(),
  parentName: z.string(),
  preview: z.string(),
  createdAt: z.string(),
});
export type DashboardEnquiry = z.infer<typeof dashboardEnquirySchema>;

/** A card's schema: how many, and the first few items. */
export const dashboardCardSchema = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), items: z.array(item) });

export interface DashboardCard<T> {
  count: number;
  items: T[];
}

export const dashboardReportSchema = z.object({
  id: z.string(),
  reporterName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type DashboardReport = z.infer<typeof dashboardReportSchema>;

export const dashboardAnswerSchema = z.object({
  newApplications: dashboardCardSchema(dashboardApplicationSchema),
  gradeConflicts: dashboardCardSchema(dashboardApplicationSchema),
  duplicates: dashboardCardSchema(dashboardApplicationSchema),
  /** Enrolled applicants still waiting for Create student (issue 33), the longest waiting first. */
  awaitingStudent: dashboardCardSchema(dashboardAwaitingStudentSchema),
  upcomingTours: dashboardCardSchema(dashboardTourSchema),
  unreadEnquiries: dashboardCardSchema(dashboardEnquirySchema),
  /** Reported messages waiting in the safeguarding queue (issue 17), the oldest first. */
  openReports: dashboardCardSchema(dashboardReportSchema),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Reports

export const reportsQuerySchema = dateRangeQuerySchema;

export const exportQuerySchema = z
  .object({
    from: optionalDate(),
    to: optionalDate(),
    status: optionalQuery(z.enum(APPLICATION_STATUSES, { error: OPERATIONS_MESSAGES.status })),
  })
  .superRefine(orderedDateRange);
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const countRowSchema = z.object({ key: z.string(), count: z.number() });
export type CountRow = z.infer<typeof countRowSchema>;

export const reportsAnswerSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  total: z.number(),
  /** Every status, in the order of the state machine (zeros included). */
  byStatus: z.array(countRowSchema),
  /** Every grade K-6 in order (zeros included), then any unknown value. */
  byGrade: z.array(countRowSchema),
  /** "YYYY-MM" (America/New_York) of submission, oldest first, months without applications left out. */
  byMonth: z.array(countRowSchema),
});
export type ReportsAnswer = z.infer<typeof reportsAnswerSchema>;
