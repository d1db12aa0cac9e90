// ESLint (issue 31): the recommended rules of TypeScript, React hooks and jsx-a11y, and the import
// layers of docs/architecture.md ("Boundaries") that a pattern can say. The rules that need the
// resolved file (one feature importing another, route modules) stay in tests/support/import-boundaries.ts.
// Formatting is Prettier's (eslint-config-prettier turns off the rules that would argue with it).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import formatjs from "eslint-plugin-formatjs";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports that reach into app/ or server/ from elsewhere, however many levels they climb. */
const APP = ["~/*", "**/app/*", "#app/*"];
const SERVER = ["**/server/*"];
/** A relative climb into common/: `#common/...` says it once (package.json "imports"). */
const CLIMB_TO_COMMON = { group: ["**/common/*", "**/common"], message: "Import common/ as #common/... (package.json imports)." };
/** The web layer: the only server code that speaks HTTP and so imports Fastify. */
const WEB = [
  "server/routes/**",
  "server/http/**",
  "server/plugins/**",
  "server/app.ts",
  "server/api.ts",
  "server/errors.ts",
  "server/index.ts",
  "server/types.d.ts",
];

/**
 * Screens whose words are all in the catalogues (docs/decisions/0025): a literal string in their JSX
 * (text, aria-label, title, placeholder, alt) is an error. The list grows until it is the whole app.
 */
const TRANSLATED = [
  "app/components/layout/{site-header,site-footer,mobile-menu,brand,skip-link,language-switch,public-layout,public-layout-es}.tsx",
  "app/routes/public/**",
  "app/features/{home,school,daily-life,faqs,tuition,contact,careers,tour,application}/**",
  "app/components/forms/**",
  "app/features/language/**",
  "app/components/auth/{person-language,portal-nav,account-bar,guarded-layout}.tsx",
  "app/routes/portal/landing.tsx",
  "app/routes/settings/security.tsx",
  "app/features/learning/messages/message-body.tsx",
  "app/features/family/child-language.tsx",
  "app/features/learning/homes/{student-home,due-soon,live-class-link,student-courses}.tsx",
  "app/components/learning/{listen-button,pictures}.tsx",
  "app/routes/student/{assignments,courses,home,portfolio,profile}.tsx",
  "app/features/learning/rewards/child-rewards.tsx",
  // The family's screens (issue 32): dashboard, account, progress, attendance, messages, calendar and conferences.
  "app/routes/family/**",
  "app/features/family/**",
  "app/features/learning/homes/{family-children,day-notes}.tsx",
  "app/features/learning/attendance/{family-attendance,status,absence-reports}.tsx",
  "app/features/learning/progress/{family-progress,mastery-meter}.tsx",
  "app/routes/messages/**",
  "app/features/learning/messages/messages-screen.tsx",
  "app/routes/calendar/**",
  "app/features/learning/calendar/**",
  "app/features/learning/conferences/{family-conferences,conference-parts}.tsx",
  "app/components/ui/**",
  // Signing in and the app frame's own words (shell part, area auth).
  "app/features/{auth,mfa}/**",
  "app/components/auth/protected-route.tsx",
  "app/routes/portal/guarded-page.tsx",
  "app/components/layout/{error-screen,reading-font-toggle,theme-menu,theme-toggle}.tsx",
  "app/components/learning/upload-progress.tsx",
  // A child's work, files, profile and portfolio, notifications and the live room (signed-in part, areas work and live).
  "app/features/learning/{work,files,profile,notifications,live}/**",
  "app/features/learning/progress/student-portfolio.tsx",
  // The staff screens (staff part).
  "app/features/learning/{assignments,library,gradebook,insights}/**",
  "app/features/learning/messages/safeguarding-queue.tsx",
  "app/features/learning/rewards/give-points.tsx",
  "app/features/learning/progress/teacher-sections.tsx",
  "app/features/learning/homes/{teacher-home,teacher-classes}.tsx",
  "app/features/learning/attendance/{attendance-reports,take-attendance,attendance-screen}.tsx",
  "app/features/learning/conferences/teacher-conferences.tsx",
  "app/routes/teacher/**",
  "app/features/admin/**",
  "app/routes/admin/**",
];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", ".tmp/", ".prof/", "public/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names fail the typecheck already (noUnusedLocals); a leading underscore marks one kept on purpose.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Tailwind's reset takes the bullets off lists, and Safari's VoiceOver then stops announcing them as
      // lists unless role="list" says so again: keep the role on purpose.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
      // A region that scrolls sideways (a wide table on a phone) takes focus so a keyboard can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], tags: [] }],
    },
  },
  {
    files: ["common/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: [...APP, ...SERVER], message: "common imports only common (and packages)." }] }] },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: SERVER, message: "app does not import server." }, CLIMB_TO_COMMON] }] },
  },
  {
    files: ["server/**"],
    ignores: WEB,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "fastify",
              message:
                "Domain code takes a plain actor (server/actor.ts) and throws domain errors (server/domain-errors.ts); only the web layer imports Fastify.",
            },
          ],
          patterns: [{ group: APP, message: "server does not import app." }, CLIMB_TO_COMMON],
        },
      ],
    },
  },
  {
    files: WEB,
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: APP, message: "server does not import app." }, CLIMB_TO_COMMON] }] },
  },
  {
    files: ["scripts/**", "tests/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [CLIMB_TO_COMMON] }] },
  },
  {
    files: TRANSLATED,
    plugins: { formatjs },
    rules: { "formatjs/no-literal-string-in-jsx": "error" },
  },
);
