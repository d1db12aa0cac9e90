/** A reader of GET /api/events for API tests: collects the server-sent events of one open stream. */
import http from "node:http";

export interface LiveEvent {
  id: string | undefined;
  data: Record<string, unknown>;
  /** performance.now() when its last bytes arrived (the messages bench times deliveries with it). */
  receivedAt: number;
}

export interface OpenStream {
  status: number;
  contentType: string | undefined;
  headers: http.IncomingHttpHeaders;
  events: LiveEvent[];
  /** Resolves with the first event (already received or to come) that matches. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** `session`: the id of a development session (cookie `sid`), or a page's whole Cookie header (a production server's `__Host-sid`). */
export function openEventStream(baseUrl: string, session: string | { cookie: string }, lastEventId?: string | number): Promise<OpenStream> {
  const { hostname, port } = new URL(baseUrl);
  const cookie = typeof session === "string" ? `sid=${session}` : session.cookie;
  const headers: Record<string, string> = { cookie, accept: "text/event-stream" };
  if (lastEventId !== undefined) headers["last-event-id"] = String(lastEventId);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, method: "GET", path: "/api/events", headers }, (res) => {
      const events: LiveEvent[] = [];
      const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
      let buffer = "";
      let endedResolve: () => void;
      const ended = new Promise<void>((r) => (endedResolve = r));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        const receivedAt = performance.now();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let id: string | undefined;
          let data: string | undefined;
          for (const line of block.split("\n")) {
            if (line.startsWith("id: ")) id = line.slice(4);
            else if (line.startsWith("data: ")) data = line.slice(6);
          }
          if (data === undefined) continue;
          const event = { id, data: JSON.parse(data) as Record<string, unknown>, receivedAt };
          events.push(event);
          for (const w of [...waiters]) {
            if (w.match(event)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(event);
            }
          }
        }
      });
      res.on("end", () => endedResolve());
      res.on("close", () => endedResolve());
      resolve({
        status: res.statusCode ?? 0,
        contentType: res.headers["content-type"],
        headers: res.headers,
        events,
        ended,
        next(match, timeoutMs = 3_000) {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((ok, fail) => {
            const timer = setTimeout(
              () => fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.data))}`)),
              timeoutMs,
            );
            waiters.push({ match, resolve: (e) => (clearTimeout(timer), ok(e)) });
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on("error", reject);
    req.end();
  });
}
