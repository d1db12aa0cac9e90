/**
 * Insights and analytics of a class (issue 16: /teacher/insights and /teacher/analytics;
 * docs/api/insights.md): the query and the answers. Every figure is counted from rows (work from
 * server/learning/work/read.ts, mastery by common/learning/mastery.ts); nothing is invented.
 */
import { z } from "zod";
import type { AttentionFlag } from "../../learning/attention";
import type { MasteryLevel } from "../../learning/mastery";
import { optionalQuery } from "../paging";
import type { AttendanceCounts } from "../../learning/attendance";

export const INSIGHTS_MESSAGES = { classId: "Please choose a class.", termId: "Please choose a term." } as const;

export const insightsQuerySchema = z.object({
  classId: z.uuid({ error: INSIGHTS_MESSAGES.classId }),
  termId: optionalQuery(z.uuid({ error: INSIGHTS_MESSAGES.termId })),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export interface InsightsTerm {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
}

export interface InsightsClass {
  id: string;
  name: string;
  grade: string;
  subjectName: string;
}

export interface InsightsBase {
  class: InsightsClass;
  /** The terms of the class's school year, and the one chosen (null: the whole year). */
  terms: InsightsTerm[];
  termId: string | null;
}

export interface ChildWorkCounts {
  studentId: string;
  name: string;
  missing: number;
  late: number;
  /** Work due so far (its due time passed), excused work left out. */
  due: number;
}

export interface AssignmentWorkCounts {
  assignmentId: string;
  title: string;
  dueAt: string | null;
  missing: number;
  late: number;
  handedIn: number;
  children: number;
}

export interface StandardDistribution {
  standardId: string;
  code: string;
  description: string;
  /** Children at each current mastery level, and not yet assessed (of the class's children now). */
  levels: Record<MasteryLevel, number>;
  notYetAssessed: number;
}

export interface AttentionChild {
  studentId: string;
  name: string;
  flags: AttentionFlag[];
}

/** Attendance over the term's taken sessions (issue 18; common/learning/attendance.ts). */
export interface InsightsAttendance {
  counts: AttendanceCounts;
  /** Share of the class's child-sessions attended, 0-100; null with no session taken. */
  rate: number | null;
  children: { studentId: string; name: string; counts: AttendanceCounts; rate: number | null }[];
  /** The rule children are flagged by (also in `rules`, code `attendance`). */
  concernRule: string;
}

export interface ClassInsights extends InsightsBase {
  attendance: InsightsAttendance;
  children: ChildWorkCounts[];
  assignments: AssignmentWorkCounts[];
  standards: StandardDistribution[];
  attention: AttentionChild[];
  /** The rules as the screen states them (every rule, flagged or not). */
  rules: { code: string; title: string; rule: string }[];
  masteryRule: string;
}

export interface WeekOnTime {
  /** Monday of the week, YYYY-MM-DD in the school's zone. */
  weekOf: string;
  due: number;
  onTime: number;
  late: number;
  missing: number;
  /** Whole percent of the work due that week handed in on time; null without work due. */
  onTimeRate: number | null;
}

export interface WeekTurnaround {
  weekOf: string;
  returned: number;
  /** Average days from hand-in to return, one decimal; null without returned work. */
  averageDays: number | null;
}

export interface MasteryPoint {
  weekOf: string;
  subjectCode: string;
  subjectName: string;
  /** The class's average current mastery on the subject's standards as of the end of that week, one decimal. */
  average: number;
  /** Child × standard pairs assessed by then. */
  assessed: number;
}

/** A week's attendance: every child-session of the week's taken sessions. */
export interface WeekAttendance {
  weekOf: string;
  /** Taken sessions of the class that week. */
  sessions: number;
  /** Child-sessions counted, attended (present, late, left early) and absent. */
  records: number;
  attended: number;
  absent: number;
  rate: number | null;
}

export interface ClassAnalytics extends InsightsBase {
  /** The class's attendance rate over the term (or year) and its weekly trend. */
  attendanceRate: number | null;
  attendance: WeekAttendance[];
  onTime: WeekOnTime[];
  turnaround: WeekTurnaround[];
  mastery: MasteryPoint[];
  masteryRule: string;
}
