/**
 * The public forms over real HTTP (docs/api/public-forms.md), on PGlite and on PostgreSQL, with a
 * real SMTP server receiving the mail: every rule and every bad input, attachments, tour slots and
 * capacity races, applications with grade conflicts and duplicates.
 */
import { count, eq, inArray, sql } from "drizzle-orm";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "#common/schemas/contact";
import { HONEYPOT_MESSAGE } from "#common/schemas/honeypot";
import { TOUR_MESSAGES } from "#common/schemas/tour";
import { APPLICATION_MESSAGES } from "#common/schemas/application";
import { PLUS_EMAIL, INVALID_EMAIL, INVALID_PHONE } from "#common/schemas/fields";
import { startOptions } from "#common/grade-placement";
import { tourDates } from "#common/tour";
import { applicationEvents, applications, enquiries, mailOutbox, tourBookings, uploads } from "../../server/db/schema";
import { DUPLICATE_REVIEW } from "../../server/admissions/application-rules";
import { DATE_NOT_OFFERED, SLOT_FULL } from "../../server/tours/booking";
import { setSetting } from "../../server/settings";
import { purgeUnattachedUploads, UNATTACHED_UPLOAD_TTL_MS } from "../../server/uploads/storage";
import { createSignedInUser } from "../support/fixtures";
import { dobForGrade, offeredTourDate, validApplication, validContact, validTour } from "../support/form-data";
import { TestClient, type TestResponse } from "../support/http-client";
import { DOC, EXE, PDF, PNG, docx } from "../support/sample-files";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { appWithMailServer, DATABASE_KINDS, startTestApp } from "../support/test-app";
import { formatCalendarDate, addDays, weekday } from "#common/calendar-date";
import { calendarDateInZone } from "#common/time-zone";
import { school } from "#common/school";

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };
/** The first message for each field (what the form shows). */
const fieldErrors = (res: TestResponse) => {
  const first: Record<string, string> = {};
  for (const e of res.json<ErrorBody>().errors ?? []) first[e.field] ??= e.message;
  return first;
};

describe.each(DATABASE_KINDS)("public forms API on %s", (kind) => {
  // The server's clock: the real time, unless a test sets the day it is (config.now).
  const clock: { at?: Date } = {};
  // A limit above what one test sends, so only the rate-limit test reaches it.
  const { t, smtp } = appWithMailServer(kind, (smtpUrl) => ({ smtpUrl, formRateLimitPerHour: 30, now: () => clock.at ?? new Date() }));
  let client: TestClient;

  beforeEach(async () => {
    clock.at = undefined;
    client = new TestClient(t.url);
  });

  const rows = async (table: typeof enquiries | typeof tourBookings | typeof applications | typeof uploads) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  describe("POST /api/contact", () => {
    it("stores a valid message, lower-cases the email, and mails admissions and the family", async () => {
      const res = await client.mutate("POST", "/api/contact", validContact());
      expect(res.status).toBe(201);
      const body = res.json<{ success: boolean; message: string; data: { id: string } }>();
      expect(body).toMatchObject({ success: true, message: "Message sent successfully!" });
      const [row] = await t.db.select().from(enquiries).where(eq(enquiries.id, body.data.id));
      expect(row).toMatchObject({ parentName: "Maria O'Neil-Garcia", email: "maria.garcia@example.com", gradeLevel: "grade-3" });

      const admissions = await smtp.waitFor((m) => m.envelopeTo.includes(school.emails.admissions));
      expect(admissions.subject).toBe("New contact message from Maria O'Neil-Garcia");
      expect(admissions.replyTo).toBe("maria.garcia@example.com");
      expect(admissions.text).toContain("grade 3 placement");
      expect(admissions.text).toContain("Grade 3 (ages 8-9)");
      const family = await smtp.waitFor((m) => m.envelopeTo.includes("maria.garcia@example.com"));
      expect(family.text).toContain("we'll get back to you within 24 hours");
      expect(family.from).toBe(school.emails.admissions);
    });

    it("acknowledges in the language of the page the form was sent from; the admissions copy stays English", async () => {
      const headers = { "x-csrf-token": await client.csrfToken(), "content-language": "es" };
      const res = await client.request("POST", "/api/contact", { body: validContact(), headers });
      expect(res.status, res.text).toBe(201);
      const mails = await t.db.select().from(mailOutbox);
      const family = mails.find((m) => m.kind === "contact.acknowledgement")!;
      expect(family.subject).toBe(`Recibimos su mensaje - ${school.name}`);
      expect(family.textBody).toContain("Estimado/a Maria O'Neil-Garcia:");
      expect(family.textBody).toContain("le responderemos en un plazo de 24 horas");
      const admissions = mails.find((m) => m.kind === "contact.admissions")!;
      expect(admissions.subject).toBe("New contact message from Maria O'Neil-Garcia");
      expect(admissions.textBody).toContain("A family sent a message with the General Contact form.");
    });

    it("answers every broken rule with 400 and the spec's messages, and stores nothing", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ parent_name: "A" }, "parent_name", CONTACT_MESSAGES.nameShort],
        [{ parent_name: "A".repeat(51) }, "parent_name", CONTACT_MESSAGES.nameLong],
        [{ parent_name: "Maria 2nd" }, "parent_name", CONTACT_MESSAGES.nameChars],
        [{ email: "maria+school@example.com" }, "email", PLUS_EMAIL],
        [{ email: "not-an-email" }, "email", INVALID_EMAIL],
        [{ phone: "0123" }, "phone", INVALID_PHONE],
        [{ phone: "+1 (555) 12a" }, "phone", INVALID_PHONE],
        [{ message: "Too short" }, "message", CONTACT_MESSAGES.messageShort],
        [{ message: "x".repeat(1001) }, "message", CONTACT_MESSAGES.messageLong],
        [{ message: "Twowords onlyhere" }, "message", CONTACT_MESSAGES.messageWords],
        [{ grade_level: "grade-2", message: "Please call me back soon." }, "message", CONTACT_MESSAGES.gradeMention],
        [{ grade_level: "grade-9" }, "grade_level", "Please select a grade level from the list"],
        [{ parent_name: 42 }, "parent_name", CONTACT_MESSAGES.nameShort],
        [{ message: null }, "message", CONTACT_MESSAGES.messageShort],
      ];
      for (const [change, field, message] of cases) {
        const res = await client.mutate("POST", "/api/contact", validContact(change));
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(fieldErrors(res)[field], JSON.stringify(change)).toBe(message);
      }
      const missing = await client.mutate("POST", "/api/contact", {});
      expect(missing.status).toBe(400);
      expect(Object.keys(fieldErrors(missing)).sort()).toEqual(["email", "message", "parent_name"]);
      const notObject = await client.mutate("POST", "/api/contact", [validContact()]);
      expect(notObject.status).toBe(400);
      const badJson = await client.request("POST", "/api/contact", { body: "{oops", headers: { "x-csrf-token": await client.csrfToken() } });
      expect(badJson.status).toBe(400);
      expect(badJson.text).not.toMatch(/at \w+ \(|node_modules/);
      expect(await rows(enquiries)).toBe(0);
    });

    it("accepts the grade rule when the message names the grade or is long", async () => {
      for (const message of [
        "Question about the grade two class please",
        "Is there space in grade-2 this year?",
        "We would like to know more about your reading programme for children.",
      ]) {
        const res = await client.mutate("POST", "/api/contact", validContact({ grade_level: "grade-2", message }));
        expect(res.status, message).toBe(201);
      }
    });

    it("refuses a filled honeypot and a missing anti-forgery token", async () => {
      const bot = await client.mutate("POST", "/api/contact", { ...validContact(), website: "http://spam.example" });
      expect(bot.status).toBe(400);
      expect(bot.json<ErrorBody>().message).toBe(HONEYPOT_MESSAGE);
      const noToken = await client.request("POST", "/api/contact", { body: validContact() });
      expect(noToken.status).toBe(403);
      expect(noToken.text).toContain("CSRF token");
      expect(await rows(enquiries)).toBe(0);
    });

    it("limits each address to FORM_RATE_LIMIT_PER_HOUR messages an hour, with a clear message", async () => {
      for (let i = 0; i < t.config.formRateLimitPerHour; i++) {
        expect((await client.mutate("POST", "/api/contact", validContact())).status).toBe(201);
      }
      const limited = await client.mutate("POST", "/api/contact", validContact());
      expect(limited.status).toBe(429);
      expect(limited.json<ErrorBody>().message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
      expect(await rows(enquiries)).toBe(t.config.formRateLimitPerHour);
    });
  });

  describe("mail delivery", () => {
    it("is at least once: a mail sent again after a crash before it was marked sent keeps its Message-ID", async () => {
      expect((await client.mutate("POST", "/api/contact", validContact())).status).toBe(201);
      const first = await smtp.waitFor((m) => m.envelopeTo.includes("maria.garcia@example.com"));
      const messageIdOf = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
      const id = messageIdOf(first.raw);
      expect(id).toMatch(/^<outbox\.[0-9a-f-]+@brightpath-academy\.org>$/);
      await t.app.mail.runOnce();
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "maria.garcia@example.com"));
      expect(row).toMatchObject({ status: "sent", messageId: id });

      // The crash: the SMTP server has the mail, the row still says pending (its lease then runs out).
      await t.db
        .update(mailOutbox)
        .set({ status: "pending", sentAt: null, lockedUntil: null, nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, row!.id));
      smtp.messages.length = 0;
      await t.app.mail.runOnce();
      const again = await smtp.waitFor((m) => m.envelopeTo.includes("maria.garcia@example.com"));
      expect(messageIdOf(again.raw)).toBe(id);
      expect(again.text).toBe(first.text);
    });
  });

  describe("attachments", () => {
    async function upload(name: string, bytes: Uint8Array) {
      return client.upload("/api/uploads", { name, bytes });
    }

    it("stores accepted files under random names outside the site and attaches them to the message", async () => {
      const pdf = await upload("report card.pdf", PDF);
      expect(pdf.status).toBe(201);
      const png = await upload("drawing.PNG", PNG);
      const docxRes = await upload("letter.docx", docx());
      const docRes = await upload("old letter.doc", DOC);
      const txt = await upload("notes.txt", Buffer.from("Reading list: Charlotte's Web – été\n"));
      const ids = [pdf, png, docxRes, docRes, txt].map((r) => {
        expect(r.status, r.text).toBe(201);
        return r.json<{ data: { id: string; name: string; size: number } }>().data.id;
      });
      expect(pdf.json()).toMatchObject({ success: true, data: { name: "report card.pdf", size: PDF.length } });

      const res = await client.mutate("POST", "/api/contact", validContact({ attachments: ids }));
      expect(res.status, res.text).toBe(201);
      const messageId = res.json<{ data: { id: string } }>().data.id;
      const stored = await t.db.select().from(uploads).where(eq(uploads.enquiryId, messageId));
      expect(stored).toHaveLength(5);
      const files = readdirSync(t.config.uploadsDir);
      for (const file of stored) {
        expect(file.storedName).toMatch(/^[0-9a-f]{48}$/);
        expect(files).toContain(file.storedName);
      }
      expect(path.relative(t.config.clientDir, t.config.uploadsDir).startsWith("..")).toBe(true);
      const pdfRow = stored.find((s) => s.originalName === "report card.pdf")!;
      expect(readFileSync(path.join(t.config.uploadsDir, pdfRow.storedName)).equals(PDF)).toBe(true);
      expect(pdfRow.contentType).toBe("application/pdf");

      const admissions = await smtp.waitFor((m) => m.envelopeTo.includes(school.emails.admissions));
      expect(admissions.text).toContain("- report card.pdf (");
      expect(admissions.text).toContain("- notes.txt (");
      expect(admissions.attachments).toHaveLength(0);

      // An upload belongs to one message only.
      const again = await client.mutate("POST", "/api/contact", validContact({ attachments: [ids[0]] }));
      expect(again.status).toBe(400);
      expect(fieldErrors(again).attachments).toBe("An attachment could not be found. Please attach the file again.");
      expect(await rows(enquiries)).toBe(1);
    });

    it("refuses unknown ids and more than 5 attachments", async () => {
      const unknown = await client.mutate("POST", "/api/contact", validContact({ attachments: ["6f1c2a57-0b7a-4b43-9b51-2f6f0f1f7e11"] }));
      expect(unknown.status).toBe(400);
      expect(fieldErrors(unknown).attachments).toBe("An attachment could not be found. Please attach the file again.");
      const notUuid = await client.mutate("POST", "/api/contact", validContact({ attachments: ["../../etc/passwd"] }));
      expect(notUuid.status).toBe(400);
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push((await upload(`page-${i}.pdf`, PDF)).json<{ data: { id: string } }>().data.id);
      const six = await client.mutate("POST", "/api/contact", validContact({ attachments: ids }));
      expect(six.status).toBe(400);
      expect(fieldErrors(six).attachments).toBe("Cannot upload more than 5 files");
      expect(await rows(enquiries)).toBe(0);
    });

    it("refuses every file the rules forbid, and disguised files, with the spec's messages", async () => {
      const filesBefore = existsSync(t.config.uploadsDir) ? readdirSync(t.config.uploadsDir).length : 0;
      const cases: [string, Uint8Array, string][] = [
        ["invoice.pdf", EXE, "The contents of 'invoice.pdf' do not match its file type"],
        ["photo.png", PDF, "The contents of 'photo.png' do not match its file type"],
        ["notes.txt", EXE, "The contents of 'notes.txt' do not match its file type"],
        ["setup.exe", EXE, "File type '.exe' is not allowed for security reasons"],
        ["report.exe.pdf", PDF, "File type '.exe' is not allowed for security reasons"],
        ["script.js", Buffer.from("alert(1)"), "File type '.js' is not allowed for security reasons"],
        ["page.html", Buffer.from("<script>alert(1)</script>"), "File type '.html' not allowed. Accepted types: images, .pdf, .doc, .docx, .txt"],
        ["empty.pdf", new Uint8Array(0), "File is empty and cannot be uploaded"],
        [`${"a".repeat(252)}.pdf`, PDF, "File name is too long (maximum 255 characters)"],
        ["what?.pdf", PDF, 'File name cannot contain any of these characters: < > : " / \\ | ? *'],
      ];
      for (const [name, bytes, message] of cases) {
        const res = await upload(name, bytes);
        expect(res.status, name).toBe(400);
        expect(res.json<ErrorBody>(), name).toEqual({ message, errors: [{ field: "file", message }] });
      }
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
      big.write("%PDF-1.7\n");
      const tooBig = await upload("scan.pdf", big);
      expect(tooBig.status).toBe(400);
      expect(tooBig.json<ErrorBody>().message).toMatch(/^File size 10\.0\d+ MB exceeds the 10 MB limit$/);
      const justRight = Buffer.alloc(10 * 1024 * 1024, 0x20);
      justRight.write("%PDF-1.7\n");
      expect((await upload("scan.pdf", justRight)).status).toBe(201);

      const wrongField = await client.upload("/api/uploads", { name: "a.pdf", bytes: PDF }, "document");
      expect(wrongField.status).toBe(400);
      const json = await client.mutate("POST", "/api/uploads", { file: "a.pdf" });
      expect(json.status).toBe(400);
      expect(json.json<ErrorBody>().message).toBe("Please send the file as multipart/form-data");
      expect(await rows(uploads)).toBe(1);
      expect(readdirSync(t.config.uploadsDir)).toHaveLength(filesBefore + 1);
    });

    it("deletes uploads no message claimed within two hours, files included", async () => {
      const stale = (await upload("old.pdf", PDF)).json<{ data: { id: string } }>().data.id;
      const fresh = (await upload("new.pdf", PDF)).json<{ data: { id: string } }>().data.id;
      const claimed = (await upload("sent.pdf", PDF)).json<{ data: { id: string } }>().data.id;
      expect((await client.mutate("POST", "/api/contact", validContact({ attachments: [claimed] }))).status).toBe(201);
      await t.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS - 1000) })
        .where(inArray(uploads.id, [stale, claimed]));
      const [staleRow] = await t.db.select().from(uploads).where(eq(uploads.id, stale));
      expect(await purgeUnattachedUploads(t.db, t.config.uploadsDir)).toBe(1);
      expect((await t.db.select({ id: uploads.id }).from(uploads)).map((r) => r.id).sort()).toEqual([fresh, claimed].sort());
      expect(existsSync(path.join(t.config.uploadsDir, staleRow!.storedName))).toBe(false);
      // A stale upload cannot be attached any more either.
      const late = (await upload("late.pdf", PDF)).json<{ data: { id: string } }>().data.id;
      await t.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS - 1000) })
        .where(eq(uploads.id, late));
      expect((await client.mutate("POST", "/api/contact", validContact({ attachments: [late] }))).status).toBe(400);
    });

    it("needs the anti-forgery token to upload", async () => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(PDF)]), "a.pdf");
      const res = await fetch(`${t.url}/api/uploads`, { method: "POST", body: form });
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("CSRF token");
    });

    it("serves an attachment to staff only, as a download that never renders", async () => {
      const html = Buffer.from("<html><script>alert(1)</script></html>\n");
      const id = (await upload("notes.txt", html)).json<{ data: { id: string } }>().data.id;
      const loose = (await upload("loose.pdf", PDF)).json<{ data: { id: string } }>().data.id;
      expect((await client.mutate("POST", "/api/contact", validContact({ attachments: [id] }))).status).toBe(201);

      const anonymous = await client.get(`/api/admin/attachments/${id}`);
      expect(anonymous.status).toBe(401);
      for (const role of ["parent", "guardian", "teacher", "student"] as const) {
        const other = new TestClient(t.url);
        other.setCookie("sid", (await createSignedInUser(t.db, role)).sessionId);
        expect((await other.get(`/api/admin/attachments/${id}`)).status, role).toBe(403);
      }
      for (const role of ["admin", "super_admin"] as const) {
        const staff = new TestClient(t.url);
        staff.setCookie("sid", (await createSignedInUser(t.db, role)).sessionId);
        const res = await staff.get(`/api/admin/attachments/${id}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/octet-stream");
        expect(res.headers.get("content-disposition")).toBe(`attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`);
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("content-security-policy")).toContain("sandbox");
        expect(res.text).toBe(html.toString());
        expect((await staff.get(`/api/admin/attachments/${loose}`)).status).toBe(404);
        expect((await staff.get(`/api/admin/attachments/not-a-uuid`)).status).toBe(404);
      }
    });
  });

  describe("tours", () => {
    it("offers the next 20 weekdays from tomorrow, seven times each", async () => {
      const res = await client.get("/api/tour-availability");
      expect(res.status).toBe(200);
      const { data } = res.json<{ data: { timeZone: string; dates: { date: string; slots: { time: string; available: boolean }[] }[] } }>();
      expect(data.timeZone).toBe("America/New_York");
      expect(data.dates.map((d) => d.date)).toEqual(tourDates(new Date()).map(formatCalendarDate));
      expect(data.dates[0]!.slots.map((s) => s.time)).toEqual(["9:00 AM", "10:00 AM", "11:00 AM", "1:00 PM", "2:00 PM", "3:00 PM", "4:00 PM"]);
      expect(data.dates.every((d) => d.slots.every((s) => s.available))).toBe(true);
    });

    it("books a slot, stores it with its start time in New York, and mails the family an invitation", async () => {
      const date = offeredTourDate(3);
      const res = await client.mutate(
        "POST",
        "/api/tour-booking",
        validTour({ preferred_date: date, preferred_time: "1:00 PM", email: "James.Park@Example.com" }),
      );
      expect(res.status, res.text).toBe(201);
      const body = res.json<{ success: boolean; message: string; data: { id: string; starts_at: string } }>();
      expect(body).toMatchObject({ success: true, message: "Tour booked successfully!" });
      const startsAt = new Date(body.data.starts_at);
      const nyClock = new Intl.DateTimeFormat("en-US", {
        timeZone: "America/New_York",
        hour: "numeric",
        minute: "2-digit",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
      }).format(startsAt);
      const [y, m, d] = date.split("-");
      expect(nyClock).toBe(`${m}/${d}/${y}, 1:00 PM`);
      const [row] = await t.db.select().from(tourBookings);
      expect(row).toMatchObject({ tourDate: date, tourTime: "1:00 PM", email: "james.park@example.com", status: "booked" });

      const family = await smtp.waitFor((mail) => mail.envelopeTo.includes("james.park@example.com"));
      expect(family.text).toContain("We'll contact you within 24 hours to confirm your preferred time slot");
      const invite = family.attachments.find((a) => a.mimeType === "text/calendar")!;
      expect(invite).toBeDefined();
      expect(invite.content).toContain("METHOD:REQUEST");
      const stamp = startsAt
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
      expect(invite.content).toContain(`DTSTART:${stamp}`);
      expect(invite.content).toMatch(/DURATION:PT30M|DTEND:/);
      expect(family.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      const admissions = await smtp.waitFor((mail) => mail.envelopeTo.includes(school.emails.admissions));
      expect(admissions.replyTo).toBe("james.park@example.com");
      expect(admissions.text).toContain("1:00 PM Eastern Time");
    });

    it("keeps the language of the page it was booked on and confirms in it, invitation included", async () => {
      const headers = { "x-csrf-token": await client.csrfToken(), "content-language": "es" };
      const res = await client.request("POST", "/api/tour-booking", {
        body: validTour({ preferred_date: offeredTourDate(3), preferred_time: "1:00 PM" }),
        headers,
      });
      expect(res.status, res.text).toBe(201);
      const [row] = await t.db.select().from(tourBookings);
      expect(row!.language).toBe("es");
      const mails = await t.db.select().from(mailOutbox);
      const family = mails.find((m) => m.kind === "tour.confirmation")!;
      expect(family.subject).toMatch(/^Su recorrido virtual por /);
      expect(family.textBody).toContain("Gracias por reservar un recorrido virtual");
      expect(family.textBody).toContain("hora del Este");
      expect(family.icalEvent!.replace(/\r\n[\t ]/g, "")).toContain(`SUMMARY:Recorrido virtual por ${school.name}`);
      expect(mails.find((m) => m.kind === "tour.admissions")!.textBody).toContain("1:00 PM Eastern Time");
    });

    it("refuses dates and times outside the offered slots, and broken fields, with clear messages", async () => {
      const today = calendarDateInZone(new Date(), school.timeZone);
      let saturday = addDays(today, 1);
      while (weekday(saturday) !== 6) saturday = addDays(saturday, 1);
      const afterLast = addDays(tourDates(new Date()).at(-1)!, 1);
      let lateWeekday = afterLast;
      while (weekday(lateWeekday) === 0 || weekday(lateWeekday) === 6) lateWeekday = addDays(lateWeekday, 1);
      for (const date of [formatCalendarDate(today), formatCalendarDate(saturday), formatCalendarDate(lateWeekday), "2020-01-06"]) {
        const res = await client.mutate("POST", "/api/tour-booking", validTour({ preferred_date: date }));
        expect(res.status, date).toBe(400);
        expect(fieldErrors(res).preferred_date, date).toBe(DATE_NOT_OFFERED);
      }
      const cases: [Record<string, unknown>, string, string][] = [
        [{ preferred_date: "2026-02-30" }, "preferred_date", TOUR_MESSAGES.date],
        [{ preferred_date: "" }, "preferred_date", TOUR_MESSAGES.date],
        [{ preferred_time: "12:00 PM" }, "preferred_time", TOUR_MESSAGES.time],
        [{ preferred_time: 9 }, "preferred_time", TOUR_MESSAGES.time],
        [{ grade_level: undefined }, "grade_level", TOUR_MESSAGES.grade],
        [{ parent_name: "J" }, "parent_name", TOUR_MESSAGES.parentName],
        [{ child_name: "" }, "child_name", TOUR_MESSAGES.childName],
        [{ email: "james@" }, "email", INVALID_EMAIL],
        [{ phone: "0123" }, "phone", INVALID_PHONE],
      ];
      for (const [change, field, message] of cases) {
        const res = await client.mutate("POST", "/api/tour-booking", validTour(change));
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(fieldErrors(res)[field], JSON.stringify(change)).toBe(message);
      }
      expect((await client.mutate("POST", "/api/tour-booking", { ...validTour(), website: "x" })).status).toBe(400);
      expect((await client.request("POST", "/api/tour-booking", { body: validTour() })).status).toBe(403);
      expect(await rows(tourBookings)).toBe(0);
    });

    it("refuses a full slot and shows it as unavailable", async () => {
      await setSetting(t.db, "tour_slot_capacity", 2);
      const booking = validTour({ preferred_date: offeredTourDate(5), preferred_time: "3:00 PM" });
      expect((await client.mutate("POST", "/api/tour-booking", booking)).status).toBe(201);
      expect((await client.mutate("POST", "/api/tour-booking", booking)).status).toBe(201);
      const full = await client.mutate("POST", "/api/tour-booking", booking);
      expect(full.status).toBe(400);
      expect(full.json<ErrorBody>()).toEqual({ message: SLOT_FULL, errors: [{ field: "preferred_time", message: SLOT_FULL }] });
      expect((await client.mutate("POST", "/api/tour-booking", { ...booking, preferred_time: "4:00 PM" })).status).toBe(201);

      const { data } = (await client.get("/api/tour-availability")).json<{
        data: { dates: { date: string; slots: { time: string; available: boolean }[] }[] };
      }>();
      const day = data.dates.find((d) => d.date === booking.preferred_date)!;
      expect(day.slots.filter((s) => !s.available).map((s) => s.time)).toEqual(["3:00 PM"]);
      expect(await rows(tourBookings)).toBe(3);
    });

    it("gives the last seat to exactly one of several families booking at the same moment", async () => {
      await setSetting(t.db, "tour_slot_capacity", 1);
      const booking = validTour({ preferred_date: offeredTourDate(7), preferred_time: "9:00 AM" });
      const clients = Array.from({ length: 8 }, () => new TestClient(t.url));
      const tokens = await Promise.all(clients.map((c) => c.csrfToken()));
      const results = await Promise.all(
        clients.map((c, i) => c.request("POST", "/api/tour-booking", { body: booking, headers: { "x-csrf-token": tokens[i]! } })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
      expect(await rows(tourBookings)).toBe(1);
    });
  });

  describe("applications", () => {
    it("stores an application with a readable id and the status submitted, and mails the family and admissions", async () => {
      const res = await client.mutate("POST", "/api/application-submission", validApplication());
      expect(res.status, res.text).toBe(201);
      const body = res.json<Record<string, unknown>>();
      expect(body).toEqual({
        success: true,
        message: "Application Submitted Successfully!",
        application_id: expect.stringMatching(/^APP-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/),
        status: "submitted",
        placement: {
          message: expect.stringMatching(/^Starting in the \d{4}-\d{2} school year, Zoë would join Grade 2 \(children born between /),
          school_year: expect.any(String),
          desired_start: null,
          calculated_grade: "2",
        },
      });
      const [row] = await t.db.select().from(applications);
      expect(row).toMatchObject({
        applicationId: body.application_id,
        childFirstName: "Zoë",
        childGradeRequested: "2",
        calculatedGrade: "2",
        gradeConflict: false,
        isMidYearTransfer: false,
        previousOnlineExperience: false,
        photoReleaseConsent: false,
        marketingConsent: false,
        ferpaConsent: true,
        duplicateOf: null,
        desiredStart: null,
      });
      const events = await t.db.select().from(applicationEvents);
      expect(events).toMatchObject([{ type: "submitted", toStatus: "submitted" }]);

      const family = await smtp.waitFor((m) => m.envelopeTo.includes("aisha.rahman@example.com"));
      expect(family.subject).toContain(String(body.application_id));
      expect(family.text).toContain(`Application id: ${body.application_id}`);
      expect(family.text).toContain("Status: SUBMITTED");
      expect(family.text).toContain("within 2-3 business days");
      const admissions = await smtp.waitFor((m) => m.envelopeTo.includes(school.emails.admissions));
      expect(admissions.subject).toContain("Zoë Rahman");
    });

    it("keeps the language of the pages the family applied on (the app's Content-Language), English when absent or not the school's", async () => {
      const cases = [
        ["Ana", "es", "es"],
        ["Bea", "es-MX, en;q=0.5", "es"],
        ["Cai", "fr", "en"],
        ["Dev", undefined, "en"],
      ] as const;
      for (const [child, header, expected] of cases) {
        const headers: Record<string, string> = { "x-csrf-token": await client.csrfToken(), ...(header ? { "content-language": header } : {}) };
        const res = await client.request("POST", "/api/application-submission", { body: validApplication({ child_first_name: child }), headers });
        expect(res.status, res.text).toBe(201);
        const [row] = await t.db.select().from(applications).where(eq(applications.childFirstName, child));
        expect([child, row!.language]).toEqual([child, expected]);
      }
      // The family's confirmation is in that language; the admissions copy stays English.
      const confirmations = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "application.confirmation"));
      const spanish = confirmations.filter((m) => m.subject.startsWith("Solicitud recibida: "));
      expect(spanish).toHaveLength(2);
      expect(spanish[0]!.textBody).toContain("Estado: ");
      expect(spanish[0]!.textBody).toContain("Revisaremos su solicitud");
      expect(confirmations.filter((m) => m.subject.startsWith("Application received: "))).toHaveLength(2);
      const staff = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "application.admissions"));
      expect(staff.every((m) => m.textBody.startsWith("A new admission application was submitted."))).toBe(true);
    });

    it("answers a grade conflict and records the family's choice once", async () => {
      const res = await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: dobForGrade(1), child_grade_requested: "3" }));
      expect(res.status).toBe(201);
      const body = res.json<{ application_id: string; grade_conflict: { message: string; requested_grade: string; calculated_grade: string } }>();
      expect(body.grade_conflict).toEqual({ message: expect.stringContaining("Grade 1"), requested_grade: "3", calculated_grade: "1" });
      expect(body.grade_conflict.message).toContain("You requested Grade 3");

      const path = `/api/application-submission/${body.application_id}/resolve-grade-conflict`;
      expect((await client.mutate("POST", path, { resolution: "skip_it" })).status).toBe(400);
      const first = await client.mutate("POST", path, { resolution: "placement_assessment" });
      expect(first.status).toBe(200);
      expect(first.json()).toEqual({ success: true, message: "Your preference has been recorded successfully.", resolution: "placement_assessment" });
      expect(
        (await client.mutate("POST", path.replace(body.application_id, body.application_id.toLowerCase()), { resolution: "placement_assessment" })).status,
      ).toBe(200);
      const other = await client.mutate("POST", path, { resolution: "accept_calculated" });
      expect(other.status).toBe(409);
      const [row] = await t.db.select().from(applications);
      expect(row).toMatchObject({ gradeConflict: true, gradeConflictResolution: "placement_assessment" });
      expect(row!.gradeConflictResolvedAt).toBeInstanceOf(Date);
      const events = await t.db.select().from(applicationEvents).where(eq(applicationEvents.type, "grade_conflict_resolved"));
      expect(events).toHaveLength(1);
      await smtp.waitFor((m) => m.subject === `Grade placement choice for ${body.application_id}`);

      expect(
        (await client.mutate("POST", "/api/application-submission/APP-2026-00000000/resolve-grade-conflict", { resolution: "accept_calculated" })).status,
      ).toBe(404);
      expect((await client.mutate("POST", "/api/application-submission/nonsense/resolve-grade-conflict", { resolution: "accept_calculated" })).status).toBe(
        404,
      );
      const plain = (await client.mutate("POST", "/api/application-submission", validApplication({ child_first_name: "Sami" }))).json<{
        application_id: string;
      }>();
      expect(
        (await client.mutate("POST", `/api/application-submission/${plain.application_id}/resolve-grade-conflict`, { resolution: "accept_calculated" })).status,
      ).toBe(409);
      expect((await client.request("POST", path, { body: { resolution: "placement_assessment" } })).status).toBe(403);
    });

    it("reports a conflict with no calculated grade when the age is outside K-6, and places mid-year transfers in the year in progress", async () => {
      const young = await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: dobForGrade(-2), child_grade_requested: "K" }));
      expect(young.json()).toMatchObject({
        grade_conflict: { requested_grade: "K", calculated_grade: null, message: expect.stringContaining("kindergarten to grade 6") },
      });
      const transfer = await client.mutate(
        "POST",
        "/api/application-submission",
        validApplication({ child_first_name: "Noor", child_dob: dobForGrade(4, true), child_grade_requested: "4", is_mid_year_transfer: true }),
      );
      expect(transfer.status).toBe(201);
      expect(transfer.json()).not.toHaveProperty("grade_conflict");
    });

    it("stores a second application for the same child and flags it for duplicate review", async () => {
      const first = await client.mutate("POST", "/api/application-submission", validApplication());
      expect(first.json()).not.toHaveProperty("duplicate_review");
      const again = await client.mutate(
        "POST",
        "/api/application-submission",
        validApplication({ child_first_name: "ZOE", child_last_name: " rahman", parent_email: "other.parent@example.com" }),
      );
      expect(again.status).toBe(201);
      expect(again.json()).toMatchObject({ duplicate_review: DUPLICATE_REVIEW });
      const sameParent = await client.mutate(
        "POST",
        "/api/application-submission",
        validApplication({ child_dob: dobForGrade(3), child_grade_requested: "3" }),
      );
      expect(sameParent.json()).toHaveProperty("duplicate_review");
      const sibling = await client.mutate(
        "POST",
        "/api/application-submission",
        validApplication({ child_first_name: "Yusuf", child_dob: dobForGrade(4), child_grade_requested: "4" }),
      );
      expect(sibling.json()).not.toHaveProperty("duplicate_review");
      const stored = await t.db.select().from(applications).orderBy(applications.createdAt);
      expect(stored).toHaveLength(4);
      expect(stored[1]!.duplicateOf).toBe(stored[0]!.id);
      expect(stored[2]!.duplicateOf).toBe(stored[0]!.id);
      expect(stored[3]!.duplicateOf).toBeNull();
    });

    it("answers a duplicate alike whoever sends it, with nothing about the earlier application; staff mail names it", async () => {
      const first = await client.mutate("POST", "/api/application-submission", validApplication());
      const firstId = first.json<{ application_id: string }>().application_id;
      const [earlier] = await t.db.select().from(applications);
      // The same child from the same parent, and from an address never seen before (as anyone could type).
      const sameParent = await client.mutate("POST", "/api/application-submission", validApplication());
      const stranger = await client.mutate(
        "POST",
        "/api/application-submission",
        validApplication({ parent_name: "Sam Stranger", parent_email: "sam.stranger@example.net", emergency_contact_name: "Omar Rahman" }),
      );
      const withoutId = (res: TestResponse) => {
        const { application_id, ...rest } = res.json<{ application_id: string }>();
        expect(application_id).not.toBe(firstId);
        return rest;
      };
      expect(withoutId(stranger)).toEqual(withoutId(sameParent));
      expect(withoutId(stranger)).toMatchObject({ duplicate_review: DUPLICATE_REVIEW });
      for (const res of [sameParent, stranger]) {
        expect(res.text).not.toContain(firstId);
        expect(res.text).not.toContain(earlier!.createdAt.toISOString().slice(0, 10));
        // Not even that there is an earlier application.
        expect(res.text).not.toMatch(/already|earlier|another application|both|previous/i);
      }
      expect(stranger.text).not.toContain("aisha");

      // The stranger's confirmation mail (at whatever address was typed) says no more.
      const mail = await smtp.waitFor((m) => m.envelopeTo.includes("sam.stranger@example.net"));
      expect(mail.text).toContain(DUPLICATE_REVIEW.message);
      expect(mail.text).not.toContain(firstId);
      expect(mail.text).not.toMatch(/already|earlier|another application|both|previous|aisha/i);
      // Staff hear of it, and the stored application links the earlier one.
      const staff = await smtp.waitFor((m) => m.envelopeTo.includes(school.emails.admissions) && m.text.includes("Sam Stranger"));
      expect(staff.text).toContain("Possible duplicate");
      const rows = await t.db.select().from(applications).orderBy(applications.createdAt);
      expect(rows.map((r) => r.duplicateOf)).toEqual([null, earlier!.id, earlier!.id]);
    });

    describe("the start the family chooses", () => {
      // 21 November 2026, 10:00 in New York: the 2026-27 school year is in progress.
      const NOV_21 = new Date("2026-11-21T15:00:00Z");
      // Born 1 June 2019: 7 on 1 September 2026 (grade 2 in 2026-27), 8 on 1 September 2027 (grade 3 in 2027-28).
      const GRADE_2_NOW = "2019-06-01";

      it("places a child starting this school year in the year in progress, says so in words, and stores the start", async () => {
        clock.at = NOV_21;
        const res = await client.mutate(
          "POST",
          "/api/application-submission",
          validApplication({ child_first_name: "Mia", child_dob: GRADE_2_NOW, child_grade_requested: "2", desired_start: "2026-12" }),
        );
        expect(res.status, res.text).toBe(201);
        const body = res.json<{ application_id: string }>();
        expect(body).not.toHaveProperty("grade_conflict");
        expect(body).toMatchObject({
          placement: {
            message:
              "Starting in December 2026, during the 2026-27 school year, Mia would join Grade 2 (children born between September 2, 2018 and September 1, 2019).",
            school_year: "2026-27",
            desired_start: "2026-12",
            calculated_grade: "2",
          },
        });
        const [row] = await t.db.select().from(applications);
        // Joining the year in progress is what the spec's flag means: it follows from the start.
        expect(row).toMatchObject({ desiredStart: "2026-12", schoolYear: 2026, isMidYearTransfer: true, calculatedGrade: "2", gradeConflict: false });

        const family = await smtp.waitFor((m) => m.envelopeTo.includes("aisha.rahman@example.com"));
        expect(family.text).toContain("Start: December 2026, during the 2026-27 school year");
        expect(family.text).toContain("Starting in December 2026, during the 2026-27 school year, Mia would join Grade 2");
        const staff = await smtp.waitFor((m) => m.envelopeTo.includes(school.emails.admissions));
        expect(staff.text).toContain("Start: December 2026, during the 2026-27 school year");
        expect(staff.text).toContain("Mid-year transfer: yes");
      });

      it("places a child starting next school year in that year, whatever the transfer flag says, and explains the conflict", async () => {
        clock.at = NOV_21;
        const res = await client.mutate(
          "POST",
          "/api/application-submission",
          validApplication({
            child_first_name: "Mia",
            child_dob: GRADE_2_NOW,
            child_grade_requested: "2",
            desired_start: "2027-08",
            is_mid_year_transfer: true,
          }),
        );
        expect(res.status, res.text).toBe(201);
        expect(res.json()).toMatchObject({
          placement: { school_year: "2027-28", desired_start: "2027-08", calculated_grade: "3" },
          grade_conflict: {
            requested_grade: "2",
            calculated_grade: "3",
            message:
              "You requested Grade 2. Starting in August 2027, at the beginning of the 2027-28 school year, Mia would join Grade 3 (children born between September 2, 2018 and September 1, 2019). Grade 2 that year is for children born between September 2, 2019 and September 1, 2020. Please tell us how you would like to proceed.",
          },
        });
        const [row] = await t.db.select().from(applications);
        expect(row).toMatchObject({ desiredStart: "2027-08", schoolYear: 2027, isMidYearTransfer: false, calculatedGrade: "3", gradeConflict: true });
      });

      it("refuses a start gone by, this month, one not offered or junk, with the field's message, and stores nothing", async () => {
        clock.at = NOV_21;
        const offered = "Please choose a start we offer: a month from December 2026 to May 2027, or the next school year (2027-28).";
        const cases: [unknown, string][] = [
          ["2026-10", offered],
          ["2026-11", offered],
          ["2027-06", offered],
          ["2027-09", offered],
          ["2028-08", offered],
          ["next-year", APPLICATION_MESSAGES.desiredStart],
          ["2026-13", APPLICATION_MESSAGES.desiredStart],
          ["", APPLICATION_MESSAGES.desiredStart],
          [202612, APPLICATION_MESSAGES.desiredStart],
          [null, APPLICATION_MESSAGES.desiredStart],
        ];
        for (const [desired_start, message] of cases) {
          const res = await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: GRADE_2_NOW, desired_start }));
          expect(res.status, JSON.stringify(desired_start)).toBe(400);
          expect(fieldErrors(res), JSON.stringify(desired_start)).toEqual({ desired_start: message });
        }
        // With another broken field, both are answered together.
        const both = await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: "2027-01-01", desired_start: "2026-01" }));
        expect(fieldErrors(both)).toEqual({ child_dob: "Date of birth must be in the past", desired_start: offered });
        expect(await rows(applications)).toBe(0);

        // In June only the next school year is left to start in.
        clock.at = new Date("2027-06-10T15:00:00Z");
        const june = await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: GRADE_2_NOW, desired_start: "2027-06" }));
        expect(fieldErrors(june)).toEqual({ desired_start: "Please choose a start we offer: the next school year (2027-28)." });
        expect(
          (
            await client.mutate(
              "POST",
              "/api/application-submission",
              validApplication({ child_dob: GRADE_2_NOW, child_grade_requested: "3", desired_start: "2027-08" }),
            )
          ).status,
        ).toBe(201);
      });

      it("in every month of the year, places the first start offered and refuses this month", async () => {
        // Noon in New York on the 10th of each month of the 2026-27 school year, August to July.
        for (let i = 0; i < 12; i++) {
          const month = ((7 + i) % 12) + 1;
          const year = month >= 8 ? 2026 : 2027;
          clock.at = new Date(Date.UTC(year, month - 1, 10, 16));
          const first = startOptions({ year, month, day: 10 })[0]!;
          const res = await client.mutate(
            "POST",
            "/api/application-submission",
            validApplication({ child_first_name: `Mia${"abcdefghijkl"[i]}`, child_dob: GRADE_2_NOW, child_grade_requested: "2", desired_start: first.value }),
          );
          expect(res.status, `${year}-${month}: ${res.text}`).toBe(201);
          const body = res.json<{ placement: { school_year: string }; grade_conflict?: { calculated_grade: string } }>();
          // A start this school year keeps the grade for the child's age now; from May on, only the next school year is left.
          expect(body.placement.school_year, `${year}-${month}`).toBe(first.nextSchoolYear ? "2027-28" : "2026-27");
          expect(body.grade_conflict?.calculated_grade, `${year}-${month}`).toBe(first.nextSchoolYear ? "3" : undefined);
          const thisMonth = `${year}-${String(month).padStart(2, "0")}`;
          const refused = await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: GRADE_2_NOW, desired_start: thisMonth }));
          expect(Object.keys(fieldErrors(refused)), thisMonth).toEqual(["desired_start"]);
        }
        const stored = await t.db.select().from(applications).orderBy(applications.createdAt);
        expect(stored.map((r) => r.isMidYearTransfer)).toEqual([true, true, true, true, true, true, true, true, true, false, false, false]);
      });

      it("counts months in the school's time zone", async () => {
        // 03:00 UTC on 1 December is still 30 November in New York: December is a month ahead.
        clock.at = new Date("2026-12-01T03:00:00Z");
        expect(
          (await client.mutate("POST", "/api/application-submission", validApplication({ child_dob: GRADE_2_NOW, desired_start: "2026-12" }))).status,
        ).toBe(201);
        clock.at = new Date("2026-12-01T06:00:00Z");
        const res = await client.mutate(
          "POST",
          "/api/application-submission",
          validApplication({ child_first_name: "Mia", child_dob: GRADE_2_NOW, desired_start: "2026-12" }),
        );
        expect(fieldErrors(res)).toEqual({
          desired_start: "Please choose a start we offer: a month from January 2027 to May 2027, or the next school year (2027-28).",
        });
      });
    });

    it("answers broken fields with the spec's messages and stores nothing", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ferpa_consent: false }, "ferpa_consent", APPLICATION_MESSAGES.ferpa],
        [{ ferpa_consent: "yes" }, "ferpa_consent", APPLICATION_MESSAGES.ferpa],
        [{ child_dob: "" }, "child_dob", APPLICATION_MESSAGES.dob],
        [{ child_dob: "2019-02-29" }, "child_dob", "Please enter a valid date of birth"],
        [{ child_dob: formatCalendarDate(addDays(calendarDateInZone(new Date(), school.timeZone), 1)) }, "child_dob", "Date of birth must be in the past"],
        [{ child_grade_requested: "7" }, "child_grade_requested", APPLICATION_MESSAGES.grade],
        [{ emergency_contact_name: "O" }, "emergency_contact_name", APPLICATION_MESSAGES.emergencyName],
        [{ emergency_contact_phone: "555" }, "emergency_contact_phone", APPLICATION_MESSAGES.emergencyPhone],
        [{ secondary_guardian_email: "nope" }, "secondary_guardian_email", APPLICATION_MESSAGES.secondaryEmail],
        [{ parent_email: "x" }, "parent_email", INVALID_EMAIL],
        [{ child_first_name: "Z" }, "child_first_name", APPLICATION_MESSAGES.childFirstName],
        [{ is_mid_year_transfer: "true" }, "is_mid_year_transfer", "Must be true or false"],
      ];
      for (const [change, field, message] of cases) {
        const res = await client.mutate("POST", "/api/application-submission", validApplication(change));
        expect(res.status, JSON.stringify(change)).toBe(400);
        expect(fieldErrors(res)[field], JSON.stringify(change)).toBe(message);
      }
      expect((await client.mutate("POST", "/api/application-submission", validApplication({ secondary_guardian_email: "" }))).status).toBe(201);
      const empty = await client.mutate("POST", "/api/application-submission", {});
      expect(Object.keys(fieldErrors(empty))).toEqual(
        expect.arrayContaining([
          "parent_name",
          "parent_email",
          "child_first_name",
          "child_last_name",
          "child_dob",
          "child_grade_requested",
          "emergency_contact_name",
          "emergency_contact_phone",
          "ferpa_consent",
        ]),
      );
      expect((await client.mutate("POST", "/api/application-submission", { ...validApplication(), website: "x" })).status).toBe(400);
      expect(await rows(applications)).toBe(1);
    });
  });
});

describe("mail outbox", () => {
  it("keeps mail as .eml files in DATA_DIR/outbox when no SMTP server is configured", async () => {
    const t = await startTestApp("pglite");
    try {
      expect(t.app.mail.mode).toBe("outbox");
      const client = new TestClient(t.url);
      expect((await client.mutate("POST", "/api/contact", validContact())).status).toBe(201);
      await t.app.mail.runOnce();
      const mail = await t.db.select().from(mailOutbox);
      expect(mail.map((m) => m.status)).toEqual(["kept", "kept"]);
      const dir = path.join(t.config.dataDir, "outbox");
      const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(2);
      const texts = files.map((f) => readFileSync(path.join(dir, f), "utf8")).join("\n");
      expect(texts).toContain("Subject: New contact message from Maria O'Neil-Garcia");
      expect(texts).toContain("To: maria.garcia@example.com");
    } finally {
      await t.close();
    }
  });

  it("loses nothing while the SMTP server is down, and delivers once it is back", async () => {
    const { freePort } = await import("../support/smtp");
    const port = await freePort();
    const t = await startTestApp("pglite", { config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
    let smtp: TestSmtpServer | undefined;
    try {
      const client = new TestClient(t.url);
      const res = await client.mutate("POST", "/api/application-submission", validApplication());
      expect(res.status).toBe(201);
      await t.app.mail.runOnce();
      const failed = await t.db.select().from(mailOutbox);
      expect(failed).toHaveLength(2);
      for (const mail of failed) {
        expect(mail.status).toBe("pending");
        expect(mail.attempts).toBeGreaterThanOrEqual(1);
        expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      }

      smtp = await startSmtpServer(port);
      await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      await t.app.mail.runOnce();
      await smtp.waitFor((m) => m.envelopeTo.includes("aisha.rahman@example.com"));
      await smtp.waitFor((m) => m.envelopeTo.includes(school.emails.admissions));
      const sent = await t.db.select().from(mailOutbox);
      expect(sent.map((m) => m.status)).toEqual(["sent", "sent"]);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});
