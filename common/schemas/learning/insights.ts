/**
 * Insights and analytics of a class (issue 16: /teacher/insights and /teacher/analytics;
 * docs/api/insights.md): the query and the answers. Every figure is counted from rows (work from
 * server/learning/work/read.ts, mastery by common/learning/mastery.ts); nothing is invented.
 */
import { z } from "zod";
import { attentionFlagSchema } from "../../learning/attention";
import type { MasteryLevel } from "../../learning/mastery";
import { optionalQuery } from "../paging";
import { attendanceCountsSchema } from "../../learning/attendance";

export const INSIGHTS_MESSAGES = { classId: "Please choose a class.", termId: "Please choose a term." } as const;

export const insightsQuerySchema = z.object({
  classId: z.uuid({ error: INSIGHTS_MESSAGES.classId }),
  termId: optionalQuery(z.uuid({ error: INSIGHTS_MESSAGES.termId })),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const insightsTermSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type InsightsTerm = z.infer<typeof insightsTermSchema>;

export const insightsClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string(),
  subjectName: z.string(),
});
export type InsightsClass = z.infer<typeof insightsClassSchema>;

const insightsBaseSchema = z.object({
  class: insightsClassSchema,
  /** The terms of the class's school year, and the one chosen (null: the whole year). */
  terms: z.array(insightsTermSchema),
  termId: z.string().nullable(),
});
export type InsightsBase = z.infer<typeof insightsBaseSchema>;

export const childWorkCountsSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  missing: z.number(),
  late: z.number(),
  /** Work due so far (its due time passed), excused work left out. */
  due: z.number(),
});
export type ChildWorkCounts = z.infer<typeof childWorkCountsSchema>;

export const assignmentWorkCountsSchema = z.object({
  assignmentId: z.string(),
  title: z.string(),
  dueAt: z.string().nullable(),
  missing: z.number(),
  late: z.number(),
  handedIn: z.number(),
  children: z.number(),
});
export type AssignmentWorkCounts = z.infer<typeof assignmentWorkCountsSchema>;

export const standardDistributionSchema = z.object({
  standardId: z.string(),
  code: z.string(),
  description: z.string(),
  /** Children at each current mastery level, and not yet assessed (of the class's children now). */
  levels: z.object({ 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() }) satisfies z.ZodType<Record<MasteryLevel, number>>,
  notYetAssessed: z.number(),
});
export type StandardDistribution = z.infer<typeof standardDistributionSchema>;

export const attentionChildSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  flags: z.array(attentionFlagSchema),
});
export type AttentionChild = z.infer<typeof attentionChildSchema>;

/** Attendance over the term's taken sessions (issue 18; common/learning/attendance.ts). */
export const insightsAttendanceSchema = z.object({
  counts: attendanceCountsSchema,
  /** Share of the class's child-sessions attended, 0-100; null with no session taken. */
  rate: z.number().nullable(),
  children: z.array(z.object({ studentId: z.string(), name: z.string(), counts: attendanceCountsSchema, rate: z.number().nullable() })),
  /** The rule children are flagged by (also in `rules`, code `attendance`). */
  concernRule: z.string(),
});
export type InsightsAttendance = z.infer<typeof insightsAttendanceSchema>;

export const classInsightsSchema = insightsBaseSchema.extend({
  attendance: insightsAttendanceSchema,
  children: z.array(childWorkCountsSchema),
  assignments: z.array(assignmentWorkCountsSchema),
  standards: z.array(standardDistributionSchema),
  attention: z.array(attentionChildSchema),
  /** The rules as the screen states them (every rule, flagged or not). */
  rules: z.array(z.object({ code: z.string(), title: z.string(), rule: z.string() })),
  masteryRule: z.string(),
});
export type ClassInsights = z.infer<typeof classInsightsSchema>;

export const weekOnTimeSchema = z.object({
  /** Monday of the week, YYYY-MM-DD in the school's zone. */
  weekOf: z.string(),
  due: z.number(),
  onTime: z.number(),
  late: z.number(),
  missing: z.number(),
  /** Whole percent of the work due that week handed in on time; null without work due. */
  onTimeRate: z.number().nullable(),
});
export type WeekOnTime = z.infer<typeof weekOnTimeSchema>;

export const weekTurnaroundSchema = z.object({
  weekOf: z.string(),
  returned: z.number(),
  /** Average days from hand-in to return, one decimal; null without returned work. */
  averageDays: z.number().nullable(),
});
export type WeekTurnaround = z.infer<typeof weekTurnaroundSchema>;

export const masteryPointSchema = z.object({
  weekOf: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  /** The class's average current mastery on the subject's standards as of the end of that week, one decimal. */
  average: z.number(),
  /** Child × standard pairs assessed by then. */
  assessed: z.number(),
});
export type MasteryPoint = z.infer<typeof masteryPointSchema>;

/** A week's attendance: every child-session of the week's taken sessions. */
export const weekAttendanceSchema = z.object({
  weekOf: z.string(),
  /** Taken sessions of the class that week. */
  sessions: z.number(),
  /** Child-sessions counted, attended (present, late, left early) and absent. */
  records: z.number(),
  attended: z.number(),
  absent: z.number(),
  rate: z.number().nullable(),
});
export type WeekAttendance = z.infer<typeof weekAttendanceSchema>;

export const classAnalyticsSchema = insightsBaseSchema.extend({
  /** The class's attendance rate over the term (or year) and its weekly trend. */
  attendanceRate: z.number().nullable(),
  attendance: z.array(weekAttendanceSchema),
  onTime: z.array(weekOnTimeSchema),
  turnaround: z.array(weekTurnaroundSchema),
  mastery: z.array(masteryPointSchema),
  masteryRule: z.string(),
});
export type ClassAnalytics = z.infer<typeof classAnalyticsSchema>;
