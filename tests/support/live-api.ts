/**
 * The live room's routes as the API tests call them (docs/api/live.md): people signed in, each with the
 * session id their signalling socket sends, and one session's view, commands and token, each checked
 * for the status expected.
 */
import { expect } from "vitest";
import type { LiveSessionView, LiveToken } from "#common/schemas/learning/live";
import { createSession } from "../../server/auth/sessions";
import { TestClient } from "./http-client";
import type { TestApp } from "./test-app";

/** `app` is read when called: the test app starts in `beforeAll`. */
export function liveApi(app: () => TestApp) {
  const sids: Record<string, string> = {};
  const path = (sessionId: string, rest = "") => `/api/live/sessions/${sessionId}${rest}`;
  const post = async (c: TestClient, sessionId: string, rest: string, body: unknown = {}, status = 200) => {
    const res = await c.mutate("POST", path(sessionId, rest), body);
    expect(res.status, res.text).toBe(status);
    return res;
  };
  return {
    sids,
    path,
    post,
    /** A person signed in; `sids[name]` is the session id their socket sends. */
    signIn: async (name: string, userId: string) => {
      const c = new TestClient(app().url);
      sids[name] = (await createSession(app().db, userId)).id;
      c.setCookie("sid", sids[name]);
      return c;
    },
    wsUrl: (base: string, sessionId: string) => `${base.replace("http", "ws")}${path(sessionId, "/signal")}`,
    viewOf: async (c: TestClient, sessionId: string) => {
      const res = await c.get(path(sessionId));
      expect(res.status, res.text).toBe(200);
      return res.json<{ data: LiveSessionView }>().data;
    },
    token: async (c: TestClient, sessionId: string) => (await post(c, sessionId, "/token")).json<{ data: LiveToken }>().data.token,
  };
}
