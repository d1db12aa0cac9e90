/**
 * Queries as data (issue 31): the key of a contract's read is `[path]` or `[path, {params, query}]`,
 * so a read is cached once per input, and a change refreshes what it moved through the contract
 * (`invalidate(client, contract, someInput)`: every cached input that matches), never a URL prefix.
 */
import { queryOptions as tanstackQueryOptions, type QueryClient } from "@tanstack/react-query";
import type { Contract, Input, NoInput } from "#common/api/contract";
import { call } from "./api";

type Given<C extends Contract> = NoInput<C> extends true ? [input?: Input<C>] : [input: Input<C>];

/** The part of an input that names what is read (its body, if any, is not). */
function keyInput(input: unknown): Record<string, unknown> | undefined {
  if (!input || typeof input !== "object") return undefined;
  const { params, query } = input as { params?: unknown; query?: unknown };
  const named = { ...(params === undefined ? {} : { params }), ...(query === undefined ? {} : { query }) };
  return Object.keys(named).length ? named : undefined;
}

/** The cache key of a contract's read for this input; with part of an input, the prefix of every key it matches. */
export function keyOf<C extends Contract>(
  contract: C,
  input?: Partial<Input<C>> | { params?: Record<string, unknown>; query?: Record<string, unknown> },
): readonly unknown[] {
  const named = keyInput(input);
  return named ? [contract.path, named] : [contract.path];
}

/** `useQuery(queryOptions(contract, input))`: a contract's read, keyed by its input. */
export function queryOptions<C extends Contract>(contract: C, ...[input]: Given<C>) {
  return tanstackQueryOptions({
    queryKey: keyOf(contract, input),
    queryFn: () => call(contract, ...([input] as Given<C>)),
  });
}

/**
 * Refreshes a contract's cached reads: all of them, or those whose input matches `input` (TanStack's
 * partial match, so `{ query: { classId } }` refreshes every read of that class).
 */
export function invalidate<C extends Contract>(
  client: QueryClient,
  contract: C,
  input?: { params?: Record<string, unknown>; query?: Record<string, unknown> },
) {
  return client.invalidateQueries({ queryKey: keyOf(contract, input) });
}
