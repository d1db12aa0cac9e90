/** One seed for the whole fuzz run (FUZZ_SEED, or a random one), shared by the PGlite and PostgreSQL files. */
import type { TestProject } from "vitest/node";
import { seedFromEnv } from "./prng";

declare module "vitest" {
  export interface ProvidedContext {
    fuzzSeed: number;
  }
}

export default function setup(project: TestProject) {
  project.provide("fuzzSeed", seedFromEnv(process.env.FUZZ_SEED));
}
