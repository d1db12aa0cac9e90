/**
 * The app's admin connection to the media server (server/learning/live/media-server.ts) against a fake
 * Janus on 127.0.0.1 that answers the way a restarted one does: its error codes are numbers, a session
 * it no longer knows is 458 and a room it no longer has is 426. A lost session is opened again once;
 * a lost room is left to the room's owner (server/learning/live/rooms.ts marks it closed); a media
 * server that does not answer is `MediaServerUnreachable`, whatever the transport said.
 */
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer } from "ws";
import { JANUS_CODES, JanusError, MediaServerUnreachable } from "../../server/learning/live/janus-client";
import { connectMediaServer, splitPortRange } from "../../server/learning/live/media-server";

type Request = {
  janus: string;
  transaction: string;
  session_id?: number;
  body?: { request: string };
};

/** A fake Janus: `onMessage` decides each VideoRoom answer; sessions are numbered from 1 per connection count. */
async function fakeJanus(onMessage: (req: Request, sessionId: number) => Record<string, unknown>) {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  let sessions = 0;
  const seen: string[] = [];
  server.on("connection", (ws) => {
    ws.on("message", (raw) => {
      const req = JSON.parse(raw.toString()) as Request;
      seen.push(req.body ? `${req.janus}:${req.body.request}:${req.session_id}` : req.janus);
      const reply = (m: Record<string, unknown>) => ws.send(JSON.stringify({ transaction: req.transaction, ...m }));
      if (req.janus === "create") return reply({ janus: "success", data: { id: ++sessions } });
      if (req.janus === "attach") return reply({ janus: "success", data: { id: 500 + sessions } });
      if (req.janus === "message") return reply(onMessage(req, req.session_id!));
      if (req.janus === "keepalive") return reply({ janus: "ack" });
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    seen,
    close: () => {
      for (const client of server.clients) client.terminate();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const success = {
  janus: "success",
  plugindata: {
    plugin: "janus.plugin.videoroom",
    data: { videoroom: "success" },
  },
};
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe("the media server's admin connection", () => {
  it("opens its session again, once, when the media server no longer knows it (458, a number)", async () => {
    const janus = await fakeJanus((_req, sessionId) =>
      sessionId === 1
        ? {
            janus: "error",
            session_id: 1,
            error: {
              code: JANUS_CODES.noSuchSession,
              reason: "No such session 1",
            },
          }
        : success,
    );
    const media = connectMediaServer(janus.url, undefined, undefined);
    closers.push(
      () => media.close(),
      () => janus.close(),
    );
    await media.allow(7, "s", "add", ["t"]);
    expect(janus.seen).toEqual(["create", "attach", "message:allowed:1", "create", "attach", "message:allowed:2"]);
  });

  it("a session lost again right away is a media server that cannot be reached", async () => {
    const janus = await fakeJanus(() => ({
      janus: "error",
      error: { code: JANUS_CODES.noSuchSession, reason: "No such session" },
    }));
    const media = connectMediaServer(janus.url, undefined, undefined);
    closers.push(
      () => media.close(),
      () => janus.close(),
    );
    await expect(media.allow(7, "s", "add", ["t"])).rejects.toBeInstanceOf(MediaServerUnreachable);
  });

  it("a room the media server no longer has is its numeric 426, for the room's owner to act on", async () => {
    const janus = await fakeJanus(() => ({
      janus: "success",
      plugindata: {
        plugin: "janus.plugin.videoroom",
        data: {
          videoroom: "event",
          error_code: 426,
          error: "No such room (7)",
        },
      },
    }));
    const media = connectMediaServer(janus.url, undefined, undefined);
    closers.push(
      () => media.close(),
      () => janus.close(),
    );
    const err = await media.allow(7, "s", "add", ["t"]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JanusError);
    expect((err as JanusError).code).toBe(JANUS_CODES.noSuchRoom);
    // Destroying a room that is already gone is done.
    await expect(media.destroyRoom(7, "s")).resolves.toBeUndefined();
  });

  it("a media server that is not there is unreachable", async () => {
    const janus = await fakeJanus(() => success);
    await janus.close(); // its port is now closed
    const media = connectMediaServer(janus.url, undefined, undefined);
    closers.push(() => media.close());
    await expect(media.allow(7, "s", "add", ["t"])).rejects.toBeInstanceOf(MediaServerUnreachable);
    await expect(media.openSession()).rejects.toBeInstanceOf(MediaServerUnreachable);
  });
});

describe("several local media servers", () => {
  it("share the RTP port range in ranges next to each other that cover it exactly", () => {
    expect(splitPortRange("20000-40000", 1)).toEqual(["20000-40000"]);
    expect(splitPortRange("20000-40000", 2)).toEqual(["20000-29999", "30000-40000"]);
    expect(splitPortRange("20000-20008", 3)).toEqual(["20000-20002", "20003-20005", "20006-20008"]);
  });
});
