/** The data-cache defaults of docs/product.md section 7: never stale, no retry, no refetch on focus, no polling. */
import type { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/lib/query-client";

let client: QueryClient | undefined;

function newClient() {
  client = createQueryClient();
  return client;
}

afterEach(() => {
  client?.clear();
  client = undefined;
  vi.unstubAllGlobals();
});

describe("createQueryClient defaults", () => {
  it("sets the query defaults of the spec", () => {
    const { queries } = newClient().getDefaultOptions();

    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(typeof queries?.queryFn).toBe("function");
  });

  it("does not retry mutations", () => {
    expect(newClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("returns a new client on each call", () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe("createQueryClient behaviour", () => {
  it("reads by joining the key, and serves later reads from the cache because nothing goes stale", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => Response.json({ success: true, data: { enabled: true } }));
    vi.stubGlobal("fetch", fetchMock);
    const qc = newClient();

    await expect(qc.fetchQuery({ queryKey: ["/api/auth/mfa/status"] })).resolves.toEqual({ enabled: true });
    await expect(qc.fetchQuery({ queryKey: ["/api/auth/mfa/status"] })).resolves.toEqual({ enabled: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/auth/mfa/status");
  });

  it("treats a 401 as an error by default and does not retry it", async () => {
    const fetchMock = vi.fn(async () => new Response("Unauthorized", { status: 401 }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(newClient().fetchQuery({ queryKey: ["/api/user"] })).rejects.toMatchObject({ name: "ApiError", status: 401, message: "401: Unauthorized" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
