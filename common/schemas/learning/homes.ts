/**
 * The portal homes of teachers, children and families (issue 15, "Screens"; docs/api/portal-homes.md):
 * the one query they take and the answers both sides read. Times are ISO instants; the client shows
 * them in the viewer's zone with the school's zone named.
 */
import { z } from "zod";
import { parseCalendarDate } from "../../calendar-date";
import { TEACHER_ATTENTION_KINDS } from "../../learning/teacher-attention";
import { text } from "../fields";
import { optionalQuery } from "../paging";

export const DAY_QUERY_MESSAGE = "Please give the day as YYYY-MM-DD.";

/** `?date=YYYY-MM-DD` of a child's day; absent means today at the school. */
export const childDayQuerySchema = z.object({
  date: optionalQuery(
    text({ error: DAY_QUERY_MESSAGE })
      .trim()
      .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseCalendarDate(value) !== undefined, DAY_QUERY_MESSAGE),
  ),
});
export type ChildDayQuery = z.infer<typeof childDayQuerySchema>;

/** Where a session stands against the clock: under way, the next to start, or neither. */
export const sessionMarkerSchema = z.enum(["now", "next"]).nullable();
export type SessionMarker = z.infer<typeof sessionMarkerSchema>;

export const homeSessionSchema = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  grade: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(["scheduled", "cancelled"]),
  marker: sessionMarkerSchema,
  /** The class's staff by the names they go by (lead first). */
  teachers: z.array(z.string()),
});
export type HomeSession = z.infer<typeof homeSessionSchema>;

/** A school day's sessions, or why there are none. */
export const homeDaySchema = z.object({
  /** The school's calendar date, YYYY-MM-DD. */
  date: z.string(),
  /** A holiday or closure on the school calendar that day. */
  dayOff: z.object({ kind: z.string(), title: z.string() }).nullable(),
  weekend: z.boolean(),
  sessions: z.array(homeSessionSchema),
});
export type HomeDay = z.infer<typeof homeDaySchema>;

export const weeklyTimeSchema = z.object({
  weekday: z.number(),
  startTime: z.string(),
  endTime: z.string(),
});
export type WeeklyTime = z.infer<typeof weeklyTimeSchema>;

export const teacherClassSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  grade: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  enrolled: z.number(),
  capacity: z.number(),
  /** The viewer's role in the class (lead, co_teacher, support), null for staff viewing. */
  myRole: z.string().nullable(),
  teachers: z.array(z.string()),
  meetings: z.array(weeklyTimeSchema),
  nextSession: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
});
export type TeacherClassSummary = z.infer<typeof teacherClassSummarySchema>;

/**
 * One thing that needs the teacher's attention (THE definition: common/learning/teacher-attention.ts),
 * as numbers and names: the screen words it in the reader's language and links it to where it is done.
 */
export const attentionItemSchema = z.object({
  kind: z.enum(TEACHER_ATTENTION_KINDS),
  /** The class it is about; null for what is the teacher's own (messages waiting). */
  classId: z.string().nullable(),
  className: z.string().nullable(),
  /** How many: children (accommodations, flagged), pieces of work, sessions, messages. Absent for no_timetable. */
  count: z.number().int().nonnegative().optional(),
  /** The oldest thing waiting, an ISO instant: the oldest hand-in to mark, the first session to confirm. */
  oldestAt: z.string().nullable(),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** The counts the teacher's navigation shows beside Gradebook and Messages. */
export const teacherAttentionCountsSchema = z.object({
  /** Handed-in work not yet returned, in the viewer's classes. */
  toMark: z.number().int().nonnegative(),
});
export type TeacherAttentionCounts = z.infer<typeof teacherAttentionCountsSchema>;

export const teacherHomeSchema = z.object({
  /** An admin sees every class ("You are viewing as staff"). */
  viewingAsStaff: z.boolean(),
  today: homeDaySchema,
  /** Scheduled sessions from now to seven days ahead. */
  weekAhead: z.number(),
  classes: z.array(teacherClassSummarySchema),
  /** Most urgent first (sortAttention); empty when nothing needs attention. */
  attention: z.array(attentionItemSchema),
});
export type TeacherHome = z.infer<typeof teacherHomeSchema>;

export const guardianContactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relationship: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type GuardianContact = z.infer<typeof guardianContactSchema>;

export const rosterChildSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  grade: z.string(),
  accommodationPlan: z.string().nullable(),
  accommodations: z.string().nullable(),
  guardians: z.array(guardianContactSchema),
});
export type RosterChild = z.infer<typeof rosterChildSchema>;

export const classRosterSchema = z.object({
  viewingAsStaff: z.boolean(),
  class: teacherClassSummarySchema,
  students: z.array(rosterChildSchema),
});
export type ClassRoster = z.infer<typeof classRosterSchema>;

export const teacherClassListSchema = z.object({
  viewingAsStaff: z.boolean(),
  classes: z.array(teacherClassSummarySchema),
  /** Ids of the listed classes that have published work (the gradebook opens on the first of them). */
  classesWithWork: z.array(z.string()),
});
export type TeacherClassList = z.infer<typeof teacherClassListSchema>;

export const studentSelfSchema = z.object({
  firstName: z.string(),
  preferredName: z.string().nullable(),
  avatar: z.string().nullable(),
  grade: z.string(),
});
export type StudentSelf = z.infer<typeof studentSelfSchema>;

export const studentHomeSchema = z.object({
  /** Null for anyone without a child's record of their own (an admin opening /student). */
  student: studentSelfSchema.nullable(),
  today: homeDaySchema.nullable(),
  /** The next day with classes after today, when today has none left to come. */
  nextDay: homeDaySchema.nullable(),
});
export type StudentHome = z.infer<typeof studentHomeSchema>;

export const studentCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  teachers: z.array(z.string()),
  meetings: z.array(weeklyTimeSchema),
});
export type StudentCourse = z.infer<typeof studentCourseSchema>;

export const studentCoursesSchema = z.object({
  student: studentSelfSchema.nullable(),
  courses: z.array(studentCourseSchema),
});
export type StudentCourses = z.infer<typeof studentCoursesSchema>;

export const familyChildSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  grade: z.string(),
  avatar: z.string().nullable(),
});
export type FamilyChild = z.infer<typeof familyChildSchema>;

export const childDaySchema = z.object({
  child: familyChildSchema.extend({ accommodationPlan: z.string().nullable(), accommodations: z.string().nullable() }),
  day: homeDaySchema,
  nextDay: homeDaySchema.nullable(),
  classes: z.array(studentCourseSchema),
});
export type ChildDay = z.infer<typeof childDaySchema>;
