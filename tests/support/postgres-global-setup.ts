/** Starts one PostgreSQL server for the API test run; each test file creates its own database. */
import type { TestProject } from "vitest/node";
import { startPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgres();
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}
