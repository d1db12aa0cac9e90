/**
 * A client of the media server's (Janus's) JSON API over its WebSocket transport. Only this server
 * speaks it: browsers reach the media server's API solely through the relay (server/live/relay.ts),
 * which sends the few requests a participant may make. One connection per use: the school's admin
 * connection (rooms, allowed lists, kick, moderate) and one per participant's page.
 */
import { randomBytes } from "node:crypto";
import WebSocket from "ws";

export interface JanusMessage {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id?: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: { type: string; sdp: string };
  [key: string]: unknown;
}

export interface PluginReply {
  data: Record<string, unknown>;
  jsep?: { type: string; sdp: string };
}

/** A refusal of the media server or its plugin (the code is Janus's, a number, e.g. 433 "unauthorized"). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Janus's codes this app acts on (janus/apierror.h and the VideoRoom plugin's). */
export const JANUS_CODES = {
  /** The session is gone: the media server restarted, or the session timed out. */
  noSuchSession: 458,
  noSuchHandle: 459,
  /** The room is gone: rooms live in the media server's memory, so also after a restart. */
  noSuchRoom: 426,
  /** No such feed; also a publisher whose connection is not up yet. */
  noSuchFeed: 428,
} as const;

/** The media server could not be reached, closed the connection, or did not answer in time. */
export class MediaServerUnreachable extends Error {}

const REQUEST_TIMEOUT_MS = 10_000;
const KEEPALIVE_MS = 25_000;

export class JanusConnection {
  private readonly pending = new Map<string, { resolve: (m: JanusMessage) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }>();
  private readonly listeners = new Set<(m: JanusMessage) => void>();
  private readonly closeListeners = new Set<() => void>();
  closed = false;

  private constructor(
    private readonly ws: WebSocket,
    private readonly apiSecret: string | undefined,
  ) {
    ws.on("message", (raw) => {
      let message: JanusMessage;
      try {
        message = JSON.parse(raw.toString()) as JanusMessage;
      } catch {
        return;
      }
      if (message.janus === "ack") return;
      const waiting = message.transaction ? this.pending.get(message.transaction) : undefined;
      if (waiting) {
        this.pending.delete(message.transaction!);
        clearTimeout(waiting.timer);
        waiting.resolve(message);
        return;
      }
      for (const listener of this.listeners) listener(message);
    });
    ws.on("close", () => this.shutdown());
    ws.on("error", () => this.shutdown());
  }

  static open(url: string, apiSecret?: string): Promise<JanusConnection> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, "janus-protocol", { handshakeTimeout: 5_000 });
      ws.once("open", () => resolve(new JanusConnection(ws, apiSecret)));
      ws.once("error", (err) => reject(new MediaServerUnreachable(`The media server did not answer (${err instanceof Error ? err.message : "error"})`)));
    });
  }

  private shutdown() {
    if (this.closed) return;
    this.closed = true;
    for (const [, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.reject(new MediaServerUnreachable("The connection to the media server closed"));
    }
    this.pending.clear();
    for (const listener of this.closeListeners) listener();
  }

  onEvent(listener: (m: JanusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onClose(listener: () => void) {
    this.closeListeners.add(listener);
  }

  /** Sends a request and resolves with its first answer that is not an `ack`. */
  request(body: Record<string, unknown>): Promise<JanusMessage> {
    if (this.closed) return Promise.reject(new MediaServerUnreachable("The connection to the media server is closed"));
    const transaction = randomBytes(9).toString("base64url");
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new MediaServerUnreachable("The media server did not answer in time"));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, { resolve, reject, timer });
      this.ws.send(JSON.stringify({ ...body, transaction, ...(this.apiSecret ? { apisecret: this.apiSecret } : {}) }));
    });
  }

  send(body: Record<string, unknown>) {
    if (this.closed) return;
    this.ws.send(JSON.stringify({ ...body, transaction: randomBytes(6).toString("base64url"), ...(this.apiSecret ? { apisecret: this.apiSecret } : {}) }));
  }

  close() {
    this.shutdown();
    this.ws.terminate();
  }
}

function expectSuccess(reply: JanusMessage): JanusMessage {
  if (reply.janus === "error") throw new JanusError(reply.error?.code ?? 0, reply.error?.reason ?? "error");
  return reply;
}

/** A Janus session with handles on the VideoRoom plugin, kept alive while open. */
export class JanusSession {
  private readonly keepalive: NodeJS.Timeout;
  private readonly handleListeners = new Map<number, (m: JanusMessage) => void>();

  private constructor(
    readonly connection: JanusConnection,
    readonly id: number,
  ) {
    this.keepalive = setInterval(() => connection.send({ janus: "keepalive", session_id: id }), KEEPALIVE_MS);
    this.keepalive.unref();
    connection.onEvent((m) => {
      if (m.sender !== undefined) this.handleListeners.get(m.sender)?.(m);
    });
    connection.onClose(() => clearInterval(this.keepalive));
  }

  static async create(connection: JanusConnection): Promise<JanusSession> {
    const reply = expectSuccess(await connection.request({ janus: "create" }));
    return new JanusSession(connection, reply.data!.id!);
  }

  async attach(onEvent?: (m: JanusMessage) => void): Promise<number> {
    const reply = expectSuccess(await this.connection.request({ janus: "attach", session_id: this.id, plugin: "janus.plugin.videoroom" }));
    const handle = reply.data!.id!;
    if (onEvent) this.handleListeners.set(handle, onEvent);
    return handle;
  }

  async detach(handle: number) {
    this.handleListeners.delete(handle);
    await this.connection.request({ janus: "detach", session_id: this.id, handle_id: handle }).catch(() => undefined);
  }

  /** A message to the VideoRoom; resolves with its answer (synchronous or the event that follows), or throws its error. */
  async message(handle: number, body: Record<string, unknown>, jsep?: { type: string; sdp: string }): Promise<PluginReply> {
    const reply = expectSuccess(await this.connection.request({ janus: "message", session_id: this.id, handle_id: handle, body, ...(jsep ? { jsep } : {}) }));
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === "number") throw new JanusError(data.error_code, String(data.error ?? "error"));
    return { data, jsep: reply.jsep };
  }

  async destroy() {
    clearInterval(this.keepalive);
    await this.connection.request({ janus: "destroy", session_id: this.id }).catch(() => undefined);
  }
}
