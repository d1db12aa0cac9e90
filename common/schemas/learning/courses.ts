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

const maxStudents = () => z.number({ error: COURSES_MESSAGES.maxStudents }).int(COURSES_MESSAGES.maxStudents).min(1, COURSES_MESSAGES.maxStudents).max(100, COURSES_MESSAGES.maxStudents).nullable();

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
    staff: z.array(z.object({ userId: id(), role: z.enum(CLASS_STAFF_ROLES, { error: "Choose teacher, co-teacher or support staff." }) })).max(10, "A class has at most 10 staff."),
  })
  .superRefine((value, ctx) => {
    if (value.staff.filter((s) => s.role === "lead").length !== 1) ctx.addIssue({ code: "custom", path: ["staff"], message: COURSES_MESSAGES.oneLead });
    if (new Set(value.staff.map((s) => s.userId)).size !== value.staff.length) ctx.addIssue({ code: "custom", path: ["staff"], message: COURSES_MESSAGES.duplicateStaff });
  });
export type ClassStaffInput = z.output<typeof classStaffSchema>;

export const enrolSchema = z.object({ studentId: id() });
export const moveSchema = z.object({ toClassId: id() });

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

// ---- Answers ----

export interface YearView {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  isCurrent: boolean;
}
export interface TermView {
  id: string;
  number: number;
  name: string;
  startsOn: string;
  endsOn: string;
}
export interface SchoolDayView {
  id: string;
  kind: SchoolDayKind;
  title: string;
  startsOn: string;
  endsOn: string;
}
export interface SubjectView {
  id: string;
  code: string;
  name: string;
  category: string;
}
export interface StaffView {
  userId: string;
  fullName: string;
  role: "lead" | "co_teacher" | "support";
}
export interface ClassSummary {
  id: string;
  name: string;
  kind: ClassKind;
  grade: string;
  subjectId: string;
  subjectName: string;
  maxStudents: number | null;
  archived: boolean;
  staff: StaffView[];
  enrolled: number;
  capacity: number;
  meetings: number;
}
export interface CoursesOverview {
  years: YearView[];
  year: (YearView & { terms: TermView[]; days: SchoolDayView[] }) | null;
  subjects: SubjectView[];
  classes: ClassSummary[];
  perTeacher: number;
}
export interface MeetingView {
  id: string;
  weekday: number;
  startTime: string;
  endTime: string;
}
export interface RosterEntry {
  enrolmentId: string;
  studentId: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  grade: string;
  startedAt: string;
}
export interface EnrolmentHistoryEntry extends RosterEntry {
  endedAt: string;
  endReason: "removed" | "moved";
  movedToName: string | null;
}
export interface SessionView {
  id: string;
  startsAt: string;
  endsAt: string;
  status: "scheduled" | "cancelled";
}
export interface ClassDetail extends ClassSummary {
  schoolYearId: string;
  yearName: string;
  roster: RosterEntry[];
  history: EnrolmentHistoryEntry[];
  timetable: MeetingView[];
  nextSessions: SessionView[];
  sessionCount: number;
  /** Sections of the same subject and year a child may move to. */
  moveTargets: { id: string; name: string; grade: string }[];
}
export interface StudentSearchResult {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  grade: string;
  classes: string[];
}
export interface StaffCandidate {
  id: string;
  fullName: string;
  username: string;
  role: string;
}
export interface SessionsGenerated {
  created: number;
  kept: number;
  removed: number;
}
