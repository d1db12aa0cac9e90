/**
 * Attendance (issue 18, "Attendance and insights"; docs/api/attendance.md): the queries and bodies of
 * the attendance endpoints, with the messages the forms show, and the answers the screens read.
 * School dates are "YYYY-MM-DD" in the school's zone; instants are ISO strings.
 */
import { z } from "zod";
import { parseCalendarDate, toDayNumber } from "../../calendar-date";
import {
  ABSENCE_REPORT_AHEAD_DAYS,
  ABSENCE_REPORT_MAX_DAYS,
  ATTENDANCE_REASON_MAX,
  ATTENDANCE_SOURCES,
  ATTENDANCE_STATUSES,
  attendanceCountsSchema,
} from "../../learning/attendance";
import { text } from "../fields";
import { DATE_RANGE_MESSAGES, optionalDate, optionalQuery, orderedDateRange } from "../paging";

export const ATTENDANCE_MESSAGES = {
  classId: "Please choose a class from the list.",
  studentId: "Please choose a child from the list.",
  date: DATE_RANGE_MESSAGES.date,
  status: "Please choose Present, Late, Left early or Absent.",
  marks: "Please mark at least one child.",
  tooManyMarks: "Mark at most 60 children at once.",
  duplicate: "Each child can be marked once at a time.",
  reasonRequired: "Please give a reason for the change",
  reasonTooLong: `Please keep the reason to ${ATTENDANCE_REASON_MAX} characters or fewer.`,
  notStarted: "Attendance can be taken once the session has started",
  cancelled: "This session was cancelled: it has no attendance.",
  notInClass: "This child is not in the class for this session.",
  rangeTooLong: "Please choose at most 366 days.",
  absenceReason: "Please say why your child will be absent.",
  fromDatePast: "The first day of the absence must be today or later.",
  fromDateTooFar: `You can report an absence up to ${ABSENCE_REPORT_AHEAD_DAYS} days ahead.`,
  toDateBefore: "The last day must be on or after the first day.",
  tooManyDays: `One report covers at most ${ABSENCE_REPORT_MAX_DAYS} days; please send another for the rest.`,
  reportOver: "This absence is over: it can no longer be withdrawn.",
  sessions: "Please ask for all sessions or for absences.",
} as const;

/** Which sessions a family's read lists: every taken one (the progress page) or the absences (the home's card). */
export const FAMILY_ATTENDANCE_SESSIONS = ["all", "absences"] as const;

/** Marks per save: a class at most. */
export const ATTENDANCE_MARKS_MAX = 60;
/** The longest report range. */
export const ATTENDANCE_RANGE_MAX_DAYS = 366;

const uuidField = (message: string) =>
  text({ error: message })
    .trim()
    .pipe(z.uuid({ error: message }));
const requiredDate = () =>
  text({ error: ATTENDANCE_MESSAGES.date })
    .trim()
    .refine((value) => parseCalendarDate(value) !== undefined, ATTENDANCE_MESSAGES.date);
const dayNumber = (value: string) => toDayNumber(parseCalendarDate(value)!);

/** `?date=YYYY-MM-DD[&classId=]` of the day's sessions; no date means today at the school. */
export const attendanceDayQuerySchema = z.object({
  date: optionalDate(),
  classId: optionalQuery(uuidField(ATTENDANCE_MESSAGES.classId)),
});
export type AttendanceDayQuery = z.infer<typeof attendanceDayQuerySchema>;

/** One teacher's mark: a status, or null to remove the mark (back to the room's status). */
export const attendanceMarkSchema = z.object({
  studentId: uuidField(ATTENDANCE_MESSAGES.studentId),
  status: z.enum(ATTENDANCE_STATUSES, { error: ATTENDANCE_MESSAGES.status }).nullable(),
  reason: text({ error: ATTENDANCE_MESSAGES.reasonTooLong, multiline: true })
    .trim()
    .max(ATTENDANCE_REASON_MAX, ATTENDANCE_MESSAGES.reasonTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** PUT /api/teacher/sessions/:sessionId/attendance. */
export const attendanceMarksSchema = z
  .object({
    marks: z
      .array(attendanceMarkSchema, { error: ATTENDANCE_MESSAGES.marks })
      .min(1, ATTENDANCE_MESSAGES.marks)
      .max(ATTENDANCE_MARKS_MAX, ATTENDANCE_MESSAGES.tooManyMarks),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.marks.forEach((mark, i) => {
      if (seen.has(mark.studentId)) ctx.addIssue({ code: "custom", path: ["marks", i, "studentId"], message: ATTENDANCE_MESSAGES.duplicate });
      seen.add(mark.studentId);
    });
  });
export type AttendanceMarksInput = z.infer<typeof attendanceMarksSchema>;

export function boundedRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  orderedDateRange(value, ctx);
  const from = value.from && parseCalendarDate(value.from);
  const to = value.to && parseCalendarDate(value.to);
  if (from && to && toDayNumber(to) - toDayNumber(from) + 1 > ATTENDANCE_RANGE_MAX_DAYS) {
    ctx.addIssue({ code: "custom", path: ["to"], message: ATTENDANCE_MESSAGES.rangeTooLong });
  }
}

/** `?from=&to=[&classId=][&studentId=]` of the reports and their CSV; no from/to means the current term. */
export const attendanceReportQuerySchema = z
  .object({
    from: optionalDate(),
    to: optionalDate(),
    classId: optionalQuery(uuidField(ATTENDANCE_MESSAGES.classId)),
    studentId: optionalQuery(uuidField(ATTENDANCE_MESSAGES.studentId)),
  })
  .superRefine(boundedRange);
export type AttendanceReportQuery = z.infer<typeof attendanceReportQuerySchema>;

/** `?from=&to=[&studentId=]` of a family's view; no from/to means the last 30 days to today. */
export const familyAttendanceQuerySchema = z
  .object({
    from: optionalDate(),
    to: optionalDate(),
    studentId: optionalQuery(uuidField(ATTENDANCE_MESSAGES.studentId)),
    sessions: optionalQuery(z.enum(FAMILY_ATTENDANCE_SESSIONS, { error: ATTENDANCE_MESSAGES.sessions })),
  })
  .superRefine(boundedRange);
export type FamilyAttendanceQuery = z.infer<typeof familyAttendanceQuerySchema>;

/**
 * POST /api/family/absence-reports. `today` (the school's date) decides which first days are allowed:
 * the form passes the day it shows, the server the day it is at the school.
 */
export const absenceReportFieldsSchema = z.object({
  studentId: uuidField(ATTENDANCE_MESSAGES.studentId),
  fromDate: requiredDate(),
  toDate: requiredDate(),
  reason: text({ error: ATTENDANCE_MESSAGES.absenceReason, multiline: true })
    .trim()
    .min(1, ATTENDANCE_MESSAGES.absenceReason)
    .max(ATTENDANCE_REASON_MAX, ATTENDANCE_MESSAGES.reasonTooLong),
});

export function absenceReportSchema(today: string) {
  const todayNumber = dayNumber(today);
  return absenceReportFieldsSchema.superRefine((value, ctx) => {
    const from = parseCalendarDate(value.fromDate);
    const to = parseCalendarDate(value.toDate);
    if (from) {
      const f = toDayNumber(from);
      if (f < todayNumber) ctx.addIssue({ code: "custom", path: ["fromDate"], message: ATTENDANCE_MESSAGES.fromDatePast });
      else if (f > todayNumber + ABSENCE_REPORT_AHEAD_DAYS) ctx.addIssue({ code: "custom", path: ["fromDate"], message: ATTENDANCE_MESSAGES.fromDateTooFar });
    }
    if (from && to) {
      const days = toDayNumber(to) - toDayNumber(from) + 1;
      if (days < 1) ctx.addIssue({ code: "custom", path: ["toDate"], message: ATTENDANCE_MESSAGES.toDateBefore });
      else if (days > ABSENCE_REPORT_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["toDate"], message: ATTENDANCE_MESSAGES.tooManyDays });
    }
  });
}
export type AbsenceReportInput = z.infer<ReturnType<typeof absenceReportSchema>>;

// --- Answers (schemas of common/api/learning/attendance.ts) -----------------------------------------

const instant = z.string();

/** A child's or a class's counts: THE schema of common/learning/attendance.ts. */
export { attendanceCountsSchema };

export const attendanceSessionSummarySchema = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(["scheduled", "cancelled"]),
  /** The session's live room was opened. */
  live: z.boolean(),
  /** The room was opened or the teacher marked anyone by hand. */
  taken: z.boolean(),
});
export type AttendanceSessionSummary = z.infer<typeof attendanceSessionSummarySchema>;

export const attendanceDaySchema = z.object({
  date: z.string(),
  sessions: z.array(attendanceSessionSummarySchema.extend({ counts: attendanceCountsSchema })),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

export const computedAttendanceViewSchema = z.object({
  status: z.enum(ATTENDANCE_STATUSES),
  late: z.boolean(),
  leftEarly: z.boolean(),
  minutesPresent: z.number(),
  firstJoinAt: instant.nullable(),
  lastLeaveAt: instant.nullable(),
});
export type ComputedAttendanceView = z.infer<typeof computedAttendanceViewSchema>;

export const absenceReportRefSchema = z.object({
  id: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
});
export type AbsenceReportRef = z.infer<typeof absenceReportRefSchema>;

export const sessionAttendanceChildSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  /** null: not taken yet (no room opened, no mark for this child). */
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  source: z.enum(ATTENDANCE_SOURCES).nullable(),
  /** What the live room gives, when the room was opened. */
  computed: computedAttendanceViewSchema.nullable(),
  correction: z.object({ status: z.enum(ATTENDANCE_STATUSES), reason: z.string().nullable(), byName: z.string().nullable(), at: instant }).nullable(),
  absenceReport: absenceReportRefSchema.nullable(),
  excused: z.boolean(),
});
export type SessionAttendanceChild = z.infer<typeof sessionAttendanceChildSchema>;

export const sessionAttendanceSchema = z.object({
  session: attendanceSessionSummarySchema,
  lateMinutes: z.number(),
  children: z.array(sessionAttendanceChildSchema),
});
export type SessionAttendance = z.infer<typeof sessionAttendanceSchema>;

const rate = z.number().nullable();
export const ratedCountsSchema = attendanceCountsSchema.extend({ rate });
export type RatedCounts = z.infer<typeof ratedCountsSchema>;

export const attendanceReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  totals: ratedCountsSchema,
  children: z.array(z.object({ studentId: z.string(), name: z.string(), classId: z.string(), className: z.string(), counts: attendanceCountsSchema, rate })),
  sessions: z.array(z.object({ id: z.string(), classId: z.string(), className: z.string(), startsAt: instant, counts: attendanceCountsSchema, rate })),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

export const familyAttendanceSessionSchema = z.object({
  sessionId: z.string(),
  className: z.string(),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(ATTENDANCE_STATUSES),
  excused: z.boolean(),
  /** The family's own absence note for the day, else null. */
  note: z.string().nullable(),
});
export type FamilyAttendanceSession = z.infer<typeof familyAttendanceSessionSchema>;

export const familyAttendanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  children: z.array(
    z.object({ studentId: z.string(), name: z.string(), counts: attendanceCountsSchema, rate, sessions: z.array(familyAttendanceSessionSchema) }),
  ),
});
export type FamilyAttendance = z.infer<typeof familyAttendanceSchema>;

export const absenceReportAnswerSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  childName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  reason: z.string(),
  createdAt: instant,
  withdrawnAt: instant.nullable(),
});
export type AbsenceReport = z.infer<typeof absenceReportAnswerSchema>;
