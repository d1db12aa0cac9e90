/**
 * The office's attendance and learning reports (issue 33, "Admin"; contracts in
 * common/api/admin/reports.ts): their queries, with the messages a bad one gets, and their answers.
 * School dates are "YYYY-MM-DD" in the school's zone; instants are ISO strings. No from/to means the
 * current term (server/learning/attendance/reports.ts `currentTermRange`).
 */
import { z } from "zod";
import { attendanceCountsSchema } from "../learning/attendance";
import { boundedRange } from "./learning/attendance";
import { optionalDate, optionalQuery } from "./paging";

/** "Work not returned after N days": the default N and its bounds. */
export const WAITING_DAYS = { default: 7, min: 1, max: 60 } as const;

export const OFFICE_REPORT_MESSAGES = {
  days: `Please choose a number of days from ${WAITING_DAYS.min} to ${WAITING_DAYS.max}.`,
  section: "Please choose one of the report's sections.",
} as const;

/** The sections of the attendance report, each its own CSV. */
export const ATTENDANCE_SECTIONS = ["grades", "classes", "children", "chronic", "runs", "unconfirmed"] as const;
export type AttendanceSection = (typeof ATTENDANCE_SECTIONS)[number];
/** The sections of the learning report, each its own CSV. */
export const LEARNING_SECTIONS = ["missing", "waiting", "standards"] as const;
export type LearningSection = (typeof LEARNING_SECTIONS)[number];

const range = { from: optionalDate(), to: optionalDate() };
const days = optionalQuery(
  z.coerce
    .number({ error: OFFICE_REPORT_MESSAGES.days })
    .int(OFFICE_REPORT_MESSAGES.days)
    .min(WAITING_DAYS.min, OFFICE_REPORT_MESSAGES.days)
    .max(WAITING_DAYS.max, OFFICE_REPORT_MESSAGES.days),
);

/** `?from=&to=` of the attendance report (at most 366 days, From on or before To). */
export const attendanceOfficeQuerySchema = z.object(range).superRefine(boundedRange);
export type AttendanceOfficeQuery = z.infer<typeof attendanceOfficeQuerySchema>;

/** `?from=&to=&section=` of the attendance CSV: one section per file (the children's by default). */
export const attendanceOfficeCsvQuerySchema = z
  .object({ ...range, section: optionalQuery(z.enum(ATTENDANCE_SECTIONS, { error: OFFICE_REPORT_MESSAGES.section })) })
  .superRefine(boundedRange);
export type AttendanceOfficeCsvQuery = z.infer<typeof attendanceOfficeCsvQuerySchema>;

/** `?from=&to=&days=` of the learning report: missing work due in the range; work waiting `days` or more to be returned. */
export const learningOfficeQuerySchema = z.object({ ...range, days }).superRefine(boundedRange);
export type LearningOfficeQuery = z.infer<typeof learningOfficeQuerySchema>;

/** `?from=&to=&days=&section=` of the learning CSV (the missing work by default). */
export const learningOfficeCsvQuerySchema = z
  .object({ ...range, days, section: optionalQuery(z.enum(LEARNING_SECTIONS, { error: OFFICE_REPORT_MESSAGES.section })) })
  .superRefine(boundedRange);
export type LearningOfficeCsvQuery = z.infer<typeof learningOfficeCsvQuerySchema>;

// --- Answers ------------------------------------------------------------------------------------

const instant = z.string();
const rate = z.number().nullable();

export const attendanceOfficeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The rules the report applies (common/learning/office-attendance.ts), for the screen to state. */
  chronicPercent: z.number(),
  runMin: z.number(),
  totals: z.object({ counts: attendanceCountsSchema, rate }),
  /** By the children's grade, K first. */
  grades: z.array(z.object({ grade: z.string(), children: z.number(), counts: attendanceCountsSchema, rate })),
  /** By class, by name. */
  classes: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      grade: z.string(),
      teacherName: z.string().nullable(),
      children: z.number(),
      counts: attendanceCountsSchema,
      rate,
    }),
  ),
  /** By child (all their classes), by family name. */
  children: z.array(
    z.object({ studentId: z.string(), name: z.string(), grade: z.string(), counts: attendanceCountsSchema, rate, absenceRate: rate, chronic: z.boolean() }),
  ),
  /** The chronically absent children, the highest absence rate first. */
  chronic: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      grade: z.string(),
      sessions: z.number(),
      absent: z.number(),
      excused: z.number(),
      absenceRate: z.number(),
    }),
  ),
  /** Runs of absences in a row, the longest first. */
  runs: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      grade: z.string(),
      length: z.number(),
      firstDate: z.string(),
      lastDate: z.string(),
      classNames: z.array(z.string()),
    }),
  ),
  /** Past sessions in the range whose attendance nobody took, oldest first. */
  unconfirmed: z.array(
    z.object({
      sessionId: z.string(),
      classId: z.string(),
      className: z.string(),
      teacherName: z.string().nullable(),
      date: z.string(),
      startsAt: instant,
      children: z.number(),
    }),
  ),
});
export type AttendanceOfficeReport = z.infer<typeof attendanceOfficeReportSchema>;

export const learningOfficeReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number(),
  /** Missing work due in the range, per child and class, the most missing first. */
  missing: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      classId: z.string(),
      className: z.string(),
      teacherName: z.string().nullable(),
      count: z.number(),
      oldestDueAt: instant,
      titles: z.array(z.string()),
    }),
  ),
  /** Handed-in work not returned for `days` days or more, per class, the longest waiting first. */
  waiting: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      teacherName: z.string().nullable(),
      count: z.number(),
      oldestAt: instant,
    }),
  ),
  /** Per class and standard where children's current level is below Meets (3). */
  standards: z.array(
    z.object({
      classId: z.string(),
      className: z.string(),
      standardId: z.string(),
      code: z.string(),
      description: z.string(),
      below: z.number(),
      assessed: z.number(),
    }),
  ),
});
export type LearningOfficeReport = z.infer<typeof learningOfficeReportSchema>;
