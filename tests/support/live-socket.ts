/**
 * A page's signalling socket in the live room's API tests: the views it was pushed, in order, and the
 * whiteboard's messages (issue 35), with waits for a matching one.
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
