/**
 * The API client contract of docs/product.md sections 7 and 8 (general request rules, transport errors).
 * fetch is replaced by a small fake server; every test imports a fresh copy of the module because
 * the anti-forgery token lives in module state.
 */
import type { QueryFunction, QueryFunctionContext } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";

type Api = typeof import("../../app/lib/api");
type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

let api: Api;
let fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
let tokensIssued = 0;

/** Answers GET /api/settings with a new token each time (tok-1, tok-2, ...) and delegates the rest. */
function serve(handler: Handler = () => json({ ok: true })) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/settings") {
      tokensIssued += 1;
      return new Response("{}", { headers: { "X-CSRF-Token": `tok-${tokensIssued}` } });
    }
    return handler(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
}

/** Matches the ApiError the client raises, by its whole message ("STATUS: text"). */
function apiError(message: string) {
  return expect.objectContaining({ name: "ApiError", message });
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/** The calls made to anything but /api/settings, with the init they were given. */
function requestsTo(url: string) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === url).map(([, init]) => init ?? {});
}

function settingsCalls() {
  return requestsTo("/api/settings").length;
}

function headersOf(init: RequestInit): Record<string, string> {
  return (init.headers ?? {}) as Record<string, string>;
}

function runQuery<T>(queryFn: QueryFunction<T>, queryKey: readonly unknown[]) {
  return queryFn({ queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext);
}

beforeEach(async () => {
  tokensIssued = 0;
  vi.resetModules();
  api = await import("../../app/lib/api");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("credentials", () => {
  it("sends cookies on every call, including the token fetch and default reads", async () => {
    serve();
    await api.apiRequest("GET", "/api/user");
    await api.apiRequest("POST", "/api/logout");
    await runQuery(api.getQueryFn({ on401: "throw" }), ["/api/user"]);

    expect(fetchMock).toHaveBeenCalledTimes(4);
    for (const [, init] of fetchMock.mock.calls) expect(init?.credentials).toBe("include");
  });
});

describe("anti-forgery token", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("reads the token from GET /api/settings and attaches it on %s", async (method) => {
    serve();
    await api.apiRequest(method, "/api/thing", { a: 1 });

    expect(settingsCalls()).toBe(1);
    const [init] = requestsTo("/api/thing");
    expect(init?.method).toBe(method);
    expect(headersOf(init!)["X-CSRF-Token"]).toBe("tok-1");
  });

  it("treats a lower-case method as the same mutating method", async () => {
    serve();
    await api.apiRequest("post", "/api/thing");

    const [init] = requestsTo("/api/thing");
    expect(init?.method).toBe("POST");
    expect(headersOf(init!)["X-CSRF-Token"]).toBe("tok-1");
  });

  it("neither fetches nor sends a token for GET", async () => {
    serve();
    await api.apiRequest("GET", "/api/user");

    expect(settingsCalls()).toBe(0);
    const [init] = requestsTo("/api/user");
    expect(headersOf(init!)).not.toHaveProperty("X-CSRF-Token");
  });

  it("clears the token after a successful mutating call, so the next one fetches a fresh token", async () => {
    serve();
    await api.apiRequest("POST", "/api/thing");
    await api.apiRequest("POST", "/api/thing");

    expect(settingsCalls()).toBe(2);
    expect(requestsTo("/api/thing").map((init) => headersOf(init)["X-CSRF-Token"])).toEqual(["tok-1", "tok-2"]);
  });

  it("keeps the cached token after a failed mutating call and reuses it", async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? new Response("boom", { status: 500 }) : json({ ok: true })));

    await expect(api.apiRequest("POST", "/api/thing")).rejects.toThrow("500: boom");
    await api.apiRequest("POST", "/api/thing");

    expect(settingsCalls()).toBe(1);
    expect(requestsTo("/api/thing").map((init) => headersOf(init)["X-CSRF-Token"])).toEqual(["tok-1", "tok-1"]);
  });

  it("getCsrfToken caches until clearCsrfToken is called", async () => {
    serve();
    expect(await api.getCsrfToken()).toBe("tok-1");
    expect(await api.getCsrfToken()).toBe("tok-1");
    api.clearCsrfToken();
    expect(await api.getCsrfToken()).toBe("tok-2");
    expect(settingsCalls()).toBe(2);
  });

  it("only warns when the token cannot be fetched, and still sends the request without it", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The shared setup may already spy on console.error; spyOn then returns that same spy.
    const wasSpied = vi.isMockFunction(console.error);
    const error = vi.spyOn(console, "error");
    fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      if (String(input) === "/api/settings") throw new TypeError("Failed to fetch");
      return json({ ok: true });
    });
    vi.stubGlobal("fetch", fetchMock);

    const res = await api.apiRequest("POST", "/api/thing", { a: 1 });

    expect(res.status).toBe(200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith("Failed to get CSRF token");
    expect(error).not.toHaveBeenCalled();
    const [init] = requestsTo("/api/thing");
    expect(headersOf(init!)).not.toHaveProperty("X-CSRF-Token");

    warn.mockRestore();
    if (!wasSpied) error.mockRestore();
  });

  it.each([
    ["an error answer", () => new Response("down", { status: 503 })],
    ["an answer without the header", () => new Response("{}", { status: 200 })],
  ])("also warns on %s, and asks again next time", async (_label, answer) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fetchMock = vi.fn(async (input: RequestInfo | URL) => (String(input) === "/api/settings" ? answer() : json({ ok: true })));
    vi.stubGlobal("fetch", fetchMock);

    expect(await api.getCsrfToken()).toBeNull();
    expect(await api.getCsrfToken()).toBeNull();
    expect(warn).toHaveBeenCalledWith("Failed to get CSRF token");
    expect(settingsCalls()).toBe(2);
    warn.mockRestore();
  });
});

describe("request bodies", () => {
  it("sends data as JSON with a JSON content type", async () => {
    serve();
    const payload = { username: "ada", password: "Secret123", nested: { n: [1, 2] } };
    await api.apiRequest("POST", "/api/login", payload);

    const [init] = requestsTo("/api/login");
    expect(headersOf(init!)["Content-Type"]).toBe("application/json");
    expect(JSON.parse(String(init!.body))).toEqual(payload);
  });

  it("says a write is in the page's language (Content-Language from <html lang>), and a read says nothing of it", async () => {
    serve();
    vi.stubGlobal("document", { documentElement: { lang: "es" } });
    await api.apiRequest("POST", "/api/application-submission", { child_first_name: "Ana" });
    await api.apiRequest("GET", "/api/user");
    expect(headersOf(requestsTo("/api/application-submission")[0]!)["Content-Language"]).toBe("es");
    expect(headersOf(requestsTo("/api/user")[0]!)).not.toHaveProperty("Content-Language");
    vi.unstubAllGlobals();
  });

  it("sends no body and no content type when there is no data", async () => {
    serve();
    await api.apiRequest("POST", "/api/logout");

    const [init] = requestsTo("/api/logout");
    expect(init!.body).toBeUndefined();
    expect(headersOf(init!)).not.toHaveProperty("Content-Type");
  });

  it("passes FormData through untouched so the browser can set the multipart boundary", async () => {
    serve();
    const form = new FormData();
    form.append("name", "Ada");
    await api.apiRequest("POST", "/api/contact", form);

    const [init] = requestsTo("/api/contact");
    expect(init!.body).toBe(form);
    expect(headersOf(init!)).not.toHaveProperty("Content-Type");
    expect(headersOf(init!)["X-CSRF-Token"]).toBe("tok-1");
  });
});

describe("403 with an anti-forgery error", () => {
  it("clears the token, fetches a new one and retries exactly once", async () => {
    let calls = 0;
    serve(() => (++calls === 1 ? new Response("invalid CSRF token", { status: 403 }) : json({ done: true })));

    const res = await api.apiRequest("POST", "/api/thing", { a: 1 });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(settingsCalls()).toBe(2);
    const attempts = requestsTo("/api/thing");
    expect(attempts.map((init) => headersOf(init)["X-CSRF-Token"])).toEqual(["tok-1", "tok-2"]);
    expect(attempts.map((init) => init.body)).toEqual([JSON.stringify({ a: 1 }), JSON.stringify({ a: 1 })]);
  });

  it("turns a second 403 into an error instead of retrying again", async () => {
    serve(() => new Response("Missing CSRF token", { status: 403 }));

    await expect(api.apiRequest("DELETE", "/api/thing")).rejects.toThrow(apiError("403: Missing CSRF token"));
    expect(requestsTo("/api/thing")).toHaveLength(2);
    expect(settingsCalls()).toBe(2);
  });

  it("does not retry a 403 that does not mention the token", async () => {
    serve(() => new Response("Forbidden: admins only", { status: 403 }));

    await expect(api.apiRequest("POST", "/api/thing")).rejects.toThrow(apiError("403: Forbidden: admins only"));
    expect(requestsTo("/api/thing")).toHaveLength(1);
    expect(settingsCalls()).toBe(1);
  });
});

describe("transport errors", () => {
  it("raises 'STATUS: text' for a non-OK response", async () => {
    serve(() => new Response('{"message":"Invalid username or password"}', { status: 401 }));

    await expect(api.apiRequest("POST", "/api/login", {})).rejects.toThrow(apiError('401: {"message":"Invalid username or password"}'));
  });

  it("uses the status text when the body is empty", async () => {
    serve(() => new Response(null, { status: 503, statusText: "Service Unavailable" }));

    await expect(api.apiRequest("GET", "/api/user")).rejects.toThrow(apiError("503: Service Unavailable"));
  });

  it("keeps the status and what the server said (nothing, here) apart from the message", async () => {
    serve(() => new Response(null, { status: 401, statusText: "Unauthorized" }));

    const error = await api.apiRequest("POST", "/api/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ message: "401: Unauthorized", status: 401, body: "", statusText: "Unauthorized" });
  });

  it("throwIfResNotOk lets an OK response through", async () => {
    await expect(api.throwIfResNotOk(new Response("fine", { status: 201 }))).resolves.toBeUndefined();
    await expect(api.throwIfResNotOk(new Response("nope", { status: 404 }))).rejects.toThrow(apiError("404: nope"));
  });
});

describe("getQueryFn", () => {
  it("requests the path made by joining the query key with '/'", async () => {
    serve(() => json({ enabled: true }));
    await runQuery(api.getQueryFn({ on401: "throw" }), ["/api", "auth", "mfa", "status"]);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/auth/mfa/status");
  });

  it("unwraps a {success, data} reply to its data", async () => {
    serve(() => json({ success: true, data: { enabled: true, backupCodesRemaining: 8 } }));

    await expect(runQuery(api.getQueryFn({ on401: "throw" }), ["/api/auth/mfa/status"])).resolves.toEqual({
      enabled: true,
      backupCodesRemaining: 8,
    });
  });

  it("unwraps even when data is null or success is false", async () => {
    serve(() => json({ success: false, data: null }));

    await expect(runQuery(api.getQueryFn({ on401: "throw" }), ["/api/x"])).resolves.toBeNull();
  });

  it.each([
    ["an object without data", { success: true, message: "ok" }],
    ["an object without success", { data: [1, 2], total: 2 }],
    ["a plain user", { id: 1, username: "ada", role: "parent" }],
    ["an array", [{ success: true, data: 1 }]],
    ["a string", "hello"],
  ])("leaves %s alone", async (_label, body) => {
    serve(() => json(body));

    await expect(runQuery(api.getQueryFn({ on401: "throw" }), ["/api/x"])).resolves.toEqual(body);
  });

  it("gives null for a 401 in returnNull mode", async () => {
    serve(() => new Response("Unauthorized", { status: 401 }));

    await expect(runQuery(api.getQueryFn({ on401: "returnNull" }), ["/api/user"])).resolves.toBeNull();
  });

  it("throws '401: ...' in throw mode", async () => {
    serve(() => new Response("Not authenticated", { status: 401 }));

    await expect(runQuery(api.getQueryFn({ on401: "throw" }), ["/api/user"])).rejects.toThrow(apiError("401: Not authenticated"));
  });

  it("still throws other errors in returnNull mode", async () => {
    serve(() => new Response("", { status: 500, statusText: "Internal Server Error" }));

    await expect(runQuery(api.getQueryFn({ on401: "returnNull" }), ["/api/user"])).rejects.toThrow(apiError("500: Internal Server Error"));
  });

  it("does not fetch an anti-forgery token", async () => {
    serve(() => json({}));
    await runQuery(api.getQueryFn({ on401: "throw" }), ["/api/user"]);

    expect(settingsCalls()).toBe(0);
  });
});

describe("reads held while the session ends (sign-out)", () => {
  it("sends a read that started before the hold, and holds one that starts after it", async () => {
    serve(() => json({ success: true, data: { n: 1 } }));
    const before = api.getData<{ n: number }>("/api/family/children");
    const release = api.holdReads();
    const after = api.getData<{ n: number }>("/api/family/attendance");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo("/api/family/children")).toHaveLength(1);
    expect(requestsTo("/api/family/attendance")).toHaveLength(0);
    expect(await before).toEqual({ n: 1 });
    release(true);
    await expect(after).rejects.toEqual(apiError("401: Unauthorized"));
    // Dropped, never sent: the server would have answered 401 and the browser logged an error.
    expect(requestsTo("/api/family/attendance")).toHaveLength(0);
  });

  it("answers a held read of the user with null once the session has ended, as a 401 would", async () => {
    serve(() => json({ id: "u1" }));
    const release = api.holdReads();
    const user = runQuery(api.getQueryFn({ on401: "returnNull" }), ["/api/user"]);
    release(true);
    expect(await user).toBeNull();
    expect(requestsTo("/api/user")).toHaveLength(0);
  });

  it("cancels the reads still in flight, which answer as dropped ones, and sends the next reads", async () => {
    serve((url, init) =>
      url === "/api/family/attendance"
        ? new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))))
        : json({ success: true, data: [1] }),
    );
    const slow = api.getData("/api/family/attendance");
    const user = runQuery(api.getQueryFn({ on401: "returnNull" }), ["/api/family/attendance"]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    api.abortReads();
    await expect(slow).rejects.toEqual(apiError("401: Unauthorized"));
    expect(await user).toBeNull();
    expect(await api.getData("/api/family/children")).toEqual([1]);
  });

  it("still reports a read that failed for another reason", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(api.getData("/api/family/children")).rejects.toThrow("Failed to fetch");
  });

  it("sends the held reads when the sign-out failed, and reads go straight out again", async () => {
    serve(() => json({ success: true, data: [1, 2] }));
    const release = api.holdReads();
    const held = runQuery(api.getQueryFn({ on401: "throw" }), ["/api/student/assignments"]);
    release(false);
    expect(await held).toEqual([1, 2]);
    expect(await api.getData("/api/student/assignments")).toEqual([1, 2]);
    expect(requestsTo("/api/student/assignments")).toHaveLength(2);
  });
});
