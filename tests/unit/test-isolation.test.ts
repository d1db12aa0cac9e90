/**
 * The unit, api and e2e projects run their files in workers that keep imported modules from one file
 * to the next (vitest.config.ts, isolate: false). A file that replaces a module with vi.mock would hand
 * its replacement to the files after it, so such a file is named *.mock.test.ts and runs in the
 * unit-mock or api-mock project, whose files each import their own modules.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const REPO = path.resolve(import.meta.dirname, "../..");

function testFiles(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));
}

describe("module replacement in tests that share modules", () => {
  const shared = [...testFiles("tests/unit"), ...testFiles("tests/api"), ...testFiles("tests/e2e")].filter((file) => !/\.mock\.test\.tsx?$/.test(file));

  it("reads the unit, api and e2e test files", () => {
    expect(shared.length).toBeGreaterThan(100);
  });

  it("no unit, api or e2e test file outside *.mock.test.ts calls vi.mock or vi.doMock", () => {
    const offenders = shared.filter((file) => /\bvi\.(do)?mock\s*\(/i.test(readFileSync(path.join(REPO, file), "utf8")));
    expect(offenders).toEqual([]);
  });

  it("the files that do replace a module are kept apart", () => {
    const mocking = [...testFiles("tests/unit"), ...testFiles("tests/api")].filter((file) => file.endsWith(".mock.test.ts"));
    expect(mocking).toContain(path.join("tests/api", "events-opening.mock.test.ts"));
    expect(mocking).toContain(path.join("tests/unit", "live-relay.mock.test.ts"));
    for (const file of mocking) expect(readFileSync(path.join(REPO, file), "utf8")).toMatch(/\bvi\.mock\s*\(/);
  });
});
