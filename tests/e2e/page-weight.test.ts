/**
 * What a public page downloads before the visitor does anything: at most its JavaScript budget
 * (scripts/audit/budget.ts; public pages hydrate on the first sign of intent, docs/decisions/0017),
 * and after the first sign of intent none of the code that waits for a particular control (the
 * slide-in menu, the theme menu, the toaster, TanStack Query). That code still works when it
 * arrives late: a press made before it arrives opens the menu once it does.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Messages } from "#common/i18n/catalogue";
import { CATALOGUES } from "#common/i18n/catalogues";
import { publicPages as englishPublicPages } from "#common/i18n/en/public-pages";
import { shell as englishShell } from "#common/i18n/en/shell";
import { signedIn as englishSignedIn } from "#common/i18n/en/signed-in";
import { staff as englishStaff } from "#common/i18n/en/staff";
import { PUBLIC_PATHS } from "#common/routes";
import { FAQ_CATEGORIES } from "../../app/features/faqs/faq-data";
import { CONTENT_PAGE_JS_BUDGET_BYTES, FORM_PAGE_JS_BUDGET_BYTES, jsBudgetFor } from "../../scripts/audit/budget";
import { launchBrowser, openPage, waitForHydration } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const clientDir = path.resolve("build/client");
const FIRST_QUESTION = FAQ_CATEGORIES[0]!.items[0]!.question;
const ON_DEMAND = /\/assets\/(mobile-menu|theme-menu|toaster|toast|app-shell|query-provider)-[\w-]+\.js$/;

/** Holds back the responses for matching URLs until `release` is called. */
async function holdBack(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}

describe("JavaScript on public pages", () => {
  it(`stays within ${CONTENT_PAGE_JS_BUDGET_BYTES / 1024} KiB (gzip; ${FORM_PAGE_JS_BUDGET_BYTES / 1024} KiB on form pages) per page before interaction and leaves on-demand code alone after it`, async () => {
    const t = await openPage(browser, { viewport: { width: 375, height: 740 } });
    const scripts = new Set<string>();
    t.page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.add(new URL(req.url()).pathname);
    });
    const gzipBytes = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file))).length, 0);
    const report: string[] = [];
    for (const routePath of PUBLIC_PATHS) {
      scripts.clear();
      await t.page.goto(routePath, { waitUntil: "networkidle" });
      const before = [...scripts];
      const bytes = gzipBytes(before);
      // The first sign of intent hydrates the page; what it then downloads is the page's own.
      await waitForHydration(t.page);
      await t.page.waitForLoadState("networkidle");
      const files = [...scripts];
      const sources = files.map((file) => readFileSync(path.join(clientDir, file), "utf8")).join("\n");
      report.push(
        `${routePath}: ${(bytes / 1024).toFixed(1)} KiB in ${before.length} files before interaction, ${(gzipBytes(files) / 1024).toFixed(1)} KiB in ${files.length} after intent`,
      );
      expect(bytes, report.at(-1)).toBeLessThanOrEqual(jsBudgetFor(routePath));
      expect(
        files.filter((f) => ON_DEMAND.test(f)),
        routePath,
      ).toEqual([]);
      // TanStack Query's provider error text: present only if the query library was downloaded.
      expect(sources.includes("No QueryClient set"), `${routePath} downloaded TanStack Query`).toBe(false);
    }
    console.info(report.join("\n"));
    t.expectClean();
    await t.context.close();
  });

  it("the app screens still get TanStack Query", async () => {
    const t = await openPage(browser);
    const scripts: string[] = [];
    t.page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await t.goto("/portal");
    await t.page.waitForURL("**/auth");
    const sources = scripts.map((file) => readFileSync(path.join(clientDir, file), "utf8")).join("\n");
    expect(sources).toContain("No QueryClient set");
    t.expectClean();
    await t.context.close();
  });
});

/** A catalogue part's entries whose text is plain (letters and spaces), so a built script holds them as written, and not also another part's or language's. */
function plainEntries(messages: Messages, other: Messages = {}): [id: string, text: string][] {
  return Object.entries(messages).filter(([id, text]) => /^[A-Za-z ,.]+$/.test(text) && other[id] !== text);
}

describe("texts a page downloads (docs/decisions/0025, Loading)", () => {
  const spanish = plainEntries(CATALOGUES.es, CATALOGUES.en);
  const englishPublic = plainEntries(englishPublicPages, englishShell);
  const englishPortal = plainEntries({ ...englishSignedIn, ...englishStaff }, { ...englishShell, ...englishPublicPages });

  /** The sources of the scripts `visit` makes the page download. */
  async function scriptsOf(visit: (t: Awaited<ReturnType<typeof openPage>>) => Promise<void>) {
    const t = await openPage(browser);
    const scripts: string[] = [];
    t.page.on("request", (req) => {
      if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
    });
    await visit(t);
    await t.page.waitForLoadState("networkidle");
    t.expectClean();
    await t.context.close();
    return scripts.map((file) => readFileSync(path.join(clientDir, file), "utf8")).join("\n");
  }
  /** The ids of `entries` whose catalogue entry (`"id":"text"`, in any quotes) is in `sources`. */
  const found = (sources: string, entries: [string, string][]) =>
    entries.filter(([id, text]) => sources.includes(`"${id}":\`${text}\``) || sources.includes(`"${id}":"${text}"`)).map(([id]) => id);

  it("an English public page gets its English texts and no Spanish, nor the portal's", async () => {
    expect(spanish.length).toBeGreaterThan(20);
    expect(englishPortal.length).toBeGreaterThan(1000);
    const sources = await scriptsOf((t) => t.goto("/tuition"));
    expect(found(sources, englishPublic).length).toBeGreaterThan(20);
    expect(found(sources, spanish)).toEqual([]);
    expect(found(sources, englishPortal)).toEqual([]);
  });

  it("a Spanish public page gets the Spanish texts", async () => {
    const sources = await scriptsOf((t) => t.goto("/es/tuition"));
    expect(found(sources, spanish).length).toBeGreaterThan(20);
  });

  it("a signed-in screen gets neither the public pages' texts nor Spanish", async () => {
    expect(englishPublic.length).toBeGreaterThan(20);
    const sources = await scriptsOf(async (t) => {
      await t.goto("/portal");
      await t.page.waitForURL("**/auth");
    });
    expect(found(sources, englishPublic)).toEqual([]);
    expect(found(sources, spanish)).toEqual([]);
  });
});

describe("code downloaded on demand", () => {
  it("the theme menu opens from a click made before its code arrived", async () => {
    const t = await openPage(browser);
    await t.goto("/");
    const release = await holdBack(t.page, /\/assets\/theme-menu-[\w-]+\.js$/);
    await t.page.getByTestId("theme-toggle").click();
    expect(await t.page.getByRole("menu").count()).toBe(0);
    release();
    await t.page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await t.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await expect.poll(() => t.page.getByTestId("theme-toggle").getAttribute("aria-label")).toBe("Theme: Dark. Change theme");
    t.expectClean();
    await t.context.close();
  });

  it("the theme menu opens from Enter pressed before its code arrived, on its first item", async () => {
    const t = await openPage(browser);
    await t.goto("/");
    const release = await holdBack(t.page, /\/assets\/theme-menu-[\w-]+\.js$/);
    await t.page.getByTestId("theme-toggle").focus();
    await t.page.keyboard.press("Enter");
    release();
    await t.page.getByRole("menu").waitFor();
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe("Light");
    await t.page.keyboard.press("Escape");
    await t.page.getByRole("menu").waitFor({ state: "detached" });
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-toggle");
    t.expectClean();
    await t.context.close();
  });

  it("the slide-in menu opens from a tap made before its code arrived", async () => {
    const t = await openPage(browser, { viewport: { width: 375, height: 740 } });
    await t.goto("/");
    const release = await holdBack(t.page, /\/assets\/mobile-menu-[\w-]+\.js$/);
    await t.page.getByRole("button", { name: "Open menu" }).click();
    expect(await t.page.getByRole("dialog").count()).toBe(0);
    release();
    const menu = t.page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    // (The open dialog hides the rest of the page from assistive technology, so find the button by its label.)
    expect(await t.page.locator('button[aria-label="Open menu"]').getAttribute("aria-expanded")).toBe("true");
    await menu.getByRole("button", { name: "Close menu" }).click();
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open menu");
    t.expectClean();
    await t.context.close();
  });
});

describe("a public page hydrates on the first sign of intent (docs/decisions/0017)", () => {
  it("a press made while the page's code is on its way is repeated once the page is live", async () => {
    const t = await openPage(browser);
    const release = await holdBack(t.page, /\/assets\/entry\.client-[\w-]+\.js$/);
    await t.page.goto("/faqs", { waitUntil: "networkidle" });
    expect(await t.page.locator("#hydrate-later").count()).toBe(1);
    const question = t.page.getByRole("button", { name: FIRST_QUESTION });
    await question.click();
    expect(await t.page.locator('[data-testid="faq-answer"]:not([hidden])').count()).toBe(0);
    release();
    await expect.poll(() => t.page.locator('[data-testid="faq-answer"]:not([hidden])').count()).toBe(1);
    expect(await question.getAttribute("aria-expanded")).toBe("true");
    t.expectClean();
    await t.context.close();
  });

  it("scroll positions come back as React Router keeps them, and a fresh page reads none before it is used", async () => {
    const t = await openPage(browser);
    await t.page.goto("/faqs", { waitUntil: "networkidle" });
    // A fresh history entry: nothing can be stored for it, so nothing is read or written yet.
    expect(await t.page.evaluate(() => window.history.state)).toBeNull();
    await waitForHydration(t.page);
    expect(await t.page.evaluate(() => typeof (window.history.state as { key?: unknown } | null)?.key)).toBe("string");

    await t.page.evaluate(() => window.scrollTo(0, 900));
    // Pressed in the page: Playwright's own click scrolls a sticky header's link "into view", which
    // moves the page before the press (a visitor's press does not).
    await t.page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/tuition"]')!.click());
    await t.page.waitForURL("**/tuition");
    await t.page.goBack();
    await t.page.waitForURL("**/faqs");
    await expect.poll(() => t.page.evaluate(() => Math.round(window.scrollY))).toBe(900);

    // Opened again by a reload: the page is where it was left before it hydrates.
    await t.page.evaluate(() => window.scrollTo(0, 700));
    await t.page.reload({ waitUntil: "networkidle" });
    expect(await t.page.locator("#hydrate-later").count()).toBe(1);
    expect(await t.page.evaluate(() => Math.round(window.scrollY))).toBe(700);
    t.expectClean();
    await t.context.close();
  });

  it("what is typed while the page's code is on its way is kept and reaches the form", async () => {
    const t = await openPage(browser);
    const release = await holdBack(t.page, /\/assets\/entry\.client-[\w-]+\.js$/);
    await t.page.goto("/apply", { waitUntil: "networkidle" });
    const field = t.page.locator('input[name="parent_email"]');
    await field.fill("amara@example.com");
    release();
    await t.page.waitForFunction(() => {
      const main = document.querySelector("main");
      return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    });
    await expect.poll(() => field.inputValue()).toBe("amara@example.com");
    t.expectClean();
    await t.context.close();
  });
});
