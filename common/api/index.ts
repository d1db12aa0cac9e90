/**
 * Every endpoint's contract (issue 31), for what walks them all: the server's check that no route is
 * registered without one, the fuzzer and the role-and-relationship walks. Add each new area's module here.
 */
import type { Contract } from "./contract";
import * as rewards from "./learning/rewards";

const AREAS = { rewards };

function isContract(value: unknown): value is Contract {
  return !!value && typeof value === "object" && "method" in value && "path" in value && "roles" in value && "output" in value;
}

/** Each contract once, with the area (module) that declares it. */
export const CONTRACTS: readonly { area: string; name: string; contract: Contract }[] = Object.entries(AREAS).flatMap(([area, module]) =>
  Object.entries(module as Record<string, unknown>)
    .filter((entry): entry is [string, Contract] => isContract(entry[1]))
    .map(([name, contract]) => ({ area, name, contract })),
);
