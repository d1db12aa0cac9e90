/**
 * Ends the run with the slowest files (where CI's time goes, read from its log) and one plain line,
 * "N passed, N failed, N skipped", that CI logs can be read by.
 */
import type { Reporter, SerializedError, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    let passed = 0;
    // An unhandled error fails the run even when every test passed.
    let failed = unhandledErrors.length;
    let skipped = 0;
    const slowest = testModules
      .map((module) => ({ file: module.moduleId.replace(`${process.cwd()}/`, ""), seconds: module.diagnostic().duration / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 15);
    process.stdout.write(`\nSlowest files (tests and hooks):\n${slowest.map((s) => `${s.seconds.toFixed(1).padStart(7)} s  ${s.file}`).join("\n")}\n`);
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
        else skipped += 1;
      }
      // A file that failed to load counts as a failure even though it ran no test.
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed += 1;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
