/**
 * Finished iCalendar feeds, kept a minute in each instance (docs/decisions/0019-feed-cache.md).
 * A feed is a whole school year of one person's events (a teacher's is about 200 kB), and calendar
 * apps fetch it again and again; building it is the dearest read the portal has. An entry is kept
 * under its feed's id together with its owner's *scope* (which classes and children they may see
 * now, and the language the feed is written in): the owner, revocation, scope and language are read
 * on every request, so a revoked token, a deactivated account, a teacher taken off a class or an
 * owner who chose another language takes effect at once, and only changes to the events
 * themselves (a moved session, a new holiday) reach an app up to FEED_FRESH_MS later, within the
 * five minutes the feed's Cache-Control already lets the app keep it.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** How long a built feed is served before it is built again. */
export const FEED_FRESH_MS = 60_000;
/** Feeds kept at most per instance (the least recently used go first): about 20 MB of text at worst. */
export const MAX_KEPT_FEEDS = 200;

export type FeedEncoding = "br" | "gzip";

/** A built feed: its text, its entity tag, and its compressed forms (made once, when first asked for). */
export interface FeedBody {
  readonly text: string;
  readonly etag: string;
  encoded(encoding: FeedEncoding): Buffer;
}

export function feedBody(text: string): FeedBody {
  // DTSTAMP is when the feed was written: two builds of the same events differ only there, and an
  // app that sends If-None-Match should hear "not modified" for them.
  const events = text.replace(/^DTSTAMP:[^\r\n]*\r\n/gm, "");
  const etag = `"${createHash("sha256").update(events).digest("base64url").slice(0, 27)}"`;
  const encodings = new Map<FeedEncoding, Buffer>();
  return {
    text,
    etag,
    encoded(encoding) {
      let bytes = encodings.get(encoding);
      if (!bytes) {
        bytes =
          encoding === "br"
            ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
            : gzipSync(text, { level: 6 });
        encodings.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

interface Entry {
  scope: string;
  builtAt: number;
  body: FeedBody;
}

export class FeedCache {
  private readonly entries = new Map<string, Entry>();
  /** Builds under way, so fifty apps asking for one feed at once build it once. */
  private readonly building = new Map<string, Promise<FeedBody>>();

  /** The feed built for this scope less than FEED_FRESH_MS ago, else a new one from `build`. */
  async get(feedId: string, scope: string, now: number, build: () => Promise<string>): Promise<FeedBody> {
    const kept = this.entries.get(feedId);
    if (kept && kept.scope === scope && now >= kept.builtAt && now - kept.builtAt < FEED_FRESH_MS) {
      // Map order is the eviction order: a feed in use moves to the back.
      this.entries.delete(feedId);
      this.entries.set(feedId, kept);
      return kept.body;
    }
    const key = `${feedId}\n${scope}`;
    let pending = this.building.get(key);
    if (!pending) {
      pending = build()
        .then((text) => {
          const body = feedBody(text);
          this.entries.delete(feedId);
          this.entries.set(feedId, { scope, builtAt: now, body });
          for (const oldest of this.entries.keys()) {
            if (this.entries.size <= MAX_KEPT_FEEDS) break;
            this.entries.delete(oldest);
          }
          return body;
        })
        .finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
