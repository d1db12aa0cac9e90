/** Starts one PostgreSQL server for the test run (the API and fuzz projects); each test file creates its own database. */
import type { TestProject } from "vitest/node";
import { oncePerRun } from "./once-per-run";
import { startPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const { value: server, first } = await oncePerRun("postgres", startPostgres);
  project.provide("postgresUrl", server.url);
  return first ? () => server.stop() : undefined;
}
