/**
 * Notifications (issue 17; docs/api/notifications.md): each person's own list, unread count and
 * marking; channels per kind; an email notification's mail with its one-click unsubscribe (RFC 8058)
 * that works without a session and changes only that kind; quiet hours holding a staff message until
 * the morning; the family daily digest's content and timing with a chosen clock, work due and missing
 * raised once; and each digest sent once with two instances running the job at once on PostgreSQL.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NotificationList, NotificationPreferences } from "#common/schemas/notifications";
import { zonedInstant, zonedDateTime } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import {
  assignments,
  mailOutbox,
  marks,
  notificationDigests,
  notificationPreferences,
  notifications,
  settings,
  standards,
  work,
  users,
} from "../../server/db/schema";
import { deliverHeld, runNotificationJobs } from "../../server/notifications/jobs";
import { MAIL_GATHER_MS, sendGatheredMails } from "../../server/notifications/mail-gathering";
import { notify } from "../../server/notifications/notify";
import { translationsNow } from "../../server/learning/assignments/assignment-translations";
import { noTranslator, type Translator } from "../../server/translation/translator";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NY = "America/New_York";
const DAY = 86_400_000;
/** A school day's wall-clock time, `days` from today, in the school's zone. */
const at = (time: string, days = 0) => new Date(zonedInstant(zonedDateTime(new Date(Date.now() + days * DAY), NY).date, time, NY));

async function verify(db: Db, userId: string) {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
}

async function world(t: TestApp) {
  const { year } = await makeYear(t.db);
  const room = await makeClass(t.db, year.id, { name: "Otters" });
  const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Lovelace" });
  const cy = await makeStudent(t.db, { firstName: "Cy", lastName: "Young" });
  await enrol(t.db, room.class.id, ada.student.id);
  await enrol(t.db, room.class.id, cy.student.id);
  await verify(t.db, ada.guardian!.id);
  await verify(t.db, cy.guardian!.id);
  const admin = await createUser(t.db, "admin");
  return { room, ada, cy, admin };
}

async function signIn(t: TestApp, userId: string) {
  const c = new TestClient(t.url);
  c.setCookie("sid", (await createSession(t.db, userId)).id);
  return c;
}

const mailsTo = async (db: Db, to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
/** The jobs' round once the mails raised at `raised` have gathered (server/notifications/mail-gathering.ts). */
const gathered = (db: Db, raised = new Date()) => sendGatheredMails(db, new Date(raised.getTime() + MAIL_GATHER_MS));
const tokenOf = (header: string) => /\/api\/notifications\/unsubscribe\/([A-Za-z0-9_-]+)>$/.exec(header)![1]!;

describe.each(DATABASE_KINDS)("notifications on %s", (kind) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof world>>;
  let guardian: TestClient;
  let otherGuardian: TestClient;

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await world(t);
    guardian = await signIn(t, w.ada.guardian!.id);
    otherGuardian = await signIn(t, w.cy.guardian!.id);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.delete(notifications);
    await t.db.delete(mailOutbox);
    await t.db.delete(notificationPreferences);
    await t.db.delete(notificationDigests);
    await t.db.delete(settings).where(inArray(settings.key, ["quiet_hours", "digest_time", "notification_reminders_day"]));
  });

  it("lists each person's own notifications, unread first with the child named, and nobody reads or marks another's", async () => {
    const now = new Date();
    await notify(
      t.db,
      [
        {
          userId: w.ada.guardian!.id,
          kind: "badge_earned",
          studentId: w.ada.student.id,
          title: { id: "notices.badge.family.title", values: { name: "Ada", badge: "Helping Hand" } },
          subjectId: crypto.randomUUID(),
        },
        {
          userId: w.ada.guardian!.id,
          kind: "work_returned",
          studentId: w.ada.student.id,
          title: { id: "notices.workReturned.title", values: { title: "Fractions" } },
          subjectId: crypto.randomUUID(),
        },
        {
          userId: w.cy.guardian!.id,
          kind: "work_returned",
          studentId: w.cy.student.id,
          title: { id: "notices.workReturned.title", values: { title: "Fractions" } },
          subjectId: crypto.randomUUID(),
        },
      ],
      { now },
    );
    const list = (await guardian.get("/api/notifications")).json<{ data: NotificationList }>().data;
    expect(list.items.map((i) => i.title).sort()).toEqual(["Ada earned a badge: Helping Hand", "Fractions was returned"]);
    expect(list.unread).toBe(2);
    expect(list.items[0]!.student).toEqual({ id: w.ada.student.id, name: "Ada Lovelace" });
    expect(list.children).toEqual([{ id: w.ada.student.id, name: "Ada Lovelace" }]);
    expect(JSON.stringify(list)).not.toContain("Cy");

    const theirs = (await otherGuardian.get("/api/notifications")).json<{ data: NotificationList }>().data.items[0]!;
    expect((await guardian.mutate("POST", `/api/notifications/${theirs.id}/read`, {})).status).toBe(404);
    expect((await guardian.get(`/api/notifications?studentId=${w.cy.student.id}`)).status).toBe(404);
    expect((await guardian.get("/api/notifications?order=sideways")).status).toBe(400);

    const first = list.items[0]!;
    const read = await guardian.mutate("POST", `/api/notifications/${first.id}/read`, {});
    expect(read.json<{ data: { unread: number } }>().data.unread).toBe(1);
    // Unread first: the one still unread leads; newest first ignores reading.
    const again = (await guardian.get("/api/notifications")).json<{ data: NotificationList }>().data;
    expect(again.items[0]!.readAt).toBeNull();
    expect(again.items[1]!.id).toBe(first.id);
    expect((await guardian.get("/api/notifications/unread-count")).json<{ data: { unread: number } }>().data.unread).toBe(1);
    const all = await guardian.mutate("POST", "/api/notifications/read-all", {});
    expect(all.json<{ data: { marked: number; unread: number } }>().data).toEqual({ marked: 1, unread: 0 });
    // The other family's stays unread.
    expect((await otherGuardian.get("/api/notifications/unread-count")).json<{ data: { unread: number } }>().data.unread).toBe(1);

    for (const userId of [w.room.teacher!.id, w.ada.user.id, w.admin.id]) {
      const c = await signIn(t, userId);
      const res = await c.get("/api/notifications?order=newest&page=1&pageSize=5");
      expect(res.status).toBe(200);
      expect(res.json<{ data: NotificationList }>().data).toMatchObject({ items: [], total: 0, unread: 0, children: [] });
    }
    expect((await new TestClient(t.url).get("/api/notifications")).status).toBe(401);
  });

  it("mails a notification in the recipient's language, the kind named as the preferences screen names it", async () => {
    const [g] = await t.db.select().from(users).where(eq(users.id, w.ada.guardian!.id));
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, g!.id));
    try {
      await notify(
        t.db,
        [
          {
            userId: g!.id,
            kind: "message",
            title: { id: "notices.message.title", values: { name: "Ms. Rivera" } },
            body: "About the trip",
            link: "/parent/messages",
            subjectId: crypto.randomUUID(),
          },
        ],
        { now: new Date() },
      );
      expect(await gathered(t.db)).toBe(1);
      const [mail] = await mailsTo(t.db, g!.email!);
      expect(mail!.subject).toMatch(/Ms\. Rivera - BrightPath Academy$/);
      expect(mail!.textBody).toMatch(/^Hola(, .+)?:\n/);
      expect(mail!.textBody).toContain(`Ábralo aquí: ${t.config.publicUrl}/parent/messages`);
      expect(mail!.textBody).toMatch(/Recibe este correo porque ".+" está configurado como ".+" en su cuenta\./);
      expect(mail!.textBody).toContain("Horario de oficina:");
      expect(mail!.textBody).not.toMatch(/Hello|Open it|New message|Email right away|Office hours/);
    } finally {
      await t.db.update(users).set({ language: "en" }).where(eq(users.id, g!.id));
    }
  });

  it("answers each role's channels per kind with the defaults, keeps a change and refuses what is not offered", async () => {
    const prefs = (await guardian.get("/api/notifications/preferences")).json<{ data: NotificationPreferences }>().data;
    const channel = (p: NotificationPreferences, k: string) => p.preferences.find((x) => x.kind === k)?.channel;
    expect(channel(prefs, "message")).toBe("email");
    expect(channel(prefs, "absence")).toBe("email");
    expect(channel(prefs, "work_returned")).toBe("digest");
    expect(prefs.channels).toEqual(["email", "digest", "app"]);
    expect(prefs.email).toBe(`${(await t.db.select().from(users).where(eq(users.id, w.ada.guardian!.id)))[0]!.email}`);
    expect(prefs.digestTime).toBe("17:00");

    const res = await guardian.mutate("PUT", "/api/notifications/preferences", { preferences: [{ kind: "work_returned", channel: "email" }] });
    expect(res.status).toBe(200);
    expect(channel(res.json<{ data: NotificationPreferences }>().data, "work_returned")).toBe("email");
    expect(channel((await otherGuardian.get("/api/notifications/preferences")).json<{ data: NotificationPreferences }>().data, "work_returned")).toBe("digest");

    const teacher = await signIn(t, w.room.teacher!.id);
    const refused = await teacher.mutate("PUT", "/api/notifications/preferences", { preferences: [{ kind: "message", channel: "digest" }] });
    expect(refused.status).toBe(400);
    expect(refused.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe("preferences.0");
    expect((await guardian.mutate("PUT", "/api/notifications/preferences", { preferences: [{ kind: "gossip", channel: "email" }] })).status).toBe(400);
    const child = await signIn(t, w.ada.user.id);
    const childPrefs = (await child.get("/api/notifications/preferences")).json<{ data: NotificationPreferences }>().data;
    expect(childPrefs.preferences.every((p) => p.channel === "app")).toBe(true);
    expect(childPrefs.preferences.map((p) => p.kind)).not.toContain("application_status");
  });

  it("mails an email-channel notification with one-click unsubscribe headers; the link, without a session, stops only that kind", async () => {
    const [g] = await t.db.select().from(users).where(eq(users.id, w.ada.guardian!.id));
    await notify(
      t.db,
      [
        {
          userId: g!.id,
          kind: "message",
          title: { id: "notices.message.title", values: { name: "Ms. Rivera" } },
          body: "About the trip",
          link: "/parent/messages",
          subjectId: crypto.randomUUID(),
        },
      ],
      { now: new Date() },
    );
    // Returned work is in the digest by default: no mail for it.
    await notify(
      t.db,
      [{ userId: g!.id, kind: "work_returned", title: { id: "notices.workReturned.title", values: { title: "Fractions" } }, subjectId: crypto.randomUUID() }],
      { now: new Date() },
    );
    // Nothing yet: the mail waits a few minutes for others of its kind.
    expect(await mailsTo(t.db, g!.email!)).toEqual([]);
    expect(await gathered(t.db)).toBe(1);
    const [mail, ...more] = await mailsTo(t.db, g!.email!);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain("New message from Ms. Rivera");
    expect(mail!.textBody).toContain("About the trip");
    expect(mail!.textBody).toContain(`${t.config.publicUrl}/parent/messages`);
    expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const header = mail!.headers!["List-Unsubscribe"]!;
    expect(header).toMatch(new RegExp(`^<${t.config.publicUrl.replace(/[.:/]/g, "\\$&")}/api/notifications/unsubscribe/[A-Za-z0-9_-]{44}>$`));
    const [stored] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, g!.id), eq(notifications.kind, "message")));
    expect(stored!.emailedAt).not.toBeNull();

    const anonymous = new TestClient(t.url);
    const path = `/api/notifications/unsubscribe/${tokenOf(header)}`;
    const page = await anonymous.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain("New message");
    expect(await t.db.select().from(notificationPreferences)).toEqual([]);

    // RFC 8058: a POST with this form body, no cookie, no anti-forgery token.
    const res = await fetch(`${t.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const prefs = await t.db.select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel }).from(notificationPreferences);
    expect(prefs).toEqual([{ kind: "message", channel: "app" }]);
    const seen = (await guardian.get("/api/notifications/preferences")).json<{ data: NotificationPreferences }>().data;
    expect(seen.preferences.find((p) => p.kind === "announcement")!.channel).toBe("email");

    // A forged or altered token changes nothing; other mutating routes still need the token.
    const forged = `${tokenOf(header).slice(0, -2)}${tokenOf(header).endsWith("AA") ? "BB" : "AA"}`;
    expect(
      (
        await fetch(`${t.url}/api/notifications/unsubscribe/${forged}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${t.url}/api/notifications/read-all`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(
      403,
    );

    await notify(
      t.db,
      [{ userId: g!.id, kind: "message", title: { id: "notices.message.title", values: { name: "Mr. Lee" } }, subjectId: crypto.randomUUID() }],
      { now: new Date() },
    );
    expect(await gathered(t.db)).toBe(0);
    expect(await mailsTo(t.db, g!.email!)).toHaveLength(1);
  });

  it("gathers the notifications of one kind that come within a few minutes into one mail, and sends each once", async () => {
    const [g] = await t.db.select().from(users).where(eq(users.id, w.ada.guardian!.id));
    const start = at("10:00", 1);
    const message = (name: string, minutes: number) =>
      notify(
        t.db,
        [{ userId: g!.id, kind: "message", title: { id: "notices.message.title", values: { name } }, body: `About ${name}`, subjectId: crypto.randomUUID() }],
        { now: new Date(start.getTime() + minutes * 60_000) },
      );
    // A burst: three within a minute and a half; the first waits two minutes for the others.
    await message("Ms. Rivera", 0);
    await message("Mr. Lee", 0);
    await message("Ms. Day", 1.5);
    expect(await sendGatheredMails(t.db, new Date(start.getTime() + MAIL_GATHER_MS - 1))).toBe(0);
    expect(await sendGatheredMails(t.db, new Date(start.getTime() + MAIL_GATHER_MS))).toBe(1);
    const [mail, ...more] = await mailsTo(t.db, g!.email!);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("3 new notifications: New message - BrightPath Academy");
    expect(mail!.textBody).toContain('There are 3 new notifications about "New message":');
    for (const name of ["Ms. Rivera", "Mr. Lee", "Ms. Day"]) {
      expect(mail!.textBody).toContain(`- New message from ${name}`);
      expect(mail!.textBody).toContain(`  About ${name}`);
    }
    // Sent once, even when another round (or instance) runs.
    expect(await sendGatheredMails(t.db, new Date(start.getTime() + 10 * 60_000))).toBe(0);
    // One that comes later is a mail of its own.
    await message("Mr. Late", 20);
    expect(await sendGatheredMails(t.db, new Date(start.getTime() + 20 * 60_000 + MAIL_GATHER_MS))).toBe(1);
    expect((await mailsTo(t.db, g!.email!)).map((m) => m.subject)).toEqual([mail!.subject, "New message from Mr. Late - BrightPath Academy"]);
  });

  it("takes the one-click unsubscribe as multipart/form-data too (RFC 8058's recommendation), fields only", async () => {
    const [g] = await t.db.select().from(users).where(eq(users.id, w.ada.guardian!.id));
    await notify(
      t.db,
      [{ userId: g!.id, kind: "message", title: { id: "notices.message.title", values: { name: "Ms. Rivera" } }, subjectId: crypto.randomUUID() }],
      { now: new Date() },
    );
    await gathered(t.db);
    const [mail] = await mailsTo(t.db, g!.email!);
    const url = `${t.url}/api/notifications/unsubscribe/${tokenOf(mail!.headers!["List-Unsubscribe"]!)}`;

    // A file part is not the one-click form: refused, nothing changed.
    const withFile = new FormData();
    withFile.append("List-Unsubscribe", "One-Click");
    withFile.append("file", new Blob(["x"]), "x.txt");
    const refused = await fetch(url, { method: "POST", body: withFile });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain("List-Unsubscribe=One-Click");
    expect(await t.db.select().from(notificationPreferences)).toEqual([]);

    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    const res = await fetch(url, { method: "POST", body: form });
    expect(res.status).toBe(200);
    const prefs = await t.db.select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel }).from(notificationPreferences);
    expect(prefs).toEqual([{ kind: "message", channel: "app" }]);
  });

  it("mails nobody at an address the person has not verified", async () => {
    const unverified = await createUser(t.db, "guardian");
    await notify(t.db, [{ userId: unverified.id, kind: "message", title: { id: "notices.message.title", values: { name: "Ms. Rivera" } } }], {
      now: new Date(),
    });
    expect(await gathered(t.db)).toBe(0);
    expect(await mailsTo(t.db, unverified.email!)).toEqual([]);
  });

  it("holds a staff message raised in quiet hours (no count, no list, no mail) and tells the person when they end", async () => {
    const [g] = await t.db.select().from(users).where(eq(users.id, w.ada.guardian!.id));
    // 9 PM tomorrow: quiet hours until 7 AM the day after (both still to come, so the API hides it now).
    const evening = at("21:00", 1);
    await notify(
      t.db,
      [
        {
          userId: g!.id,
          kind: "message",
          studentId: w.ada.student.id,
          title: { id: "notices.message.title", values: { name: "Ms. Rivera" } },
          subjectId: crypto.randomUUID(),
        },
      ],
      {
        now: evening,
        quietHours: true,
      },
    );
    const [held] = await t.db.select().from(notifications).where(eq(notifications.userId, g!.id));
    expect(held!.heldUntil).toEqual(at("07:00", 2));
    expect((await guardian.get("/api/notifications/unread-count")).json<{ data: { unread: number } }>().data.unread).toBe(0);
    expect((await guardian.get("/api/notifications")).json<{ data: NotificationList }>().data.items).toEqual([]);
    expect(await mailsTo(t.db, g!.email!)).toEqual([]);
    expect((await guardian.mutate("POST", `/api/notifications/${held!.id}/read`, {})).status).toBe(404);

    expect(await deliverHeld(t.db, at("06:59", 2))).toBe(0);
    expect(await deliverHeld(t.db, at("07:00", 2))).toBe(1);
    expect(await deliverHeld(t.db, at("07:01", 2))).toBe(0);
    expect(await gathered(t.db, at("07:00", 2))).toBe(1);
    expect(await mailsTo(t.db, g!.email!)).toHaveLength(1);
    expect((await guardian.get("/api/notifications/unread-count")).json<{ data: { unread: number } }>().data.unread).toBe(1);

    // In school hours it is told at once; the school's own quiet hours are a setting.
    await t.db.insert(settings).values({ key: "quiet_hours", value: { start: "12:00", end: "13:00" } });
    await notify(
      t.db,
      [{ userId: g!.id, kind: "message", title: { id: "notices.message.title", values: { name: "Mr. Day" } }, subjectId: crypto.randomUUID() }],
      {
        now: at("10:00", 1),
        quietHours: true,
      },
    );
    await notify(
      t.db,
      [{ userId: g!.id, kind: "message", title: { id: "notices.message.title", values: { name: "Ms. Noon" } }, subjectId: crypto.randomUUID() }],
      { now: at("12:30", 1), quietHours: true },
    );
    const rows = await t.db
      .select({ title: notifications.title, heldUntil: notifications.heldUntil })
      .from(notifications)
      .where(eq(notifications.userId, g!.id));
    expect(rows.find((r) => r.title === "New message from Mr. Day")!.heldUntil).toBeNull();
    expect(rows.find((r) => r.title === "New message from Ms. Noon")!.heldUntil).toEqual(at("13:00", 1));
  });

  it("sends the family digest at the school's digest time once a day, listing per child work due, missing work, marks with mastery and unread messages", async () => {
    const [g] = await t.db.select().from(users).where(eq(users.id, w.ada.guardian!.id));
    const [og] = await t.db.select().from(users).where(eq(users.id, w.cy.guardian!.id));
    const now = at("17:30");
    const classId = w.room.class.id;
    const published = new Date(now.getTime() - 5 * DAY);
    const [, missing, returned] = await t.db
      .insert(assignments)
      .values([
        { classId, title: "Spelling list 7", dueAt: at("15:00", 1), publishAt: published },
        { classId, title: "Reading log", dueAt: new Date(now.getTime() - 2 * DAY), publishAt: published },
        { classId, title: "Fractions quiz", dueAt: new Date(now.getTime() - 3 * DAY), publishAt: published },
      ])
      .returning();
    const [standard] = await t.db.select().from(standards).where(eq(standards.code, "3.NF.A.1"));
    for (const student of [w.ada.student.id, w.cy.student.id]) {
      const [s] = await t.db
        .insert(work)
        .values({
          assignmentId: returned!.id,
          studentId: student,
          status: "returned",
          submittedAt: new Date(now.getTime() - 3 * DAY),
          returnedAt: new Date(now.getTime() - 2 * 3600_000),
          attempts: 1,
        })
        .returning();
      await t.db.insert(marks).values({ workId: s!.id, standardId: standard!.id, level: 3 });
      // Cy handed the reading log in.
      if (student === w.cy.student.id)
        await t.db.insert(work).values({ assignmentId: missing!.id, studentId: student, status: "submitted", submittedAt: now, attempts: 1 });
    }
    await notify(
      t.db,
      [
        {
          userId: g!.id,
          kind: "message",
          studentId: w.ada.student.id,
          title: { id: "notices.message.title", values: { name: "Ms. Rivera" } },
          subjectId: crypto.randomUUID(),
        },
      ],
      { now, alreadyMailed: true },
    );
    // Cy's guardian wants nothing in a digest.
    await otherGuardian.mutate("PUT", "/api/notifications/preferences", {
      preferences: ["work_returned", "work_due", "work_missing", "badge_earned"].map((k) => ({ kind: k, channel: "app" })),
    });

    expect(await runNotificationJobs(t.db, at("16:59"))).toEqual({ told: 0, mailed: 0, reminders: 0, digests: 0, absences: 0 });
    const result = await runNotificationJobs(t.db, now);
    expect(result.digests).toBe(1);
    // Due tomorrow: Ada and Cy, each to the child and the guardian; missing: Ada's reading log, to both.
    expect(result.reminders).toBe(6);

    const [digest, ...others] = (await mailsTo(t.db, g!.email!)).filter((m) => m.kind === "notification.digest");
    expect(others).toEqual([]);
    expect(digest!.subject).toContain("Your daily digest");
    const body = digest!.textBody;
    expect(body).toContain("== Ada Lovelace ==");
    expect(body).toMatch(/Work due tomorrow:\n {2}- Spelling list 7 \(due .+ at 3:00 PM\)/);
    expect(body).toMatch(/Missing work:\n {2}- Reading log/);
    expect(body).toContain("Fractions quiz: 3.NF.A.1 marked Meets, current mastery Meets");
    expect(body).toMatch(/Unread messages:\n {2}- New message from Ms. Rivera/);
    expect(body).toContain("No absences recorded.");
    // Cy by name (the mail's random unsubscribe token may hold the letters "Cy").
    expect(body).not.toContain("Cy Young");
    expect(body).not.toContain("Cy:");
    expect(digest!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect((await mailsTo(t.db, og!.email!)).filter((m) => m.kind === "notification.digest")).toEqual([]);

    const reminders = await t.db
      .select()
      .from(notifications)
      .where(inArray(notifications.kind, ["work_due", "work_missing"]));
    expect(
      reminders
        .filter((r) => r.userId === g!.id)
        .map((r) => r.title)
        .sort(),
    ).toEqual(["Ada: Reading log is missing", "Ada: Spelling list 7 is due tomorrow"]);
    expect(
      reminders
        .filter((r) => r.userId === w.ada.user.id)
        .map((r) => r.title)
        .sort(),
    ).toEqual(["Reading log is missing", "Spelling list 7 is due tomorrow"]);
    // Later the same evening: nothing again.
    expect(await runNotificationJobs(t.db, at("21:00"))).toEqual({ told: 0, mailed: 0, reminders: 0, digests: 0, absences: 0 });
    expect((await mailsTo(t.db, g!.email!)).filter((m) => m.kind === "notification.digest")).toHaveLength(1);

    // A family that reads Spanish gets the next day's digest in Spanish: its words, the days, times and mastery.
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, g!.id));
    // The work's titles as the school's engine translated them for the family's reads (the digest never waits for it).
    const engine: Translator = {
      ...noTranslator,
      name: "libretranslate",
      version: "test",
      languages: ["en", "es"],
      translate: async () => "Registro de lectura",
    };
    expect((await translationsNow(t.db, { language: "es", translator: engine }, [missing!])).size).toBe(1);
    expect((await runNotificationJobs(t.db, at("17:30", 1), engine)).digests).toBe(1);
    const spanish = (await mailsTo(t.db, g!.email!)).filter((m) => m.kind === "notification.digest")[1]!;
    expect(spanish.subject).toMatch(/^Su resumen diario del [a-záéíóúñ]+, \d+ de [a-z]+ de \d{4} - BrightPath Academy$/);
    expect(spanish.textBody).toMatch(
      /^Hola(, .+)?:\n\nEste es su resumen diario del .+\nLos títulos de los trabajos escritos en otro idioma se tradujeron automáticamente\./,
    );
    expect(spanish.textBody).toMatch(
      /Tareas sin entregar:\n {2}- Registro de lectura \(era para el [a-záéíóúñ]+, \d+ de [a-z]+ de \d{4} a las \d+:\d\d p\. ?m\.\)/,
    );
    expect(spanish.textBody).toContain("No se devolvieron calificaciones desde el último resumen.");
    expect(spanish.textBody).toContain("Horario de oficina:");
    expect(spanish.textBody).not.toMatch(/Work due|Missing work|Hello/);
    await t.db.update(users).set({ language: "en" }).where(eq(users.id, g!.id));

    // The digest's own unsubscribe moves every digest kind to the app.
    const res = await fetch(`${t.url}/api/notifications/unsubscribe/${tokenOf(digest!.headers!["List-Unsubscribe"]!)}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    const prefs = (await guardian.get("/api/notifications/preferences")).json<{ data: NotificationPreferences }>().data;
    expect(prefs.preferences.filter((p) => p.channel === "digest")).toEqual([]);
    expect(prefs.preferences.find((p) => p.kind === "message")!.channel).toBe("email");
  });
});

describe("the notification jobs on two instances of one PostgreSQL database", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await startTestApp("postgres");
    second = await startTestApp("postgres", { databaseUrl: first.config.databaseUrl });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("sends each digest once and raises each reminder once when both run the jobs at the same moment", async () => {
    const { year } = await makeYear(first.db);
    const room = await makeClass(first.db, year.id, { name: "Herons" });
    const families = [];
    for (let i = 0; i < 6; i++) {
      const child = await makeStudent(first.db, { firstName: `Kid${i}` });
      await enrol(first.db, room.class.id, child.student.id);
      await verify(first.db, child.guardian!.id);
      families.push(child);
    }
    const now = at("17:05");
    await first.db.insert(assignments).values({ classId: room.class.id, title: "Poem", dueAt: at("09:00", 1), publishAt: new Date(now.getTime() - DAY) });
    // A quiet-hours message held until now, too.
    await notify(
      first.db,
      [
        {
          userId: families[0]!.guardian!.id,
          kind: "message",
          title: { id: "notices.message.title", values: { name: "Ms. Rivera" } },
          subjectId: crypto.randomUUID(),
        },
      ],
      {
        now: at("21:00", -1),
        quietHours: true,
      },
    );

    const results = await Promise.all([
      runNotificationJobs(first.db, now),
      runNotificationJobs(second.db, now),
      runNotificationJobs(first.db, now),
      runNotificationJobs(second.db, now),
    ]);
    expect(results.reduce((n, r) => n + r.digests, 0)).toBe(6);
    expect(results.reduce((n, r) => n + r.told, 0)).toBe(1);
    const digests = await first.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "notification.digest"));
    expect(digests).toHaveLength(6);
    expect(new Set(digests.map((d) => d.toAddress)).size).toBe(6);
    const due = await first.db.select().from(notifications).where(eq(notifications.kind, "work_due"));
    expect(due).toHaveLength(12);
    // The held message's mail goes once its few minutes have passed, once, whichever instance runs.
    const later = new Date(now.getTime() + MAIL_GATHER_MS);
    const mailed = await Promise.all([sendGatheredMails(first.db, later), sendGatheredMails(second.db, later), sendGatheredMails(first.db, later)]);
    expect(mailed.reduce((n, m) => n + m, 0)).toBe(1);
    expect((await first.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "notification"))).length).toBe(1);
  });
});
