/**
 * The live room's routes as the API tests call them (docs/api/live.md): people signed in, each with the
 * session id their signalling socket sends, and one session's view, commands and token, each checked
 * for the status expected. `liveSessionApi` is the same for a test file that works in one session only.
 */
import { expect } from "vitest";
import type { LiveSessionView, LiveToken } from "#common/schemas/learning/live";
import { createSession } from "../../server/auth/sessions";
import { TestClient } from "./http-client";
import type { TestApp } from "./test-app";

type Method = Parameters<TestClient["mutate"]>[0];
/** Whom the teacher lets in: these people, or everyone waiting. */
type Admission = { userIds: string[] } | { all: true };

/** `app` is read when called: the test app starts in `beforeAll`. */
export function liveApi(app: () => TestApp) {
  const sids: Record<string, string> = {};
  const path = (sessionId: string, rest = "") => `/api/live/sessions/${sessionId}${rest}`;
  /** `body` goes as given: a DELETE is sent without one. */
  const call = async (c: TestClient, method: Method, sessionId: string, rest: string, body: unknown, status = 200) => {
    const res = await c.mutate(method, path(sessionId, rest), body);
    expect(res.status, res.text).toBe(status);
    return res;
  };
  const post = (c: TestClient, sessionId: string, rest: string, body: unknown = {}, status = 200) => call(c, "POST", sessionId, rest, body, status);
  /** What a read of the session's routes answers, once it answered 200. */
  const read = async <T>(c: TestClient, sessionId: string, rest = "") => {
    const res = await c.get(path(sessionId, rest));
    expect(res.status, res.text).toBe(200);
    return res.json<{ data: T }>().data;
  };
  return {
    sids,
    path,
    call,
    post,
    read,
    /** A person signed in; `sids[name]` is the session id their socket sends. */
    signIn: async (name: string, userId: string) => {
      const c = new TestClient(app().url);
      sids[name] = (await createSession(app().db, userId)).id;
      c.setCookie("sid", sids[name]);
      return c;
    },
    wsUrl: (base: string, sessionId: string) => `${base.replace("http", "ws")}${path(sessionId, "/signal")}`,
    viewOf: (c: TestClient, sessionId: string) => read<LiveSessionView>(c, sessionId),
    token: async (c: TestClient, sessionId: string) => (await post(c, sessionId, "/token")).json<{ data: LiveToken }>().data.token,
    /** The room as a lesson starts: the host opens it, `arriving` come to it, and the host lets in `admitted`. */
    startLesson: async (host: TestClient, sessionId: string, arriving: TestClient[], admitted: Admission) => {
      await post(host, sessionId, "/open");
      for (const c of arriving) await post(c, sessionId, "/arrive");
      await post(host, sessionId, "/admit", admitted);
    },
  };
}

/** `liveApi` for the one session a test file works in; `sessionId` is read when called, like `app`. */
export function liveSessionApi(app: () => TestApp, sessionId: () => string) {
  const live = liveApi(app);
  return {
    sids: live.sids,
    signIn: live.signIn,
    path: (rest = "") => live.path(sessionId(), rest),
    call: (c: TestClient, method: Method, rest: string, body: unknown, status = 200) => live.call(c, method, sessionId(), rest, body, status),
    post: (c: TestClient, rest: string, body: unknown = {}, status = 200) => live.post(c, sessionId(), rest, body, status),
    read: <T>(c: TestClient, rest = "") => live.read<T>(c, sessionId(), rest),
    viewOf: (c: TestClient) => live.viewOf(c, sessionId()),
    wsUrl: () => live.wsUrl(app().url, sessionId()),
    startLesson: (host: TestClient, arriving: TestClient[], admitted: Admission) => live.startLesson(host, sessionId(), arriving, admitted),
  };
}
