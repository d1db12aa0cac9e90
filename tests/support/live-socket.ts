/**
 * A page's signalling socket in the live room's API tests: every message in order with a wait for a
 * matching one (`Signal`), or the views it was pushed and the whiteboard's messages (`PushedViews`,
 * issue 35); and a browser-like offer to publish with (`publisherOffer`).
 */
import WebSocket from "ws";
import type { LiveBoardStroke, LiveSessionView } from "#common/schemas/learning/live";

/** The views a page's signalling socket was pushed, in order. */
export class PushedViews {
  readonly views: LiveSessionView[] = [];
  /** The whiteboard messages, in order. */
  readonly board: { stroke?: LiveBoardStroke; strokeId?: string; erased?: string }[] = [];
  private waiters: { match: (v: LiveSessionView) => boolean; resolve: (v: LiveSessionView) => void }[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (raw) => {
      const m = JSON.parse(raw.toString()) as { type: string; view?: LiveSessionView; stroke?: LiveBoardStroke; strokeId?: string; erased?: string };
      if (m.type === "board") this.board.push({ stroke: m.stroke, strokeId: m.strokeId, erased: m.erased });
      if (m.type !== "state" || !m.view) return;
      this.views.push(m.view);
      for (const w of [...this.waiters])
        if (w.match(m.view)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m.view);
        }
    });
  }
  static open(url: string, sid: string): Promise<PushedViews> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { cookie: `sid=${sid}` } });
      const pushed = new PushedViews(ws);
      ws.once("open", () => resolve(pushed));
      ws.once("unexpected-response", (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
      ws.once("error", reject);
    });
  }
  next(match: (v: LiveSessionView) => boolean, timeoutMs = 8_000): Promise<LiveSessionView> {
    const seen = this.views.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no matching view was pushed")), timeoutMs);
      this.waiters.push({ match, resolve: (v) => (clearTimeout(timer), resolve(v)) });
    });
  }
  /** Waits until a board message matching `match` came. */
  async nextBoard(match: (m: PushedViews["board"][number]) => boolean, timeoutMs = 8_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = this.board.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error("no matching board message was pushed");
  }
  close() {
    this.ws.close();
  }
}

/**
 * A browser-like publisher offer (ICE credentials, DTLS fingerprint, Opus and VP8) with these media
 * sections: enough for the media server to answer it; no media ever flows.
 */
export function publisherOffer(...kinds: ("audio" | "video")[]) {
  const fingerprint = Array.from({ length: 32 }, (_, i) => (i * 7 + 16).toString(16).padStart(2, "0").toUpperCase()).join(":");
  const mids = kinds.map((_, i) => String(i));
  const lines = ["v=0", "o=- 4611731400430051336 2 IN IP4 127.0.0.1", "s=-", "t=0 0", `a=group:BUNDLE ${mids.join(" ")}`, "a=msid-semantic: WMS s"];
  kinds.forEach((kind, i) => {
    const pt = kind === "audio" ? 111 : 96;
    lines.push(
      `m=${kind} 9 UDP/TLS/RTP/SAVPF ${pt}`,
      "c=IN IP4 0.0.0.0",
      "a=rtcp:9 IN IP4 0.0.0.0",
      "a=ice-ufrag:Ab1c",
      "a=ice-pwd:abcdefghijklmnopqrstuvwx",
      `a=fingerprint:sha-256 ${fingerprint}`,
      "a=setup:actpass",
      `a=mid:${i}`,
      "a=sendonly",
      "a=rtcp-mux",
      `a=msid:s t${i}`,
      kind === "audio" ? `a=rtpmap:${pt} opus/48000/2` : `a=rtpmap:${pt} VP8/90000`,
      `a=ssrc:${1000 + i} cname:c`,
    );
  });
  return { type: "offer", sdp: lines.join("\r\n") + "\r\n" };
}

/** A page's signalling socket: its messages, in order, and a way to wait for one. */
export class Signal {
  readonly messages: Record<string, unknown>[] = [];
  private waiters: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
  closed: Promise<number>;
  private constructor(readonly ws: WebSocket) {
    ws.on("message", (raw) => {
      const m = JSON.parse(raw.toString()) as Record<string, unknown>;
      this.messages.push(m);
      for (const w of [...this.waiters])
        if (w.match(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
    });
    this.closed = new Promise((resolve) => ws.on("close", (code) => resolve(code)));
  }
  static open(url: string, sid: string, origin?: string): Promise<Signal> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers: { cookie: `sid=${sid}`, ...(origin ? { origin } : {}) } });
      const signal = new Signal(ws);
      ws.once("open", () => resolve(signal));
      ws.once("unexpected-response", (_req, res) => reject(new Error(`refused with ${res.statusCode}`)));
      ws.once("error", reject);
    });
  }
  send(m: unknown) {
    this.ws.send(JSON.stringify(m));
  }
  next(match: (m: Record<string, unknown>) => boolean, timeoutMs = 8_000): Promise<Record<string, unknown>> {
    const seen = this.messages.find(match);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching message; had ${JSON.stringify(this.messages.map((m) => m.type))}`)), timeoutMs);
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), this.messages.splice(this.messages.indexOf(m), 1), resolve(m)) });
    });
  }
  reply(type: string) {
    return this.next((m) => m.type === type || m.type === "error");
  }
  close() {
    this.ws.close();
  }
}
