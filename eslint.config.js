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
 * Every screen's words are in the catalogues (docs/decisions/0025): a literal string in the app's JSX
 * (text, aria-label, title, placeholder, alt) is an error.
 */
const TRANSLATED = ["app/**/*.tsx"];

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
