/**
 * The API client of docs/product.md section 7: cookies on every call, the anti-forgery token from the
 * X-CSRF-Token header of GET /api/settings (cached, attached to mutating calls, cleared after a
 * successful one, refreshed and retried once on a 403 that mentions it), and errors whose message
 * is "STATUS: text" (ApiError).
 */
import type { QueryFunction } from "@tanstack/react-query";
import { serverRender } from "./server-render";
import { href, type Contract, type Input, type NoInput, type Output, type Result } from "#common/api/contract";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

let csrfToken: string | null = null;

export async function getCsrfToken(): Promise<string | null> {
  if (csrfToken) return csrfToken;
  try {
    const res = await fetch("/api/settings", { credentials: "include" });
    csrfToken = res.ok ? res.headers.get("X-CSRF-Token") : null;
  } catch {
    csrfToken = null;
  }
  // The call still goes out; the server's 403 then says what is wrong (docs/product.md section 8).
  if (!csrfToken) console.warn("Failed to get CSRF token");
  return csrfToken;
}

export function clearCsrfToken() {
  csrfToken = null;
}

/** One field the server refused, as the error shape {message, errors: [{field, message}]} names it. */
export interface FieldError {
  field: string;
  message: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(value: unknown): string | undefined {
  return value && typeof value === "object" && "message" in value && typeof value.message === "string" ? value.message : undefined;
}

/**
 * A non-OK answer: the one error every reader uses (status, the server's message, its field errors),
 * so nothing parses the message text. Its message is docs/product.md section 8's "STATUS: text", where text is
 * the body or, when the body is empty, the status text; `body` keeps what the server actually said,
 * so a screen can tell a server's sentence from the status text HTTP put in its place (an empty 401
 * has no message for the family; the screen's own fallback text is shown instead).
 */
export class ApiError extends Error {
  override name = "ApiError";
  /** The body read as JSON; undefined when it is not JSON (plain text, an HTML page, nothing). */
  readonly json: unknown;
  constructor(
    readonly status: number,
    readonly body: string,
    readonly statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.json = parseJson(body.trim());
  }

  /**
   * The message the server gave: the `message` of a JSON body, or the body itself when it is plain
   * text. Undefined when the answer carries no usable sentence: an empty body, a JSON body without a
   * message, an HTML error page from a proxy.
   */
  get serverMessage(): string | undefined {
    const text = this.body.trim();
    if (!text) return undefined;
    if (this.json === undefined) return text.startsWith("<") ? undefined : text;
    const message = messageOf(this.json);
    return message?.trim() ? message : undefined;
  }

  /** The JSON body's `errors` list as sent (entries not checked); empty when there is none. */
  get errorList(): unknown[] {
    const json = this.json;
    return json && typeof json === "object" && "errors" in json && Array.isArray(json.errors) ? json.errors : [];
  }

  /** The fields a 400 (invalid input) or 409 (a conflict, such as a username taken) names; well-formed entries only. */
  get fieldErrors(): FieldError[] {
    if (this.status !== 400 && this.status !== 409) return [];
    return this.errorList.filter(
      (e): e is FieldError =>
        !!e && typeof e === "object" && typeof (e as Partial<FieldError>).field === "string" && typeof (e as Partial<FieldError>).message === "string",
    );
  }
}

/**
 * The message the server gave with a failed call: the `message` of a JSON body, or the body itself
 * when it is plain text. Undefined when the call never reached the server or the answer carries no
 * usable sentence: an empty body (the status text HTTP puts in the error's message in its place,
 * "Unauthorized", is no message for a family), a JSON body without a message, an HTML error page.
 * Screens show their own fallback text then (docs/product.md section 8: "the server's message or else ...").
 */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The HTTP status of a failed call, when it reached the server. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** Raises an ApiError ("STATUS: text") for any non-OK response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

async function send(method: string, url: string, data: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  if (data !== undefined && !isForm) headers["Content-Type"] = "application/json";
  if (MUTATING_METHODS.has(method)) {
    const token = await getCsrfToken();
    if (token) headers["X-CSRF-Token"] = token;
    // What a person sends is written in the language of the page they read (RFC 9110 section 8.5):
    // an application sent from /es/apply makes a family whose account speaks Spanish.
    if (typeof document !== "undefined" && document.documentElement.lang) headers["Content-Language"] = document.documentElement.lang;
  }
  return fetch(url, {
    method,
    headers,
    body: data === undefined ? undefined : isForm ? (data as FormData) : JSON.stringify(data),
    credentials: "include",
  });
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const upper = method.toUpperCase();
  let res = await send(upper, url, data);

  if (res.status === 403 && MUTATING_METHODS.has(upper)) {
    const text = await res.clone().text();
    if (text.includes("CSRF token")) {
      clearCsrfToken();
      res = await send(upper, url, data);
    }
  }

  await throwIfResNotOk(res);
  if (MUTATING_METHODS.has(upper)) clearCsrfToken();
  return res;
}

/** Reads that started while the session was ending, each waiting to learn whether it may be sent. */
let heldReads: ((send: boolean) => void)[] | null = null;

/**
 * From now until the returned release, reads wait instead of reaching the server: a sign-out
 * (app/lib/auth.ts) holds them while the session ends, because a read arriving after that would be
 * answered 401 (an error in the console, a card flashing its error text). Released with
 * `sessionEnded` true they are never sent; false (the sign-out failed) sends them.
 */
export function holdReads(): (sessionEnded: boolean) => void {
  const waiting: ((send: boolean) => void)[] = [];
  heldReads = waiting;
  return (sessionEnded) => {
    if (heldReads === waiting) heldReads = null;
    for (const resume of waiting.splice(0)) resume(!sessionEnded);
  };
}

/** Cancels the reads in flight when a session ends (`abortReads`). */
let readsInFlight = new AbortController();

/**
 * Cancels every read still in flight: a sign-out that waited its limit for them (app/lib/auth.ts)
 * ends the session next, and an answer the server gives after that is a 401 (an error in the
 * console). A cancelled read answers as a held read dropped at sign-out does.
 */
export function abortReads(): void {
  readsInFlight.abort();
  readsInFlight = new AbortController();
}

/**
 * A read of the signed-in user's data; undefined when it was held and dropped, or cancelled, because
 * the session ended.
 */
async function read(url: string): Promise<Response | undefined> {
  // A signed-in page rendered on the server reads in the same process, as the person whose page it is.
  const render = typeof window === "undefined" ? serverRender() : undefined;
  if (render) return render.read(url);
  if (heldReads) {
    const waiting = heldReads;
    if (!(await new Promise<boolean>((resolve) => waiting.push(resolve)))) return undefined;
  }
  const { signal } = readsInFlight;
  try {
    return await fetch(url, { credentials: "include", signal });
  } catch (error) {
    if (signal.aborted) return undefined;
    throw error;
  }
}

/** What a read dropped at sign-out answers: the 401 the server would have sent, without asking it. */
const signedOut = () => new ApiError(401, "", "Unauthorized");

export type UnauthorizedBehavior = "returnNull" | "throw";

/** Replies shaped {success, data} are unwrapped to their data. */
function unwrap(json: unknown): unknown {
  if (json !== null && typeof json === "object" && "success" in json && "data" in json) {
    return (json as { data: unknown }).data;
  }
  return json;
}

export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await read(queryKey.join("/"));
    if (!res) {
      if (options.on401 === "returnNull") return null as T;
      throw signedOut();
    }
    if (options.on401 === "returnNull" && res.status === 401) {
      // Read the answer to the end: an unread body keeps the request open in Chromium.
      await res.text().catch(() => "");
      return null as T;
    }
    await throwIfResNotOk(res);
    return unwrap(await res.json()) as T;
  };
}

/** The read behind `call` for a GET: through the held-read rules above, unwrapped by section 7's rule. */
export async function getData<T>(url: string): Promise<T> {
  const res = await read(url);
  if (!res) throw signedOut();
  await throwIfResNotOk(res);
  return unwrap(await res.json()) as T;
}

/**
 * THE call of an endpoint (issue 31): the address from its contract (common/api/), a read through the
 * held-read rules above, a change with the anti-forgery token, and the answer unwrapped by section 7's
 * rule, typed by the contract. An empty answer (204) is undefined.
 */
export async function call<C extends Contract>(contract: C, ...[input]: NoInput<C> extends true ? [input?: Input<C>] : [input: Input<C>]): Promise<Result<C>> {
  const address = href(contract, ...([input] as [Input<C>]));
  if (contract.method === "GET") return getData<Result<C>>(address);
  const res = await apiRequest(contract.method, address, (input as { body?: unknown } | undefined)?.body);
  const text = await res.text();
  return (text ? unwrap(JSON.parse(text)) : undefined) as Result<C>;
}

/**
 * `call` for a change whose whole answer the screen reads, `{success, message, data}` not unwrapped:
 * the toast says its `message` and the screen uses its `data`.
 */
export async function callAnswer<C extends Contract>(
  contract: C,
  ...[input]: NoInput<C> extends true ? [input?: Input<C>] : [input: Input<C>]
): Promise<Output<C>> {
  const res = await apiRequest(contract.method, href(contract, ...([input] as [Input<C>])), (input as { body?: unknown } | undefined)?.body);
  return (await res.json()) as Output<C>;
}
