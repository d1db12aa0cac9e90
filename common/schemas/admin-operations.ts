/**
 * Staff operations (docs/api/admin-operations.md): tour bookings, the contact inbox, the dashboard
 * and the reports. Query strings and bodies are validated with these schemas on the server; the
 * answer types are shared with the screens.
 */
import { z } from "zod";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../application-status";
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

export type TourBookingStatus = "booked" | "cancelled";

export interface AdminTourBooking {
  id: string;
  parentName: string;
  childName: string;
  /** The form value ("grade-2"); the screen shows its label. */
  gradeLevel: string;
  email: string;
  phone: string | null;
  message: string | null;
  status: TourBookingStatus;
  /** The slot: "2026-11-23" and "9:00 AM" (school time). */
  date: string;
  time: string;
  startsAt: string;
  createdAt: string;
  cancelledAt: string | null;
}

export interface AdminTourSlot {
  time: string;
  capacity: number;
  /** Seats taken (the counter the booking form checks), cancelled bookings not included. */
  booked: number;
  /** Every booking of the slot, cancelled ones included (after the booked ones). */
  bookings: AdminTourBooking[];
}

export interface AdminTourDay {
  date: string;
  slots: AdminTourSlot[];
}

export interface AdminToursAnswer {
  timeZone: string;
  from: string;
  to: string;
  capacity: number;
  days: AdminTourDay[];
}

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

export interface InboxItem {
  id: string;
  parentName: string;
  email: string;
  phone: string | null;
  gradeLevel: string | null;
  /** The start of the message (at most 160 characters). */
  preview: string;
  createdAt: string;
  readAt: string | null;
  attachmentCount: number;
}

export interface InboxAttachment {
  id: string;
  name: string;
  size: number;
  type: string;
  /** GET, answered as a download (Content-Disposition: attachment). */
  url: string;
}

export interface InboxMessage extends Omit<InboxItem, "preview"> {
  message: string;
  readBy: string | null;
  attachments: InboxAttachment[];
}

// ---------------------------------------------------------------------------------------------
// Dashboard

export interface DashboardApplication {
  applicationId: string;
  childName: string;
  parentName: string;
  gradeRequested: string;
  status: ApplicationStatus;
  createdAt: string;
}

export interface DashboardTour {
  id: string;
  parentName: string;
  childName: string;
  date: string;
  time: string;
  startsAt: string;
}

export interface DashboardEnquiry {
  id: string;
  parentName: string;
  preview: string;
  createdAt: string;
}

export interface DashboardCard<T> {
  count: number;
  items: T[];
}

export interface DashboardAnswer {
  newApplications: DashboardCard<DashboardApplication>;
  gradeConflicts: DashboardCard<DashboardApplication>;
  duplicates: DashboardCard<DashboardApplication>;
  upcomingTours: DashboardCard<DashboardTour>;
  unreadEnquiries: DashboardCard<DashboardEnquiry>;
  /** Reported messages waiting in the safeguarding queue (issue 17), the oldest first. */
  openReports: DashboardCard<DashboardReport>;
}

export interface DashboardReport {
  id: string;
  reporterName: string;
  reason: string;
  createdAt: string;
}

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

export interface CountRow {
  key: string;
  count: number;
}

export interface ReportsAnswer {
  from: string | null;
  to: string | null;
  total: number;
  /** Every status, in the order of the state machine (zeros included). */
  byStatus: CountRow[];
  /** Every grade K-6 in order (zeros included), then any unknown value. */
  byGrade: CountRow[];
  /** "YYYY-MM" (America/New_York) of submission, oldest first, months without applications left out. */
  byMonth: CountRow[];
}
