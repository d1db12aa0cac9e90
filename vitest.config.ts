import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
const define = { __PUBLIC_URL__: JSON.stringify("http://localhost:3000") };
/**
 * API test files that replace a module with vi.mock. The unit, api and e2e projects share imported modules
 * between the files a worker runs (isolate: false), where a replaced module would leak into the next
 * file; tests/unit/test-isolation.test.ts keeps vi.mock out of them.
 */
const MOCKING_FILES = "tests/api/**/*.mock.test.ts";

/** Unit test files that replace a module with vi.mock (see MOCKING_FILES). */
const UNIT_MOCKING_FILES = "tests/unit/**/*.mock.test.{ts,tsx}";

/** What the two unit projects (unit, unit-mock) share. */
const UNIT_TESTS = {
  sequence: { groupOrder: 0 },
  environment: "node" as const,
  setupFiles: ["tests/support/fail-on-console.ts"],
};

/** What the two API projects (api, api-mock) share. */
const API_TESTS = {
  // Projects run one after another: unit, then API, then the fuzzer, then end-to-end.
  sequence: { groupOrder: 1 },
  environment: "node" as const,
  setupFiles: ["tests/support/fail-on-console.ts"],
  globalSetup: ["tests/support/postgres-global-setup.ts", "tests/support/pglite-template-global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Notices fanned out by LISTEN/NOTIFY can take more than expect.poll's default 1 s under load.
  expect: { poll: { timeout: 10_000 } },
  // Each file opens its own PGlite (about 250 MB); two at a time fit CI's two cores. (Projects run
  // together in one group must have the same number of workers.)
  maxWorkers: 2,
};

export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    // Every project fails a test on any console.error (tests/support/fail-on-console.ts).
    projects: [
      {
        resolve: { alias },
        define,
        test: {
          ...UNIT_TESTS,
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          exclude: [UNIT_MOCKING_FILES],
          // As in the api project: a worker keeps the modules it imported for its next file (importing
          // them anew for each of 67 files was three quarters of the unit run). Globals a file stubs
          // are unstubbed by that file.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          ...UNIT_TESTS,
          // The unit files that replace a module (vi.mock), each with modules of its own.
          name: "unit-mock",
          include: [UNIT_MOCKING_FILES],
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          ...API_TESTS,
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: [MOCKING_FILES],
          // A worker keeps the modules it imported for its next file (each file still builds its own
          // app and database): importing the server anew for every file was 130 s of the API run.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          ...API_TESTS,
          // The API files that replace a module (vi.mock), each with modules of its own.
          name: "api-mock",
          include: [MOCKING_FILES],
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: "fuzz",
          // After the API tests, before the browser: one seeded run over every API route (tests/fuzz).
          sequence: { groupOrder: 2 },
          environment: "node",
          include: ["tests/fuzz/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console.ts"],
          globalSetup: ["tests/support/postgres-global-setup.ts", "tests/support/pglite-template-global-setup.ts", "tests/fuzz/seed-global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: "e2e",
          sequence: { groupOrder: 3 },
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          setupFiles: ["tests/support/fail-on-console.ts"],
          globalSetup: ["tests/support/pglite-template-global-setup.ts", "tests/support/e2e-global-setup.ts"],
          // A screen checked with axe in four variants (tests/support/axe.ts) takes longer than one page load.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A browser waits on hydration and server round trips; on CI's two loaded cores these took
          // longer than expect.poll's default of 1 s (a CI run of 77f4811 failed on one).
          expect: { poll: { timeout: 15_000 } },
          maxWorkers: 2,
          // Modules imported once per worker, as for the API tests.
          isolate: false,
        },
      },
    ],
  },
});
