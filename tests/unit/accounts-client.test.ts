/**
 * Pure client logic of the accounts screens: the inactivity timer (fake timers, a shared store as
 * another tab would write it), reading the server's message out of a failed call, the portal copy
 * of /auth, the live password rules and the session timeout card's rules.
 */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_TOASTS } from "../../app/features/auth/messages";
import { passwordRuleStates } from "../../app/components/forms/password-rules";
import { portalCopy } from "../../app/features/auth/portal-copy";
import { canSeeSessionTimeout, sessionTimeoutMinutes } from "../../app/features/mfa/mfa-api";
import { ApiError, apiRequest, errorStatus, serverMessage } from "../../app/lib/api";
import { readsSettled } from "../../app/lib/auth";
import { fieldErrorsOf as serverFieldErrors } from "../../app/lib/form-errors";
import { ACTIVITY_STORAGE_KEY, createIdleTimer, localActivityStore, type ActivityStore } from "../../app/lib/idle-timer";
import { school } from "#common/school";

const MINUTE = 60_000;

function sharedStore(): ActivityStore & { value: number | null } {
  const store = {
    value: null as number | null,
    read: () => store.value,
    write: (at: number) => {
      store.value = at;
    },
  };
  return store;
}

describe("inactivity timer", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-02T09:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("signs out exactly when the timeout has passed without activity", () => {
    const onIdle = vi.fn();
    createIdleTimer({ timeoutMs: 120 * MINUTE, onIdle, store: sharedStore() });
    vi.advanceTimersByTime(120 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("starts the count again at every activity", () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 10 * MINUTE, onIdle, store: sharedStore() });
    vi.advanceTimersByTime(9 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(9 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("counts activity another tab wrote to the shared store", () => {
    const store = sharedStore();
    const onIdle = vi.fn();
    createIdleTimer({ timeoutMs: 10 * MINUTE, onIdle, store });
    vi.advanceTimersByTime(8 * MINUTE);
    store.value = Date.now(); // the user is busy in another tab
    vi.advanceTimersByTime(9 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("shares its own activity, at most every few seconds", () => {
    const store = sharedStore();
    const timer = createIdleTimer({ timeoutMs: 10 * MINUTE, onIdle: () => {}, store, shareEveryMs: 5000 });
    const started = Date.now();
    expect(store.value).toBe(started);
    vi.advanceTimersByTime(1000);
    timer.activity();
    expect(store.value).toBe(started);
    vi.advanceTimersByTime(5000);
    timer.activity();
    expect(store.value).toBe(started + 6000);
  });

  it("ignores a shared time from the future", () => {
    const store = sharedStore();
    const onIdle = vi.fn();
    createIdleTimer({ timeoutMs: 10 * MINUTE, onIdle, store });
    store.value = Date.now() + 60 * MINUTE;
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("check() after a sleep signs out at once when the time is up, and stop() cancels everything", () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ timeoutMs: 10 * MINUTE, onIdle, store: sharedStore() });
    // The computer slept: the clock moved on but no timer fired.
    vi.setSystemTime(Date.now() + 11 * MINUTE);
    timer.check();
    expect(onIdle).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    const stopped = createIdleTimer({ timeoutMs: MINUTE, onIdle: other, store: sharedStore() });
    stopped.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    stopped.check();
    expect(other).not.toHaveBeenCalled();
  });

  it("localActivityStore reads and writes localStorage, and survives a refusing storage", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as unknown as Storage;
    const store = localActivityStore(storage);
    expect(store.read()).toBeNull();
    store.write(1234);
    expect(data.get(ACTIVITY_STORAGE_KEY)).toBe("1234");
    expect(store.read()).toBe(1234);
    data.set(ACTIVITY_STORAGE_KEY, "garbage");
    expect(store.read()).toBeNull();

    const refusing = localActivityStore({
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage);
    expect(() => refusing.write(1)).not.toThrow();
    expect(refusing.read()).toBeNull();
  });
});

describe("server messages of failed calls", () => {
  it("reads the message of a JSON body, the plain text otherwise, nothing from HTML or a network failure", () => {
    expect(serverMessage(new ApiError(401, '{"message":"Invalid username or password"}', "Unauthorized"))).toBe("Invalid username or password");
    expect(serverMessage(new ApiError(429, "Too many requests, slow down", "Too Many Requests"))).toBe("Too many requests, slow down");
    expect(serverMessage(new ApiError(500, '{"error":"x"}', "Internal Server Error"))).toBeUndefined();
    expect(serverMessage(new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway"))).toBeUndefined();
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeUndefined();
    expect(serverMessage("nope")).toBeUndefined();
  });

  it("never takes the status text for the server's message, so a screen shows its own fallback", () => {
    const empty = new ApiError(401, "", "Unauthorized");
    // The message still follows docs/product.md section 8's transport rule...
    expect(empty.message).toBe("401: Unauthorized");
    // ...but "Unauthorized" is HTTP's word, not the server's.
    expect(serverMessage(empty)).toBeUndefined();
    expect(serverMessage(new ApiError(500, "  \n", "Internal Server Error"))).toBeUndefined();
    // An error that only looks like an answer (not raised by the API client) carries no server message.
    expect(serverMessage(new Error("401: Unauthorized"))).toBeUndefined();
  });

  it.each([
    ["sign-in", "/api/login", 401, "Unauthorized", AUTH_TOASTS.loginFailedFallback, "Invalid username or password"],
    ["registration", "/api/register", 500, "Internal Server Error", AUTH_TOASTS.registrationFailedFallback, "Unable to create account. Please try again."],
  ])("a %s at %s answered %i with an empty body reads the spec's fallback", async (_label, url, status, statusText, fallback, expected) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === "/api/settings" ? new Response("{}", { headers: { "X-CSRF-Token": "tok" } }) : new Response(null, { status, statusText }),
      ),
    );
    try {
      const error = await apiRequest("POST", url, {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toBe(`${status}: ${statusText}`);
      expect(serverMessage(error) ?? fallback).toBe(expected);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("gives the status, and the field errors of 400 and 409 answers", () => {
    expect(errorStatus(new ApiError(409, "{}", "Conflict"))).toBe(409);
    expect(errorStatus(new TypeError("Failed to fetch"))).toBeUndefined();
    const taken = new ApiError(
      409,
      '{"message":"That username is taken. Please choose another.","errors":[{"field":"username","message":"That username is taken. Please choose another."},{"bad":1}]}',
      "Conflict",
    );
    expect(serverFieldErrors(taken)).toEqual([{ field: "username", message: "That username is taken. Please choose another." }]);
    expect(serverFieldErrors(new ApiError(401, '{"errors":[{"field":"a","message":"b"}]}', "Unauthorized"))).toEqual([]);
    expect(serverFieldErrors(new ApiError(400, "not json", "Bad Request"))).toEqual([]);
  });
});

describe("portal copy of /auth", () => {
  it("titles each portal per docs/product.md section 2, and the school name with Access your account without one", () => {
    expect(portalCopy("student").title).toBe("Student Portal");
    expect(portalCopy("parent").title).toBe("Parent Portal");
    expect(portalCopy("teacher").title).toBe("Teacher Portal");
    expect(portalCopy("admin").title).toBe("Administrator Portal");
    for (const value of [null, undefined, "", "unknown", "constructor"]) {
      const copy = portalCopy(value);
      expect(copy.portal).toBe("general");
      expect(copy.title).toBe(school.name);
      expect(copy.description).toBe("Access your account");
    }
  });

  it("registers students on the student portal, guardians elsewhere, and nobody on teacher and admin portals", () => {
    expect(portalCopy("student").registration).toEqual({ role: "student", submitLabel: "Create Student Account" });
    expect(portalCopy("parent").registration).toEqual({ role: "guardian", submitLabel: "Create Parent Account" });
    expect(portalCopy(null).registration).toEqual({ role: "guardian", submitLabel: "Create Parent Account" });
    expect(portalCopy("teacher").registration).toBeUndefined();
    expect(portalCopy("admin").registration).toBeUndefined();
    expect(portalCopy("teacher").accountRequired?.title).toBe("Teacher Account Required");
    expect(portalCopy("admin").accountRequired?.title).toBe("Administrator Account Required");
  });

  it("carries the portal copy of docs/product.md section 1", () => {
    const text = (value: string | null) =>
      portalCopy(value)
        .features.map((f) => `${f.title} ${f.text}`)
        .join(" ");
    expect(text("student")).toMatch(/Games[\s\S]*Rewards[\s\S]*Badges/);
    for (const word of ["Progress Tracking", "Curriculum Access", "Teacher Messaging", "Conference Scheduling", "Family Dashboard"]) {
      expect(text("parent")).toContain(word);
    }
    expect(text(null)).toContain("12:1");
  });
});

describe("live password rules", () => {
  it("mark each rule of the one policy as met or not", () => {
    const met = (password: string) => passwordRuleStates(password).map((r) => r.met);
    expect(met("")).toEqual([false, false, false, false]);
    expect(met("abcDEF")).toEqual([false, true, true, false]);
    expect(met("Abcdefg1")).toEqual([true, true, true, true]);
  });
});

describe("session timeout card", () => {
  it("is only for admin and super_admin", () => {
    expect(canSeeSessionTimeout("admin")).toBe(true);
    expect(canSeeSessionTimeout("super_admin")).toBe(true);
    for (const role of ["teacher", "guardian", "parent", "student", undefined] as const) expect(canSeeSessionTimeout(role)).toBe(false);
  });

  it("shows 120 minutes when the setting is missing", () => {
    expect(sessionTimeoutMinutes({ session_timeout_minutes: 45 })).toBe(45);
    expect(sessionTimeoutMinutes({})).toBe(120);
    expect(sessionTimeoutMinutes({ session_timeout_minutes: null })).toBe(120);
    expect(sessionTimeoutMinutes(undefined)).toBe(120);
  });
});

describe("sign-out waits for the page's reads", () => {
  const read = (ms: number) => () => new Promise((resolve) => setTimeout(() => resolve("ok"), ms));

  it("resolves after a read in flight and one it led to, not before", async () => {
    const client = new QueryClient();
    const done: string[] = [];
    void client.fetchQuery({ queryKey: ["children"], queryFn: read(60) }).then(() => {
      done.push("children");
      // The child's card starts its own read once the children are known.
      void client.fetchQuery({ queryKey: ["attendance"], queryFn: read(60) }).then(() => done.push("attendance"));
    });
    await readsSettled(client);
    expect(done).toEqual(["children", "attendance"]);
    expect(client.isFetching()).toBe(0);
  });

  it("gives up after its limit when a read never answers", async () => {
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ["stuck"], queryFn: () => new Promise(() => undefined) });
    const started = Date.now();
    await readsSettled(client, 200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("answers at once (after the quiet moment) when nothing is in flight", async () => {
    const started = Date.now();
    await readsSettled(new QueryClient());
    expect(Date.now() - started).toBeLessThan(500);
  });
});
