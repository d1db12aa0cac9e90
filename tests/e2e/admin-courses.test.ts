/**
 * /admin/courses in Chromium against the real server: an admin creates a school year with its terms
 * and a holiday, creates a class with its teacher, enrols a child, adds a weekly meeting and sees the
 * dated sessions; axe finds nothing on the classes list, the class, the calendar and the subjects,
 * light and dark, at 375 and 1280 px. The e2e server is shared: the year is far in the future and
 * every name is unique.
 */
import { randomBytes } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeSweep } from "../support/axe";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = randomBytes(3).toString("hex");
const toast = (page: Page, title: string | RegExp) => page.locator("li[data-state='open']").filter({ hasText: title });
/** The class the first test made, for the accessibility sweep. */
let classPath = "/admin/courses";

describe("school structure (/admin/courses)", () => {
  it("an admin sets up a year, creates a class, enrols a child, adds a meeting and sees the sessions", async () => {
    const t = await openPage(browser, { sessionId: inject("sessions").admin });
    t.page.setDefaultTimeout(15_000);
    const page = t.page;
    await t.goto("/admin/courses?tab=calendar");
    await page.getByRole("heading", { level: 1, name: "Courses" }).waitFor();

    await page.getByRole("button", { name: "New school year" }).click();
    const yearDialog = page.getByRole("dialog", { name: "New school year" });
    await yearDialog.getByLabel("Name").fill(`E2E ${suffix}`);
    await yearDialog.getByLabel("First day").fill("2090-08-21");
    await yearDialog.getByLabel("Last day").fill("2091-06-08");
    await yearDialog.getByRole("button", { name: "Create year" }).click();
    await toast(page, `Created the school year E2E ${suffix}.`).waitFor();
    await page.waitForURL(/year=/);
    await page.getByRole("heading", { level: 3, name: `E2E ${suffix}` }).waitFor();

    const terms = page.getByRole("form", { name: "Terms" });
    const dates = [
      ["2090-08-21", "2090-11-17"],
      ["2090-11-27", "2091-03-09"],
      ["2091-03-19", "2091-06-08"],
    ];
    for (const [i, [from, to]] of dates.entries()) {
      const group = terms.getByRole("group", { name: `Term ${i + 1}` });
      await group.getByLabel("First day").fill(from!);
      await group.getByLabel("Last day").fill(to!);
    }
    await terms.getByRole("button", { name: "Save terms" }).click();
    await toast(page, "Saved the terms.").waitFor();

    const addDay = page.getByRole("form", { name: "Add a day" });
    await addDay.getByLabel("Title").fill("Labor Day");
    await addDay.getByLabel("From").fill("2090-09-04");
    await addDay.getByLabel("To").fill("2090-09-04");
    await addDay.getByRole("button", { name: "Add day" }).click();
    await toast(page, "Added Labor Day.").waitFor();
    await page
      .getByRole("table", { name: /Holidays, closures and events/ })
      .getByRole("rowheader", { name: "Labor Day" })
      .waitFor();

    await page.getByRole("tab", { name: "Classes" }).click();
    await page.getByRole("button", { name: "New class" }).click();
    const classDialog = page.getByRole("dialog", { name: /New class/ });
    await classDialog.getByRole("button", { name: "Create class" }).click();
    await classDialog.getByText("Please enter a name.").waitFor();
    await classDialog.getByLabel("Name").fill(`Owls ${suffix}`);
    await classDialog.getByLabel("Grade").selectOption("1");
    await classDialog.getByLabel("Subject").selectOption({ label: "Homeroom" });
    await classDialog.getByLabel("Teacher").selectOption({ index: 1 });
    await classDialog.getByRole("button", { name: "Create class" }).click();
    await toast(page, `Created the class Owls ${suffix}.`).waitFor();
    const detail = page.getByTestId("class-detail");
    await detail.getByRole("heading", { level: 2, name: `Owls ${suffix}` }).waitFor();
    classPath = new URL(page.url()).pathname + new URL(page.url()).search;
    await expect.poll(() => detail.getByTestId("class-capacity").textContent()).toContain("0 of 12 children");

    await detail.getByLabel("Find a child by name").fill("Coursework");
    await detail.getByRole("button", { name: "Search", exact: true }).click();
    await detail.getByRole("button", { name: "Enrol Ada Coursework" }).click();
    await toast(page, "Enrolled.").waitFor();
    await detail.getByTestId("roster-row").filter({ hasText: "Ada Coursework" }).waitFor();
    await expect.poll(() => detail.getByTestId("class-capacity").textContent()).toContain("1 of 12 children");

    const meeting = detail.getByRole("form", { name: "Add a weekly meeting" });
    await meeting.getByLabel("Day").selectOption({ label: "Monday" });
    await meeting.getByLabel("Starts (ET)").fill("09:00");
    await meeting.getByLabel("Ends (ET)").fill("09:45");
    await meeting.getByRole("button", { name: "Add meeting" }).click();
    await toast(page, "Added the meeting.").waitFor();
    await detail.getByRole("list", { name: "Weekly meetings" }).getByText("9:00 AM to 9:45 AM ET").waitFor();

    await detail.getByRole("button", { name: "Create sessions" }).click();
    await toast(page, /Sessions up to date: \d+ added/).waitFor();
    await expect.poll(() => detail.getByTestId("session-row").count()).toBe(10);
    // Monday August 21 is the first; Monday September 4 is Labor Day, so the next is September 11.
    const rows = await detail.getByTestId("session-row").allTextContents();
    expect(rows[0]).toContain("Aug 21, 2090, 9:00 AM ET");
    expect(rows[1]).toContain("Aug 28, 2090");
    expect(rows[2]).toContain("Sep 11, 2090");
    expect(await detail.getByTestId("session-count").textContent()).toMatch(/\d+ dated sessions this year/);

    await page.getByRole("button", { name: "All classes" }).click();
    await page
      .getByTestId("class-row")
      .filter({ hasText: `Owls ${suffix}` })
      .filter({ hasText: "1 of 12" })
      .waitFor();
    t.expectClean();
    await t.context.close();
  }, 90_000);

  describe("axe", () => {
    it("/admin/courses has no axe violations in light and dark at 375 and 1280 px", async () => {
      const { page, check, finish } = await axeSweep(browser, { sessionId: inject("sessions").admin });
      await page.goto(classPath, { waitUntil: "load" });
      await waitForHydration(page);
      if (classPath.includes("class=")) {
        await page.getByTestId("class-detail").waitFor();
        await check("/admin/courses class detail");
        await page.getByRole("button", { name: "All classes" }).click();
      }
      await page.getByRole("heading", { level: 2, name: /^Classes/ }).waitFor();
      await check("/admin/courses classes");
      await page.getByRole("button", { name: "New class" }).click();
      const dialog = page.getByRole("dialog", { name: /New class/ });
      await dialog.getByRole("button", { name: "Create class" }).click();
      await dialog.getByText("Please enter a name.").waitFor();
      await check("/admin/courses new class with errors");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("tab", { name: "Year and calendar" }).click();
      await page.getByRole("heading", { level: 2, name: "Year and calendar" }).waitFor();
      await check("/admin/courses calendar");
      await page.getByRole("tab", { name: "Subjects" }).click();
      await page.getByRole("table", { name: "Subjects" }).waitFor();
      await check("/admin/courses subjects");
      await finish();
    }, 60_000);
  });
});
