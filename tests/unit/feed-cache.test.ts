/** The kept iCalendar feeds (server/learning/calendar/feed-cache.ts): freshness, scope, one build at a time, the bound. */
import { describe, expect, it } from "vitest";
import { FEED_FRESH_MS, FeedCache, MAX_KEPT_FEEDS, feedBody } from "../../server/learning/calendar/feed-cache";

const feedText = (stamp: string, summary = "Grade 1 Math") =>
  ["BEGIN:VCALENDAR", "BEGIN:VEVENT", "UID:session-1@school.example", `DTSTAMP:${stamp}`, `SUMMARY:${summary}`, "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");

describe("feed cache", () => {
  it("serves a feed built less than a minute ago for the same scope, and builds again after it or for another scope", async () => {
    const cache = new FeedCache();
    let builds = 0;
    const build = async () => feedText(`2026112${++builds}T120000Z`);
    const first = await cache.get("feed-1", "scope-a", 1_000, build);
    expect(await cache.get("feed-1", "scope-a", 1_000 + FEED_FRESH_MS - 1, build)).toBe(first);
    expect(builds).toBe(1);
    const narrower = await cache.get("feed-1", "scope-b", 2_000, build);
    expect(narrower).not.toBe(first);
    expect(builds).toBe(2);
    await cache.get("feed-1", "scope-b", 2_000 + FEED_FRESH_MS, build);
    expect(builds).toBe(3);
    // A clock that went back does not make an entry from "the future" fresh.
    await cache.get("feed-1", "scope-b", 0, build);
    expect(builds).toBe(4);
  });

  it("fifty requests for one feed at once build it once; a failed build is not kept", async () => {
    const cache = new FeedCache();
    let builds = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      builds += 1;
      await gate;
      return feedText("20261128T120000Z");
    };
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get("feed-1", "scope", 5_000, build)));
    release();
    const bodies = await all;
    expect(builds).toBe(1);
    expect(new Set(bodies).size).toBe(1);

    await expect(cache.get("feed-2", "scope", 5_000, async () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    expect(await cache.get("feed-2", "scope", 5_000, async () => feedText("20261128T120000Z", "Art"))).toMatchObject({
      text: expect.stringContaining("SUMMARY:Art"),
    });
  });

  it("keeps at most MAX_KEPT_FEEDS, dropping the least recently used", async () => {
    const cache = new FeedCache();
    const build = async () => feedText("20261128T120000Z");
    for (let i = 0; i < MAX_KEPT_FEEDS; i++) await cache.get(`feed-${i}`, "s", 1_000, build);
    await cache.get("feed-0", "s", 1_000, async () => Promise.reject(new Error("feed-0 was kept: not built again")));
    await cache.get("one-more", "s", 1_000, build);
    expect(cache.size).toBe(MAX_KEPT_FEEDS);
    let rebuilt = 0;
    await cache.get("feed-0", "s", 1_000, async () => (rebuilt++, feedText("x")));
    await cache.get("feed-1", "s", 1_000, async () => (rebuilt++, feedText("x")));
    expect(rebuilt).toBe(1);
  });

  it("tags a feed by its events, not by when it was written, and compresses it once per encoding", () => {
    const a = feedBody(feedText("20261128T120000Z"));
    expect(feedBody(feedText("20261128T130500Z")).etag).toBe(a.etag);
    expect(feedBody(feedText("20261128T120000Z", "Music")).etag).not.toBe(a.etag);
    expect(a.encoded("br")).toBe(a.encoded("br"));
    expect(a.encoded("gzip")).not.toBe(a.encoded("br"));
  });
});
