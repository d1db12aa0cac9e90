/**
 * Least privilege read from the contracts (issue 31): every endpoint whose contract names a role
 * group (common/api/) refuses a signed-out visitor (401) and every role outside the group (403),
 * with a valid anti-forgery token so the refusal is the role check, before it reads any input.
 * Walks CONTRACTS, so an endpoint added later is covered without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS } from "#common/api/index";
import { PUBLIC, pathOf } from "#common/api/contract";
import { ROLES, type Role } from "#common/roles";
import { createSignedInUser } from "../support/fixtures";
import { TestClient } from "../support/http-client";
import { resetDatabase, startTestApp, type TestApp } from "../support/test-app";

const NOBODY = "00000000-0000-4000-8000-000000000000";
const guarded = CONTRACTS.filter(({ contract }) => contract.roles !== PUBLIC);

/** A concrete address for the contract: ids that name nothing (nothing is read before the role check). */
function address(path: string) {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return pathOf(path, Object.fromEntries(names.map((name) => [name, NOBODY])));
}

describe("every contract's role group", () => {
  let t: TestApp;
  const clients = {} as Record<Role | "anonymous", TestClient>;

  beforeAll(async () => {
    // Every role walks every endpoint from one address: well past the per-minute API limit.
    t = await startTestApp("pglite", { config: { apiRateLimitPerMinute: 1_000_000, formRateLimitPerHour: 1_000_000 } });
    await resetDatabase(t.db);
    clients.anonymous = new TestClient(t.url);
    for (const role of ROLES) {
      const { sessionId } = await createSignedInUser(t.db, role);
      clients[role] = new TestClient(t.url);
      clients[role].setCookie("sid", sessionId);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (client: TestClient, method: string, path: string) =>
    method === "GET" ? client.get(path) : client.mutate(method as "POST" | "PUT" | "PATCH" | "DELETE", path, {});

  it("walks every guarded endpoint", () => {
    expect(guarded.length).toBeGreaterThan(0);
  });

  it("answers 401 to a signed-out visitor", async () => {
    for (const { area, name, contract } of guarded) {
      const res = await call(clients.anonymous, contract.method, address(contract.path));
      expect(res.status, `${area}.${name}: ${contract.method} ${contract.path}`).toBe(401);
      expect(res.json<{ message: string }>().message).toBe("Please sign in to continue.");
    }
  });

  it.each(ROLES)("answers 403 to %s outside each group", async (role) => {
    for (const { area, name, contract } of guarded) {
      if ((contract.roles as readonly Role[]).includes(role)) continue;
      const res = await call(clients[role], contract.method, address(contract.path));
      expect(res.status, `${area}.${name}: ${contract.method} ${contract.path}`).toBe(403);
      expect(res.json<{ message: string }>().message).toBe("You do not have permission to do this.");
    }
  });
});
