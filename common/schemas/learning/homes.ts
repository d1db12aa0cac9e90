/**
 * The portal homes of teachers, children and families (issue 15, "Screens"; docs/api/portal-homes.md):
 * the one query they take and the answers both sides read. Times are ISO instants; the client shows
 * them in the viewer's zone with the school's zone named.
 */
import { z } from "zod";
import { parseCalendarDate } from "../../calendar-date";
import { TEACHER_ATTENTION_KINDS } from "../../learning/teacher-attention";
import { WORK_STATUSES } from "../../learning/work-status";
import { text } from "../fields";
import { optionalQuery } from "../paging";
import { emergencyContactSchema } from "./emergency-contacts";
import { commentInLanguageFields, titleInLanguageFields } from "./work";

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
  /** The child's emergency contacts in force, in calling order (issue 36). */
  emergencyContacts: z.array(emergencyContactSchema),
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

/** A piece of the child's own work on their home, linked to its work screen by `id` (the assignment's). */
export const childHomeWorkSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...titleInLanguageFields,
  subjectCode: z.string(),
  subjectName: z.string(),
  /** The child's own due time. */
  dueAt: z.string().nullable(),
});
export type ChildHomeWork = z.infer<typeof childHomeWorkSchema>;

/** Work the teacher sent back: when, at which levels, and the first words of the comment. */
export const childCameBackSchema = childHomeWorkSchema.extend({
  returnedAt: z.string(),
  /** The mastery levels it was marked at (one per criterion or standard), highest first; empty when not marked. */
  levels: z.array(z.number().int()),
  /** The first words of the teacher's comment (COMMENT_START_MAX characters at most, cut between words), or null. */
  commentStart: z.string().nullable(),
});
export type ChildCameBack = z.infer<typeof childCameBackSchema>;

/** How many pieces of each part of the child's work their home shows (the rest is on /student/assignments). */
export const CHILD_HOME_MOST = { missing: 3, dueSoon: 4, cameBack: 3 } as const;
/** How far ahead "Due soon" looks, in days at the school after today (a Friday sees the next week's Monday). */
export const DUE_SOON_DAYS = 7;

/** The child's work on their home (issue 34): what is missing, what is due soon, what came back, apart. */
export const childHomeWorkListSchema = z.object({
  /** Past due and not handed in, due this term, oldest first, CHILD_HOME_MOST.missing at most. */
  missing: z.array(childHomeWorkSchema),
  /** How many are missing in all (the home shows the first few). */
  missingCount: z.number().int().nonnegative(),
  /** Not handed in, due from now to DUE_SOON_DAYS ahead, soonest first. */
  dueSoon: z.array(childHomeWorkSchema),
  /** Returned, newest first. */
  cameBack: z.array(childCameBackSchema),
});
export type ChildHomeWorkList = z.infer<typeof childHomeWorkListSchema>;

export const studentHomeSchema = z.object({
  /** Null for anyone without a child's record of their own (an admin opening /student). */
  student: studentSelfSchema.nullable(),
  today: homeDaySchema.nullable(),
  /** The next day with classes after today, when today has none left to come. */
  nextDay: homeDaySchema.nullable(),
  /** Null without a child's record. */
  work: childHomeWorkListSchema.nullable(),
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

/** Work of one of the family's children due today or tomorrow at the school, not handed in yet. */
export const familyDueWorkSchema = z.object({
  studentId: z.string(),
  assignmentId: z.string(),
  title: z.string(),
  ...titleInLanguageFields,
  className: z.string(),
  subjectCode: z.string(),
  dueAt: z.string(),
  status: z.enum(WORK_STATUSES),
});
export type FamilyDueWork = z.infer<typeof familyDueWorkSchema>;

const feedWork = {
  studentId: z.string(),
  /** When it happened: handed in, returned. */
  at: z.string(),
  assignmentId: z.string(),
  title: z.string(),
  ...titleInLanguageFields,
  className: z.string(),
  subjectCode: z.string(),
};

/** One thing in the family's feed of their children's work: handed in, returned with the teacher's comment, a badge earned. */
export const familyFeedItemSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("handed_in"), ...feedWork }),
  z.object({
    kind: z.literal("returned"),
    ...feedWork,
    /** The teacher's comment to the child and family, if they wrote one. */
    feedback: z.string().nullable(),
    ...commentInLanguageFields,
    /** The levels of the mastery scale the work was marked at (one per criterion or standard), highest first. */
    levels: z.array(z.number().int()),
  }),
  z.object({ kind: z.literal("badge"), studentId: z.string(), at: z.string(), badgeCode: z.string(), name: z.string() }),
]);
export type FamilyFeedItem = z.infer<typeof familyFeedItemSchema>;

/** What the family's home leads with (issue 33): their children's work due soon and the latest of their work, newest first. */
export const familyHomeSchema = z.object({
  due: z.array(familyDueWorkSchema),
  /** At most FAMILY_FEED_MOST items across the children. */
  recent: z.array(familyFeedItemSchema),
});
export type FamilyHome = z.infer<typeof familyHomeSchema>;

/** How many of the children's latest work and badges the family's home shows. */
export const FAMILY_FEED_MOST = 10;
