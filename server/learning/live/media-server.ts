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
  /** Asks the server whether it is there (a request any VideoRoom answers); rejects when it does not answer. */
  ping(): Promise<void>;
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
  ping: () => Promise.reject(new Error("Live video is not set up")),
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
    ping: async () => {
      await request({ request: "exists", room: 1 });
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
 * The school's media servers together (issue 35): each room is placed on one of them (its id, "1",
 * "2", ..., in the order configured, is kept with the room), and each is checked every few seconds so
 * that the rooms of one that stops answering move to another (./failover.ts). With none configured,
 * live video is off and everything else works.
 */
export interface MediaServers {
  readonly configured: boolean;
  /** The servers' ids in the order configured. */
  readonly ids: readonly string[];
  /** One server's requests. An id not configured here (a room placed by an instance set up otherwise) cannot be reached. */
  on(id: string): MediaServer;
  /** The server answered its latest check (all are taken as up until a check says otherwise). */
  isUp(id: string): boolean;
  /** Checks a server now (a page's connection to it was lost), and tells the listeners when it changed. */
  check(id: string): Promise<boolean>;
  /** Told when a server stops answering, and when it answers again. */
  onChange(listener: (id: string, up: boolean) => void): () => void;
  close(): Promise<void>;
}

/** How often each media server is asked whether it is there. */
export const MEDIA_CHECK_MS = 2_000;

const unreachable = (id: string): MediaServer => ({
  ...unconfigured,
  configured: true,
  openSession: () => Promise.reject(new MediaServerUnreachable(`Media server ${id} is not configured here`)),
  createRoom: () => Promise.reject(new MediaServerUnreachable(`Media server ${id} is not configured here`)),
});

/** The servers as one: `servers` in order, their ids "1", "2", ... */
export function mediaServers(servers: MediaServer[], log: Pick<Log, "info" | "warn">, checkMs = MEDIA_CHECK_MS): MediaServers {
  const ids = servers.map((_, i) => String(i + 1));
  const byId = new Map(ids.map((id, i) => [id, servers[i]!]));
  const up = new Map(ids.map((id) => [id, true]));
  const listeners = new Set<(id: string, up: boolean) => void>();
  const check = async (id: string) => {
    const server = byId.get(id);
    if (!server) return false;
    const answered = await server.ping().then(
      () => true,
      () => false,
    );
    if (answered !== up.get(id)) {
      up.set(id, answered);
      if (answered) log.info({ server: id }, "a media server answers again");
      else log.warn({ server: id }, "a media server stopped answering: its rooms move to another");
      for (const listener of listeners) listener(id, answered);
    }
    return answered;
  };
  let checking = false;
  const timer =
    servers.length > 0
      ? setInterval(() => {
          if (checking) return;
          checking = true;
          void Promise.all(ids.map(check)).finally(() => {
            checking = false;
          });
        }, checkMs)
      : null;
  timer?.unref();
  return {
    configured: servers.length > 0,
    ids,
    on: (id) => byId.get(id) ?? unreachable(id),
    isUp: (id) => up.get(id) ?? false,
    check,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      if (timer) clearInterval(timer);
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}

/**
 * The media servers for this app: the school's (JANUS_URLS, JANUS_URL, or servers with keys of their
 * own given in the config) when named; otherwise, unless LIVE_VIDEO=off, LIVE_JANUS_LOCAL local Janus
 * processes when the binary is installed, each with its own folder, keys and share of the RTP ports;
 * otherwise none. A local one that fails to start is logged, and the others (if any) carry the rooms.
 */
export async function startMediaServers(config: LiveConfig, dataDir: string, log: Log): Promise<MediaServers> {
  const named = [
    ...(config.janusServers ?? []),
    ...[config.janusUrl, ...(config.janusUrls ?? [])]
      .filter((url): url is string => Boolean(url))
      .map((url) => ({ url, adminKey: config.adminKey, apiSecret: config.apiSecret })),
  ].filter((server, i, all) => all.findIndex((other) => other.url === server.url) === i);
  if (named.length > 0)
    return mediaServers(
      named.map((s) => connectMediaServer(s.url, s.adminKey, s.apiSecret)),
      log,
    );
  if (config.mode === "off") return mediaServers([], log);
  if (!findJanusBinary(config.janusBin)) {
    log.info("live video is not set up: the janus binary is not installed and JANUS_URL is not set");
    return mediaServers([], log);
  }
  const count = config.localCount ?? 1;
  const ranges = splitPortRange(config.rtpPortRange, count);
  const started: MediaServer[] = [];
  for (let i = 0; i < count; i++) {
    try {
      const local = await startLocalJanus({
        bin: config.janusBin,
        dataDir,
        name: count === 1 ? "janus" : `janus-${i + 1}`,
        iceEnforceList: config.iceEnforceList,
        rtpPortRange: ranges[i]!,
        log,
      });
      started.push(connectMediaServer(local.url, local.adminKey, local.apiSecret, local.stop));
    } catch (err) {
      log.error({ err }, "a local media server did not start");
    }
  }
  if (started.length === 0) log.error("no local media server started: live video is off");
  return mediaServers(started, log);
}

/** "20000-40000" in `parts` ranges of ports next to each other, one per local media server. */
export function splitPortRange(range: string, parts: number): string[] {
  const [from, to] = range.split("-").map(Number) as [number, number];
  const size = Math.floor((to - from + 1) / parts);
  return Array.from({ length: parts }, (_, i) => `${from + i * size}-${i === parts - 1 ? to : from + (i + 1) * size - 1}`);
}
