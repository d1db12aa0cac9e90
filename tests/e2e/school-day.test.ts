/**
 * One school day of the demo school (issue 33, "A school day, end to end"), in Chromium against a
 * server of its own: a fresh PGlite holding `npm run seed:demo`'s school, seeded for a school morning
 * (the next weekday at 9:30 Eastern) with every page's clock set to that morning. Each person does
 * their part on the real screens, in turn:
 *
 * 1. the admin opens an enrolled applicant from the dashboard's "Waiting for Create student" and
 *    creates the student: every class of the grade's day is offered preselected and the child joins
 *    each of them;
 * 2. the teacher's home lists the work to mark, with a count;
 * 3. the teacher publishes new work for a class;
 * 4. a child of that class hands it in;
 * 5. the teacher marks it and returns it with a comment;
 * 6. the child's parent, on a phone, finds it returned with the teacher's comment on the home's first
 *    screen;
 * 7. the parent books both of their children's conferences in the order they chose (the second way
 *    offered, not the first), and the bookings are in that order.
 *
 * Every screen the day passed is axe clean in light and dark at 375 and 1280 px. Any console error,
 * uncaught error or failed answer fails the test.
 */
import path from "node:path";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, formatCalendarDate, parseCalendarDate, weekday } from "#common/calendar-date";
import { schoolYearOf } from "#common/grade-placement";
import { dateInZone, zonedInstant } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import {
  applications,
  assignments,
  classStaff,
  classes,
  conferenceBookings,
  conferenceWindows,
  enrolments,
  guardianLinks,
  students,
  users,
  work,
} from "../../server/db/schema";
import { demoCalendar, seedDemoSchool } from "../../scripts/demo";
import { axeEveryVariant } from "../support/axe";
import { launchBrowser, waitForHydration } from "../support/browser";
import { startTestApp, type TestApp } from "../support/test-app";

const PASSWORD = "Sunflower-Maple-2026";
const TITLE = "Measuring our shadows";
const ANSWER = "My shadow was longest in the morning and shortest at lunch.";
const FEEDBACK = "Great observing! You noticed the shadow changes with the sun.";

/** The next weekday (from tomorrow) without a holiday or closure in the demo calendar, at 9:30 at the school. */
function nextSchoolMorning(): Date {
  let day = addDays(parseCalendarDate(dateInZone(Date.now()))!, 1);
  const calendar = demoCalendar(schoolYearOf(day));
  const off = (date: string) => calendar.days.some((d) => d.kind !== "event" && d.startsOn <= date && date <= d.endsOn);
  while (weekday(day) > 5 || off(formatCalendarDate(day))) day = addDays(day, 1);
  return new Date(zonedInstant(formatCalendarDate(day), "09:30"));
}

let browser: Browser;
let t: TestApp;
let NOW: Date;
const ids = {} as Record<"admin" | "teacher" | "guardian" | "child" | "childUser" | "sibling" | "siblingTeacher" | "klass" | "work", string>;

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  NOW = nextSchoolMorning();
  await seedDemoSchool(t.db, { password: PASSWORD, now: NOW });
  // The server renders the pages at the morning the browsers' clocks are set to (docs/decisions/0029):
  // this file's server runs in this process, so its clock is moved there too, and then flows.
  vi.useFakeTimers({ toFake: ["Date"], now: NOW, shouldAdvanceTime: true });

  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, "admin"));
  ids.admin = admin!.id;

  // A family with two children whose teachers both offer conference times, and nothing booked yet.
  const hosts = new Set((await t.db.selectDistinct({ id: conferenceWindows.teacherUserId }).from(conferenceWindows)).map((r) => r.id));
  const booked = new Set((await t.db.selectDistinct({ id: conferenceBookings.studentId }).from(conferenceBookings)).map((r) => r.id));
  const links = await t.db
    .select({ guardian: guardianLinks.guardianUserId, studentId: students.id, userId: students.userId, firstName: students.firstName })
    .from(guardianLinks)
    .innerJoin(students, eq(students.id, guardianLinks.studentId))
    .orderBy(asc(students.firstName));
  const homeroomTeachers = await t.db
    .select({ studentId: enrolments.studentId, teacher: classStaff.userId, classId: classes.id })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .innerJoin(classStaff, and(eq(classStaff.classId, classes.id), eq(classStaff.role, "lead")))
    .where(and(isNull(enrolments.endedAt), eq(classes.kind, "homeroom")));
  const homeroomOf = new Map(homeroomTeachers.map((r) => [r.studentId, r]));
  const families = new Map<string, typeof links>();
  for (const l of links) families.set(l.guardian, [...(families.get(l.guardian) ?? []), l]);
  // Read in English: the screens' words below are the English ones (the Spanish family has its own tests).
  const english = new Set((await t.db.select({ id: users.id }).from(users).where(eq(users.language, "en"))).map((u) => u.id));
  const family = [...families.entries()].find(
    ([guardian, kids]) =>
      kids.length === 2 &&
      english.has(guardian) &&
      kids.every((k) => !booked.has(k.studentId)) &&
      kids.every((k) => english.has(k.userId ?? "") && hosts.has(homeroomOf.get(k.studentId)?.teacher ?? "")),
  );
  expect(family, "the demo school has a family of two whose teachers both offer conference times").toBeDefined();
  const [guardian, [child, sibling]] = family! as [string, typeof links];
  const homeroom = homeroomOf.get(child!.studentId)!;
  Object.assign(ids, {
    guardian,
    child: child!.studentId,
    childUser: child!.userId,
    sibling: sibling!.studentId,
    siblingTeacher: homeroomOf.get(sibling!.studentId)!.teacher,
    teacher: homeroom.teacher,
    klass: homeroom.classId,
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await browser?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
});

interface Opened {
  page: Page;
  context: BrowserContext;
  done: () => Promise<void>;
}

/** A page signed in as `userId`, its clock at the school morning, failing on any problem. */
async function open(userId: string, options: { phone?: boolean; theme?: "light" | "dark"; bypassCSP?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.phone ? { width: 375, height: 812 } : { width: 1280, height: 900 },
    colorScheme: options.theme ?? "light",
    timezoneId: "America/New_York",
    bypassCSP: options.bypassCSP ?? false,
  });
  await context.clock.setFixedTime(NOW);
  const session = await createSession(t.db, userId);
  await context.addCookies([{ name: "sid", value: session.id, url: t.url, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning") problems.push(`console ${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  page.on("response", (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} for ${res.url()}`);
  });
  return {
    page,
    context,
    done: async () => {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

describe("a school day of the demo school", () => {
  it("the admin creates an enrolled applicant's student record, in every class of the grade's day", { timeout: 90_000 }, async () => {
    const { page, done } = await open(ids.admin);
    await page.goto("/admin");
    const waiting = page.getByRole("region", { name: "Waiting for Create student" });
    const create = waiting.getByRole("link", { name: /^Create student for / }).first();
    await create.waitFor();
    const childName = (await create.getAttribute("aria-label"))!.replace("Create student for ", "");
    await create.click();
    await page.waitForURL((url) => url.searchParams.has("application"));
    const applicationId = new URL(page.url()).searchParams.get("application")!;
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create student" }).click();
    const dialog = page.getByTestId("create-student-dialog");
    await dialog.waitFor();
    const dayClasses = dialog.getByTestId("create-student-classes");
    await dayClasses.getByRole("checkbox").first().waitFor();
    // A child's day at the demo school: the homeroom (chosen above the list), the four subjects and the specials.
    const homeroom = await dialog.getByLabel(/^Homeroom in/).inputValue();
    expect(homeroom).not.toBe("");
    const chosen = (await dayClasses.getByRole("checkbox", { checked: true }).count()) + 1;
    expect(chosen).toBeGreaterThanOrEqual(5);
    await dialog.getByRole("button", { name: "Create student" }).click();
    await page.getByTestId("create-student-result").waitFor();

    const [created] = await t.db
      .select({ id: students.id })
      .from(students)
      .innerJoin(applications, eq(applications.id, students.applicationId))
      .where(eq(applications.applicationId, applicationId));
    expect(created, `${childName} has a student record`).toBeDefined();
    const places = await t.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.studentId, created!.id), isNull(enrolments.endedAt)));
    expect(places).toHaveLength(chosen);
    await done();
  });

  it("the teacher's home lists the work waiting to be marked, with how many", { timeout: 60_000 }, async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto("/teacher");
    const toMark = page.getByTestId("attention").locator('li[data-kind="to_mark"]').first();
    await toMark.waitFor();
    expect(await toMark.textContent()).toMatch(/\d+ (piece|pieces) of work/);
    await done();
  });

  it("the teacher publishes new work for the class", { timeout: 90_000 }, async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto(`/teacher/content?class=${ids.klass}&new=assignment`);
    await waitForHydration(page);
    await page.getByTestId("title").fill(TITLE);
    await page.getByTestId("instructions-editor").click();
    await page.keyboard.type("Stand in the sun at breakfast and at lunch. Which shadow is longer?");
    await page.getByTestId("due-date").fill(dateInZone(NOW.getTime() + 2 * 86_400_000));
    await page.getByTestId("due-time").fill("15:00");
    await page.getByTestId("save-draft").click();
    await page.waitForURL(/edit=[0-9a-f-]{36}/);
    await expect.poll(() => page.getByTestId("editor-state").textContent(), { timeout: 15_000 }).toBe("Draft");
    await expect.poll(() => page.getByTestId("save-draft").textContent(), { timeout: 15_000 }).toBe("Save draft");
    await page.getByTestId("publish-now").click();
    await expect.poll(() => page.getByTestId("editor-state").textContent(), { timeout: 15_000 }).toBe("Published");
    const [row] = await t.db.select({ id: assignments.id }).from(assignments).where(eq(assignments.title, TITLE));
    ids.work = row!.id;
    await done();
  });

  it("the child finds the work and hands it in", { timeout: 90_000 }, async () => {
    const { page, done } = await open(ids.childUser);
    await page.goto("/student/assignments");
    const card = page.getByTestId("work-to-do").getByTestId("work-card").filter({ hasText: TITLE });
    await card.getByRole("link", { name: TITLE }).click();
    await page.waitForURL(`**/portal/assignments/${ids.work}/work`);
    const box = page.getByRole("textbox", { name: "Write your answer" });
    await box.fill(ANSWER);
    await expect.poll(() => page.getByTestId("save-status").getAttribute("data-state"), { timeout: 15_000 }).toBe("saved");
    await page.getByTestId("submit-work").click();
    await page.getByRole("dialog", { name: "Send your work to your teacher?" }).waitFor();
    await page.getByRole("button", { name: "Yes, send it in" }).click();
    await page.getByTestId("sent-in").waitFor();
    const [row] = await t.db
      .select({ status: work.status })
      .from(work)
      .where(and(eq(work.assignmentId, ids.work), eq(work.studentId, ids.child)));
    expect(row?.status).toBe("submitted");
    await done();
  });

  it("the teacher marks the work and returns it with a comment", { timeout: 60_000 }, async () => {
    const { page, done } = await open(ids.teacher);
    await page.goto(`/teacher/gradebook?class=${ids.klass}`);
    const cell = page.getByTestId(`cell-${ids.child}-${ids.work}`);
    await cell.waitFor();
    expect(await cell.getAttribute("data-status")).toBe("submitted");
    await cell.click();
    const dialog = page.getByTestId("marking-dialog");
    await expect.poll(() => dialog.getByTestId("text-answer").textContent()).toBe(ANSWER);
    await dialog.getByTestId("feedback").fill(FEEDBACK);
    await dialog.getByTestId("return-work").click();
    await expect.poll(() => dialog.getByTestId("marking-notice").textContent()).toContain("Returned");
    await page.keyboard.press("Escape");
    await expect.poll(() => cell.getAttribute("data-status")).toBe("returned");
    await done();
  });

  it("the parent's phone shows the work returned with the teacher's comment on the first screen", { timeout: 60_000 }, async () => {
    const { page, done } = await open(ids.guardian, { phone: true });
    await page.goto("/parent");
    const returned = page.getByTestId("returned-work").filter({ hasText: TITLE }).first();
    await returned.waitFor();
    expect(await returned.textContent()).toContain(FEEDBACK);
    const box = (await returned.boundingBox())!;
    // On the first screen of a phone, above any timetable.
    expect(box.y).toBeLessThan(812 * 1.5);
    await done();
  });

  it("the parent books both children's conferences in the order they chose", { timeout: 90_000 }, async () => {
    const { page, done } = await open(ids.guardian, { phone: true });
    const kids = await t.db
      .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
      .from(students)
      .where(inArray(students.id, [ids.child, ids.sibling]));
    await page.goto("/parent/calendar?tab=conferences");
    await page.getByRole("heading", { name: "Book a conference" }).waitFor();
    for (const kid of kids) await page.getByRole("checkbox", { name: `${kid.firstName} ${kid.lastName}` }).check();
    // Each child's homeroom teacher, who offers times (a teacher without times cannot be chosen).
    const hosts = await t.db
      .select({ name: users.fullName })
      .from(users)
      .where(inArray(users.id, [ids.teacher, ids.siblingTeacher]));
    for (const host of hosts) await page.getByRole("checkbox", { name: new RegExp(host.name!) }).check();
    await page.getByRole("group", { name: "3. Choose a day" }).getByRole("button").first().click();
    const plans = page.getByRole("radio");
    await plans.first().waitFor();
    expect(await plans.count()).toBeGreaterThan(1);
    // The second way offered: the highlighted choice is the one booked.
    await plans.nth(1).check();
    const chosen = (await plans.nth(1).locator("xpath=ancestor::label[1]").textContent())!;
    const phone = page.getByLabel("Phone number the teacher should call");
    if (await phone.count()) await phone.fill("(555) 201-3344");
    await page.getByRole("button", { name: "Book 2 conferences" }).click();
    await expect.poll(() => page.getByTestId("conference-booking").count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

    const booked = await t.db
      .select({ startsAt: conferenceBookings.startsAt, teacher: users.fullName })
      .from(conferenceBookings)
      .innerJoin(users, eq(users.id, conferenceBookings.teacherUserId))
      .where(and(inArray(conferenceBookings.studentId, [ids.child, ids.sibling]), isNull(conferenceBookings.cancelledAt)))
      .orderBy(asc(conferenceBookings.startsAt));
    expect(booked).toHaveLength(2);
    const [first, second] = booked;
    expect(chosen.indexOf(first!.teacher!)).toBeLessThan(chosen.indexOf(second!.teacher!));
    await done();
  });
});

describe("axe", () => {
  it("every screen of the day has no violations in light and dark at 375 and 1280 px", { timeout: 300_000 }, async () => {
    const found: string[] = [];
    const visit = async (userId: string, addresses: [string, string][]) => {
      const { page, done } = await open(userId, { bypassCSP: true });
      for (const [address, ready] of addresses) {
        await page.goto(address);
        await page.locator(ready).first().waitFor();
        await page.waitForLoadState("networkidle");
        found.push(...(await axeEveryVariant(page, address)));
      }
      await done();
    };
    await visit(ids.admin, [["/admin", "main h1"]]);
    await visit(ids.teacher, [
      ["/teacher", "[data-testid=attention]"],
      [`/teacher/gradebook?class=${ids.klass}`, `[data-testid="cell-${ids.child}-${ids.work}"]`],
    ]);
    await visit(ids.childUser, [[`/portal/assignments/${ids.work}/work`, "[data-testid=work-title]"]]);
    await visit(ids.guardian, [
      ["/parent", "[data-testid=returned-work]"],
      ["/parent/calendar?tab=conferences", "[data-testid=conference-booking]"],
    ]);
    expect(found).toEqual([]);
  });
});
