/**
 * axe-core in the page: WCAG 2.0, 2.1 and 2.2 A/AA plus best practices. The script is injected
 * inline, which the pages' CSP rightly refuses, so run it in a context created with bypassCSP.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

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
