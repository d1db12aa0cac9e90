/**
 * The portal homes of teachers, children and families (issue 15, "Screens"; docs/api/portal-homes.md):
 * the one query they take and the answers both sides read. Times are ISO instants; the client shows
 * them in the viewer's zone with the school's zone named.
 */
import { z } from "zod";
import { parseCalendarDate } from "../../calendar-date";
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
export type SessionMarker = "now" | "next" | null;

export interface HomeSession {
  id: string;
  classId: string;
  className: string;
  subjectCode: string;
  subjectName: string;
  grade: string;
  startsAt: string;
  endsAt: string;
  status: "scheduled" | "cancelled";
  marker: SessionMarker;
  /** The class's staff by the names they go by (lead first). */
  teachers: string[];
}

/** A school day's sessions, or why there are none. */
export interface HomeDay {
  /** The school's calendar date, YYYY-MM-DD. */
  date: string;
  /** A holiday or closure on the school calendar that day. */
  dayOff: { kind: string; title: string } | null;
  weekend: boolean;
  sessions: HomeSession[];
}

export interface WeeklyTime {
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface TeacherClassSummary {
  id: string;
  name: string;
  kind: string;
  grade: string;
  subjectCode: string;
  subjectName: string;
  enrolled: number;
  capacity: number;
  /** The viewer's role in the class (lead, co_teacher, support), null for staff viewing. */
  myRole: string | null;
  teachers: string[];
  meetings: WeeklyTime[];
  nextSession: { startsAt: string; endsAt: string } | null;
}

export interface AttentionItem {
  kind: "accommodations" | "no_timetable";
  classId: string;
  className: string;
  text: string;
}

export interface TeacherHome {
  /** An admin sees every class ("You are viewing as staff"). */
  viewingAsStaff: boolean;
  today: HomeDay;
  /** Scheduled sessions from now to seven days ahead. */
  weekAhead: number;
  classes: TeacherClassSummary[];
  attention: AttentionItem[];
}

export interface GuardianContact {
  name: string;
  email: string | null;
  phone: string | null;
  relationship: string | null;
  isPrimary: boolean;
}

export interface RosterChild {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  grade: string;
  accommodationPlan: string | null;
  accommodations: string | null;
  guardians: GuardianContact[];
}

export interface ClassRoster {
  viewingAsStaff: boolean;
  class: TeacherClassSummary;
  students: RosterChild[];
}

export interface TeacherClassList {
  viewingAsStaff: boolean;
  classes: TeacherClassSummary[];
  /** Ids of the listed classes that have published work (the gradebook opens on the first of them). */
  classesWithWork: string[];
}

export interface StudentSelf {
  firstName: string;
  preferredName: string | null;
  avatar: string | null;
  grade: string;
}

export interface StudentHome {
  /** Null for anyone without a child's record of their own (an admin opening /student). */
  student: StudentSelf | null;
  today: HomeDay | null;
  /** The next day with classes after today, when today has none left to come. */
  nextDay: HomeDay | null;
}

export interface StudentCourse {
  id: string;
  name: string;
  grade: string;
  subjectCode: string;
  subjectName: string;
  teachers: string[];
  meetings: WeeklyTime[];
}

export interface StudentCourses {
  student: StudentSelf | null;
  courses: StudentCourse[];
}

export interface FamilyChild {
  id: string;
  firstName: string;
  lastName: string;
  preferredName: string | null;
  grade: string;
  avatar: string | null;
}

export interface ChildDay {
  child: FamilyChild & { accommodationPlan: string | null; accommodations: string | null };
  day: HomeDay;
  nextDay: HomeDay | null;
  classes: StudentCourse[];
}

