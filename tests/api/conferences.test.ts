/**
 * Parent-teacher conferences over real HTTP (docs/api/conferences.md), on PGlite and PostgreSQL:
 * availability (validation, overlap, only one's own), free slots of a child's current teachers only,
 * a sibling visit laid out back to back and booked in one request, the race for one slot (exactly one
 * family wins), moves and cancellations with their calendar mails (one UID, a rising SEQUENCE,
 * METHOD:CANCEL), notifications for the teacher and the guardians, who sees what (another family,
 * another teacher: 404 with nothing of theirs; children: 403), the calendar and the day-before
 * reminder sent once even when two instances run it at the same moment.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarAnswer } from "#common/learning/calendar";
import type { AvailabilityWindow, ChildConferenceSlots, ConferenceBooking, VisitPlansAnswer } from "#common/schemas/learning/conferences";
import { school } from "#common/school";
import { dateInZone, zonedInstant } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import { auditLog, conferenceBookings, guardianLinks, mailOutbox, notifications, users } from "../../server/db/schema";
import { sendConferenceReminders } from "../../server/learning/conferences/reminders";
import { CONFERENCE_ERRORS } from "../../server/learning/conferences/write";
import { createUser } from "../support/fixtures";
import { TestClient, type TestResponse } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 60 * 60 * 1000;
type ErrorBody = { message: string; errors?: { field: string; message: string }[] };
const data = <T>(res: TestResponse) => res.json<{ data: T }>().data;

describe.each(DATABASE_KINDS)("conferences on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof build>>;
  const as = {} as Record<"t1" | "t2" | "t3" | "guardian" | "otherGuardian" | "student" | "admin", TestClient>;
  /** A school date a week ahead, and the instant of a wall-clock time on it. */
  const day = dateInZone(Date.now() + 8 * DAY, school.timeZone);
  const at = (time: string, date = day) => new Date(zonedInstant(date, time, school.timeZone)).toISOString();

  async function build() {
    const { year } = await makeYear(t.db, { startYear: Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < 8 ? 1 : 0) });
    const a = await makeClass(t.db, year.id, { name: "Otters", grade: "1" });
    const b = await makeClass(t.db, year.id, { name: "Badgers", grade: "4" });
    const c = await makeClass(t.db, year.id, { name: "Cranes", grade: "2" });
    const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott", grade: "1" });
    const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Abbott", grade: "4", guardian: false });
    await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: ada.guardian!.id, isPrimary: true });
    // Ben's other parent, in a home of their own: linked to Ben only.
    const coParent = await createUser(t.db, "guardian", `conf-coparent-${kind}`);
    await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: coParent.id, isPrimary: false });
    const dee = await makeStudent(t.db, { firstName: "Dee", lastName: "Dawson", grade: "2" });
    await enrol(t.db, a.class.id, ada.student.id);
    await enrol(t.db, b.class.id, ben.student.id);
    await enrol(t.db, c.class.id, dee.student.id);
    const admin = await createUser(t.db, "admin", `conf-admin-${kind}`);
    const [t1] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, a.teacher!.id));
    return { a, b, c, ada, ben, dee, admin, guardian: ada.guardian!, otherGuardian: dee.guardian!, coParent, t1Email: t1!.email! };
  }

  const signIn = async (userId: string) => {
    const client = new TestClient(t.url);
    client.setCookie("sid", (await createSession(t.db, userId)).id);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, process.env.CONF_DEBUG ? { logStream: process.stderr, config: { logLevel: "error" } as never } : {});
    w = await build();
    as.t1 = await signIn(w.a.teacher!.id);
    as.t2 = await signIn(w.b.teacher!.id);
    as.t3 = await signIn(w.c.teacher!.id);
    as.guardian = await signIn(w.guardian.id);
    as.otherGuardian = await signIn(w.otherGuardian.id);
    as.student = await signIn(w.ada.user.id);
    as.admin = await signIn(w.admin.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const window1 = { date: day, startTime: "15:00", endTime: "16:00", slotMinutes: 20, breaks: [], mode: "video" };
  const window2 = {
    date: day,
    startTime: "15:00",
    endTime: "16:30",
    slotMinutes: 15,
    breaks: [{ startTime: "15:30", endTime: "15:45" }],
    mode: "phone",
    note: "I will call you",
  };
  let win1: AvailabilityWindow;
  let win2: AvailabilityWindow;

  describe("availability", () => {
    it("publishes a teacher's windows with slots computed in the school's zone, breaks left out", async () => {
      const r1 = await as.t1.mutate("POST", "/api/conferences/availability", window1);
      expect(r1.status, r1.text).toBe(201);
      win1 = data<AvailabilityWindow>(r1);
      expect(win1.slots.map((s) => s.startsAt)).toEqual([at("15:00"), at("15:20"), at("15:40")]);
      const r2 = await as.t2.mutate("POST", "/api/conferences/availability", window2);
      expect(r2.status, r2.text).toBe(201);
      win2 = data<AvailabilityWindow>(r2);
      expect(win2.slots.map((s) => s.startsAt)).toEqual([at("15:00"), at("15:15"), at("15:45"), at("16:00"), at("16:15")]);
      expect(win2.note).toBe("I will call you");
      const r3 = await as.t3.mutate("POST", "/api/conferences/availability", { ...window1, startTime: "09:00", endTime: "10:00" });
      expect(r3.status).toBe(201);
    });

    it("refuses bad windows with field errors, overlaps with 409, a past date, and nothing is stored", async () => {
      const bad = await as.t1.mutate("POST", "/api/conferences/availability", {
        ...window1,
        date: "2041-02-30",
        startTime: "25:00",
        slotMinutes: 7,
        mode: "fax",
      });
      expect(bad.status).toBe(400);
      expect(
        bad
          .json<ErrorBody>()
          .errors!.map((e) => e.field)
          .sort(),
      ).toEqual(["date", "mode", "slotMinutes", "startTime"]);
      const reversed = await as.t1.mutate("POST", "/api/conferences/availability", { ...window1, date: "2041-03-01", startTime: "16:00", endTime: "15:00" });
      expect(reversed.json<ErrorBody>().errors).toEqual([{ field: "endTime", message: "The end must be after the start." }]);
      const outside = await as.t1.mutate("POST", "/api/conferences/availability", {
        ...window1,
        date: "2041-03-01",
        breaks: [{ startTime: "17:00", endTime: "17:10" }],
      });
      expect(outside.json<ErrorBody>().errors).toEqual([{ field: "breaks.0.startTime", message: "A break must be inside the window." }]);
      const overlap = await as.t1.mutate("POST", "/api/conferences/availability", { ...window1, startTime: "15:30", endTime: "17:00" });
      expect(overlap.status).toBe(409);
      expect(overlap.json<ErrorBody>().message).toContain(CONFERENCE_ERRORS.windowOverlap);
      const past = await as.t1.mutate("POST", "/api/conferences/availability", { ...window1, date: "2020-01-06" });
      expect(past.json<ErrorBody>()).toMatchObject({ errors: [{ field: "date", message: CONFERENCE_ERRORS.pastDate }] });
      const mine = data<{ windows: AvailabilityWindow[] }>(await as.t1.get(`/api/conferences/availability?from=${day}&to=${day}`));
      expect(mine.windows.map((x) => x.id)).toEqual([win1.id]);
    });

    it("lets only the teacher (and staff) see and change a window: another teacher gets 404, families and children 403", async () => {
      expect((await as.t2.mutate("PUT", `/api/conferences/availability/${win1.id}`, window1)).status).toBe(404);
      expect((await as.t2.mutate("DELETE", `/api/conferences/availability/${win1.id}`)).status).toBe(404);
      expect((await as.t2.get(`/api/conferences/availability?teacherUserId=${w.a.teacher!.id}`)).status).toBe(404);
      expect((await as.guardian.mutate("POST", "/api/conferences/availability", window1)).status).toBe(403);
      expect((await as.student.get("/api/conferences/availability")).status).toBe(403);
      const staff = data<{ windows: AvailabilityWindow[] }>(
        await as.admin.get(`/api/conferences/availability?teacherUserId=${w.a.teacher!.id}&from=${day}&to=${day}`),
      );
      expect(staff.windows.map((x) => x.id)).toEqual([win1.id]);
    });
  });

  let visit: ConferenceBooking[];

  describe("booking", () => {
    it("shows a guardian their child's current teachers' free slots only, and nobody else's child", async () => {
      const slots = data<ChildConferenceSlots>(await as.guardian.get(`/api/conferences/children/${w.ben.student.id}/slots`));
      expect(slots.child.name).toBe("Ben Abbott");
      expect(slots.schoolTimeZone).toBe("America/New_York");
      expect(slots.teachers.map((x) => x.teacher.id)).toEqual([w.b.teacher!.id]);
      expect(slots.teachers[0]!.classes).toEqual(["Badgers"]);
      expect(slots.teachers[0]!.slots.map((s) => [s.startsAt, s.mode])).toContainEqual([at("15:45"), "phone"]);
      const other = await as.otherGuardian.get(`/api/conferences/children/${w.ben.student.id}/slots`);
      expect(other.status).toBe(404);
      expect(other.text).not.toContain("Abbott");
      expect((await as.t2.get(`/api/conferences/children/${w.ben.student.id}/slots`)).status).toBe(403);
      expect((await as.student.get(`/api/conferences/children/${w.ada.student.id}/slots`)).status).toBe(403);
    });

    it("lays out a sibling visit back to back across the teachers, and refuses one that cannot fit", async () => {
      const pairs = [
        { studentId: w.ada.student.id, teacherUserId: w.a.teacher!.id },
        { studentId: w.ben.student.id, teacherUserId: w.b.teacher!.id },
      ];
      const res = await as.guardian.mutate("POST", "/api/conferences/plan", { date: day, pairs });
      expect(res.status, res.text).toBe(200);
      const { plans } = data<VisitPlansAnswer>(res);
      expect(plans[0]).toMatchObject({ backToBack: true, gapMinutes: 0 });
      const [first, second] = plans[0]!.items;
      expect(first!.endsAt).toBe(second!.startsAt);
      expect(plans[0]!.items.map((i) => i.childName).sort()).toEqual(["Ada Abbott", "Ben Abbott"]);
      // Dee's teacher is not Ada's: a 404 naming nobody.
      const foreign = await as.guardian.mutate("POST", "/api/conferences/plan", {
        date: day,
        pairs: [{ studentId: w.ada.student.id, teacherUserId: w.c.teacher!.id }],
      });
      expect(foreign.status).toBe(404);
      const none = await as.guardian.mutate("POST", "/api/conferences/plan", { date: "2041-03-05", pairs });
      expect(none.status).toBe(409);
      expect(none.json<ErrorBody>().errors![0]!.field).toBe("date");
    });

    it("books the sibling visit in one request: both or neither, the phone number required for a phone call", async () => {
      const items = [
        { studentId: w.ada.student.id, teacherUserId: w.a.teacher!.id, startsAt: at("15:00") },
        { studentId: w.ben.student.id, teacherUserId: w.b.teacher!.id, startsAt: at("15:20") },
      ];
      const notASlot = await as.guardian.mutate("POST", "/api/conferences/bookings", { items, phone: "(555) 201-3344" });
      expect(notASlot.status).toBe(409);
      expect(notASlot.json<ErrorBody>().errors).toEqual([{ field: "items.1.startsAt", message: CONFERENCE_ERRORS.slotGone }]);
      items[1]!.startsAt = at("15:45");
      items[0]!.startsAt = at("15:20");
      const noPhone = await as.guardian.mutate("POST", "/api/conferences/bookings", { items });
      expect(noPhone.json<ErrorBody>().errors).toEqual([{ field: "phone", message: CONFERENCE_ERRORS.phoneNeeded }]);
      expect(await t.db.select().from(conferenceBookings)).toEqual([]);

      const res = await as.guardian.mutate("POST", "/api/conferences/bookings", { items, phone: "(555) 201-3344", topic: "Reading at home" });
      expect(res.status, res.text).toBe(201);
      visit = data<ConferenceBooking[]>(res);
      expect(visit.map((b) => [b.child.name, b.teacher.id, b.startsAt, b.mode, b.sequence])).toEqual([
        ["Ada Abbott", w.a.teacher!.id, at("15:20"), "video", 0],
        ["Ben Abbott", w.b.teacher!.id, at("15:45"), "phone", 0],
      ]);
      expect(new Set(visit.map((b) => b.visitId)).size).toBe(1);
      expect(visit[0]!.videoPath).toBe(`/video-session/${visit[0]!.id}`);
      expect(visit[1]!.contactPhone).toBe("(555) 201-3344");
      expect(visit[0]!.contactPhone).toBeNull();
      expect(visit[0]!.guardians.map((g) => g.id)).toEqual([w.guardian.id]);
    });

    it("tells each teacher in the app and mails everyone an invitation with the booking's UID and SEQUENCE 0", async () => {
      const t1Notes = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.a.teacher!.id), eq(notifications.kind, "conference")));
      expect(t1Notes).toHaveLength(1);
      expect(t1Notes[0]).toMatchObject({ title: "Conference booked: Ada Abbott", subjectId: visit[0]!.id, link: "/calendar?tab=conferences" });
      // The guardian made the booking: no notice to themselves.
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, w.guardian.id))).toEqual([]);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "conference.booked"));
      const host = new URL(t.config.publicUrl).hostname;
      const forAda = mails.filter((m) => m.icalEvent?.includes(`UID:conference-${visit[0]!.id}@${host}`));
      expect(forAda.map((m) => m.toAddress).sort()).toEqual([w.t1Email, w.guardian.email].sort());
      for (const m of forAda) {
        expect(m.icalEvent).toContain("METHOD:REQUEST");
        expect(m.icalEvent).toContain("SEQUENCE:0");
        expect(m.icalEvent).toContain("STATUS:CONFIRMED");
        expect(m.icalEvent!.replace(/\r\n[ \t]/g, "")).toContain(`/video-session/${visit[0]!.id}`);
      }
      // Ada: her teacher and guardian; Ben: his teacher and both parents.
      expect(mails).toHaveLength(5);
      const toCoParent = mails.find((m) => m.toAddress === w.coParent.email)!;
      expect(toCoParent.icalEvent).not.toContain(w.guardian.email!);
      expect(toCoParent.icalEvent).toContain(`UID:conference-${visit[1]!.id}@`);
      const [coNote] = await t.db.select().from(notifications).where(eq(notifications.userId, w.coParent.id));
      expect(coNote).toMatchObject({ kind: "conference", studentId: w.ben.student.id, link: "/parent/calendar?tab=conferences" });
    });

    it("refuses a second conference with the same teacher about the same child, and a slot already taken", async () => {
      const again = await as.guardian.mutate("POST", "/api/conferences/bookings", {
        items: [{ studentId: w.ada.student.id, teacherUserId: w.a.teacher!.id, startsAt: at("15:40") }],
      });
      expect(again.json<ErrorBody>().message).toBe(CONFERENCE_ERRORS.alreadyBooked);
      const slots = data<ChildConferenceSlots>(await as.guardian.get(`/api/conferences/children/${w.ada.student.id}/slots`));
      expect(slots.teachers[0]!.slots.map((s) => s.startsAt)).toEqual([at("15:00"), at("15:40")]);
    });

    it("gives one slot to exactly one of many families booking it at the same moment", async () => {
      const families = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const kid = await makeStudent(t.db, { firstName: `Racer${i}`, lastName: "Rowe", grade: "1" });
          await enrol(t.db, w.a.class.id, kid.student.id);
          return { client: await signIn(kid.guardian!.id), studentId: kid.student.id };
        }),
      );
      const tokens = await Promise.all(families.map((f) => f.client.csrfToken()));
      const results = await Promise.all(
        families.map((f, i) =>
          f.client.request("POST", "/api/conferences/bookings", {
            body: { items: [{ studentId: f.studentId, teacherUserId: w.a.teacher!.id, startsAt: at("15:40") }] },
            headers: { "x-csrf-token": tokens[i]! },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.json<ErrorBody>().message).toBe(CONFERENCE_ERRORS.slotTaken);
      const held = await t.db
        .select()
        .from(conferenceBookings)
        .where(and(eq(conferenceBookings.teacherUserId, w.a.teacher!.id), eq(conferenceBookings.startsAt, new Date(at("15:40")))));
      expect(held).toHaveLength(1);
    });
  });

  describe("seeing, moving and cancelling", () => {
    it("lists each person's own conferences: the guardian's children's, the teacher's own, all for staff", async () => {
      const mine = data<ConferenceBooking[]>(await as.guardian.get("/api/conferences/bookings"));
      expect(mine.map((b) => b.id)).toEqual(visit.map((b) => b.id));
      const t2 = data<ConferenceBooking[]>(await as.t2.get("/api/conferences/bookings"));
      expect(t2.map((b) => b.id)).toEqual([visit[1]!.id]);
      expect(t2[0]!.contactPhone).toBe("(555) 201-3344");
      // Ben's other parent sees his conference, not the number the first parent gave.
      const co = data<ConferenceBooking[]>(await (await signIn(w.coParent.id)).get("/api/conferences/bookings"));
      expect(co.map((b) => [b.id, b.contactPhone])).toEqual([[visit[1]!.id, null]]);
      expect(mine.find((b) => b.id === visit[1]!.id)!.contactPhone).toBe("(555) 201-3344");
      expect(data<ConferenceBooking[]>(await as.t3.get("/api/conferences/bookings"))).toEqual([]);
      expect(data<ConferenceBooking[]>(await as.otherGuardian.get("/api/conferences/bookings"))).toEqual([]);
      expect(data<ConferenceBooking[]>(await as.admin.get("/api/conferences/bookings")).length).toBe(3);
      expect((await as.student.get("/api/conferences/bookings")).status).toBe(403);
      for (const client of [as.otherGuardian, as.t3]) {
        for (const res of [
          await client.get(`/api/conferences/bookings/${visit[0]!.id}`),
          await client.mutate("POST", `/api/conferences/bookings/${visit[0]!.id}/cancel`, {}),
          await client.mutate("POST", `/api/conferences/bookings/${visit[0]!.id}/reschedule`, { startsAt: at("15:00") }),
        ]) {
          expect(res.status).toBe(404);
          expect(res.text).not.toContain("Abbott");
        }
      }
      const one = data<ConferenceBooking>(await as.t1.get(`/api/conferences/bookings/${visit[0]!.id}`));
      expect(one).toMatchObject({ id: visit[0]!.id, teacher: { id: w.a.teacher!.id }, child: { id: w.ada.student.id }, guardians: [{ id: w.guardian.id }] });
    });

    it("shows conferences on the guardian's and the teacher's calendars, not on the child's", async () => {
      const range = `from=${day}&to=${day}`;
      const family = data<CalendarAnswer>(await as.guardian.get(`/api/calendar?${range}`));
      const conf = family.events.filter((e) => e.kind === "conference");
      expect(conf.map((e) => e.id).sort()).toEqual(visit.map((b) => `conference:${b.id}`).sort());
      expect(conf.find((e) => e.id === `conference:${visit[0]!.id}`)).toMatchObject({
        children: [{ id: w.ada.student.id }],
        link: `/video-session/${visit[0]!.id}`,
        sequence: 0,
      });
      expect(conf.find((e) => e.id === `conference:${visit[0]!.id}`)!.title).toMatch(/^Conference with .+ \(Video call\)$/);
      const teacher = data<CalendarAnswer>(await as.t1.get(`/api/calendar?${range}`));
      expect(teacher.events.filter((e) => e.kind === "conference").map((e) => e.id)).toContain(`conference:${visit[0]!.id}`);
      const title = async () =>
        data<CalendarAnswer>(await as.t1.get(`/api/calendar?${range}`)).events.find((e) => e.id === `conference:${visit[0]!.id}`)!.title;
      expect(await title()).toBe("Conference: Ada Abbott's family (Video call)");
      // A teacher who reads Spanish reads the title in Spanish (issue 32).
      await t.db.update(users).set({ language: "es" }).where(eq(users.id, w.a.teacher!.id));
      try {
        expect(await title()).toBe("Conferencia: familia de Ada Abbott (Videollamada)");
      } finally {
        await t.db.update(users).set({ language: "en" }).where(eq(users.id, w.a.teacher!.id));
      }
      const child = data<CalendarAnswer>(await as.student.get(`/api/calendar?${range}`));
      expect(child.events.filter((e) => e.kind === "conference")).toEqual([]);
    });

    it("moves a conference: the same UID with SEQUENCE 1, the other side told; the old slot is free again", async () => {
      const bad = await as.guardian.mutate("POST", `/api/conferences/bookings/${visit[0]!.id}/reschedule`, { startsAt: "tomorrow" });
      expect(bad.status).toBe(400);
      const res = await as.guardian.mutate("POST", `/api/conferences/bookings/${visit[0]!.id}/reschedule`, { startsAt: at("15:00") });
      expect(res.status, res.text).toBe(200);
      expect(data<ConferenceBooking>(res)).toMatchObject({ startsAt: at("15:00"), sequence: 1, status: "booked" });
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "conference.rescheduled"), eq(mailOutbox.toAddress, w.t1Email)));
      expect(mail!.icalEvent).toContain(`UID:conference-${visit[0]!.id}@`);
      expect(mail!.icalEvent).toContain("SEQUENCE:1");
      expect(mail!.icalEvent).toContain("METHOD:REQUEST");
      expect(mail!.textBody).toContain("Previous time:");
      const [note] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.a.teacher!.id), eq(notifications.subjectId, visit[0]!.id)));
      expect(note!.title).toBe("Conference moved: Ada Abbott");
    });

    it("cancels by the teacher: kept as cancelled, SEQUENCE 2, METHOD:CANCEL, the guardian told; no second cancellation", async () => {
      const res = await as.t1.mutate("POST", `/api/conferences/bookings/${visit[0]!.id}/cancel`, { reason: "I am unwell that day." });
      expect(res.status, res.text).toBe(200);
      expect(data<ConferenceBooking>(res)).toMatchObject({ status: "cancelled", sequence: 2, cancelReason: "I am unwell that day." });
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "conference.cancelled"), eq(mailOutbox.toAddress, w.guardian.email!)));
      expect(mail!.icalEvent).toContain("METHOD:CANCEL");
      expect(mail!.icalEvent).toContain("STATUS:CANCELLED");
      expect(mail!.icalEvent).toContain("SEQUENCE:2");
      expect(mail!.icalEvent).toContain(`UID:conference-${visit[0]!.id}@`);
      // The guardian's invitation names the teacher and that guardian only.
      expect(mail!.icalEvent).toContain(w.t1Email);
      const [note] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.guardian.id), eq(notifications.subjectId, visit[0]!.id)));
      expect(note!.title).toContain("Conference cancelled with");
      expect((await as.guardian.mutate("POST", `/api/conferences/bookings/${visit[0]!.id}/cancel`, {})).status).toBe(409);
      const family = data<CalendarAnswer>(await as.guardian.get(`/api/calendar?from=${day}&to=${day}`));
      expect(family.events.find((e) => e.id === `conference:${visit[0]!.id}`)).toMatchObject({ cancelled: true, sequence: 2 });
    });

    it("refuses to remove a window holding conferences, then removes it once they are cancelled; staff's change is audited", async () => {
      expect((await as.t2.mutate("DELETE", `/api/conferences/availability/${win2.id}`)).status).toBe(409);
      const shrink = await as.t2.mutate("PUT", `/api/conferences/availability/${win2.id}`, { ...window2, endTime: "15:30", breaks: [] });
      expect(shrink.json<ErrorBody>().message).toBe(CONFERENCE_ERRORS.windowHasBookings);
      expect((await as.admin.mutate("POST", `/api/conferences/bookings/${visit[1]!.id}/cancel`, {})).status).toBe(200);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, visit[1]!.id));
      expect(audit.map((a) => a.action)).toEqual(["conference.cancelled"]);
      expect((await as.t2.mutate("DELETE", `/api/conferences/availability/${win2.id}`)).status).toBe(200);
      expect(data<{ windows: AvailabilityWindow[] }>(await as.t2.get(`/api/conferences/availability?from=${day}&to=${day}`)).windows).toEqual([]);
    });
  });

  describe("the reminder", () => {
    it("is sent once the day before, even when two instances run it at the same moment", async () => {
      const [booked] = await t.db.select().from(conferenceBookings).where(eq(conferenceBookings.status, "booked"));
      expect(booked).toBeDefined();
      // The child's guardians read Spanish: their copies are in Spanish, the teacher's stays English.
      const guardianIds = (
        await t.db.select({ id: guardianLinks.guardianUserId }).from(guardianLinks).where(eq(guardianLinks.studentId, booked!.studentId))
      ).map((g) => g.id);
      await t.db.update(users).set({ language: "es" }).where(inArray(users.id, guardianIds));
      const early = new Date(booked!.startsAt.getTime() - 2 * DAY);
      expect(await sendConferenceReminders(t.db, early, t.config.publicUrl)).toBe(0);
      const dayBefore = new Date(booked!.startsAt.getTime() - 23 * 60 * 60 * 1000);
      const counts = await Promise.all([
        sendConferenceReminders(t.db, dayBefore, t.config.publicUrl),
        sendConferenceReminders(t.db, dayBefore, t.config.publicUrl),
      ]);
      expect(counts[0]! + counts[1]!).toBe(1);
      expect(await sendConferenceReminders(t.db, new Date(dayBefore.getTime() + 60_000), t.config.publicUrl)).toBe(0);
      const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "conference.reminder"));
      expect(mails.length).toBeGreaterThanOrEqual(1);
      expect(mails.every((m) => m.icalEvent === null)).toBe(true);
      const guardianEmails = (await t.db.select({ email: users.email }).from(users).where(inArray(users.id, guardianIds))).map((g) => g.email);
      const [teacherMail, ...others] = [...mails].sort((a, b) => Number(guardianEmails.includes(a.toAddress)) - Number(guardianEmails.includes(b.toAddress)));
      expect(guardianEmails.includes(teacherMail!.toAddress)).toBe(false);
      expect(teacherMail!.textBody).toContain("tomorrow");
      expect(others.length).toBeGreaterThanOrEqual(1);
      for (const m of others) {
        expect(m.subject).toMatch(/^Recordatorio: conferencia mañana: /);
        expect(m.textBody).toContain("Un recordatorio: la conferencia sobre");
      }
      await t.db.update(users).set({ language: "en" }).where(inArray(users.id, guardianIds));
    });
  });
});
