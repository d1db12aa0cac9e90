/**
 * One migrated PGlite data directory for the test run, made once for the API, fuzz and end-to-end
 * projects (./once-per-run.ts). Creating a PGlite (its initdb) and running the migrations took
 * 4.5-6 s per test app; a copy of this directory opens in about 1 s, with the same schema and data
 * the migrations make. The migrations still run here, on every test run.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { oncePerRun } from "./once-per-run";

declare module "vitest" {
  export interface ProvidedContext {
    /** A closed, migrated PGlite data directory to copy (tests/support/test-app.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Set by a run that starts another vitest inside itself (tests/e2e/live-session.test.ts): the inner run
 * copies the outer run's template, which lives until the outer run ends, instead of migrating a new one.
 */
export const TEMPLATE_ENV = "SCHOOL_TEST_PGLITE_TEMPLATE";

export default async function setup(project: TestProject) {
  const inherited = process.env[TEMPLATE_ENV];
  if (inherited) {
    project.provide("pgliteTemplate", inherited);
    return;
  }
  const { value: dataDir, first } = await oncePerRun("pglite-template", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "school-pglite-template-"));
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    return dir;
  });
  project.provide("pgliteTemplate", path.join(dataDir, "db"));
  return first ? () => rmSync(dataDir, { recursive: true, force: true }) : undefined;
}
