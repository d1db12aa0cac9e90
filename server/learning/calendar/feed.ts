/**
 * Personal iCalendar feeds (docs/api/calendar.md): a secret address a person pastes into their
 * calendar app. The token is 32 random bytes; only its SHA-256 is stored (calendar_feeds), so the
 * address is shown once. One active feed per person: creating one revokes the last (rotation). The
 * feed is read with no session, as its owner is allowed to see things *now*: a deactivated account,
 * a revoked token or an unknown one is the same 404.
 */
import { and, eq, isNull } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { addDays, formatCalendarDate, parseCalendarDate } from "#common/calendar-date";
import { FEED_DAYS_BACK, MAX_CALENDAR_RANGE_DAYS, feedUrls, type CalendarFeedCreated, type CalendarFeedStatus } from "#common/learning/calendar";
import type { Role } from "#common/roles";
import { languageOrDefault, type Language } from "#common/i18n/languages";
import { school } from "#common/school";
import { dateInZone } from "#common/time-zone";
import type { Db } from "../../db/client";
import { calendarFeeds, users } from "../../db/schema";
import { calendarFor, calendarScope, currentYearEnd, type CalendarScope } from "./events";
import type { FeedBody, FeedCache } from "./feed-cache";
import { buildFeed } from "./ics";

export const FEED_NOT_FOUND = "We could not find that calendar feed.";
/** How stale the feed's "last used" time may be (written at most once in this time). */
export const LAST_USED_PRECISION_MS = 60_000;
/** A token as the address carries it: 43 base64url characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashFeedToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates the person's feed, revoking the one they had, and answers its address (the only time it is shown). */
export async function createFeed(db: Db, userId: string, publicUrl: string, now: Date): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(calendarFeeds)
      .set({ revokedAt: now })
      .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
    await tx.insert(calendarFeeds).values({ userId, tokenHash: hashFeedToken(token), createdAt: now });
  });
  return { ...feedUrls(publicUrl, token), createdAt: now.toISOString() };
}

export async function feedStatus(db: Db, userId: string): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt, lastUsedAt: calendarFeeds.lastUsedAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)));
  return row ? { active: true, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null } : { active: false };
}

/** Revokes the person's feed; its address answers 404 from now on. True when there was one. */
export async function revokeFeed(db: Db, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

/** The owner of an active feed whose account is active, or null. */
async function feedOwner(
  db: Db,
  token: string,
): Promise<{ feedId: string; lastUsedAt: Date | null; id: string; role: Role; fullName: string | null; language: Language } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      feedId: calendarFeeds.id,
      lastUsedAt: calendarFeeds.lastUsedAt,
      id: users.id,
      role: users.role,
      fullName: users.fullName,
      language: users.language,
      deactivatedAt: users.deactivatedAt,
    })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, hashFeedToken(token)), isNull(calendarFeeds.revokedAt)));
  if (!row || row.deactivatedAt) return null;
  return {
    feedId: row.feedId,
    lastUsedAt: row.lastUsedAt,
    id: row.id,
    role: row.role as Role,
    fullName: row.fullName,
    language: languageOrDefault(row.language),
  };
}

/**
 * Which classes and children the feed may show, and the language it is written in, as a key: a feed
 * kept for another scope, or written before its owner chose another language, is built again.
 */
function scopeKey(scope: CalendarScope, from: string, language: Language): string {
  const visible = scope.visible === "all" ? "all" : [...scope.visible].sort().join(",");
  return `${language}|${from}|${visible}|${scope.children
    .map((c) => c.id)
    .sort()
    .join(",")}`;
}

/**
 * The feed for a token, or null (404): the owner's events from FEED_DAYS_BACK days ago to the end of
 * the current school year (or six weeks ahead when no year is current). The owner and what they may
 * see are read on every request; the events may come from `feeds` (server/learning/calendar/feed-cache.ts).
 */
export async function feedFor(db: Db, feeds: FeedCache, token: string, publicUrl: string, now: Date): Promise<FeedBody | null> {
  const owner = await feedOwner(db, token);
  if (!owner) return null;
  const viewer = { id: owner.id, role: owner.role, language: owner.language };
  const today = dateInZone(now.getTime(), school.timeZone);
  const todayDate = parseCalendarDate(today)!;
  const from = formatCalendarDate(addDays(todayDate, -FEED_DAYS_BACK));
  const scope = await calendarScope(db, viewer);
  // "Last used" is shown to the minute or so; an app fetching every few seconds need not write each time.
  if (!owner.lastUsedAt || now.getTime() - owner.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.update(calendarFeeds).set({ lastUsedAt: now }).where(eq(calendarFeeds.id, owner.feedId));
  }
  return feeds.get(owner.feedId, scopeKey(scope, from, owner.language), now.getTime(), async () => {
    const to = (await currentYearEnd(db, today)) ?? formatCalendarDate(addDays(todayDate, MAX_CALENDAR_RANGE_DAYS));
    const calendar = await calendarFor(db, viewer, { from, to }, now, scope);
    return buildFeed(calendar.events, {
      calendarName: `${school.name}${owner.fullName ? ` – ${owner.fullName}` : ""}`,
      language: owner.language,
      uidDomain: new URL(publicUrl).hostname || "brightpath.invalid",
      now,
    });
  });
}
