/**
 * The office's attendance rules (issue 33, "Admin"): chronic absence and runs of absences. Pure: the
 * server reads each child's records of taken sessions (server/learning/attendance/office-report.ts)
 * and the screens state the rules with these numbers.
 *
 * Chronic absence is the usual rule: absent for 10 % or more of the sessions taken in the range.
 * Every absence counts, excused or not (an excused absence is still time out of class); the report
 * shows the excused ones apart.
 */
import type { AttendanceStatus } from "./attendance";

export const CHRONIC_ABSENCE_PERCENT = 10;
/** Absences in a row, by the child's own sessions in time order (any class), that the office looks into. */
export const ABSENCE_RUN_MIN = 3;

/** Absent for CHRONIC_ABSENCE_PERCENT % or more of the taken sessions (whole numbers: exactly 10 % is chronic). */
export function isChronicallyAbsent(counts: { sessions: number; absent: number }): boolean {
  return counts.sessions > 0 && counts.absent * 100 >= CHRONIC_ABSENCE_PERCENT * counts.sessions;
}

/**
 * The share of taken sessions missed, 0-100 to one decimal, rounded down so that a rate shown as 10 %
 * is always chronic (9.96 % shows 9.9 %); null with no session taken.
 */
export function absenceRate(counts: { sessions: number; absent: number }): number | null {
  if (counts.sessions === 0) return null;
  return Math.floor((counts.absent * 1000) / counts.sessions) / 10;
}

/** One child's record of one taken session. */
export interface SessionRecord {
  sessionId: string;
  startsAt: Date;
  /** The school date of the session. */
  date: string;
  className: string;
  status: AttendanceStatus;
}

export interface AbsenceRun {
  length: number;
  firstDate: string;
  lastDate: string;
  /** The classes of the run's sessions, by name, each once. */
  classNames: string[];
}

/**
 * The child's runs of ABSENCE_RUN_MIN (or `min`) or more absences in a row, oldest first: their
 * records in time order, whatever the class; present, late or left early ends a run.
 */
export function absenceRuns(records: readonly SessionRecord[], min = ABSENCE_RUN_MIN): AbsenceRun[] {
  const ordered = [...records].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.sessionId.localeCompare(b.sessionId));
  const runs: AbsenceRun[] = [];
  let current: SessionRecord[] = [];
  const close = () => {
    if (current.length >= min) {
      runs.push({
        length: current.length,
        firstDate: current[0]!.date,
        lastDate: current[current.length - 1]!.date,
        classNames: [...new Set(current.map((r) => r.className))].sort((a, b) => a.localeCompare(b)),
      });
    }
    current = [];
  };
  for (const record of ordered) {
    if (record.status === "absent") current.push(record);
    else close();
  }
  close();
  return runs;
}
