/**
 * The calendar over real HTTP, on PGlite and PostgreSQL (docs/api/calendar.md): each role sees exactly
 * its events (a teacher their classes, a guardian their children's, labelled with the child's name, a
 * student their own, staff the whole school with class and grade filters); another family's child or
 * another teacher's class is a 404 that tells nothing; bad input is a 400 with field errors. The
 * personal iCalendar feed is read back with an independent parser (ical.js): the right events at the
 * right instants, nothing of another family's and no accommodations; it follows what its owner may
 * see now (a teacher taken off a class, a deactivated account), a revoked or rotated token is a 404,
 * and the token never reaches the request log.
 */
import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import http from "node:http";
import { Writable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import type { CalendarAnswer, CalendarFeedCreated, CalendarFeedStatus } from "#common/learning/calendar";
import { dateInZone, zonedInstant } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import {
  assignmentAdjustments,
  assignments,
  calendarFeeds,
  classSessions,
  classStaff,
  classes,
  enrolments,
  guardianLinks,
  schoolDays,
  schoolYears,
  students,
  subjects,
  users,
  work,
} from "../../server/db/schema";
import { createUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { DATABASE_KINDS, startTestApp, type TestApp } from "../support/test-app";

const NY = "America/New_York";
const PUBLIC_URL = "https://school.example";
const day = (offset: number) => formatCalendarDate(addDays(parseCalendarDate(dateInZone(Date.now(), NY))!, offset));
const at = (offset: number, time: string) => new Date(zonedInstant(day(offset), time, NY));

interface World {
  teacherA: TestClient;
  teacherB: TestClient;
  guardianA: TestClient;
  guardianB: TestClient;
  studentA: TestClient;
  admin: TestClient;
  teacherAId: string;
  guardianAId: string;
  classA: string;
  classB: string;
  childA: string;
  childB: string;
  sessionA1: string;
  sessionA2: string;
  sessionB1: string;
}

async function signedIn(t: TestApp, role: Parameters<typeof createUser>[1], fullName: string) {
  const user = await createUser(t.db, role);
  await t.db.update(users).set({ fullName }).where(eq(users.id, user.id));
  const session = await createSession(t.db, user.id);
  const client = new TestClient(t.url);
  client.setCookie("sid", session.id);
  return { user, client };
}

async function buildWorld(t: TestApp): Promise<World> {
  const db: Db = t.db;
  const [year] = await db
    .insert(schoolYears)
    .values({ name: "Test year", startsOn: day(-100), endsOn: day(150), isCurrent: true })
    .returning();
  const [math] = await db.select().from(subjects).where(eq(subjects.code, "math"));
  const [ela] = await db.select().from(subjects).where(eq(subjects.code, "ela"));
  const [a] = await db.insert(classes).values({ schoolYearId: year!.id, subjectId: math!.id, kind: "section", grade: "1", name: "Grade 1 Math" }).returning();
  const [b] = await db.insert(classes).values({ schoolYearId: year!.id, subjectId: ela!.id, kind: "section", grade: "3", name: "Grade 3 Reading" }).returning();

  const teacherA = await signedIn(t, "teacher", "Ms. Rivera");
  const teacherB = await signedIn(t, "teacher", "Mr. Chen");
  const guardianA = await signedIn(t, "guardian", "Aisha Rahman");
  const guardianB = await signedIn(t, "parent", "Tom Baker");
  const studentA = await signedIn(t, "student", "Maya Rahman");
  const studentBUser = await createUser(t.db, "student");
  const admin = await signedIn(t, "admin", "Office Admin");
  await db.insert(classStaff).values([
    { classId: a!.id, userId: teacherA.user.id, role: "lead" },
    { classId: b!.id, userId: teacherB.user.id, role: "lead" },
  ]);
  const [childA] = await db
    .insert(students)
    .values({
      userId: studentA.user.id,
      firstName: "Maya",
      lastName: "Rahman",
      dateOfBirth: "2019-05-01",
      grade: "1",
      accommodationPlan: "iep",
      accommodations: "SECRET-ACCOMMODATION extra time",
    })
    .returning();
  const [childB] = await db
    .insert(students)
    .values({ userId: studentBUser.id, firstName: "Noah", lastName: "Baker", preferredName: "Noah-B", dateOfBirth: "2017-05-01", grade: "3" })
    .returning();
  await db.insert(guardianLinks).values([
    { studentId: childA!.id, guardianUserId: guardianA.user.id },
    { studentId: childB!.id, guardianUserId: guardianB.user.id },
  ]);
  await db.insert(enrolments).values([
    { classId: a!.id, studentId: childA!.id },
    { classId: b!.id, studentId: childB!.id },
  ]);
  const [a1, a2, b1] = await db
    .insert(classSessions)
    .values([
      { classId: a!.id, startsAt: at(1, "09:00"), endsAt: at(1, "09:45") },
      { classId: a!.id, startsAt: at(2, "09:00"), endsAt: at(2, "09:45"), status: "cancelled" },
      { classId: b!.id, startsAt: at(1, "10:00"), endsAt: at(1, "10:45") },
    ])
    .returning();
  await db.insert(schoolDays).values({ schoolYearId: year!.id, kind: "holiday", title: "Founders' Day, no classes", startsOn: day(5), endsOn: day(6) });
  return {
    teacherA: teacherA.client,
    teacherB: teacherB.client,
    guardianA: guardianA.client,
    guardianB: guardianB.client,
    studentA: studentA.client,
    admin: admin.client,
    teacherAId: teacherA.user.id,
    guardianAId: guardianA.user.id,
    classA: a!.id,
    classB: b!.id,
    childA: childA!.id,
    childB: childB!.id,
    sessionA1: a1!.id,
    sessionA2: a2!.id,
    sessionB1: b1!.id,
  };
}

const range = `from=${day(-3)}&to=${day(10)}`;

async function calendar(client: TestClient, extra = "") {
  const res = await client.get(`/api/calendar?${range}${extra}`);
  return { status: res.status, text: res.text, data: res.status === 200 ? res.json<{ success: true; data: CalendarAnswer }>().data : undefined };
}
const sessionIds = (data: CalendarAnswer | undefined) => data!.events.filter((e) => e.kind === "class_session").map((e) => e.id);

function parseFeed(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return {
    name: component.getFirstPropertyValue("x-wr-calname"),
    events: component.getAllSubcomponents("vevent").map((v) => {
      const event = new ICAL.Event(v);
      return { uid: event.uid, summary: event.summary, start: event.startDate, end: event.endDate, status: v.getFirstPropertyValue("status") };
    }),
  };
}

const feedPath = (url: string) => new URL(url).pathname;

describe.each(DATABASE_KINDS)("calendar API on %s", (kind) => {
  let t: TestApp;
  let w: World;
  const logLines: string[] = [];
  // The server's clock runs this far ahead of the real one (the feed test moves it past a kept feed's minute).
  let clockShift = 0;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    t = await startTestApp(kind, {
      config: { publicUrl: PUBLIC_URL, apiRateLimitPerMinute: 100_000, logLevel: "info", now: () => new Date(Date.now() + clockShift) },
      logStream: stream,
    });
    w = await buildWorld(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a teacher sees their own classes' sessions and the school days, and nothing of another class", async () => {
    const { data } = await calendar(w.teacherA);
    expect(sessionIds(data).sort()).toEqual([`session:${w.sessionA1}`, `session:${w.sessionA2}`].sort());
    expect(data!.classes.map((c) => c.id)).toEqual([w.classA]);
    expect(data!.children).toEqual([]);
    const holiday = data!.events.find((e) => e.kind === "holiday");
    expect(holiday?.timing).toEqual({ allDay: true, startsOn: day(5), endsOn: day(6) });
    const first = data!.events.find((e) => e.id === `session:${w.sessionA1}`)!;
    expect(first.timing).toEqual({ allDay: false, startsAt: at(1, "09:00").toISOString(), endsAt: at(1, "09:45").toISOString() });
    expect(first.teachers).toEqual(["Ms. Rivera"]);
    expect(data!.events.find((e) => e.id === `session:${w.sessionA2}`)?.cancelled).toBe(true);
    expect(first.children).toBeUndefined();
    // The way to the session's live page; none for a cancelled session.
    expect(first.link).toBe(`/video-session/${w.sessionA1}`);
    expect(data!.events.find((e) => e.id === `session:${w.sessionA2}`)?.link).toBeUndefined();

    const other = await calendar(w.teacherA, `&classId=${w.classB}`);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain("Reading");
    expect((await calendar(w.teacherB)).data!.events.filter((e) => e.kind === "class_session").map((e) => e.title)).toEqual(["Grade 3 Reading"]);
  });

  it("a guardian sees their child's sessions labelled with the child's name, and a 404 for another family's child", async () => {
    const { data } = await calendar(w.guardianA);
    expect(sessionIds(data).sort()).toEqual([`session:${w.sessionA1}`, `session:${w.sessionA2}`].sort());
    expect(data!.children).toEqual([{ id: w.childA, name: "Maya" }]);
    expect(data!.events.find((e) => e.kind === "class_session")?.children).toEqual([{ id: w.childA, name: "Maya" }]);
    expect(JSON.stringify(data)).not.toContain("SECRET-ACCOMMODATION");
    // Families do not come to a class's live session (the child joins from their own account).
    expect(data!.events.filter((e) => e.kind === "class_session" && e.link)).toEqual([]);

    const filtered = await calendar(w.guardianA, `&studentId=${w.childA}`);
    expect(sessionIds(filtered.data)).toHaveLength(2);
    const theirs = await calendar(w.guardianA, `&studentId=${w.childB}`);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toMatch(/Noah|Baker|Reading/);
    expect((await calendar(w.guardianA, `&classId=${w.classB}`)).status).toBe(404);
    expect((await calendar(w.guardianB)).data!.children).toEqual([{ id: w.childB, name: "Noah-B" }]);
  });

  it("a student sees their own classes only", async () => {
    const { data } = await calendar(w.studentA);
    expect(sessionIds(data).sort()).toEqual([`session:${w.sessionA1}`, `session:${w.sessionA2}`].sort());
    expect(data!.children).toEqual([{ id: w.childA, name: "Maya" }]);
    expect(data!.events.find((e) => e.kind === "class_session")?.children).toBeUndefined();
    expect(data!.events.find((e) => e.id === `session:${w.sessionA1}`)?.link).toBe(`/video-session/${w.sessionA1}`);
    expect(JSON.stringify(data)).not.toContain("SECRET-ACCOMMODATION");
    expect((await calendar(w.studentA, `&studentId=${w.childB}`)).status).toBe(404);
  });

  it("staff see the whole school, narrowed by class or grade", async () => {
    expect(sessionIds((await calendar(w.admin)).data)).toHaveLength(3);
    expect(sessionIds((await calendar(w.admin, `&classId=${w.classB}`)).data)).toEqual([`session:${w.sessionB1}`]);
    expect(sessionIds((await calendar(w.admin, "&grade=1")).data)).toHaveLength(2);
    expect(sessionIds((await calendar(w.admin, `&studentId=${w.childB}`)).data)).toEqual([`session:${w.sessionB1}`]);
    expect((await calendar(w.admin, "&classId=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await calendar(w.admin, "&studentId=00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("refuses bad input with field errors and signed-out readers with 401", async () => {
    const reversed = await w.admin.get(`/api/calendar?from=${day(3)}&to=${day(1)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain("to");
    const long = await w.admin.get(`/api/calendar?from=${day(0)}&to=${day(60)}`);
    expect(long.status).toBe(400);
    expect((await w.admin.get(`/api/calendar?${range}&studentId=nope`)).status).toBe(400);
    expect((await w.admin.get(`/api/calendar?from=2026-02-30&to=2026-03-01`)).status).toBe(400);
    expect((await new TestClient(t.url).get(`/api/calendar?${range}`)).status).toBe(401);
  });

  it("the feed is created once, read with no session by an independent parser, and holds exactly the owner's events", async () => {
    expect((await w.guardianA.get("/api/calendar/feed")).json<{ data: CalendarFeedStatus }>().data).toEqual({ active: false });
    const created = await w.guardianA.mutate("POST", "/api/calendar/feed");
    expect(created.status).toBe(201);
    const feed = created.json<{ data: CalendarFeedCreated }>().data;
    expect(feed.url).toMatch(/^https:\/\/school\.example\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace("https://", "webcal://"));
    const [stored] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, w.guardianAId));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(feed.url).not.toContain(stored!.tokenHash);

    const res = await new TestClient(t.url).get(feedPath(feed.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    const parsed = parseFeed(res.text);
    expect(parsed.name).toContain("Aisha Rahman");
    const uids = parsed.events.map((e) => e.uid).sort();
    expect(uids).toEqual(
      [`session-${w.sessionA1}@school.example`, `session-${w.sessionA2}@school.example`, expect.stringMatching(/^day-.+@school\.example$/)].sort(),
    );
    const first = parsed.events.find((e) => e.uid === `session-${w.sessionA1}@school.example`)!;
    expect(first.start.toJSDate().toISOString()).toBe(at(1, "09:00").toISOString());
    expect(first.end.toJSDate().toISOString()).toBe(at(1, "09:45").toISOString());
    expect(first.summary).toBe("Maya: Grade 1 Math");
    expect(first.status).toBe("CONFIRMED");
    expect(parsed.events.find((e) => e.uid === `session-${w.sessionA2}@school.example`)!.status).toBe("CANCELLED");
    const holiday = parsed.events.find((e) => e.uid.startsWith("day-"))!;
    expect(holiday.start.isDate).toBe(true);
    expect(holiday.start.toString()).toBe(day(5));
    expect(holiday.end.toString()).toBe(day(7));
    expect(holiday.summary).toBe("Founders' Day, no classes");
    expect(res.text).not.toMatch(/Noah|Reading|SECRET-ACCOMMODATION/);

    const status = (await w.guardianA.get("/api/calendar/feed")).json<{ data: CalendarFeedStatus }>().data;
    expect(status).toMatchObject({ active: true, createdAt: feed.createdAt });
    expect(status.active && status.lastUsedAt).toBeTruthy();
    // An app fetching again within the minute is served without writing "last used" again.
    expect((await new TestClient(t.url).get(feedPath(feed.url))).status).toBe(200);
    expect((await w.guardianA.get("/api/calendar/feed")).json<{ data: CalendarFeedStatus }>().data).toEqual(status);
  });

  it("the feed is written in its owner's language, and a kept feed is not served in another", async () => {
    const feed = (await w.guardianA.mutate("POST", "/api/calendar/feed")).json<{ data: CalendarFeedCreated }>().data;
    const anonymous = new TestClient(t.url);
    const words = (text: string) => {
      const component = new ICAL.Component(ICAL.parse(text));
      const events = component.getAllSubcomponents("vevent");
      const session = (id: string) => events.find((v) => v.getFirstPropertyValue("uid") === `session-${id}@school.example`)!;
      const holiday = events.find((v) => String(v.getFirstPropertyValue("uid")).startsWith("day-"))!;
      return {
        description: component.getFirstPropertyValue("x-wr-caldesc"),
        session: session(w.sessionA1).getFirstPropertyValue("description"),
        cancelled: session(w.sessionA2).getFirstPropertyValue("description"),
        category: session(w.sessionA1).getFirstPropertyValue("categories"),
        holiday: holiday.getFirstPropertyValue("categories"),
      };
    };
    const english = words((await anonymous.get(feedPath(feed.url))).text);
    expect(english.description).toMatch(/^Classes and school days at /);
    expect(english.session).toBe("Class\nWith Ms. Rivera");
    expect(english.cancelled).toBe("Class\nWith Ms. Rivera\nThis session is cancelled.");
    expect([english.category, english.holiday]).toEqual(["Class", "Holiday"]);

    // Within the minute a feed is kept, but not for an owner who now reads Spanish.
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, w.guardianAId));
    try {
      const spanish = words((await anonymous.get(feedPath(feed.url))).text);
      expect(spanish.description).toMatch(/^Clases y días escolares en /);
      expect(spanish.session).toBe("Clase\nCon Ms. Rivera");
      expect(spanish.cancelled).toBe("Clase\nCon Ms. Rivera\nEsta clase se canceló.");
      expect([spanish.category, spanish.holiday]).toEqual(["Clase", "Día festivo"]);
    } finally {
      await t.db.update(users).set({ language: "en" }).where(eq(users.id, w.guardianAId));
    }
  });

  it("rotating revokes the old address; revoking answers 404 from then on", async () => {
    const first = (await w.guardianB.mutate("POST", "/api/calendar/feed")).json<{ data: CalendarFeedCreated }>().data;
    const second = (await w.guardianB.mutate("POST", "/api/calendar/feed")).json<{ data: CalendarFeedCreated }>().data;
    expect(second.url).not.toBe(first.url);
    const anonymous = new TestClient(t.url);
    expect((await anonymous.get(feedPath(first.url))).status).toBe(404);
    const current = await anonymous.get(feedPath(second.url));
    expect(current.status).toBe(200);
    expect(parseFeed(current.text).events.some((e) => e.summary === "Noah-B: Grade 3 Reading")).toBe(true);

    expect((await w.guardianB.mutate("DELETE", "/api/calendar/feed")).status).toBe(200);
    expect((await anonymous.get(feedPath(second.url))).status).toBe(404);
    expect((await w.guardianB.get("/api/calendar/feed")).json<{ data: CalendarFeedStatus }>().data).toEqual({ active: false });
    expect((await w.guardianB.mutate("DELETE", "/api/calendar/feed")).status).toBe(404);
    expect((await anonymous.get("/api/calendar/feed/not-a-token.ics")).status).toBe(404);
    expect((await anonymous.get(`/api/calendar/feed/${"A".repeat(43)}.ics`)).status).toBe(404);
  });

  it("the feed follows what its owner may see now: a teacher taken off a class, a deactivated account", async () => {
    const feed = (await w.teacherA.mutate("POST", "/api/calendar/feed")).json<{ data: CalendarFeedCreated }>().data;
    const anonymous = new TestClient(t.url);
    const before = parseFeed((await anonymous.get(feedPath(feed.url))).text);
    expect(before.events.filter((e) => e.uid.startsWith("session-"))).toHaveLength(2);

    await t.db.delete(classStaff).where(and(eq(classStaff.classId, w.classA), eq(classStaff.userId, w.teacherAId)));
    const after = parseFeed((await anonymous.get(feedPath(feed.url))).text);
    expect(after.events.filter((e) => e.uid.startsWith("session-"))).toHaveLength(0);
    await t.db.insert(classStaff).values({ classId: w.classA, userId: w.teacherAId, role: "lead" });

    await t.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, w.teacherAId));
    expect((await anonymous.get(feedPath(feed.url))).status).toBe(404);
    await t.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, w.teacherAId));
  });

  it("a feed asked for again within a minute is the kept one: same tag, 304 to If-None-Match, the same text in brotli and gzip; a changed event shows a minute later", async () => {
    const feed = (await w.guardianB.mutate("POST", "/api/calendar/feed")).json<{ data: CalendarFeedCreated }>().data;
    const path = feedPath(feed.url);
    const anonymous = new TestClient(t.url);
    const first = await anonymous.get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get("vary")).toMatch(/accept-encoding/i);

    const notModified = await anonymous.get(path, { "if-none-match": `W/"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe("");
    expect(notModified.headers.get("etag")).toBe(etag);
    expect((await anonymous.get(path, { "if-none-match": '"other"' })).text).toBe(first.text);

    const raw = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        const { hostname, port } = new URL(t.url);
        http
          .get({ host: hostname, port, path, headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
            res.on("error", reject);
          })
          .on("error", reject);
      });
    const br = await raw("gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(first.text);
    const gz = await raw("gzip");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString("utf8")).toBe(first.text);

    // A session moved: within the minute the kept feed is served, then the new time.
    const [session] = await t.db.select().from(classSessions).where(eq(classSessions.id, w.sessionB1));
    const moved = new Date(session!.startsAt.getTime() + 30 * 60_000);
    await t.db
      .update(classSessions)
      .set({ startsAt: moved, endsAt: new Date(session!.endsAt.getTime() + 30 * 60_000) })
      .where(eq(classSessions.id, w.sessionB1));
    try {
      const kept = await anonymous.get(path);
      expect(kept.headers.get("etag")).toBe(etag);
      clockShift = 61_000;
      const rebuilt = await anonymous.get(path);
      expect(rebuilt.headers.get("etag")).not.toBe(etag);
      const event = parseFeed(rebuilt.text).events.find((e) => e.uid === `session-${w.sessionB1}@school.example`)!;
      expect(event.start.toJSDate().toISOString()).toBe(moved.toISOString());
      // Built again with nothing changed, the feed differs only in DTSTAMP and keeps its tag.
      clockShift = 125_000;
      const again = await anonymous.get(path);
      expect(again.text).not.toBe(rebuilt.text);
      expect(again.headers.get("etag")).toBe(rebuilt.headers.get("etag"));
    } finally {
      clockShift = 0;
      await t.db.update(classSessions).set({ startsAt: session!.startsAt, endsAt: session!.endsAt }).where(eq(classSessions.id, w.sessionB1));
    }
  });

  it("never writes a feed token to the log", async () => {
    const feed = (await w.studentA.mutate("POST", "/api/calendar/feed")).json<{ data: CalendarFeedCreated }>().data;
    const token = /feed\/([^/]+)\.ics$/.exec(feed.url)![1]!;
    const anonymous = new TestClient(t.url);
    expect((await anonymous.get(feedPath(feed.url))).status).toBe(200);
    expect((await anonymous.get(`${feedPath(feed.url)}?refresh=1`)).status).toBe(200);
    // Addresses no route answers (a stray slash, an extra segment) are logged redacted too.
    await anonymous.get(`${feedPath(feed.url)}/`);
    await anonymous.get(`${feedPath(feed.url)}/extra`);
    await anonymous.rawRequest("GET", `/api/calendar/feed/${token}%2Eics`);
    const log = logLines.join("");
    expect(log).toContain("/api/calendar/feed/[redacted]");
    expect(log).not.toContain(token);
  });

  describe("work due", () => {
    // Added after the tests above, which count every event of the world.
    let due: Record<"handedIn" | "missing" | "draft" | "reading" | "later" | "scheduled", string>;
    let guardianBoth: TestClient;
    let childC: string;
    const dueEvents = (data: CalendarAnswer | undefined) => data!.events.filter((e) => e.kind === "due");

    beforeAll(async () => {
      const db: Db = t.db;
      const published = new Date(Date.now() - 86_400_000);
      const rows = await db
        .insert(assignments)
        .values([
          { classId: w.classA, title: "Count to 100", dueAt: at(2, "15:00"), publishAt: published },
          { classId: w.classA, title: "Shapes worksheet", dueAt: at(-1, "15:00"), publishAt: published },
          { classId: w.classA, title: "Draft plan", dueAt: at(2, "15:00") },
          { classId: w.classB, title: "Reading log", dueAt: at(3, "15:00"), publishAt: published },
          { classId: w.classA, title: "Far away project", dueAt: at(30, "15:00"), publishAt: published },
          { classId: w.classA, title: "Scheduled quiz", dueAt: at(8, "15:00"), publishAt: at(5, "08:00") },
        ])
        .returning();
      const [handedIn, missing, draft, reading, later, scheduled] = rows.map((r) => r.id) as [string, string, string, string, string, string];
      due = { handedIn, missing, draft, reading, later, scheduled };
      await db.insert(work).values({ assignmentId: handedIn, studentId: w.childA, status: "submitted", submittedAt: at(0, "08:00"), attempts: 1 });
      // Maya's own later date brings "Far away project" into the range for her (not for her teacher).
      await db.insert(assignmentAdjustments).values({ assignmentId: later, studentId: w.childA, dueAt: at(4, "12:00") });
      // A classmate of Maya's in another family: the teacher still sees each assignment once.
      const lenaUser = await createUser(t.db, "student");
      const [c] = await db
        .insert(students)
        .values({ userId: lenaUser.id, firstName: "Lena", lastName: "Ortiz", dateOfBirth: "2019-02-01", grade: "1" })
        .returning();
      childC = c!.id;
      await db.insert(enrolments).values({ classId: w.classA, studentId: childC });
      const both = await signedIn(t, "guardian", "Sam Rahman-Baker");
      await db.insert(guardianLinks).values([
        { studentId: w.childA, guardianUserId: both.user.id },
        { studentId: w.childB, guardianUserId: both.user.id },
      ]);
      guardianBoth = both.client;
    });

    it("a child sees their own published work due in the range, at their own due time, with its state and a link to the work", async () => {
      const events = dueEvents((await calendar(w.studentA)).data);
      expect(events.map((e) => e.id).sort()).toEqual(
        [`due:${due.handedIn}:${w.childA}`, `due:${due.missing}:${w.childA}`, `due:${due.later}:${w.childA}`].sort(),
      );
      const handedIn = events.find((e) => e.id === `due:${due.handedIn}:${w.childA}`)!;
      expect(handedIn).toMatchObject({
        title: "Count to 100",
        className: "Grade 1 Math",
        classId: w.classA,
        workStatus: "submitted",
        link: `/portal/assignments/${due.handedIn}/work`,
        timing: { allDay: false, startsAt: at(2, "15:00").toISOString(), endsAt: at(2, "15:00").toISOString() },
      });
      expect(handedIn.children).toBeUndefined();
      expect(events.find((e) => e.id === `due:${due.missing}:${w.childA}`)?.workStatus).toBe("missing");
      const later = events.find((e) => e.id === `due:${due.later}:${w.childA}`)!;
      expect(later.timing).toMatchObject({ startsAt: at(4, "12:00").toISOString() });
      expect(later.workStatus).toBe("not_started");
    });

    it("a guardian sees each of their children's work due, labelled with the child, linking to the family's progress page", async () => {
      const events = dueEvents((await calendar(guardianBoth)).data);
      expect(events.map((e) => e.id).sort()).toEqual(
        [`due:${due.handedIn}:${w.childA}`, `due:${due.missing}:${w.childA}`, `due:${due.later}:${w.childA}`, `due:${due.reading}:${w.childB}`].sort(),
      );
      const reading = events.find((e) => e.id === `due:${due.reading}:${w.childB}`)!;
      expect(reading).toMatchObject({
        title: "Reading log",
        className: "Grade 3 Reading",
        workStatus: "not_started",
        link: `/parent/progress?child=${w.childB}`,
      });
      expect(reading.children).toEqual([{ id: w.childB, name: "Noah-B" }]);
      expect(events.find((e) => e.id === `due:${due.handedIn}:${w.childA}`)?.children).toEqual([{ id: w.childA, name: "Maya" }]);
      // Narrowed to one child: only theirs.
      expect(dueEvents((await calendar(guardianBoth, `&studentId=${w.childB}`)).data).map((e) => e.id)).toEqual([`due:${due.reading}:${w.childB}`]);
    });

    it("a teacher sees each assignment of their classes once, drafts left out, linking to the gradebook", async () => {
      const events = dueEvents((await calendar(w.teacherA)).data);
      expect(events.map((e) => e.id).sort()).toEqual([`due:${due.handedIn}`, `due:${due.missing}`, `due:${due.scheduled}`].sort());
      const first = events.find((e) => e.id === `due:${due.handedIn}`)!;
      expect(first).toMatchObject({ title: "Count to 100", className: "Grade 1 Math", link: `/teacher/gradebook?class=${w.classA}` });
      expect(first.workStatus).toBeUndefined();
      expect(first.children).toBeUndefined();
      expect(dueEvents((await calendar(w.admin, `&classId=${w.classB}`)).data).map((e) => e.id)).toEqual([`due:${due.reading}`]);
    });

    it("another family and another teacher see nothing of it", async () => {
      const theirs = JSON.stringify(dueEvents((await calendar(w.guardianB)).data));
      expect(theirs).not.toMatch(/Count to 100|Shapes worksheet|Far away|Scheduled quiz/);
      expect(dueEvents((await calendar(w.guardianB)).data).map((e) => e.id)).toEqual([`due:${due.reading}:${w.childB}`]);
      expect(dueEvents((await calendar(w.teacherB)).data).map((e) => e.id)).toEqual([`due:${due.reading}`]);
      // Maya's guardian sees Maya's work, never her classmate's.
      expect(dueEvents((await calendar(w.guardianA)).data).every((e) => e.id.endsWith(`:${w.childA}`))).toBe(true);
      expect(JSON.stringify((await calendar(w.guardianA)).data)).not.toContain(childC);
      expect(dueEvents((await calendar(w.studentA)).data).some((e) => e.id.includes(due.draft) || e.id.includes(due.scheduled))).toBe(false);
    });

    it("the feed holds the work due at its due time, in the owner's language", async () => {
      const feed = (await guardianBoth.mutate("POST", "/api/calendar/feed")).json<{ data: CalendarFeedCreated }>().data;
      const text = (await new TestClient(t.url).get(feedPath(feed.url))).text;
      const component = new ICAL.Component(ICAL.parse(text));
      const vevent = (uid: string) => component.getAllSubcomponents("vevent").find((v) => v.getFirstPropertyValue("uid") === uid);
      const handedIn = vevent(`due-${due.handedIn}-${w.childA}@school.example`)!;
      const event = new ICAL.Event(handedIn);
      expect(event.summary).toBe("Maya: Count to 100");
      expect(event.startDate.toJSDate().toISOString()).toBe(at(2, "15:00").toISOString());
      expect(handedIn.getFirstPropertyValue("description")).toBe("Work due\nClass: Grade 1 Math\nStatus: Submitted");
      expect(handedIn.getFirstPropertyValue("transp")).toBe("TRANSPARENT");
      expect(new ICAL.Event(vevent(`due-${due.reading}-${w.childB}@school.example`)!).summary).toBe("Noah-B: Reading log");
      expect(text).not.toMatch(/Draft plan|Scheduled quiz|Lena/);

      await t.db.update(users).set({ language: "es" }).where(eq(users.fullName, "Sam Rahman-Baker"));
      try {
        const spanish = new ICAL.Component(ICAL.parse((await new TestClient(t.url).get(feedPath(feed.url))).text));
        const missing = spanish.getAllSubcomponents("vevent").find((v) => v.getFirstPropertyValue("uid") === `due-${due.missing}-${w.childA}@school.example`)!;
        expect(missing.getFirstPropertyValue("description")).toBe("Tarea para entregar\nClase: Grade 1 Math\nEstado: Falta");
        expect(missing.getFirstPropertyValue("categories")).toBe("Tarea para entregar");
      } finally {
        await t.db.update(users).set({ language: "en" }).where(eq(users.fullName, "Sam Rahman-Baker"));
      }
    });
  });
});
