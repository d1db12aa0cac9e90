/**
 * A @fastify/rate-limit store backed by the database, so the counters are shared by every
 * instance behind a load balancer. Fixed windows: one upsert per request increments the counter,
 * starting a fresh window when the old one has ended.
 */
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0];

export function createDatabaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "global:",
    ) {}

    incr(key: string, cb: Callback, timeWindow: number, _max?: number) {
      const fullKey = `${this.prefix}${key}`;
      db.execute(
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now()
            then now() + ${timeWindow} * interval '1 millisecond' else rate_limits.reset_at end
        returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
      `,
      )
        .then((result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0];
          if (!row) throw new Error("rate limit upsert returned no row");
          cb(null, { current: Number(row.count), ttl: Number(row.ttl) });
        })
        .catch((err: Error) => cb(err));
    }

    child(routeOptions: ChildOptions) {
      // The plugin passes the route's merged options, which include routeInfo.
      const route = (routeOptions as unknown as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, route ? `${route.method}:${route.url}:` : this.prefix);
    }
  };
}

/** Deletes windows that ended; called periodically so the table stays small. */
export async function purgeExpiredRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 minute'`);
}
