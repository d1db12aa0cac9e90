/**
 * The portal homes in Chromium against a server of their own (a fresh PGlite with real rows made
 * here, the built site, the clock fixed at Tuesday 24 November 2026, 10:30 Eastern): a teacher sees
 * today's sessions and a class roster, a child sees their day with "Now" and "Next", a parent switches
 * between two children; axe finds nothing in light and dark at 375 and 1280 px. Screenshots of the
 * child's home go to $PORTAL_HOMES_SHOTS (default /tmp/portal-homes-shots) for a look.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../support/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Role } from "#common/roles";
import { zonedInstant } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import type { Db } from "../../server/db/client";
import {
  assignments,
  classMeetings,
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
import { axeEveryVariant } from "../support/axe";
import { createUser } from "../support/fixtures";
import { startTestApp, type TestApp } from "../support/test-app";

const NOW = new Date(zonedInstant("2026-11-24", "10:30"));
const SHOTS = process.env.PORTAL_HOMES_SHOTS ?? "/tmp/portal-homes-shots";

let browser: Browser;
let t: TestApp;
const ids = {} as Record<"teacher" | "child" | "parent" | "admin" | "maya" | "leo" | "owls" | "foxes", string>;

async function person(db: Db, role: Role, fullName: string) {
  const user = await createUser(db, role);
  await db.update(users).set({ fullName, phone: "555-010-2000" }).where(eq(users.id, user.id));
  return user.id;
}

async function makeClass(db: Db, yearId: string, name: string, subject: string, grade: string, teacherId: string, times: [number, string, string][]) {
  const [subjectRow] = await db.select({ id: subjects.id }).from(subjects).where(eq(subjects.code, subject));
  const [row] = await db
    .insert(classes)
    .values({ schoolYearId: yearId, subjectId: subjectRow!.id, kind: subject === "homeroom" ? "homeroom" : "section", grade, name })
    .returning();
  await db.insert(classStaff).values({ classId: row!.id, userId: teacherId, role: "lead" });
  await db.insert(classMeetings).values(times.map(([weekday, startTime, endTime]) => ({ classId: row!.id, weekday, startTime, endTime })));
  for (const [date, weekday] of [
    ["2026-11-23", 1],
    ["2026-11-24", 2],
    ["2026-11-25", 3],
    ["2026-11-30", 1],
  ] as const) {
    const today = times.filter(([w]) => w === (weekday === 3 ? 2 : weekday));
    if (today.length)
      await db
        .insert(classSessions)
        .values(today.map(([, s, e]) => ({ classId: row!.id, startsAt: new Date(zonedInstant(date, s)), endsAt: new Date(zonedInstant(date, e)) })));
  }
  return row!.id;
}

async function seed(db: Db) {
  const [year] = await db.insert(schoolYears).values({ name: "2026-27", startsOn: "2026-08-17", endsOn: "2027-06-11", isCurrent: true }).returning();
  await db.insert(schoolDays).values({ schoolYearId: year!.id, kind: "holiday", title: "Thanksgiving", startsOn: "2026-11-26", endsOn: "2026-11-27" });
  ids.teacher = await person(db, "teacher", "Grace Hopper");
  const other = await person(db, "teacher", "Ada Lovelace");
  ids.admin = await person(db, "admin", "Office Admin");
  ids.parent = await person(db, "parent", "Rosa Quintero");
  ids.owls = await makeClass(db, year!.id, "Kindergarten Homeroom Owls", "homeroom", "K", ids.teacher, [
    [2, "09:00", "09:30"],
    [2, "14:00", "14:30"],
    [1, "09:00", "09:30"],
  ]);
  ids.foxes = await makeClass(db, year!.id, "Kindergarten Math Foxes", "math", "K", ids.teacher, [[2, "10:15", "11:00"]]);
  const art = await makeClass(db, year!.id, "Kindergarten Art Robins", "art", "K", other, [[2, "12:30", "13:00"]]);
  const grade2 = await makeClass(db, year!.id, "Grade 2 Homeroom Hawks", "homeroom", "2", other, [[2, "09:00", "09:45"]]);
  await db
    .update(classSessions)
    .set({ status: "cancelled" })
    .where(eq(classSessions.startsAt, new Date(zonedInstant("2026-11-24", "12:30"))));
  const childUser = await createUser(db, "student");
  ids.child = childUser.id;
  const [maya] = await db
    .insert(students)
    .values({
      userId: childUser.id,
      firstName: "Maya",
      lastName: "Quintero",
      dateOfBirth: "2021-03-02",
      grade: "K",
      avatar: "rocket",
      accommodationPlan: "iep",
      accommodations: "Extra time and read-aloud for instructions",
    })
    .returning();
  const leoUser = await createUser(db, "student");
  const [leo] = await db
    .insert(students)
    .values({ userId: leoUser.id, firstName: "Leonardo", preferredName: "Leo", lastName: "Quintero", dateOfBirth: "2018-10-02", grade: "2", avatar: "turtle" })
    .returning();
  ids.maya = maya!.id;
  ids.leo = leo!.id;
  await db.insert(guardianLinks).values([
    { studentId: maya!.id, guardianUserId: ids.parent, relationship: "mother", isPrimary: true },
    { studentId: leo!.id, guardianUserId: ids.parent, relationship: "mother", isPrimary: true },
  ]);
  await db.insert(enrolments).values([
    { classId: ids.owls, studentId: maya!.id },
    { classId: ids.foxes, studentId: maya!.id },
    { classId: art, studentId: maya!.id },
    { classId: grade2, studentId: leo!.id },
  ]);
  // Maya's hand-in of August, never returned: the teacher's home and navigation list it to mark.
  const [counting] = await db
    .insert(assignments)
    .values({
      classId: ids.foxes,
      title: "Counting to 20",
      publishAt: new Date(zonedInstant("2026-08-20", "08:00")),
      dueAt: new Date(zonedInstant("2026-08-27", "17:00")),
    })
    .returning();
  await db
    .insert(work)
    .values({ assignmentId: counting!.id, studentId: maya!.id, status: "submitted", submittedAt: new Date(zonedInstant("2026-08-28", "15:00")), attempts: 1 });
}

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client"), now: () => NOW } });
  await seed(t.db);
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  problems: string[];
  done: () => Promise<void>;
}

/** A page signed in as `userId`, its clock at NOW, failing on console errors and failed answers. */
async function open(
  userId: string,
  options: { viewport?: { width: number; height: number }; theme?: "light" | "dark"; timezoneId?: string } = {},
): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.theme ?? "light",
    timezoneId: options.timezoneId ?? "America/New_York",
    bypassCSP: true,
  });
  await context.clock.setFixedTime(NOW);
  const session = await createSession(t.db, userId, {}, NOW);
  await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} for ${res.url()}`);
  });
  return {
    page,
    context,
    problems,
    done: async () => {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

describe("the portal homes with real rows", () => {
  it("shows the teacher today's sessions with the next one marked, and a class roster with accommodations and guardians", async () => {
    const { page, done } = await open(ids.teacher, { timezoneId: "America/Los_Angeles" });
    await page.goto("/teacher");
    const sessions = page.getByTestId("today-sessions").locator("li");
    await sessions.first().waitFor();
    expect(await sessions.count()).toBe(3);
    expect(await sessions.nth(0).textContent()).toContain("6:00 AM your time");
    expect(await sessions.nth(0).textContent()).toContain("(9:00 AM Eastern)");
    expect(await sessions.nth(1).getAttribute("data-marker")).toBe("now");
    expect(await sessions.nth(2).getAttribute("data-marker")).toBe("next");
    expect(
      await sessions
        .nth(1)
        .getByRole("link", { name: /^Open live class/ })
        .getAttribute("href"),
    ).toMatch(/^\/video-session\//);
    expect(
      await page
        .getByTestId("today-sessions")
        .getByRole("link", { name: /^Open live class/ })
        .count(),
    ).toBe(1);
    expect(await page.getByTestId("zone-note").textContent()).toContain("America/Los Angeles");
    const attention = page.getByTestId("attention").locator("li");
    expect(await attention.first().textContent()).toBe("1 child has accommodations in Kindergarten Homeroom Owls today.");
    const toMark = page.getByTestId("attention").locator('li[data-kind="to_mark"]');
    expect(await toMark.textContent()).toBe("1 piece of work to mark in Kindergarten Math Foxes, the oldest since Aug 28.");
    expect(await toMark.getByRole("link").getAttribute("href")).toBe(`/teacher/gradebook?class=${ids.foxes}`);
    await expect.poll(() => page.getByTestId("portal-nav").getByTestId("to-mark-count").textContent()).toBe("1 piece of work to mark");
    expect(await page.getByTestId("portal-nav").getByTestId("messages-waiting-count").count()).toBe(0);
    expect(await page.getByTestId("teacher-classes").textContent()).not.toContain("Robins");
    await page.getByTestId("teacher-classes").getByRole("link", { name: "Kindergarten Math Foxes" }).click();
    await page.waitForURL(`**/teacher/classes?class=${ids.foxes}`);
    const roster = page.getByTestId("roster");
    await roster.waitFor();
    expect(await roster.textContent()).toContain("Extra time and read-aloud for instructions");
    expect(await roster.textContent()).toContain("Rosa Quintero");
    expect(await roster.textContent()).toContain("555-010-2000");
    await page.getByTestId("class-select").selectOption(ids.owls);
    await page.waitForURL(`**/teacher/classes?class=${ids.owls}`);
    await page.getByRole("heading", { name: "Kindergarten Homeroom Owls" }).waitFor();
    await done();
  });

  it("shows the child their day: big cards in order, Now and Next, and a Read to me button", async () => {
    const { page, done } = await open(ids.child);
    await page.goto("/student");
    await expect.poll(() => page.getByTestId("greeting").textContent()).toBe("Good morning, Maya!");
    const cards = page.getByTestId("child-sessions").locator("li");
    expect(await cards.allTextContents()).toEqual([
      expect.stringMatching(/^Homeroom9:00 AMwith Grace HopperDone$/),
      expect.stringMatching(/^Math10:15 AMwith Grace HopperNowJoin live class: Kindergarten Math Foxes$/),
      expect.stringMatching(/^Art12:30 PMwith Ada LovelaceNo class today$/),
      expect.stringMatching(/^Homeroom2:00 PMwith Grace HopperNext$/),
    ]);
    // The class under way is the only one with the way into its live session (open from 10 minutes before to the end).
    const join = page.getByTestId("child-sessions").getByRole("link", { name: /^Join live class/ });
    expect(await join.count()).toBe(1);
    expect(await join.getAttribute("href")).toMatch(/^\/video-session\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId("read-aloud").textContent()).toBe("Read to me");
    await page.goto("/student/courses");
    const courses = page.getByTestId("courses");
    await courses.waitFor();
    expect(await courses.textContent()).toContain("Teacher: Grace Hopper");
    expect(await courses.textContent()).toContain("Tuesdays 10:15 AM to 11:00 AM Eastern");
    expect(await page.content()).not.toContain("Extra time");
    await done();
  });

  it("lets a parent switch between their two children, the choice kept in the address", async () => {
    const { page, done } = await open(ids.parent);
    await page.goto("/parent");
    await page.getByTestId("child-switcher").waitFor();
    // Children come in first-name order: Leonardo (Leo) first.
    await expect.poll(() => page.getByTestId("child-name").textContent()).toBe("Leo Quintero");
    await expect.poll(() => page.getByTestId("child-classes").textContent()).toContain("Grade 2 Homeroom Hawks");
    expect(await page.getByTestId("child-accommodations").textContent()).toContain("None on record.");
    // The switcher's button is named by the child alone (the avatar inside it is decoration there).
    await page.getByTestId("child-switcher").getByRole("button", { name: "Maya", exact: true }).click();
    await page.waitForURL(`**/parent?child=${ids.maya}`);
    await expect.poll(() => page.getByTestId("child-name").textContent()).toBe("Maya Quintero");
    await page.getByTestId("child-today").locator("li").first().waitFor();
    expect(await page.getByTestId("child-accommodations").textContent()).toContain("Extra time and read-aloud for instructions");
    expect(await page.getByTestId("child-next-day").textContent()).toContain("Wednesday, November 25, 2026");
    expect(await page.getByTestId("child-classes").textContent()).not.toContain("Hawks");
    await page.reload();
    await expect.poll(() => page.getByTestId("child-name").textContent()).toBe("Maya Quintero");
    await done();
  });

  it("explains /student to an admin, and tells an admin on /teacher that they view as staff", async () => {
    const { page, done } = await open(ids.admin);
    await page.goto("/student");
    await page.getByTestId("no-child-record").waitFor();
    await page.goto("/teacher");
    await page.getByTestId("staff-note").waitFor();
    expect(await page.getByTestId("teacher-classes").textContent()).toContain("Grade 2 Homeroom Hawks");
    await done();
  });
});

describe("axe", () => {
  it("the homes have no violations in light and dark at 375 and 1280 px", async () => {
    const found: string[] = [];
    const check = async (page: Page, state: string, ready: string) => {
      await page.getByTestId(ready).first().waitFor();
      // Also nothing makes the page scroll sideways (tables scroll inside their own box).
      found.push(...(await axeEveryVariant(page, state)));
    };
    const child = await open(ids.child);
    await child.page.goto("/student");
    await check(child.page, "/student", "child-sessions");
    await child.page.goto("/student/courses");
    await check(child.page, "/student/courses", "courses");
    await child.done();

    const teacher = await open(ids.teacher, { timezoneId: "Europe/London" });
    await teacher.page.goto("/teacher");
    await check(teacher.page, "/teacher", "today-sessions");
    await teacher.page.goto("/teacher/classes");
    await check(teacher.page, "/teacher/classes", "roster");
    await teacher.done();

    const parent = await open(ids.parent);
    await parent.page.goto("/parent");
    await check(parent.page, "/parent", "child-accommodations");
    await parent.done();
    expect(found, found.join("\n")).toEqual([]);
  }, 150_000);
});
