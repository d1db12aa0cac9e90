/**
 * Issue 31: every route is registered through its contract (common/api/), and every contract is
 * registered. The routes still waiting for theirs are listed in routes-without-contract.ts, which
 * only shrinks: a new route without a contract fails here, and so does a migrated one left listed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS } from "../../common/api";
import { routesWithoutContract } from "../../server/api";
import { startTestApp, type TestApp } from "../support/test-app";
import { ROUTES_WITHOUT_CONTRACT } from "./routes-without-contract";

describe("endpoint contracts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("registers no route without a contract beyond the listed ones still waiting", () => {
    const unlisted = [...routesWithoutContract].filter((route) => !ROUTES_WITHOUT_CONTRACT.includes(route));
    expect(unlisted, "routes registered without a contract (declare one in common/api/ and register with route())").toEqual([]);
    const migrated = ROUTES_WITHOUT_CONTRACT.filter((route) => !routesWithoutContract.has(route));
    expect(migrated, "routes that have a contract now: remove them from routes-without-contract.ts").toEqual([]);
  });

  it("registers every contract, each once", () => {
    const keys = CONTRACTS.map(({ contract }) => `${contract.method} ${contract.path}`);
    expect(new Set(keys).size, "two contracts with one method and path").toBe(keys.length);
    for (const { area, name, contract } of CONTRACTS) {
      expect(t.app.hasRoute({ method: contract.method, url: contract.path }), `${area}.${name}: ${contract.method} ${contract.path}`).toBe(true);
      expect(routesWithoutContract.has(`${contract.method} ${contract.path}`)).toBe(false);
    }
  });
});
