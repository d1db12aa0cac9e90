/**
 * The site with the keyboard alone (DIRECTION.md accessibility, WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.7):
 * the skip link, the slide-in menu (focus trapped, Escape closes and returns focus), the theme menu,
 * the dyslexia-friendly font toggle, and a visible focus indicator on every stop of the Tab order of
 * every public page, at phone and desktop widths. No test here clicks: every action is a key press.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PATHS } from "#common/routes";
import { READING_FONT_STORAGE_KEY, THEME_STORAGE_KEY } from "#common/site";
import { launchBrowser, NO_TRANSITIONS, openPage, sharedPage, withPageStyle } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** What is focused, described well enough to tell elements apart in a failure message. */
function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ?? "";
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${name}"`;
  });
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);

/** Presses Tab until the focused element has this accessible label (aria-label), within `max` presses. */
async function tabTo(page: Page, label: string, max = 30) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    if ((await focusedLabel(page)) === label) return;
  }
  throw new Error(`Tab never reached "${label}" (last: ${await describeFocus(page)})`);
}

describe("skip link", () => {
  const visitor = sharedPage(() => browser);
  it.each(PUBLIC_PATHS)("is the first Tab stop on %s and Enter moves focus to the main content", async (path) => {
    const t = visitor();
    await t.goto(path);
    await t.page.keyboard.press("Tab");
    const skip = await t.page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      return { text: el.textContent, href: el.getAttribute("href"), visible: box.width > 1 && box.height > 1 };
    });
    expect(skip).toEqual({ text: "Skip to main content", href: "#main-content", visible: true });
    await t.page.keyboard.press("Enter");
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.id)).toBe("main-content");
    expect(await t.page.evaluate(() => document.activeElement?.tagName)).toBe("MAIN");
    // The next Tab continues from the main content, past the header's controls.
    await t.page.keyboard.press("Tab");
    const afterMain = await t.page.evaluate(() => {
      const main = document.getElementById("main-content")!;
      const el = document.activeElement!;
      return main.contains(el) || (main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(afterMain, await describeFocus(t.page)).toBe(true);
    t.expectClean();
  });
});

describe("slide-in menu at 375 px", () => {
  it("opens with Enter, keeps focus inside, closes with Escape and returns focus to its button", async () => {
    const t = await openPage(browser, { viewport: PHONE });
    await t.goto("/");
    await tabTo(t.page, "Open menu");
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
    await t.page.keyboard.press("Enter");
    const menu = t.page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await t.page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);

    // Tab and Shift+Tab cycle through the menu's own controls and never leave it.
    const stops = await menu.evaluate((dialog) => dialog.querySelectorAll("a[href], button").length);
    const seen = new Set<string>();
    for (let i = 0; i < stops * 2 + 2; i += 1) {
      await t.page.keyboard.press("Tab");
      expect(await t.page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), await describeFocus(t.page)).toBe(true);
      seen.add(await describeFocus(t.page));
    }
    expect(seen.size).toBe(stops);
    for (let i = 0; i < stops + 1; i += 1) {
      await t.page.keyboard.press("Shift+Tab");
      expect(await t.page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    }

    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    // Radix returns focus a tick after the menu leaves the page.
    await expect.poll(() => focusedLabel(t.page)).toBe("Open menu");
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
    t.expectClean();
    await t.context.close();
  });

  it("follows a link chosen with the keyboard, and Space opens it as Enter does", async () => {
    const t = await openPage(browser, { viewport: PHONE });
    await t.goto("/");
    await tabTo(t.page, "Open menu");
    await t.page.keyboard.press("Space");
    const menu = t.page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    // Tab until the Tuition link is focused, then follow it.
    for (let i = 0; i < 10 && (await t.page.evaluate(() => document.activeElement?.textContent)) !== "Tuition"; i += 1) {
      await t.page.keyboard.press("Tab");
    }
    expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe("Tuition");
    await t.page.keyboard.press("Enter");
    await t.page.waitForURL("**/tuition");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => t.page.locator("h1").textContent()).toBe("Tuition");
    t.expectClean();
    await t.context.close();
  });
});

describe("theme menu", () => {
  it.each([PHONE, DESKTOP])("changes the theme with Enter and the arrow keys at $width px", async (viewport) => {
    const t = await openPage(browser, { viewport, colorScheme: "light" });
    await t.goto("/");
    await tabTo(t.page, "Theme: System. Change theme");
    // Focusing the button downloads the menu's code, which replaces the stand-in button: focus stays.
    await t.page.waitForLoadState("networkidle");
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("theme-toggle");
    await t.page.keyboard.press("Enter");
    const menu = t.page.getByRole("menu");
    await menu.waitFor();
    // Opened from the keyboard, the menu focuses its first item; the arrows move through the rest.
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe("Light");
    // Radix moves focus between items in a timeout after the key press, so wait for each move.
    await t.page.keyboard.press("ArrowDown");
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe("Dark");
    await t.page.keyboard.press("Enter");
    await menu.waitFor({ state: "detached" });
    expect(await t.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await t.page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("dark");
    await expect.poll(() => focusedLabel(t.page)).toBe("Theme: Dark. Change theme");

    // Escape closes the menu without changing anything; ArrowDown opens it too.
    await t.page.keyboard.press("Space");
    await menu.waitFor();
    await t.page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => focusedLabel(t.page)).toBe("Theme: Dark. Change theme");
    expect(await t.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await t.page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await expect.poll(() => t.page.evaluate(() => document.activeElement?.textContent)).toBe("Light");
    const focusedItem = () => t.page.evaluate(() => document.activeElement?.textContent);
    for (const [key, item] of [
      ["ArrowDown", "Dark"],
      ["ArrowDown", "System"],
      ["ArrowUp", "Dark"],
      ["ArrowDown", "System"],
    ] as const) {
      await t.page.keyboard.press(key);
      await expect.poll(focusedItem).toBe(item);
    }
    await t.page.keyboard.press("Enter");
    await menu.waitFor({ state: "detached" });
    expect(await t.page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    expect(await t.page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe("system");
    t.expectClean();
    await t.context.close();
  });
});

describe("dyslexia-friendly font", () => {
  it("turns on with Space and off with Enter, and is remembered after a reload", async () => {
    const t = await openPage(browser);
    await t.goto("/our-school");
    const state = () =>
      t.page.evaluate(() => ({
        pressed: document.querySelector('[data-testid="reading-font-toggle"]')?.getAttribute("aria-pressed"),
        font: document.documentElement.getAttribute("data-font"),
      }));
    expect(await state()).toEqual({ pressed: "false", font: null });
    await tabTo(t.page, "Dyslexia-friendly font");
    // Before the page has hydrated, the press is held and pressed again once it is live (app/lib/hydrate-on-intent.ts).
    await t.page.keyboard.press("Space");
    await expect.poll(state, { timeout: 10_000 }).toEqual({ pressed: "true", font: "dyslexic" });
    expect(await t.page.evaluate((key) => localStorage.getItem(key), READING_FONT_STORAGE_KEY)).toBe("dyslexic");
    // The face is downloaded once it is used.
    await expect.poll(() => t.page.evaluate(() => document.fonts.check('16px "OpenDyslexic"'))).toBe(true);

    await t.page.reload();
    await t.page.locator("h1").waitFor();
    await expect.poll(state).toEqual({ pressed: "true", font: "dyslexic" });

    await tabTo(t.page, "Dyslexia-friendly font");
    await t.page.keyboard.press("Enter");
    await expect.poll(state, { timeout: 10_000 }).toEqual({ pressed: "false", font: null });
    expect(await t.page.evaluate((key) => localStorage.getItem(key), READING_FONT_STORAGE_KEY)).toBeNull();
    t.expectClean();
    await t.context.close();
  });
});

interface FocusStop {
  where: string;
  outline: string;
  boxShadow: string;
  baselineBoxShadow: string | null;
  visibleOutline: boolean;
}

/**
 * Tabs through the whole page and, at each stop, compares the focused element's outline and box
 * shadow with how it looked before anything was focused. Each stop is read in the page as focus
 * arrives (a focusin listener), with CSS transitions off so the ring is read as it rests, and the
 * Tabs are pressed in batches: one round trip to the page per batch instead of one per stop. A
 * press's stop is where its focus came to rest: the last element focused before the next Tab (a
 * tab list passes the focus it gets on to its selected tab at once). The walk ends at the first
 * element that is a stop a second time, or when focus has left the page.
 */
async function tabOrder(page: Page, max = 400): Promise<FocusStop[]> {
  return withPageStyle(page, NO_TRANSITIONS, async () => {
    await page.evaluate(() => {
      const w = window as unknown as { __baseline: WeakMap<Element, string>; __stops: (FocusStop & { id: number; press: number })[] };
      w.__baseline = new WeakMap();
      for (const el of document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]")) {
        w.__baseline.set(el, getComputedStyle(el).boxShadow);
      }
      w.__stops = [];
      const ids = new WeakMap<Element, number>();
      let next = 0;
      let press = 0;
      document.addEventListener("keydown", (event) => event.key === "Tab" && (press += 1), true);
      document.addEventListener(
        "focusin",
        (event) => {
          const el = event.target;
          if (!(el instanceof Element) || el === document.body) return;
          if (!ids.has(el)) ids.set(el, (next += 1));
          const computed = getComputedStyle(el);
          const name = el.getAttribute("aria-label") ?? el.textContent?.trim().replace(/\s+/g, " ").slice(0, 40) ?? "";
          w.__stops.push({
            press,
            id: ids.get(el)!,
            where: `${el.tagName.toLowerCase()} "${name}"`,
            outline: `${computed.outlineStyle} ${computed.outlineWidth} ${computed.outlineColor}`,
            boxShadow: computed.boxShadow,
            baselineBoxShadow: w.__baseline.get(el) ?? null,
            visibleOutline: computed.outlineStyle !== "none" && parseFloat(computed.outlineWidth) >= 2,
          });
        },
        true,
      );
    });
    const BATCH = 8;
    let before = 0;
    for (let pressed = 0; pressed < max; pressed += BATCH) {
      for (let i = 0; i < BATCH; i += 1) await page.keyboard.press("Tab");
      const { focused, onBody, hasFocus } = await page.evaluate(() => {
        const w = window as unknown as { __stops: (FocusStop & { id: number; press: number })[] };
        const el = document.activeElement;
        return { focused: w.__stops, onBody: !el || el === document.body, hasFocus: document.hasFocus() };
      });
      // Focus on the body for a moment (a form's code replacing its fields) is not the end of the walk.
      const left = !hasFocus || (onBody && focused.length === before);
      before = focused.length;
      const stops = focused.filter((stop, i) => focused[i + 1]?.press !== stop.press);
      const seen = new Set<number>();
      const repeat = stops.findIndex((stop) => (seen.has(stop.id) ? true : (seen.add(stop.id), false)));
      if (repeat >= 0) return stops.slice(0, repeat);
      if (left) return stops;
    }
    throw new Error(`the Tab order did not end within ${max} presses`);
  });
}

describe("visible focus", () => {
  // One test per page and width (the pages with forms have many stops), on one page per width.
  describe.each([
    { name: "phone", viewport: PHONE },
    { name: "desktop", viewport: DESKTOP },
  ])("$name", ({ viewport }) => {
    const visitor = sharedPage(() => browser, { viewport });
    it.each(PUBLIC_PATHS)("every Tab stop of %s shows a focus indicator", async (path) => {
      const t = visitor();
      await t.goto(path);
      const stops = await tabOrder(t.page);
      // The skip link, the header's controls and the footer's links at least.
      expect(stops.length, path).toBeGreaterThan(8);
      const problems: string[] = [];
      for (const stop of stops) {
        const shadowChanged = stop.baselineBoxShadow !== null && stop.boxShadow !== "none" && stop.boxShadow !== stop.baselineBoxShadow;
        if (!stop.visibleOutline && !shadowChanged) problems.push(`${path}: ${stop.where} (outline ${stop.outline}, box-shadow ${stop.boxShadow})`);
      }
      t.expectClean();
      expect(problems, problems.join("\n")).toEqual([]);
    });
  });

  it("the check notices an element that hides its focus", async () => {
    const t = await openPage(browser);
    await t.goto("/");
    await t.page.evaluate(() => {
      const link = document.querySelector("footer nav a")!;
      link.setAttribute("style", "outline: none !important");
    });
    const stops = await tabOrder(t.page);
    const hidden = stops.filter((s) => !s.visibleOutline);
    expect(hidden.map((s) => s.where)).toEqual(['a "About Us"']);
    t.expectClean();
    await t.context.close();
  });
});
