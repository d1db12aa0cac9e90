/**
 * The JavaScript budgets of the public pages: the gzip size of every script a page loads before the
 * visitor does anything (docs/decisions/0017). Public pages hydrate on the first sign of intent, so
 * a page that is only read loads no script file at all; the budgets keep it that way with room for
 * small islands of behaviour that must run at load. The form pages get more room (their forms are
 * the reason for the visit). Checked by `npm run audit` and tests/e2e/page-weight.test.ts; the signed-in
 * portal pages' budgets (below) by `npm run audit -- portal`.
 */
import { PUBLIC_PATHS } from "#common/routes";

/** Content pages: at most 30 KiB of JavaScript before interaction. */
export const CONTENT_PAGE_JS_BUDGET_BYTES = 30 * 1024;
/** Pages that are mostly a form: at most 60 KiB before interaction. */
export const FORM_PAGE_JS_BUDGET_BYTES = 60 * 1024;
export const FORM_PAGES: readonly string[] = ["/contact", "/apply", "/application"];

/** The budget of one public page. */
export function jsBudgetFor(routePath: string): number {
  if (!PUBLIC_PATHS.includes(routePath)) throw new Error(`${routePath} is not a public page`);
  return FORM_PAGES.includes(routePath) ? FORM_PAGE_JS_BUDGET_BYTES : CONTENT_PAGE_JS_BUDGET_BYTES;
}

/**
 * The signed-in portal pages (`npm run audit -- portal`, issue 37): the gzip size of the script each
 * page loads before the person does anything, set at the size measured plus 2 KiB, rounded up to the
 * next 5 KiB, so the audit fails when a page's script grows by more than a fix's worth: lower each one
 * as its page sheds script. Measured on
 * 2026-12-01, after the signed-in layout's modules went into one file (decision 0007) and the absence
 * form's validation came on demand; the sizes before decision 0030 are in the comments' brackets.
 */
export const PORTAL_JS_BUDGET_BYTES: Readonly<Record<string, number>> = {
  "/student": 310 * 1024, // 307.7 KiB (350.2)
  "/student/assignments": 310 * 1024, // 305.2 KiB (346.7)
  "/portal/assignments/:id/work": 320 * 1024, // 317.8 KiB (358.4)
  "/parent": 325 * 1024, // 321.1 KiB (390.7)
  "/parent/progress": 315 * 1024, // 312.9 KiB (357.9)
  "/parent/calendar": 340 * 1024, // 333.8 KiB (375.1): the absence form's zod comes at its first use; react-hook-form is still on the page
  "/messages": 320 * 1024, // 317.5 KiB (356.7)
  "/teacher": 305 * 1024, // 301.4 KiB (342.2)
  "/teacher/gradebook": 315 * 1024, // 308.4 KiB (347.0)
  "/teacher/content": 355 * 1024, // 348.7 KiB (366.0)
  "/admin": 300 * 1024, // 294.8 KiB (332.5)
};

/** The budget of one audited portal page (by its route, "/portal/assignments/:id/work"). */
export function portalJsBudgetFor(routePath: string): number {
  const budget = PORTAL_JS_BUDGET_BYTES[routePath];
  if (budget === undefined) throw new Error(`${routePath} has no portal budget in scripts/audit/budget.ts`);
  return budget;
}
