/** The office's attendance rules (issue 33): chronic absence at 10 % of taken sessions, and runs of absences across classes. */
import { describe, expect, it } from "vitest";
import type { AttendanceStatus } from "#common/learning/attendance";
import { absenceRate, absenceRuns, isChronicallyAbsent, type SessionRecord } from "#common/learning/office-attendance";

describe("chronic absence", () => {
  it("is chronic at exactly 10 % of taken sessions, not just under it", () => {
    expect(isChronicallyAbsent({ sessions: 10, absent: 1 })).toBe(true);
    expect(isChronicallyAbsent({ sessions: 20, absent: 2 })).toBe(true);
    expect(isChronicallyAbsent({ sessions: 11, absent: 1 })).toBe(false);
    expect(isChronicallyAbsent({ sessions: 30, absent: 2 })).toBe(false);
  });

  it("needs a taken session: nothing taken is neither chronic nor a rate", () => {
    expect(isChronicallyAbsent({ sessions: 0, absent: 0 })).toBe(false);
    expect(absenceRate({ sessions: 0, absent: 0 })).toBeNull();
  });

  it("rounds the rate down to one decimal, so a rate shown as 10 % is always chronic", () => {
    expect(absenceRate({ sessions: 10, absent: 1 })).toBe(10);
    expect(absenceRate({ sessions: 3, absent: 1 })).toBe(33.3);
    expect(absenceRate({ sessions: 251, absent: 25 })).toBe(9.9);
    expect(isChronicallyAbsent({ sessions: 251, absent: 25 })).toBe(false);
  });
});

describe("runs of absences", () => {
  const day = (n: number) => `2026-09-${String(n).padStart(2, "0")}`;
  const record = (id: string, dayOfMonth: number, hour: number, status: AttendanceStatus, className = "Otters"): SessionRecord => ({
    sessionId: id,
    startsAt: new Date(`${day(dayOfMonth)}T${String(hour).padStart(2, "0")}:00:00Z`),
    date: day(dayOfMonth),
    className,
    status,
  });

  it("finds three or more absences in a row, with the run's length and dates", () => {
    const runs = absenceRuns([record("a", 1, 14, "absent"), record("b", 2, 14, "absent"), record("c", 3, 14, "absent"), record("d", 4, 14, "absent")]);
    expect(runs).toEqual([{ length: 4, firstDate: day(1), lastDate: day(4), classNames: ["Otters"] }]);
  });

  it("is broken by a session attended (present, late or left early), and two absences are not a run", () => {
    const runs = absenceRuns([
      record("a", 1, 14, "absent"),
      record("b", 2, 14, "absent"),
      record("c", 3, 14, "present"),
      record("d", 4, 14, "absent"),
      record("e", 5, 14, "absent"),
      record("f", 6, 14, "late"),
      record("g", 7, 14, "absent"),
      record("h", 8, 14, "absent"),
      record("i", 9, 14, "absent"),
      record("j", 10, 14, "left_early"),
    ]);
    expect(runs).toEqual([{ length: 3, firstDate: day(7), lastDate: day(9), classNames: ["Otters"] }]);
  });

  it("orders the child's sessions of several classes by time, whatever order they come in", () => {
    // Otters at 14:00, Badgers at 16:00: absent from both on the 1st, from Otters on the 2nd, present at Badgers on the 2nd.
    const interleaved = [
      record("b2", 2, 16, "present", "Badgers"),
      record("o1", 1, 14, "absent", "Otters"),
      record("o2", 2, 14, "absent", "Otters"),
      record("b1", 1, 16, "absent", "Badgers"),
    ];
    expect(absenceRuns(interleaved)).toEqual([{ length: 3, firstDate: day(1), lastDate: day(2), classNames: ["Badgers", "Otters"] }]);
    // The same absences, but present at Badgers on the 1st: the class in between breaks the run.
    const broken = [record("o1", 1, 14, "absent"), record("b1", 1, 16, "present", "Badgers"), record("o2", 2, 14, "absent"), record("o3", 3, 14, "absent")];
    expect(absenceRuns(broken)).toEqual([]);
  });
});
