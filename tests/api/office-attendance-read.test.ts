/**
 * The office's attendance report reads the whole school's term without the children's names and
 * order (readAttendanceStatuses, server/learning/attendance/attendance-read.ts): on the demo school
 * (live rooms with joins and leaves, hand marks, corrections with a reason, a family's absence
 * report, a session nobody took), every child's status at every session is the one THE read of
 * attendance gives (readAttendance, which the teachers' screens use), and the report's counts by
 * class and by child, and its runs of absences, are those of readAttendance's rows of taken sessions;
 * and a run is followed across rooms' statuses and hand marks (which the report counts apart).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToCounts, emptyCounts, type AttendanceCounts } from "#common/learning/attendance";
import { absenceRuns, type SessionRecord } from "#common/learning/office-attendance";
import type { AttendanceOfficeReport } from "#common/schemas/office-reports";
import { attendanceMarks, classSessions, enrolments, liveAttendanceEvents, liveRooms } from "../../server/db/schema";
import {
  readAttendance,
  readAttendanceStatuses,
  schoolDate,
  sessionsBetween,
  type AttendanceFilter,
  type AttendanceRead,
} from "../../server/learning/attendance/attendance-read";
import { rangeInstants } from "../../server/learning/attendance/family";
import { officeAttendanceReport } from "../../server/learning/attendance/office-report";
import { currentTermRange } from "../../server/learning/attendance/reports";
import { seedDemoSchool } from "../../scripts/demo";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NOW = new Date();
const LATE_MINUTES = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DATABASE_KINDS)("the office's attendance read on the demo school on %s", (kind) => {
  let t: TestApp;
  let term: { from: string; to: string };
  let filter: AttendanceFilter;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedDemoSchool(t.db, { students: 100, password: "Office-Read-2026", now: NOW });
    term = await currentTermRange(t.db, schoolDate(NOW));
    const { start, end } = rangeInstants(term.from, term.to);
    filter = { sessions: sessionsBetween("all", start, end), lateMinutes: LATE_MINUTES, now: NOW };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it("gives every child of every session THE status readAttendance gives", async () => {
    const [full, lean] = await Promise.all([readAttendance(t.db, filter), readAttendanceStatuses(t.db, filter)]);
    expect(lean.sessions).toEqual(full.sessions);
    const key = (c: { sessionId: string; studentId: string }) => `${c.sessionId}:${c.studentId}`;
    const byKey = (a: { sessionId: string; studentId: string }, b: { sessionId: string; studentId: string }) => key(a).localeCompare(key(b));
    const withoutNames = full.children.map(({ firstName: _f, preferredName: _p, lastName: _l, name: _n, ...rest }) => rest);
    expect([...lean.children].sort(byKey)).toEqual(withoutNames.sort(byKey));
    // The demo school's term has every kind of status, live and marked, and excused absences.
    const statuses = new Set(full.children.map((c) => `${c.source}:${c.status}`));
    for (const s of ["live:present", "live:late", "live:absent", "teacher:present", "teacher:absent"]) expect(statuses).toContain(s);
    expect(full.children.some((c) => c.excused)).toBe(true);
    expect(full.sessions.some((s) => !s.taken && s.endsAt <= NOW)).toBe(true);
  });

  it("counts, by class and by child, and finds the runs of absences of readAttendance's children of taken sessions", async () => {
    const [full, report] = await Promise.all([readAttendance(t.db, filter), officeAttendanceReport(t.db, { ...term, lateMinutes: LATE_MINUTES, now: NOW })]);
    const expected = fromReadAttendance(full);
    expect(expected.totals.sessions).toBeGreaterThan(1_000);
    expect(report.totals.counts).toEqual(expected.totals);
    expect(Object.fromEntries(report.classes.map((c) => [c.classId, c.counts]))).toEqual(Object.fromEntries(expected.perClass));
    expect(Object.fromEntries(report.children.map((c) => [c.studentId, { name: c.name, counts: c.counts }]))).toEqual(Object.fromEntries(expected.perChild));
    expect(expected.runs.length).toBeGreaterThan(0);
    expect(runsOf(report)).toEqual(ordered(expected.runs));
    const unconfirmed = full.sessions.filter((s) => !s.taken && s.status === "scheduled" && s.endsAt <= NOW && full.children.some((c) => c.sessionId === s.id));
    expect(report.unconfirmed.map((s) => s.sessionId)).toEqual(unconfirmed.map((s) => s.id));
    expect(report.unconfirmed.length).toBeGreaterThan(0);
  });
});

/** The report's figures straight from readAttendance's rows of taken sessions (what the report was before it counted in SQL). */
function fromReadAttendance(full: AttendanceRead) {
  const taken = new Map(full.sessions.filter((s) => s.taken).map((s) => [s.id, s]));
  const totals = emptyCounts();
  const perClass = new Map<string, AttendanceCounts>();
  const perChild = new Map<string, { name: string; counts: AttendanceCounts }>();
  const recordsOf = new Map<string, SessionRecord[]>();
  for (const c of full.children) {
    const s = taken.get(c.sessionId);
    if (!s || c.status === null) continue;
    addToCounts(totals, c.status, c.excused);
    addToCounts(perClass.get(s.classId) ?? perClass.set(s.classId, emptyCounts()).get(s.classId)!, c.status, c.excused);
    const child = perChild.get(c.studentId) ?? perChild.set(c.studentId, { name: c.name, counts: emptyCounts() }).get(c.studentId)!;
    addToCounts(child.counts, c.status, c.excused);
    const records = recordsOf.get(c.studentId) ?? recordsOf.set(c.studentId, []).get(c.studentId)!;
    records.push({ sessionId: s.id, startsAt: s.startsAt, date: s.date, className: s.className, status: c.status });
  }
  const runs = [...recordsOf].flatMap(([studentId, records]) => absenceRuns(records).map((run) => ({ studentId, ...run })));
  return { totals, perClass, perChild, runs };
}

const ordered = <T extends { studentId: string; firstDate: string }>(list: T[]) =>
  [...list].sort((a, b) => a.studentId.localeCompare(b.studentId) || a.firstDate.localeCompare(b.firstDate));
const runsOf = (report: AttendanceOfficeReport) => ordered(report.runs.map(({ name: _n, grade: _g, ...run }) => run));

describe.each(DATABASE_KINDS)("runs of absences across rooms and hand marks on %s", (kind) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it("joins a room's absence to the marked absences around it, and a marked presence between two rooms' absences ends the run", async () => {
    t = await startTestApp(kind);
    const now = new Date();
    const { year } = await makeYear(t.db);
    const otters = await makeClass(t.db, year.id, { name: "Otters", grade: "1" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Brook" });
    for (const c of [ada, ben]) await enrol(t.db, otters.class.id, c.student.id);
    await t.db.update(enrolments).set({ startedAt: new Date(now.getTime() - 60 * DAY) });
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - 2 * HOUR);
    const sessions = await t.db
      .insert(classSessions)
      .values([8, 7, 6, 5, 4, 3, 2, 1].map((d) => ({ classId: otters.class.id, startsAt: at(d), endsAt: new Date(at(d).getTime() + 45 * 60_000) })))
      .returning();
    const session = (daysAgo: number) => sessions.find((s) => s.startsAt.getTime() === at(daysAgo).getTime())!;
    // Ada, oldest first: marked absent, the room without her, marked absent (a run of 3); marked
    // present; the room without her, marked present, the room twice without her (2 in a row: no run).
    // Ben joins every room and is marked present.
    const rooms = [7, 4, 2, 1];
    for (const d of rooms) {
      const [room] = await t.db
        .insert(liveRooms)
        .values({ classSessionId: session(d).id, openedAt: session(d).startsAt })
        .returning();
      await t.db.insert(liveAttendanceEvents).values({ roomId: room!.id, userId: ben.user.id, kind: "join", at: session(d).startsAt });
    }
    const marked = { 8: "absent", 6: "absent", 5: "present", 3: "present" } as const;
    await t.db.insert(attendanceMarks).values(
      Object.entries(marked).flatMap(([d, status]) => [
        { classSessionId: session(Number(d)).id, studentId: ada.student.id, status },
        { classSessionId: session(Number(d)).id, studentId: ben.student.id, status: "present" },
      ]),
    );

    const today = schoolDate(now);
    const range = { from: schoolDate(at(10)), to: today };
    const { start, end } = rangeInstants(range.from, range.to);
    const full = await readAttendance(t.db, { sessions: sessionsBetween("all", start, end), lateMinutes: LATE_MINUTES, now });
    const report = await officeAttendanceReport(t.db, { ...range, lateMinutes: LATE_MINUTES, now });
    const expected = fromReadAttendance(full);
    expect(runsOf(report)).toEqual(ordered(expected.runs));
    expect(report.runs).toEqual([
      {
        studentId: ada.student.id,
        name: "Ada Abbott",
        grade: "1",
        length: 3,
        firstDate: schoolDate(at(8)),
        lastDate: schoolDate(at(6)),
        classNames: ["Otters"],
      },
    ]);
    expect(report.totals.counts).toEqual(expected.totals);
    expect(report.children.find((c) => c.studentId === ada.student.id)?.counts).toMatchObject({ sessions: 8, absent: 6, present: 2 });
  });
});
