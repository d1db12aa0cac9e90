/**
 * The JavaScript budget of a public page: the gzip size of every script the page loads before the
 * visitor does anything. The shared runtime (React, React Router, the layout, the theme and font
 * toggles) takes about 151 KiB of it; what is left is for the page's own code. Code a visitor needs
 * only after an action (a dialog, a menu, a form behind a button) should download on demand
 * (app/lib/on-demand.ts) rather than count here. Checked by `npm run audit` and
 * tests/e2e/page-weight.test.ts.
 */
export const PUBLIC_PAGE_JS_BUDGET_BYTES = 180 * 1024;
