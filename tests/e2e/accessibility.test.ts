/**
 * axe-core finds no WCAG 2.2 A/AA violations on every public page (and the sign-in, recovery and
 * not-found pages), in light and dark, at phone (375 px) and desktop (1280 px) widths, nor in the
 * header's open menus (DIRECTION.md section 6).
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PUBLIC_PATHS } from "#common/routes";
import { axeViolations, rulesFor } from "../support/axe";
import { hydratesOnIntent, launchBrowser } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PATHS = [...PUBLIC_PATHS, "/auth", "/forgot-password", "/reset-password", "/no-such-page"];
const VIEWS = [
  { name: "phone", viewport: { width: 375, height: 740 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

/**
 * Opens `path` as a visitor whose system is in `theme` and waits for the page a visitor reads: a
 * public page is whole as it arrives (it hydrates only on a sign of intent, docs/decisions/0017),
 * the account pages render once the app has asked who is signed in.
 */
async function open(page: Page, path: string, theme: "light" | "dark") {
  await page.goto(path);
  if (!(await hydratesOnIntent(page))) await page.waitForLoadState("networkidle");
  await page.locator("h1").first().waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
}

// Every rule in light, the rules the theme can change in dark (tests/support/axe.ts, rulesFor): the
// themes differ in colours only (tests/unit/theme-colours-only.test.ts).
describe.each(["light", "dark"] as const)("%s theme", (theme) => {
  it.each(VIEWS)(
    "has no axe violations at $name width",
    async ({ viewport }) => {
      // Axe is injected as an inline script, which the pages' CSP rightly refuses; this context bypasses it.
      const context = await browser.newContext({ viewport, colorScheme: theme, bypassCSP: true, baseURL: inject("baseUrl") });
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of PATHS) {
        await open(page, path, theme);
        for (const v of await axeViolations(page, undefined, rulesFor(theme))) problems.push(`${path}: ${v}`);
      }
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
      // Fifteen pages in one test: about 15 s alone, more on a busy two-core machine.
    },
    90_000,
  );
});

describe.each(["light", "dark"] as const)("open menus, %s theme", (theme) => {
  it("the slide-in menu at 375 px has no axe violations", async () => {
    const context = await browser.newContext({ viewport: VIEWS[0].viewport, colorScheme: theme, bypassCSP: true, baseURL: inject("baseUrl") });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await page.waitForTimeout(250); // the slide-in animation, so colours are measured at rest
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("the theme menu has no axe violations", async () => {
    const context = await browser.newContext({ viewport: VIEWS[1].viewport, colorScheme: theme, bypassCSP: true, baseURL: inject("baseUrl") });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByTestId("theme-toggle").click();
    await page.getByRole("menu").waitFor();
    // The open menu is modal: Radix hides the rest of the page (aria-hidden) until it closes, which
    // page-level rules (one main, one h1, skip link focusable) would misread. Check the menu itself.
    expect(await axeViolations(page, '[role="menu"]')).toEqual([]);
    await context.close();
  });
});

describe("the axe check itself", () => {
  it("reports a planted violation, so a clean result means something", async () => {
    const context = await browser.newContext({ bypassCSP: true, baseURL: inject("baseUrl") });
    const page = await context.newPage();
    // Plant it once the page has hydrated, or hydration would discard it.
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("beforeend", '<img src="/favicon.svg">'));
    expect((await axeViolations(page)).join("\n")).toContain("image-alt");
    await context.close();
  });
});
