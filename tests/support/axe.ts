/**
 * axe-core in the page: WCAG 2.0, 2.1 and 2.2 A/AA plus best practices. The script is injected
 * inline, which the pages' CSP rightly refuses, so run it in a context created with bypassCSP.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** The violations on the document, or only in the element `scope` selects, one line each. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: Element | Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = selector ? document.querySelector(selector)! : document;
    const result = await axe.run(context, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, scope);
}

export interface AxeSweepOptions {
  theme: "light" | "dark";
  viewport: { width: number; height: number };
  /** Signs the page in with this session id. */
  sessionId?: string;
  timeout?: number;
}

/**
 * A page of its own for an axe sweep of several screens and states in one theme and width. `check`
 * lets transitions (tabs, dialogs, toasts) settle so colours are measured at rest, confirms the
 * theme is applied, and collects the violations under the state's name; `finish` closes the page
 * and fails with every violation found.
 */
export async function axeSweep(browser: Browser, { theme, viewport, sessionId, timeout = 15_000 }: AxeSweepOptions) {
  const baseUrl = inject("baseUrl");
  const context = await browser.newContext({ viewport, colorScheme: theme, bypassCSP: true, baseURL: baseUrl });
  if (sessionId) await context.addCookies([{ name: "sid", value: sessionId, url: baseUrl, httpOnly: true, sameSite: "Lax" }]);
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  const problems: string[] = [];
  return {
    context,
    page,
    async check(state: string, scope?: string) {
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
