/**
 * The calendar screens in Chromium against the real server, over the small school of
 * tests/support/calendar-world.ts: a teacher's day, week and month (the month grid moved with the
 * arrow keys), a parent's calendar labelled with the child's name, a child's big week; times in the
 * viewer's zone with the school's named, and school time on request; the calendar link made on the
 * page and read back by an independent iCalendar parser; axe clean in light and dark at 375 and
 * 1280 px.
 */
import ICAL from "ical.js";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { timingLabel } from "#common/learning/calendar";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sessions = inject("sessions");
const world = inject("calendarWorld");
const events = (page: Page) => page.getByTestId("calendar-body").getByTestId("calendar-event");
const session = (startsAt: string) => ({ allDay: false as const, startsAt, endsAt: new Date(Date.parse(startsAt) + 45 * 60_000).toISOString() });

describe("the calendar screens", () => {
  it("a teacher reads the day, week and month of their own class only, and moves through the month with the keys", async () => {
    const t = await openPage(browser, { sessionId: sessions.teacher, timezoneId: "America/New_York" });
    await t.goto(`/calendar?view=day&date=${world.sessionDate}`);
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Calendar");
    await events(t.page).first().waitFor();
    const day = await t.page.getByTestId("calendar-body").textContent();
    expect(day).toContain(world.ownClass);
    expect(day).toContain("9:00 AM – 9:45 AM");
    expect(day).toContain("with Ms. Rivera");
    expect(day).not.toContain(world.otherClass);
    expect(await t.page.getByTestId("zone-sentence").textContent()).toBe("Times in your time zone, the school's (Eastern Time).");

    await t.page.getByRole("button", { name: "Week", exact: true }).click();
    await expect.poll(() => t.page.url()).not.toContain("view=day");
    await expect.poll(() => t.page.locator("#calendar-period").textContent()).toMatch(/^Week of /);
    expect(await events(t.page).count()).toBeGreaterThanOrEqual(1);
    expect(await t.page.getByTestId("calendar-body").textContent()).not.toContain(world.otherClass);

    await t.page.goto(`/calendar?view=month&date=${world.holidayDate}`);
    const grid = t.page.getByRole("grid");
    await grid.waitFor();
    const holidayCell = grid.locator('td[tabindex="0"]');
    expect(await holidayCell.textContent()).toContain(world.holiday);
    await holidayCell.focus();
    const focusedText = () => t.page.evaluate(() => document.activeElement?.textContent);
    const before = await focusedText();
    // A week down may leave the month (the holiday is 3-7 days from today): the grid then draws the
    // next month and focuses the day there, a moment after the key.
    await t.page.keyboard.press("ArrowDown");
    await expect.poll(focusedText).not.toBe(before);
    await t.page.keyboard.press("ArrowUp");
    await expect.poll(focusedText).toBe(before);
    await t.page.keyboard.press("Enter");
    await expect.poll(() => t.page.url()).toContain("view=day");
    await expect.poll(() => t.page.getByTestId("calendar-body").textContent()).toContain(world.holiday);

    // Next month and back with the buttons.
    await t.page.goto(`/calendar?view=month&date=${world.holidayDate}`);
    const period = await t.page.locator("#calendar-period").textContent();
    // Page Down always leaves the month: the heading names the next month and the focus stays in the grid.
    await grid.locator('td[tabindex="0"]').focus();
    await t.page.keyboard.press("PageDown");
    await expect.poll(() => t.page.locator("#calendar-period").textContent()).not.toBe(period);
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("gridcell");
    await t.page.keyboard.press("PageUp");
    await expect.poll(() => t.page.locator("#calendar-period").textContent()).toBe(period);
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("gridcell");
    await t.page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => t.page.locator("#calendar-period").textContent()).not.toBe(period);
    await t.page.getByRole("button", { name: "Previous month" }).click();
    await expect.poll(() => t.page.locator("#calendar-period").textContent()).toBe(period);
    t.expectClean();
    await t.context.close();
  });

  it("a parent far from the school sees their child's classes in their own time, named for the child, and school time on request", async () => {
    const t = await openPage(browser, { sessionId: sessions.guardian, timezoneId: "Europe/London" });
    await t.goto(`/parent/calendar?view=day&date=${world.sessionDate}`);
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Family Calendar");
    await events(t.page).first().waitFor();
    expect(await t.page.getByTestId("zone-sentence").textContent()).toBe("Times in your time zone (Europe/London). The school runs on Eastern Time.");
    const body = await t.page.getByTestId("calendar-body").textContent();
    expect(body).toContain(`For ${world.childName}`);
    expect(body).toContain(timingLabel(session(world.sessionStartsAt), "Europe/London"));
    expect(body).not.toContain(world.otherClass);

    await t.page.getByLabel("Show school time (Eastern Time)").check();
    await expect.poll(() => t.page.getByTestId("zone-sentence").textContent()).toBe("Times in the school's time zone (Eastern Time).");
    await expect.poll(() => t.page.getByTestId("calendar-body").textContent()).toContain("9:00 AM – 9:45 AM");

    await t.page.getByRole("button", { name: "Month", exact: true }).click();
    await t.page.getByRole("grid").waitFor();
    t.expectClean();
    await t.context.close();
  });

  it("a child sees a big week of their own classes with pictures and words", async () => {
    const t = await openPage(browser, { sessionId: world.studentSessionAtClassTime, viewport: { width: 375, height: 800 } });
    // The page's clock five minutes into the child's class: the way into its live session shows.
    await t.page.clock.setFixedTime(new Date(Date.parse(world.sessionStartsAt) + 5 * 60_000));
    await t.goto(`/student/calendar?date=${world.sessionDate}`);
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("My Calendar");
    await events(t.page).first().waitFor();
    const join = t.page.getByTestId("calendar-body").getByRole("link", { name: /^Join live class/ });
    await expect.poll(() => join.count()).toBe(1);
    expect(await join.textContent()).toBe(`Join live class: ${world.ownClass}`);
    expect(await join.getAttribute("href")).toMatch(/^\/video-session\/[0-9a-f-]{36}$/);
    expect((await join.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const body = await t.page.getByTestId("calendar-body").textContent();
    expect(body).toContain(world.ownClass);
    expect(body).not.toContain(world.otherClass);
    expect(body).not.toContain(`For ${world.childName}`);
    const next = t.page.getByRole("button", { name: "Next week" });
    expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await events(t.page).first().locator("svg").count()).toBeGreaterThan(0);
    await t.page.getByRole("button", { name: "Month", exact: true }).click();
    // At 375 px the month is a list of days, not a grid.
    await expect.poll(() => t.page.getByRole("grid").isVisible()).toBe(false);
    t.expectClean();
    await t.context.close();
  });

  it("a parent makes a calendar link on the page and the feed parses with an independent iCalendar parser", async () => {
    const t = await openPage(browser, { sessionId: sessions.guardian });
    await t.goto("/parent/calendar");
    await t.page.getByRole("button", { name: "Make my calendar link" }).click();
    const created = t.page.getByTestId("feed-created");
    await created.waitFor();
    const url = await t.page.getByLabel("Calendar link").inputValue();
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await created.getByRole("link", { name: "Open in my calendar app" }).getAttribute("href")).toMatch(/^webcal:\/\//);

    const feed = await t.page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const vevents = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const own = vevents.find((e) => e.startDate.toJSDate().toISOString() === world.sessionStartsAt);
    expect(own?.summary).toBe(`${world.childName}: ${world.ownClass}`);
    expect(vevents.some((e) => e.summary === world.holiday && e.startDate.isDate)).toBe(true);
    expect(vevents.some((e) => e.summary.includes(world.otherClass))).toBe(false);

    await t.page.reload();
    await t.page.getByText("Your calendar link is on").waitFor();
    await t.page.getByRole("button", { name: "Turn off the link" }).click();
    await t.page.getByRole("dialog").getByRole("button", { name: "Turn off the link" }).click();
    await t.page.getByRole("button", { name: "Make my calendar link" }).waitFor();
    expect((await t.page.request.get(new URL(url).pathname)).status()).toBe(404);
    t.expectClean();
    await t.context.close();
  });

  describe("axe in light and dark at 375 and 1280 px", () => {
    it("finds nothing on the three calendars in day, week and month", async () => {
      for (const [role, path] of [
        ["teacher", "/calendar"],
        ["guardian", "/parent/calendar"],
        ["student", "/student/calendar"],
        ["admin", "/calendar"],
      ] as const) {
        const sweep = await axeSweep(browser, { sessionId: sessions[role] });
        for (const view of ["week", "month", "day"]) {
          await sweep.page.goto(`${path}?view=${view}&date=${world.sessionDate}`);
          await sweep.page.waitForFunction(() => {
            const body = document.querySelector("[data-testid=calendar-body]");
            return body?.getAttribute("aria-busy") === "false" && !body.querySelector("[role=status]") && body.textContent!.length > 0;
          });
          await sweep.check(`${role} ${path} ${view}`);
        }
        await sweep.finish();
      }
    }, 240_000);
  });
});
