/**
 * `npm run audit`: Lighthouse 12 on every public page of the current build, in its default (mobile)
 * configuration, for the performance, accessibility, best-practices and SEO categories, three runs
 * per page. Prints one row per page with the median of the runs (scores, FCP, LCP, TBT, CLS), the
 * gzip size of the JavaScript the page loaded before any interaction (what Lighthouse saw) and after
 * the visitor's first sign of intent (a key press in Chromium, which hydrates a public page:
 * docs/decisions/0017), and the machine's load average while it ran. Exits with status 1 when a
 * page misses a target: all four categories 100, and at most the page's JavaScript budget of
 * scripts/audit/budget.ts before interaction. For every category below 100 it lists the audits that
 * lost points (id and title) in the runs that lost them.
 *
 * `npm run audit -- portal` (issue 37): the same for the signed-in pages of the demo school, as the
 * people who open them (./portal.ts): a kindergartner's /student, /student/assignments and work
 * screen; her Spanish-speaking mother's /parent, /parent/progress, /parent/calendar and /messages;
 * the kindergarten teacher's /teacher, /teacher/gradebook and /teacher/content; the office's /admin.
 * Performance and accessibility only (the pages are not for search engines), and a target per page:
 * the children's and families' pages Performance 95 or more, FCP under 1.0 s, LCP under 1.8 s, CLS
 * under 0.02; the teachers' and the office's Performance 90 or more; Accessibility 100 everywhere;
 * and the page's JavaScript budget before interaction (scripts/audit/budget.ts: today's size, so
 * the audit fails when a page's script grows).
 *
 *   npm run build && npm run audit
 *   npm run audit -- portal                   the signed-in pages (seeding and the server's first job round take about 1.5 min, the 3 runs about 5)
 *   npm run audit -- --json audit.json        also write the results as JSON
 *   npm run audit -- --only /,/faqs           audit some pages only (portal: --only /parent,/teacher)
 *   npm run audit -- --runs 1                 one run per page (quicker, noisier)
 *   AUDIT_REPORTS_DIR=dir npm run audit ...   also keep Lighthouse's whole report of each run (<page>.run<N>.json:
 *                                             its long tasks, main-thread breakdown, benchmarkIndex)
 *
 * It builds nothing: it audits build/ as it is. It starts the real server (server/index.ts, as
 * `npm run serve` does) on a free port with a throw-away DATA_DIR, and drives Debian's Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) through chrome-launcher, one page after another, at the
 * origin the site was built for (./public.ts explains the canonical URLs).
 *
 * Scores move with the machine's load (Lighthouse simulates a mid-range phone from a trace taken on
 * this CPU): run it on a quiet machine before reading much into a few points. The simulated FCP also
 * counts every preloaded script that happened to finish before the observed first paint, so the
 * size of the JavaScript shared by all pages shows up in FCP and the performance score. They move
 * with the machine's kind too: on a virtual machine whose page faults cost ten times a physical
 * one's (PVM, seen here: 11 µs per 4 KiB page touched), a page's first Intl call (the ICU data
 * mapped in) took 30-90 ms unthrottled against 12-40 ms on the machine of the day before, and the
 * portal pages that scored 95-100 there scored 73-80 on the same build (issue 37's note of 2026-12-01).
 */
import { parseArgs } from "node:util";
import { builtClientDir } from "./lighthouse";
import { auditPortalPages } from "./portal";
import { auditPublicPages } from "./public";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    json: { type: "string" },
    only: { type: "string" },
    runs: { type: "string", default: "3" },
  },
});

const mode = positionals[0] ?? "public";
if (positionals.length > 1 || !["public", "portal"].includes(mode)) {
  console.error(`Usage: npm run audit [-- portal] [--runs N] [--only /a,/b] [--json file] (not "${positionals.join(" ")}")`);
  process.exit(1);
}

const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of runs per page, 1 or more");
  process.exit(1);
}

const options = { clientDir: builtClientDir(), runs, only: args.only, json: args.json };
if (mode === "portal") await auditPortalPages(options);
else await auditPublicPages(options);
