/**
 * THE shape of an endpoint (issue 31, docs/decisions/0023-endpoint-contracts.md): its method, its full
 * path, who may call it, the schemas of its query and body, and the schema of its answer. The server
 * registers every route through `route(contract, handler)` (server/http/route.ts) and the app calls
 * through `call(contract, input)` / `queryOptions(contract, input)` (app/lib/api.ts,
 * app/lib/api-queries.ts), so an address, a role list or an answer's shape is written once, here.
 */
import { z, type ZodType } from "zod";
import type { Role } from "../roles";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Anyone, signed in or not (the public forms, the session's own reads). */
export const PUBLIC = "public";
/** A multipart body (one file and its text fields), read by the route itself, sent by app/lib/upload.ts. */
export const MULTIPART = "multipart";
/**
 * An answer that is not JSON (a CSV, a PDF, a calendar feed, a file, an event stream): the handler
 * sends it through `reply`, and the app links to `href(contract, input)` instead of calling it.
 */
export const FILE = "file";

export interface Contract {
  readonly method: Method;
  /** The full address, "/api/...", with ":name" for each path parameter. */
  readonly path: string;
  /** Who may call it: a role group of common/roles.ts, or PUBLIC. */
  readonly roles: readonly Role[] | typeof PUBLIC;
  readonly query?: ZodType;
  readonly body?: ZodType | typeof MULTIPART;
  /** The whole answer body (`{success, data}` included where the endpoint answers so), or FILE. */
  readonly output: ZodType | typeof FILE;
  /** The status of a success; 200 unless given. */
  readonly status?: number;
}

/** Declares a contract, keeping its literal path and schemas in its type. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** No keys: what a part of the input is when the contract has none (the identity of `&`). */
type NoKeys = Record<never, never>;

/** A parameter's name: "number" of ":number.pdf", whose ".pdf" is a fixed ending (the router reads it so too). */
type ParamName<N extends string> = N extends `${infer Name}.${string}` ? Name : N;

/** `{ awardId: string }` for "/api/teacher/points/:awardId". */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in ParamName<Name>]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in ParamName<Name>]: string }
    : NoKeys;

type Schema<S> = S extends ZodType ? S : never;
type HasKeys<T> = keyof T extends never ? false : true;

/** What the caller gives: path parameters, query and body, each only when the contract has one. */
export type Input<C extends Contract> = (HasKeys<PathParams<C["path"]>> extends true ? { params: PathParams<C["path"]> } : NoKeys) &
  (C["query"] extends ZodType ? { query: z.input<Schema<C["query"]>> } : NoKeys) &
  (C["body"] extends ZodType ? { body: z.input<Schema<C["body"]>> } : C["body"] extends typeof MULTIPART ? { body: FormData } : NoKeys);

/** The answer body as the server sends it. */
export type Output<C extends Contract> = C["output"] extends ZodType ? z.output<Schema<C["output"]>> : never;

/** What a caller receives: spec section 7's rule, a `{success, data}` answer is unwrapped to its data. */
export type Result<C extends Contract> = Output<C> extends { success: true; data: infer D } ? D : Output<C>;

/** Whether the contract takes no input at all (then `call(contract)` needs no second argument). */
export type NoInput<C extends Contract> = keyof Input<C> extends never ? true : false;

/** `{ success: true, data }`: the answer of most portal reads and writes. */
export function ok<S extends ZodType>(data: S) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message }`: a change whose answer is a sentence. */
export const done = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true }` with nothing more. */
export const succeeded = z.object({ success: z.literal(true) });

/** The path with its parameters filled in, each encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** `path?a=1&b=2` with the parameters that have a value (an empty string, null, undefined and false have none). */
export function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** What names an address: an input without its body. */
export type AddressInput<C extends Contract> = Omit<Input<C>, "body">;

/** The address a contract is called at, for this input (its body, if given, is not part of it): what a link to a file or a feed points at. */
export function href<C extends Contract>(
  contract: C,
  ...[input]: keyof AddressInput<C> extends never ? [input?: AddressInput<C> | Input<C>] : [input: AddressInput<C> | Input<C>]
): string {
  const given = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  return withQuery(pathOf(contract.path, given.params), given.query);
}
