/**
 * Staff operations over real HTTP (docs/api/admin-operations.md), on PGlite and on PostgreSQL, with
 * a real SMTP server: tour bookings by slot with the capacity, cancel and reschedule with their
 * mail and seats, the contact inbox with read/unread and its audit rows, the dashboard counts, the
 * reports and the CSV export (content, formula neutralising, headers, audit).
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, formatCalendarDate } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import type { AdminToursAnswer, DashboardAnswer, InboxItem, InboxMessage, ReportsAnswer } from "#common/schemas/admin-operations";
import type { Page } from "#common/schemas/paging";
import { school } from "#common/school";
import { tourDates } from "#common/tour";
import { applicationEvents, auditLog, enquiries, students, tourBookings, tourSlots } from "../../server/db/schema";
import { SLOT_FULL, DATE_NOT_OFFERED } from "../../server/tours/booking";
import { TOUR_ALREADY_CANCELLED, TOUR_SAME_SLOT } from "../../server/tours/staff";
import { CSV_COLUMNS } from "../../server/routes/admin/reports";
import { setSetting } from "../../server/settings";
import type { Db } from "../../server/db/client";
import { createSignedInUser, insertApplication as storeApplication } from "../support/fixtures";
import { offeredTourDate, validContact, validTour } from "../support/form-data";
import { makeStudent } from "../support/structure";
import { TestClient } from "../support/http-client";
import { PDF } from "../support/sample-files";
import { appWithMailServer, DATABASE_KINDS } from "../support/test-app";
import { fieldErrors, post, type ErrorBody } from "./accounts-support";

type Data<T> = { success: true; data: T };

/** The family these tests read back on the dashboard and in the reports: Zoë Rahman, grade 2. */
const insertApplication = (db: Db, overrides: Parameters<typeof storeApplication>[1] = {}) =>
  storeApplication(db, { childFirstName: "Zoë", childLastName: "Rahman", childGradeRequested: "2", calculatedGrade: "2", ...overrides });

describe.each(DATABASE_KINDS)("staff operations API on %s", (kind) => {
  const { t, smtp } = appWithMailServer(kind, (smtpUrl) => ({ smtpUrl, formRateLimitPerHour: 50, publicUrl: "https://school.example" }));
  let anonymous: TestClient;
  let staff: TestClient;
  let staffUser: { id: string; username: string };

  beforeEach(async () => {
    anonymous = new TestClient(t.url);
    staff = new TestClient(t.url);
    const signedIn = await createSignedInUser(t.db, "admin");
    staffUser = signedIn.user;
    staff.setCookie("sid", signedIn.sessionId);
  });

  const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

  async function book(overrides: Record<string, unknown> = {}) {
    const res = await anonymous.mutate("POST", "/api/tour-booking", validTour(overrides));
    expect(res.status, res.text).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  }
  const seats = async (date: string, time: string) =>
    (
      await t.db
        .select()
        .from(tourSlots)
        .where(and(eq(tourSlots.tourDate, date), eq(tourSlots.tourTime, time)))
    )[0]?.booked ?? 0;

  describe("tours", () => {
    it("lists today to the last offered day by day and slot, with the capacity, seats and bookings", async () => {
      await setSetting(t.db, "tour_slot_capacity", 3);
      const date = offeredTourDate(1);
      const first = await book({ preferred_date: date, preferred_time: "1:00 PM", parent_name: "James Park" });
      await book({ preferred_date: date, preferred_time: "1:00 PM", parent_name: "Lena Ortiz", email: "lena@example.com", child_name: "Tom" });

      const res = await staff.get("/api/admin/tours");
      expect(res.status, res.text).toBe(200);
      const { data } = res.json<Data<AdminToursAnswer>>();
      const today = formatCalendarDate(calendarDateInZone(new Date(), school.timeZone));
      expect(data).toMatchObject({ timeZone: "America/New_York", from: today, to: formatCalendarDate(tourDates(new Date()).at(-1)!), capacity: 3 });
      for (const offered of tourDates(new Date()).map(formatCalendarDate)) expect(data.days.map((d) => d.date)).toContain(offered);
      const day = data.days.find((d) => d.date === date)!;
      expect(day.slots.map((s) => s.time)).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
      const slot = day.slots.find((s) => s.time === "1:00 PM")!;
      expect(slot).toMatchObject({ capacity: 3, booked: 2 });
      expect(slot.bookings.map((b) => b.parentName)).toEqual(["James Park", "Lena Ortiz"]);
      expect(slot.bookings[0]).toMatchObject({
        id: first,
        childName: "Mina",
        gradeLevel: "kindergarten",
        email: "james.park@example.com",
        phone: "+1 555 987 6543",
        message: "Mina is shy on camera; is that OK?",
        status: "booked",
      });
      expect(day.slots.find((s) => s.time === "9:00 AM")).toMatchObject({ booked: 0, bookings: [] });

      const ranged = (await staff.get(`/api/admin/tours?from=${date}&to=${date}`)).json<Data<AdminToursAnswer>>().data;
      expect(ranged.days.map((d) => d.date)).toEqual([date]);
      const bad = await staff.get("/api/admin/tours?from=2026-02-30");
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad).from).toBe("Please enter a date as YYYY-MM-DD.");
      expect((await staff.get("/api/admin/tours?from=2026-03-10&to=2026-03-01")).status).toBe(400);
      expect((await staff.get("/api/admin/tours?from=2026-01-01&to=2026-12-31")).status).toBe(400);
      expect((await anonymous.get("/api/admin/tours")).status).toBe(401);
    });

    it("tells the family of a cancellation in the language the tour was booked in", async () => {
      const headers = { "x-csrf-token": await anonymous.csrfToken(), "content-language": "es" };
      const booked = await anonymous.request("POST", "/api/tour-booking", { body: validTour({ preferred_date: offeredTourDate(2) }), headers });
      expect(booked.status, booked.text).toBe(201);
      const id = booked.json<{ data: { id: string } }>().data.id;
      await t.app.mail.runOnce();
      smtp.messages.length = 0;

      expect((await post(staff, `/api/admin/tours/${id}/cancel`, { reason: "Nuestra guía está enferma." })).status).toBe(200);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes("james.park@example.com"));
      expect(mail.subject).toMatch(/^Se canceló su recorrido virtual por /);
      expect(mail.text).toContain("Motivo:\nNuestra guía está enferma.");
      expect(mail.text).toContain("https://school.example/es/contact?tab=tour");
      expect(mail.text).toContain("Admisiones de BrightPath Academy");
    });

    it("cancels a booking: frees the seat, mails the family with the reason and the booking link, and is audited", async () => {
      await setSetting(t.db, "tour_slot_capacity", 1);
      const date = offeredTourDate(2);
      const id = await book({ preferred_date: date, preferred_time: "10:00 AM" });
      await t.app.mail.runOnce();
      smtp.messages.length = 0;
      expect(await seats(date, "10:00 AM")).toBe(1);

      const res = await post(staff, `/api/admin/tours/${id}/cancel`, { reason: "Our guide is ill that day." });
      expect(res.status, res.text).toBe(200);
      expect(res.json<Data<{ status: string }>>().data.status).toBe("cancelled");
      const [row] = await t.db.select().from(tourBookings).where(eq(tourBookings.id, id));
      expect(row!.status).toBe("cancelled");
      expect(row!.cancelledAt).toBeInstanceOf(Date);
      expect(await seats(date, "10:00 AM")).toBe(0);

      const mail = await smtp.waitFor((m) => m.envelopeTo.includes("james.park@example.com"));
      expect(mail.subject).toMatch(/cancelled/i);
      expect(mail.text).toContain("Our guide is ill that day.");
      expect(mail.text).toContain("https://school.example/contact?tab=tour");
      // The booking's own invitation, cancelled: the family's calendar removes the event.
      const cancellation = mail.attachments.find((a) => a.mimeType === "text/calendar")!;
      expect(cancellation).toBeDefined();
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
      const ics = cancellation.content.replace(/\r\n[\t ]/g, "");
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain(`UID:tour-${id}@`);
      expect(ics).toContain("SEQUENCE:1");
      const [entry] = await audits("tour.cancelled");
      expect(entry).toMatchObject({ actorUserId: staffUser.id, actorUsername: staffUser.username, targetType: "tour_booking", targetId: id });
      expect(entry!.detail).toEqual({ date, time: "10:00 AM", reasonGiven: true });

      // The freed seat can be booked again.
      await book({ preferred_date: date, preferred_time: "10:00 AM", email: "other@example.com" });

      // A cancelled booking cannot be touched again.
      const again = await post(staff, `/api/admin/tours/${id}/cancel`, {});
      expect(again.status).toBe(409);
      expect(again.json<ErrorBody>().message).toBe(TOUR_ALREADY_CANCELLED);
      const move = await post(staff, `/api/admin/tours/${id}/reschedule`, { preferredDate: offeredTourDate(4), preferredTime: "9:00 AM" });
      expect(move.status).toBe(409);
      expect(await seats(date, "10:00 AM")).toBe(1);
      expect(await seats(offeredTourDate(4), "9:00 AM")).toBe(0);
      expect(await audits("tour.cancelled")).toHaveLength(1);

      expect((await post(staff, "/api/admin/tours/6f1c2a57-0b7a-4b43-9b51-2f6f0f1f7e11/cancel", {})).status).toBe(404);
      expect((await post(staff, "/api/admin/tours/nope/cancel", {})).status).toBe(404);
      expect((await post(staff, `/api/admin/tours/${id}/cancel`, { reason: "x".repeat(501) })).status).toBe(400);
    });

    it("cancels without a reason and says nothing about one", async () => {
      const id = await book();
      await t.app.mail.runOnce();
      smtp.messages.length = 0;
      expect((await post(staff, `/api/admin/tours/${id}/cancel`)).status).toBe(200);
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes("james.park@example.com"));
      expect(mail.text).not.toContain("Reason:");
    });

    it("refuses to move a booking into a full slot, and moves it into a free one with a new invitation", async () => {
      await setSetting(t.db, "tour_slot_capacity", 1);
      const from = offeredTourDate(3);
      const to = offeredTourDate(5);
      const id = await book({ preferred_date: from, preferred_time: "9:00 AM" });
      await book({ preferred_date: to, preferred_time: "2:00 PM", email: "full@example.com" });
      await t.app.mail.runOnce();
      smtp.messages.length = 0;

      const full = await post(staff, `/api/admin/tours/${id}/reschedule`, { preferredDate: to, preferredTime: "2:00 PM" });
      expect(full.status).toBe(409);
      expect(full.json<ErrorBody>()).toEqual({ message: SLOT_FULL, errors: [{ field: "preferredTime", message: SLOT_FULL }] });
      expect(await seats(from, "9:00 AM")).toBe(1);
      expect(await seats(to, "2:00 PM")).toBe(1);

      const same = await post(staff, `/api/admin/tours/${id}/reschedule`, { preferredDate: from, preferredTime: "9:00 AM" });
      expect(same.status).toBe(409);
      expect(same.json<ErrorBody>().message).toBe(TOUR_SAME_SLOT);
      const notOffered = await post(staff, `/api/admin/tours/${id}/reschedule`, {
        preferredDate: formatCalendarDate(addDays(tourDates(new Date()).at(-1)!, 7)),
        preferredTime: "9:00 AM",
      });
      expect(notOffered.status).toBe(400);
      expect(fieldErrors(notOffered).preferredDate).toBe(DATE_NOT_OFFERED);
      const badTime = await post(staff, `/api/admin/tours/${id}/reschedule`, { preferredDate: to, preferredTime: "12:00 PM" });
      expect(fieldErrors(badTime).preferredTime).toBe("Please select a time");

      const moved = await post(staff, `/api/admin/tours/${id}/reschedule`, { preferredDate: to, preferredTime: "3:00 PM" });
      expect(moved.status, moved.text).toBe(200);
      expect(await seats(from, "9:00 AM")).toBe(0);
      expect(await seats(to, "3:00 PM")).toBe(1);
      const [row] = await t.db.select().from(tourBookings).where(eq(tourBookings.id, id));
      expect(row).toMatchObject({ tourDate: to, tourTime: "3:00 PM", status: "booked" });
      const nyClock = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit" }).format(row!.startsAt);
      expect(nyClock).toBe("3:00 PM");

      const mail = await smtp.waitFor((m) => m.envelopeTo.includes("james.park@example.com"));
      expect(mail.subject).toContain("New time for your virtual tour");
      expect(mail.text).toContain("3:00 PM Eastern Time");
      expect(mail.text).toContain("Previous time:");
      const invite = mail.attachments.find((a) => a.mimeType === "text/calendar")!;
      expect(invite).toBeDefined();
      const ics = invite.content.replace(/\r\n[\t ]/g, "");
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain(`UID:tour-${id}@`);
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain(
        `DTSTART:${row!.startsAt
          .toISOString()
          .replace(/[-:]/g, "")
          .replace(/\.\d{3}/, "")}`,
      );
      const [entry] = await audits("tour.rescheduled");
      expect(entry!.detail).toEqual({ from: { date: from, time: "9:00 AM" }, to: { date: to, time: "3:00 PM" } });

      // A second move revises the same invitation again.
      smtp.messages.length = 0;
      expect((await post(staff, `/api/admin/tours/${id}/reschedule`, { preferredDate: to, preferredTime: "4:00 PM" })).status).toBe(200);
      const second = await smtp.waitFor((m) => m.envelopeTo.includes("james.park@example.com"));
      expect(second.attachments.find((a) => a.mimeType === "text/calendar")!.content).toContain("SEQUENCE:2");
      expect(await seats(to, "3:00 PM")).toBe(0);
      expect(await seats(to, "4:00 PM")).toBe(1);

      // Cancelling after two moves sends the next revision, so calendars do not ignore it as stale.
      smtp.messages.length = 0;
      expect((await post(staff, `/api/admin/tours/${id}/cancel`)).status).toBe(200);
      const cancelled = await smtp.waitFor((m) => m.envelopeTo.includes("james.park@example.com"));
      const cancelIcs = cancelled.attachments.find((a) => a.mimeType === "text/calendar")!.content.replace(/\r\n[\t ]/g, "");
      expect(cancelIcs).toContain("METHOD:CANCEL");
      expect(cancelIcs).toContain(`UID:tour-${id}@`);
      expect(cancelIcs).toContain("SEQUENCE:3");
    });
  });

  describe("contact inbox", () => {
    async function send(overrides: Record<string, unknown> = {}) {
      const res = await anonymous.mutate("POST", "/api/contact", validContact(overrides));
      expect(res.status, res.text).toBe(201);
      return res.json<{ data: { id: string } }>().data.id;
    }

    it("lists messages newest first with paging, search, the unread filter and attachment counts", async () => {
      const upload = (await anonymous.upload("/api/uploads", { name: "report card.pdf", bytes: PDF })).json<{ data: { id: string } }>().data.id;
      const withFile = await send({ parent_name: "Ana Souza", attachments: [upload] });
      const plain = await send({ parent_name: "Ben Sure", message: "Is grade_4 maths 100% online? Thanks." });
      await t.db
        .update(enquiries)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(enquiries.id, withFile));

      const list = (await staff.get("/api/admin/enquiries")).json<Data<Page<InboxItem>>>().data;
      expect(list).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      expect(list.items.map((m) => m.id)).toEqual([plain, withFile]);
      expect(list.items[1]).toMatchObject({ parentName: "Ana Souza", attachmentCount: 1, readAt: null, email: "maria.garcia@example.com" });
      expect(list.items[0]!.preview).toBe("Is grade_4 maths 100% online? Thanks.");

      const paged = (await staff.get("/api/admin/enquiries?page=2&pageSize=1")).json<Data<Page<InboxItem>>>().data;
      expect(paged.items.map((m) => m.id)).toEqual([withFile]);
      // % and _ are searched for as themselves, not as wildcards.
      for (const q of ["100%", "%", "_", "e_4"]) {
        const found = (await staff.get(`/api/admin/enquiries?q=${encodeURIComponent(q)}`)).json<Data<Page<InboxItem>>>().data;
        expect(
          found.items.map((m) => m.id),
          q,
        ).toEqual([plain]);
      }
      expect((await staff.get("/api/admin/enquiries?q=ANA%20souza")).json<Data<Page<InboxItem>>>().data.items.map((m) => m.id)).toEqual([withFile]);
      expect((await staff.get("/api/admin/enquiries?q=maths")).json<Data<Page<InboxItem>>>().data.total).toBe(1);
      expect((await staff.get("/api/admin/enquiries?pageSize=500")).status).toBe(400);

      await post(staff, `/api/admin/enquiries/${plain}/read`);
      const unread = (await staff.get("/api/admin/enquiries?unread=1")).json<Data<Page<InboxItem>>>().data;
      expect(unread.items.map((m) => m.id)).toEqual([withFile]);
    });

    it("shows a whole message with its attachments, marks it read and unread with audit rows, and downloads stay attachments", async () => {
      const upload = (await anonymous.upload("/api/uploads", { name: "Zoë's report.pdf", bytes: PDF })).json<{ data: { id: string } }>().data.id;
      const id = await send({ attachments: [upload] });

      const detail = (await staff.get(`/api/admin/enquiries/${id}`)).json<Data<InboxMessage>>().data;
      expect(detail).toMatchObject({ id, parentName: "Maria O'Neil-Garcia", phone: "(555) 123-4567", gradeLevel: "grade-3", readAt: null, readBy: null });
      expect(detail.message).toContain("grade 3 placement");
      expect(detail.attachments).toEqual([
        { id: upload, name: "Zoë's report.pdf", size: PDF.length, type: "application/pdf", url: `/api/admin/attachments/${upload}` },
      ]);

      const read = await post(staff, `/api/admin/enquiries/${id}/read`);
      expect(read.status, read.text).toBe(200);
      expect(read.json<Data<InboxMessage>>().data).toMatchObject({ readBy: staffUser.username, readAt: expect.any(String) });
      const [stored] = await t.db.select().from(enquiries).where(eq(enquiries.id, id));
      expect(stored!.readBy).toBe(staffUser.id);
      // Reading it again changes nothing and logs nothing.
      expect((await post(staff, `/api/admin/enquiries/${id}/read`)).status).toBe(200);
      const readEntries = await audits("contact_message.read");
      expect(readEntries).toHaveLength(1);
      expect(readEntries[0]).toMatchObject({ targetType: "contact_message", targetId: id, actorUserId: staffUser.id });
      expect(JSON.stringify(readEntries[0])).not.toContain("grade 3 placement");

      const unread = await post(staff, `/api/admin/enquiries/${id}/unread`);
      expect(unread.json<Data<InboxMessage>>().data).toMatchObject({ readAt: null, readBy: null });
      expect(await audits("contact_message.unread")).toHaveLength(1);

      const download = await staff.get(detail.attachments[0]!.url);
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/octet-stream");
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; /);

      expect((await staff.get("/api/admin/enquiries/6f1c2a57-0b7a-4b43-9b51-2f6f0f1f7e11")).status).toBe(404);
      expect((await post(staff, "/api/admin/enquiries/not-an-id/read")).status).toBe(404);
      const parent = new TestClient(t.url);
      parent.setCookie("sid", (await createSignedInUser(t.db, "parent")).sessionId);
      expect((await parent.get(`/api/admin/enquiries/${id}`)).status).toBe(403);
    });
  });

  describe("dashboard", () => {
    it("counts what needs attention, with the five most recent items", async () => {
      const old = await insertApplication(t.db, { createdAt: new Date(Date.now() - 86_400_000) });
      const apps = [];
      for (let i = 0; i < 6; i += 1) apps.push(await insertApplication(t.db, { createdAt: new Date(Date.now() - i * 1000) }));
      await insertApplication(t.db, { status: "under_review" });
      const conflict = await insertApplication(t.db, { status: "under_review", gradeConflict: true });
      await insertApplication(t.db, { status: "under_review", gradeConflict: true, gradeReviewedAt: new Date() });
      await insertApplication(t.db, { status: "withdrawn", gradeConflict: true });
      const duplicate = await insertApplication(t.db, { status: "under_review", duplicateOf: old.id });
      await insertApplication(t.db, { status: "under_review", duplicateOf: old.id, duplicateDecision: "dismissed", duplicateReviewedAt: new Date() });

      const soon = await book({ preferred_date: offeredTourDate(0), preferred_time: "9:00 AM" });
      const cancelled = await book({ preferred_date: offeredTourDate(0), preferred_time: "10:00 AM" });
      await post(staff, `/api/admin/tours/${cancelled}/cancel`);
      await book({ preferred_date: offeredTourDate(10), preferred_time: "9:00 AM" });

      await anonymous.mutate("POST", "/api/contact", validContact({ parent_name: "Unread One" }));
      const readId = (await anonymous.mutate("POST", "/api/contact", validContact({ parent_name: "Read One" }))).json<{ data: { id: string } }>().data.id;
      await post(staff, `/api/admin/enquiries/${readId}/read`);

      const res = await staff.get("/api/admin/dashboard");
      expect(res.status, res.text).toBe(200);
      const { data } = res.json<Data<DashboardAnswer>>();
      expect(data.newApplications.count).toBe(7);
      expect(data.newApplications.items.map((a) => a.applicationId)).toEqual(apps.slice(0, 5).map((a) => a.applicationId));
      expect(data.newApplications.items[0]).toMatchObject({ childName: "Zoë Rahman", parentName: "Aisha Rahman", gradeRequested: "2", status: "submitted" });
      expect(data.gradeConflicts).toMatchObject({ count: 1, items: [{ applicationId: conflict.applicationId }] });
      expect(data.duplicates).toMatchObject({ count: 1, items: [{ applicationId: duplicate.applicationId }] });
      // Tomorrow's (or the next weekday's) tour is within 7 days; the one 10 weekdays away is not.
      expect(data.upcomingTours).toMatchObject({ count: 1, items: [{ id: soon, parentName: "James Park", childName: "Mina", time: "9:00 AM" }] });
      expect(data.unreadEnquiries).toMatchObject({ count: 1, items: [{ parentName: "Unread One" }] });
    });

    it("lists enrolled applicants without a student record, the longest waiting first, to admins only", async () => {
      const day = 86_400_000;
      const recent = await insertApplication(t.db, { status: "enrolled", childFirstName: "Nia", placementGrade: "3" });
      const older = await insertApplication(t.db, { status: "enrolled", childFirstName: "Jonah", createdAt: new Date(Date.now() - 20 * day) });
      // Enrolled three days ago by its history, although the row was touched since.
      await t.db
        .insert(applicationEvents)
        .values({ applicationId: older.id, type: "status_changed", fromStatus: "offered", toStatus: "enrolled", createdAt: new Date(Date.now() - 3 * day) });
      const made = await insertApplication(t.db, { status: "enrolled", childFirstName: "Made" });
      const { student } = await makeStudent(t.db, { firstName: "Made", lastName: "Rahman" });
      await t.db.update(students).set({ applicationId: made.id }).where(eq(students.id, student.id));
      await insertApplication(t.db, { status: "offered" });

      const { data } = (await staff.get("/api/admin/dashboard")).json<Data<DashboardAnswer>>();
      expect(data.awaitingStudent.count).toBe(2);
      expect(data.awaitingStudent.items).toEqual([
        { applicationId: older.applicationId, childName: "Jonah Rahman", grade: "2", enrolledAt: expect.any(String), daysWaiting: 3 },
        { applicationId: recent.applicationId, childName: "Nia Rahman", grade: "3", enrolledAt: recent.updatedAt.toISOString(), daysWaiting: 0 },
      ]);

      for (const role of ["teacher", "parent", "guardian", "student"] as const) {
        const other = new TestClient(t.url);
        other.setCookie("sid", (await createSignedInUser(t.db, role)).sessionId);
        expect((await other.get("/api/admin/dashboard")).status, role).toBe(403);
      }
    });
  });

  describe("reports", () => {
    const at = (iso: string) => new Date(iso);

    it("counts applications by status, requested grade and New York month, within a date range", async () => {
      await insertApplication(t.db, { createdAt: at("2026-01-15T15:00:00Z") });
      await insertApplication(t.db, { createdAt: at("2026-02-01T03:00:00Z"), status: "offered", childGradeRequested: "K" }); // Jan 31, 10 PM in New York
      await insertApplication(t.db, { createdAt: at("2026-02-10T15:00:00Z"), status: "offered", childGradeRequested: "6" });
      await insertApplication(t.db, { createdAt: at("2026-03-02T15:00:00Z"), status: "withdrawn" });

      const allRes = await staff.get("/api/admin/reports");
      expect(allRes.status, allRes.text).toBe(200);
      const all = allRes.json<Data<ReportsAnswer>>().data;
      expect(all.total).toBe(4);
      expect(all.byStatus).toEqual([
        { key: "submitted", count: 1 },
        { key: "under_review", count: 0 },
        { key: "offered", count: 2 },
        { key: "waitlisted", count: 0 },
        { key: "not_offered", count: 0 },
        { key: "enrolled", count: 0 },
        { key: "withdrawn", count: 1 },
      ]);
      expect(all.byGrade.map((g) => g.key)).toEqual(["K", "1", "2", "3", "4", "5", "6"]);
      expect(all.byGrade.filter((g) => g.count > 0)).toEqual([
        { key: "K", count: 1 },
        { key: "2", count: 2 },
        { key: "6", count: 1 },
      ]);
      expect(all.byMonth).toEqual([
        { key: "2026-01", count: 2 },
        { key: "2026-02", count: 1 },
        { key: "2026-03", count: 1 },
      ]);

      // 2026-01-31 is a whole New York day: the application at 10 PM there is in, the next day's is out.
      const january = (await staff.get("/api/admin/reports?from=2026-01-31&to=2026-01-31")).json<Data<ReportsAnswer>>().data;
      expect(january).toMatchObject({ from: "2026-01-31", to: "2026-01-31", total: 1, byMonth: [{ key: "2026-01", count: 1 }] });
      const bad = await staff.get("/api/admin/reports?from=2026-02-01&to=2026-01-01");
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad).to).toBe("The start date must be on or before the end date.");
    });

    it("exports every application as a formula-safe UTF-8 CSV download, and audits the export", async () => {
      const original = await insertApplication(t.db, { createdAt: at("2026-01-10T15:00:00Z") });
      await insertApplication(t.db, {
        createdAt: at("2026-02-03T17:30:00Z"),
        status: "under_review",
        parentName: '=HYPERLINK("http://evil.example","Click")',
        parentPhone: "+1 555 0100",
        childFirstName: "-2+3",
        childLastName: "@SUM(A1)",
        specialNeeds: 'Needs "quiet" breaks,\nand a second line',
        priorSchoolName: "École Sainte-Thérèse",
        duplicateOf: original.id,
        gradeConflict: true,
        calculatedGrade: null,
      });

      const res = await staff.get("/api/admin/reports/applications.csv");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      const today = formatCalendarDate(calendarDateInZone(new Date(), school.timeZone));
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="applications-${today}.csv"`);
      // fetch's text() drops a byte order mark: read the bytes.
      const raw = Buffer.from(
        await (await fetch(`${t.url}/api/admin/reports/applications.csv`, { headers: { cookie: `sid=${staff.getCookie("sid")}` } })).arrayBuffer(),
      );
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = raw.toString("utf8");
      const lines = text.slice(1).split("\r\n");
      expect(lines[0]).toBe(CSV_COLUMNS.map((c) => `"${c.replace(/"/g, '""')}"`).join(","));
      expect(lines.at(-1)).toBe("");
      // Newest first: the crafted application, then the original.
      const crafted = lines[1]!;
      expect(crafted).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(crafted).toContain(`"'+1 555 0100"`);
      expect(crafted).toContain(`"'-2+3","'@SUM(A1)"`);
      expect(crafted).toContain(`"Needs ""quiet"" breaks,\nand a second line"`);
      expect(crafted).toContain(`"École Sainte-Thérèse"`);
      expect(crafted).toContain(`"Under review","2026-02-03 12:30"`);
      expect(crafted).toContain(`"${original.applicationId}"`);
      expect(crafted).toContain(`"Outside K-6"`);
      expect(lines[2]).toMatch(new RegExp(`^"${original.applicationId}","Submitted","2026-01-10 10:00"`));
      expect(text).not.toMatch(/(^|,)"[=+\-@]/m);

      const filtered = await staff.get("/api/admin/reports/applications.csv?status=submitted&from=2026-01-01&to=2026-01-31");
      expect(filtered.text.split("\r\n").filter(Boolean)).toHaveLength(2);
      expect((await staff.get("/api/admin/reports/applications.csv?status=bogus")).status).toBe(400);

      const entries = await audits("reports.exported");
      expect(entries).toHaveLength(3);
      expect(entries.map((e) => e.detail)).toContainEqual({ from: "2026-01-01", to: "2026-01-31", status: "submitted", rows: 1 });
      expect(entries[0]).toMatchObject({ targetType: "application", targetId: "applications.csv", actorUserId: staffUser.id });
      expect((await anonymous.get("/api/admin/reports/applications.csv")).status).toBe(401);
    });
  });
});
