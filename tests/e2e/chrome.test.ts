/** The shared chrome of docs/product.md section 2: theme, mobile menu, skip link, scrolled bar and footer. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isDark = (t: { page: import("playwright-core").Page }) => t.page.evaluate(() => document.documentElement.classList.contains("dark"));

describe("theme", () => {
  it("keeps the chosen theme across reloads, applied before the app's scripts run", async () => {
    const t = await openPage(browser, { colorScheme: "light" });
    await t.goto("/");
    await t.page.getByTestId("theme-toggle").click();
    await t.page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await isDark(t)).toBe(true);
    expect(await t.page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // Hold back every script file: only the inline boot script can set the theme now.
    await t.page.route("**/assets/*.js", () => {});
    await t.page.goto("/our-school", { waitUntil: "domcontentloaded" });
    expect(await isDark(t)).toBe(true);
    await t.page.unroute("**/assets/*.js");
    await t.page.reload();
    expect(await isDark(t)).toBe(true);
    await expect.poll(() => t.page.getByTestId("theme-toggle").getAttribute("aria-label")).toBe("Theme: Dark. Change theme");
    await t.context.close();
  });

  it("follows the operating system live when set to System", async () => {
    const t = await openPage(browser, { colorScheme: "light" });
    await t.goto("/");
    await t.page.getByTestId("theme-toggle").click();
    await t.page.getByRole("menuitemradio", { name: "System" }).click();
    expect(await isDark(t)).toBe(false);
    await t.page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(t)).toBe(true);
    await t.page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => isDark(t)).toBe(false);
    t.expectClean();
    await t.context.close();
  });

  it("a Light choice ignores a dark operating system", async () => {
    const t = await openPage(browser, { colorScheme: "dark" });
    await t.goto("/");
    await t.page.getByTestId("theme-toggle").click();
    await t.page.getByRole("menuitemradio", { name: "Light" }).click();
    await t.page.reload();
    expect(await isDark(t)).toBe(false);
    t.expectClean();
    await t.context.close();
  });
});

describe("header", () => {
  it("names the theme button in a tooltip after the 700 ms delay", async () => {
    const t = await openPage(browser);
    await t.goto("/");
    const started = Date.now();
    await t.page.getByTestId("theme-toggle").hover();
    const tooltip = t.page.getByRole("tooltip");
    await tooltip.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(await tooltip.textContent()).toBe("Theme: System");
    t.expectClean();
    await t.context.close();
  });

  it("shows the five links and Enquire Now on wide screens", async () => {
    const t = await openPage(browser);
    await t.goto("/");
    const nav = t.page.getByRole("navigation", { name: "Main" });
    const links = await nav.getByRole("link").evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute("href")]));
    expect(links).toEqual([
      ["About Us", "/our-school"],
      ["Academics", "/curriculum"],
      ["Admissions", "/admissions"],
      ["Tuition", "/tuition"],
      ["Careers", "/careers"],
    ]);
    await t.page.getByRole("link", { name: "Enquire Now" }).click();
    await t.page.waitForURL("**/contact");
    t.expectClean();
    await t.context.close();
  });

  it("tracks whether the page is scrolled", async () => {
    const t = await openPage(browser, { viewport: { width: 1280, height: 400 } });
    await t.goto("/faqs");
    const header = t.page.locator("header").first();
    expect(await header.getAttribute("data-scrolled")).toBe("false");
    await t.page.mouse.wheel(0, 600);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    t.expectClean();
    await t.context.close();
  });

  it("opens the slide-in menu on small screens and closes it on navigation", async () => {
    const t = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await t.goto("/");
    expect(await t.page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    const menu = t.page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    await menu.getByRole("link", { name: "Academics" }).click();
    await t.page.waitForURL("**/curriculum");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Academics");

    // Escape closes it too, and focus returns to the button that opened it.
    await t.page.getByRole("button", { name: "Open menu" }).click();
    await menu.waitFor();
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
    t.expectClean();
    await t.context.close();
  });
});

describe("skip link", () => {
  it.each(["/", "/auth"])("is the first stop of the keyboard on %s and moves focus to the main content", async (path) => {
    const t = await openPage(browser);
    await t.goto(path);
    await t.page.locator("h1").waitFor();
    await t.page.keyboard.press("Tab");
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await t.page.keyboard.press("Enter");
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    t.expectClean();
    await t.context.close();
  });
});

describe("footer", () => {
  it("links the four pages, shows the 2025 copyright, a staff sign-in link, and opens social links in a new tab", async () => {
    const t = await openPage(browser);
    await t.goto("/");
    const footer = t.page.locator("footer");
    const nav = footer.getByRole("navigation", { name: "Footer" });
    expect(await nav.getByRole("link").evaluateAll((els) => els.map((e) => e.getAttribute("href")))).toEqual([
      "/our-school",
      "/curriculum",
      "/admissions",
      "/contact",
    ]);
    expect(await footer.textContent()).toContain("© 2025");
    // Staff find their way in without a family's portal buttons.
    expect(await footer.getByRole("link", { name: "Staff sign-in" }).getAttribute("href")).toBe("/auth?portal=teacher");
    for (const name of ["Instagram", "LinkedIn", "Facebook"]) {
      const link = footer.getByRole("link", { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    t.expectClean();
    await t.context.close();
  });
});
