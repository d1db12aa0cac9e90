/**
 * The portal navigation on phones (issue 33): below 768 px it is one row, a Menu button (with the
 * total of the counts) and the current area named beside it, above one row of account bar; the menu
 * opens the same links with their counts, Escape closes it and gives focus back to the button, and
 * choosing a link goes there and closes it. A child's menu has big targets: pictures with words, each
 * with a Listen button (issue 34). From 768 px the links are shown as before, with no Menu button.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sessions = inject("sessions");
const nav = (page: Page) => page.getByRole("navigation", { name: "Portal" });
const menuButton = (page: Page) => nav(page).getByRole("button", { name: /^Menu/ });
const height = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!.height;

describe("the portal navigation on a phone", () => {
  it.each([320, 375, 767])("is one row of Menu and the current area at %i px, and the account bar one row", async (width) => {
    const t = await openPage(browser, { sessionId: sessions.teacher, viewport: { width, height: 740 } });
    await t.goto("/teacher/gradebook");
    await menuButton(t.page).waitFor();
    expect(await nav(t.page).getByTestId("portal-nav-current").textContent()).toBe("Gradebook");
    expect(await menuButton(t.page).getAttribute("aria-expanded")).toBe("false");
    expect(await nav(t.page).getByRole("link").count()).toBe(0);
    // One row each: a 44 px button with its padding and border, not the three or four rows of links.
    expect(await height(t.page, "portal-nav")).toBeLessThanOrEqual(60);
    expect(await height(t.page, "account-bar")).toBeLessThanOrEqual(60);
    expect((await menuButton(t.page).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    t.expectClean();
    await t.context.close();
  });

  it("opens the links under the bar, closes on Escape with focus back on the button, and closes when a link is chosen", async () => {
    const t = await openPage(browser, { sessionId: sessions.teacher, viewport: { width: 375, height: 740 } });
    await t.goto("/teacher");
    const button = menuButton(t.page);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // The button controls the list it opens.
    const list = nav(t.page).locator("ul");
    expect(await list.getAttribute("id")).toBe(await button.getAttribute("aria-controls"));
    expect(await list.isVisible()).toBe(true);
    const links = nav(t.page).getByRole("link");
    expect(await links.count()).toBeGreaterThan(5);
    for (const box of await Promise.all((await links.all()).map((link) => link.boundingBox()))) expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(await nav(t.page).getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");

    await nav(t.page).getByRole("link", { name: "Classes" }).focus();
    await t.page.keyboard.press("Escape");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(await list.isVisible()).toBe(false);
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("portal-nav-menu");

    await button.click();
    await nav(t.page).getByRole("link", { name: "Classes" }).click();
    await t.page.waitForURL("**/teacher/classes");
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => nav(t.page).getByTestId("portal-nav-current").textContent()).toBe("Classes");
    t.expectClean();
    await t.context.close();
  });

  it("gives a child big targets: the Menu button and each link at least 64 px high, a picture and a word, each with a Listen button", async () => {
    const t = await openPage(browser, { sessionId: sessions.student, viewport: { width: 375, height: 740 } });
    await t.goto("/student");
    const button = menuButton(t.page);
    await button.waitFor();
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(64);
    await button.click();
    const links = nav(t.page).getByRole("link");
    await links.first().waitFor();
    for (const link of await links.all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(64);
      expect(await link.locator("svg").count()).toBeGreaterThanOrEqual(1);
    }
    // Beside each link (never inside it: the link keeps its own name), a button reads its word aloud.
    expect(await nav(t.page).getByRole("link", { name: "Home" }).count()).toBe(1);
    expect(await nav(t.page).getByRole("button", { name: "Listen: Home" }).count()).toBe(1);
    expect(await nav(t.page).getByTestId("portal-nav-listen").count()).toBe(await links.count());
    t.expectClean();
    await t.context.close();
  });
});

describe("the portal navigation from 768 px", () => {
  it("shows every link as before, with no Menu button", async () => {
    const t = await openPage(browser, { sessionId: sessions.teacher, viewport: { width: 768, height: 800 } });
    await t.goto("/teacher");
    await nav(t.page).getByRole("link", { name: "Gradebook" }).waitFor();
    expect(await menuButton(t.page).count()).toBe(0);
    expect(await nav(t.page).getByRole("link").count()).toBeGreaterThan(5);
    t.expectClean();
    await t.context.close();
  });
});
