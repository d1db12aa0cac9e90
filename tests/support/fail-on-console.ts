/**
 * A test fails on any console.error, the habit DIRECTION.md takes from epic-stack, and on
 * node-postgres's warning that a query was sent on a connection already running one (pg 8 queues it
 * and warns once per process; pg 9 refuses it), so overlapping reads in a transaction fail here first.
 */
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];

/** The warnings seen since the test began; kept on globalThis because setup files run once per test file in a shared worker. */
const WARNINGS = Symbol.for("school.test.refusedWarnings");
type Holder = { [WARNINGS]?: string[] };
const holder = globalThis as Holder;
if (!holder[WARNINGS]) {
  holder[WARNINGS] = [];
  process.on("warning", (warning) => {
    if (isRefusedWarning(warning)) holder[WARNINGS]!.push(`${warning.name}: ${warning.message}\n${warning.stack ?? ""}`);
  });
}

/** node-postgres's "Calling client.query() when the client is already executing a query". */
function isRefusedWarning(warning: Error): boolean {
  return /client is already executing a query/.test(warning.message);
}

beforeEach(() => {
  errors = [];
  holder[WARNINGS]!.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(async () => {
  vi.mocked(console.error).mockRestore();
  // process.emitWarning delivers on the next tick: let a warning of the test's last query arrive.
  await new Promise((resolve) => setImmediate(resolve));
  const warnings = holder[WARNINGS]!.splice(0);
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(" ")).join("\n");
    throw new Error(`console.error was called during the test:\n${text}`);
  }
  if (warnings.length > 0) throw new Error(`node-postgres warned during the test:\n${warnings.join("\n")}`);
});
