/**
 * axe-core finds no WCAG 2.2 A/AA violations on the pages of the foundation, in light and dark,
 * at phone and desktop widths (DIRECTION.md section 6).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PUBLIC_PATHS } from "../../common/routes";
import { launchBrowser } from "../support/browser";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  });
  return found;
}

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

describe.each(["light", "dark"] as const)("%s theme", (theme) => {
  it.each(VIEWS)("has no axe violations at $name width", async ({ viewport }) => {
    // Axe is injected as an inline script, which the pages' CSP rightly refuses; this context bypasses it.
    const context = await browser.newContext({ viewport, colorScheme: theme, bypassCSP: true, baseURL: inject("baseUrl") });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of PATHS) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.locator("h1").first().waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(theme === "dark");
      for (const v of await violations(page)) problems.push(`${path}: ${v}`);
    }
    await context.close();
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

describe("the axe check itself", () => {
  it("reports a planted violation, so a clean result means something", async () => {
    const context = await browser.newContext({ bypassCSP: true, baseURL: inject("baseUrl") });
    const page = await context.newPage();
    // Plant it once the page has hydrated, or hydration would discard it.
    await page.goto("/", { waitUntil: "networkidle" });
    await page.evaluate(() => document.querySelector("main")!.insertAdjacentHTML("beforeend", '<img src="/favicon.svg">'));
    expect((await violations(page)).join("\n")).toContain("image-alt");
    await context.close();
  });
});
