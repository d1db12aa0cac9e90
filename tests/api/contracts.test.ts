/**
 * Issue 31: every route is registered through its contract (common/api/), and every contract is
 * registered: a route added without a contract fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS } from "#common/api/index";
import { routesWithoutContract } from "../../server/api";
import { startTestApp, type TestApp } from "../support/test-app";

describe("endpoint contracts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("registers no route without a contract", () => {
    expect([...routesWithoutContract], "declare a contract in common/api/ and register the route with route()").toEqual([]);
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
