/**
 * The school's media server as the app sees it: the school's own (JANUS_URL), a local one the app
 * starts and supervises (server/live/janus-process.ts), or none (live video is not set up; everything
 * else works). The admin operations (rooms, allowed lists, kick, moderate) go over one connection of
 * the server's own, reopened when lost; the room secret and the admin key never leave this process.
 */
import { randomBytes } from "node:crypto";
import type { Log } from "../../log";
import type { LiveConfig } from "../../config";
import { JANUS_CODES, JanusConnection, JanusError, JanusSession, MediaServerUnreachable } from "./janus-client";
import { findJanusBinary, startLocalJanus } from "./janus-process";

export interface MediaServer {
  /** False when no media server is set up: the session page says so. */
  readonly configured: boolean;
  /** A new Janus session on a connection of its own (one per participant's page). */
  openSession(): Promise<JanusSession>;
  createRoom(room: number, secret: string, description: string): Promise<void>;
  destroyRoom(room: number, secret: string): Promise<void>;
  allow(room: number, secret: string, action: "add" | "remove", tokens: string[]): Promise<void>;
  kick(room: number, secret: string, feedId: number): Promise<void>;
  moderate(room: number, secret: string, feedId: number, mid: string, mute: boolean): Promise<void>;
  close(): Promise<void>;
}

/** A random room id below 2^53 (Janus's numeric ids; JSON-safe). */
export function newRoomId(): number {
  return Number(randomBytes(6).readUIntBE(0, 6)) + 1;
}

export function newRoomSecret(): string {
  return randomBytes(24).toString("base64url");
}

const unconfigured: MediaServer = {
  configured: false,
  openSession: () => Promise.reject(new Error("Live video is not set up")),
  createRoom: () => Promise.reject(new Error("Live video is not set up")),
  destroyRoom: async () => undefined,
  allow: async () => undefined,
  kick: async () => undefined,
  moderate: async () => undefined,
  close: async () => undefined,
};

export function connectMediaServer(url: string, adminKey: string | undefined, apiSecret: string | undefined, stop?: () => Promise<void>): MediaServer {
  let admin: Promise<{ session: JanusSession; handle: number }> | null = null;
  const adminHandle = () => {
    admin ??= (async () => {
      const connection = await JanusConnection.open(url, apiSecret);
      connection.onClose(() => {
        admin = null;
      });
      const session = await JanusSession.create(connection);
      return { session, handle: await session.attach() };
    })().catch((err: unknown) => {
      admin = null;
      throw err;
    });
    return admin;
  };
  const dropAdmin = (current: typeof admin) => {
    if (admin !== current) return;
    admin = null;
    void current?.then(({ session }) => session.connection.close()).catch(() => undefined);
  };
  /** An admin request; a session or handle the media server no longer knows (it restarted) is opened again, once. */
  const request = async (body: Record<string, unknown>, retried = false): Promise<unknown> => {
    const current = adminHandle();
    const { session, handle } = await current;
    try {
      return await session.message(handle, body);
    } catch (err) {
      const lost = err instanceof JanusError && (err.code === JANUS_CODES.noSuchSession || err.code === JANUS_CODES.noSuchHandle);
      if (!lost) throw err;
      dropAdmin(current);
      if (retried) throw new MediaServerUnreachable(`The media server lost the admin session (${err.code})`);
      return request(body, true);
    }
  };
  return {
    configured: true,
    openSession: async () => JanusSession.create(await JanusConnection.open(url, apiSecret)),
    createRoom: async (room, secret, description) => {
      await request({
        request: "create",
        ...(adminKey ? { admin_key: adminKey } : {}),
        room,
        secret,
        description,
        is_private: true,
        // Only people holding a token we added may join; subscribers must name a publisher's private id.
        allowed: [],
        require_pvtid: true,
        publishers: 40,
        notify_joining: false,
        permanent: false,
        audiolevel_event: false,
      });
    },
    destroyRoom: async (room, secret) => {
      await request({ request: "destroy", room, secret }).catch((err: unknown) => {
        if (!(err instanceof JanusError && err.code === JANUS_CODES.noSuchRoom)) throw err; // already gone
      });
    },
    allow: async (room, secret, action, tokens) => {
      if (tokens.length === 0) return;
      await request({ request: "allowed", room, secret, action, allowed: tokens });
    },
    kick: async (room, secret, feedId) => {
      await request({ request: "kick", room, secret, id: feedId }).catch((err: unknown) => {
        if (!(err instanceof JanusError && (err.code === JANUS_CODES.noSuchFeed || err.code === JANUS_CODES.noSuchRoom))) throw err; // not (or no longer) in the room
      });
    },
    moderate: async (room, secret, feedId, mid, mute) => {
      await request({ request: "moderate", room, secret, id: feedId, mid, mute });
    },
    close: async () => {
      const current = admin;
      admin = null;
      if (current) await current.then(({ session }) => session.connection.close()).catch(() => undefined);
      await stop?.();
    },
  };
}

/**
 * The media server for this app: JANUS_URL when set; otherwise, unless LIVE_VIDEO=off, a local Janus
 * when the binary is installed; otherwise none. A local one that fails to start is logged, and the
 * app runs without live video.
 */
export async function startMediaServer(config: LiveConfig, dataDir: string, log: Log): Promise<MediaServer> {
  if (config.janusUrl) return connectMediaServer(config.janusUrl, config.adminKey, config.apiSecret);
  if (config.mode === "off") return unconfigured;
  if (!findJanusBinary(config.janusBin)) {
    log.info("live video is not set up: the janus binary is not installed and JANUS_URL is not set");
    return unconfigured;
  }
  try {
    const local = await startLocalJanus({ bin: config.janusBin, dataDir, iceEnforceList: config.iceEnforceList, rtpPortRange: config.rtpPortRange, log });
    return connectMediaServer(local.url, local.adminKey, local.apiSecret, local.stop);
  } catch (err) {
    log.error({ err }, "the local media server did not start: live video is off");
    return unconfigured;
  }
}
