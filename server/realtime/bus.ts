/**
 * Real-time fan-out between app instances (docs/architecture.md, "Real time"). A change is published
 * with pg_notify on one channel, inside the writer's transaction, so it is delivered only once the
 * change is committed and never for a rolled-back one. Every instance LISTENs once (server/db/client.ts)
 * and hands each event to the subscribers of its topic: open pages (server-sent events), live-class
 * signalling, unread counts.
 *
 * Events carry ids and small facts only: PostgreSQL caps a payload at 8000 bytes, and an event is a
 * nudge to read the tables, which stay the record. A subscriber that may have missed events (the LISTEN
 * connection was lost and reopened) is told by `onResync` and reads what it missed from the tables.
 */
import { sql } from "drizzle-orm";
import type { Log } from "../log";
import type { Database, Db } from "../db/client";

export const EVENTS_CHANNEL = "app_events";
/** Below PostgreSQL's 8000-byte payload limit, with room for the encoding. */
const MAX_PAYLOAD_BYTES = 7_500;
const PUBLISH_BATCH = 500;

/** `user:<id>` (one person's pages), `conversation:<id>`, `room:<id>` (a live session), ... */
export interface BusEvent {
  topic: string;
  type: string;
  data?: Record<string, unknown>;
}

export type BusHandler = (event: BusEvent) => void;

export interface Bus {
  /** Calls `handler` for every event of `topic` this instance hears; returns the unsubscribe. */
  subscribe(topic: string, handler: BusHandler): () => void;
  /** Calls `handler` after the LISTEN connection was lost and reopened: events may have been missed. */
  onResync(handler: () => void): () => void;
  close(): Promise<void>;
}

export function userTopic(userId: string): string {
  return `user:${userId}`;
}

/** Publishes events; pass the writer's transaction so they go out only when it commits. */
export async function publish(db: Pick<Db, "execute">, events: BusEvent | readonly BusEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events as BusEvent];
  const payloads = list.map((event) => {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(`Event ${event.type} on ${event.topic.split(":")[0]} is too large for a notification`);
    }
    return payload;
  });
  // One statement per batch: a class announcement nudges dozens of people.
  for (let start = 0; start < payloads.length; start += PUBLISH_BATCH) {
    const batch = payloads.slice(start, start + PUBLISH_BATCH).map((p) => sql`(${p}::text)`);
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, v.p) from (values ${sql.join(batch, sql`, `)}) as v(p)`);
  }
}

function parse(payload: string): BusEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<BusEvent>;
    if (typeof value.topic === "string" && typeof value.type === "string") return value as BusEvent;
  } catch {
    // not one of ours: ignored
  }
  return undefined;
}

export async function startBus(database: Database, log: Log): Promise<Bus> {
  const topics = new Map<string, Set<BusHandler>>();
  const resyncs = new Set<() => void>();

  const deliver = (payload: string) => {
    const event = parse(payload);
    if (!event) return;
    for (const handler of topics.get(event.topic) ?? []) {
      try {
        handler(event);
      } catch (err) {
        log.error({ err, topic: event.topic.split(":")[0], type: event.type }, "a real-time subscriber failed");
      }
    }
  };
  const resync = () => {
    log.warn("the real-time connection to the database was reopened; subscribers catch up");
    for (const handler of resyncs) handler();
  };

  const unlisten = await database.listen(EVENTS_CHANNEL, deliver, resync);
  return {
    subscribe(topic, handler) {
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0 && topics.get(topic) === set) topics.delete(topic);
      };
    },
    onResync(handler) {
      resyncs.add(handler);
      return () => resyncs.delete(handler);
    },
    close: async () => {
      topics.clear();
      resyncs.clear();
      await unlisten();
    },
  };
}
