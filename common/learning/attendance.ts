/**
 * Attendance (issue 18, "Attendance and insights"): the pure rules and the shapes shared by the
 * server and the screens.
 *
 * A child's attendance for one class session is computed from the live room (when they arrived in
 * the waiting room, their joins and leaves of the media room) or, for a session held without video,
 * marked by hand by the teacher. A teacher may correct a computed status; a correction needs a reason.
 * A family may report an absence in advance: the absence is then explained (excused), and nobody is
 * told it is unexplained.
 *
 * A session's attendance is **taken** when its room was opened or the teacher marked anyone by
 * hand; a session that was never held (the teacher did not open it, nobody marked it) has no
 * attendance at all: it is neither counted in rates nor reported to families.
 */
import { z } from "zod";

export const ATTENDANCE_STATUSES = ["present", "late", "left_early", "absent"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: "Present",
  late: "Late",
  left_early: "Left early",
  absent: "Absent",
};

/** Where a status came from: the live room, the teacher's hand (a correction or a session without video). */
export const ATTENDANCE_SOURCES = ["live", "teacher"] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

/** The school's default for the setting `attendance_late_minutes` (shown on /admin/settings). */
export const DEFAULT_LATE_MINUTES = 5;
export const LATE_MINUTES_RANGE = { min: 0, max: 60 } as const;
/** Leaving this close to the end is not leaving early (the goodbye takes a minute). */
export const LEFT_EARLY_GRACE_MINUTES = 5;
/** A reason for a correction and a family's absence note. */
export const ATTENDANCE_REASON_MAX = 500;
/** How far ahead a family may report an absence, and how long one report may run. */
export const ABSENCE_REPORT_AHEAD_DAYS = 90;
export const ABSENCE_REPORT_MAX_DAYS = 30;
/** Unexplained absences are told to the family once the session has been over this long (the teacher may correct first). */
export const ABSENCE_NOTICE_AFTER_MINUTES = 30;

export interface RoomPresence {
  /** When the child first reached the waiting room (lateness counts from here: a teacher admitting late does not make a child late). */
  arrivedAt: Date | null;
  /** The child's joins and leaves of the media room, in any order. */
  events: readonly { kind: "join" | "leave"; at: Date }[];
}

export interface ComputedAttendance {
  status: AttendanceStatus;
  late: boolean;
  leftEarly: boolean;
  /** Whole minutes in the room between the session's start and end (or now, while it runs). */
  minutesPresent: number;
  firstJoinAt: Date | null;
  lastLeaveAt: Date | null;
}

/**
 * The status the live room gives a child. Absent when they never joined; otherwise late when they
 * arrived more than `lateMinutes` after the start, left early when they were out of the room at the
 * end (or, while the session runs, now) and left more than LEFT_EARLY_GRACE_MINUTES before the end.
 * Left early wins over late in `status` (both are in the flags).
 */
export function computeAttendance(session: { startsAt: Date; endsAt: Date }, presence: RoomPresence, lateMinutes: number, now: Date): ComputedAttendance {
  const events = [...presence.events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const joins = events.filter((e) => e.kind === "join");
  if (joins.length === 0) return { status: "absent", late: false, leftEarly: false, minutesPresent: 0, firstJoinAt: null, lastLeaveAt: null };

  const clockEnd = Math.min(session.endsAt.getTime(), now.getTime());
  let inSince: number | null = null;
  let presentMs = 0;
  let lastLeave: number | null = null;
  for (const e of events) {
    const at = e.at.getTime();
    if (e.kind === "join") {
      if (inSince === null) inSince = at;
    } else if (inSince !== null) {
      presentMs += overlap(inSince, at, session.startsAt.getTime(), clockEnd);
      inSince = null;
      lastLeave = at;
    }
  }
  const stillIn = inSince !== null;
  if (inSince !== null) presentMs += overlap(inSince, clockEnd, session.startsAt.getTime(), clockEnd);

  const firstJoinAt = joins[0]!.at;
  const arrived = presence.arrivedAt && presence.arrivedAt.getTime() < firstJoinAt.getTime() ? presence.arrivedAt : firstJoinAt;
  const late = arrived.getTime() > session.startsAt.getTime() + lateMinutes * 60_000;
  const leftEarly = !stillIn && lastLeave !== null && lastLeave < session.endsAt.getTime() - LEFT_EARLY_GRACE_MINUTES * 60_000;
  return {
    status: leftEarly ? "left_early" : late ? "late" : "present",
    late,
    leftEarly,
    minutesPresent: Math.floor(presentMs / 60_000),
    firstJoinAt,
    lastLeaveAt: stillIn || lastLeave === null ? null : new Date(lastLeave),
  };
}

function overlap(from: number, to: number, windowStart: number, windowEnd: number) {
  return Math.max(0, Math.min(to, windowEnd) - Math.max(from, windowStart));
}

/** Counts for a rate: every taken session counts; present, late and left early are attended. */
export const attendanceCountsSchema = z.object({
  sessions: z.number(),
  present: z.number(),
  late: z.number(),
  leftEarly: z.number(),
  absent: z.number(),
  /** Of the absences, those the family reported or the teacher explained. */
  excused: z.number(),
});
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;

export const emptyCounts = (): AttendanceCounts => ({ sessions: 0, present: 0, late: 0, leftEarly: 0, absent: 0, excused: 0 });

export function addToCounts(counts: AttendanceCounts, status: AttendanceStatus, excused: boolean): AttendanceCounts {
  counts.sessions += 1;
  if (status === "present") counts.present += 1;
  else if (status === "late") counts.late += 1;
  else if (status === "left_early") counts.leftEarly += 1;
  else {
    counts.absent += 1;
    if (excused) counts.excused += 1;
  }
  return counts;
}

/** Share of taken sessions attended (present, late or left early), 0-100 rounded; null with no session taken. */
export function attendanceRate(counts: AttendanceCounts): number | null {
  if (counts.sessions === 0) return null;
  return Math.round(((counts.sessions - counts.absent) / counts.sessions) * 100);
}

/** Below this rate a child's attendance needs attention (insights state the rule with it). */
export const ATTENDANCE_CONCERN_RATE = 90;
