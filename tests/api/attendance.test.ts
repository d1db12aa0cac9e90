/**
 * Attendance (issue 18; docs/api/attendance.md) over real HTTP: the day's sessions and one session's
 * children computed from the live room's rows, the teacher's marks and corrections (a reason needed,
 * nothing saved without it), who may read and change what (the class's teacher and staff; another
 * class's teacher, a family, a child: 403/404 with nothing of the class), families' absence reports
 * and attendance, the reports and their CSV, and the unexplained-absence notice sent once.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassAnalytics, ClassInsights } from "#common/schemas/learning/insights";
import type { AbsenceReport, AttendanceDay, AttendanceReport, FamilyAttendance, SessionAttendance } from "#common/schemas/learning/attendance";
import { createSession } from "../../server/auth/sessions";
import {
  absenceReports,
  attendanceMarks,
  auditLog,
  classSessions,
  enrolments,
  liveAttendanceEvents,
  liveParticipants,
  liveRooms,
  notifications,
  attendanceNotices,
  guardianLinks,
  users,
} from "../../server/db/schema";
import { shiftDate } from "../../server/learning/attendance/family";
import { sendAbsenceNotices } from "../../server/learning/attendance/notices";
import { zonedInstant } from "#common/time-zone";
import { schoolDate } from "../../server/learning/attendance/attendance-read";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe.each(DATABASE_KINDS)("attendance on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"teacher" | "otherTeacher" | "student" | "guardian" | "otherGuardian" | "admin", TestClient>;
  const now = Date.now();
  const at = (offsetMinutes: number) => new Date(now + offsetMinutes * MIN);

  async function build() {
    const { year } = await makeYear(t.db);
    const a = await makeClass(t.db, year.id, { name: "Otters" });
    const b = await makeClass(t.db, year.id, { name: "Badgers" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "=SUM(A1:A9)" });
    const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Carter" });
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Dawson" });
    for (const c of [ada, ben, cy]) await enrol(t.db, a.class.id, c.student.id);
    await enrol(t.db, b.class.id, dee.student.id);
    await t.db.update(enrolments).set({ startedAt: new Date(now - 60 * DAY) });
    // live: held with video 3 hours ago; byHand: no video, 90 minutes ago; running: now; future; cancelled; badger: class B.
    const [live, byHand, running, future, cancelled, badger] = await t.db
      .insert(classSessions)
      .values([
        { classId: a.class.id, startsAt: at(-180), endsAt: at(-135) },
        { classId: a.class.id, startsAt: at(-90), endsAt: at(-60) },
        { classId: a.class.id, startsAt: at(-10), endsAt: at(35) },
        { classId: a.class.id, startsAt: at(24 * 60), endsAt: at(24 * 60 + 45) },
        { classId: a.class.id, startsAt: at(-300), endsAt: at(-255), status: "cancelled" },
        { classId: b.class.id, startsAt: at(-180), endsAt: at(-135) },
      ])
      .returning();
    const [room, badgerRoom] = await t.db
      .insert(liveRooms)
      .values([
        { classSessionId: live!.id, openedAt: at(-185), endedAt: at(-135) },
        { classSessionId: badger!.id, openedAt: at(-185), endedAt: at(-135) },
      ])
      .returning();
    // Ada on time all through; Ben waited on time, admitted late (not late), left 20 minutes early; Cy never came.
    await t.db.insert(liveParticipants).values([
      { roomId: room!.id, userId: ada.user.id, studentId: ada.student.id, role: "learner", state: "admitted", displayName: "Ada", arrivedAt: at(-182) },
      { roomId: room!.id, userId: ben.user.id, studentId: ben.student.id, role: "learner", state: "admitted", displayName: "Ben", arrivedAt: at(-179) },
      { roomId: badgerRoom!.id, userId: dee.user.id, studentId: dee.student.id, role: "learner", state: "admitted", displayName: "Dee", arrivedAt: at(-180) },
    ]);
    await t.db.insert(liveAttendanceEvents).values([
      { roomId: room!.id, userId: ada.user.id, kind: "join", at: at(-181) },
      { roomId: room!.id, userId: ada.user.id, kind: "leave", at: at(-135) },
      { roomId: room!.id, userId: ben.user.id, kind: "join", at: at(-170) },
      { roomId: room!.id, userId: ben.user.id, kind: "leave", at: at(-155) },
      { roomId: badgerRoom!.id, userId: dee.user.id, kind: "join", at: at(-180) },
      { roomId: badgerRoom!.id, userId: dee.user.id, kind: "leave", at: at(-135) },
    ]);
    const admin = await createUser(t.db, "admin", `attendance-admin-${kind}`);
    return { a, b, ada, ben, cy, dee, live: live!, byHand: byHand!, running: running!, future: future!, cancelled: cancelled!, badger: badger!, admin };
  }

  const signIn = async (userId: string) => {
    const c = new TestClient(t.url);
    c.setCookie("sid", (await createSession(t.db, userId)).id);
    return c;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await build();
    as.teacher = await signIn(w.a.teacher!.id);
    as.otherTeacher = await signIn(w.b.teacher!.id);
    as.student = await signIn(w.ada.user.id);
    as.guardian = await signIn(w.ada.guardian!.id);
    as.otherGuardian = await signIn(w.dee.guardian!.id);
    as.admin = await signIn(w.admin.id);
  });
  afterAll(async () => t?.close());

  const sessionView = async (c: TestClient, id: string) => {
    const res = await c.get(`/api/teacher/sessions/${id}/attendance`);
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: SessionAttendance }>().data;
  };
  const childOf = (view: SessionAttendance, name: string) => view.children.find((c) => c.name.startsWith(name))!;

  describe("the teacher's sessions", () => {
    it("lists the day's sessions of my classes by start, with live, taken and counts; staff see every class", async () => {
      const date = schoolDate(w.live.startsAt);
      const res = await as.teacher.get(`/api/teacher/attendance/sessions?date=${date}`);
      expect(res.status, res.text).toBe(200);
      const day = res.json<{ data: AttendanceDay }>().data;
      expect(day.date).toBe(date);
      expect(day.sessions.every((s) => s.className === "Otters")).toBe(true);
      const live = day.sessions.find((s) => s.id === w.live.id)!;
      expect(live).toMatchObject({ live: true, taken: true, status: "scheduled" });
      expect(live.counts).toEqual({ sessions: 3, present: 1, late: 0, leftEarly: 1, absent: 1, excused: 0 });
      const starts = day.sessions.map((s) => s.startsAt);
      expect([...starts].sort()).toEqual(starts);
      const cancelled = day.sessions.find((s) => s.id === w.cancelled.id);
      if (cancelled) expect(cancelled).toMatchObject({ status: "cancelled", taken: false });
      const staff = (await as.admin.get(`/api/teacher/attendance/sessions?date=${date}`)).json<{ data: AttendanceDay }>().data;
      expect(staff.sessions.some((s) => s.className === "Badgers")).toBe(true);
      expect((await as.otherTeacher.get(`/api/teacher/attendance/sessions?date=${date}&classId=${w.a.class.id}`)).status).toBe(404);
      const other = (await as.otherTeacher.get(`/api/teacher/attendance/sessions?date=${date}`)).json<{ data: AttendanceDay }>().data;
      expect(JSON.stringify(other)).not.toContain("Otters");
      const bad = await as.teacher.get(`/api/teacher/attendance/sessions?date=2026-13-40`);
      expect(bad.status).toBe(400);
      expect(bad.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("date");
    });

    it("computes each child's status from the room: on time, waiting then admitted late is not late, left early, never joined is absent", async () => {
      const view = await sessionView(as.teacher, w.live.id);
      expect(view.session).toMatchObject({ id: w.live.id, className: "Otters", live: true, taken: true });
      expect(view.lateMinutes).toBe(5);
      expect(view.children.map((c) => c.name)).toEqual(
        ["Ada Abbott", "Cy Carter", "Ben =SUM(A1:A9)"].sort((x, y) => x.split(" ")[1]!.localeCompare(y.split(" ")[1]!)),
      );
      expect(childOf(view, "Ada")).toMatchObject({ status: "present", source: "live", correction: null, excused: false });
      expect(childOf(view, "Ada").computed).toMatchObject({ status: "present", late: false, leftEarly: false, minutesPresent: 45 });
      expect(childOf(view, "Ben").computed).toMatchObject({ status: "left_early", late: false, leftEarly: true, minutesPresent: 15 });
      expect(childOf(view, "Cy")).toMatchObject({ status: "absent", source: "live", computed: { status: "absent", minutesPresent: 0 } });
      // A session held without video and not marked yet: no status, not taken.
      const byHand = await sessionView(as.teacher, w.byHand.id);
      expect(byHand.session).toMatchObject({ live: false, taken: false });
      expect(byHand.children.every((c) => c.status === null && c.computed === null)).toBe(true);
    });

    it("answers the class's teacher and staff; another class's teacher 404 with nothing of it; children and families 403", async () => {
      expect((await as.admin.get(`/api/teacher/sessions/${w.badger.id}/attendance`)).status).toBe(200);
      for (const path of [
        `/api/teacher/sessions/${w.live.id}/attendance`,
        `/api/teacher/sessions/not-a-uuid/attendance`,
        `/api/teacher/sessions/${crypto.randomUUID()}/attendance`,
      ]) {
        const other = await as.otherTeacher.get(path);
        expect(other.status, path).toBe(404);
        expect(other.text).not.toMatch(/Ada|Otters|Abbott/);
        const put = await as.otherTeacher.mutate("PUT", path, { marks: [{ studentId: w.ada.student.id, status: "absent", reason: "x" }] });
        expect(put.status, path).toBe(404);
      }
      for (const c of [as.student, as.guardian]) {
        expect((await c.get(`/api/teacher/sessions/${w.live.id}/attendance`)).status).toBe(403);
        expect((await c.get(`/api/teacher/attendance/sessions`)).status).toBe(403);
        expect(
          (await c.mutate("PUT", `/api/teacher/sessions/${w.live.id}/attendance`, { marks: [{ studentId: w.ada.student.id, status: "absent" }] })).status,
        ).toBe(403);
      }
      const marks = await t.db.select().from(attendanceMarks).where(eq(attendanceMarks.classSessionId, w.live.id));
      expect(marks).toEqual([]);
    });
  });

  describe("marking", () => {
    it("refuses a correction without a reason and saves nothing; with a reason it is the status, audited and undoable", async () => {
      const path = `/api/teacher/sessions/${w.live.id}/attendance`;
      const refused = await as.teacher.mutate("PUT", path, {
        marks: [
          { studentId: w.ada.student.id, status: "present" },
          { studentId: w.ben.student.id, status: "present" },
        ],
      });
      expect(refused.status).toBe(400);
      expect(refused.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
        { field: "marks.1.reason", message: "Please give a reason for the change" },
      ]);
      expect(await t.db.select().from(attendanceMarks).where(eq(attendanceMarks.classSessionId, w.live.id))).toEqual([]);

      const saved = await as.teacher.mutate("PUT", path, {
        marks: [{ studentId: w.ben.student.id, status: "present", reason: "Connection dropped; he was with us on the phone." }],
      });
      expect(saved.status, saved.text).toBe(200);
      const ben = childOf(saved.json<{ data: SessionAttendance }>().data, "Ben");
      expect(ben).toMatchObject({ status: "present", source: "teacher", computed: { status: "left_early" } });
      expect(ben.correction).toMatchObject({ status: "present", reason: "Connection dropped; he was with us on the phone." });
      const [audit] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, w.live.id), eq(auditLog.action, "attendance.corrected")));
      expect(audit!.summary).toContain("Present (was Left early)");
      expect(JSON.stringify(audit!.detail)).not.toContain("phone");

      // Cy absent, explained by the teacher: excused.
      const cy = await as.teacher.mutate("PUT", path, {
        marks: [{ studentId: w.cy.student.id, status: "absent", reason: "Doctor's appointment (mother called)." }],
      });
      expect(childOf(cy.json<{ data: SessionAttendance }>().data, "Cy")).toMatchObject({ status: "absent", source: "teacher", excused: true });

      const undone = await as.teacher.mutate("PUT", path, { marks: [{ studentId: w.ben.student.id, status: null }] });
      expect(childOf(undone.json<{ data: SessionAttendance }>().data, "Ben")).toMatchObject({ status: "left_early", source: "live", correction: null });
      expect(
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, w.live.id), eq(auditLog.action, "attendance.mark_removed"))),
      ).toHaveLength(1);
    });

    it("marks a session without video by hand with no reason; the session is then taken, and the class's teacher's pages are told", async () => {
      const told: unknown[] = [];
      const unsubscribe = t.app.bus.subscribe(`user:${w.a.teacher!.id}`, (event) => told.push(event));
      const res = await as.teacher.mutate("PUT", `/api/teacher/sessions/${w.byHand.id}/attendance`, {
        marks: [
          { studentId: w.ada.student.id, status: "present" },
          { studentId: w.ben.student.id, status: "late" },
          { studentId: w.cy.student.id, status: "absent" },
        ],
      });
      expect(res.status, res.text).toBe(200);
      const view = res.json<{ data: SessionAttendance }>().data;
      expect(view.session).toMatchObject({ live: false, taken: true });
      expect(view.children.map((c) => [c.name.split(" ")[0], c.status, c.source, c.excused])).toEqual(
        expect.arrayContaining([
          ["Ada", "present", "teacher", false],
          ["Ben", "late", "teacher", false],
          ["Cy", "absent", "teacher", false],
        ]),
      );
      await expect.poll(() => told).toContainEqual(expect.objectContaining({ type: "attendance", data: { sessionId: w.byHand.id } }));
      unsubscribe();
    });

    it("refuses a session not started, a cancelled one, another class's child, and bad input", async () => {
      const mark = { marks: [{ studentId: w.ada.student.id, status: "present" }] };
      const future = await as.teacher.mutate("PUT", `/api/teacher/sessions/${w.future.id}/attendance`, mark);
      expect(future.status).toBe(400);
      expect(future.json<{ message: string }>().message).toBe("Attendance can be taken once the session has started");
      expect((await as.teacher.mutate("PUT", `/api/teacher/sessions/${w.cancelled.id}/attendance`, mark)).status).toBe(400);
      const dee = await as.teacher.mutate("PUT", `/api/teacher/sessions/${w.running.id}/attendance`, {
        marks: [{ studentId: w.dee.student.id, status: "present" }],
      });
      expect(dee.status).toBe(404);
      expect(dee.text).not.toContain("Dee");
      for (const body of [
        { marks: [] },
        { marks: [{ studentId: w.ada.student.id, status: "here" }] },
        { marks: [{ studentId: "x", status: "present" }] },
        {},
      ]) {
        const res = await as.teacher.mutate("PUT", `/api/teacher/sessions/${w.running.id}/attendance`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
      }
      expect(await t.db.select().from(attendanceMarks).where(eq(attendanceMarks.classSessionId, w.running.id))).toEqual([]);
    });

    it("saves a whole class in one request (issue 33): all or nothing, each change audited, only the class's teachers", async () => {
      const herons = await makeClass(t.db, w.a.class.schoolYearId, { name: "Herons" });
      const kids: Awaited<ReturnType<typeof makeStudent>>[] = [];
      for (const firstName of ["Eve", "Finn", "Gus"]) {
        const kid = await makeStudent(t.db, { firstName, lastName: "Heron" });
        await enrol(t.db, herons.class.id, kid.student.id);
        kids.push(kid);
      }
      await t.db
        .update(enrolments)
        .set({ startedAt: new Date(now - 60 * DAY) })
        .where(eq(enrolments.classId, herons.class.id));
      const [session] = await t.db
        .insert(classSessions)
        .values({ classId: herons.class.id, startsAt: at(-120), endsAt: at(-75) })
        .returning();
      const path = `/api/teacher/sessions/${session!.id}/attendance`;
      const heronsTeacher = await signIn(herons.teacher!.id);
      const marksOf = () => t.db.select().from(attendanceMarks).where(eq(attendanceMarks.classSessionId, session!.id));
      const logged = () => t.db.select().from(auditLog).where(eq(auditLog.targetId, session!.id));
      // Mark all present, then the few changed: the class in one body.
      const wholeClass = (third: string) => ({
        marks: [
          { studentId: kids[0]!.student.id, status: "present" },
          { studentId: kids[1]!.student.id, status: "present" },
          { studentId: kids[2]!.student.id, status: third },
        ],
      });

      const bad = await heronsTeacher.mutate("PUT", path, wholeClass("asleep"));
      expect(bad.status).toBe(400);
      expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(["marks.2.status"]);
      expect(await marksOf()).toEqual([]);

      expect((await as.teacher.mutate("PUT", path, wholeClass("absent"))).status).toBe(404);
      for (const c of [as.guardian, as.student, await signIn(kids[0]!.guardian!.id)])
        expect((await c.mutate("PUT", path, wholeClass("absent"))).status).toBe(403);
      expect(await marksOf()).toEqual([]);

      const saved = await heronsTeacher.mutate("PUT", path, wholeClass("absent"));
      expect(saved.status, saved.text).toBe(200);
      const view = saved.json<{ data: SessionAttendance }>().data;
      expect(view.session.taken).toBe(true);
      expect(view.children.map((c) => [c.name.split(" ")[0], c.status, c.source])).toEqual(
        expect.arrayContaining([
          ["Eve", "present", "teacher"],
          ["Finn", "present", "teacher"],
          ["Gus", "absent", "teacher"],
        ]),
      );
      expect(await marksOf()).toHaveLength(3);
      expect((await logged()).map((row) => row.action)).toEqual(["attendance.marked", "attendance.marked", "attendance.marked"]);

      // The same class again with one change: only that change is written and logged.
      expect((await heronsTeacher.mutate("PUT", path, wholeClass("late"))).status).toBe(200);
      expect((await marksOf()).find((m) => m.studentId === kids[2]!.student.id)!.status).toBe("late");
      expect(await logged()).toHaveLength(4);
    });
  });

  describe("families", () => {
    it("shows a guardian their child's taken sessions, newest first, with counts and rate; never another family's", async () => {
      const res = await as.guardian.get(`/api/family/attendance`);
      expect(res.status, res.text).toBe(200);
      const data = res.json<{ data: FamilyAttendance }>().data;
      expect(data.to).toBe(schoolDate(new Date()));
      expect(data.children.map((c) => c.name)).toEqual(["Ada"]);
      const ada = data.children[0]!;
      // The live session and the one marked by hand; not the running one (not taken), the cancelled one or the future one.
      expect(ada.sessions.map((x) => x.sessionId)).toEqual([w.byHand.id, w.live.id]);
      expect(ada.sessions[0]).toMatchObject({ className: "Otters", status: "present", excused: false, note: null });
      expect(ada.counts).toMatchObject({ sessions: 2, present: 2, absent: 0 });
      expect(ada.rate).toBe(100);
      expect(JSON.stringify(data)).not.toMatch(/Cy|Carter|Ben|Dee/);
      expect((await as.guardian.get(`/api/family/attendance?studentId=${w.dee.student.id}`)).status).toBe(404);
      expect((await as.otherGuardian.get(`/api/family/attendance?studentId=${w.ada.student.id}`)).status).toBe(404);
      const dee = (await as.otherGuardian.get(`/api/family/attendance`)).json<{ data: FamilyAttendance }>().data;
      expect(dee.children.map((c) => [c.name, c.rate])).toEqual([["Dee", 100]]);
      for (const c of [as.teacher, as.student, as.admin]) expect((await c.get(`/api/family/attendance`)).status).toBe(403);
      const bad = await as.guardian.get(`/api/family/attendance?from=2025-01-01&to=2026-11-30`);
      expect(bad.status).toBe(400);
      expect(bad.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("to");
    });

    it("sends only the absences when the home's card asks, with the same counts and rate; refuses another choice", async () => {
      const all = (await as.guardian.get(`/api/family/attendance`)).json<{ data: FamilyAttendance }>().data;
      const res = await as.guardian.get(`/api/family/attendance?sessions=absences`);
      expect(res.status, res.text).toBe(200);
      const absences = res.json<{ data: FamilyAttendance }>().data;
      // Ada was present at both taken sessions: no session is sent, the counts and the rate are the same.
      expect(absences.children.map((c) => [c.name, c.sessions.length, c.counts, c.rate])).toEqual(all.children.map((c) => [c.name, 0, c.counts, c.rate]));
      const cy = (await as.otherGuardian.get(`/api/family/attendance?sessions=all`)).json<{ data: FamilyAttendance }>().data;
      expect(cy.children.map((c) => c.name)).toEqual(["Dee"]);
      const bad = await as.guardian.get(`/api/family/attendance?sessions=present`);
      expect(bad.status).toBe(400);
      expect(bad.json<{ errors: { field: string; message: string }[] }>().errors[0]).toMatchObject({
        field: "sessions",
        message: "Please ask for all sessions or for absences.",
      });
      expect((await as.teacher.get(`/api/family/attendance?sessions=absences`)).status).toBe(403);
    });

    it("reports an absence in advance: teachers told, listed to the family, withdrawn while not over; refused for another family's child or bad dates", async () => {
      const today = schoolDate(new Date());
      const tomorrow = shiftDate(today, 1);
      const body = { studentId: w.ada.student.id, fromDate: tomorrow, toDate: shiftDate(today, 2), reason: "Grandma's 90th birthday.\nBack on Thursday." };
      const res = await as.guardian.mutate("POST", "/api/family/absence-reports", body);
      expect(res.status, res.text).toBe(201);
      const report = res.json<{ data: AbsenceReport }>().data;
      expect(report).toMatchObject({ studentId: w.ada.student.id, childName: "Ada", fromDate: tomorrow, reason: body.reason, withdrawnAt: null });
      const told = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, "absence"), eq(notifications.subjectId, report.id)));
      expect(told.map((n) => n.userId)).toEqual([w.a.teacher!.id]);
      expect(told[0]!).toMatchObject({ studentId: w.ada.student.id, link: "/teacher/attendance-reports" });
      expect(told[0]!.title).toMatch(/^Ada's family reported an absence from /);

      const listed = (await as.guardian.get("/api/family/absence-reports")).json<{ data: AbsenceReport[] }>().data;
      expect(listed.map((r) => r.id)).toEqual([report.id]);
      expect((await as.otherGuardian.get("/api/family/absence-reports")).json<{ data: AbsenceReport[] }>().data).toEqual([]);
      // The teacher's marking screen shows it on a session of those days.
      const refusals: [TestClient, unknown, number, string?][] = [
        [as.otherGuardian, body, 404],
        [as.guardian, { ...body, studentId: w.dee.student.id }, 404],
        [as.guardian, { ...body, fromDate: shiftDate(today, -1) }, 400, "fromDate"],
        [as.guardian, { ...body, toDate: today }, 400, "toDate"],
        [as.guardian, { ...body, toDate: shiftDate(tomorrow, 30) }, 400, "toDate"],
        [as.guardian, { ...body, fromDate: shiftDate(today, 91), toDate: shiftDate(today, 91) }, 400, "fromDate"],
        [as.guardian, { ...body, reason: "  " }, 400, "reason"],
        [as.guardian, { ...body, reason: "x".repeat(501) }, 400, "reason"],
        [as.teacher, body, 403],
        [as.student, body, 403],
      ];
      for (const [client, b, status, field] of refusals) {
        const r = await client.mutate("POST", "/api/family/absence-reports", b);
        expect(r.status, JSON.stringify(b)).toBe(status);
        if (field) expect(r.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
      }
      expect(await t.db.select().from(absenceReports).where(eq(absenceReports.studentId, w.dee.student.id))).toEqual([]);

      expect((await as.otherGuardian.mutate("DELETE", `/api/family/absence-reports/${report.id}`)).status).toBe(404);
      expect((await as.teacher.mutate("DELETE", `/api/family/absence-reports/${report.id}`)).status).toBe(403);
      expect((await as.guardian.mutate("DELETE", `/api/family/absence-reports/${report.id}`)).status).toBe(204);
      const [kept] = await t.db.select().from(absenceReports).where(eq(absenceReports.id, report.id));
      expect(kept!.withdrawnAt).not.toBeNull();
      expect((await as.guardian.get("/api/family/absence-reports")).json<{ data: AbsenceReport[] }>().data[0]!.withdrawnAt).not.toBeNull();
      // One that is over stays.
      const [past] = await t.db
        .insert(absenceReports)
        .values({ studentId: w.ada.student.id, fromDate: "2026-09-01", toDate: "2026-09-02", reason: "Flu" })
        .returning();
      expect((await as.guardian.mutate("DELETE", `/api/family/absence-reports/${past!.id}`)).status).toBe(409);
    });

    it("excuses an absence the family reported and shows the family's note", async () => {
      const date = schoolDate(w.live.startsAt);
      const [report] = await t.db.insert(absenceReports).values({ studentId: w.cy.student.id, fromDate: date, toDate: date, reason: "Dentist" }).returning();
      await as.teacher.mutate("PUT", `/api/teacher/sessions/${w.live.id}/attendance`, { marks: [{ studentId: w.cy.student.id, status: null }] });
      const view = await sessionView(as.teacher, w.live.id);
      expect(childOf(view, "Cy")).toMatchObject({ status: "absent", source: "live", excused: true, absenceReport: { id: report!.id, reason: "Dentist" } });
      await t.db.delete(absenceReports).where(eq(absenceReports.id, report!.id));
    });
  });

  describe("reports", () => {
    const range = () => {
      const day = schoolDate(w.live.startsAt);
      return `from=${shiftDate(day, -1)}&to=${shiftDate(day, 1)}`;
    };

    it("reports taken sessions only, per child and per session with rates; the picker lists my classes only", async () => {
      const res = await as.teacher.get(`/api/teacher/attendance-reports?${range()}`);
      expect(res.status, res.text).toBe(200);
      const report = res.json<{ data: AttendanceReport }>().data;
      expect(report.classes).toEqual([{ id: w.a.class.id, name: "Otters" }]);
      expect(report.sessions.map((s) => s.id).sort()).toEqual([w.live.id, w.byHand.id].sort());
      const byName = new Map(report.children.map((c) => [c.name.split(" ")[0], c]));
      expect(byName.get("Ada")).toMatchObject({ className: "Otters", counts: { sessions: 2, present: 2 }, rate: 100 });
      expect(byName.get("Ben")).toMatchObject({ counts: { sessions: 2, late: 1, leftEarly: 1, absent: 0 }, rate: 100 });
      expect(byName.get("Cy")).toMatchObject({ counts: { sessions: 2, absent: 2, excused: 0 }, rate: 0 });
      expect(report.totals).toMatchObject({ sessions: 6, absent: 2, rate: 67 });
      expect(JSON.stringify(report)).not.toMatch(/Dee|Badgers/);

      const one = (await as.teacher.get(`/api/teacher/attendance-reports?${range()}&studentId=${w.cy.student.id}`)).json<{ data: AttendanceReport }>().data;
      expect(one.children.map((c) => c.studentId)).toEqual([w.cy.student.id]);
      const staff = (await as.admin.get(`/api/teacher/attendance-reports?${range()}`)).json<{ data: AttendanceReport }>().data;
      expect(staff.children.some((c) => c.className === "Badgers")).toBe(true);
      expect(staff.classes.map((c) => c.name)).toEqual(expect.arrayContaining(["Badgers", "Otters"]));
      // Default range: the current term (or the last 30 days between terms).
      const current = (await as.teacher.get(`/api/teacher/attendance-reports`)).json<{ data: AttendanceReport }>().data;
      expect(current.from <= current.to).toBe(true);
    });

    it("keeps another teacher's class and children out (404), refuses families and children (403), and bad ranges (400)", async () => {
      for (const q of [`classId=${w.a.class.id}`, `studentId=${w.ada.student.id}`]) {
        for (const path of [`/api/teacher/attendance-reports?${range()}&${q}`, `/api/teacher/attendance-reports.csv?${range()}&${q}`]) {
          const res = await as.otherTeacher.get(path);
          expect(res.status, path).toBe(404);
          expect(res.text).not.toMatch(/Ada|Otters/);
        }
      }
      for (const c of [as.guardian, as.student]) {
        expect((await c.get(`/api/teacher/attendance-reports`)).status).toBe(403);
        expect((await c.get(`/api/teacher/attendance-reports.csv`)).status).toBe(403);
      }
      const tooLong = await as.teacher.get(`/api/teacher/attendance-reports?from=2025-01-01&to=2026-06-30`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([{ field: "to", message: "Please choose at most 366 days." }]);
      expect((await as.teacher.get(`/api/teacher/attendance-reports?from=2026-11-10&to=2026-11-01`)).status).toBe(400);
    });

    it("downloads the CSV: a row per child per taken session, formulas neutralised", async () => {
      const res = await as.teacher.get(`/api/teacher/attendance-reports.csv?${range()}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const day = schoolDate(w.live.startsAt);
      expect(res.headers.get("content-disposition")).toContain(`filename="attendance-${shiftDate(day, -1)}-${shiftDate(day, 1)}.csv"`);
      const lines = res.text
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/);
      expect(lines[0]).toContain("Date");
      expect(lines[0]).toContain("Minutes present");
      expect(lines).toHaveLength(1 + 6);
      const ben = lines.find((l) => l.includes("SUM(A1:A9)") && l.includes("Left early"))!;
      expect(ben).toBeDefined();
      expect(ben).not.toMatch(/(^|,)"?=SUM/);
      expect(ben).toMatch(/"Yes"|,Yes,/);
      const cy = lines.filter((l) => l.includes("Cy Carter"));
      expect(cy).toHaveLength(2);
      expect(cy.every((l) => l.includes("Absent"))).toBe(true);
      expect(res.text).not.toMatch(/Dee|Badgers/);
    });
  });

  describe("the unexplained-absence notice", () => {
    it("tells the family the same day, once, after the session ended; not an excused absence, not an untaken session, not a later day", async () => {
      const day = schoolDate(new Date(now - 7 * DAY));
      const instant = (time: string) => new Date(zonedInstant(day, time));
      const [held, untaken] = await t.db
        .insert(classSessions)
        .values([
          { classId: w.a.class.id, startsAt: instant("10:00"), endsAt: instant("10:45") },
          { classId: w.a.class.id, startsAt: instant("13:00"), endsAt: instant("13:45") },
        ])
        .returning();
      const [room] = await t.db
        .insert(liveRooms)
        .values({ classSessionId: held!.id, openedAt: instant("09:55"), endedAt: instant("10:45") })
        .returning();
      // Nobody joined: Ada's family had reported the day, Ben's teacher explained, Cy's absence is unexplained.
      await t.db.insert(absenceReports).values({ studentId: w.ada.student.id, fromDate: day, toDate: day, reason: "Family trip" });
      await t.db.insert(attendanceMarks).values({
        classSessionId: held!.id,
        studentId: w.ben.student.id,
        status: "absent",
        reason: "Unwell, the school nurse called",
        markedBy: w.a.teacher!.id,
      });
      const absenceNotes = () =>
        t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.kind, "absence"), eq(notifications.link, "/parent/progress")));

      expect(await sendAbsenceNotices(t.db, instant("11:10"))).toBe(0);
      expect(await absenceNotes()).toEqual([]);
      const results = await Promise.all([sendAbsenceNotices(t.db, instant("11:20")), sendAbsenceNotices(t.db, instant("11:20"))]);
      expect(results.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await sendAbsenceNotices(t.db, instant("14:30"))).toBe(0);
      const notes = await absenceNotes();
      expect(notes.map((n) => [n.userId, n.studentId, n.title])).toEqual([[w.cy.guardian!.id, w.cy.student.id, "Cy was absent from Otters"]]);
      expect(await t.db.select().from(attendanceNotices).where(eq(attendanceNotices.classSessionId, untaken!.id))).toEqual([]);
      void room;

      // A session of another day is never told late.
      const [yesterday] = await t.db
        .insert(classSessions)
        .values({ classId: w.a.class.id, startsAt: new Date(instant("10:00").getTime() - DAY), endsAt: new Date(instant("10:45").getTime() - DAY) })
        .returning();
      await t.db.insert(liveRooms).values({ classSessionId: yesterday!.id, openedAt: new Date(instant("09:55").getTime() - DAY) });
      expect(await sendAbsenceNotices(t.db, instant("11:30"))).toBe(0);
    });

    it("is written in each guardian's language: Spanish for a guardian who reads Spanish, English for the other (issue 32)", async () => {
      const day = schoolDate(new Date(now - 6 * DAY));
      const instant = (time: string) => new Date(zonedInstant(day, time));
      const [session] = await t.db
        .insert(classSessions)
        .values({ classId: w.a.class.id, startsAt: instant("10:00"), endsAt: instant("10:45") })
        .returning();
      await t.db.insert(liveRooms).values({ classSessionId: session!.id, openedAt: instant("09:55"), endedAt: instant("10:45") });
      const spanish = await createUser(t.db, "guardian");
      await t.db.update(users).set({ language: "es" }).where(eq(users.id, spanish.id));
      await t.db.insert(guardianLinks).values({ studentId: w.cy.student.id, guardianUserId: spanish.id });

      await sendAbsenceNotices(t.db, instant("11:20"));
      const notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, "absence"), eq(notifications.studentId, w.cy.student.id), eq(notifications.createdAt, instant("11:20"))));
      const byUser = new Map(notes.map((n) => [n.userId, [n.title, n.body]]));
      expect(byUser.get(w.cy.guardian!.id)).toEqual([
        "Cy was absent from Otters",
        "Cy did not join Otters at 10:00 AM today. If you know why, please tell the school by replying to the teacher or reporting the absence on your calendar.",
      ]);
      expect(byUser.get(spanish.id)![0]).toBe("Cy estuvo ausente en Otters");
      expect(byUser.get(spanish.id)![1]).toMatch(
        /^Cy no se conectó a Otters a las 10:00\sa\.\s?m\. de hoy\. Si sabe el motivo, por favor avísele a la escuela/,
      );
    });
  });

  describe("insights and analytics", () => {
    it("add the class's attendance, a weekly trend, and flag a child under the concern rate with the stated rule", async () => {
      const res = await as.teacher.get(`/api/teacher/insights?classId=${w.a.class.id}`);
      expect(res.status, res.text).toBe(200);
      const insights = res.json<{ data: ClassInsights }>().data;
      expect(insights.attendance.concernRule).toBe("Attended less than 90% of sessions this term");
      const cy = insights.attendance.children.find((c) => c.studentId === w.cy.student.id)!;
      expect(cy.rate).toBe(0);
      expect(cy.counts.sessions).toBeGreaterThanOrEqual(2);
      const flagged = insights.attention.find((c) => c.studentId === w.cy.student.id)!;
      expect(flagged.flags).toContainEqual(
        expect.objectContaining({
          code: "attendance",
          rule: "Attended less than 90% of sessions this term",
          detail: `Attended 0 of ${cy.counts.sessions} sessions (0%)`,
          numbers: { attended: 0, sessions: cy.counts.sessions, rate: 0 },
        }),
      );
      expect(insights.rules.map((r) => r.code)).toContain("attendance");
      expect(insights.attendance.rate).toBe(
        Math.round(((insights.attendance.counts.sessions - insights.attendance.counts.absent) / insights.attendance.counts.sessions) * 100),
      );
      expect(JSON.stringify(insights)).not.toMatch(/Dee|Badgers/);

      const analytics = (await as.teacher.get(`/api/teacher/analytics?classId=${w.a.class.id}`)).json<{ data: ClassAnalytics }>().data;
      expect(analytics.attendanceRate).toBe(insights.attendance.rate);
      const weeks = analytics.attendance.filter((x) => x.sessions > 0);
      expect(weeks.length).toBeGreaterThan(0);
      expect(weeks.reduce((n, x) => n + x.records, 0)).toBe(insights.attendance.counts.sessions);
    });
  });
});
