/**
 * axe-core in the page: WCAG 2.0, 2.1 and 2.2 A/AA plus best practices. The script is added to the
 * page as a script element, which the pages' CSP rightly refuses, so run it in a context created with
 * bypassCSP.
 */
import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { AXE_SCRIPT_PATH } from "./axe-script";
import { NO_TRANSITIONS, withPageStyle } from "./browser";

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Which of axe's rules a run applies (its `runOnly` option). */
interface AxeRules {
  type: "tag" | "rule";
  values: string[];
}

const ALL_RULES: AxeRules = { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] };

/**
 * The rules whose outcome the theme can change. The light and dark themes differ in colours only
 * (app/app.css swaps colour variables under `.dark`; no element is shown, hidden or moved by the
 * theme), so a page checked with every rule in one theme needs only these in the other: the rest
 * would give the same answer again, at two to three times the cost of these two.
 */
const THEME_RULES: AxeRules = { type: "rule", values: ["color-contrast", "link-in-text-block"] };

/**
 * The rules to run on a screen in `theme`: every rule in light, `THEME_RULES` in dark. A test that
 * checks a screen in dark only does so beside one that checks it in light.
 */
export const rulesFor = (theme: "light" | "dark"): AxeRules => (theme === "dark" ? THEME_RULES : ALL_RULES);

/**
 * The violations on the document, or only in the element `scope` selects, one line each: every
 * rule, or those `rulesFor` a theme gives.
 */
export async function axeViolations(page: Page, scope?: string, rules: AxeRules = ALL_RULES): Promise<string[]> {
  // Once per document, from the page's own server (./axe-script.ts).
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: AXE_SCRIPT_PATH });
  return page.evaluate(
    async ({ selector, runOnly }) => {
      const axe = (window as unknown as { axe: { run: (ctx: Element | Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = selector ? document.querySelector(selector)! : document;
      const result = await axe.run(context, { runOnly });
      return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    },
    { selector: scope, runOnly: rules },
  );
}

export interface AxeSweepOptions {
  /** One theme and width only; without them every `check` covers light and dark at 1280 and 375 px. */
  theme?: "light" | "dark";
  viewport?: { width: number; height: number };
  /** Signs the page in with this session id. */
  sessionId?: string;
  timeout?: number;
}

/**
 * A page of its own for an axe sweep of several screens and states. `check` lets transitions (tabs,
 * dialogs, toasts) settle so colours are measured at rest, confirms the theme is applied, and collects
 * the violations under the state's name, in every variant (`axeEveryVariant`) unless the sweep was
 * opened for one theme and width; `finish` closes the page and fails with every violation found.
 */
export async function axeSweep(browser: Browser, { theme, viewport, sessionId, timeout = 15_000 }: AxeSweepOptions = {}) {
  const baseUrl = inject("baseUrl");
  const every = !theme && !viewport;
  const context = await browser.newContext({
    viewport: viewport ?? { width: 1280, height: 800 },
    colorScheme: theme ?? "light",
    bypassCSP: true,
    baseURL: baseUrl,
  });
  if (sessionId) await context.addCookies([{ name: "sid", value: sessionId, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  const problems: string[] = [];
  return {
    context,
    page,
    async check(state: string, scope?: string) {
      if (every) {
        problems.push(...(await axeEveryVariant(page, state, { scope })));
        return;
      }
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      for (const v of await axeViolations(page, scope)) problems.push(`${state}: ${v}`);
    },
    async finish() {
      await context.close();
      expect(problems, problems.join("\n")).toEqual([]);
    },
  };
}

/**
 * The four ways every screen is checked: light and dark, at a desktop and a phone width. Each width
 * is checked with every rule in light, then with the theme's rules in dark (`rulesFor`).
 */
export const AXE_VARIANTS = [
  { theme: "light", width: 1280 },
  { theme: "dark", width: 1280 },
  { theme: "light", width: 375 },
  { theme: "dark", width: 375 },
] as const;

/** Until CSS transitions and animations have finished (colours are measured at rest), at most `timeoutMs`. */
export async function settle(page: Page, timeoutMs = 1_500) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, { timeout: timeoutMs, polling: 50 })
    .catch(() => {});
}

/**
 * axe on the page as it is, in light and dark at 1280 and 375 px, without reloading it: the theme
 * follows the emulated system preference (docs/decisions/0003) and the layout the window's width, as
 * they do for a visitor who turns a tablet or switches their phone to dark mode. Also reports a page
 * wider than the window. Returns one line per problem, named by `state` and the variant; the page is
 * left in the size and theme it had.
 */
export async function axeEveryVariant(page: Page, state: string, options: { scope?: string; height?: number } = {}): Promise<string[]> {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  const wasDark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const found: string[] = [];
  // The colours a theme or width change gives are measured at rest: without transitions they are
  // there at once, instead of after each element's colour transition has run.
  await withPageStyle(page, NO_TRANSITIONS, async () => {
    for (const variant of AXE_VARIANTS) {
      const name = `${state} (${variant.theme}, ${variant.width} px)`;
      await page.setViewportSize({ width: variant.width, height: options.height ?? before.height });
      await page.emulateMedia({ colorScheme: variant.theme });
      await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, variant.theme === "dark", { timeout: 5_000 });
      await settle(page);
      for (const v of await axeViolations(page, options.scope, rulesFor(variant.theme))) found.push(`${name}: ${v}`);
      const overflow = await withEveryBandRendered(page, () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth));
      if (overflow > 0)
        found.push(`${name}: the page is ${overflow}px wider than the window (${(await withEveryBandRendered(page, () => widest(page))).join("; ")})`);
    }
    await page.setViewportSize(before);
    await page.emulateMedia({ colorScheme: wasDark ? "dark" : "light" });
    await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, wasDark, { timeout: 5_000 });
  });
  return found;
}

/**
 * axe on the page as it is, in light and then in dark at its present width (`rulesFor` each theme):
 * the theme is switched in place, as a visitor's system setting switches it on a hydrated page
 * (docs/decisions/0003), so one walk through a page's states checks both themes. Transitions are off
 * meanwhile, so colours are measured at rest. Returns one line per problem, named by `state` and the
 * theme; the page is left in the theme it had.
 */
export async function axeBothThemes(page: Page, state: string, scope?: string): Promise<string[]> {
  const wasDark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const found: string[] = [];
  const inTheme = async (dark: boolean) => {
    await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
    await page.waitForFunction((dark) => document.documentElement.classList.contains("dark") === dark, dark, { timeout: 5_000 });
  };
  await withPageStyle(page, NO_TRANSITIONS, async () => {
    for (const theme of ["light", "dark"] as const) {
      await inTheme(theme === "dark");
      for (const v of await axeViolations(page, scope, rulesFor(theme))) found.push(`${state} (${theme}): ${v}`);
    }
    await inTheme(wasDark);
  });
  return found;
}

/**
 * Runs `measure` with every band of the page rendered: a band rendered only near the screen
 * (`render-when-near`, content-visibility: auto) clips what overflows it, and so would hide a too-wide
 * part from the overflow check.
 */
async function withEveryBandRendered<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  return withPageStyle(page, ".render-when-near { content-visibility: visible !important; }", measure);
}

/** The elements that reach furthest past the window's right edge, to say what makes a page too wide. */
async function widest(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter((e) => e.right > window.innerWidth + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map(
        ({ el, right }) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : ""} "${(el.textContent ?? "").trim().slice(0, 30)}" to ${Math.round(right)}px`,
      ),
  );
}
