/**
 * The endpoints to fuzz: the contracts' (common/api/), so an endpoint added later is fuzzed without
 * editing the fuzzer (the app registers no route without a contract: tests/api/contracts.test.ts).
 */
import { CONTRACTS } from "#common/api/index";

export interface Route {
  method: string;
  /** The pattern as registered, with its prefix: "/api/admin/users/:id/deactivate". */
  url: string;
}

export const routeKey = (route: Route) => `${route.method} ${route.url}`;

/** Every contract's endpoint, sorted so a seed picks the same ones every run. */
export function contractEndpoints(): Route[] {
  return CONTRACTS.map(({ contract }) => ({ method: contract.method, url: contract.path })).sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}
