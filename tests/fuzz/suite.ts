/**
 * One fuzz run on one database as a vitest test: the seed and the bounds come from the environment
 * (FUZZ_SEED replays a run; FUZZ_REQUESTS and FUZZ_SECONDS, per database, make it longer;
 * FUZZ_DATABASES=pglite runs one database only; FUZZ_ONLY=48,131 sends only those requests of the
 * seed, to check single failures; FUZZ_REPORT=path writes the report as JSON too). The report is
 * printed whether the run passes or not.
 */
import { writeFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";
import { CONTRACTS, endpointKey } from "#common/api/index";
import type { DatabaseKind } from "../support/test-app";
import { PUBLIC_ENDPOINTS, formatReport, groupFailures, runFuzz } from "./fuzz";

/** About half a minute a database, the two running side by side: the run stays near a minute on CI. */
const DEFAULT_SECONDS = 25;
const DEFAULT_REQUESTS = 20_000;

function positive(name: string, fallback: number) {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!(n > 0)) throw new Error(`${name} must be a positive number, got ${value}`);
  return n;
}

export function fuzzSuite(kind: DatabaseKind) {
  const databases = process.env.FUZZ_DATABASES?.split(",").map((s) => s.trim());
  const run = !databases || databases.includes(kind);
  const seconds = positive("FUZZ_SECONDS", DEFAULT_SECONDS);
  const maxRequests = Math.floor(positive("FUZZ_REQUESTS", DEFAULT_REQUESTS));
  describe.runIf(run)(`API fuzzer on ${kind}`, () => {
    it(
      "answers every fuzzed request without a 5xx, a stack trace, SQL, an internal error name, a missed token check or a staff answer to others",
      { timeout: (seconds + 150) * 1000 },
      async () => {
        const seed = inject("fuzzSeed");
        // Printed first, so even a run that crashes can be replayed.
        process.stdout.write(`API fuzzer on ${kind}: seed ${seed} (FUZZ_SEED=${seed}), at most ${maxRequests} requests or ${seconds} s\n`);

        const only = process.env.FUZZ_ONLY?.split(",").map((n) => Number(n.trim()));
        if (only?.some((n) => !Number.isInteger(n) || n < 0)) throw new Error(`FUZZ_ONLY must list request numbers, got ${process.env.FUZZ_ONLY}`);
        const report = await runFuzz({ kind, seed, maxRequests, seconds, only });
        process.stdout.write(`${formatReport(report)}\n`);
        if (process.env.FUZZ_REPORT) {
          // The whole report as JSON (request bodies in base64), for comparing runs.
          const file = `${process.env.FUZZ_REPORT}.${kind}.json`;
          // The holder's own value: Buffer.toJSON has already turned `value` into a byte array.
          const base64Buffers = function (this: Record<string, unknown>, key: string, value: unknown) {
            const raw = this[key];
            return Buffer.isBuffer(raw) ? raw.toString("base64") : value;
          };
          writeFileSync(file, JSON.stringify(report, base64Buffers, 2));
          process.stdout.write(`report written to ${file}\n`);
        }

        // The endpoint list is the contracts' (common/api/): it holds every public endpoint, and the
        // app registers no route without one (tests/api/contracts.test.ts).
        const endpoints = new Set(report.endpoints);
        const missing = [...CONTRACTS.map(({ contract }) => endpointKey(contract)), ...PUBLIC_ENDPOINTS].filter((e) => !endpoints.has(e));
        expect(missing, "endpoints of the contracts the fuzzer did not walk").toEqual([]);
        expect(report.catalogProblems, "the fuzz catalog (tests/fuzz/catalog.ts)").toEqual([]);
        expect(report.requests).toBeGreaterThan(0);

        const groups = groupFailures(report.failures);
        expect(
          groups.map((g) => `${g.kind} (${[...g.statuses].join(", ")}): ${g.change}: ${g.reason} (${[...g.seen].join(", ")})`),
          `seed ${seed}: see the report above`,
        ).toEqual([]);
      },
    );
  });
}
