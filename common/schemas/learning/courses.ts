/**
 * The staff's commands on the school's structure (/admin/courses, docs/api/admin-courses.md): school
 * years, terms and calendar days, subjects, classes, their staff, enrolment and the weekly timetable.
 * The same schemas validate the screen's dialogs and the server. Answer types are at the end.
 */
import { z } from "zod";
import { parseCalendarDate } from "../../calendar-date";
import { APPLICATION_GRADE_VALUES } from "../../grades";
import { CLASS_STAFF_ROLES } from "../../learning/capacity";
import { TIMETABLE_EARLIEST, TIMETABLE_LATEST, minutesOf } from "../../learning/timetable";
import { text } from "../fields";
import { searchQuery } from "../paging";

export const COURSES_MESSAGES = {
  date: "Please enter a date as YYYY-MM-DD.",
  dateOrder: "The end date must be on or after the start date.",
  time: "Please enter a time as HH:MM.",
  timeWindow: `Classes meet between ${TIMETABLE_EARLIEST} and ${TIMETABLE_LATEST} (school time).`,
  timeOrder: "The end time must be after the start time.",
  weekday: "Choose a weekday, Monday to Friday.",
  threeTerms: "A school year has exactly three terms.",
  oneLead: "A class has exactly one lead teacher.",
  duplicateStaff: "Each person can be listed once.",
  name: "Please enter a name.",
  grade: "Choose a grade, K to 6.",
  id: "Please choose one.",
  maxStudents: "The limit must be a whole number from 1 to 100.",
} as const;

const name = (max = 80) => text({ error: COURSES_MESSAGES.name }).trim().min(1, COURSES_MESSAGES.name).max(max, `Please keep it under ${max} characters.`);
const calendarDay = () =>
  text({ error: COURSES_MESSAGES.date })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseCalendarDate(v) !== undefined, COURSES_MESSAGES.date);
const id = () => z.uuid({ error: COURSES_MESSAGES.id });
const clockTime = () =>
  text({ error: COURSES_MESSAGES.time })
    .trim()
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { message: COURSES_MESSAGES.time, abort: true })
    .refine((v) => minutesOf(v) >= minutesOf(TIMETABLE_EARLIEST) && minutesOf(v) <= minutesOf(TIMETABLE_LATEST), COURSES_MESSAGES.timeWindow);

/** From on or before To, when both parse (each refused date already has its own message). */
function orderedDays(value: { startsOn?: string; endsOn?: string }, ctx: z.RefinementCtx) {
  if (!value.startsOn || !value.endsOn || !parseCalendarDate(value.startsOn) || !parseCalendarDate(value.endsOn)) return;
  if (value.endsOn < value.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: COURSES_MESSAGES.dateOrder });
}

export const yearCreateSchema = z.object({ name: name(40), startsOn: calendarDay(), endsOn: calendarDay() }).superRefine(orderedDays);
export type YearCreate = z.output<typeof yearCreateSchema>;

export const yearPatchSchema = z
  .object({ name: name(40).optional(), startsOn: calendarDay().optional(), endsOn: calendarDay().optional() })
  .superRefine(orderedDays);
export type YearPatch = z.output<typeof yearPatchSchema>;

export const termSchema = z.object({ name: name(40), startsOn: calendarDay(), endsOn: calendarDay() }).superRefine(orderedDays);
export const termsSchema = z.object({ terms: z.array(termSchema, { error: COURSES_MESSAGES.threeTerms }).length(3, COURSES_MESSAGES.threeTerms) });
export type TermsInput = z.output<typeof termsSchema>;

export const SCHOOL_DAY_KINDS = ["holiday", "closure", "event"] as const;
export type SchoolDayKind = (typeof SCHOOL_DAY_KINDS)[number];
export const SCHOOL_DAY_KIND_LABELS: Record<SchoolDayKind, string> = { holiday: "Holiday", closure: "Closure", event: "School event" };

export const schoolDaySchema = z
  .object({
    kind: z.enum(SCHOOL_DAY_KINDS, { error: "Choose holiday, closure or event." }),
    title: name(120),
    startsOn: calendarDay(),
    endsOn: calendarDay(),
  })
  .superRefine(orderedDays);
export type SchoolDayInput = z.output<typeof schoolDaySchema>;

export const SUBJECT_CATEGORIES = ["core", "specials", "sel"] as const;
export const subjectCreateSchema = z.object({ name: name(80), category: z.enum(SUBJECT_CATEGORIES, { error: "Choose a category." }) });
export const subjectRenameSchema = z.object({ name: name(80) });

export const CLASS_KINDS = ["homeroom", "section"] as const;
export type ClassKind = (typeof CLASS_KINDS)[number];
export const CLASS_KIND_LABELS: Record<ClassKind, string> = { homeroom: "Homeroom", section: "Subject section" };

const maxStudents = () =>
  z
    .number({ error: COURSES_MESSAGES.maxStudents })
    .int(COURSES_MESSAGES.maxStudents)
    .min(1, COURSES_MESSAGES.maxStudents)
    .max(100, COURSES_MESSAGES.maxStudents)
    .nullable();

export const classCreateSchema = z.object({
  schoolYearId: id(),
  subjectId: id(),
  kind: z.enum(CLASS_KINDS, { error: "Choose homeroom or subject section." }),
  grade: z.enum(APPLICATION_GRADE_VALUES, { error: COURSES_MESSAGES.grade }),
  name: name(80),
  maxStudents: maxStudents().optional(),
  /** The lead teacher, when known already. */
  teacherId: id().optional(),
});
export type ClassCreate = z.output<typeof classCreateSchema>;

export const classPatchSchema = z.object({ name: name(80).optional(), maxStudents: maxStudents().optional(), archived: z.boolean().optional() });
export type ClassPatch = z.output<typeof classPatchSchema>;

export const classStaffSchema = z
  .object({
    staff: z
      .array(z.object({ userId: id(), role: z.enum(CLASS_STAFF_ROLES, { error: "Choose teacher, co-teacher or support staff." }) }))
      .max(10, "A class has at most 10 staff."),
  })
  .superRefine((value, ctx) => {
    if (value.staff.filter((s) => s.role === "lead").length !== 1) ctx.addIssue({ code: "custom", path: ["staff"], message: COURSES_MESSAGES.oneLead });
    if (new Set(value.staff.map((s) => s.userId)).size !== value.staff.length)
      ctx.addIssue({ code: "custom", path: ["staff"], message: COURSES_MESSAGES.duplicateStaff });
  });
export type ClassStaffInput = z.output<typeof classStaffSchema>;

/** Staff have confirmed a class of another grade than the child's (refused with a 409 that says why until they do). */
const confirmOtherGrade = () => z.boolean({ error: "Must be true or false" }).optional();
export const enrolSchema = z.object({ studentId: id(), confirmOtherGrade: confirmOtherGrade() });
export const moveSchema = z.object({ toClassId: id(), confirmOtherGrade: confirmOtherGrade() });

export const meetingSchema = z
  .object({
    weekday: z.number({ error: COURSES_MESSAGES.weekday }).int(COURSES_MESSAGES.weekday).min(1, COURSES_MESSAGES.weekday).max(5, COURSES_MESSAGES.weekday),
    startTime: clockTime(),
    endTime: clockTime(),
  })
  .superRefine((value, ctx) => {
    const ok = /^\d\d:\d\d$/;
    if (ok.test(value.startTime) && ok.test(value.endTime) && minutesOf(value.endTime) <= minutesOf(value.startTime)) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: COURSES_MESSAGES.timeOrder });
    }
  });
export type MeetingInput = z.output<typeof meetingSchema>;

export const overviewQuerySchema = z.object({ yearId: z.preprocess((v) => (v === "" ? undefined : v), id().optional()) });
export const studentSearchQuerySchema = z.object({ q: searchQuery(60) });

// ---- Answers (schemas of common/api/admin/courses.ts) ----

export const yearViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  isCurrent: z.boolean(),
});
export type YearView = z.infer<typeof yearViewSchema>;
export const termViewSchema = z.object({
  id: z.string(),
  number: z.number(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type TermView = z.infer<typeof termViewSchema>;
export const schoolDayViewSchema = z.object({
  id: z.string(),
  kind: z.enum(SCHOOL_DAY_KINDS),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type SchoolDayView = z.infer<typeof schoolDayViewSchema>;
export const subjectViewSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
});
export type SubjectView = z.infer<typeof subjectViewSchema>;
export const staffViewSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  role: z.enum(["lead", "co_teacher", "support"]),
});
export type StaffView = z.infer<typeof staffViewSchema>;
export const classSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CLASS_KINDS),
  grade: z.string(),
  subjectId: z.string(),
  subjectName: z.string(),
  maxStudents: z.number().nullable(),
  archived: z.boolean(),
  staff: z.array(staffViewSchema),
  enrolled: z.number(),
  capacity: z.number(),
  meetings: z.number(),
});
export type ClassSummary = z.infer<typeof classSummarySchema>;
export const coursesOverviewSchema = z.object({
  years: z.array(yearViewSchema),
  year: yearViewSchema.extend({ terms: z.array(termViewSchema), days: z.array(schoolDayViewSchema) }).nullable(),
  subjects: z.array(subjectViewSchema),
  classes: z.array(classSummarySchema),
  perTeacher: z.number(),
});
export type CoursesOverview = z.infer<typeof coursesOverviewSchema>;
export const meetingViewSchema = z.object({
  id: z.string(),
  weekday: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});
export type MeetingView = z.infer<typeof meetingViewSchema>;
export const rosterEntrySchema = z.object({
  enrolmentId: z.string(),
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  grade: z.string(),
  startedAt: z.string(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;
export const enrolmentHistoryEntrySchema = rosterEntrySchema.extend({
  endedAt: z.string(),
  endReason: z.enum(["removed", "moved"]),
  movedToName: z.string().nullable(),
});
export type EnrolmentHistoryEntry = z.infer<typeof enrolmentHistoryEntrySchema>;
export const sessionViewSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(["scheduled", "cancelled"]),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
export const classDetailSchema = classSummarySchema.extend({
  schoolYearId: z.string(),
  yearName: z.string(),
  roster: z.array(rosterEntrySchema),
  history: z.array(enrolmentHistoryEntrySchema),
  timetable: z.array(meetingViewSchema),
  nextSessions: z.array(sessionViewSchema),
  sessionCount: z.number(),
  /** Sections of the same subject and year a child may move to. */
  moveTargets: z.array(z.object({ id: z.string(), name: z.string(), grade: z.string() })),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;
export const studentSearchResultSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  grade: z.string(),
  classes: z.array(z.string()),
});
export type StudentSearchResult = z.infer<typeof studentSearchResultSchema>;
export const staffCandidateSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  role: z.string(),
});
export type StaffCandidate = z.infer<typeof staffCandidateSchema>;
export const sessionsGeneratedSchema = z.object({
  created: z.number(),
  kept: z.number(),
  removed: z.number(),
});
export type SessionsGenerated = z.infer<typeof sessionsGeneratedSchema>;
