/**
 * GET /api/events (docs/api/messages.md, "Live events"): one server-sent events stream per page,
 * carrying the signed-in person's events only (their `user:<id>` topic on the bus: new and withdrawn
 * messages, reads, notifications). Each event is `data: {"type": ..., ids}` with an `id:` line; the
 * id is the latest message change (`messages.change_seq`) the page has been told of, so a page
 * reconnecting with Last-Event-ID is first sent every change it missed, read from the tables (and so
 * are open streams when the bus tells of a reconnection to the database: `onResync`).
 *
 * A comment line every 25 seconds keeps proxies from closing the connection; at each, the session is
 * checked (without touching it), and the stream ends with the session (signed out, expired,
 * deactivated). Closing the app ends every open stream first, so a stream never holds a shutdown.
 *
 * One person holds at most MAX_STREAMS_PER_PERSON streams on one instance (a page each: tabs and
 * devices); one more is a 429. The count is this instance's: behind several instances a person may
 * hold that many on each, still a bound.
 */
import type { FastifyInstance } from "fastify";
import { liveEvents } from "#common/api/events";
import { sessionCookieName } from "../auth/sessions";
import { route } from "../http/route";
import { changesSince, latestChange } from "../learning/messages/live";
import { userTopic, type BusEvent } from "../realtime/bus";
import { sessionAlive } from "../realtime/stream-session";
import { tooMany } from "../domain-errors";

export const HEARTBEAT_MS = 25_000;
/** More missed changes than this: the page is told to read everything again (`resync`). */
const CATCH_UP_LIMIT = 200;
const RETRY_MS = 3_000;
export const MAX_STREAMS_PER_PERSON = 10;
export const TOO_MANY_STREAMS = "Too many pages of the school are open for your account. Close a few tabs or windows, then reload this page.";

function lastEventId(value: unknown): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string" || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

export async function eventRoutes(app: FastifyInstance, options: { heartbeatMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const open = new Set<() => void>();
  /** Open streams per person on this instance. */
  const streamsOf = new Map<string, number>();
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });

  route(app, liveEvents, async ({ actor: viewer, request, reply }) => {
    // HEAD (Fastify answers it with the GET route) asks for the headers only: no stream to keep open.
    if (request.method === "HEAD") return reply.code(200).header("Content-Type", "text/event-stream; charset=utf-8").header("Cache-Control", "no-store").send();
    // Counted before the first await, so parallel opens cannot pass the cap together.
    const held = streamsOf.get(viewer.id) ?? 0;
    if (held >= MAX_STREAMS_PER_PERSON) throw tooMany(TOO_MANY_STREAMS, 30);
    streamsOf.set(viewer.id, held + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (streamsOf.get(viewer.id) ?? 1) - 1;
      if (left > 0) streamsOf.set(viewer.id, left);
      else streamsOf.delete(viewer.id);
    };
    const sessionId = request.cookies[sessionCookieName(app.config.isProduction)] ?? "";
    const given = lastEventId(request.headers["last-event-id"]) ?? lastEventId((request.query as { lastEventId?: unknown }).lastEventId);

    // Listen before reading where the stream starts: an event committed between that read and the
    // subscription would otherwise reach the page only at its next reconnect. Until the stream is
    // written, events wait in order.
    let ended = false;
    let catchingUp = true;
    const waiting: BusEvent[] = [];
    const unsubscribe = app.bus.subscribe(userTopic(viewer.id), (event) => {
      if (catchingUp) waiting.push(event);
      else deliver(event);
    });
    let cursor: number;
    try {
      cursor = given ?? (await latestChange(app.db));
    } catch (err) {
      unsubscribe();
      release();
      throw err;
    }

    reply.hijack();
    const raw = reply.raw;
    // Headers the app's hooks set on the reply (security headers) are sent by Fastify only with its
    // own answers; the stream is written on the raw response, so they are copied to it.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
    raw.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
      "X-Content-Type-Options": "nosniff",
    });
    // The stream stays open with a heartbeat: the server's idle timeout is for requests, not for it.
    request.raw.socket.setTimeout(0);
    raw.write(`retry: ${RETRY_MS}\n\n`);

    const write = (data: Record<string, unknown>) => {
      if (!ended) raw.write(`id: ${cursor}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    function deliver(event: BusEvent) {
      const { seq, ...data } = event.data ?? {};
      if (typeof seq === "number") cursor = Math.max(cursor, seq);
      write({ ...data, type: event.type });
    }
    /** Delivers what waited, but a change the tables already gave (`told`) only once. */
    const drain = (told: ReadonlySet<number>) => {
      catchingUp = false;
      for (const event of waiting.splice(0)) {
        const seq = event.data?.seq;
        if (typeof seq !== "number" || !told.has(seq)) deliver(event);
      }
    };

    const catchUp = async () => {
      if (ended) return;
      catchingUp = true;
      const told = new Set<number>();
      try {
        const changes = await changesSince(app.db, viewer.id, cursor, CATCH_UP_LIMIT + 1);
        if (changes.length > CATCH_UP_LIMIT) {
          cursor = Math.max(cursor, await latestChange(app.db));
          write({ type: "resync" });
        } else {
          for (const change of changes) {
            cursor = Math.max(cursor, change.id);
            told.add(change.id);
            write({ type: change.type, conversationId: change.conversationId, messageId: change.messageId });
          }
        }
      } catch (err) {
        request.log.warn({ err }, "the live events could not catch up");
        write({ type: "resync" });
      } finally {
        drain(told);
      }
    };

    const stopResync = app.bus.onResync(() => void catchUp());
    const heartbeat = setInterval(() => {
      sessionAlive(app.db, sessionId, app.config.now()).then(
        (alive) => (alive ? !ended && raw.write(": heartbeat\n\n") : end()),
        () => !ended && raw.write(": heartbeat\n\n"),
      );
    }, heartbeatMs);
    heartbeat.unref();

    function end() {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
      release();
      stopResync();
      raw.end();
    }
    open.add(end);
    raw.on("close", end);
    // A page that went away while the stream was being opened: its close has passed already.
    if (request.raw.socket.destroyed) end();

    if (given !== undefined) await catchUp();
    else drain(new Set());
    write({ type: "ready" });
    // Hijacked: the stream is written on the raw response, so Fastify sends nothing more.
    return reply;
  });
}
