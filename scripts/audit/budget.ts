/**
 * The JavaScript budgets of the public pages: the gzip size of every script a page loads before the
 * visitor does anything (docs/decisions/0017). Public pages hydrate on the first sign of intent, so
 * a page that is only read loads no script file at all; the budgets keep it that way with room for
 * small islands of behaviour that must run at load. The form pages get more room (their forms are
 * the reason for the visit). Checked by `npm run audit` and tests/e2e/page-weight.test.ts.
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
