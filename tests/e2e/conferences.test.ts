/**
 * Conferences in Chromium against a server of its own (a fresh PGlite, the built site): a guardian
 * of two children opens Conferences on /parent/calendar, chooses both children and their two
 * teachers, a day, the visit laid out back to back, gives the number for the phone call and books;
 * the family's list shows both conferences, and the first teacher's Conferences tab on /calendar
 * shows the booking with the family's name and its time marked in the availability. axe finds
 * nothing on either screen, light at 1280 px and dark at 375 px.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { launchBrowser, NO_TRANSITIONS, withPageStyle } from "../support/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";
import { createSession } from "../../server/auth/sessions";
import { conferenceBookings, conferenceWindows, guardianLinks, users } from "../../server/db/schema";
import { axeViolations, settle } from "../support/axe";
import { enrol, makeClass, makeStudent, makeYear } from "../support/structure";
import { startTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 60 * 60 * 1000;
let browser: Browser;
let t: TestApp;
const ids = {} as Record<"grace" | "alan" | "guardian", string>;
const day = dateInZone(Date.now() + 8 * DAY, school.timeZone);

async function seed() {
  const { year } = await makeYear(t.db, { startYear: Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) < 8 ? 1 : 0) });
  const a = await makeClass(t.db, year.id, { name: "Grade 1 Otters", grade: "1" });
  const b = await makeClass(t.db, year.id, { name: "Grade 4 Badgers", grade: "4" });
  await t.db.update(users).set({ fullName: "Grace Hopper" }).where(eq(users.id, a.teacher!.id));
  await t.db.update(users).set({ fullName: "Alan Turing" }).where(eq(users.id, b.teacher!.id));
  const ada = await makeStudent(t.db, { firstName: "Ada", lastName: "Abbott", grade: "1" });
  const ben = await makeStudent(t.db, { firstName: "Ben", lastName: "Abbott", grade: "4", guardian: false });
  await t.db.update(users).set({ fullName: "Maria Abbott" }).where(eq(users.id, ada.guardian!.id));
  await t.db.insert(guardianLinks).values({ studentId: ben.student.id, guardianUserId: ada.guardian!.id, isPrimary: true });
  await enrol(t.db, a.class.id, ada.student.id);
  await enrol(t.db, b.class.id, ben.student.id);
  await t.db.insert(conferenceWindows).values([
    {
      teacherUserId: a.teacher!.id,
      date: day,
      startTime: "15:00",
      endTime: "16:00",
      slotMinutes: 20,
      mode: "video",
      note: "I will send the link the day before",
    },
    {
      teacherUserId: b.teacher!.id,
      date: day,
      startTime: "15:00",
      endTime: "16:30",
      slotMinutes: 15,
      breaks: [{ startTime: "15:30", endTime: "15:45" }],
      mode: "phone",
    },
  ]);
  Object.assign(ids, { grace: a.teacher!.id, alan: b.teacher!.id, guardian: ada.guardian!.id });
}

beforeAll(async () => {
  t = await startTestApp("pglite", { config: { clientDir: path.resolve("build/client") } });
  await seed();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function open(userId: string, options: { viewport?: { width: number; height: number }; theme?: "light" | "dark" } = {}) {
  const context = await browser.newContext({
    baseURL: t.url,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.theme ?? "light",
    timezoneId: "America/Chicago",
    bypassCSP: true,
  });
  const session = await createSession(t.db, userId);
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
    /** Closes the page; any problem fails the test, except answers the test expected (`expected`). */
    done: async (expected: RegExp[] = []) => {
      await context.close();
      const unexpected = problems.filter((p) => !expected.some((e) => e.test(p)));
      expect(unexpected, unexpected.join("\n")).toEqual([]);
    },
  };
}

describe("conferences", () => {
  it("a guardian books a sibling visit back to back, and the teacher sees it", async () => {
    const { page, done } = await open(ids.guardian);
    await page.goto("/parent/calendar?tab=conferences");
    await page.getByRole("heading", { name: "Book a conference" }).waitFor();
    expect(await page.getByText("Times in your time zone (America/Chicago).").count()).toBe(1);
    await page.getByRole("checkbox", { name: "Ada Abbott" }).check();
    await page.getByRole("checkbox", { name: "Ben Abbott" }).check();
    await page.getByRole("checkbox", { name: /Grace Hopper/ }).check();
    await page.getByRole("checkbox", { name: /Alan Turing/ }).check();
    await page.getByRole("group", { name: "3. Choose a day" }).getByRole("button").first().click();
    const plans = page.getByRole("radio");
    await plans.first().waitFor();
    expect(await page.getByRole("group", { name: /lay out your visit/ }).textContent()).toContain("back to back");
    // Each way of laying out the visit (Grace Hopper first, Alan Turing first...) is chosen alone, even
    // where two share their times in another order.
    const count = await plans.count();
    expect(count).toBeGreaterThan(1);
    for (let i = count - 1; i >= 0; i -= 1) {
      await plans.nth(i).check();
      expect(await plans.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).checked))).toEqual(Array.from({ length: count }, (_, j) => j === i));
    }
    // The first is the one booked, in its order.
    const chosen = (await plans.first().locator("xpath=ancestor::label[1]").textContent())!;
    const graceFirst = chosen.indexOf("Grace Hopper") < chosen.indexOf("Alan Turing");
    await page.getByLabel("Phone number the teacher should call").fill("(555) 201-3344");
    await page.getByLabel(/talk about/).fill("Reading at home");
    await page.getByRole("button", { name: "Book 2 conferences" }).click();
    await expect.poll(() => page.getByTestId("conference-booking").count(), { timeout: 10_000 }).toBe(2);
    const cards = await page.getByTestId("conference-booking").allTextContents();
    expect(cards.join(" ")).toContain("Conference with Grace Hopper");
    expect(cards.join(" ")).toContain("Conference with Alan Turing");
    expect(await axeViolations(page)).toEqual([]);
    await done();

    const booked = await t.db.select().from(conferenceBookings);
    expect(booked).toHaveLength(2);
    const [first, second] = booked.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime());
    expect(first!.endsAt.getTime()).toBe(second!.startsAt.getTime());
    expect(first!.teacherUserId).toBe(graceFirst ? ids.grace : ids.alan);
  });

  it("the teacher's Conferences tab shows the booking and the booked time, and is clean in dark at 375 px", async () => {
    const { page, done } = await open(ids.grace);
    await page.goto("/calendar?tab=conferences");
    const showsTheBooking = async () => {
      await page.getByTestId("conference-booking").first().waitFor();
      expect(await page.getByTestId("conference-booking").first().textContent()).toContain("Conference about Ada Abbott");
      expect(await page.getByTestId("conference-booking").first().textContent()).toContain("Maria Abbott");
      expect(await page.getByTestId("conference-window").first().textContent()).toContain("1 of 3 booked");
    };
    await showsTheBooking();
    expect(await axeViolations(page)).toEqual([]);
    // Dark at 375 px on the same page (the theme follows the system setting, the layout the width), not
    // on a second load: every rule again, colours measured at rest.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await settle(page);
    await showsTheBooking();
    expect(await withPageStyle(page, NO_TRANSITIONS, () => axeViolations(page))).toEqual([]);
    await done();
  });

  it("the teacher changes a window: longer is saved, a change that would move a booked conference is refused and nothing changes", async () => {
    const { page, done } = await open(ids.grace);
    await page.goto("/calendar?tab=conferences");
    const window = page.getByTestId("conference-window").first();
    await window.waitFor();
    await window.getByRole("button", { name: "Change these times" }).click();
    const dialog = page.getByRole("dialog", { name: "Change these times" });
    await dialog.getByLabel("Until (school time)").fill("16:20");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => window.textContent()).toContain("1 of 4 booked");

    await window.getByRole("button", { name: "Change these times" }).click();
    await dialog.getByLabel("Each conference").selectOption("30");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await dialog.getByText("Families have booked times in this window that the change would move or remove.", { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const [row] = await t.db.select().from(conferenceWindows).where(eq(conferenceWindows.teacherUserId, ids.grace));
    expect([row!.endTime, row!.slotMinutes]).toEqual(["16:20", 20]);
    await done([/^409 for .*\/api\/conferences\/availability\//, /console error: Failed to load resource: the server responded with a status of 409/]);
  });

  it("the family's screen is clean in dark at 375 px", async () => {
    const { page, done } = await open(ids.guardian, { theme: "dark", viewport: { width: 375, height: 800 } });
    await page.goto("/parent/calendar?tab=conferences");
    await page.getByTestId("conference-booking").first().waitFor();
    await page.getByRole("checkbox", { name: "Ada Abbott" }).check();
    await page.getByRole("checkbox", { name: /Grace Hopper/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await done();
  });
});
